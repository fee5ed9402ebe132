import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addDays, todayInBangladesh } from '../../../common/dates.ts';
import { auditEvents, donations, donors } from '../../db/schema.ts';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { createUser, type TestUser } from '../../test/auth.ts';
import { buildDonor, type Place } from '../../test/factories.ts';
import { twoUnits } from '../../test/scope-fixtures.ts';
import { callerRequests } from '../../test/requests.ts';

/**
 * Recurring patients and their blood bridges through the API (docs/decisions/057-blood-bridges.md):
 * registration, the unit scope, the bridge's refusals, the rota planned from it, and the answers
 * volunteers record, a given one going into the donor's history. PGlite, and PostgreSQL with
 * TEST_DATABASE_URL.
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

const patientBody = (over: object = {}) => ({
  name: 'রহিম শিশু',
  bloodGroup: 'bPositive',
  guardianPhone: '01712345678',
  hospital: 'ঢাকা শিশু হাসপাতাল',
  intervalDays: 21,
  bagsPerSession: 1,
  nextSessionAt: today,
  notes: 'লিউকোডিপ্লিটেড',
  consent: true,
  ...over,
});

async function register(who: TestUser, over: object = {}) {
  const res = await send(who, 'POST', '/api/patients', patientBody(over));
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

/** `n` verified men of this group in unit A who may give today. */
const men = (n: number, bloodGroup = 'bPositive') =>
  Promise.all(
    Array.from({ length: n }, () =>
      buildDonor(t.db, here, { unitId: unitA, bloodGroup, gender: 'male' }),
    ),
  );

type Sessions = {
  sessions: {
    date: string;
    bags: number;
    covered: boolean;
    donors: { donorId: string; state: string }[];
  }[];
  uncovered: number;
};
const sessionsOf = async (who: TestUser, id: string, days = 90) => {
  const res = await send(who, 'GET', `/api/patients/${id}/sessions?days=${days}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Sessions;
};

beforeAll(async () => {
  t = await startTestApp();
  ({ here, unitA, adminA, adminB, superAdmin } = await twoUnits(t));
  user = await createUser(t, { role: 'user' });
});
afterAll(() => t.close());

describe('POST /api/patients', () => {
  it("registers a patient into the admin's unit, audited, and answers 201 { id }", async () => {
    const id = await register(adminA);
    const res = await send(adminA, 'GET', `/api/patients/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      unitId: unitA,
      name: 'রহিম শিশু',
      bloodGroup: 'bPositive',
      intervalDays: 21,
      paused: false,
      bridge: [],
      nextSession: { date: today, covered: false },
    });
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.target, 'patient'), eq(auditEvents.targetId, id)));
    expect(event).toMatchObject({ action: 'create', actorId: adminA.id });
  });

  it('refuses without consent, an interval outside 7-60, four bags, naming the field', async () => {
    for (const [over, field] of [
      [{ consent: false }, 'consent'],
      [{ intervalDays: 6 }, 'intervalDays'],
      [{ intervalDays: 61 }, 'intervalDays'],
      [{ bagsPerSession: 4 }, 'bagsPerSession'],
      [{ notes: 'x'.repeat(501) }, 'notes'],
      [{ nextSessionAt: '2026-02-30' }, 'nextSessionAt'],
    ] as const) {
      const res = await send(adminA, 'POST', '/api/patients', patientBody(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().field).toBe(field);
    }
  });

  it('asks a super admin who sees several units to name one', async () => {
    const res = await send(superAdmin, 'POST', '/api/patients', patientBody());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'PATIENT_UNIT_REQUIRED', field: 'unitId' });
    expect(
      (await send(superAdmin, 'POST', '/api/patients', patientBody({ unitId: unitA }))).statusCode,
    ).toBe(201);
  });

  it('is for admins only', async () => {
    expect((await send(user, 'POST', '/api/patients', patientBody())).statusCode).toBe(403);
    expect((await send(null, 'GET', '/api/patients')).statusCode).toBe(401);
  });
});

describe('the unit scope', () => {
  it("answers 404 for another unit's patient and leaves it out of the list", async () => {
    const id = await register(adminA);
    expect((await send(adminB, 'GET', `/api/patients/${id}`)).statusCode).toBe(404);
    expect((await send(adminB, 'GET', `/api/patients/${id}/sessions`)).statusCode).toBe(404);
    expect(
      (await send(adminB, 'PATCH', `/api/patients/${id}`, { hospital: 'অন্য' })).statusCode,
    ).toBe(404);
    expect(
      (await send(adminB, 'PUT', `/api/patients/${id}/bridge`, { donorIds: [] })).statusCode,
    ).toBe(404);
    const listB = (await send(adminB, 'GET', '/api/patients?limit=100')).json() as {
      patients: { id: string }[];
    };
    expect(listB.patients.map((p) => p.id)).not.toContain(id);
    const listA = (await send(adminA, 'GET', '/api/patients?limit=100')).json() as {
      patients: { id: string }[];
    };
    expect(listA.patients.map((p) => p.id)).toContain(id);
  });
});

