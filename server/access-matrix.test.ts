import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAMED_REFUSALS } from '../common/error-codes.ts';
import type { Access } from './policy.ts';
import { startTestApp, type TestApp } from './test/app.ts';
import { createUser, loginAs, type TestRole, type TestUser } from './test/auth.ts';

/**
 * The authorization matrix: every /api route the server has, with the access it declares
 * (`config.access` beside its handler, collected in app.routeFacts), called as anonymous, user,
 * admin, super admin and owner; each call must be let through or refused as that access says.
 *
 * Levels: anyone (nobody refused), identity (needs an identity-session cookie, so 401 here),
 * signedIn (401 anonymous), admin (401 anonymous, 403 user), superAdmin (also 403 admin, with
 * the product's own message where it has one), operator (only the running process's operator token
 * opens it, so every caller here, whatever their role, gets 401; see server/ops/backup.test.ts).
 */
type Level = Access['who'];
interface Sample {
  /** The URL to call; {self} is the caller's email, {target} an ordinary user's. */
  url?: string;
  body?: unknown;
}

const uuid = '00000000-0000-4000-8000-000000000000';

/** What a path parameter is filled with when a route has no sample of its own. */
const PARAMS: Record<string, string> = {
  id: uuid,
  donationId: uuid,
  pledgeId: uuid,
  requestId: uuid,
  token: 'not-a-token',
  email: '{self}',
  kind: 'donor',
};

/**
 * The routes that need more than their path with PARAMS filled in: a query, a body, another
 * parameter (a number, an ordinary user's email, a file name).
 */
const SAMPLES: Record<string, Sample> = {
  'GET /api/docs/static/*': { url: '/api/docs/static/swagger-ui.css' },
  'GET /api/unionsForForm': { url: '/api/unionsForForm?upazila_id=1' },
  'POST /api/auth/sign-out': { body: {} },
  'POST /api/auth/sign-in/email': { body: { email: 'nobody@example.com' } },
  'POST /api/auth/sign-up/email': { body: { name: 'Matrix' } },
  'GET /api/auth/*': { url: '/api/auth/ok' },
  'POST /api/auth/*': { url: '/api/auth/sign-in/oauth2', body: {} },
  'PUT /api/user/:email': { body: { email: '{self}' } },
  'PUT /api/token': { body: {} },
  'PUT /api/user/admin/:email': { url: '/api/user/admin/{target}' },
  'PATCH /api/admin/accessibility/:email': {
    url: '/api/admin/accessibility/{target}',
    body: { role: 'superAdmin' },
  },
  'POST /api/owner/claim': { body: {} },

  // donors and donations
  'POST /api/donor-request': { body: {} },
  'PATCH /api/donorStatus/:id': { body: {} },
  'PATCH /api/donorInfo/:id': { body: {} },
  'PATCH /api/donationCount/:id': { body: { note: 0 } },
  'PATCH /api/handleAvailability/:id': { body: {} },
  'POST /api/donors/:id/donations': { body: { donatedAt: '2024-01-01', kind: 'whole_blood' } },
  'PUT /api/settings': {
    body: {
      eligibility: {
        wholeBloodMaleDays: 90,
        wholeBloodFemaleDays: 120,
        wholeBloodOtherDays: 120,
        plateletsDays: 14,
      },
    },
  },

  // blood requests, matching, calls, pledges
  'POST /api/blood-request': {
    body: {
      patient_name: 'রোগী',
      requested_bloodGroup: 'aPositive',
      date: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      blood_quantity: '1',
      donation_place: 'হাসপাতাল',
      number1: '01711111111',
    },
  },
  'PATCH /api/blood-request-status/:id': { body: { status: 'done' } },
  'PATCH /api/blood-request/:id/location': {
    body: { divisionId: null, districtId: null, upazilaId: null, unionId: null },
  },
  'POST /api/blood-request/:id/pledges/:pledgeId/given': { body: {} },
  'POST /api/blood-request/:id/pledges/:pledgeId/withdraw': { body: {} },
  'POST /api/blood-request/:id/cancel': { body: { reason: 'x' } },
  'POST /api/donors/:id/calls': { body: { outcome: 'noAnswer' } },

  // contacts
  'POST /api/admin-contact': {
    body: { name: 'যোগাযোগ', number1: '01711111111', img: `/api/images/${uuid}` },
  },
  'PATCH /api/contact/:id': { body: { name: 'যোগাযোগ', number1: '01711111111' } },

  // address management (upazilas and unions have numeric ids)
  'PATCH /api/upazilas/:id': { url: '/api/upazilas/95999', body: { bn_name: 'ম্যাট্রিক্স' } },
  'PATCH /api/unions/:id': { url: '/api/unions/95999', body: { name: 'Matrix' } },
  'POST /api/unions': {
    body: { name: 'Matrix', bn_name: 'ম্যাট্রিক্স', union_id: 95001, upazila_id: 1 },
  },
  'DELETE /api/unions/:id': { url: '/api/unions/95999' },
  'POST /api/villages': { body: { name: 'Matrix', bn_name: 'ম্যাট্রিক্স', union_id: 1 } },
  'PATCH /api/villages/:id': { body: { bn_name: 'ম্যাট্রিক্স' } },

  // reaching donors (an unknown token is a 404 for everyone alike)
  'POST /api/blood-request/:id/alerts': { body: {} },
  'POST /api/donor-link/:token/alerts/:requestId': { body: { answer: 'yes' } },
  'POST /api/donor-link/:token/donations': { body: { donatedAt: '2026-01-01' } },
  'POST /api/donor-link/:token/pause': { body: { until: null } },
  'POST /api/donor-link/:token/phone-change': { body: { number: '01712345678' } },
  'PUT /api/donor-link/:token/channels': { body: { channels: ['sms'] } },
  'POST /api/donor-link/:token/push-subscription': {
    body: { endpoint: 'https://push.example.org/x', keys: { p256dh: 'a', auth: 'b' } },
  },
  'POST /api/donors/invitations': { body: { donorIds: [uuid] } },
  'PUT /api/donor-link/:token/details': { body: { contactConsent: true } },

  // units (an id nobody has: 404 for every admin alike)
  'POST /api/units': { body: { name: { bn: 'ম্যাট্রিক্স', en: 'Matrix' }, parentId: uuid } },
  'PATCH /api/units/:id': { body: { phone: null } },
  'PUT /api/units/:id/members': { body: { email: 'nobody@example.com', role: 'volunteer' } },
  'DELETE /api/units/:id/members/:userId': { url: `/api/units/${uuid}/members/nobody` },

  // archive and spreadsheets
  'GET /api/archive': { url: '/api/archive?kind=donor' },
  'POST /api/archive/:kind/:id/restore': { body: {} },
  'GET /api/export/blood-requests': {
    url: '/api/export/blood-requests?from=2026-01-01&to=2026-01-31',
  },
};

