import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { NAMED_REFUSALS } from '../common/error-codes.ts';
import {
  alertOutbox,
  bloodRequests,
  donations,
  donorCalls,
  donorLinks,
  donors,
  importJobs,
  patients,
  bridgeMembers,
  certificates,
  moneyReports,
  phoneChanges,
  pledges,
} from './db/schema.ts';
import type { Access } from './policy.ts';
import { startTestApp, type TestApp } from './test/app.ts';
import { createUser, loginAs, type TestRole, type TestUser } from './test/auth.ts';
import { buildDonor, places, type Place } from './test/factories.ts';
import { addMember, makeUnit, requestIn } from './test/scope-fixtures.ts';

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
  donorId: uuid,
  token: 'not-a-token',
  email: '{self}',
  kind: 'donor',
  patientId: uuid,
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
  'POST /api/blood-request/:id/handover': { body: { unitId: uuid } },
  'POST /api/donors/:id/calls': { body: { outcome: 'noAnswer' } },
  'POST /api/donors/:id/unit': { body: { unitId: uuid } },

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
  'PUT /api/donor-link/:token/sharing': { body: { sharing: 'federation' } },
  'PUT /api/donor-link/:token/bridges/:patientId': { body: { agreement: 'agreed' } },
  'POST /api/donor-link/:token/bridges/:patientId/sessions': {
    body: { date: '2026-12-10', answer: 'confirmed' },
  },
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

  // recurring patients and their bridges (an id nobody has: 404 for every admin alike)
  'POST /api/patients': {
    body: {
      name: 'রোগী',
      bloodGroup: 'bPositive',
      guardianPhone: '01711111111',
      hospital: 'হাসপাতাল',
      intervalDays: 21,
      bagsPerSession: 1,
      nextSessionAt: '2026-12-10',
      consent: true,
      unitId: uuid,
    },
  },
  'PATCH /api/patients/:id': { body: { hospital: 'হাসপাতাল' } },
  'POST /api/patients/:id/pause': { body: { paused: true } },
  'PUT /api/patients/:id/bridge': { body: { donorIds: [] } },
  'POST /api/patients/:id/session-answers': {
    body: { date: '2026-12-10', donorId: uuid, state: 'asked' },
  },

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

/**
 * Same role, other unit (docs/decisions/056-units.md): with two units, an admin who is a member
 * of the second unit only calls every route that declares `scoped: true` with the first unit's
 * donor, pending donor, request, pledge, donation, recurring patient, certificate and money report
 * in its path. Nothing of the first unit may
 * come back (404, or a list without it) and nothing of it may change; the first unit's own admin
 * then reads every one of them through the same GET routes, so the markers are there to find.
 */
