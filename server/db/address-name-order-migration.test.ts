import { rm } from 'node:fs/promises';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyDatabase } from '../test/database.ts';
import { migrationsBefore } from '../test/migrations.ts';
import type { Database } from './client.ts';
import { inNameOrder, unions, upazilas, villages } from './schema.ts';

/**
 * The name-order indexes (0021) on a database made by the migrations before it, with places in
 * it: the places stay, each list has an index on its English and its Bangla name in alphabetical
 * order (then the id), and a list's page in name order is read from that index, not sorted.
 * PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
let scratch: Awaited<ReturnType<typeof emptyDatabase>>;
let database: Database;

const rows = async <T>(query: SQL) => {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] } | T[];
  return Array.isArray(result) ? result : result.rows;
};

/** The plan of `query` when the table may be neither read row by row nor sorted whole. */
async function planWithoutSort(query: SQL): Promise<string> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_sort = off`);
    const result = (await tx.execute(sql`explain ${query}`)) as unknown as {
      rows: Record<string, string>[];
    };
    return result.rows.map((r) => Object.values(r)[0]).join('\n');
  });
}

beforeAll(async () => {
  scratch = await emptyDatabase();
  database = scratch.database;
  const old = await migrationsBefore(21);
  await database.migrate(old);
  await rm(old, { recursive: true, force: true });
  await database.db.execute(sql`insert into divisions values (1, 'Chattagram', 'চট্টগ্রাম')`);
  await database.db.execute(sql`insert into districts values (1, 1, 'Cox''s Bazar', 'কক্সবাজার')`);
  await database.db.execute(
    sql`insert into upazilas values (1, 1, 'Ukhia', 'উখিয়া'), (2, 1, 'Teknaf', 'টেকনাফ')`,
  );
  await database.db.execute(
    sql`insert into unions (id, upazila_id, name, bn_name) values (1, 1, 'Palong', 'পালং'), (2, 2, 'baharchhara', 'বাহারছড়া')`,
  );
  await database.db.execute(
    sql`insert into villages (union_id, name, bn_name) values (1, 'Kutupalong', 'কুতুপালং'), (1, 'balukhali', 'বালুখালী'), (2, 'Shamlapur', 'শামলাপুর')`,
  );
  await database.migrate();
}, 120_000);
afterAll(() => scratch?.drop());

describe('migration 0021 (address name order) on a database made by the migrations before it', () => {
  it('keeps every place', async () => {
    const names = await rows<{ name: string }>(
      sql`select name from villages order by ${inNameOrder(villages.name)}`,
    );
    expect(names.map((v) => v.name)).toEqual(['balukhali', 'Kutupalong', 'Shamlapur']);
    expect(await rows(sql`select id from upazilas`)).toHaveLength(2);
    expect(await rows(sql`select id from unions`)).toHaveLength(2);
  });

  it("builds each list's name indexes, and reads a page in name order from them", async () => {
    for (const [table, tableName] of [
      [upazilas, 'upazilas'],
      [unions, 'unions'],
      [villages, 'villages'],
    ] as const) {
      const defs = await rows<{ indexname: string; indexdef: string }>(
        sql`select indexname, indexdef from pg_indexes where tablename = ${tableName} and indexname like '%name_order_idx' order by indexname`,
      );
      expect(defs.map((d) => d.indexname)).toEqual([
        `${tableName}_bn_name_order_idx`,
        `${tableName}_name_order_idx`,
      ]);
      for (const d of defs) expect(d.indexdef).toContain('COLLATE "und-x-icu"');
      for (const [column, index] of [
        [table.name, `${tableName}_name_order_idx`],
        [table.bnName, `${tableName}_bn_name_order_idx`],
      ] as const) {
        const plan = await planWithoutSort(
          sql`select * from ${table} order by ${inNameOrder(column)}, ${table.id} limit 5 offset 5`,
        );
        expect(plan).toContain(index);
        expect(plan).not.toMatch(/\bSort\b/);
      }
    }
  });
});
