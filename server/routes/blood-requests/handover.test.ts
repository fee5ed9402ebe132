import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditEvents, bloodRequests, donorCalls, pledges, units } from '../../db/schema.ts';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { createUser, type TestUser } from '../../test/auth.ts';
import { buildDonor, type Place } from '../../test/factories.ts';
import { makeUnit, requestIn, twoUnits } from '../../test/scope-fixtures.ts';
import { callerRequests } from '../../test/requests.ts';

/**
 * Handing a request to another unit (docs/decisions/056-units.md): its unit changes, its calls,
 * pledges and history stay; the other unit's admin then sees it and the first no longer does.
 */
let t: TestApp;
let here: Place;
let adminA: TestUser;
let adminB: TestUser;
let superAdmin: TestUser;
let user: TestUser;
let unitA: string;
let unitB: string;
let archivedUnit: string;

const send = callerRequests(() => t);
const handOver = (who: TestUser | null, id: string, payload: object) =>
  send(who, 'POST', `/api/blood-request/${id}/handover`, payload);

beforeAll(async () => {
  t = await startTestApp();
  ({ here, unitA, unitB, adminA, adminB, superAdmin } = await twoUnits(t));
  archivedUnit = await makeUnit(t.db, { bn: 'পুরনো', en: 'Old unit' });
  await t.db.update(units).set({ archivedAt: new Date() }).where(eq(units.id, archivedUnit));
  user = await createUser(t, { role: 'user' });
});
afterAll(() => t.close());

describe('POST /api/blood-request/{id}/handover', () => {
  it('moves the request to the other unit with its calls, pledges and an audited note', async () => {
    const requestId = await requestIn(t.db, unitA, { ...here });
    const donor = await buildDonor(t.db, here, { unitId: unitA });
    const call = await send(adminA, 'POST', `/api/donors/${donor.id}/calls`, {
      outcome: 'willDonate',
      requestId,
    });
    expect(call.statusCode, call.body).toBe(201);

    const res = await handOver(adminA, requestId, {
      unitId: unitB,
      note: '  খুলনার\t রোগী\r\nএখন সেখানে  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ modifiedCount: 1 });

    const [row] = await t.db.select().from(bloodRequests).where(eq(bloodRequests.id, requestId));
    expect(row!.unitId).toBe(unitB);
    // The other unit's admin sees it now, with its pledge; the first admin does not.
    expect((await send(adminB, 'GET', `/api/blood-request/${requestId}`)).statusCode).toBe(200);
    expect((await send(adminA, 'GET', `/api/blood-request/${requestId}`)).statusCode).toBe(404);
    const listA = await send(adminA, 'GET', '/api/incomplete-blood-request?limit=100');
    expect(
      listA.json().incompleteBloodRequestList.map((r: { _id: string }) => r._id),
    ).not.toContain(requestId);
    const listB = await send(adminB, 'GET', '/api/incomplete-blood-request?limit=100');
    expect(listB.json().incompleteBloodRequestList.map((r: { _id: string }) => r._id)).toContain(
      requestId,
    );
    const pledged = await send(adminB, 'GET', `/api/blood-request/${requestId}/pledges`);
    expect(pledged.statusCode, pledged.body).toBe(200);
    expect(pledged.json().pledges).toHaveLength(1);
    expect(
      await t.db.select().from(pledges).where(eq(pledges.bloodRequestId, requestId)),
    ).toHaveLength(1);
    expect(
      await t.db.select().from(donorCalls).where(eq(donorCalls.bloodRequestId, requestId)),
    ).toHaveLength(1);

    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, requestId), eq(auditEvents.action, 'handOver')));
    expect(events).toHaveLength(1);
    expect(events[0]!.actorId).toBe(adminA.id);
    expect(events[0]!.changes).toEqual({
      unitId: { from: unitA, to: unitB },
      note: 'খুলনার  রোগী এখন সেখানে',
    });
  });

  it('refuses a request the caller does not see (404) and changes nothing', async () => {
    const requestId = await requestIn(t.db, unitB, { ...here });
    const res = await handOver(adminA, requestId, { unitId: unitA });
    expect(res.statusCode, res.body).toBe(404);
    const [row] = await t.db.select().from(bloodRequests).where(eq(bloodRequests.id, requestId));
    expect(row!.unitId).toBe(unitB);
  });

  it('refuses an archived, unknown or malformed unit, and a too long note, naming the field', async () => {
    const requestId = await requestIn(t.db, unitA, { ...here });
    for (const body of [
      { unitId: archivedUnit },
      { unitId: '00000000-0000-4000-8000-000000000000' },
      { unitId: 'nope' },
      { unitId: unitB, note: 'ক'.repeat(301) },
      { unitId: unitB, extra: 1 },
    ]) {
      const res = await handOver(adminA, requestId, body);
      expect(res.statusCode, res.body).toBe(400);
      if (!('extra' in body)) expect(res.body).toMatch(body.note ? /note/ : /unitId/);
    }
    const [row] = await t.db.select().from(bloodRequests).where(eq(bloodRequests.id, requestId));
    expect(row!.unitId).toBe(unitA);
  });

  it('answers 0 with no event when the request is in that unit already', async () => {
    const requestId = await requestIn(t.db, unitA, { ...here });
    expect((await handOver(adminA, requestId, { unitId: unitA })).json()).toEqual({
      modifiedCount: 0,
    });
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, requestId), eq(auditEvents.action, 'handOver')));
    expect(events).toHaveLength(0);
  });

  it('anonymous 401, a user 403, a super admin hands any request over (and from the queue)', async () => {
    const requestId = await requestIn(t.db, null, { ...here });
    expect((await handOver(null, requestId, { unitId: unitA })).statusCode).toBe(401);
    expect((await handOver(user, requestId, { unitId: unitA })).statusCode).toBe(403);
    const res = await handOver(superAdmin, requestId, { unitId: unitA });
    expect(res.json()).toEqual({ modifiedCount: 1 });
  });
});

describe('GET /api/unit-directory', () => {
  it("answers every live unit's id and names to any admin, and nothing more", async () => {
    const res = await send(adminA, 'GET', '/api/unit-directory');
    expect(res.statusCode, res.body).toBe(200);
    const listed = res.json().units as { id: string; name: { bn: string; en: string } }[];
    expect(listed.map((u) => u.id)).toEqual(expect.arrayContaining([unitA, unitB]));
    expect(listed.map((u) => u.id)).not.toContain(archivedUnit);
    expect(listed.find((u) => u.id === unitB)).toEqual({
      id: unitB,
      name: { bn: 'খুলনা ইউনিট', en: 'Khulna unit' },
      depth: expect.any(Number),
    });
    // In tree order: a unit below another comes right under it, with its depth.
    const below = await makeUnit(
      t.db,
      { bn: 'উপ', en: 'AAA below Khulna' },
      { id: unitB, depth: 1 },
    );
    const tree = (await send(adminA, 'GET', '/api/unit-directory')).json().units as {
      id: string;
      depth: number;
    }[];
    const at = tree.findIndex((u) => u.id === below);
    expect(tree[at - 1]?.id).toBe(unitB);
    expect(tree[at]!.depth).toBe(2);
    await t.db.update(units).set({ archivedAt: new Date() }).where(eq(units.id, below));
    expect((await send(user, 'GET', '/api/unit-directory')).statusCode).toBe(403);
    expect((await send(null, 'GET', '/api/unit-directory')).statusCode).toBe(401);
    expect((await send(superAdmin, 'GET', '/api/unit-directory')).statusCode).toBe(200);
  });
});
