import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { MatchesPage } from '../../../common/schemas/matching.ts';
import { auditEvents, bloodRequests, donors, units } from '../../db/schema.ts';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { createUser, type TestUser } from '../../test/auth.ts';
import { buildDonor, type Place } from '../../test/factories.ts';
import { addMember, makeUnit, requestIn, twoUnits } from '../../test/scope-fixtures.ts';
import { callerRequests } from '../../test/requests.ts';

/**
 * Units (docs/decisions/056-units.md): two units, each with its admin and its donors and requests.
 * Each admin sees only their unit's; the other unit's donor or request answers as a missing one;
 * a request's matches find the unit's donors and every donor shared with the federation.
 */
let t: TestApp;
let here: Place;
let adminA: TestUser;
let adminB: TestUser;
let superAdmin: TestUser;
let stranger: TestUser;
let unitA: string;
let unitB: string;
let donorA: typeof donors.$inferSelect;
let donorB: typeof donors.$inferSelect;
let pendingA: typeof donors.$inferSelect;
let pendingB: typeof donors.$inferSelect;
let queued: typeof donors.$inferSelect;
let requestA: string;
let requestB: string;

const send = callerRequests(() => t);

const ids = (rows: { _id: string }[]) => rows.map((r) => r._id);
const available = async (who: TestUser) => {
  const res = await send(who, 'GET', '/api/available-donor?limit=100');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    availableDonorList: { _id: string; sharing: string }[];
    totalCount: number;
  };
};
const matchesOf = async (who: TestUser, requestId: string) => {
  const res = await send(who, 'GET', `/api/blood-request/${requestId}/matches?limit=100`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as MatchesPage;
};
const editBody = (d: typeof donors.$inferSelect, extra: object = {}) => ({
  name: d.name,
  bloodGroup: d.bloodGroup,
  number1: d.phone1,
  donationCount: 0,
  ...extra,
});

beforeAll(async () => {
  t = await startTestApp();
  // A fresh database has the one unit migration 0020 made; these two make it a federation.
  ({ here, unitA, unitB, adminA, adminB, superAdmin } = await twoUnits(t));
  stranger = await createUser(t, { role: 'admin' });
  donorA = await buildDonor(t.db, here, { name: 'দাতা ক', unitId: unitA });
  donorB = await buildDonor(t.db, here, { name: 'দাতা খ', unitId: unitB });
  pendingA = await buildDonor(t.db, here, { name: 'অপেক্ষা ক', unitId: unitA, status: 'pending' });
  pendingB = await buildDonor(t.db, here, { name: 'অপেক্ষা খ', unitId: unitB, status: 'pending' });
  // No unit covers this donor's place: the federation's queue.
  queued = await buildDonor(t.db, here, { name: 'সারি দাতা', unitId: null });
  requestA = await requestIn(t.db, unitA, { ...here });
  requestB = await requestIn(t.db, unitB, { ...here });
});
afterAll(() => t.close());

describe('an admin sees only their own units', () => {
  it("lists only their unit's donors (and the queue, as the admin of a top-level unit)", async () => {
    const a = await available(adminA);
    expect(ids(a.availableDonorList)).toEqual(expect.arrayContaining([donorA.id, queued.id]));
    expect(ids(a.availableDonorList)).not.toContain(donorB.id);
    expect(a.totalCount).toBe(2);
    const b = await available(adminB);
    expect(ids(b.availableDonorList)).toContain(donorB.id);
    expect(ids(b.availableDonorList)).not.toContain(donorA.id);

    const pending = await send(adminA, 'GET', '/api/donor-request?limit=100');
    expect(ids(pending.json().allDonorRequest)).toEqual([pendingA.id]);
    const verified = await send(adminA, 'GET', '/api/verified-donor?limit=100&pageNumber=0');
    expect(ids(verified.json().verifiedDonorList)).not.toContain(donorB.id);
    expect(ids(verified.json().verifiedDonorList)).toContain(donorA.id);
  });

  it("lists only their unit's requests", async () => {
    const res = await send(adminA, 'GET', '/api/incomplete-blood-request?limit=100');
    expect(ids(res.json().incompleteBloodRequestList)).toEqual([requestA]);
  });

  it('a super admin sees every unit', async () => {
    const all = await available(superAdmin);
    expect(ids(all.availableDonorList)).toEqual(
      expect.arrayContaining([donorA.id, donorB.id, queued.id]),
    );
    const res = await send(superAdmin, 'GET', '/api/incomplete-blood-request?limit=100');
    expect(ids(res.json().incompleteBloodRequestList).sort()).toEqual([requestA, requestB].sort());
  });

  it('an admin who is a member of no unit sees nothing scoped', async () => {
    expect((await available(stranger)).availableDonorList).toEqual([]);
    const res = await send(stranger, 'GET', `/api/donors/${donorA.id}/donations`);
    expect(res.statusCode).toBe(404);
  });
});

describe("another unit's donor answers as a missing one", () => {
  it('404 on opening, editing, calling; nothing changes on delete or accept', async () => {
    expect((await send(adminA, 'GET', `/api/donors/${donorB.id}/donations`)).statusCode).toBe(404);
    expect((await send(adminA, 'GET', `/api/donors/${donorB.id}/calls`)).statusCode).toBe(404);
    const edit = await send(adminA, 'PATCH', `/api/donorInfo/${donorB.id}`, editBody(donorB));
    expect(edit.statusCode, edit.body).toBe(404);
    const call = await send(adminA, 'POST', `/api/donors/${donorB.id}/calls`, {
      outcome: 'noAnswer',
    });
    expect(call.statusCode, call.body).toBe(404);
    const given = await send(adminA, 'POST', `/api/donors/${donorB.id}/donations`, {
      donatedAt: '2024-01-01',
      kind: 'whole_blood',
    });
    expect(given.statusCode).toBe(404);
    const done = await send(adminA, 'PATCH', `/api/handleAvailability/${donorB.id}`, {});
    expect(done.statusCode).toBe(404);
    // Delete and accept answer 0 changed for a donor that does not exist; so for another unit's.
    const removed = await send(adminA, 'DELETE', `/api/donorRequest/${donorB.id}`);
    expect(removed.json()).toEqual({ deletedCount: 0 });
    const accepted = await send(adminA, 'PATCH', `/api/donorStatus/${pendingB.id}`, {});
    expect(accepted.json()).toEqual({ modifiedCount: 0 });
    const [b] = await t.db.select().from(donors).where(eq(donors.id, donorB.id));
    expect(b!.archivedAt).toBeNull();
    expect(b!.lastCalledAt).toBeNull();
    const [p] = await t.db.select().from(donors).where(eq(donors.id, pendingB.id));
    expect(p!.status).toBe('pending');
    // The same calls on one's own unit's donor work (the refusals above are the scope's).
    expect((await send(adminA, 'GET', `/api/donors/${donorA.id}/donations`)).statusCode).toBe(200);
    const own = await send(adminA, 'PATCH', `/api/donorInfo/${donorA.id}`, editBody(donorA));
    expect(own.statusCode, own.body).toBe(200);
  });

  it("another unit's request answers 404, and is left as it was", async () => {
    for (const [method, url, body] of [
      ['GET', `/api/blood-request/${requestB}`, undefined],
      ['GET', `/api/blood-request/${requestB}/matches`, undefined],
      ['GET', `/api/blood-request/${requestB}/pledges`, undefined],
      ['PATCH', `/api/blood-request-status/${requestB}`, { status: 'done' }],
      ['POST', `/api/blood-request/${requestB}/cancel`, { reason: 'x' }],
      [
        'PATCH',
        `/api/blood-request/${requestB}/location`,
        { divisionId: null, districtId: null, upazilaId: null, unionId: null },
      ],
    ] as const) {
      const res = await send(adminA, method, url, body);
      expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(404);
    }
    expect((await send(adminA, 'DELETE', `/api/deleteBloodRequest/${requestB}`)).json()).toEqual({
      deletedCount: 0,
    });
    // A call about another unit's request does not know the request.
    const call = await send(adminA, 'POST', `/api/donors/${donorA.id}/calls`, {
      outcome: 'willDonate',
      requestId: requestB,
    });
    expect(call.statusCode, call.body).toBe(400);
    const [b] = await t.db.select().from(bloodRequests).where(eq(bloodRequests.id, requestB));
    expect(b).toMatchObject({
      status: 'incomplete',
      archivedAt: null,
      districtId: here.districtId,
    });
    expect((await send(adminA, 'GET', `/api/blood-request/${requestA}`)).statusCode).toBe(200);
  });
});

describe('matches across units', () => {
  it("find the unit's donors, and another unit's only once they share with the federation", async () => {
    const before = await matchesOf(adminA, requestA);
    expect(ids(before.matches)).toContain(donorA.id);
    expect(ids(before.matches)).not.toContain(donorB.id);
    expect(before.matches.find((m) => m._id === donorA.id)!.unit).toEqual({
      id: unitA,
      name: { bn: 'ঢাকা ইউনিট', en: 'Dhaka unit' },
    });

    // B's admin records the donor's word: every unit may find them.
    const edit = await send(
      adminB,
      'PATCH',
      `/api/donorInfo/${donorB.id}`,
      editBody(donorB, { sharing: 'federation' }),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, donorB.id), eq(auditEvents.action, 'update')))
      .orderBy(desc(auditEvents.at))
      .limit(1);
    expect(event!.changes).toMatchObject({ sharing: { from: 'unit', to: 'federation' } });
    const listed = (await available(adminB)).availableDonorList.find((d) => d._id === donorB.id);
    expect(listed!.sharing).toBe('federation');

    // The request names its own unit, so the screen names a donor's unit only when it is another.
    const request = await send(adminA, 'GET', `/api/blood-request/${requestA}`);
    expect(request.json()).toMatchObject({ _id: requestA, unitId: unitA });
    const after = await matchesOf(adminA, requestA);
    expect(ids(after.matches)).toContain(donorB.id);
    expect(after.matches.find((m) => m._id === donorB.id)!.unit).toEqual({
      id: unitB,
      name: { bn: 'খুলনা ইউনিট', en: 'Khulna unit' },
    });
    // A's volunteer may call the donor the matches list …
    const call = await send(adminA, 'POST', `/api/donors/${donorB.id}/calls`, {
      outcome: 'willDonate',
      requestId: requestA,
    });
    expect(call.statusCode, call.body).toBe(201);
    // … but the donor is still B's: not in A's lists, their record not A's to edit.
    expect(ids((await available(adminA)).availableDonorList)).not.toContain(donorB.id);
    const edit2 = await send(adminA, 'PATCH', `/api/donorInfo/${donorB.id}`, editBody(donorB));
    expect(edit2.statusCode).toBe(404);
  });
});

