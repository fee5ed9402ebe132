import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAMED_REFUSALS } from '../common/error-codes.ts';
import { startTestApp, type TestApp } from './test/app.ts';
import { createUser, loginAs, type TestRole, type TestUser } from './test/auth.ts';

/**
 * The authorization matrix: every /api route the server has, called as anonymous, user, admin,
 * super admin and owner. The expectations below are written out independently of
 * server/policy.ts on purpose: a change to the policy must be made (and seen) here too.
 *
 * Levels: anyone (nobody refused), identity (needs an identity-session cookie, so 401 here),
 * signedIn (401 anonymous), admin (401 anonymous, 403 user), superAdmin (also 403 admin, with
 * the product's own message where it has one), operator (only the running process's operator token
 * opens it, so every caller here, whatever their role, gets 401; see server/ops/backup.test.ts).
 */
type Level = 'anyone' | 'identity' | 'signedIn' | 'admin' | 'superAdmin' | 'operator';
interface Row {
  level: Level;
  /** The URL to call; {self} is the caller's email, {target} an ordinary user's, {id} a random uuid. */
  url: string;
  body?: unknown;
  denied?: string;
}

const uuid = '00000000-0000-4000-8000-000000000000';

const MATRIX: Record<string, Row> = {
  'GET /api/health': { level: 'anyone', url: '/api/health' },
  'GET /api/config': { level: 'anyone', url: '/api/config' },
  'GET /api/divisions': { level: 'anyone', url: '/api/divisions' },
  'GET /api/districts': { level: 'anyone', url: '/api/districts' },
  'GET /api/upazilasForForm': { level: 'anyone', url: '/api/upazilasForForm' },
  'GET /api/openapi.json': { level: 'anyone', url: '/api/openapi.json' },
  'GET /api/docs': { level: 'anyone', url: '/api/docs' },
  'GET /api/docs/json': { level: 'anyone', url: '/api/docs/json' },
  'GET /api/docs/yaml': { level: 'anyone', url: '/api/docs/yaml' },
  'GET /api/docs/static/index.html': { level: 'anyone', url: '/api/docs/static/index.html' },
  'GET /api/docs/static/swagger-initializer.js': {
    level: 'anyone',
    url: '/api/docs/static/swagger-initializer.js',
  },
  'GET /api/docs/static/*': { level: 'anyone', url: '/api/docs/static/swagger-ui.css' },
  'GET /api/unionsForForm': { level: 'anyone', url: '/api/unionsForForm?upazila_id=1' },
  'GET /api/villagesForForm': { level: 'anyone', url: '/api/villagesForForm' },
  'GET /api/auth/get-session': { level: 'anyone', url: '/api/auth/get-session' },
  'POST /api/auth/sign-out': { level: 'anyone', url: '/api/auth/sign-out', body: {} },
  'POST /api/auth/sign-in/email': {
    level: 'anyone',
    url: '/api/auth/sign-in/email',
    body: { email: 'nobody@example.com' },
  },
  'POST /api/auth/sign-up/email': {
    level: 'anyone',
    url: '/api/auth/sign-up/email',
    body: { name: 'Matrix' },
  },
  'GET /api/auth/*': { level: 'anyone', url: '/api/auth/ok' },
  'POST /api/auth/*': { level: 'anyone', url: '/api/auth/sign-in/oauth2', body: {} },
  'PUT /api/user/:email': { level: 'identity', url: '/api/user/{self}', body: { email: '{self}' } },
  'GET /api/admin/:email': { level: 'signedIn', url: '/api/admin/{self}' },
  // Answers everyone ({ user: null } without an identity session); see users.test.ts.
  'PUT /api/token': { level: 'anyone', url: '/api/token', body: {} },
  'GET /api/users': { level: 'admin', url: '/api/users' },
  'GET /api/all-admin': { level: 'admin', url: '/api/all-admin' },
  'DELETE /api/deleteUser/:id': { level: 'admin', url: `/api/deleteUser/${uuid}` },
  'PUT /api/user/admin/:email': {
    level: 'superAdmin',
    url: '/api/user/admin/{target}',
    denied: 'Super Admin Can Only Create Admin',
  },
  'PATCH /api/admin/accessibility/:email': {
    level: 'superAdmin',
    url: '/api/admin/accessibility/{target}',
    body: { role: 'superAdmin' },
    denied: 'Super Admin Can Only Create Super Admin',
  },

  // one's own devices and the owner's proof
  'GET /api/sessions': { level: 'signedIn', url: '/api/sessions' },
  'DELETE /api/sessions/:id': { level: 'signedIn', url: `/api/sessions/${uuid}` },
  'DELETE /api/sessions': { level: 'signedIn', url: '/api/sessions' },
  'GET /api/owner': { level: 'signedIn', url: '/api/owner' },
  'POST /api/owner/claim': { level: 'signedIn', url: '/api/owner/claim', body: {} },

  // dashboard
  'GET /api/dashboard/counts': { level: 'admin', url: '/api/dashboard/counts' },

  // donors
  'POST /api/donor-request': { level: 'anyone', url: '/api/donor-request', body: {} },
  'GET /api/donor-request': { level: 'admin', url: '/api/donor-request' },
  'PATCH /api/donorStatus/:id': { level: 'admin', url: `/api/donorStatus/${uuid}`, body: {} },
  'DELETE /api/donorRequest/:id': { level: 'admin', url: `/api/donorRequest/${uuid}` },
  'GET /api/available-donor': { level: 'admin', url: '/api/available-donor' },
  'GET /api/unavailable-donor': { level: 'admin', url: '/api/unavailable-donor' },
  'PATCH /api/donorInfo/:id': { level: 'admin', url: `/api/donorInfo/${uuid}`, body: {} },
  'PATCH /api/donationCount/:id': {
    level: 'admin',
    url: `/api/donationCount/${uuid}`,
    body: { note: 0 },
  },
  'PATCH /api/handleAvailability/:id': {
    level: 'admin',
    url: `/api/handleAvailability/${uuid}`,
    body: {},
  },
  'GET /api/verified-donor': { level: 'admin', url: '/api/verified-donor' },
  'GET /api/top-donor': { level: 'anyone', url: '/api/top-donor' },

  // donation history and eligibility settings
  'GET /api/donors/:id/donations': { level: 'admin', url: `/api/donors/${uuid}/donations` },
  'POST /api/donors/:id/donations': {
    level: 'admin',
    url: `/api/donors/${uuid}/donations`,
    body: { donatedAt: '2024-01-01', kind: 'whole_blood' },
  },
  'DELETE /api/donors/:id/donations/:donationId': {
    level: 'admin',
    url: `/api/donors/${uuid}/donations/${uuid}`,
  },
  'GET /api/settings': { level: 'admin', url: '/api/settings' },
  'PUT /api/settings': {
    level: 'superAdmin',
    url: '/api/settings',
    body: {
      eligibility: {
        wholeBloodMaleDays: 90,
        wholeBloodFemaleDays: 120,
        wholeBloodOtherDays: 120,
        plateletsDays: 14,
      },
    },
    denied: 'Super Admin Can Only Change Settings',
  },

  // blood requests
  'POST /api/blood-request': {
    level: 'anyone',
    url: '/api/blood-request',
    body: {
      patient_name: 'রোগী',
      requested_bloodGroup: 'aPositive',
      date: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      blood_quantity: '1',
      donation_place: 'হাসপাতাল',
      number1: '01711111111',
    },
  },
  'GET /api/complete-blood-request': { level: 'admin', url: '/api/complete-blood-request' },
  'GET /api/incomplete-blood-request': { level: 'admin', url: '/api/incomplete-blood-request' },
  'PATCH /api/blood-request-status/:id': {
    level: 'admin',
    url: `/api/blood-request-status/${uuid}`,
    body: { status: 'done' },
  },
  'DELETE /api/deleteBloodRequest/:id': { level: 'admin', url: `/api/deleteBloodRequest/${uuid}` },
  'PATCH /api/blood-request/:id/location': {
    level: 'admin',
    url: `/api/blood-request/${uuid}/location`,
    body: { divisionId: null, districtId: null, upazilaId: null, unionId: null },
  },

  // matching, calls, pledges and the request's lifecycle
  'GET /api/blood-request/:id': { level: 'admin', url: `/api/blood-request/${uuid}` },
  'GET /api/blood-request/:id/matches': {
    level: 'admin',
    url: `/api/blood-request/${uuid}/matches`,
  },
  'GET /api/blood-request/:id/pledges': {
    level: 'admin',
    url: `/api/blood-request/${uuid}/pledges`,
  },
  'POST /api/blood-request/:id/pledges/:pledgeId/given': {
    level: 'admin',
    url: `/api/blood-request/${uuid}/pledges/${uuid}/given`,
    body: {},
  },
  'POST /api/blood-request/:id/pledges/:pledgeId/withdraw': {
    level: 'admin',
    url: `/api/blood-request/${uuid}/pledges/${uuid}/withdraw`,
    body: {},
  },
  'POST /api/blood-request/:id/cancel': {
    level: 'admin',
    url: `/api/blood-request/${uuid}/cancel`,
    body: { reason: 'x' },
  },
  'GET /api/donors/:id/calls': { level: 'admin', url: `/api/donors/${uuid}/calls` },
  'POST /api/donors/:id/calls': {
    level: 'admin',
    url: `/api/donors/${uuid}/calls`,
    body: { outcome: 'noAnswer' },
  },

  // contacts
  'GET /api/contacts': { level: 'anyone', url: '/api/contacts' },
  'GET /api/contacts/dashboard': { level: 'admin', url: '/api/contacts/dashboard' },
  'POST /api/admin-contact': {
    level: 'admin',
    url: '/api/admin-contact',
    body: { name: 'যোগাযোগ', number1: '01711111111', img: `/api/images/${uuid}` },
  },
  'PATCH /api/contact/:id': {
    level: 'admin',
    url: `/api/contact/${uuid}`,
    body: { name: 'যোগাযোগ', number1: '01711111111' },
  },
  'DELETE /api/delete-contact/:id': {
    level: 'superAdmin',
    url: `/api/delete-contact/${uuid}`,
    denied: 'Super Admin Can Only Delete Contact',
  },
  'POST /api/uploads/image': { level: 'admin', url: '/api/uploads/image' },
  'GET /api/images/:id': { level: 'anyone', url: `/api/images/${uuid}` },

  // address and analytics
  'GET /api/dashboard/analytics': { level: 'admin', url: '/api/dashboard/analytics' },
  'GET /api/upazilas': { level: 'admin', url: '/api/upazilas' },
  'PATCH /api/upazilas/:id': {
    level: 'superAdmin',
    url: '/api/upazilas/95999',
    body: { bn_name: 'ম্যাট্রিক্স' },
    denied: 'Super Admin Can Only Edit Upazila',
  },
  'GET /api/unions': { level: 'admin', url: '/api/unions' },
  'PATCH /api/unions/:id': {
    level: 'superAdmin',
    url: '/api/unions/95999',
    body: { name: 'Matrix' },
    denied: 'Super Admin Can Only Edit Union',
  },
  'POST /api/unions': {
    level: 'superAdmin',
    url: '/api/unions',
    body: { name: 'Matrix', bn_name: 'ম্যাট্রিক্স', union_id: 95001, upazila_id: 1 },
    denied: 'Super Admin Can Only Add Union',
  },
  'DELETE /api/unions/:id': {
    level: 'superAdmin',
    url: '/api/unions/95999',
    denied: 'Super Admin Can Only Delete Union',
  },
  'GET /api/villages': { level: 'admin', url: '/api/villages' },
  'POST /api/villages': {
    level: 'superAdmin',
    url: '/api/villages',
    body: { name: 'Matrix', bn_name: 'ম্যাট্রিক্স', union_id: 1 },
    denied: 'Super Admin Can Only Add Village',
  },
  'PATCH /api/villages/:id': {
    level: 'superAdmin',
    url: `/api/villages/${uuid}`,
    body: { bn_name: 'ম্যাট্রিক্স' },
    denied: 'Super Admin Can Only Edit Village',
  },
  'DELETE /api/villages/:id': {
    level: 'superAdmin',
    url: `/api/villages/${uuid}`,
    denied: 'Super Admin Can Only Delete Village',
  },

  // reaching donors: alerts and links (admins); the donor's private link and the requester's
  // status link (anyone; an unknown token is a 404 for everyone alike)
  'POST /api/blood-request/:id/alerts': {
    level: 'admin',
    url: `/api/blood-request/${uuid}/alerts`,
    body: {},
  },
  'GET /api/blood-request/:id/alerts': { level: 'admin', url: `/api/blood-request/${uuid}/alerts` },
  'POST /api/donors/:id/link': { level: 'admin', url: `/api/donors/${uuid}/link` },
  'DELETE /api/donors/:id/link': { level: 'admin', url: `/api/donors/${uuid}/link` },
  'GET /api/phone-changes': { level: 'admin', url: '/api/phone-changes' },
  'POST /api/phone-changes/:id/approve': {
    level: 'admin',
    url: `/api/phone-changes/${uuid}/approve`,
  },
  'POST /api/phone-changes/:id/reject': {
    level: 'admin',
    url: `/api/phone-changes/${uuid}/reject`,
  },
  'GET /api/donor-link/:token': { level: 'anyone', url: '/api/donor-link/not-a-token' },
  'POST /api/donor-link/:token/alerts/:requestId': {
    level: 'anyone',
    url: `/api/donor-link/not-a-token/alerts/${uuid}`,
    body: { answer: 'yes' },
  },
  'POST /api/donor-link/:token/donations': {
    level: 'anyone',
    url: '/api/donor-link/not-a-token/donations',
    body: { donatedAt: '2026-01-01' },
  },
  'POST /api/donor-link/:token/pause': {
    level: 'anyone',
    url: '/api/donor-link/not-a-token/pause',
    body: { until: null },
  },
  'POST /api/donor-link/:token/phone-change': {
    level: 'anyone',
    url: '/api/donor-link/not-a-token/phone-change',
    body: { number: '01712345678' },
  },
  'PUT /api/donor-link/:token/channels': {
    level: 'anyone',
    url: '/api/donor-link/not-a-token/channels',
    body: { channels: ['sms'] },
  },
  'POST /api/donor-link/:token/push-subscription': {
    level: 'anyone',
    url: '/api/donor-link/not-a-token/push-subscription',
    body: { endpoint: 'https://push.example.org/x', keys: { p256dh: 'a', auth: 'b' } },
  },
  'DELETE /api/donor-link/:token/push-subscription': {
    level: 'anyone',
    url: '/api/donor-link/not-a-token/push-subscription',
  },
  'POST /api/donor-link/:token/revoke': {
    level: 'anyone',
    url: '/api/donor-link/not-a-token/revoke',
  },
  'POST /api/donor-link/:token/remove': {
    level: 'anyone',
    url: '/api/donor-link/not-a-token/remove',
  },
  'GET /api/request-status/:token': { level: 'anyone', url: '/api/request-status/not-a-token' },
  'POST /api/donors/invitations': {
    level: 'admin',
    url: '/api/donors/invitations',
    body: { donorIds: [uuid] },
  },
  'GET /api/donors/invitations/progress': {
    level: 'admin',
    url: '/api/donors/invitations/progress',
  },
  'PUT /api/donor-link/:token/details': {
    level: 'anyone',
    url: '/api/donor-link/not-a-token/details',
    body: { contactConsent: true },
  },

  // operations (backup of the running server)
  'GET /api/operator/backup': { level: 'operator', url: '/api/operator/backup' },
  // archive and audit trail
  'GET /api/archive': {
    level: 'superAdmin',
    url: '/api/archive?kind=donor',
    denied: 'Super Admin Can Only See The Archive',
  },
  'POST /api/archive/:kind/:id/restore': {
    level: 'superAdmin',
    url: `/api/archive/donor/${uuid}/restore`,
    body: {},
    denied: 'Super Admin Can Only Restore',
  },
  'GET /api/audit': {
    level: 'superAdmin',
    url: '/api/audit',
    denied: 'Super Admin Can Only See The Activity',
  },

  // spreadsheets
  'POST /api/import/donors/preview': { level: 'admin', url: '/api/import/donors/preview' },
  'POST /api/import/donors/confirm': { level: 'admin', url: '/api/import/donors/confirm' },
  'POST /api/import/donors/errors': { level: 'admin', url: '/api/import/donors/errors' },
  'GET /api/import/jobs/:id': { level: 'admin', url: `/api/import/jobs/${uuid}` },
  'GET /api/import/jobs/latest': { level: 'admin', url: '/api/import/jobs/latest' },
  'GET /api/export/donors': { level: 'admin', url: '/api/export/donors' },
  'GET /api/export/blood-requests': {
    level: 'admin',
    url: '/api/export/blood-requests?from=2026-01-01&to=2026-01-31',
  },
};

