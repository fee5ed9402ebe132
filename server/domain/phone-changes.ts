import { ERROR_CODES } from '../../common/error-codes.ts';
import type { Db } from '../db/client.ts';
import { lockLiveDonorPhones, lockPhones, setFirstPhone, takenPhone } from '../data/donors.ts';
import {
  decidePhoneChange,
  insertPhoneChange,
  lockPhoneChange,
  pendingChangeOf,
} from '../data/phone-changes.ts';
import type { Scope } from '../data/scope.ts';
import { runCommand, scopeOf, type Actor } from './command.ts';
import { DONOR_LINK_ACTOR, linkedDonor } from './donor-link.ts';
import { DomainError } from './errors.ts';

/**
 * Phone-number changes asked through a donor's private link. The link alone never changes a
 * number (it must not be a way to take over a record): the request waits for an admin, who
 * approves (the new number becomes the donor's first number) or rejects it.
 */

/** The donor asks; one pending change at a time. Whether the number is someone else's is checked at approval. */
export function requestPhoneChange(
  db: Db,
  token: string,
  number: string,
  actor: Actor = DONOR_LINK_ACTOR,
) {
  return runCommand(db, actor, async (tx, record) => {
    const donor = await linkedDonor(tx, token);
    const pending = await pendingChangeOf(tx, donor.donorId);
    if (pending)
      throw new DomainError(
        'conflict',
        'A number change already waits for an admin',
        'number',
        ERROR_CODES.PHONE_CHANGE_PENDING,
      );
    const row = await insertPhoneChange(tx, donor.donorId, number);
    await record({
      action: 'phoneChangeRequested',
      target: 'donor',
      targetId: donor.donorId,
      changes: { via: 'donorLink', phoneChangeId: row!.id },
    });
  });
}

/** Pending changes, oldest first (admins), with the donor's current number beside the new one. */
export { pendingPhoneChanges } from '../data/phone-changes.ts';

async function lockPending(
  tx: Parameters<Parameters<typeof runCommand>[2]>[0],
  id: string,
  scope: Scope,
) {
  const change = await lockPhoneChange(tx, id, scope);
  if (!change) throw new DomainError('notFound', 'No phone change with that id');
  if (change.state !== 'pending')
    throw new DomainError(
      'conflict',
      'This change was already decided',
      undefined,
      ERROR_CODES.PHONE_CHANGE_DECIDED,
    );
  return change;
}

export function approvePhoneChange(db: Db, actor: Actor, id: string) {
  return runCommand(db, actor, async (tx, record) => {
    const change = await lockPending(tx, id, scopeOf(actor));
    await lockPhones(tx, [change.newPhone]);
    const donor = await lockLiveDonorPhones(tx, change.donorId, scopeOf(actor));
    if (!donor) throw new DomainError('notFound', 'No donor with that id');
    if (await takenPhone(tx, [change.newPhone], donor.id)) {
      throw new DomainError(
        'conflict',
        'Another donor has this number',
        'newNumber',
        ERROR_CODES.DUPLICATE_PHONE,
      );
    }
    await setFirstPhone(
      tx,
      donor.id,
      change.newPhone,
      donor.phone2 === change.newPhone ? null : donor.phone2,
    );
    await decidePhoneChange(tx, id, 'approved', actor.id);
    await record({
      action: 'phoneChangeApproved',
      target: 'donor',
      targetId: donor.id,
      changes: { phoneChangeId: id },
    });
    return 1;
  });
}

export function rejectPhoneChange(db: Db, actor: Actor, id: string) {
  return runCommand(db, actor, async (tx, record) => {
    const change = await lockPending(tx, id, scopeOf(actor));
    await decidePhoneChange(tx, id, 'rejected', actor.id);
    await record({
      action: 'phoneChangeRejected',
      target: 'donor',
      targetId: change.donorId,
      changes: { phoneChangeId: id },
    });
    return 1;
  });
}
