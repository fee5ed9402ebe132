import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyDatabase } from '../test/database.ts';
import type { Database } from './client.ts';
import { migrationsBefore } from '../test/migrations.ts';

/**
 * The list-order indexes (0008) on a database made by 0000-0007 with donors in it: the rows stay,
 * and the indexes end up in each list's ORDER BY. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
let scratch: Awaited<ReturnType<typeof emptyDatabase>>;
let database: Database;

const rows = async <T>(query: ReturnType<typeof sql>) => {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] } | T[];
  return Array.isArray(result) ? result : result.rows;
};

beforeAll(async () => {
  scratch = await emptyDatabase();
  database = scratch.database;
  const old = await migrationsBefore(8);
  await database.migrate(old);
  await rm(old, { recursive: true, force: true });
  await database.db.execute(sql`insert into divisions values (1, 'Chattagram', 'চট্টগ্রাম')`);
  await database.db.execute(sql`insert into districts values (1, 1, 'Cox''s Bazar', 'কক্সবাজার')`);
  await database.db.execute(sql`insert into upazilas values (1, 1, 'Ukhia', 'উখিয়া')`);
  await database.db.execute(
    sql`insert into unions (id, upazila_id, name, bn_name) values (1, 1, 'Palong', 'পালং')`,
  );
  for (let i = 0; i < 5; i++) {
    await database.db.execute(sql`
      insert into donors (name, birth_date, gender, phone1, blood_group, division_id, district_id, upazila_id, union_id,
                          village, status, accepted_at, donation_count)
      values (${`d${i}`}, '1990-01-01', 'male', ${`0171000000${i}`}, 'oPositive', 1, 1, 1, 1, 'পাড়া', 'verified',
              now() - ${`${i} days`}::interval, ${i})`);
  }
  // Up to 0008 only: 0009 (list-index-only-migration.test.ts) changes these indexes again.
  const upTo8 = await migrationsBefore(9);
  await database.migrate(upTo8);
  await rm(upTo8, { recursive: true, force: true });
}, 120_000);
afterAll(() => scratch?.drop());

describe('migration 0008 (list-order indexes) on a database made by 0000-0007', () => {
  it('keeps every donor', async () => {
    const names = await rows<{ name: string; donation_count: number }>(
      sql`select name, donation_count from donors order by name`,
    );
    expect(names).toEqual([0, 1, 2, 3, 4].map((i) => ({ name: `d${i}`, donation_count: i })));
  });

  it("builds the available lists' indexes in their ORDER BY, live verified rows only", async () => {
    const defs = await rows<{ indexname: string; indexdef: string }>(
      sql`select indexname, indexdef from pg_indexes where tablename = 'donors' and indexname in ('donors_verified_accepted_idx', 'donors_verified_count_idx') order by indexname`,
    );
    expect(defs.map((d) => d.indexname)).toEqual([
      'donors_verified_accepted_idx',
      'donors_verified_count_idx',
    ]);
    expect(defs[0]!.indexdef).toContain('(accepted_at, id)');
    expect(defs[1]!.indexdef).toContain('(donation_count, accepted_at, id)');
    for (const d of defs)
      expect(d.indexdef).toMatch(/WHERE .*status = 'verified'.*archived_at IS NULL/);
  });
});
