import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donorListQuery, donorRequestQuery } from '../../common/schemas/donors.ts';
import type { Db } from './client.ts';
import * as schema from './schema.ts';
import { startTestApp, type TestApp } from '../test/app.ts';
import { planWithoutSeqScan, recordingDb, type SentQuery } from '../test/plan.ts';
import { makeUnit } from '../test/scope-fixtures.ts';
import { placeListQuery } from '../domain/place-query.ts';
import { pageDonorRequests, pageDonors, pageVerifiedDonors } from '../data/donors.ts';
import type { Scope } from '../data/scope.ts';

/**
 * A unit admin's donor lists (migration 0023, the unit-leading list indexes): each list's own
 * repository function is run with a scope of units, through a handle that records the SQL it
 * sends, and the page query it sent is explained with sequential and bitmap scans off. For one
 * unit the page must be the first entries of the unit's own index in the list's order (no sort,
 * index-only for the verified lists); for a unit and the unit below it, the same index, read for
 * those units' entries only. Without these indexes the page walked the whole federation's list
 * index and read every passed row from the table to see its unit. PGlite, and PostgreSQL with
 * TEST_DATABASE_URL.
 */
let t: TestApp;
type UnitScope = Extract<Scope, { all: false }>;
let one: UnitScope;
let two: UnitScope;

beforeAll(async () => {
  t = await startTestApp();
  const zone = await makeUnit(t.db, { bn: 'অঞ্চল', en: 'Zone' });
  const hall = await makeUnit(t.db, { bn: 'হল', en: 'Hall' }, { id: zone, depth: 1 });
  one = { all: false, unitIds: [zone], queue: false };
  two = { all: false, unitIds: [zone, hall], queue: false };
  // A federation's spread, so that the planner weighs the walks as on a real installation (on a
  // nearly empty table every index costs the same): 3,000 donors over 30 other units, with
  // statistics, as the server's periodic ANALYZE leaves them.
  const others = [];
  for (let i = 0; i < 30; i++)
    others.push(await makeUnit(t.db, { bn: `শাখা ${i}`, en: `Unit ${i}` }, { id: zone, depth: 1 }));
  await t.db.execute(sql`
    insert into donors (name, phone1, blood_group, village, status, unit_id, accepted_at,
      donation_count, donate_clicked_at, next_eligible_at)
    select 'x' || i, '0181' || lpad(i::text, 7, '0'), 'bPositive', '',
      case when i % 10 = 0 then 'pending' else 'verified' end,
      (${sql`array[${sql.join(
        others.map((id) => sql`${id}`),
        sql`, `,
      )}]::uuid[]`})[1 + i % 30], now() - make_interval(mins => i), i % 7,
      case when i % 3 = 0 then now() - make_interval(days => i % 90) end,
      case when i % 5 = 0 then now() + make_interval(days => 1 + i % 60) end
    from generate_series(1, 3000) i`);
  await t.db.execute(sql`analyze donors`);
}, 60_000);
afterAll(() => t?.close());

/** The plan of the page query (the one on donors with a LIMIT) that `run` sent. */
async function planOfPage(run: (db: Db) => Promise<unknown>): Promise<string> {
  const sent: SentQuery[] = [];
  await run(await recordingDb(t, sent));
  const page = sent.find(
    ({ sql: text }) =>
      text.startsWith('select') && text.includes('"donors"') && / limit \$\d+/.test(text),
  );
  expect(page, `no page query among ${sent.length} sent`).toBeDefined();
  return planWithoutSeqScan(t, page!);
}

