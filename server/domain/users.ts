import type { Role } from '../../common/constants.ts';
import type { Db, Tx } from '../db/client.ts';
import { canChangeRole, canDeleteUser, isAdminRole, type Caller } from '../policy.ts';
import {
  deleteUserById,
  findUserByEmail,
  findUserById,
  lockUser,
  setUserRole,
} from '../data/users.ts';
import { addMemberIfAbsent, onlyLiveUnitId } from '../data/units.ts';
import { changedFields, storedFields } from './changes.ts';
import { actorOf, runCommand, type AuditRecord } from './command.ts';
import { DomainError } from './errors.ts';

/**
 * Gives an account a role (a super admin's call; never one's own, never the owner's). `onlyPromote`
 * is the original client's "make admin" button: an account that is already admin or above is left
 * as it is. Answers how many accounts changed (0 or 1).
 */
export async function changeRole(
  db: Db,
  caller: Caller,
  email: string,
  role: Role,
  ownerId: string | null,
  options: { onlyPromote?: boolean } = {},
): Promise<number> {
  return runCommand(db, actorOf({ caller }), async (tx, record) => {
    const found = await findUserByEmail(tx, email);
    if (!found) throw new DomainError('notFound', 'No user with that email');
    const verdict = canChangeRole(caller, found, ownerId);
    if (!verdict.ok) throw new DomainError('forbidden', verdict.message || 'Forbidden');
    const before = await lockUser(tx, found.id);
    if (!before || before.role === role || (options.onlyPromote && isAdminRole(before.role)))
      return 0;
    const after = await setUserRole(tx, found.id, role);
    await record({
      action: 'roleChange',
      target: 'user',
      targetId: email,
      changes: changedFields(before, after!),
    });
    if (role === 'admin') await joinOnlyUnit(tx, record, after!);
    return 1;
  });
}

type Recorder = (event: AuditRecord) => Promise<void>;

/**
 * A new admin of an installation with exactly one live unit becomes that unit's admin member, so
 * that nothing changes for a single community (docs/decisions/056-units.md). Inside the
 * transaction that raised the account (a role change, the owner's proof, the demo super admin);
 * nothing when the installation has several units (a unit's admin adds them) or they are a member
 * already.
 */
export async function joinOnlyUnit(tx: Tx, record: Recorder, user: { id: string; email: string }) {
  const unitId = await onlyLiveUnitId(tx);
  if (!unitId) return;
  const added = await addMemberIfAbsent(tx, unitId, user.id, 'admin');
  if (!added) return;
  await record({
    action: 'addMember',
    target: 'unit',
    targetId: unitId,
    changes: { email: user.email, role: added.role },
  });
}

/**
 * Makes a plain user an admin, so that they may use the dashboard (a unit's new member), inside
 * the caller's command and recorded as a role change. An admin or super admin is left as they
 * are. Answers whether the account changed.
 */
export async function promoteToAdmin(tx: Tx, record: Recorder, userId: string): Promise<boolean> {
  const before = await lockUser(tx, userId);
  if (!before || isAdminRole(before.role)) return false;
  const after = await setUserRole(tx, userId, 'admin');
  await record({
    action: 'roleChange',
    target: 'user',
    targetId: before.email,
    changes: changedFields(before, after!),
  });
  return true;
}

/** Deletes an account (admins delete users; only a super admin deletes an admin; never oneself or the owner). */
export async function deleteUser(
  db: Db,
  caller: Caller,
  id: string,
  ownerId: string | null,
): Promise<number> {
  return runCommand(db, actorOf({ caller }), async (tx, record) => {
    const target = await findUserById(tx, id);
    if (!target) return 0;
    const verdict = canDeleteUser(caller, target, ownerId);
    if (!verdict.ok) throw new DomainError('forbidden', verdict.message || 'Forbidden');
    const deleted = await deleteUserById(tx, id);
    if (!deleted) return 0;
    await record({
      action: 'delete',
      target: 'user',
      targetId: id,
      changes: storedFields(deleted, ['emailVerified', 'image']),
    });
    return 1;
  });
}
