import type { Role } from '../common/constants.ts';

/**
 * Who may call what: the one table every /api route is checked against (roles and rights:
 * docs/product.md). A route missing from this table fails the server's start, so nothing is left open
 * by accident. Rules on particular objects (the owner, one's own role) are the functions below.
 */
export type Access =
  | { who: 'anyone' }
  /** A signed-in identity session (cookie), before the product token exists. */
  | { who: 'identity' }
  /** Any valid access token. */
  | { who: 'signedIn' }
  | { who: 'admin' }
  /** `denied` is the 403 message shown to the person; it may depend on the (parsed, not yet validated) body. */
  | { who: 'superAdmin'; denied?: string | ((body: unknown) => string) };

const anyone: Access = { who: 'anyone' };
const identity: Access = { who: 'identity' };
const signedIn: Access = { who: 'signedIn' };
const admin: Access = { who: 'admin' };
const superAdmin = (denied?: string | ((body: unknown) => string)): Access => ({
  who: 'superAdmin',
  denied,
});

const roleChangeDenied = (body: unknown) =>
  (body as { role?: unknown } | undefined)?.role === 'admin'
    ? 'Super Admin Can Only Demote To Admin'
    : 'Super Admin Can Only Create Super Admin';

export const POLICY: Record<string, Access> = {
  // service
  'GET /api/health': anyone,
  'GET /api/config': anyone,
  'GET /api/images/:id': anyone,

  // geography for the public forms
  'GET /api/divisions': anyone,
  'GET /api/districts': anyone,
  'GET /api/upazilasForForm': anyone,
  'GET /api/unionsForForm': anyone,
  'GET /api/villagesForForm': anyone,

  // accounts (the identity service answers under /api/auth)
  'GET /api/auth/*': anyone,
  'POST /api/auth/*': anyone,
  'PUT /api/user/:email': identity,
  'GET /api/admin/:email': signedIn,
  'GET /api/users': admin,
  'DELETE /api/deleteUser/:id': admin, // deleting an admin needs a super admin: canDeleteUser
  'PUT /api/user/admin/:email': superAdmin('Super Admin Can Only Create Admin'),
  'GET /api/all-admin': admin,
  'PATCH /api/admin/accessibility/:email': superAdmin(roleChangeDenied),

  // donors
  'POST /api/donor-request': anyone,
  'GET /api/donor-request': admin,
  'PATCH /api/donorStatus/:id': admin,
  'DELETE /api/donorRequest/:id': admin,
  'GET /api/available-donor': admin,
  'GET /api/unavailable-donor': admin,
  'PATCH /api/donorInfo/:id': admin,
  'PATCH /api/donationCount/:id': admin,
  'PATCH /api/handleAvailability/:id': admin,
  'GET /api/verified-donor': admin,
  'GET /api/top-donor': anyone,
  'GET /api/dashboard/counts': admin,
  'GET /api/dashboard/analytics': admin,

  // blood requests
  'POST /api/blood-request': anyone,
  'GET /api/complete-blood-request': admin,
  'GET /api/incomplete-blood-request': admin,
  'PATCH /api/blood-request-status/:id': admin,
  'DELETE /api/deleteBloodRequest/:id': admin,

  // emergency contacts
  'GET /api/contacts': anyone,
  'GET /api/contacts/dashboard': admin,
  'POST /api/admin-contact': admin,
  'PATCH /api/contact/:id': admin,
  'DELETE /api/delete-contact/:id': superAdmin('Super Admin Can Only Delete Contact'),
  'POST /api/uploads/image': admin,

  // address management
  'GET /api/upazilas': admin,
  'GET /api/unions': admin,
  'POST /api/unions': superAdmin('Super Admin Can Only Add Union'),
  'DELETE /api/unions/:id': superAdmin('Super Admin Can Only Delete Union'),
  'GET /api/villages': admin,
  'POST /api/villages': superAdmin('Super Admin Can Only Add Village'),
  'DELETE /api/villages/:id': superAdmin('Super Admin Can Only Delete Village'),
};

export function policyFor(method: string, url: string): Access | undefined {
  return POLICY[`${method} ${url}`];
}

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
  }
}

export interface Caller {
  id: string;
  email: string;
  name: string;
  role: Role;
}

interface Target {
  id: string;
  email: string;
  role: string;
}

/** The owner account is never demoted or deleted, and nobody changes their own role. */
export function canChangeRole(caller: Caller, target: Target, ownerEmail: string | undefined) {
  if (caller.id === target.id) return { ok: false, message: 'You cannot change your own role' };
  if (isOwner(target, ownerEmail)) return { ok: false, message: 'The owner account cannot be changed' };
  return { ok: caller.role === 'superAdmin', message: '' };
}

export function canDeleteUser(caller: Caller, target: Target, ownerEmail: string | undefined) {
  if (caller.id === target.id) return { ok: false, message: 'You cannot delete your own account here' };
  if (isOwner(target, ownerEmail)) return { ok: false, message: 'The owner account cannot be deleted' };
  if (isAdminRole(target.role) && caller.role !== 'superAdmin') {
    return { ok: false, message: 'Super Admin Can Only Delete Admin' };
  }
  return { ok: true, message: '' };
}

export function isOwner(target: { email: string }, ownerEmail: string | undefined): boolean {
  return !!ownerEmail && target.email.toLowerCase() === ownerEmail.toLowerCase();
}
