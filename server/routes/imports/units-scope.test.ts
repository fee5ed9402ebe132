import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ImportPreview } from '../../../common/schemas/imports.ts';
import { auditEvents, donors, importJobs } from '../../db/schema.ts';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { createUser, loginAs, type TestUser } from '../../test/auth.ts';
import { buildDonor, nextPhone, places, type Place } from '../../test/factories.ts';
import { postImport, toCsv } from '../../test/import-fixtures.ts';
import { addMember, makeUnit } from '../../test/scope-fixtures.ts';

/**
 * Imports in a federation (docs/decisions/056-units.md): the donors go into the importer's unit
 * (the one they name, among the units they see; the only one they see otherwise); the job and its
 * progress are that unit's; a number that is already another unit's donor is named with the unit
 * and never becomes a second donor nor is filled in from the row. As anonymous, user, admin, super
 * admin, owner and the admin of another unit. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
let t: TestApp;
let here: Place;
let unitA: string;
let unitB: string;
let zone: string;
let college: string;
let adminA: TestUser;
let adminB: TestUser;
let zoneAdmin: TestUser;
let superAdmin: TestUser;
let owner: TestUser;
let user: TestUser;
let donorB: typeof donors.$inferSelect;
let donorA: typeof donors.$inferSelect;

const HEADERS = ['Name', 'Blood Group', 'Mobile', 'Mobile 2'];
const sheet = (...rows: string[][]) => toCsv([HEADERS, ...rows]);
const get = (who: TestUser | null, url: string) =>
  t.inject({ method: 'GET', url, headers: who?.headers ?? {} });

beforeAll(async () => {
  t = await startTestApp({ IMPORT_WORKER: 'false' });
  [here] = (await places(t.db, 1)) as [Place];
  unitA = await makeUnit(t.db, { bn: 'ঢাকা ইউনিট', en: 'Dhaka unit' });
  unitB = await makeUnit(t.db, { bn: 'খুলনা ইউনিট', en: 'Khulna unit' });
  zone = await makeUnit(t.db, { bn: 'চট্টগ্রাম অঞ্চল', en: 'Chattogram zone' });
  college = await makeUnit(t.db, { bn: 'কলেজ', en: 'College' }, { id: zone, depth: 1 });
  adminA = await createUser(t, { role: 'admin' });
  adminB = await createUser(t, { role: 'admin' });
  zoneAdmin = await createUser(t, { role: 'admin' });
  user = await createUser(t, { role: 'user' });
  superAdmin = await loginAs(t, 'superAdmin');
  owner = await loginAs(t, 'owner');
  await addMember(t.db, unitA, adminA.id);
  await addMember(t.db, unitB, adminB.id);
  await addMember(t.db, zone, zoneAdmin.id);
  donorA = await buildDonor(t.db, here, { name: 'ঢাকার দাতা', unitId: unitA });
  donorB = await buildDonor(t.db, here, { name: 'খুলনার দাতা', unitId: unitB });
});
afterAll(() => t.close());

describe("an import goes into the importer's unit", () => {
  it("an admin of one unit imports into it without naming it; the job is that unit's", async () => {
    const phone = nextPhone();
    const res = await postImport(t, adminA, 'confirm', sheet(['নতুন দাতা', 'B+', phone, '']));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ created: 1 });
    const [made] = await t.db.select().from(donors).where(eq(donors.phone1, phone));
    expect(made!.unitId).toBe(unitA);
    const { jobId } = res.json() as { jobId: string };
    const [job] = await t.db.select().from(importJobs).where(eq(importJobs.id, jobId));
    expect(job!.unitId).toBe(unitA);
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'import'), sql`${auditEvents.changes}->>'jobId' = ${jobId}`),
      );
    expect(event).toMatchObject({ actorId: adminA.id, changes: { created: 1, unitId: unitA } });

    // The job is A's: its admin, a super admin and the owner read it; B's admin does not.
    expect((await get(adminA, `/api/import/jobs/${jobId}`)).statusCode).toBe(200);
    expect((await get(superAdmin, `/api/import/jobs/${jobId}`)).statusCode).toBe(200);
    expect((await get(owner, `/api/import/jobs/${jobId}`)).statusCode).toBe(200);
    const other = await get(adminB, `/api/import/jobs/${jobId}`);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain(jobId);
    expect((await get(user, `/api/import/jobs/${jobId}`)).statusCode).toBe(403);
    expect((await get(null, `/api/import/jobs/${jobId}`)).statusCode).toBe(401);
    // The latest job is the caller's units' own.
    expect((await get(adminA, '/api/import/jobs/latest')).json().job.id).toBe(jobId);
    expect((await get(adminB, '/api/import/jobs/latest')).json()).toEqual({ job: null });
    // The donors of the import are A's to invite and follow; for B, the job does not exist.
    const progress = `/api/donors/invitations/progress?importJobId=${jobId}`;
    expect((await get(adminA, progress)).statusCode).toBe(200);
    expect((await get(adminB, progress)).statusCode).toBe(404);
    const invite = await t.inject({
      method: 'POST',
      url: '/api/donors/invitations',
      headers: { ...adminB.headers, origin: 'http://localhost:3000' },
      payload: { importJobId: jobId },
    });
    expect(invite.statusCode, invite.body).toBe(404);
  });

  it('an admin who sees several units names one; a unit they do not see is refused on unitId', async () => {
    const phone = nextPhone();
    const row = sheet(['কলেজের দাতা', 'A+', phone, '']);
    const unnamed = await postImport(t, zoneAdmin, 'confirm', row);
    expect(unnamed.statusCode, unnamed.body).toBe(400);
    expect(unnamed.json()).toMatchObject({ field: 'options.unitId', code: 'IMPORT_UNIT_REQUIRED' });
    const preview = await postImport(t, zoneAdmin, 'preview', row);
    expect(preview.statusCode).toBe(400);
    for (const [who, unitId] of [
      [zoneAdmin, unitA],
      [adminA, unitB],
      [adminA, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const res = await postImport(t, who, 'confirm', row, 'donors.csv', { unitId });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().field).toBe('options.unitId');
    }
    const bad = await postImport(t, adminA, 'confirm', row, 'donors.csv', {
      unitId: 'nope' as never,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('options.unitId');
    expect(await t.db.select().from(donors).where(eq(donors.phone1, phone))).toEqual([]);

    const named = await postImport(t, zoneAdmin, 'confirm', row, 'donors.csv', {
      unitId: college,
    });
    expect(named.statusCode, named.body).toBe(200);
    const [made] = await t.db.select().from(donors).where(eq(donors.phone1, phone));
    expect(made!.unitId).toBe(college);
  });

  it('a super admin of a federation must name the unit; the owner too', async () => {
    for (const who of [superAdmin, owner]) {
      const phone = nextPhone();
      const row = sheet(['দাতা', 'O+', phone, '']);
      const unnamed = await postImport(t, who, 'confirm', row);
      expect(unnamed.statusCode).toBe(400);
      expect(unnamed.json()).toMatchObject({
        field: 'options.unitId',
        code: 'IMPORT_UNIT_REQUIRED',
      });
      const named = await postImport(t, who, 'confirm', row, 'donors.csv', { unitId: unitB });
      expect(named.statusCode, named.body).toBe(200);
      const [made] = await t.db.select().from(donors).where(eq(donors.phone1, phone));
      expect(made!.unitId).toBe(unitB);
    }
  });

  it('anonymous is 401 and a user 403 on every import step', async () => {
    const row = sheet(['দাতা', 'O+', nextPhone(), '']);
    for (const step of ['preview', 'confirm', 'errors'] as const) {
      expect((await postImport(t, null, step, row)).statusCode).toBe(401);
      expect((await postImport(t, user, step, row)).statusCode).toBe(403);
    }
  });
});

describe("a number that is already another unit's donor", () => {
  it('is named with the unit in the preview, in the admin’s language; its own unit’s is only registered', async () => {
    const row = sheet(
      ['খুলনার দাতা আবার', 'O+', donorB.phone1, ''],
      ['ঢাকার দাতা আবার', 'O+', donorA.phone1, ''],
    );
    const res = await postImport(t, adminA, 'preview', row);
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json() as ImportPreview;
    expect(preview.counts).toMatchObject({ rows: 2, duplicate: 2, new: 0 });
    const [ofB, ofA] = preview.issues;
    expect(ofB).toMatchObject({
      status: 'duplicate',
      reasons: { number1: 'registeredInUnit' },
      details: { number1: 'খুলনা ইউনিট' },
    });
    expect(ofB!.messages.number1).toBe('This number is already a donor of Khulna unit');
    expect(ofA).toMatchObject({ status: 'duplicate', reasons: { number1: 'registered' } });
    const english = await postImport(t, adminA, 'preview', row, 'donors.csv', { language: 'en' });
    expect((english.json() as ImportPreview).issues[0]!.details).toEqual({
      number1: 'Khulna unit',
    });
    // Nothing of the donor itself comes back: neither their id nor their name in the database.
    expect(res.body).not.toContain(donorB.id);
    expect(res.body).not.toContain('খুলনার দাতা"');
  });

  it('never becomes a second donor, nor is filled in from the row, even when asked to fill', async () => {
    const second = nextPhone();
    const row = sheet(['খুলনার দাতা আবার', 'O+', donorB.phone1, second]);
    const res = await postImport(t, adminA, 'confirm', row, 'donors.csv', {
      duplicates: 'fillEmpty',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ created: 0, updated: 0, skipped: 1 });
    const rows = await t.db
      .select()
      .from(donors)
      .where(inArray(donors.phone1, [donorB.phone1, second]));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: donorB.id, unitId: unitB, phone2: null });

    // B's own admin importing the same row fills their donor's empty second number.
    const own = await postImport(t, adminB, 'confirm', row, 'donors.csv', {
      duplicates: 'fillEmpty',
    });
    expect(own.json()).toMatchObject({ created: 0, updated: 1 });
    const [filled] = await t.db.select().from(donors).where(eq(donors.id, donorB.id));
    expect(filled!.phone2).toBe(second);
  });
});
