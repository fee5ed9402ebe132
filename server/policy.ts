import type { ArchiveKind, Role } from '../common/constants.ts';

/**
 * Who may call a route (roles and rights: docs/product.md). Every /api route declares its own, in
 * its options where its handler is written (`config: { access: admin }`, one of the values below);
 * a route without one stops the server at start (server/route-facts.ts), so nothing is left open
 * by accident. Rules on particular objects (the owner, one's own role) are the functions further
 * down.
 */
export type Access =
  | { who: 'anyone' }
  /** A signed-in identity session (cookie), before the product token exists. */
  | { who: 'identity' }
  /** Any valid access token. */
  | { who: 'signedIn' }
  | { who: 'admin' }
  /** `denied` is the 403 message shown to the person; it may depend on the (parsed, not yet validated) body. */
  | { who: 'superAdmin'; denied?: string | ((body: unknown) => string) }
  /**
   * The local operator (backup scripts): only the random token the running process writes into
   * DATA_DIR opens it; no account of any role does.
   */
  | { who: 'operator' };

export const anyone: Access = { who: 'anyone' };
export const identity: Access = { who: 'identity' };
export const signedIn: Access = { who: 'signedIn' };
export const admin: Access = { who: 'admin' };
export const operator: Access = { who: 'operator' };
/** Super admins only; `denied` words the refusal others get (the product's own message). */
export const superAdmin = (denied?: string | ((body: unknown) => string)): Access => ({
  who: 'superAdmin',
  denied,
});

/** The refusal of a role change to an admin: its words depend on the role asked for. */
export const roleChangeDenied = (body: unknown) =>
  (body as { role?: unknown } | undefined)?.role === 'admin'
    ? 'Super Admin Can Only Demote To Admin'
    : 'Super Admin Can Only Create Super Admin';

export function isAdminRole(role: string): boolean {
  return role === 'admin' || role === 'superAdmin';
}

export function allows(access: Access, role: Role | null): boolean {
  switch (access.who) {
    case 'anyone':
    case 'identity':
      return true;
    case 'signedIn':
      return role !== null;
    case 'admin':
      return role !== null && isAdminRole(role);
    case 'superAdmin':
      return role === 'superAdmin';
    case 'operator':
      return false;
  }
}

export interface Caller {
  id: string;
  email: string;
  name: string;
  role: Role;
  /** The identity session the caller's token was issued under ("this device"). */
  sessionId: string;
}

interface Target {
  id: string;
  email: string;
  role: string;
}

/**
 * The proven owner's account is never demoted or deleted, and nobody changes their own role.
 * `ownerId` is the account that proved it controls OWNER_EMAIL (server/auth/owner.ts), or null.
 */
export function canChangeRole(caller: Caller, target: Target, ownerId: string | null) {
  if (caller.id === target.id) return { ok: false, message: 'You cannot change your own role' };
  if (isOwner(target, ownerId))
    return { ok: false, message: 'The owner account cannot be changed' };
  return { ok: caller.role === 'superAdmin', message: '' };
}

export function canDeleteUser(caller: Caller, target: Target, ownerId: string | null) {
  if (caller.id === target.id)
    return { ok: false, message: 'You cannot delete your own account here' };
  if (isOwner(target, ownerId))
    return { ok: false, message: 'The owner account cannot be deleted' };
  if (isAdminRole(target.role) && caller.role !== 'superAdmin') {
    return { ok: false, message: 'Super Admin Can Only Delete Admin' };
  }
  return { ok: true, message: '' };
}

/** Only the proven owner counts: an account that merely carries OWNER_EMAIL is an ordinary one. */
export function isOwner(target: { id: string }, ownerId: string | null): boolean {
  return ownerId !== null && target.id === ownerId;
}

/**
 * The archive (docs/decisions/056-units.md): every admin sees and restores the archived donors and
 * blood requests of the units they see (the data layer filters by their scope); contacts belong to
 * no unit and only a super admin deletes them, so their archive stays a super admin's.
 */
export function canUseArchiveOf(kind: ArchiveKind, role: Role): boolean {
  return kind !== 'contact' || role === 'superAdmin';
}