const lists: [string, (db: Db, scope: Scope) => Promise<unknown>, string, boolean][] = [
  [
    'available, newest first',
    async (db, scope) =>
      pageDonors(
        db,
        'available',
        await placeListQuery(db, donorListQuery.parse({})),
        new Date(),
        scope,
      ),
    'donors_unit_accepted_idx',
    true,
  ],
  [
    'available, by donation count',
    async (db, scope) =>
      pageDonors(
        db,
        'available',
        await placeListQuery(db, donorListQuery.parse({ sortByDonateCount: 'true' })),
        new Date(),
        scope,
      ),
    'donors_unit_count_idx',
    true,
  ],
  [
    'unavailable',
    async (db, scope) =>
      pageDonors(
        db,
        'unavailable',
        await placeListQuery(db, donorListQuery.parse({})),
        new Date(),
        scope,
      ),
    'donors_unit_clicked_idx',
    true,
  ],
  [
    'every verified donor',
    (db, scope) => pageVerifiedDonors(db, { limit: 10, page: 0 }, scope),
    'donors_unit_accepted_idx',
    false,
  ],
  [
    'pending registrations',
    (db, scope) => {
      const query = donorRequestQuery.parse({});
      return pageDonorRequests(db, { limit: query.limit, page: query.pageNumber }, scope);
    },
    'donors_unit_status_created_idx',
    false,
  ],
];

/** The donors indexes a plan (JSON of EXPLAIN's lines) walks, the primary key's lookups left out. */
const donorWalks = (plan: string) =>
  [...plan.matchAll(/Index (?:Only )?Scan(?: Backward)? using (donors_\w+)/g)]
    .map((m) => m[1])
    .filter((index) => index !== 'donors_pkey');

describe("a unit admin's donor lists read the unit-leading indexes", () => {
  it.each(lists)('%s: one unit', async (_name, run, index, indexOnly) => {
    const plan = await planOfPage((db) => run(db, one));
    // Only the unit's own walk: never the whole federation's list index.
    expect(donorWalks(plan)).toEqual([index]);
    if (indexOnly) expect(plan).toMatch(/Index Only Scan (Backward )?using donors_unit_/);
  });

  it.each(lists)('%s: a unit and the unit below it, one walk each', async (_name, run, index) => {
    expect(donorWalks(await planOfPage((db) => run(db, two)))).toEqual([index, index]);
  });

  it('pages a scope of two units and the queue as one list, page after page', async () => {
    const scope: Scope = { ...two, queue: true };
    const units = [...two.unitIds, null];
    // Nine verified donors over the two units and the queue, some accepted at the same moment.
    for (let i = 0; i < 9; i++)
      await t.db.insert(schema.donors).values({
        name: `d${i}`,
        phone1: `0171100000${i}`,
        bloodGroup: 'oPositive',
        village: '',
        status: 'verified',
        unitId: units[i % 3],
        acceptedAt: new Date(Date.UTC(2026, 0, 1 + Math.floor(i / 2))),
        donationCount: i % 4,
      });
    const expected = await t.db
      .select({ name: schema.donors.name })
      .from(schema.donors)
      .where(sql`status = 'verified' and name like 'd%'`)
      .orderBy(sql`accepted_at desc, id desc`);
    const query = await placeListQuery(t.db, donorListQuery.parse({ limit: '2' }));
    const pages: string[] = [];
    for (let page = 0; page < 5; page++) {
      const { rows, total } = await pageDonors(
        t.db,
        'available',
        { ...query, pageNumber: page },
        new Date(),
        scope,
      );
      expect(total).toBe(9);
      pages.push(...rows.map((r) => r.donor.name));
    }
    expect(pages).toEqual(expected.map((r) => r.name));
    // Another unit's scope sees none of them.
    const other: Scope = { all: false, unitIds: [two.unitIds[1]!], queue: false };
    const { rows } = await pageDonors(t.db, 'available', query, new Date(), other);
    expect(rows.map((r) => r.donor.name)).toEqual(
      expected
        .map((r) => r.name)
        .filter((name) => Number(name.slice(1)) % 3 === 1)
        .slice(0, 2),
    );
  });

  it('has the four list indexes (and the matches one), no longer the bare unit index they cover', async () => {
    const result = (await t.db.execute(
      sql`select indexname from pg_indexes where tablename = 'donors' and indexname like 'donors_unit%' order by indexname`,
    )) as unknown as { rows: { indexname: string }[] };
    expect(result.rows.map((r) => r.indexname)).toEqual([
      'donors_unit_accepted_idx',
      'donors_unit_clicked_idx',
      'donors_unit_count_idx',
      'donors_unit_match_idx',
      'donors_unit_status_created_idx',
    ]);
  });
});
