import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donorListQuery } from '../../common/schemas/donors.ts';
import { rowsOf } from './client.ts';
import { COUNT_CAP } from './page-total.ts';
import { pageDonors } from '../data/donors.ts';
import type { Scope } from '../data/scope.ts';
import { placeListQuery } from '../domain/place-query.ts';
import { startTestApp, type TestApp } from '../test/app.ts';
import { recordingDb, type SentQuery } from '../test/plan.ts';
import { makeUnit } from '../test/scope-fixtures.ts';

/**
 * A donor list's text search reads the rows it matches once for its page and its count
 * (searchHits in server/data/donors.ts): the trigram index's posting lists span the federation,
 * and reading them twice, for the page and again for the count, was most of a unit admin's
 * search time at 1,000,000 donors (docs/performance.md). The pages it makes must be the list's
 * order, the count exact up to COUNT_CAP, and beyond the cap the list pages as before with an
 * estimate. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
let t: TestApp;
let own: Scope;
let big: Scope;
const NAME = 'রহিমউদ্দিন';

beforeAll(async () => {
  t = await startTestApp();
  const unit = await makeUnit(t.db, { bn: 'নিজের শাখা', en: 'Own unit' });
  const other = await makeUnit(t.db, { bn: 'অন্য শাখা', en: 'Other unit' });
  const large = await makeUnit(t.db, { bn: 'বড় শাখা', en: 'Large unit' });
  own = { all: false, unitIds: [unit], queue: false };
  big = { all: false, unitIds: [large], queue: false };
  // The own unit: 7 donors with the name (two accepted at the same moment, one resting), 20
  // without; the other unit: 5 with it; the large unit: more than COUNT_CAP with it.
  await t.db.execute(sql`
    insert into donors (name, phone1, blood_group, village, status, unit_id, accepted_at, next_eligible_at)
    select case when i <= 7 then ${NAME} || ' ' || i else 'অন্য ' || i end,
      '0181' || lpad(i::text, 7, '0'), 'bPositive', '', 'verified', ${unit},
      timestamp '2026-01-01' + make_interval(hours => least(i, 6)),
      case when i = 3 then now() + interval '30 days' end
    from generate_series(1, 27) i`);
  await t.db.execute(sql`
    insert into donors (name, phone1, blood_group, village, status, unit_id, accepted_at)
    select ${NAME} || ' অন্য ' || i, '0182' || lpad(i::text, 7, '0'), 'bPositive', '', 'verified',
      ${other}, timestamp '2026-02-01' + make_interval(hours => i)
    from generate_series(1, 5) i`);
  await t.db.execute(sql`
    insert into donors (name, phone1, blood_group, village, status, unit_id, accepted_at)
    select ${NAME} || ' বড় ' || i, '0183' || lpad(i::text, 7, '0'), 'bPositive', '', 'verified',
      ${large}, timestamp '2025-01-01' + make_interval(mins => i)
    from generate_series(1, ${COUNT_CAP + 150}) i`);
  await t.db.execute(sql`analyze donors`);
}, 60_000);
afterAll(() => t?.close());

const search = async (limit: number, extra: Record<string, string> = {}) =>
  placeListQuery(
    t.db,
    donorListQuery.parse({ donorSearchData: NAME, limit: String(limit), ...extra }),
  );

/** The searched names of `scope` in the list's order, straight from the table. */
async function expectedNames(unitScope: Scope, kind: 'available' | 'unavailable') {
  const unit = unitScope.all ? '' : unitScope.unitIds[0]!;
  const rows = await t.db.execute(sql`
    select name from donors
    where unit_id = ${unit} and name like ${`%${NAME}%`} and status = 'verified'
      and ${kind === 'available' ? sql`(next_eligible_at is null or next_eligible_at <= now())` : sql`next_eligible_at > now()`}
    order by accepted_at desc, id desc`);
  return (rows as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);
}