describe('authorization matrix: same role, other unit', () => {
  // Reads first and deletes last, so that a leaking write cannot hide the leaks of the calls after it.
  const order = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
  // The import's uploads take a file, not an id of the first unit's: what they say of another
  // unit's donor is tested in server/routes/imports/units-scope.test.ts.
  const UPLOADS = new Set([
    'POST /api/import/donors/preview',
    'POST /api/import/donors/confirm',
    'POST /api/import/donors/errors',
  ]);
  const scopedRoutes = t.app.apiRoutes
    .filter((route) => t.app.routeFacts.get(route)?.scoped && !UPLOADS.has(route))
    .sort((a, b) => order.indexOf(a.split(' ')[0]!) - order.indexOf(b.split(' ')[0]!));
  let own: TestUser;
  let other: TestUser;
  let donor: string;
  let pending: string;
  let request: string;
  let pledge: string;
  let donation: string;
  let phoneChange: string;
  let archived: string;
  let importJob: string;
  let patient: string;
  let certificate: string;
  let moneyReport: string;
  let markers: string[];
  const snapshot = async () => ({
    donors: await t.db
      .select()
      .from(donors)
      .where(inArray(donors.id, [donor, pending, archived])),
    importJob: await t.db.select().from(importJobs).where(eq(importJobs.id, importJob)),
    request: await t.db.select().from(bloodRequests).where(eq(bloodRequests.id, request)),
    pledges: await t.db.select().from(pledges).where(eq(pledges.bloodRequestId, request)),
    donations: await t.db.select().from(donations).where(eq(donations.donorId, donor)),
    calls: await t.db.select().from(donorCalls).where(eq(donorCalls.donorId, donor)),
    links: await t.db.select().from(donorLinks).where(eq(donorLinks.donorId, donor)),
    phoneChanges: await t.db.select().from(phoneChanges).where(eq(phoneChanges.donorId, donor)),
    outbox: await t.db.select().from(alertOutbox).where(eq(alertOutbox.donorId, donor)),
    patient: await t.db.select().from(patients).where(eq(patients.id, patient)),
    bridge: await t.db.select().from(bridgeMembers).where(eq(bridgeMembers.patientId, patient)),
    certificates: await t.db.select().from(certificates).where(eq(certificates.donorId, donor)),
    moneyReports: await t.db
      .select()
      .from(moneyReports)
      .where(eq(moneyReports.bloodRequestId, request)),
  });
  let before: Awaited<ReturnType<typeof snapshot>>;

  /** Valid bodies, so that a write reaches the scope check instead of stopping at validation. */
  const BODIES: Record<string, unknown> = {
    'PATCH /api/donorInfo/:id': {
      name: 'অন্য নাম',
      bloodGroup: 'oPositive',
      number1: '01799999999',
      donationCount: 3,
    },
    'POST /api/donors/:id/calls': { outcome: 'willDonate', requestId: '{request}' },
    'POST /api/donors/invitations': { donorIds: ['{donor}'] },
    'POST /api/blood-request/:id/alerts': { donorIds: ['{donor}'] },
    'PUT /api/patients/:id/bridge': { donorIds: ['{donor}'] },
    'POST /api/patients/:id/session-answers': {
      date: new Date().toISOString().slice(0, 10),
      donorId: '{donor}',
      state: 'asked',
    },
    'POST /api/money-reports/:id/decision': { decision: 'dismiss' },
  };
  /** Queries the export routes require (the files hold names, which the markers find). */
  const day = new Date().toISOString().slice(0, 10);
  const QUERIES: Record<string, string> = {
    'GET /api/archive': '?kind=donor',
    'GET /api/export/donors': '?list=available&format=csv',
    'GET /api/export/blood-requests': `?from=${day}&to=${day}&format=csv`,
  };
  const urlFor = (route: string) =>
    (QUERIES[route] ?? '') === '' ? pathFor(route) : pathFor(route) + QUERIES[route];
  const pathFor = (route: string) =>
    route
      .split(' ')[1]!
      .replace(':donorId', donor)
      .replace(':pledgeId', pledge)
      .replace(':donationId', donation)
      .replace(':kind', 'donor')
      .replace(':code', certificate)
      .replace(
        ':id',
        route.includes('/phone-changes/')
          ? phoneChange
          : route.includes('/archive/')
            ? archived
            : route.includes('/money-reports/')
              ? moneyReport
              : route.includes('/import/jobs/')
                ? importJob
                : route.includes('/patients/')
                  ? patient
                  : /blood-?request/i.test(route)
                    ? request
                    : route.includes('donorStatus')
                      ? pending
                      : donor,
      );
  const bodyFor = (route: string) => {
    const body = BODIES[route] ?? SAMPLES[route]?.body;
    return body === undefined
      ? undefined
      : JSON.parse(
          JSON.stringify(body).replaceAll('{request}', request).replaceAll('{donor}', donor),
        );
  };
  const call = (who: TestUser, route: string) => {
    const body = bodyFor(route);
    return t.inject({
      method: route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      url: urlFor(route),
      headers: { ...who.headers, origin: 'http://localhost:3000' },
      ...(body === undefined ? {} : { payload: body }),
    });
  };

  beforeAll(async () => {
    const [here] = (await places(t.db, 1)) as [Place];
    const first = await makeUnit(t.db, { bn: 'প্রথম', en: 'First' });
    const second = await makeUnit(t.db, { bn: 'দ্বিতীয়', en: 'Second' });
    own = await createUser(t, { role: 'admin' });
    other = await createUser(t, { role: 'admin' });
    await addMember(t.db, first, own.id);
    await addMember(t.db, second, other.id);
    const d = await buildDonor(t.db, here, {
      name: 'প্রথম ইউনিটের দাতা',
      unitId: first,
      donations: [{ daysAgo: 400 }],
    });
    const p = await buildDonor(t.db, here, {
      name: 'প্রথম ইউনিটের অপেক্ষা',
      unitId: first,
      status: 'pending',
    });
    donor = d.id;
    pending = p.id;
    request = await requestIn(t.db, first, { ...here, patientName: 'প্রথম ইউনিটের রোগী' });
    const [row] = await t.db
      .insert(pledges)
      .values({ bloodRequestId: request, donorId: donor })
      .returning({ id: pledges.id });
    pledge = row!.id;
    const [given] = await t.db
      .select({ id: donations.id })
      .from(donations)
      .where(eq(donations.donorId, donor));
    donation = given!.id;
    const [called] = await t.db
      .insert(donorCalls)
      .values({ donorId: donor, outcome: 'noAnswer', bloodRequestId: request })
      .returning({ id: donorCalls.id });
    // A live private link, which another unit's admin must not revoke or replace.
    await t.db.insert(donorLinks).values({ donorId: donor, tokenHash: 'matrix', nonce: 'matrix' });
    // A phone change waiting for approval, which another unit's admin must not see or decide.
    const [change] = await t.db
      .insert(phoneChanges)
      .values({ donorId: donor, newPhone: '01899999999' })
      .returning({ id: phoneChanges.id });
    phoneChange = change!.id;
    // An archived donor, which another unit's admin must neither list nor restore.
    archived = (
      await buildDonor(t.db, here, {
        name: 'প্রথম ইউনিটের আর্কাইভ',
        unitId: first,
        archivedAt: new Date(),
      })
    ).id;
    // An import of the first unit's, which another unit's admin must neither read nor follow.
    const [job] = await t.db
      .insert(importJobs)
      .values({
        state: 'done',
        fileName: 'প্রথম ইউনিটের তালিকা.csv',
        options: {},
        unitId: first,
        createdBy: own.id,
      })
      .returning({ id: importJobs.id });
    importJob = job!.id;
    // A recurring patient of the first unit with its donor on the bridge.
    const [sick] = await t.db
      .insert(patients)
      .values({
        unitId: first,
        name: 'প্রথম ইউনিটের নিয়মিত রোগী',
        bloodGroup: 'oPositive',
        guardianPhone: '01788888888',
        hospital: 'প্রথম ইউনিটের হাসপাতাল',
        intervalDays: 21,
        bagsPerSession: 1,
        nextSessionAt: day,
        consentAt: new Date(),
      })
      .returning({ id: patients.id });
    patient = sick!.id;
    await t.db.insert(bridgeMembers).values({ patientId: patient, donorId: donor });
    // A live certificate of the first unit's donor, which another unit's admin must not revoke.
    certificate = 'matrix-certificate-code';
    await t.db.insert(certificates).values({
      code: certificate,
      donorId: donor,
      donorName: 'প্রথম ইউনিটের দাতা',
      donations: 1,
      milestone: 1,
      communityBn: 'প্রথম ইউনিটের সমাজ',
      communityEn: 'First community',
    });
    // A family's report of a number that asked for money on the first unit's request, which
    // another unit's admin must neither list nor decide.
    const [report] = await t.db
      .insert(moneyReports)
      .values({ bloodRequestId: request, phone: '01766666666' })
      .returning({ id: moneyReports.id });
    moneyReport = report!.id;
    markers = [
      donor,
      pending,
      request,
      pledge,
      donation,
      called!.id,
      d.phone1,
      p.phone1,
      'প্রথম ইউনিটের',
      phoneChange,
      archived,
      importJob,
      patient,
      '01788888888',
      certificate,
      moneyReport,
      '01766666666',
    ];
    before = await snapshot();
  });

  it('declares the donor, donation, request and matching routes scoped', () => {
    for (const tag of ['donors', 'donations', 'blood requests', 'matching'] as const) {
      const unscoped = t.app.apiRoutes.filter((route) => {
        const facts = t.app.routeFacts.get(route)!;
        return facts.operation?.tag === tag && facts.access.who === 'admin' && !facts.scoped;
      });
      expect(unscoped).toEqual([]);
    }
    expect(scopedRoutes.length).toBeGreaterThanOrEqual(25);
  });

  for (const route of scopedRoutes) {
    it(`${route} as an admin of another unit leaks nothing of the first`, async () => {
      const res = await call(other, route);
      expect([200, 201, 202, 404], `${res.statusCode} ${res.body}`).toContain(res.statusCode);
      if (res.statusCode === 202) {
        // Alerts and invitations: the named donor of the first unit is skipped as missing, the
        // only place its id (the caller's own input) may come back; nothing is queued.
        const answer = res.json() as { queued: number; skipped: { reason: string }[] };
        expect(answer.queued).toBe(0);
        expect(answer.skipped.every((s) => s.reason === 'notFound')).toBe(true);
        const rest = JSON.stringify({ ...answer, skipped: [] });
        for (const marker of markers) expect(rest).not.toContain(marker);
        return;
      }
      for (const marker of markers) expect(res.body).not.toContain(marker);
      // An export answers a file: the markers' absence above is its check.
      if (res.statusCode !== 404 && String(res.headers['content-type']).includes('json')) {
        // Only lists answer, and the writes that answer "0 changed" for a missing row.
        const answer = res.json() as Record<string, unknown>;
        if ('modifiedCount' in answer) expect(answer.modifiedCount).toBe(0);
        if ('deletedCount' in answer) expect(answer.deletedCount).toBe(0);
        if ('revokedCount' in answer) expect(answer.revokedCount).toBe(0);
        expect(
          route.startsWith('GET') ||
            'modifiedCount' in answer ||
            'deletedCount' in answer ||
            'revokedCount' in answer,
        ).toBe(true);
      }
    });
  }

  it("changed nothing of the first unit's", async () => {
    expect(await snapshot()).toEqual(before);
  });

  it("the first unit's own admin reads every one of them through the same GET routes", async () => {
    let seen = '';
    for (const route of scopedRoutes.filter((r) => r.startsWith('GET'))) {
      const res = await call(own, route);
      expect(res.statusCode, `${route} ${res.body}`).toBe(200);
      seen += res.body;
    }
    for (const marker of [...markers.slice(0, 6), archived, importJob, moneyReport])
      expect(seen).toContain(marker);
    void sql;
  });
});
