import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR } from '../paths.ts';
import { migrationsBefore, openScratch, type Scratch } from '../test/migrations.ts';

/**
 * The matching migration (0007: calls, pledges, request cancel, match indexes) on a database made
 * by 0000-0006 with requests and donations in it: statuses and rows carry over, the new columns
 * start empty, donations already linked to a request count as given. PGlite, and PostgreSQL with
 * TEST_DATABASE_URL.
 */

let scratch: Scratch;
let oldFolder: string;
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await scratch.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  scratch = await openScratch();
  oldFolder = await migrationsBefore(7);
  await scratch.migrate(oldFolder);
  const db = scratch.db;
  await db.execute(sql`insert into divisions values (1, 'Chattagram', 'চট্টগ্রাম')`);
  await db.execute(sql`insert into districts values (1, 1, 'Cox''s Bazar', 'কক্সবাজার')`);
  await db.execute(sql`insert into upazilas values (1, 1, 'Ukhia', 'উখিয়া')`);
  await db.execute(
    sql`insert into unions (id, upazila_id, name, bn_name) values (1, 1, 'Palong', 'পালং')`,
  );
  await db.execute(sql`insert into blood_requests (id, patient_name, blood_group, needed_at, quantity, place, phone1, status, union_id, upazila_id, district_id, division_id)
    values ('11111111-1111-4111-8111-111111111111', 'রোগী এক', 'bNegative', now(), '2', 'সদর', '01711111111', 'incomplete', 1, 1, 1, 1),
           ('22222222-2222-4222-8222-222222222222', 'রোগী দুই', 'oPositive', now(), '6+', 'সদর', '01711111112', 'done', null, null, null, null)`);
  await db.execute(sql`update blood_requests set completed_at = now() where status = 'done'`);
  await db.execute(sql`insert into donors (id, name, birth_date, gender, phone1, blood_group, division_id, district_id, upazila_id, union_id, village, status, accepted_at)
    values ('33333333-3333-4333-8333-333333333333', 'দাতা', '1990-01-01', 'male', '01722222222', 'bNegative', 1, 1, 1, 1, 'পূর্বপাড়া', 'verified', now())`);
  await db.execute(sql`insert into donations (donor_id, donated_at, blood_request_id) values
    ('33333333-3333-4333-8333-333333333333', current_date - 30, '11111111-1111-4111-8111-111111111111')`);
  await scratch.migrate(MIGRATIONS_DIR);
}, 120_000);

afterAll(async () => {
  await scratch?.close();
  if (oldFolder) await rm(oldFolder, { recursive: true, force: true });
});

describe('migration 0007 (matching) on a database made by 0000-0006', () => {
  it('keeps requests, donors and donations; new columns start empty; linked donations count as given', async () => {
    const requests = await rows<{
      patient_name: string;
      status: string;
      cancelled_at: unknown;
      cancel_reason: unknown;
      given: number;
      pledged: number;
    }>(sql`
      select r.patient_name, r.status, r.cancelled_at, r.cancel_reason,
        (select count(*)::int from donations x where x.blood_request_id = r.id) as given,
        (select count(*)::int from pledges p where p.blood_request_id = r.id) as pledged
      from blood_requests r order by r.patient_name`);
    expect(requests).toEqual([
      {
        patient_name: 'রোগী এক',
        status: 'incomplete',
        cancelled_at: null,
        cancel_reason: null,
        given: 1,
        pledged: 0,
      },
      {
        patient_name: 'রোগী দুই',
        status: 'done',
        cancelled_at: null,
        cancel_reason: null,
        given: 0,
        pledged: 0,
      },
    ]);
    const [donor] = await rows<{
      last_called_at: unknown;
      wrong_number_at: unknown;
      donation_count: number;
    }>(sql`select last_called_at, wrong_number_at, donation_count from donors`);
    expect(donor).toEqual({ last_called_at: null, wrong_number_at: null, donation_count: 0 });
    expect(await rows(sql`select * from donor_calls`)).toEqual([]);
  });

  it('refuses unknown request statuses and call outcomes, and one live pledge per donor and request', async () => {
    await expect(
      scratch.db.execute(sql`update blood_requests set status = 'maybe'`),
    ).rejects.toThrow();
    await expect(
      scratch.db.execute(
        sql`insert into donor_calls (donor_id, outcome) values ('33333333-3333-4333-8333-333333333333', 'maybe')`,
      ),
    ).rejects.toThrow();
    const pledge = sql`insert into pledges (blood_request_id, donor_id) values ('11111111-1111-4111-8111-111111111111', '33333333-3333-4333-8333-333333333333')`;
    await scratch.db.execute(pledge);
    await expect(scratch.db.execute(pledge)).rejects.toThrow();
    await scratch.db.execute(sql`update pledges set withdrawn_at = now()`);
    await scratch.db.execute(pledge);
  });
});
