import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { places, buildDonor, seriesDonors } from '../test/factories.ts';
import { startTestApp, type TestApp } from '../test/app.ts';
import { seedDonors, afterBulkLoad } from '../../scripts/seed-donors.ts';
import { analyzeStaleTables } from './statistics.ts';

const embedded = !process.env.TEST_DATABASE_URL;

let t: TestApp;
beforeAll(async () => {
  // Checked every second here (60 s by default), so that the test sees a round soon.
  t = await startTestApp({ STATISTICS_CHECK_SECONDS: '1' });
});
afterAll(() => t.close());

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const result = (await t.db.execute(query)) as unknown as { rows: T[] } | T[];
  return (Array.isArray(result) ? result : result.rows)[0]!;
}
const reltuples = async (table: string) =>
  Number(
    (await one<{ n: number }>(sql`select reltuples as n from pg_class where relname = ${table}`)).n,
  );
const lastAnalyze = async (table: string) =>
  (
    await one<{ at: Date | null }>(
      sql`select coalesce(last_analyze, last_autoanalyze) as at from pg_stat_user_tables where relname = ${table}`,
    )
  ).at;

describe('planner statistics', () => {
  it('the geography seed leaves analyzed tables', async () => {
    expect(await reltuples('unions')).toBeGreaterThan(4000);
  });

  it('seeding donors analyzes them afterwards', async () => {
    await seedDonors(t.db, 300, 7);
    await afterBulkLoad(t.app.database);
    expect(await reltuples('donors')).toBeGreaterThanOrEqual(300);
    expect(await lastAnalyze('donors')).not.toBeNull();
    // Each seeded donor is in the unit its place goes to: here the installation's only unit.
    const { unitless, inOnlyUnit } = await one<{ unitless: number; inOnlyUnit: number }>(
      sql`select count(*) filter (where unit_id is null)::int as "unitless",
            count(*) filter (where unit_id = (select id from units where archived_at is null))::int as "inOnlyUnit"
          from donors`,
    );
    expect(unitless).toBe(0);
    expect(inOnlyUnit).toBeGreaterThanOrEqual(300);
  });

  it('a table changed by more than 50 rows + 10% is analyzed by the check', async () => {
    const before = await reltuples('donors');
    const [place] = await places(t.db, 1);
    // In one statement: inserted one by one on a busy machine, the check could run after 89 of
    // them (past the threshold), and the 31 left would never be enough for a second round.
    await seriesDonors(t.db, place!, 120, '0155', {
      acceptedAt: sql`now()`,
      donationCount: sql`0`,
    });
    if (embedded) {
      // The server's own timer does it (PGlite has no autovacuum).
      await vi.waitFor(
        async () => expect(await reltuples('donors')).toBeGreaterThanOrEqual(before + 120),
        {
          timeout: 30_000,
          interval: 250,
        },
      );
    } else {
      // PostgreSQL leaves it to autovacuum; the same check, run by hand, finds the table stale.
      await vi.waitFor(
        async () => expect(await analyzeStaleTables(t.app.database)).toContain('donors'),
        {
          timeout: 30_000,
          interval: 500,
        },
      );
      expect(await reltuples('donors')).toBeGreaterThanOrEqual(before + 120);
    }
  });

  // Embedded only: on PostgreSQL each connection reports its row counts to pg_stat_user_tables up
  // to a second later, so earlier tests' writes can still arrive after the wait below; there the
  // server leaves statistics to autovacuum anyway.
  it.runIf(embedded)('a few changes do not trigger it', async () => {
    await vi.waitFor(
      async () => expect(await analyzeStaleTables(t.app.database)).not.toContain('donors'),
      {
        timeout: 30_000,
        interval: 500,
      },
    );
    const [place] = await places(t.db, 1);
    for (let i = 0; i < 5; i++) await buildDonor(t.db, place!, { status: 'pending' });
    expect(await analyzeStaleTables(t.app.database)).not.toContain('donors');
  });
});
