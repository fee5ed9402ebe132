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
  | { who: 'superAdmin'; denied?: string | ((body: unknown) => string) }
  /**
   * The local operator (backup scripts): only the random token the running process writes into
   * DATA_DIR opens it; no account of any role does.
   */
  | { who: 'operator' };

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
  // the API reference: the OpenAPI document and the page that shows it
  'GET /api/openapi.json': anyone,
  'GET /api/docs': anyone,
  'GET /api/docs/json': anyone,
  'GET /api/docs/yaml': anyone,
  'GET /api/docs/static/index.html': anyone,
  'GET /api/docs/static/swagger-initializer.js': anyone,
  'GET /api/docs/static/*': anyone,
  'GET /api/images/:id': anyone,

  // geography for the public forms
  'GET /api/divisions': anyone,
  'GET /api/districts': anyone,
  'GET /api/upazilasForForm': anyone,
  'GET /api/unionsForForm': anyone,
  'GET /api/villagesForForm': anyone,

  // accounts (the identity service answers under /api/auth)
  'POST /api/auth/sign-up/email': anyone,
  'POST /api/auth/sign-in/email': anyone,
  'POST /api/auth/sign-out': anyone,
  'GET /api/auth/get-session': anyone,
  'GET /api/auth/*': anyone,
  'POST /api/auth/*': anyone,
  'PUT /api/user/:email': identity,
  // who is signed in, their role and a token in one answer; { user: null } without a session
  'PUT /api/token': anyone,
  'GET /api/admin/:email': signedIn,
  'GET /api/users': admin,
  'DELETE /api/deleteUser/:id': admin, // deleting an admin needs a super admin: canDeleteUser
  'PUT /api/user/admin/:email': superAdmin('Super Admin Can Only Create Admin'),
  'GET /api/all-admin': admin,
  'PATCH /api/admin/accessibility/:email': superAdmin(roleChangeDenied),

  // one's own signed-in devices, and the owner's proof (both only ever about the caller)
  'GET /api/sessions': signedIn,
  'DELETE /api/sessions': signedIn,
  'DELETE /api/sessions/:id': signedIn,
  'GET /api/owner': signedIn,
  'POST /api/owner/claim': signedIn,

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

  // donation history and the eligibility settings
  'GET /api/donors/:id/donations': admin,
  'POST /api/donors/:id/donations': admin,
  'DELETE /api/donors/:id/donations/:donationId': admin,
  'GET /api/settings': admin,
  'PUT /api/settings': superAdmin('Super Admin Can Only Change Settings'),

  // blood requests
  'POST /api/blood-request': anyone,
  'GET /api/complete-blood-request': admin,
  'GET /api/incomplete-blood-request': admin,
  'PATCH /api/blood-request-status/:id': admin,
  'DELETE /api/deleteBloodRequest/:id': admin,
  'PATCH /api/blood-request/:id/location': admin,

  // matching donors to a request, calls, pledges and the request's lifecycle
  'GET /api/blood-request/:id': admin,
  'GET /api/blood-request/:id/matches': admin,
  'GET /api/blood-request/:id/pledges': admin,
  'POST /api/blood-request/:id/pledges/:pledgeId/given': admin,
  'POST /api/blood-request/:id/pledges/:pledgeId/withdraw': admin,
  'POST /api/blood-request/:id/cancel': admin,
  'GET /api/donors/:id/calls': admin,
  'POST /api/donors/:id/calls': admin,

  // reaching donors: alerts (admins), the donor's private link (its token is the key), the requester's status link
  'POST /api/blood-request/:id/alerts': admin,
  'GET /api/blood-request/:id/alerts': admin,
  'POST /api/donors/:id/link': admin,
  'DELETE /api/donors/:id/link': admin,
  'GET /api/phone-changes': admin,
  'POST /api/phone-changes/:id/approve': admin,
  'POST /api/phone-changes/:id/reject': admin,
  'GET /api/donor-link/:token': anyone,
  'POST /api/donor-link/:token/alerts/:requestId': anyone,
  'POST /api/donor-link/:token/donations': anyone,
  'POST /api/donor-link/:token/pause': anyone,
  'POST /api/donor-link/:token/phone-change': anyone,
  'PUT /api/donor-link/:token/channels': anyone,
  'POST /api/donor-link/:token/push-subscription': anyone,
  'DELETE /api/donor-link/:token/push-subscription': anyone,
  'POST /api/donor-link/:token/revoke': anyone,
  'POST /api/donor-link/:token/remove': anyone,
  'GET /api/request-status/:token': anyone,
  // inviting the donors brought in from lists (admins); the donor's answer through the link
  'POST /api/donors/invitations': admin,
  'GET /api/donors/invitations/progress': admin,
  'PUT /api/donor-link/:token/details': anyone,

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
  'PATCH /api/upazilas/:id': superAdmin('Super Admin Can Only Edit Upazila'),
  'POST /api/unions': superAdmin('Super Admin Can Only Add Union'),
  'PATCH /api/unions/:id': superAdmin('Super Admin Can Only Edit Union'),
  'DELETE /api/unions/:id': superAdmin('Super Admin Can Only Delete Union'),
  'GET /api/villages': admin,
  'POST /api/villages': superAdmin('Super Admin Can Only Add Village'),
  'PATCH /api/villages/:id': superAdmin('Super Admin Can Only Edit Village'),
  'DELETE /api/villages/:id': superAdmin('Super Admin Can Only Delete Village'),

  // spreadsheets: donors in, lists out
  'POST /api/import/donors/preview': admin,
  'POST /api/import/donors/confirm': admin,
  'POST /api/import/donors/errors': admin,
  'GET /api/import/jobs/:id': admin,
  'GET /api/import/jobs/latest': admin,
  'GET /api/export/donors': admin,
  'GET /api/export/blood-requests': admin,

  // operations on the running server (backup of the embedded database)
  'GET /api/operator/backup': { who: 'operator' },
  // archive and audit trail
  'GET /api/archive': superAdmin('Super Admin Can Only See The Archive'),
  'POST /api/archive/:kind/:id/restore': superAdmin('Super Admin Can Only Restore'),
  'GET /api/audit': superAdmin('Super Admin Can Only See The Activity'),
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
