import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { ArchivePage } from '../../../common/schemas/archive.ts';
import {
  auditEvents,
  bloodRequests,
  contacts,
  donations,
  donors,
  images,
} from '../../db/schema.ts';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { loginCallers, type TestUser } from '../../test/auth.ts';
import { requestsTo } from '../../test/requests.ts';
import { buildDonor, nextPhone, places, type Place } from '../../test/factories.ts';
import { purgeArchive } from '../../domain/archive.ts';
import { failAuditOf } from '../../test/audit-failure.ts';

const DAY = 86_400_000;
let t: TestApp;
let admin: TestUser;
let superAdmin: TestUser;
let here: Place;

beforeAll(async () => {
  t = await startTestApp();
  ({ admin, superAdmin } = await loginCallers(t));
  [here] = (await places(t.db, 1)) as [Place];
});
afterAll(() => t.close());
const { del } = requestsTo(() => t);

const get = (url: string, who: TestUser = admin) => t.inject({ url, headers: who.headers });
const restore = (kind: string, id: string, who: TestUser = superAdmin) =>
  t.inject({
    method: 'POST',
    url: `/api/archive/${kind}/${id}/restore`,
    headers: who.headers,
    payload: {},
  });
const archivePage = async (kind: string) => {
  const res = await get(`/api/archive?kind=${kind}&limit=100`, superAdmin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ArchivePage;
};

async function newRequest(patientName: string, status: 'incomplete' | 'done' = 'incomplete') {
  const [row] = await t.db
    .insert(bloodRequests)
    .values({
      patientName,
      bloodGroup: 'aPositive',
      neededAt: new Date(),
      quantity: '1',
      place: 'হাসপাতাল',
      phone1: '01711111111',
      status,
      completedAt: status === 'done' ? new Date() : null,
    })
    .returning();
  return row!;
}

async function newContact(name: string) {
  const [image] = await t.db
    .insert(images)
    .values({ contentType: 'image/png', bytes: Buffer.from([1, 2, 3]) })
    .returning();
  const [row] = await t.db
    .insert(contacts)
    .values({ name, phone1: '01722222222', imageId: image!.id })
    .returning();
  return row!;
}

/** Moves an archived row's archive time back, as if it had been archived `days` ago. */
async function archivedDaysAgo(
  table: typeof donors | typeof bloodRequests | typeof contacts,
  id: string,
  days: number,
) {
  await t.db
    .update(table)
    .set({ archivedAt: new Date(Date.now() - days * DAY) })
    .where(eq(table.id, id));
}

/**
 * Audit events as text without what holds digits by chance: ids are random hex and the test
 * accounts' emails carry the clock's milliseconds, either of which can hold '1990' or '0194'. The
 * personal values are looked for in everything else.
 */
const withoutChance = (events: unknown) =>
  JSON.stringify(events)
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<id>')
    .replace(/"[^"@]+@example\.com"/g, '"<email>"');

describe('deleting archives', () => {
  it('takes a donor out of every list, count, search and the leader board, and keeps its donations', async () => {
    const name = 'আর্কাইভ দাতা';
    const donor = await buildDonor(t.db, here, { name, donationCount: 40 });
    await t.db.insert(donations).values({
      donorId: donor.id,
      donatedAt: new Date(Date.now() - 200 * DAY).toISOString().slice(0, 10),
    });
    const pending = await buildDonor(t.db, here, {
      name: 'আর্কাইভ অপেক্ষমাণ',
      status: 'pending',
      acceptedAt: null,
    });
    const countsBefore = (await get('/api/dashboard/counts')).json();
    const search = `/api/available-donor?donorSearchData=${encodeURIComponent(name)}`;
    expect((await get(search)).json().totalCount).toBe(1);
    expect((await t.inject({ url: '/api/top-donor' })).json()[0].name).toBe(name);

    expect((await del(`/api/donorRequest/${donor.id}`, admin.headers)).json()).toEqual({
      deletedCount: 1,
    });
    expect((await del(`/api/donorRequest/${pending.id}`, admin.headers)).json()).toEqual({
      deletedCount: 1,
    });
    // A second delete finds nothing live.
    expect((await del(`/api/donorRequest/${donor.id}`, admin.headers)).json()).toEqual({
      deletedCount: 0,
    });

    expect((await get(search)).json().totalCount).toBe(0);
    expect(
      (await get('/api/verified-donor')).json().map((d: { _id: string }) => d._id),
    ).not.toContain(donor.id);
    expect(
      (await get('/api/donor-request')).json().allDonorRequest.map((d: { _id: string }) => d._id),
    ).not.toContain(pending.id);
    expect(
      (await t.inject({ url: '/api/top-donor' })).json().map((d: { name: string }) => d.name),
    ).not.toContain(name);
    const analytics = (await get('/api/dashboard/analytics')).json();
    expect(analytics.topDonors.map((d: { _id: string }) => d._id)).not.toContain(donor.id);
    expect(analytics.verifiedDonors.total).toBe(0);
    expect((await get('/api/dashboard/counts')).json().pendingDonorRequests).toBe(
      countsBefore.pendingDonorRequests - 1,
    );
    // Edits, donations and Done refuse an archived donor as if it were gone.
    expect(
      (
        await t.inject({
          method: 'PATCH',
          url: `/api/donationCount/${donor.id}`,
          headers: admin.headers,
          payload: { note: 0 },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.inject({
          method: 'PATCH',
          url: `/api/handleAvailability/${donor.id}`,
          headers: admin.headers,
          payload: {},
        })
      ).statusCode,
    ).toBe(404);

    const [row] = await t.db.select().from(donors).where(eq(donors.id, donor.id));
    expect(row!.archivedAt).toBeInstanceOf(Date);
    expect(row!.archivedBy).toBe(admin.id);
    expect(await t.db.select().from(donations).where(eq(donations.donorId, donor.id))).toHaveLength(
      41,
    );
  });

  it('takes a blood request out of both lists, the badge and the analytics', async () => {
    const open = await newRequest('আর্কাইভ রোগী');
    const done = await newRequest('আর্কাইভ সম্পন্ন', 'done');
    const badge = (await get('/api/dashboard/counts')).json().incompleteBloodRequests;
    for (const r of [open, done]) {
      expect((await del(`/api/deleteBloodRequest/${r.id}`, admin.headers)).json()).toEqual({
        deletedCount: 1,
      });
    }
    const ids = (list: { _id: string }[]) => list.map((r) => r._id);
    expect(
      ids((await get('/api/incomplete-blood-request?limit=100')).json().incompleteBloodRequestList),
    ).not.toContain(open.id);
    expect(
      ids((await get('/api/complete-blood-request?limit=100')).json().completeBloodRequestList),
    ).not.toContain(done.id);
    expect((await get('/api/dashboard/counts')).json().incompleteBloodRequests).toBe(badge - 1);
    expect(ids((await get('/api/dashboard/analytics')).json().recentBloodDonations)).not.toContain(
      done.id,
    );
    // Done on an archived request finds nothing.
    const doneAgain = await t.inject({
      method: 'PATCH',
      url: `/api/blood-request-status/${open.id}`,
      headers: admin.headers,
      payload: { status: 'done' },
    });
    expect(doneAgain.statusCode).toBe(404);
  });

  it('takes a contact off the public cards and the dashboard, and stops serving its picture', async () => {
    const contact = await newContact('আর্কাইভ যোগাযোগ');
    expect((await t.inject({ url: `/api/images/${contact.imageId}` })).statusCode).toBe(200);
    expect((await del(`/api/delete-contact/${contact.id}`, superAdmin.headers)).json()).toEqual({
      deletedCount: 1,
    });
    expect(
      (await t.inject({ url: '/api/contacts' })).json().contacts.map((c: { _id: string }) => c._id),
    ).not.toContain(contact.id);
    expect(
      (await get('/api/contacts/dashboard')).json().map((c: { _id: string }) => c._id),
    ).not.toContain(contact.id);
    expect((await t.inject({ url: `/api/images/${contact.imageId}` })).statusCode).toBe(404);
  });
});

describe('GET /api/archive and restore', () => {
  it('lists each kind newest archived first, with who archived it and until when it can come back', async () => {
    const first = await newRequest('প্রথম আর্কাইভ');
    const second = await newRequest('দ্বিতীয় আর্কাইভ');
    await del(`/api/deleteBloodRequest/${first.id}`, admin.headers);
    await del(`/api/deleteBloodRequest/${second.id}`, superAdmin.headers);
    // Explicit times rather than a pause between the two: the first was archived a day earlier.
    await archivedDaysAgo(bloodRequests, first.id, 1);
    const page = await archivePage('bloodRequest');
    const labels = page.items.map((i) => i.label);
    expect(labels.indexOf('দ্বিতীয় আর্কাইভ')).toBeLessThan(labels.indexOf('প্রথম আর্কাইভ'));
    const item = page.items.find((i) => i._id === first.id)!;
    expect(item).toMatchObject({
      kind: 'bloodRequest',
      label: 'প্রথম আর্কাইভ',
      archivedBy: admin.email,
    });
    expect(Date.parse(item.restorableUntil) - Date.parse(item.archivedAt)).toBe(30 * DAY);
    expect(page.totalCount).toBe(page.items.length);
    // Nothing live is in the archive; the donor archive holds donors only.
    expect((await archivePage('contact')).items.every((i) => i.kind === 'contact')).toBe(true);
    const paged = (
      await get('/api/archive?kind=bloodRequest&limit=1&pageNumber=1', superAdmin)
    ).json() as ArchivePage;
    expect(paged.items).toHaveLength(1);
    expect(paged.pageCount).toBe(page.totalCount);
  });

  it('restores within 30 days: the row is back in its list and out of the archive', async () => {
    const request = await newRequest('ফেরত রোগী');
    await del(`/api/deleteBloodRequest/${request.id}`, admin.headers);
    await archivedDaysAgo(bloodRequests, request.id, 29);
    expect((await restore('bloodRequest', request.id)).json()).toEqual({ restored: true });
    const list = (await get('/api/incomplete-blood-request?limit=100')).json()
      .incompleteBloodRequestList;
    expect(list.map((r: { _id: string }) => r._id)).toContain(request.id);
    expect((await archivePage('bloodRequest')).items.map((i) => i._id)).not.toContain(request.id);
    // A live row cannot be restored again.
    expect((await restore('bloodRequest', request.id)).statusCode).toBe(404);

    const donor = await buildDonor(t.db, here, { name: 'ফেরত দাতা' });
    await del(`/api/donorRequest/${donor.id}`, admin.headers);
    expect((await restore('donor', donor.id)).json()).toEqual({ restored: true });
    expect(
      (await get(`/api/available-donor?donorSearchData=${encodeURIComponent('ফেরত দাতা')}`)).json()
        .totalCount,
    ).toBe(1);

    const contact = await newContact('ফেরত যোগাযোগ');
    await del(`/api/delete-contact/${contact.id}`, superAdmin.headers);
    expect((await restore('contact', contact.id)).json()).toEqual({ restored: true });
    expect((await t.inject({ url: `/api/images/${contact.imageId}` })).statusCode).toBe(200);
  });

  it('refuses a restore after 30 days with 409 and a clear message', async () => {
    const request = await newRequest('পুরনো রোগী');
    await del(`/api/deleteBloodRequest/${request.id}`, admin.headers);
    await archivedDaysAgo(bloodRequests, request.id, 31);
    const res = await restore('bloodRequest', request.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Archived more than 30 days ago; it can no longer be restored');
  });

  it("lets an archived donor's phone register again, and then refuses to restore the old donor", async () => {
    const phone = nextPhone();
    const old = await buildDonor(t.db, here, { phone1: phone, name: 'পুরনো নম্বর' });
    await del(`/api/donorRequest/${old.id}`, admin.headers);
    const again = await t.inject({
      method: 'POST',
      url: '/api/donor-request',
      payload: {
        name: 'নতুন নিবন্ধন',
        bloodGroup: 'oPositive',
        age: '1995-05-20',
        number1: phone,
        gender: 'পুরুষ',
        division: String(here.divisionId),
        district: String(here.districtId),
        upazila: String(here.upazilaId),
        union: String(here.unionId),
        village: 'গ্রাম',
      },
    });
    expect(again.statusCode, again.body).toBe(201);
    const res = await restore('donor', old.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "Another donor now has this donor's phone number; it cannot be restored",
    );
  });

  it('validates the kind, the id and the page', async () => {
    expect((await get('/api/archive?kind=user', superAdmin)).json().field).toBe('kind');
    expect((await get('/api/archive?kind=donor&limit=0', superAdmin)).json().field).toBe('limit');
    const badKind = await restore('user', '00000000-0000-4000-8000-000000000000');
    expect([badKind.statusCode, badKind.json().field]).toEqual([400, 'kind']);
    const badId = await restore('donor', 'nope');
    expect([badId.statusCode, badId.json().field]).toEqual([400, 'id']);
    expect((await restore('donor', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('the purge job', () => {
  it('removes what is past the restore window, keeps donors with history as emptied rows, and leaves the rest', async () => {
    const oldRequest = await newRequest('পার্জ রোগী');
    const recentRequest = await newRequest('সাম্প্রতিক রোগী');
    const oldContact = await newContact('পার্জ যোগাযোগ');
    const plainDonor = await buildDonor(t.db, here, { name: 'পার্জ দাতা' });
    const historyDonor = await buildDonor(t.db, here, { name: 'ইতিহাস দাতা', phone2: nextPhone() });
    await t.db.insert(donations).values({
      donorId: historyDonor.id,
      donatedAt: new Date(Date.now() - 100 * DAY).toISOString().slice(0, 10),
    });
    for (const [url, who] of [
      [`/api/deleteBloodRequest/${oldRequest.id}`, admin],
      [`/api/deleteBloodRequest/${recentRequest.id}`, admin],
      [`/api/delete-contact/${oldContact.id}`, superAdmin],
      [`/api/donorRequest/${plainDonor.id}`, admin],
      [`/api/donorRequest/${historyDonor.id}`, admin],
    ] as const) {
      expect((await del(url, who.headers)).json()).toEqual({ deletedCount: 1 });
    }
    await archivedDaysAgo(bloodRequests, oldRequest.id, 31);
    await archivedDaysAgo(bloodRequests, recentRequest.id, 29);
    await archivedDaysAgo(contacts, oldContact.id, 40);
    await archivedDaysAgo(donors, plainDonor.id, 31);
    await archivedDaysAgo(donors, historyDonor.id, 31);

    const purged = await purgeArchive(t.db, new Date());
    // The request archived 31 days ago in the test above goes too.
    expect(purged).toEqual({
      bloodRequests: 2,
      contacts: 1,
      patients: 0,
      donorsDeleted: 1,
      donorsEmptied: 1,
    });

    const byId = async (
      table: typeof donors | typeof bloodRequests | typeof contacts,
      id: string,
    ) => (await t.db.select({ id: table.id }).from(table).where(eq(table.id, id))).length;
    expect(await byId(bloodRequests, oldRequest.id)).toBe(0);
    expect(await byId(bloodRequests, recentRequest.id)).toBe(1);
    expect(await byId(contacts, oldContact.id)).toBe(0);
    expect(await t.db.select().from(images).where(eq(images.id, oldContact.imageId!))).toHaveLength(
      0,
    );
    expect(await byId(donors, plainDonor.id)).toBe(0);
    const [kept] = await t.db.select().from(donors).where(eq(donors.id, historyDonor.id));
    expect(kept).toMatchObject({
      name: '',
      phone1: '',
      phone2: null,
      village: '',
      bloodGroup: 'oPositive',
    });
    expect(
      await t.db.select().from(donations).where(eq(donations.donorId, historyDonor.id)),
    ).toHaveLength(1);
    // The emptied row is no longer offered on the archive screen.
    expect((await archivePage('donor')).items.map((i) => i._id)).not.toContain(historyDonor.id);

    // Running it again changes nothing.
    expect(await purgeArchive(t.db, new Date())).toEqual({
      bloodRequests: 0,
      contacts: 0,
      patients: 0,
      donorsDeleted: 0,
      donorsEmptied: 0,
    });
  });
});

describe('the purge and the audit trail', () => {
  const PERSONAL = ['name', 'age', 'birthDate', 'number1', 'number2', 'phone1', 'village', 'note'];
  const eventsOf = (id: string) =>
    t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.target, 'donor'), eq(auditEvents.targetId, id)));

  it("keeps what was done to a purged donor, when and by whom, but not the donor's name, phone or birth date", async () => {
    const gone = await buildDonor(t.db, here, { name: 'মুছে যাওয়া দাতা' });
    const emptied = await buildDonor(t.db, here, { name: 'খালি দাতা' });
    await t.db.insert(donations).values({ donorId: emptied.id, donatedAt: '2025-01-01' });
    const stays = await buildDonor(t.db, here, { name: 'থাকা দাতা' });
    // A real event, through the API, and events in both shapes of `changes` (plain values, and
    // [before, after] pairs).
    const edit = await t.inject({
      method: 'PATCH',
      url: `/api/donorInfo/${gone.id}`,
      headers: admin.headers,
      payload: {
        name: 'নতুন নাম',
        bloodGroup: 'abNegative',
        gender: 'মহিলা',
        number1: nextPhone(),
        donationCount: '0',
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    for (const donor of [gone, emptied, stays]) {
      await t.db.insert(auditEvents).values([
        {
          actorId: admin.id,
          actorEmail: admin.email,
          action: 'create',
          target: 'donor',
          targetId: donor.id,
          changes: {
            name: 'কেউ',
            age: '1990-01-01',
            number1: '01711111111',
            bloodGroup: 'A+',
            village: 'গ্রাম',
          },
        },
        {
          actorId: admin.id,
          actorEmail: admin.email,
          action: 'update',
          target: 'donor',
          targetId: donor.id,
          changes: {
            name: ['কেউ', 'অন্য'],
            phone1: ['01711111111', '01811111111'],
            status: ['pending', 'verified'],
          },
        },
        {
          actorId: admin.id,
          actorEmail: admin.email,
          action: 'recordCall',
          target: 'donor',
          targetId: donor.id,
          changes: { outcome: 'declined', note: 'ভাই বলেছে পরে' },
        },
      ]);
    }
    const before = await eventsOf(gone.id);
    expect(before.length).toBe(4);

    for (const donor of [gone, emptied]) {
      expect((await del(`/api/donorRequest/${donor.id}`, admin.headers)).statusCode).toBe(200);
      await archivedDaysAgo(donors, donor.id, 31);
    }
    const purged = await purgeArchive(t.db, new Date());
    expect(purged).toMatchObject({ donorsDeleted: 1, donorsEmptied: 1 });

    for (const donor of [gone, emptied]) {
      const after = await eventsOf(donor.id);
      // Every event is still there: what, when, by whom.
      expect(after.length).toBeGreaterThanOrEqual(4);
      // ...and one more: the purge, by the system, naming nobody.
      expect(after.filter((e) => e.action === 'purge')).toHaveLength(1);
      for (const event of after.filter((e) => e.action !== 'purge')) {
        expect(event.actorEmail).toBe(admin.email);
        expect(event.at).toBeInstanceOf(Date);
        const keys = Object.keys((event.changes ?? {}) as object);
        expect(
          keys.filter((k) => PERSONAL.includes(k)),
          `${event.action}: ${keys.join(', ')}`,
        ).toEqual([]);
      }
      const text = withoutChance(after);
      expect(text).not.toMatch(/কেউ|অন্য|0171|0181|1990|গ্রাম|ভাই/);
      const update = after.find(
        (e) => e.action === 'update' && JSON.stringify(e.changes).includes('pending'),
      );
      expect(update?.changes).toEqual({ status: ['pending', 'verified'] });
      expect(after.find((e) => e.action === 'recordCall')?.changes).toEqual({
        outcome: 'declined',
      });
      expect(after.find((e) => e.action === 'archive')).toBeDefined();
    }
    // A donor that was not purged keeps everything.
    const kept = await eventsOf(stays.id);
    expect(JSON.stringify(kept)).toContain('01711111111');
    expect(JSON.stringify(kept)).toContain('ভাই বলেছে পরে');
  });

  it("keeps what was done to a purged blood request or contact, but not the patient's or the contact's details", async () => {
    // A request from the public form, and a contact edited through the API: real events.
    const asked = await t.inject({
      method: 'POST',
      url: '/api/blood-request',
      remoteAddress: '10.9.0.1',
      payload: {
        patient_name: 'পার্জ রোগিণী',
        requested_bloodGroup: 'oPositive',
        date: new Date(Date.now() + DAY).toISOString(),
        blood_quantity: '2',
        hemoglobin: '৬.৫',
        patient_problem: 'থ্যালাসেমিয়া',
        donation_place: 'পার্জ হাসপাতাল',
        number1: '01733344455',
        number2: '01833344455',
      },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const requestId = asked.json().insertedId as string;
    const contact = await newContact('পার্জ সহায়ক');
    const edit = await t.inject({
      method: 'PATCH',
      url: `/api/contact/${contact.id}`,
      headers: superAdmin.headers,
      payload: { name: 'পার্জ সহায়ক দুই', number1: '01944455566', number2: '01644455566' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const cancel = await t.inject({
      method: 'POST',
      url: `/api/blood-request/${requestId}/cancel`,
      headers: admin.headers,
      payload: { reason: 'পার্জ রোগিণী অন্য হাসপাতালে' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const stays = await newRequest('থাকা রোগী');
    await t.db.insert(auditEvents).values({
      actorEmail: admin.email,
      action: 'create',
      target: 'bloodRequest',
      targetId: stays.id,
      changes: { patientName: 'থাকা রোগী', phone1: '01711111111' },
    });
    const personal = /পার্জ|থ্যালাসেমিয়া|৬\.৫|0173|0183|0194|0164/;
    const eventsAbout = (target: string, id: string) =>
      t.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.target, target), eq(auditEvents.targetId, id)));
    expect(JSON.stringify(await eventsAbout('bloodRequest', requestId))).toMatch(personal);
    expect(JSON.stringify(await eventsAbout('contact', contact.id))).toMatch(personal);

    expect((await del(`/api/deleteBloodRequest/${requestId}`, admin.headers)).statusCode).toBe(200);
    expect((await del(`/api/delete-contact/${contact.id}`, superAdmin.headers)).statusCode).toBe(
      200,
    );
    await archivedDaysAgo(bloodRequests, requestId, 31);
    await archivedDaysAgo(contacts, contact.id, 31);

    // A purge whose events cannot be written purges nothing.
    const restoreAudit = await failAuditOf(t.db, 'purge');
    await expect(purgeArchive(t.db, new Date())).rejects.toThrow();
    await restoreAudit();
    expect(
      await t.db.select().from(bloodRequests).where(eq(bloodRequests.id, requestId)),
    ).toHaveLength(1);

    const purged = await purgeArchive(t.db, new Date());
    expect(purged).toMatchObject({ bloodRequests: 1, contacts: 1 });
    for (const [target, id, actions] of [
      // The public form also queues the requester's SMS (its delivery event comes when the worker sends it).
      ['bloodRequest', requestId, ['create', 'requesterSmsQueued', 'cancel', 'archive', 'purge']],
      ['contact', contact.id, ['update', 'archive', 'purge']],
    ] as const) {
      const after = await eventsAbout(target, id);
      // Every event is still there, and the purge itself is one more, by the system.
      const delivery = ['requesterSmsSent', 'requesterSmsFailed'];
      expect(
        after
          .map((e) => e.action)
          .filter((action) => !delivery.includes(action))
          .sort(),
      ).toEqual([...actions].sort());
      expect(after.find((e) => e.action === 'purge')).toMatchObject({
        actorId: null,
        actorEmail: null,
        changes: null,
      });
      expect(withoutChance(after), target).not.toMatch(personal);
    }
    const [created] = (await eventsAbout('bloodRequest', requestId)).filter(
      (e) => e.action === 'create',
    );
    expect(created?.changes).toMatchObject({ bloodGroup: 'oPositive', quantity: '2' });
    // A request that was not purged keeps everything.
    expect(JSON.stringify(await eventsAbout('bloodRequest', stays.id))).toContain('01711111111');
  });

  /** The database refused the statement with the append-only trigger's message. */
  const refused = async (statement: PromiseLike<unknown>) => {
    const error = await Promise.resolve(statement).then(
      () => null,
      (e: unknown) => e as Error & { cause?: Error },
    );
    expect(`${error?.message} ${error?.cause?.message}`).toMatch(/append-only/);
  };

  it('the trail stays append-only otherwise', async () => {
    const donor = await buildDonor(t.db, here, { name: 'সাক্ষী দাতা' });
    await t.db.insert(auditEvents).values({
      actorEmail: admin.email,
      action: 'create',
      target: 'donor',
      targetId: donor.id,
      changes: { name: 'সাক্ষী', bloodGroup: 'A+' },
    });
    const scrub = () =>
      t.db
        .update(auditEvents)
        .set({ changes: sql`audit_events_scrubbed(${auditEvents.changes})` })
        .where(eq(auditEvents.targetId, donor.id));
    // Not while the donor is in the lists, nor while it is archived but restorable.
    await refused(scrub());
    await archivedDaysAgo(donors, donor.id, 2);
    await refused(scrub());
    // Purged: the personal values may go, but nothing else may change, and nothing is deleted.
    await purgeArchive(t.db, new Date(Date.now() + 40 * DAY));
    await refused(
      t.db.update(auditEvents).set({ action: 'verify' }).where(eq(auditEvents.targetId, donor.id)),
    );
    await refused(
      t.db
        .update(auditEvents)
        .set({ changes: sql`'{}'::jsonb` })
        .where(eq(auditEvents.targetId, donor.id)),
    );
    await refused(t.db.delete(auditEvents).where(eq(auditEvents.targetId, donor.id)));
    const [event] = await eventsOf(donor.id);
    expect(event?.changes).toEqual({ bloodGroup: 'A+' });
  });
});
