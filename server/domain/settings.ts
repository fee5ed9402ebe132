import type { EligibilityDays } from '../../common/constants.ts';
import type { AlertSettings } from '../../common/schemas/alerts.ts';
import type { CommunitySettings } from '../../common/schemas/donations.ts';
import type { Db } from '../db/client.ts';
import {
  readAlertSettings,
  readCommunityName,
  readEligibility,
  saveAlertSettings,
  saveCommunityName,
  saveEligibility,
} from '../data/settings.ts';
import { changedFields } from './changes.ts';
import { runCommand, type Actor } from './command.ts';

/**
 * The installation's settings (a super admin's call): new waits after a donation saved, every
 * donor's next-eligible time recomputed, and, when sent, the limits on alerting one donor and the
 * community's name; each with its event (what changed, before and after), all in one transaction.
 */
export async function changeSettings(
  db: Db,
  actor: Actor,
  days: EligibilityDays,
  alerts?: AlertSettings,
  community?: CommunitySettings,
): Promise<{ eligibility: EligibilityDays; alerts: AlertSettings; community: CommunitySettings }> {
  return runCommand(db, actor, async (tx, record) => {
    const before = await readEligibility(tx);
    // The forms send the waits with every save (the name, the alert limits): unchanged waits are
    // not saved again, so that saving a name does not recount every donor's eligibility.
    const same = (Object.keys(before) as (keyof EligibilityDays)[]).every(
      (k) => before[k] === days[k],
    );
    const saved = same ? before : await saveEligibility(tx, days, actor.id);
    if (!same) {
      await record({
        action: 'changeSettings',
        target: 'settings',
        targetId: 'eligibility',
        changes: changedFields(before, saved),
      });
    }
    // The limits on alerting one donor, when sent, change in the same transaction with their own event.
    let alertsSaved = await readAlertSettings(tx);
    if (alerts) {
      const alertsBefore = alertsSaved;
      alertsSaved = await saveAlertSettings(tx, alerts, actor.id);
      await record({
        action: 'changeSettings',
        target: 'settings',
        targetId: 'alerts',
        changes: changedFields(alertsBefore, alertsSaved),
      });
    }
    // So does the community's name (who asks, in invitations).
    let communitySaved = await readCommunityName(tx);
    if (community) {
      const communityBefore = communitySaved;
      communitySaved = await saveCommunityName(tx, community, actor.id);
      await record({
        action: 'changeSettings',
        target: 'settings',
        targetId: 'community',
        changes: changedFields(communityBefore, communitySaved),
      });
    }
    return { eligibility: saved, alerts: alertsSaved, community: communitySaved };
  });
}
