import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditEvents, donations, donors, units } from '../../db/schema.ts';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { createUser, loginAs, type TestUser } from '../../test/auth.ts';
import { buildDonor, places, type Place } from '../../test/factories.ts';
import { addMember, makeUnit } from '../../test/scope-fixtures.ts';
import { callerRequests } from '../../test/requests.ts';

/**
 * Moving a donor to another unit, and assigning a queue donor to one (docs/decisions/056-units.md):
 * the caller must see the donor (another unit's answers 404), the target is any live unit (else 400
 * on unitId), the history stays, and one `moveToUnit` event records the unit from/to and the note.
 * As anonymous, user, admin, super admin, owner and another unit's admin.
 */
let t: TestApp;
let here: Place;
let unitA: string;
let unitB: string;
let college: string;
let archivedUnit: string;
let adminA: TestUser;
let adminB: TestUser;
let collegeAdmin: TestUser;
let superAdmin: TestUser;
let owner: TestUser;
let user: TestUser;

const send = callerRequests(() => t);
const move = (who: TestUser | null, id: string, payload: object) =>
  send(who, 'POST', `/api/donors/${id}/unit`, payload);
const unitOf = async (id: string) =>
  (await t.db.select({ unitId: donors.unitId }).from(donors).where(eq(donors.id, id)))[0]!.unitId;
const eventsOf = (id: string) =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.targetId, id), eq(auditEvents.action, 'moveToUnit')));

beforeAll(async () => {
  t = await startTestApp();
  [here] = (await places(t.db, 1)) as [Place];
  unitA = await makeUnit(t.db, { bn: 'ঢাকা ইউনিট', en: 'Dhaka unit' });
  unitB = await makeUnit(t.db, { bn: 'খুলনা ইউনিট', en: 'Khulna unit' });
  college = await makeUnit(t.db, { bn: 'কলেজ', en: 'College' }, { id: unitA, depth: 1 });
  archivedUnit = await makeUnit(t.db, { bn: 'পুরনো', en: 'Old unit' });
  await t.db.update(units).set({ archivedAt: new Date() }).where(eq(units.id, archivedUnit));
  adminA = await createUser(t, { role: 'admin' });
  adminB = await createUser(t, { role: 'admin' });
  collegeAdmin = await createUser(t, { role: 'admin' });
  user = await createUser(t, { role: 'user' });
  superAdmin = await loginAs(t, 'superAdmin');
  owner = await loginAs(t, 'owner');
  await addMember(t.db, unitA, adminA.id);
  await addMember(t.db, unitB, adminB.id);
  await addMember(t.db, college, collegeAdmin.id);
});
afterAll(() => t.close());

describe('POST /api/donors/{id}/unit', () => {
  it('moves the donor to the other unit with their history and an audited note', async () => {
    const donor = await buildDonor(t.db, here, { unitId: unitA, donations: [{ daysAgo: 200 }] });
    const res = await move(adminA, donor.id, { unitId: unitB, note: '  খুলনায়\tথাকেন\r\nএখন  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ modifiedCount: 1 });
    expect(await unitOf(donor.id)).toBe(unitB);
    expect(await t.db.select().from(donations).where(eq(donations.donorId, donor.id))).toHaveLength(
      1,
    );
    // B's admin has the donor now; A's no longer does.
    const history = `/api/donors/${donor.id}/donations`;
    expect((await send(adminB, 'GET', history)).statusCode).toBe(200);
    expect((await send(adminA, 'GET', history)).statusCode).toBe(404);
    const events = await eventsOf(donor.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actorId: adminA.id, target: 'donor' });
    expect(events[0]!.changes).toEqual({
      unitId: { from: unitA, to: unitB },
      note: 'খুলনায় থাকেন এখন',
    });
  });

  it("answers 404 for another unit's donor and changes nothing", async () => {
    const donor = await buildDonor(t.db, here, { unitId: unitB });
    const res = await move(adminA, donor.id, { unitId: unitA });
    expect(res.statusCode, res.body).toBe(404);
    expect(res.body).not.toContain(donor.id);
    expect(await unitOf(donor.id)).toBe(unitB);
    expect(await eventsOf(donor.id)).toEqual([]);
    // An archived donor is as missing, for its own unit's admin too.
    const gone = await buildDonor(t.db, here, { unitId: unitA, archivedAt: new Date() });
    expect((await move(adminA, gone.id, { unitId: unitB })).statusCode).toBe(404);
  });

  it('refuses an archived, unknown or malformed unit, and a too long note, naming the field', async () => {
    const donor = await buildDonor(t.db, here, { unitId: unitA });
    for (const body of [
      { unitId: archivedUnit },
      { unitId: '00000000-0000-4000-8000-000000000000' },
      { unitId: 'nope' },
      {},
      { unitId: unitB, note: 'ক'.repeat(301) },
      { unitId: unitB, extra: 1 },
    ]) {
      const res = await move(adminA, donor.id, body);
      expect(res.statusCode, res.body).toBe(400);
      if (!('extra' in body)) expect(res.json().field).toBe('note' in body ? 'note' : 'unitId');
    }
    expect(await unitOf(donor.id)).toBe(unitA);
  });

  it('answers 0 with no event when the donor is in that unit already', async () => {
    const donor = await buildDonor(t.db, here, { unitId: unitA });
    expect((await move(adminA, donor.id, { unitId: unitA })).json()).toEqual({ modifiedCount: 0 });
    expect(await eventsOf(donor.id)).toEqual([]);
  });

  it("moves a donor of a unit below the caller's, into any unit of the federation", async () => {
    const donor = await buildDonor(t.db, here, { unitId: college });
    expect((await move(adminA, donor.id, { unitId: unitB })).json()).toEqual({ modifiedCount: 1 });
    expect(await unitOf(donor.id)).toBe(unitB);
  });

  it("assigns a queue donor: a zone's admin and a super admin may, a unit admin below does not see them", async () => {
    const queued = await buildDonor(t.db, here, { unitId: null, status: 'pending' });
    expect((await move(collegeAdmin, queued.id, { unitId: college })).statusCode).toBe(404);
    expect(await unitOf(queued.id)).toBeNull();
    const res = await move(adminA, queued.id, { unitId: college });
    expect(res.json()).toEqual({ modifiedCount: 1 });
    expect((await eventsOf(queued.id))[0]!.changes).toEqual({
      unitId: { from: null, to: college },
    });
    // Now the college's own admin sees the donor.
    expect((await send(collegeAdmin, 'GET', `/api/donors/${queued.id}/donations`)).statusCode).toBe(
      200,
    );
    const another = await buildDonor(t.db, here, { unitId: null });
    expect((await move(superAdmin, another.id, { unitId: unitB })).json()).toEqual({
      modifiedCount: 1,
    });
  });

  it('anonymous 401, a user 403; a super admin and the owner move any donor', async () => {
    const donor = await buildDonor(t.db, here, { unitId: unitB });
    expect((await move(null, donor.id, { unitId: unitA })).statusCode).toBe(401);
    expect((await move(user, donor.id, { unitId: unitA })).statusCode).toBe(403);
    expect(await unitOf(donor.id)).toBe(unitB);
    expect((await move(superAdmin, donor.id, { unitId: unitA })).json()).toEqual({
      modifiedCount: 1,
    });
    expect((await move(owner, donor.id, { unitId: college })).json()).toEqual({
      modifiedCount: 1,
    });
    expect(await unitOf(donor.id)).toBe(college);
  });
});