describe('zones', () => {
  it("a zone's admin sees the units below it; a unit's admin does not see the queue", async () => {
    const zone = await makeUnit(t.db, { bn: 'অঞ্চল', en: 'Zone' });
    const below = await makeUnit(t.db, { bn: 'কলেজ', en: 'College' }, { id: zone, depth: 1 });
    const zoneAdmin = await createUser(t, { role: 'admin' });
    const unitAdmin = await createUser(t, { role: 'admin' });
    await addMember(t.db, zone, zoneAdmin.id);
    await addMember(t.db, below, unitAdmin.id);
    const student = await buildDonor(t.db, here, { name: 'ছাত্র দাতা', unitId: below });
    const z = ids((await available(zoneAdmin)).availableDonorList);
    expect(z.sort()).toEqual([student.id, queued.id].sort());
    const u = ids((await available(unitAdmin)).availableDonorList);
    expect(u).toEqual([student.id]);
    // An archived unit's members see nothing of it.
    await t.db.update(units).set({ archivedAt: new Date() }).where(eq(units.id, below));
    expect(ids((await available(unitAdmin)).availableDonorList)).toEqual([]);
  });
});

describe('a single community', () => {
  it('with one live unit, every admin sees everything, member or not', async () => {
    await t.db.update(units).set({ archivedAt: new Date() }).where(isNull(units.parentId));
    const [first] = await t.db
      .select({ id: units.id })
      .from(units)
      .orderBy(units.createdAt)
      .limit(1);
    await t.db.update(units).set({ archivedAt: null }).where(eq(units.id, first!.id));
    const seen = ids((await available(stranger)).availableDonorList);
    expect(seen).toEqual(expect.arrayContaining([donorA.id, donorB.id, queued.id]));
    expect((await send(adminA, 'GET', `/api/blood-request/${requestB}`)).statusCode).toBe(200);
  });
});
