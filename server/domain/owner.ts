import type { Db } from '../db/client.ts';
import { deleteUsersByEmail } from '../data/users.ts';
import {
  hasOwnerAddress,
  hasPassword,
  provenOwnerId,
  recordOwner,
  setupCodeMatches,
} from '../auth/owner.ts';
import type { Caller } from '../policy.ts';
import { storedFields } from './changes.ts';
import { actorOf, runCommand, SYSTEM_ACTOR } from './command.ts';
import { DomainError } from './errors.ts';
import { joinOnlyUnit } from './users.ts';

/**
 * The owner proves the address with the one-time setup code: the account becomes super admin and
 * the owner, the code is spent, every other session of it ends, and (when the account had a
 * password someone else may know) the new password replaces it: all with the event, in one
 * transaction. The event never holds the code or the password.
 */
export async function claimOwner(
  db: Db,
  caller: Caller,
  ownerEmail: string | undefined,
  claim: { code: string; newPassword?: string | null },
  hashPassword: (plain: string) => Promise<string>,
): Promise<void> {
  if (!hasOwnerAddress(caller, ownerEmail))
    throw new DomainError('forbidden', 'Only the owner address can use the owner code');
  const wrongCode = new DomainError('invalid', 'code: is not the owner code', 'code');
  await runCommand(db, actorOf({ caller }), async (tx, record) => {
    if ((await provenOwnerId(tx, ownerEmail)) !== null)
      throw new DomainError('conflict', 'The owner is already proven');
    if (!(await setupCodeMatches(tx, claim.code))) throw wrongCode;
    const needsNewPassword = await hasPassword(tx, caller.id);
    if (needsNewPassword && !claim.newPassword) {
      throw new DomainError(
        'invalid',
        'newPassword: is required, the old password may be known to someone else',
        'newPassword',
      );
    }
    const passwordHash = needsNewPassword ? await hashPassword(claim.newPassword!) : undefined;
    const recorded = await recordOwner(tx, {
      userId: caller.id,
      keepSessionId: caller.sessionId,
      code: claim.code,
      passwordHash,
    });
    if (!recorded) throw wrongCode;
    await record({
      action: 'claimOwner',
      target: 'user',
      targetId: caller.id,
      changes: {
        role: { from: caller.role, to: 'superAdmin' },
        owner: true,
        credentialReset: needsNewPassword,
      },
    });
    await joinOnlyUnit(tx, record, caller);
  });
}

/**
 * A verified Google / OpenID sign-in proves the owner's address: the account becomes super admin
 * and the owner, every other session of it ends, and (with one live unit) it joins that unit as
 * its admin, like any new admin: all with the events, in one transaction.
 */
export async function proveOwnerByProvider(
  db: Db,
  user: { id: string; email: string; role: string },
  keepSessionId: string,
): Promise<void> {
  await runCommand(db, { id: user.id, email: user.email }, async (tx, record) => {
    await recordOwner(tx, { userId: user.id, keepSessionId });
    await record({
      action: 'claimOwner',
      target: 'user',
      targetId: user.id,
      changes: { role: { from: user.role, to: 'superAdmin' }, owner: true, provider: true },
    });
    await joinOnlyUnit(tx, record, user);
  });
}

/**
 * `npm run owner:code -- --free-address`: removes an account that carries the owner's address
 * without having proven it (someone signed up with it first), with its sessions, so that the owner
 * can sign up or continue with Google. Never a proven owner. The deletion and its event (by the
 * system, as a user deletion) are one transaction. Answers whether an account was removed.
 */
export async function freeOwnerAddress(db: Db, ownerEmail: string): Promise<boolean> {
  return runCommand(db, SYSTEM_ACTOR, async (tx, record) => {
    if ((await provenOwnerId(tx, ownerEmail)) !== null)
      throw new DomainError('conflict', 'The owner is already proven');
    const removed = await deleteUsersByEmail(tx, ownerEmail);
    for (const user of removed) {
      await record({
        action: 'delete',
        target: 'user',
        targetId: user.id,
        changes: { ...storedFields(user, ['emailVerified', 'image']), reason: 'freeOwnerAddress' },
      });
    }
    return removed.length > 0;
  });
}