describe('PUT /api/patients/{id}/bridge and the rota', () => {
  it('gives a B+ patient every 21 days with six compatible men at least four covered sessions in 90 days, nobody twice', async () => {
    const id = await register(adminA);
    const six = await men(6, 'oPositive');
    const put = await send(adminA, 'PUT', `/api/patients/${id}/bridge`, {
      donorIds: six.map((d) => d.id),
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ modifiedCount: 1 });
    const { sessions, uncovered } = await sessionsOf(adminA, id);
    expect(sessions.map((s) => s.date)).toEqual([0, 21, 42, 63, 84].map((n) => addDays(today, n)));
    expect(sessions.filter((s) => s.covered).length).toBeGreaterThanOrEqual(4);
    expect(uncovered).toBe(0);
    const given = sessions.flatMap((s) => s.donors.map((d) => d.donorId));
    expect(new Set(given).size).toBe(given.length);
    expect(given.every((d) => six.some((x) => x.id === d))).toBe(true);
  });

  it('refuses an A+ donor for a B+ patient with 400 naming the donor', async () => {
    const id = await register(adminA);
    const [ok] = await men(1);
    const wrong = await buildDonor(t.db, here, {
      unitId: unitA,
      bloodGroup: 'aPositive',
      name: 'ভুল গ্রুপ',
    });
    const res = await send(adminA, 'PUT', `/api/patients/${id}/bridge`, {
      donorIds: [ok!.id, wrong.id],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BRIDGE_DONOR_INCOMPATIBLE', field: 'donorIds.1' });
    expect(res.json().message).toContain(wrong.id);
    expect(res.json().message).toContain('ভুল গ্রুপ');
    expect(
      ((await send(adminA, 'GET', `/api/patients/${id}`)).json() as { bridge: unknown[] }).bridge,
    ).toEqual([]);
  });

  it('keeps a donor to two bridges', async () => {
    const [donor] = await men(1);
    const ids = [await register(adminA), await register(adminA), await register(adminA)];
    for (const id of ids.slice(0, 2))
      expect(
        (await send(adminA, 'PUT', `/api/patients/${id}/bridge`, { donorIds: [donor!.id] }))
          .statusCode,
      ).toBe(200);
    const third = await send(adminA, 'PUT', `/api/patients/${ids[2]}/bridge`, {
      donorIds: [donor!.id],
    });
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ code: 'BRIDGE_DONOR_TAKEN', field: 'donorIds.0' });
    // Leaving one bridge frees a place.
    await send(adminA, 'PUT', `/api/patients/${ids[0]}/bridge`, { donorIds: [] });
    expect(
      (await send(adminA, 'PUT', `/api/patients/${ids[2]}/bridge`, { donorIds: [donor!.id] }))
        .statusCode,
    ).toBe(200);
  });

  it('plans two patients sharing donors without booking one donor within their rest', async () => {
    const shared = await men(3);
    const a = await register(adminA);
    const b = await register(adminA, { nextSessionAt: addDays(today, 7) });
    for (const id of [a, b])
      await send(adminA, 'PUT', `/api/patients/${id}/bridge`, {
        donorIds: shared.map((d) => d.id),
      });
    const days = new Map<string, string[]>();
    for (const id of [a, b])
      for (const s of (await sessionsOf(adminA, id)).sessions)
        for (const d of s.donors) days.set(d.donorId, [...(days.get(d.donorId) ?? []), s.date]);
    for (const list of days.values()) expect(list).toHaveLength(1);
    expect([...days.keys()].sort()).toEqual(shared.map((d) => d.id).sort());
  });

  it('refuses an unknown or another unit’s unshared donor, naming it', async () => {
    const id = await register(adminA);
    const res = await send(adminA, 'PUT', `/api/patients/${id}/bridge`, {
      donorIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('donorIds.0');
  });
});

describe('GET /api/patients/{id}/suggestions', () => {
  it('suggests compatible donors the caller may find, never an incompatible one or one already on the bridge', async () => {
    const id = await register(adminA);
    const [own, on] = await men(2);
    const [universal] = await men(1, 'oNegative');
    const wrong = await buildDonor(t.db, here, { unitId: unitA, bloodGroup: 'aPositive' });
    await send(adminA, 'PUT', `/api/patients/${id}/bridge`, { donorIds: [on!.id] });
    const res = await send(adminA, 'GET', `/api/patients/${id}/suggestions`);
    expect(res.statusCode, res.body).toBe(200);
    const ids = (res.json() as { donors: { donorId: string; bloodGroup: string }[] }).donors.map(
      (d) => d.donorId,
    );
    expect(ids).toContain(own!.id);
    expect(ids).toContain(universal!.id);
    expect(ids).not.toContain(wrong.id);
    expect(ids).not.toContain(on!.id);
    // The patient's own group before the other compatible ones.
    expect(ids.indexOf(own!.id)).toBeLessThan(ids.indexOf(universal!.id));
  });
});

describe('session answers', () => {
  it('brings the next bridge donor in when one declines, and records a given donation in the history', async () => {
    const id = await register(adminA);
    const two = await men(2);
    await send(adminA, 'PUT', `/api/patients/${id}/bridge`, { donorIds: two.map((d) => d.id) });
    const first = (await sessionsOf(adminA, id)).sessions[0]!;
    const planned = first.donors[0]!.donorId;
    expect(first.donors[0]!.state).toBe('planned');

    const no = await send(adminA, 'POST', `/api/patients/${id}/session-answers`, {
      date: today,
      donorId: planned,
      state: 'declined',
    });
    expect(no.statusCode, no.body).toBe(200);
    const after = (await sessionsOf(adminA, id)).sessions[0]!;
    const other = two.find((d) => d.id !== planned)!.id;
    expect(after.donors).toEqual([
      expect.objectContaining({ donorId: other, state: 'backfill' }),
      expect.objectContaining({ donorId: planned, state: 'declined' }),
    ]);
    expect(after.covered).toBe(true);

    const given = await send(adminA, 'POST', `/api/patients/${id}/session-answers`, {
      date: today,
      donorId: other,
      state: 'given',
    });
    expect(given.statusCode, given.body).toBe(200);
    const history = await t.db.select().from(donations).where(eq(donations.donorId, other));
    expect(history).toHaveLength(1);
    const [donor] = await t.db.select().from(donors).where(eq(donors.id, other));
    expect(donor!.nextEligibleAt!.getTime()).toBeGreaterThan(Date.now() + 80 * 86_400_000);
    const shown = (await sessionsOf(adminA, id)).sessions[0]!;
    expect(shown.donors[0]).toMatchObject({ donorId: other, state: 'given' });
    // A given answer no longer changes.
    const undo = await send(adminA, 'POST', `/api/patients/${id}/session-answers`, {
      date: today,
      donorId: other,
      state: 'declined',
    });
    expect(undo.statusCode).toBe(409);
  });

  it('refuses a day that is not a session, a donor not on the bridge, and a future session given', async () => {
    const id = await register(adminA);
    const [d] = await men(1);
    const [stranger] = await men(1);
    await send(adminA, 'PUT', `/api/patients/${id}/bridge`, { donorIds: [d!.id] });
    const answer = (body: object) =>
      send(adminA, 'POST', `/api/patients/${id}/session-answers`, body);
    expect(
      (await answer({ date: addDays(today, 1), donorId: d!.id, state: 'asked' })).json().field,
    ).toBe('date');
    expect(
      (await answer({ date: today, donorId: stranger!.id, state: 'asked' })).json().field,
    ).toBe('donorId');
    expect(
      (await answer({ date: addDays(today, 21), donorId: d!.id, state: 'given' })).json().field,
    ).toBe('date');
  });

  it('plans a donor who pauses around their pause, at once', async () => {
    const id = await register(adminA, { intervalDays: 30 });
    const [a, b] = await men(2);
    await send(adminA, 'PUT', `/api/patients/${id}/bridge`, { donorIds: [a!.id, b!.id] });
    expect((await sessionsOf(adminA, id)).sessions[0]!.donors[0]!.donorId).toBe(a!.id);
    await t.db
      .update(donors)
      .set({ pausedUntil: new Date(Date.now() + 40 * 86_400_000) })
      .where(eq(donors.id, a!.id));
    const after = (await sessionsOf(adminA, id)).sessions;
    expect(after[0]!.donors[0]!.donorId).toBe(b!.id);
    expect(after[1]!.donors.map((x) => x.donorId)).not.toContain(a!.id);
  });
});

describe('pause and archive', () => {
  it('plans no session for a paused patient, and an archived one is gone', async () => {
    const id = await register(adminA);
    const [d] = await men(1);
    await send(adminA, 'PUT', `/api/patients/${id}/bridge`, { donorIds: [d!.id] });
    expect(
      (await send(adminA, 'POST', `/api/patients/${id}/pause`, { paused: true })).json(),
    ).toEqual({
      modifiedCount: 1,
    });
    expect((await sessionsOf(adminA, id)).sessions).toEqual([]);
    await send(adminA, 'POST', `/api/patients/${id}/pause`, { paused: false });
    expect((await sessionsOf(adminA, id)).sessions.length).toBeGreaterThan(0);
    expect((await send(adminA, 'POST', `/api/patients/${id}/archive`)).json()).toEqual({
      deletedCount: 1,
    });
    expect((await send(adminA, 'GET', `/api/patients/${id}`)).statusCode).toBe(404);
  });

  it('changes details with PATCH, audited as from/to', async () => {
    const id = await register(adminA);
    const res = await send(adminA, 'PATCH', `/api/patients/${id}`, { intervalDays: 28 });
    expect(res.json()).toEqual({ modifiedCount: 1 });
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, id), eq(auditEvents.action, 'update')));
    expect(events[0]!.changes).toEqual({ intervalDays: { from: 21, to: 28 } });
  });
});

