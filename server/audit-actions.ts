/**
 * How each changing /api call is recorded in the audit trail: the one table, like server/policy.ts
 * for access. Every non-GET /api route must have an entry (the server refuses to start without
 * one, and server/audit-actions.test.ts checks it), so a new route cannot forget its trail.
 *
 * A route that changes data names its domain command (server/domain/<file>.ts), which writes the
 * event in the change's own transaction with the change as stored (docs/decisions/034); the
 * target tells the public cache what the call makes stale. A call that changed nothing records
 * nothing.
 */
export type AuditEntry =
  /** Routes whose domain command (server/domain/, named here) records the events in the change's own transaction. */
  | { command: string; target: string }
  /** Routes that change nothing recorded here, with the reason. */
  | { skip: string }
  /**
   * The identity service's routes: a new account's event written in the transaction that makes it
   * (server/auth/identity.ts), failed sign-ins counted in bulk (server/plugins/audit.ts).
   */
  | { identity: true };

export const AUDIT_ACTIONS_BY_ROUTE: Record<string, AuditEntry> = {
  // accounts
  'POST /api/auth/sign-up/email': { identity: true },
  'POST /api/auth/sign-in/email': { identity: true },
  'POST /api/auth/sign-out': { identity: true },
  'POST /api/auth/*': { identity: true },
  'PUT /api/user/:email': { skip: 'exchanges a session for an access token; changes nothing' },
  'PUT /api/token': { skip: 'exchanges a session for an access token; changes nothing' },
  'DELETE /api/deleteUser/:id': { command: 'users', target: 'user' },
  'PUT /api/user/admin/:email': { command: 'users', target: 'user' },
  'PATCH /api/admin/accessibility/:email': { command: 'users', target: 'user' },

  // donors
  'POST /api/donor-request': { command: 'donors', target: 'donor' },
  'PATCH /api/donorStatus/:id': { command: 'donors', target: 'donor' },
  'DELETE /api/donorRequest/:id': { command: 'donors', target: 'donor' },
  'PATCH /api/donorInfo/:id': { command: 'donors', target: 'donor' },
  'PATCH /api/donationCount/:id': { command: 'donations', target: 'donor' },
  'PATCH /api/handleAvailability/:id': { command: 'donors', target: 'donor' },

  // blood requests
  'POST /api/blood-request': { command: 'blood-requests', target: 'bloodRequest' },
  'PATCH /api/blood-request-status/:id': { command: 'blood-requests', target: 'bloodRequest' },
  'DELETE /api/deleteBloodRequest/:id': { command: 'blood-requests', target: 'bloodRequest' },
  'PATCH /api/blood-request/:id/location': { command: 'blood-requests', target: 'bloodRequest' },

  // calls, pledges and the request's lifecycle (a willDonate call's pledge is part of its call)
  'POST /api/donors/:id/calls': { command: 'matching', target: 'donor' },
  'POST /api/blood-request/:id/pledges/:pledgeId/given': {
    command: 'matching',
    target: 'bloodRequest',
  },
  'POST /api/blood-request/:id/pledges/:pledgeId/withdraw': {
    command: 'matching',
    target: 'bloodRequest',
  },
  'POST /api/blood-request/:id/cancel': { command: 'matching', target: 'bloodRequest' },

  // reaching donors: each command records its own events (alertQueued per alert, linkIssued, ...)
  'POST /api/blood-request/:id/alerts': { command: 'alerts', target: 'bloodRequest' },
  'POST /api/donors/:id/link': { command: 'donor-link', target: 'donor' },
  'DELETE /api/donors/:id/link': { command: 'donor-link', target: 'donor' },
  'POST /api/phone-changes/:id/approve': { command: 'phone-changes', target: 'donor' },
  'POST /api/phone-changes/:id/reject': { command: 'phone-changes', target: 'donor' },
  'POST /api/donor-link/:token/alerts/:requestId': { command: 'alerts', target: 'bloodRequest' },
  'POST /api/donor-link/:token/donations': { command: 'donor-link', target: 'donor' },
  'POST /api/donor-link/:token/pause': { command: 'donor-link', target: 'donor' },
  'POST /api/donor-link/:token/phone-change': { command: 'phone-changes', target: 'donor' },
  'PUT /api/donor-link/:token/channels': { command: 'donor-link', target: 'donor' },
  'POST /api/donor-link/:token/push-subscription': { command: 'donor-link', target: 'donor' },
  'DELETE /api/donor-link/:token/push-subscription': { command: 'donor-link', target: 'donor' },
  'POST /api/donor-link/:token/revoke': { command: 'donor-link', target: 'donor' },
  'POST /api/donor-link/:token/remove': { command: 'donor-link', target: 'donor' },
  // invitations: one invitationsQueued event per call (counts and filter); the donor's answer
  'POST /api/donors/invitations': { command: 'invitations', target: 'donor' },
  'PUT /api/donor-link/:token/details': { command: 'invitations', target: 'donor' },

  // emergency contacts
  'POST /api/admin-contact': { command: 'contacts', target: 'contact' },
  'PATCH /api/contact/:id': { command: 'contacts', target: 'contact' },
  'DELETE /api/delete-contact/:id': { command: 'contacts', target: 'contact' },
  'POST /api/uploads/image': { command: 'contacts', target: 'image' },

  // address management
  'PATCH /api/upazilas/:id': { command: 'places', target: 'upazila' },
  'POST /api/unions': { command: 'places', target: 'union' },
  'PATCH /api/unions/:id': { command: 'places', target: 'union' },
  'DELETE /api/unions/:id': { command: 'places', target: 'union' },
  'POST /api/villages': { command: 'places', target: 'village' },
  'PATCH /api/villages/:id': { command: 'places', target: 'village' },
  'DELETE /api/villages/:id': { command: 'places', target: 'village' },

  // donation history and the waits after a donation
  'POST /api/donors/:id/donations': { command: 'donations', target: 'donor' },
  'DELETE /api/donors/:id/donations/:donationId': { command: 'donations', target: 'donor' },
  'PUT /api/settings': { command: 'settings', target: 'settings' },

  // owner proof and signed-in devices
  'POST /api/owner/claim': { command: 'owner', target: 'user' },
  'DELETE /api/sessions/:id': { command: 'sessions', target: 'session' },
  'DELETE /api/sessions': { command: 'sessions', target: 'session' },

  // spreadsheets (exports are GETs: each records its own 'export' event when its last row is sent)
  'POST /api/import/donors/preview': { skip: 'reads the file and the donors; writes nothing' },
  'POST /api/import/donors/errors': { skip: 'reads the file and the donors; writes nothing' },
  'POST /api/import/donors/confirm': { command: 'imports', target: 'donor' },

  // archive
  'POST /api/archive/:kind/:id/restore': { command: 'archive', target: ':kind' },
};

export function auditEntryFor(method: string, url: string): AuditEntry | undefined {
  return AUDIT_ACTIONS_BY_ROUTE[`${method} ${url}`];
}
