import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ArchivePage } from '../../../common/schemas/archive.ts';
import { bloodRequests, contacts, donors, images } from '../../db/schema.ts';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { createUser, loginAs, type TestUser } from '../../test/auth.ts';
import { buildDonor, places, type Place } from '../../test/factories.ts';
import { addMember, makeUnit, requestIn } from '../../test/scope-fixtures.ts';

/**
 * The archive in a federation (docs/decisions/056-units.md): an admin sees and restores the
 * archived donors and requests of the units they see; another unit's answers as missing (404 on
 * restore, absent from the list) and stays archived. Contacts belong to no unit: their archive
 * stays a super admin's. As anonymous, user, admin, super admin, owner and another unit's admin.
 */
let t: TestApp;
let here: Place;
let unitA: string;
let unitB: string;
let adminA: TestUser;
let adminB: TestUser;
let superAdmin: TestUser;
let owner: TestUser;
let user: TestUser;

const send = (who: TestUser | null, method: 'GET' | 'POST', url: string) =>
  t.inject({
    method,
    url,
    headers: { ...(who?.headers ?? {}), origin: 'http://localhost:3000' },
    ...(method === 'POST' ? { payload: {} } : {}),
  });
const list = async (who: TestUser, kind: string) => {
  const res = await send(who, 'GET', `/api/archive?kind=${kind}&limit=100`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ArchivePage;
};
const ids = (page: ArchivePage) => page.items.map((i) => i._id);
const restore = (who: TestUser | null, kind: string, id: string) =>
  send(who, 'POST', `/api/archive/${kind}/${id}/restore`);
const archivedDonor = async (unitId: string | null, name: string) => {
  const d = await buildDonor(t.db, here, { name, unitId, archivedAt: new Date() });
  return d.id;
};
const archivedRequest = async (unitId: string | null, patientName: string) => {
  const id = await requestIn(t.db, unitId, { ...here, patientName });
  await t.db.update(bloodRequests).set({ archivedAt: new Date() }).where(eq(bloodRequests.id, id));
  return id;
};
const archivedContact = async () => {
  const [image] = await t.db
    .insert(images)
    .values({ contentType: 'image/png', bytes: Buffer.from([1, 2, 3]) })
    .returning();
  const [row] = await t.db
    .insert(contacts)
    .values({ name: 'আর্কাইভের যোগাযোগ', phone1: '01722222222', imageId: image!.id })
    .returning();
  await t.db.update(contacts).set({ archivedAt: new Date() }).where(eq(contacts.id, row!.id));
  return row!.id;
};
const isArchived = async (table: typeof donors | typeof bloodRequests, id: string) => {
  const [row] = await t.db.select({ at: table.archivedAt }).from(table).where(eq(table.id, id));
  return row!.at !== null;
};

beforeAll(async () => {
  t = await startTestApp();
  [here] = (await places(t.db, 1)) as [Place];
  unitA = await makeUnit(t.db, { bn: 'ঢাকা ইউনিট', en: 'Dhaka unit' });
  unitB = await makeUnit(t.db, { bn: 'খুলনা ইউনিট', en: 'Khulna unit' });
  adminA = await createUser(t, { role: 'admin' });
  adminB = await createUser(t, { role: 'admin' });
  user = await createUser(t, { role: 'user' });
  superAdmin = await loginAs(t, 'superAdmin');
  owner = await loginAs(t, 'owner');
  await addMember(t.db, unitA, adminA.id);
  await addMember(t.db, unitB, adminB.id);
});
afterAll(() => t.close());

describe('GET /api/archive in a federation', () => {
  it("lists only the archived donors and requests of the admin's units", async () => {
    const donorA = await archivedDonor(unitA, 'ক আর্কাইভ দাতা');
    const donorB = await archivedDonor(unitB, 'খ আর্কাইভ দাতা');
    const requestA = await archivedRequest(unitA, 'ক আর্কাইভ রোগী');
    const requestB = await archivedRequest(unitB, 'খ আর্কাইভ রোগী');

    const donorsA = await list(adminA, 'donor');
    expect(ids(donorsA)).toEqual([donorA]);
    expect(donorsA.totalCount).toBe(1);
    const requestsA = await list(adminA, 'bloodRequest');
    expect(ids(requestsA)).toEqual([requestA]);
    expect(JSON.stringify([donorsA, requestsA])).not.toMatch(/খ আর্কাইভ/);
    expect(ids(await list(adminB, 'donor'))).toEqual([donorB]);
    expect(ids(await list(adminB, 'bloodRequest'))).toEqual([requestB]);
    for (const who of [superAdmin, owner]) {
      expect(ids(await list(who, 'donor'))).toEqual(expect.arrayContaining([donorA, donorB]));
      expect(ids(await list(who, 'bloodRequest'))).toEqual(
        expect.arrayContaining([requestA, requestB]),
      );
    }
  });

  it("keeps the contacts' archive a super admin's; anonymous 401, a user 403", async () => {
    const contact = await archivedContact();
    const refused = await send(adminA, 'GET', '/api/archive?kind=contact');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('SUPER_ADMIN_ONLY_SEE_ARCHIVE');
    expect(ids(await list(superAdmin, 'contact'))).toContain(contact);
    expect((await send(null, 'GET', '/api/archive?kind=donor')).statusCode).toBe(401);
    expect((await send(user, 'GET', '/api/archive?kind=donor')).statusCode).toBe(403);
  });
});

describe('POST /api/archive/{kind}/{id}/restore in a federation', () => {
  it("restores the admin's own unit's donor and request; another unit's answers 404 and stays archived", async () => {
    const donorA = await archivedDonor(unitA, 'ফেরত দাতা ক');
    const donorB = await archivedDonor(unitB, 'ফেরত দাতা খ');
    const requestA = await archivedRequest(unitA, 'ফেরত রোগী ক');
    const requestB = await archivedRequest(unitB, 'ফেরত রোগী খ');

    for (const [kind, id, table] of [
      ['donor', donorB, donors],
      ['bloodRequest', requestB, bloodRequests],
    ] as const) {
      const res = await restore(adminA, kind, id);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.body).not.toContain(id);
      expect(await isArchived(table, id)).toBe(true);
    }
    expect((await restore(adminA, 'donor', donorA)).statusCode).toBe(200);
    expect((await restore(adminA, 'bloodRequest', requestA)).statusCode).toBe(200);
    expect(await isArchived(donors, donorA)).toBe(false);
    expect(await isArchived(bloodRequests, requestA)).toBe(false);
    // B's own admin restores B's donor; a super admin and the owner restore any unit's.
    expect((await restore(adminB, 'donor', donorB)).statusCode).toBe(200);
    expect((await restore(superAdmin, 'bloodRequest', requestB)).statusCode).toBe(200);
    const another = await archivedDonor(unitB, 'মালিক ফেরত দেন');
    expect((await restore(owner, 'donor', another)).statusCode).toBe(200);
  });

  it('a contact is restored by a super admin only; anonymous 401, a user 403', async () => {
    const contact = await archivedContact();
    const refused = await restore(adminA, 'contact', contact);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('SUPER_ADMIN_ONLY_RESTORE');
    const donor = await archivedDonor(unitA, 'অনুমতি ছাড়া');
    expect((await restore(null, 'donor', donor)).statusCode).toBe(401);
    expect((await restore(user, 'donor', donor)).statusCode).toBe(403);
    expect(await isArchived(donors, donor)).toBe(true);
    expect((await restore(superAdmin, 'contact', contact)).statusCode).toBe(200);
  });

  it("the queue's archived donor is a zone admin's, not a unit admin's below it", async () => {
    const queued = await archivedDonor(null, 'সারির আর্কাইভ দাতা');
    const zone = await makeUnit(t.db, { bn: 'অঞ্চল', en: 'Zone' });
    const below = await makeUnit(t.db, { bn: 'কলেজ', en: 'College' }, { id: zone, depth: 1 });
    const zoneAdmin = await createUser(t, { role: 'admin' });
    const unitAdmin = await createUser(t, { role: 'admin' });
    await addMember(t.db, zone, zoneAdmin.id);
    await addMember(t.db, below, unitAdmin.id);
    expect(ids(await list(unitAdmin, 'donor'))).not.toContain(queued);
    expect((await restore(unitAdmin, 'donor', queued)).statusCode).toBe(404);
    expect(ids(await list(zoneAdmin, 'donor'))).toContain(queued);
    expect((await restore(zoneAdmin, 'donor', queued)).statusCode).toBe(200);
  });
});