describe("the donor's private link", () => {
  it('shows the bridge without the patient, lets the donor join, confirm or decline a session, and leave', async () => {
    const id = await register(adminA);
    const donor = await buildDonor(t.db, here, {
      unitId: unitA,
      bloodGroup: 'bPositive',
      contactConsent: true,
    });
    const [other] = await men(1);
    await send(adminA, 'PUT', `/api/patients/${id}/bridge`, { donorIds: [donor.id, other!.id] });
    const link = await send(adminA, 'POST', `/api/donors/${donor.id}/link`);
    expect(link.statusCode, link.body).toBe(201);
    const { token } = link.json() as { token: string };

    const seen = await send(null, 'GET', `/api/donor-link/${token}/bridges`);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toEqual({
      bridges: [
        {
          patientId: id,
          hospital: 'ঢাকা শিশু হাসপাতাল',
          intervalDays: 21,
          agreement: 'pending',
          nextSession: { date: today, state: 'planned' },
          sessions: expect.arrayContaining([{ date: today, state: 'planned' }]),
        },
      ],
    });
    expect(seen.body).not.toContain('রহিম শিশু');
    expect(seen.body).not.toContain('01712345678');

    const join = await send(null, 'PUT', `/api/donor-link/${token}/bridges/${id}`, {
      agreement: 'agreed',
    });
    expect(join.json()).toEqual({ modifiedCount: 1 });
    const no = await send(null, 'POST', `/api/donor-link/${token}/bridges/${id}/sessions`, {
      date: today,
      answer: 'declined',
    });
    expect(no.statusCode, no.body).toBe(200);
    const first = (await sessionsOf(adminA, id)).sessions[0]!;
    expect(first.donors).toEqual([
      expect.objectContaining({ donorId: other!.id, state: 'backfill' }),
      expect.objectContaining({ donorId: donor.id, state: 'declined' }),
    ]);
    // The declined session stays on the donor's list with its answer, so it can still change.
    const mine = (await send(null, 'GET', `/api/donor-link/${token}/bridges`)).json() as {
      bridges: { sessions: { date: string; state: string }[] }[];
    };
    expect(mine.bridges[0]!.sessions[0]).toEqual({ date: today, state: 'declined' });

    const leave = await send(null, 'PUT', `/api/donor-link/${token}/bridges/${id}`, {
      agreement: 'left',
    });
    expect(leave.json()).toEqual({ modifiedCount: 1 });
    const after = (await send(adminA, 'GET', `/api/patients/${id}`)).json() as {
      bridge: { donorId: string }[];
    };
    expect(after.bridge.map((m) => m.donorId)).toEqual([other!.id]);
    // Another patient's bridge, or a token that opens nothing: not found.
    const stranger = await register(adminA);
    expect(
      (
        await send(null, 'PUT', `/api/donor-link/${token}/bridges/${stranger}`, {
          agreement: 'agreed',
        })
      ).statusCode,
    ).toBe(404);
    expect((await send(null, 'GET', `/api/donor-link/${'x'.repeat(43)}/bridges`)).statusCode).toBe(
      404,
    );
  });
});
