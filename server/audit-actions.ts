import type { AuditAction } from '../common/constants.ts';

/**
 * What each changing /api call records in the audit trail: the one table, like server/policy.ts
 * for access. Every non-GET /api route must have an entry (the server refuses to start without
 * one, and server/audit-actions.test.ts checks it), so a new route cannot forget its trail.
 *
 * The hook (server/plugins/audit.ts) writes one event per successful call: who (the caller), when
 * (the server clock), the action and target below, the target's id (the route's :id or :email,
 * else `insertedId` in the answer, else `targetId` here), and the changed fields (the validated
 * body without secrets, plus `fixed`). A call answering modifiedCount/deletedCount 0 changed
 * nothing and records nothing.
 */
export type AuditEntry =
  | {
      action: AuditAction;
      /** What kind of thing changed: donor, bloodRequest, contact, user, union, ... ; ':kind' takes the route's kind. */
      target: string;
      /** Changes the route makes that are not in its body. */
      fixed?: Record<string, unknown>;
      /** The target's id when it is neither a route parameter nor the answer's insertedId. */
      targetId?: (answer: unknown) => string | null;
      /** Fields of the answer to keep (e.g. how many rows an import wrote), for bodies that are files. */
      answerChanges?: (answer: unknown) => Record<string, unknown> | null;
    }
  /**
   * Routes whose domain command (server/domain/, named here) records the events in the change's own
   * transaction; the target still tells the public cache what the call makes stale.
   */
  | { command: string; target: string }
  /** Routes that change nothing recorded here, with the reason. */
  | { skip: string }
  /** The identity service's routes: sign-ups recorded, failed sign-ins counted in bulk. */
  | { identity: true };

export const AUDIT_ACTIONS_BY_ROUTE: Record<string, AuditEntry> = {
  // accounts
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
  'POST /api/blood-request/:id/pledges/:pledgeId/given': { command: 'matching', target: 'bloodRequest' },
  'POST /api/blood-request/:id/pledges/:pledgeId/withdraw': { command: 'matching', target: 'bloodRequest' },
  'POST /api/blood-request/:id/cancel': { command: 'matching', target: 'bloodRequest' },

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

/** Fields never written to the trail, at any depth: secrets and raw bytes. */
const SECRET_KEY = /pass(word)?|token|secret|otp|code|bytes|image_?data/i;

/** The validated body as it may be kept: secrets and binary data dropped, text kept. */
export function changesOf(body: unknown): Record<string, unknown> | null {
  if (body === null || typeof body !== 'object' || Buffer.isBuffer(body) || Array.isArray(body)) return null;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (SECRET_KEY.test(key) || value === undefined || Buffer.isBuffer(value) || value instanceof Uint8Array) continue;
    kept[key] = value !== null && typeof value === 'object' && !Array.isArray(value) ? changesOf(value) : value;
  }
  return Object.keys(kept).length ? kept : null;
}
