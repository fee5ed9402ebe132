import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyDatabase } from '../test/database.ts';
import type { Database } from './client.ts';
import { migrationsBefore } from '../test/migrations.ts';

/**
 * The index-only list indexes (0009) on a database made by 0000-0008 with donors in it: the rows
 * stay, each list's index ends in next_eligible_at, and the id walks of the lists (a deep page,
 * the bounded count) can be answered from those indexes alone. PGlite, and PostgreSQL with
 * TEST_DATABASE_URL.
 */
let scratch: Awaited<ReturnType<typeof emptyDatabase>>;
let database: Database;

const rows = async <T>(query: ReturnType<typeof sql>) => {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] } | T[];
  return Array.isArray(result) ? result : result.rows;
};

/** The plan of `query` when the table may not be read row by row (a tiny table is otherwise scanned whole). */
async function planWithoutSeqScan(query: ReturnType<typeof sql>): Promise<string> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    const result = (await tx.execute(sql`explain ${query}`)) as unknown as {
      rows: Record<string, string>[];
    };
    return result.rows.map((r) => Object.values(r)[0]).join('\n');
  });
}

async function vacuumUntilAllVisible(): Promise<void> {
  for (let round = 0; ; round++) {
    await database.withConnection((q) => q.query('vacuum analyze donors'));
    const [pages] = await rows<{ relpages: number; relallvisible: number }>(
      sql`select relpages, relallvisible from pg_class where relname = 'donors'`,
    );
    if (pages && pages.relallvisible >= pages.relpages) return;
    if (round === 120)
      throw new Error(`VACUUM left donors' pages not all-visible: ${JSON.stringify(pages)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

beforeAll(async () => {
  scratch = await emptyDatabase();
  database = scratch.database;
  const old = await migrationsBefore(9);
  await database.migrate(old);
  await rm(old, { recursive: true, force: true });
  await database.db.execute(sql`insert into divisions values (1, 'Chattagram', 'চট্টগ্রাম')`);
  await database.db.execute(sql`insert into districts values (1, 1, 'Cox''s Bazar', 'কক্সবাজার')`);
  await database.db.execute(sql`insert into upazilas values (1, 1, 'Ukhia', 'উখিয়া')`);
  await database.db.execute(
    sql`insert into unions (id, upazila_id, name, bn_name) values (1, 1, 'Palong', 'পালং')`,
  );
  for (let i = 0; i < 6; i++) {
    await database.db.execute(sql`
      insert into donors (name, birth_date, gender, phone1, blood_group, division_id, district_id, upazila_id, union_id,
                          village, status, accepted_at, donation_count, donate_clicked_at, next_eligible_at)
      values (${`d${i}`}, '1990-01-01', 'male', ${`0171000000${i}`}, 'oPositive', 1, 1, 1, 1, 'পাড়া', 'verified',
              now() - ${`${i} days`}::interval, ${i},
              case when ${i} % 3 = 0 then null else now() - ${`${i * 10} days`}::interval end,
              case when ${i} % 2 = 0 then null else now() + ${`${i} days`}::interval end)`);
  }
  await database.migrate();
  // What a real installation's VACUUM (autovacuum on PostgreSQL) leaves: index-only walks need
  // the pages marked all-visible. On a busy PostgreSQL one VACUUM may not mark them yet (another
  // session's snapshot still reaches back before the inserts), so vacuum again until it has, as
  // autovacuum would on its next round.
  await vacuumUntilAllVisible();
}, 120_000);
afterAll(() => scratch?.drop());

describe('migration 0009 (index-only list indexes) on a database made by 0000-0008', () => {
  it('keeps every donor', async () => {
    const names = await rows<{ name: string; donation_count: number }>(
      sql`select name, donation_count from donors order by name`,
    );
    expect(names).toEqual([0, 1, 2, 3, 4, 5].map((i) => ({ name: `d${i}`, donation_count: i })));
  });

  it("ends each list's index in next_eligible_at, live verified rows only", async () => {
    const defs = await rows<{ indexname: string; indexdef: string }>(
      sql`select indexname, indexdef from pg_indexes where tablename = 'donors'
        and indexname in ('donors_verified_accepted_idx', 'donors_verified_count_idx', 'donors_verified_clicked_idx') order by indexname`,
    );
    expect(defs.map((d) => d.indexname)).toEqual([
      'donors_verified_accepted_idx',
      'donors_verified_clicked_idx',
      'donors_verified_count_idx',
    ]);
    expect(defs[0]!.indexdef).toContain('(accepted_at, id, next_eligible_at)');
    expect(defs[1]!.indexdef).toContain('(donate_clicked_at NULLS FIRST, id, next_eligible_at)');
    expect(defs[2]!.indexdef).toContain('(donation_count, accepted_at, id, next_eligible_at)');
    for (const d of defs)
      expect(d.indexdef).toMatch(/WHERE .*status = 'verified'.*archived_at IS NULL/);
  });

  it("walks each list's page ids from its index alone, in the list's order, with no sort", async () => {
    const live = sql`status = 'verified' and archived_at is null`;
    const available = sql`${live} and (next_eligible_at is null or next_eligible_at <= now())`;
    const cases: [ReturnType<typeof sql>, string][] = [
      [
        sql`select id from donors where ${available} order by accepted_at desc, id desc limit 11 offset 2`,
        'donors_verified_accepted_idx',
      ],
      [
        sql`select id from donors where ${available} order by donation_count desc, accepted_at desc, id desc limit 11 offset 2`,
        'donors_verified_count_idx',
      ],
      [
        sql`select id from donors where ${live} and next_eligible_at > now() order by donate_clicked_at asc nulls first, id limit 11 offset 1`,
        'donors_verified_clicked_idx',
      ],
    ];
    for (const [query, index] of cases) {
      const plan = await planWithoutSeqScan(query);
      expect(plan).toContain(`Index Only Scan`);
      expect(plan).toContain(index);
      expect(plan).not.toContain('Sort');
    }
    const unavailable = await rows<{ name: string }>(
      sql`select name from donors where ${live} and next_eligible_at > now() order by donate_clicked_at asc nulls first, id`,
    );
    expect(unavailable.map((r) => r.name)).toEqual(['d3', 'd5', 'd1']);
  });
});