/** The URL a route is called at: its sample's, or its path with PARAMS filled in. */
const urlOf = (route: string) =>
  SAMPLES[route]?.url ??
  route.split(' ')[1]!.replace(/:(\w+)/g, (_match, name: string) => PARAMS[name] ?? `:${name}`);

/** The words a super-admin-only route refuses an admin with, if it has its own (they may depend on the body). */
function deniedMessage(access: Access, body: unknown): string | undefined {
  if (access.who !== 'superAdmin') return undefined;
  return typeof access.denied === 'function' ? access.denied(body) : access.denied;
}

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

// Started while the tests are collected: the cases below are made from the routes it registers.
const t: TestApp = await startTestApp();
const signedIn = new Map<TestRole, TestUser>();
let target: TestUser;

beforeAll(async () => {
  for (const role of ['user', 'admin', 'superAdmin', 'owner'] as const)
    signedIn.set(role, await loginAs(t, role));
  target = await createUser(t);
});
afterAll(() => t.close());

describe('authorization matrix', () => {
  it('covers every /api route the server has, each with its declared access', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(100);
    expect(t.app.apiRoutes.filter((route) => !t.app.routeFacts.get(route)?.access)).toEqual([]);
    // A sample for a route the server no longer has is a leftover.
    expect(Object.keys(SAMPLES).filter((route) => !t.app.routeFacts.has(route))).toEqual([]);
  });

  for (const route of t.app.apiRoutes) {
    const access = t.app.routeFacts.get(route)!.access;
    const sample = SAMPLES[route] ?? {};
    for (const caller of CALLERS) {
      const want = expected(access.who, caller);
      it(`${route} as ${caller} → ${want}`, async () => {
        const user = caller === 'anonymous' ? undefined : signedIn.get(caller);
        const fill = (s: string) =>
          s
            .replaceAll('{self}', user?.email ?? 'nobody@example.com')
            .replaceAll('{target}', target.email);
        const method = route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
        const body =
          sample.body === undefined ? undefined : JSON.parse(fill(JSON.stringify(sample.body)));
        const res = await t.inject({
          method,
          url: fill(urlOf(route)),
          headers: { ...(user?.headers ?? {}), origin: 'http://localhost:3000' },
          ...(body === undefined ? {} : { payload: body }),
        });
        if (want === 'allowed') {
          expect([401, 403], `${res.statusCode} ${res.body}`).not.toContain(res.statusCode);
          expect(res.statusCode).toBeLessThan(500);
        } else {
          expect(res.statusCode, res.body).toBe(want);
          // Every refusal carries its code; a named one its own (common/error-codes.ts).
          const denied = deniedMessage(access, body);
          const named = want === 403 && !!denied;
          if (named && caller === 'admin') expect(res.json().message).toBe(denied);
          expect(res.json().code).toBe(
            want === 401 ? 'UNAUTHORIZED' : named ? NAMED_REFUSALS[denied!] : 'FORBIDDEN',
          );
        }
      });
    }
  }
});
