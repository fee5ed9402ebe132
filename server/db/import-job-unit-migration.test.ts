import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migratedFrom } from '../test/migrations.ts';

/**
 * Migration 0022 (an import job's unit) on databases made and filled at 0021: every job of before
 * belongs to the installation's first unit, and the donors imported with no unit go to the only
 * live unit of a single community; in a federation they stay in the queue. Every row of before is
 * still there. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */

const JOB = sql`insert into import_jobs (state, file_name, options, total_rows, created, created_by)
  values ('done', 'donors.csv', '{"status": "verified"}'::jsonb, 2, 2, 'a1') returning id`;

const TABLES = ['users', 'units', 'import_jobs', 'donors'];

/** What a database made at 0021 holds: an admin, the first unit (and a second), a job's donors. */
async function fill(scratch: ReturnType<typeof migratedFrom>, second: boolean) {
  const { one } = scratch;
  await scratch.db.execute(
    sql`insert into users (id, name, email, role) values ('a1', 'অ্যাডমিন', 'admin@example.org', 'admin')`,
  );
  // The first unit, as the server's first start makes it; a federation has a second, made later.
  const first = (
    await one<{ id: string }>(
      sql`insert into units (depth, name_bn, name_en) values (1, 'রক্তসেতু', 'Roktosetu') returning id`,
    )
  ).id;
  if (second)
    await scratch.db.execute(
      sql`insert into units (depth, name_bn, name_en, created_at) values (1, 'খুলনা', 'Khulna', now() + interval '1 minute')`,
    );
  const job = (await one<{ id: string }>(JOB)).id;
  await scratch.db.execute(sql`
    insert into donors (name, phone1, blood_group, village, import_job_id) values
      ('আমদানি এক', '01711000001', 'oPositive', '', ${job}),
      ('আমদানি দুই', '01711000002', 'aPositive', '', ${job})`);
  // Registered by hand, in the queue: not an import's, left as it is.
  await scratch.db.execute(
    sql`insert into donors (name, phone1, blood_group, village) values ('সারি', '01711000003', 'bPositive', '')`,
  );
  return { first, job };
}

describe('migration 0022 on a single community made at 0021', () => {
  let made: Awaited<ReturnType<typeof fill>>;
  const scratch = migratedFrom(22, TABLES, async () => {
    made = await fill(scratch, false);
  });
  const { rows, one, countOf, before } = scratch;

  it('keeps every row of before', async () => {
    for (const table of TABLES) expect(await countOf(table), table).toBe(before[table]);
  });

  it("gives the job the installation's first unit, keeping its counts", async () => {
    expect(
      await one(
        sql`select unit_id, state, created, file_name from import_jobs where id = ${made.job}`,
      ),
    ).toEqual({ unit_id: made.first, state: 'done', created: 2, file_name: 'donors.csv' });
  });

  it("puts the job's donors in the only unit and leaves a hand-registered queue donor alone", async () => {
    expect(await rows(sql`select name, unit_id from donors order by phone1`)).toEqual([
      { name: 'আমদানি এক', unit_id: made.first },
      { name: 'আমদানি দুই', unit_id: made.first },
      { name: 'সারি', unit_id: null },
    ]);
  });

  it('refuses a job naming a unit that does not exist', async () => {
    await expect(
      scratch.db.execute(
        sql`update import_jobs set unit_id = '00000000-0000-4000-8000-000000000000' where id = ${made.job}`,
      ),
    ).rejects.toThrow();
  });
});

describe('migration 0022 on a federation made at 0021', () => {
  let made: Awaited<ReturnType<typeof fill>>;
  const scratch = migratedFrom(22, TABLES, async () => {
    made = await fill(scratch, true);
  });
  const { rows, one, countOf, before } = scratch;

  it('keeps every row of before', async () => {
    for (const table of TABLES) expect(await countOf(table), table).toBe(before[table]);
  });

  it('gives the job the first unit, and leaves its donors in the queue for a zone admin', async () => {
    expect(await one(sql`select unit_id from import_jobs where id = ${made.job}`)).toEqual({
      unit_id: made.first,
    });
    expect(await rows(sql`select unit_id from donors order by phone1`)).toEqual([
      { unit_id: null },
      { unit_id: null },
      { unit_id: null },
    ]);
  });
});