const CALLERS: (TestRole | 'anonymous')[] = ['anonymous', 'user', 'admin', 'superAdmin', 'owner'];

function expected(level: Level, caller: TestRole | 'anonymous'): 'allowed' | 401 | 403 {
  if (level === 'anyone') return 'allowed';
  if (level === 'operator') return 401; // no role is enough without the operator token
  if (level === 'identity') return 401; // no identity cookie in this matrix; see users.test.ts
  if (caller === 'anonymous') return 401;
  if (level === 'signedIn') return 'allowed';
  if (caller === 'user') return 403;
  if (level === 'admin') return 'allowed';
  return caller === 'admin' ? 403 : 'allowed';
}

let t: TestApp;
const signedIn = new Map<TestRole, TestUser>();
let target: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  for (const role of ['user', 'admin', 'superAdmin', 'owner'] as const)
    signedIn.set(role, await loginAs(t, role));
  target = await createUser(t);
});
afterAll(() => t.close());

describe('authorization matrix', () => {
  it('covers every /api route the server has', () => {
    expect([...t.app.apiRoutes].sort()).toEqual(Object.keys(MATRIX).sort());
  });

  for (const [route, row] of Object.entries(MATRIX)) {
    for (const caller of CALLERS) {
      const want = expected(row.level, caller);
      it(`${route} as ${caller} → ${want}`, async () => {
        const user = caller === 'anonymous' ? undefined : signedIn.get(caller);
        const fill = (s: string) =>
          s
            .replaceAll('{self}', user?.email ?? 'nobody@example.com')
            .replaceAll('{target}', target.email);
        const method = route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
        const body =
          row.body === undefined ? undefined : JSON.parse(fill(JSON.stringify(row.body)));
        const res = await t.inject({
          method,
          url: fill(row.url),
          headers: { ...(user?.headers ?? {}), origin: 'http://localhost:3000' },
          ...(body === undefined ? {} : { payload: body }),
        });
        if (want === 'allowed') {
          expect([401, 403], `${res.statusCode} ${res.body}`).not.toContain(res.statusCode);
          expect(res.statusCode).toBeLessThan(500);
        } else {
          expect(res.statusCode, res.body).toBe(want);
          // Every refusal carries its code; a named one its own (common/error-codes.ts).
          const named = want === 403 && !!row.denied;
          if (named && caller === 'admin') expect(res.json().message).toBe(row.denied);
          expect(res.json().code).toBe(
            want === 401 ? 'UNAUTHORIZED' : named ? NAMED_REFUSALS[row.denied!] : 'FORBIDDEN',
          );
        }
      });
    }
  }
});
