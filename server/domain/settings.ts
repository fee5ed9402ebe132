import type { EligibilityDays } from '../../common/constants.ts';
import type { Db } from '../db/client.ts';
import { readEligibility, saveEligibility } from '../routes/settings/repository.ts';
import { changedFields } from './changes.ts';
import { runCommand, type Actor } from './command.ts';

/**
 * New waits after a donation (a super admin's call): saved, every donor's next-eligible time
 * recomputed, and the event (each wait that changed, before and after) in one transaction.
 */
export async function changeEligibility(db: Db, actor: Actor, days: EligibilityDays): Promise<EligibilityDays> {
  return runCommand(db, actor, async (tx, record) => {
    const before = await readEligibility(tx);
    const saved = await saveEligibility(tx, days, actor.id);
    await record({ action: 'changeSettings', target: 'settings', targetId: 'eligibility', changes: changedFields(before, saved) });
    return saved;
  });
}
