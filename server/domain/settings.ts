import type { EligibilityDays } from '../../common/constants.ts';
import type { AlertSettings } from '../../common/schemas/alerts.ts';
import type { Db } from '../db/client.ts';
import { readAlertSettings, readEligibility, saveAlertSettings, saveEligibility } from '../routes/settings/repository.ts';
import { changedFields } from './changes.ts';
import { runCommand, type Actor } from './command.ts';

/**
 * The installation's settings (a super admin's call): new waits after a donation saved, every
 * donor's next-eligible time recomputed, and, when sent, the limits on alerting one donor; each
 * with its event (what changed, before and after), all in one transaction.
 */
export async function changeSettings(
  db: Db,
  actor: Actor,
  days: EligibilityDays,
  alerts?: AlertSettings,
): Promise<{ eligibility: EligibilityDays; alerts: AlertSettings }> {
  return runCommand(db, actor, async (tx, record) => {
    const before = await readEligibility(tx);
    const saved = await saveEligibility(tx, days, actor.id);
    await record({ action: 'changeSettings', target: 'settings', targetId: 'eligibility', changes: changedFields(before, saved) });
    // The limits on alerting one donor, when sent, change in the same transaction with their own event.
    const alertsBefore = await readAlertSettings(tx);
    if (!alerts) return { eligibility: saved, alerts: alertsBefore };
    const alertsSaved = await saveAlertSettings(tx, alerts, actor.id);
    await record({ action: 'changeSettings', target: 'settings', targetId: 'alerts', changes: changedFields(alertsBefore, alertsSaved) });
    return { eligibility: saved, alerts: alertsSaved };
  });
}
