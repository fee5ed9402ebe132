import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { todayInBangladesh } from '../../../common/dates.ts';
import { auditEvents, patientStatusLinks } from '../../db/schema.ts';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { createUser, type TestUser } from '../../test/auth.ts';
import { buildDonor, type Place } from '../../test/factories.ts';
import { twoUnits } from '../../test/scope-fixtures.ts';
import { callerRequests } from '../../test/requests.ts';

/**
 * The guardian's status link of a recurring patient (docs/decisions/062-guardian-status-link.md):
 * who may issue, show, re-issue and turn it off (anonymous, user, admin, super admin, another
 * unit's admin), what the public page answers (sessions covered or not, confirmed or not, nothing
 * of the patient or the donors), and that only the token's hash is kept. PGlite, and PostgreSQL
 * with TEST_DATABASE_URL.
 */
let t: TestApp;
let here: Place;
let adminA: TestUser;
let adminB: TestUser;
let superAdmin: TestUser;
let user: TestUser;
let unitA: string;

const send = callerRequests(() => t);
const today = todayInBangladesh();

async function register(over: object = {}) {
  const res = await send(adminA, 'POST', '/api/patients', {
    name: 'রহিম শিশু',
    bloodGroup: 'bPositive',
    guardianPhone: '01712345678',
    hospital: 'ঢাকা শিশু হাসপাতাল',
    intervalDays: 21,
    bagsPerSession: 1,
    nextSessionAt: today,
    consent: true,
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

async function issue(who: TestUser, id: string) {
  const res = await send(who, 'POST', `/api/patients/${id}/status-link`);
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json() as { url: string; token: string; issuedAt: string };
  return body;
}

const statusOf = (token: string) => send(null, 'GET', `/api/patient-status/${token}`);

beforeAll(async () => {
  t = await startTestApp();
  ({ here, unitA, adminA, adminB, superAdmin } = await twoUnits(t));
  user = await createUser(t, { role: 'user' });
});
afterAll(() => t.close());

describe("the guardian's status link", () => {
  it('is issued by an admin of the unit, audited, and opens the next sessions with nothing private', async () => {
    const id = await register();
    const donor = await buildDonor(t.db, here, {
      unitId: unitA,
      bloodGroup: 'bPositive',
      gender: 'male',
      name: 'করিম দাতা',
      phone1: '01987654321',
    });
    await send(adminA, 'PUT', `/api/patients/${id}/bridge`, { donorIds: [donor.id] });

    const link = await issue(adminA, id);
    expect(link.url).toMatch(/\/p\/[\w-]{43}$/);
    expect(link.url.endsWith(`/p/${link.token}`)).toBe(true);
    const res = await statusOf(link.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const status = res.json() as {
      sessions: { date: string; covered: boolean; confirmed: boolean }[];
    };
    expect(status).toMatchObject({
      hospital: 'ঢাকা শিশু হাসপাতাল',
      intervalDays: 21,
      bagsPerSession: 1,
      paused: false,
      days: 90,
    });
    // Men rest 90 days: the one donor covers the first session only.
    expect(status.sessions[0]).toEqual({ date: today, covered: true, confirmed: false });
    expect(status.sessions.slice(1).every((s) => !s.covered)).toBe(true);
    for (const secret of ['রহিম শিশু', '01712345678', 'করিম দাতা', '01987654321', donor.id])
      expect(res.body).not.toContain(secret);

    // The donor confirms (recorded by the volunteer): the session says confirmed.
    const answered = await send(adminA, 'POST', `/api/patients/${id}/session-answers`, {
      date: today,
      donorId: donor.id,
      state: 'confirmed',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect((await statusOf(link.token)).json().sessions[0]).toEqual({
      date: today,
      covered: true,
      confirmed: true,
    });

    // Only the hash of the token is kept.
    const [row] = await t.db
      .select()
      .from(patientStatusLinks)
      .where(eq(patientStatusLinks.patientId, id));
    expect(JSON.stringify(row)).not.toContain(link.token);
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, id), eq(auditEvents.action, 'statusLinkIssued')));
    expect(event).toMatchObject({ actorId: adminA.id, changes: { replaced: false } });
  });

  it('is shown once, re-issued (the old one stops) and turned off', async () => {
    const id = await register();
    expect((await send(adminA, 'GET', `/api/patients/${id}/status-link`)).json()).toEqual({
      link: null,
    });
    const first = await issue(adminA, id);
    // Shown once: afterwards the admin reads that a link is live, never the link.
    const shown = await send(adminA, 'GET', `/api/patients/${id}/status-link`);
    expect(shown.json()).toEqual({ link: { issuedAt: first.issuedAt } });
    expect(shown.body).not.toContain(first.token);

    const second = await issue(adminA, id);
    expect(second.token).not.toBe(first.token);
    expect((await statusOf(first.token)).statusCode).toBe(404);
    expect((await statusOf(second.token)).statusCode).toBe(200);

    const off = await send(adminA, 'DELETE', `/api/patients/${id}/status-link`);
    expect(off.json()).toEqual({ revokedCount: 1 });
    expect((await statusOf(second.token)).statusCode).toBe(404);
    expect((await send(adminA, 'GET', `/api/patients/${id}/status-link`)).json()).toEqual({
      link: null,
    });
    expect((await send(adminA, 'DELETE', `/api/patients/${id}/status-link`)).json()).toEqual({
      revokedCount: 0,
    });
    const actions = await t.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.targetId, id));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['statusLinkIssued', 'statusLinkRevoked']),
    );
  });

  it('is refused to anonymous callers and users, unknown to another unit, open to a super admin', async () => {
    const id = await register();
    const path = `/api/patients/${id}/status-link`;
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      expect((await send(null, method, path)).statusCode, method).toBe(401);
      expect((await send(user, method, path)).statusCode, method).toBe(403);
    }
    expect((await send(adminB, 'GET', path)).statusCode).toBe(404);
    expect((await send(adminB, 'POST', path)).statusCode).toBe(404);
    const mine = await issue(adminA, id);
    // Another unit's admin turns nothing off.
    expect((await send(adminB, 'DELETE', path)).json()).toEqual({ revokedCount: 0 });
    expect((await statusOf(mine.token)).statusCode).toBe(200);

    const theirs = await issue(superAdmin, id);
    expect((await statusOf(theirs.token)).statusCode).toBe(200);
    expect((await statusOf(mine.token)).statusCode).toBe(404);
  });

  it('shows a paused patient with nothing planned, and nothing once the patient is archived', async () => {
    const id = await register();
    const { token } = await issue(adminA, id);
    await send(adminA, 'POST', `/api/patients/${id}/pause`, { paused: true });
    expect((await statusOf(token)).json()).toMatchObject({ paused: true, sessions: [] });
    await send(adminA, 'POST', `/api/patients/${id}/archive`);
    expect((await statusOf(token)).statusCode).toBe(404);
  });

  it('answers 404 to a token that opens nothing, and 400 naming a bad patient id', async () => {
    for (const token of ['x'.repeat(43), 'short', 'a'.repeat(44)])
      expect((await statusOf(token)).statusCode, token).toBe(404);
    const bad = await send(adminA, 'POST', '/api/patients/not-an-id/status-link');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('id');
  });
});
