import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  auditEvents,
  bloodRequests,
  districts,
  donors,
  unitMembers,
  units,
  upazilas,
  users,
} from '../../db/schema.ts';
import { unionPlaces } from '../../data/donors.ts';
import { unitForPlace } from '../../data/units.ts';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { createUser, loginAs, type TestUser } from '../../test/auth.ts';
import { nextPhone, type Place } from '../../test/factories.ts';

/**
 * The units of a federation (docs/decisions/056-units.md): the tree, places that may not overlap,
 * members, who may call what, archiving, and where a registration or request goes. The tests run
 * in order on one database: it starts as the migration leaves every installation, one unit.
 */
let t: TestApp;
let superAdmin: TestUser;
let user: TestUser;
/** An admin who becomes an admin member of unit one. */
let adminOne: TestUser;
/** An admin of no unit. */
let outsider: TestUser;
/** Places in three different divisions. */
let p1: Place;
let p2: Place;
let p3: Place;
let firstUnitId: string;
let ipCounter = 0;

beforeAll(async () => {
  t = await startTestApp();
  superAdmin = await loginAs(t, 'superAdmin');
  user = await createUser(t);
  adminOne = await loginAs(t, 'admin');
  outsider = await loginAs(t, 'admin');
  [p1, p2, p3] = (await unionPlaces(t.db, 'division').limit(3)) as [Place, Place, Place];
  const [first] = await t.db.select().from(units);
  firstUnitId = first!.id;
});
afterAll(() => t.close());

type Who = TestUser | null;
const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  who: Who,
  payload?: object,
) => t.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });

async function createUnit(body: Record<string, unknown>, who: Who = superAdmin) {
  const res = await call('POST', '/api/units', who, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

const districtName = async (id: number) =>
  (await t.db.select().from(districts).where(eq(districts.id, id)))[0]!.name;
const upazilaName = async (id: number) =>
  (await t.db.select().from(upazilas).where(eq(upazilas.id, id)))[0]!.name;

/** A public registration at `place`; the donor's unit as stored. */
async function registerAt(place: Place) {
  const res = await t.inject({
    method: 'POST',
    url: '/api/donor-request',
    remoteAddress: `10.9.0.${++ipCounter}`,
    payload: {
      name: 'রহিম উদ্দিন',
      bloodGroup: 'oPositive',
      age: '1995-05-20',
      number1: nextPhone(),
      number2: '',
      gender: 'পুরুষ',
      division: String(place.divisionId),
      district: String(place.districtId),
      upazila: String(place.upazilaId),
      union: String(place.unionId),
      village: 'উত্তরপাড়া',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await t.db.select().from(donors).where(eq(donors.id, res.json().insertedId));
  return row!.unitId;
}

/** A public blood request at `place`; its unit as stored. */
async function requestAt(place: Place) {
  const res = await t.inject({
    method: 'POST',
    url: '/api/blood-request',
    remoteAddress: `10.9.1.${++ipCounter}`,
    payload: {
      patient_name: 'রোগী',
      requested_bloodGroup: 'oPositive',
      date: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      blood_quantity: '1',
      donation_place: 'হাসপাতাল',
      number1: nextPhone(),
      divisionId: place.divisionId,
      districtId: place.districtId,
      upazilaId: place.upazilaId,
      unionId: place.unionId,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await t.db
    .select()
    .from(bloodRequests)
    .where(eq(bloodRequests.id, res.json().insertedId));
  return row!.unitId;
}

describe('an installation of one unit', () => {
  it('routes every registration and request to its one unit, wherever it is', async () => {
    expect(await registerAt(p1)).toBe(firstUnitId);
    expect(await registerAt(p3)).toBe(firstUnitId);
    expect(await requestAt(p2)).toBe(firstUnitId);
    expect(await unitForPlace(t.db, {})).toBe(firstUnitId);
  });

  it('shows visitors no unit card: a single community has its own contact pages', async () => {
    const res = await call('GET', `/api/unit-of-place?districtId=${p1.districtId}`, null);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ unit: null });
  });

  it('makes a newly promoted admin an admin member of the one unit, in the same change', async () => {
    const promoted = await createUser(t);
    const res = await call('PUT', `/api/user/admin/${promoted.email}`, superAdmin);
    expect(res.statusCode, res.body).toBe(200);
    const [member] = await t.db
      .select()
      .from(unitMembers)
      .where(eq(unitMembers.userId, promoted.id));
    expect(member).toMatchObject({ unitId: firstUnitId, role: 'admin' });
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'addMember'), eq(auditEvents.targetId, firstUnitId)));
    expect(event?.changes).toEqual({ email: promoted.email, role: 'admin' });
  });

  it('refuses to archive its one unit, with a code of its own (new donors and requests go to it)', async () => {
    const refused = await call('DELETE', `/api/units/${firstUnitId}`, superAdmin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('UNIT_ONLY_LIVE');
    const [row] = await t.db.select().from(units).where(eq(units.id, firstUnitId));
    expect(row!.archivedAt).toBeNull();
  });
});

describe('who may call', () => {
  it('refuses anonymous callers (401) and plain users (403)', async () => {
    expect((await call('GET', '/api/units', null)).statusCode).toBe(401);
    expect((await call('GET', '/api/units', user)).statusCode).toBe(403);
    const body = { name: { bn: 'ক', en: 'K' } };
    expect((await call('POST', '/api/units', null, body)).statusCode).toBe(401);
    expect((await call('POST', '/api/units', user, body)).statusCode).toBe(403);
  });

  it('lets only a super admin add a top-level unit', async () => {
    const res = await call('POST', '/api/units', outsider, { name: { bn: 'ক', en: 'K' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });

  it('shows a super admin every unit, an admin of no unit none', async () => {
    const all = (await call('GET', '/api/units', superAdmin)).json();
    expect(all.units.map((u: { id: string }) => u.id)).toContain(firstUnitId);
    expect(all.mine).toEqual([]);
    const none = await call('GET', '/api/units', outsider);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ units: [], mine: [] });
  });
});

describe('a federation: a zone and two units', () => {
  let zone: string;
  let unitOne: string;
  let unitTwo: string;
  let deep: string;

  it('creates a zone covering a division and two units below it by district', async () => {
    zone = await createUnit({
      name: { bn: 'ঢাকা জোন', en: 'Zone North' },
      divisionIds: [p1.divisionId],
      phone: '+880 1711-000000',
    });
    unitOne = await createUnit({
      name: { bn: 'ইউনিট এক', en: 'Unit One' },
      parentId: zone,
      districtIds: [p1.districtId],
    });
    unitTwo = await createUnit({
      name: { bn: 'ইউনিট দুই', en: 'Unit Two' },
      parentId: zone,
      districtIds: [p2.districtId],
    });
    const res = await call('GET', `/api/units/${unitOne}`, superAdmin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: unitOne,
      parentId: zone,
      depth: 2,
      name: { bn: 'ইউনিট এক', en: 'Unit One' },
      phone: null,
      divisionIds: [],
      districtIds: [p1.districtId],
      upazilaIds: [],
      settings: {},
      archived: false,
      memberCount: 0,
      donorCount: 0,
    });
    const zoneAnswer = (await call('GET', `/api/units/${zone}`, superAdmin)).json();
    expect(zoneAnswer).toMatchObject({
      depth: 1,
      phone: '01711000000',
      divisionIds: [p1.divisionId],
    });
    // The tree's order: the zone before its units.
    const ids = (await call('GET', '/api/units', superAdmin))
      .json()
      .units.map((u: { id: string }) => u.id);
    expect(ids.indexOf(zone)).toBeLessThan(ids.indexOf(unitOne));
    expect(ids.indexOf(zone)).toBeLessThan(ids.indexOf(unitTwo));
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'create'), eq(auditEvents.targetId, unitOne)));
    expect(event?.changes).toMatchObject({
      nameEn: 'Unit One',
      depth: 2,
      districtIds: [p1.districtId],
    });
  });

  it('refuses places overlapping another unit of the same depth, naming the unit and the places', async () => {
    // An upazila inside Unit One's district.
    const inside = await call('POST', '/api/units', superAdmin, {
      name: { bn: 'তিন', en: 'Unit Three' },
      parentId: zone,
      upazilaIds: [p1.upazilaId],
    });
    expect(inside.statusCode, inside.body).toBe(409);
    expect(inside.json().code).toBe('UNIT_PLACE_OVERLAP');
    expect(inside.json().field).toBe('upazilaIds');
    expect(inside.json().message).toContain('Unit One');
    expect(inside.json().message).toContain(await upazilaName(p1.upazilaId));
    expect(inside.json().message).toContain(await districtName(p1.districtId));
    // The same district.
    const same = await call('POST', '/api/units', superAdmin, {
      name: { bn: 'তিন', en: 'Unit Three' },
      parentId: zone,
      districtIds: [p2.districtId],
    });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toContain('Unit Two');
    expect(same.json().message).toContain(await districtName(p2.districtId));
    // A top-level unit with a district inside the zone's division.
    const inDivision = await call('POST', '/api/units', superAdmin, {
      name: { bn: 'জোন', en: 'Zone South' },
      districtIds: [p1.districtId],
    });
    expect(inDivision.statusCode).toBe(409);
    expect(inDivision.json().message).toContain('Zone North');
    // Nothing was written.
    expect(await t.db.select().from(units).where(eq(units.nameEn, 'Unit Three'))).toEqual([]);
    // A change that would overlap is refused too, and leaves the places as they were.
    const patch = await call('PATCH', `/api/units/${unitTwo}`, superAdmin, {
      districtIds: [p2.districtId, p1.districtId],
    });
    expect(patch.statusCode).toBe(409);
    expect((await call('GET', `/api/units/${unitTwo}`, superAdmin)).json().districtIds).toEqual([
      p2.districtId,
    ]);
  });

  it('allows the same place at another depth, and refuses a fourth level naming parentId', async () => {
    deep = await createUnit({
      name: { bn: 'হল', en: 'Hall' },
      parentId: unitOne,
      upazilaIds: [p1.upazilaId],
    });
    expect((await call('GET', `/api/units/${deep}`, superAdmin)).json().depth).toBe(3);
    const res = await call('POST', '/api/units', superAdmin, {
      name: { bn: 'চার', en: 'Four' },
      parentId: deep,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'parentId', code: 'UNIT_TOO_DEEP' });
  });

  it('refuses a place id that names no place, naming the field', async () => {
    const res = await call('POST', '/api/units', superAdmin, {
      name: { bn: 'ক', en: 'K' },
      parentId: zone,
      districtIds: [999999],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'districtIds', code: 'UNIT_PLACE_NOT_FOUND' });
  });

  it('routes a registration to the unit covering its deepest place, and none to the queue', async () => {
    // p1: its upazila is the Hall's (depth 3), its district Unit One's: the upazila wins.
    expect(await registerAt(p1)).toBe(deep);
    // p2: Unit Two's district.
    expect(await registerAt(p2)).toBe(unitTwo);
    expect(await requestAt(p2)).toBe(unitTwo);
    // p3: no unit covers it (the first unit covers no place): the federation's queue.
    expect(await registerAt(p3)).toBeNull();
    // Only a division given: the zone.
    expect(await unitForPlace(t.db, { divisionId: p1.divisionId })).toBe(zone);
    expect(await unitForPlace(t.db, { divisionId: p1.divisionId, districtId: p1.districtId })).toBe(
      unitOne,
    );
    const counted = (await call('GET', `/api/units/${unitTwo}`, superAdmin)).json();
    expect(counted.donorCount).toBe(1);
  });

  it('shows anyone the unit of a picked place by name and number only, fresh after a change', async () => {
    const publicUnit = (query: string) => call('GET', `/api/unit-of-place?${query}`, null);
    const two = await publicUnit(`districtId=${p2.districtId}`);
    expect(two.statusCode, two.body).toBe(200);
    expect(two.headers['cache-control']).toBe('public, no-cache');
    expect(two.json()).toEqual({ unit: { name: { bn: 'ইউনিট দুই', en: 'Unit Two' }, phone: null } });
    // The division too: the unit of the district, not the zone above it.
    const one = await publicUnit(`divisionId=${p1.divisionId}&districtId=${p1.districtId}`);
    expect(one.json().unit.name.en).toBe('Unit One');
    // No unit covers p3: nothing to show.
    expect((await publicUnit(`districtId=${p3.districtId}`)).json()).toEqual({ unit: null });
    // A changed number shows at once (the public cache is cleared by every unit change).
    const patched = await call('PATCH', `/api/units/${unitTwo}`, superAdmin, {
      phone: '01711-222333',
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect((await publicUnit(`districtId=${p2.districtId}`)).json().unit.phone).toBe('01711222333');
    // Bad input names the field.
    const bad = await publicUnit('districtId=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('districtId');
    expect((await publicUnit('')).statusCode).toBe(400);
  });

  it('adds, changes and removes members; a plain user becomes an admin, audited', async () => {
    const put = await call('PUT', `/api/units/${unitOne}/members`, superAdmin, {
      email: adminOne.email.toUpperCase(),
      role: 'admin',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ userId: adminOne.id, role: 'admin', promoted: false });

    const volunteer = await createUser(t);
    const added = await call('PUT', `/api/units/${unitOne}/members`, superAdmin, {
      email: volunteer.email,
      role: 'volunteer',
    });
    expect(added.json()).toEqual({ userId: volunteer.id, role: 'volunteer', promoted: true });
    const [account] = await t.db.select().from(users).where(eq(users.id, volunteer.id));
    expect(account!.role).toBe('admin');
    const roleEvents = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'roleChange'), eq(auditEvents.targetId, volunteer.email)));
    expect(roleEvents.map((e) => e.changes)).toEqual([{ role: { from: 'user', to: 'admin' } }]);

    const members = await call('GET', `/api/units/${unitOne}/members`, superAdmin);
    expect(members.statusCode).toBe(200);
    expect(members.json().members).toEqual([
      { userId: adminOne.id, name: adminOne.name, email: adminOne.email, role: 'admin' },
      { userId: volunteer.id, name: volunteer.name, email: volunteer.email, role: 'volunteer' },
    ]);

    const changed = await call('PUT', `/api/units/${unitOne}/members`, superAdmin, {
      email: volunteer.email,
      role: 'admin',
    });
    expect(changed.json()).toEqual({ userId: volunteer.id, role: 'admin', promoted: false });
    const removed = await call(
      'DELETE',
      `/api/units/${unitOne}/members/${volunteer.id}`,
      superAdmin,
    );
    expect(removed.json()).toEqual({ deletedCount: 1 });
    const again = await call('DELETE', `/api/units/${unitOne}/members/${volunteer.id}`, superAdmin);
    expect(again.json()).toEqual({ deletedCount: 0 });
    const actions = await t.db
      .select({ action: auditEvents.action, changes: auditEvents.changes })
      .from(auditEvents)
      .where(eq(auditEvents.targetId, unitOne))
      .orderBy(auditEvents.at);
    expect(actions.filter((e) => e.action !== 'create')).toEqual([
      { action: 'addMember', changes: { email: adminOne.email, role: 'admin' } },
      { action: 'addMember', changes: { email: volunteer.email, role: 'volunteer' } },
      {
        action: 'changeMemberRole',
        changes: { email: volunteer.email, role: { from: 'volunteer', to: 'admin' } },
      },
      { action: 'removeMember', changes: { email: volunteer.email, role: 'admin' } },
    ]);
    expect((await call('GET', `/api/units/${unitOne}`, superAdmin)).json().memberCount).toBe(1);
  });

  it('answers 404 naming the email when no account has it', async () => {
    const res = await call('PUT', `/api/units/${unitOne}/members`, superAdmin, {
      email: 'nobody-here@example.com',
      role: 'admin',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().field).toBe('email');
    expect(res.json().message).toContain('nobody-here@example.com');
  });

  it('shows an admin their unit and those below it, and nothing else (404)', async () => {
    const seen = (await call('GET', '/api/units', adminOne)).json();
    expect(seen.units.map((u: { id: string }) => u.id)).toEqual([unitOne, deep]);
    expect(seen.mine).toEqual([{ unitId: unitOne, role: 'admin' }]);
    expect((await call('GET', `/api/units/${unitTwo}`, adminOne)).statusCode).toBe(404);
    expect((await call('GET', `/api/units/${zone}`, adminOne)).statusCode).toBe(404);
    expect((await call('GET', `/api/units/${unitOne}/members`, outsider)).statusCode).toBe(404);
    const patch = await call('PATCH', `/api/units/${unitTwo}`, adminOne, { phone: null });
    expect(patch.statusCode).toBe(404);
    const member = await call('PUT', `/api/units/${unitTwo}/members`, adminOne, {
      email: outsider.email,
      role: 'admin',
    });
    expect(member.statusCode).toBe(404);
    const below = await call('POST', '/api/units', adminOne, {
      name: { bn: 'ক', en: 'K' },
      parentId: unitTwo,
    });
    expect(below.statusCode).toBe(404);
    expect(below.json()).toMatchObject({ field: 'parentId', code: 'UNIT_PARENT_NOT_FOUND' });
  });

  it('lets an admin change their unit and add units below it, but archive only those below', async () => {
    const patch = await call('PATCH', `/api/units/${unitOne}`, adminOne, {
      name: { bn: 'ইউনিট ১', en: 'Unit 1' },
      phone: '01811000000',
    });
    expect(patch.json()).toEqual({ modifiedCount: 1 });
    const unchanged = await call('PATCH', `/api/units/${unitOne}`, adminOne, {
      phone: '01811000000',
    });
    expect(unchanged.json()).toEqual({ modifiedCount: 0 });
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'update'), eq(auditEvents.targetId, unitOne)));
    expect(event?.changes).toEqual({
      nameBn: { from: 'ইউনিট এক', to: 'ইউনিট ১' },
      nameEn: { from: 'Unit One', to: 'Unit 1' },
      phone: { from: null, to: '01811000000' },
    });
    const club = await createUnit(
      { name: { bn: 'ক্লাব', en: 'Club' }, parentId: unitOne },
      adminOne,
    );
    expect((await call('DELETE', `/api/units/${unitOne}`, adminOne)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/units/${club}`, adminOne)).json()).toEqual({
      modifiedCount: 1,
    });
  });

  it('archives (never deletes), refusing a unit with live units below it', async () => {
    const refused = await call('DELETE', `/api/units/${zone}`, superAdmin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('UNIT_HAS_CHILDREN');
    expect(refused.json().message).toContain('Zone North');

    expect((await call('DELETE', `/api/units/${unitTwo}`, superAdmin)).json()).toEqual({
      modifiedCount: 1,
    });
    expect((await call('DELETE', `/api/units/${unitTwo}`, superAdmin)).json()).toEqual({
      modifiedCount: 0,
    });
    const [row] = await t.db.select().from(units).where(eq(units.id, unitTwo));
    expect(row!.archivedAt).not.toBeNull();
    expect(row!.archivedBy).toBe(superAdmin.id);
    expect((await call('GET', `/api/units/${unitTwo}`, superAdmin)).json()).toMatchObject({
      archived: true,
      donorCount: 1,
    });
    // An archived unit takes no change, and no longer receives registrations.
    const patch = await call('PATCH', `/api/units/${unitTwo}`, superAdmin, { phone: null });
    expect(patch.statusCode).toBe(409);
    expect(await registerAt(p2)).toBeNull();
    // Its places are free again for another unit of its depth.
    await createUnit({
      name: { bn: 'নতুন', en: 'New Two' },
      parentId: zone,
      districtIds: [p2.districtId],
    });
  });
});