describe('a text search of a donor list', () => {
  it("pages a unit's matches in the list's order with an exact count, reading them once", async () => {
    const expected = await expectedNames(own, 'available');
    expect(expected).toHaveLength(6);
    const query = await search(4);
    const first = await pageDonors(t.db, 'available', query, new Date(), own);
    const second = await pageDonors(
      t.db,
      'available',
      { ...query, pageNumber: 1 },
      new Date(),
      own,
    );
    expect(first.total).toBe(6);
    expect(second.total).toBe(6);
    expect([...first.rows, ...second.rows].map((r) => r.donor.name)).toEqual(expected);
    // The next page by the first page's `next` is the same as by its number.
    expect(first.next).toBeTruthy();
    const after = await pageDonors(
      t.db,
      'available',
      { ...query, pageNumber: 1, after: first.next! },
      new Date(),
      own,
    );
    expect(after.rows.map((r) => r.donor.name)).toEqual(second.rows.map((r) => r.donor.name));
    expect(after.total).toBe(6);
    // The unavailable list: the one resting donor.
    const resting = await pageDonors(t.db, 'unavailable', query, new Date(), own);
    expect(resting.rows.map((r) => r.donor.name)).toEqual(await expectedNames(own, 'unavailable'));
    expect(resting.total).toBe(1);
    // By donation count (every count 0 here: then newest first, as the list orders it).
    const byCount = await pageDonors(
      t.db,
      'available',
      await search(10, { sortByDonateCount: 'true' }),
      new Date(),
      own,
    );
    expect(byCount.rows.map((r) => r.donor.name)).toEqual(expected);
    // A page past the end is empty and still says how many there are.
    const past = await pageDonors(t.db, 'available', { ...query, pageNumber: 5 }, new Date(), own);
    expect(past.rows).toEqual([]);
    expect(past.total).toBe(6);

    // The search text reaches the database in one statement: its rows are read once.
    const sent: SentQuery[] = [];
    await pageDonors(await recordingDb(t, sent), 'available', query, new Date(), own);
    const reads = sent.filter((q) => q.params.includes(`%${NAME}%`));
    expect(reads, reads.map((q) => q.sql).join('\n')).toHaveLength(1);
    // The whole page, the next page's cursor included, is two statements: the hits and the page's
    // rows with their places. The cursor's fields come with the hits, not from a read of its own.
    expect(sent.map((q) => q.sql.slice(0, 60))).toHaveLength(2);
  });

  it("plans on the app's connections with random_page_cost 1.1, which its plans rely on", async () => {
    // Set when each connection starts (server/db/client.ts), not per search in a transaction.
    const [row] = await rowsOf<{ random_page_cost: string }>(t.db, sql`show random_page_cost`);
    expect(row?.random_page_cost).toBe('1.1');
  });

  it('pages in order and counts past the cap when more than COUNT_CAP match', async () => {
    const expected = await expectedNames(big, 'available');
    expect(expected.length).toBe(COUNT_CAP + 150);
    const query = await search(50);
    const first = await pageDonors(t.db, 'available', query, new Date(), big);
    expect(first.rows.map((r) => r.donor.name)).toEqual(expected.slice(0, 50));
    expect(first.total).toBeGreaterThan(COUNT_CAP);
    const deep = await pageDonors(t.db, 'available', { ...query, pageNumber: 20 }, new Date(), big);
    expect(deep.rows.map((r) => r.donor.name)).toEqual(expected.slice(1000, 1050));
    // The last page is exact.
    const last = await pageDonors(t.db, 'available', { ...query, pageNumber: 23 }, new Date(), big);
    expect(last.rows.map((r) => r.donor.name)).toEqual(expected.slice(1150));
    expect(last.total).toBe(COUNT_CAP + 150);
  });

  it("finds nothing of another unit's donors", async () => {
    const { rows, total } = await pageDonors(t.db, 'available', await search(50), new Date(), own);
    expect(rows.every((r) => !r.donor.name.includes('অন্য') && !r.donor.name.includes('বড়'))).toBe(
      true,
    );
    expect(total).toBe(6);
  });
});
