import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../paths.ts';
import { pageMatches } from '../data/matches.ts';
import type { Scope } from '../data/scope.ts';
import { startTestApp, type TestApp } from '../test/app.ts';
import { migratedFrom } from '../test/migrations.ts';
import { planWithoutSeqScan, recordingDb, type SentQuery } from '../test/plan.ts';
import { makeUnit } from '../test/scope-fixtures.ts';

/**
 * A unit admin's matches (migration unit-match-indexes, docs/decisions/068). Their count reads
 * the scope's own compatible donors from donors_unit_match_idx and the federation's shared ones
 * from donors_shared_match_idx. Without them it read every compatible donor of the federation from
 * the table to see its unit and sharing. The migration runs on a database made by the one before
 * it; the plan is checked on a federation's spread. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */

const journal = JSON.parse(
  readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
) as { entries: { idx: number; tag: string }[] };
const FIRST_NEW = journal.entries.find((e) => e.tag.endsWith('_unit-match-indexes'))!.idx;
const INDEX_ONLY = journal.entries.find((e) => e.tag.endsWith('_unit-match-index-only'))!.idx;

const migrated = migratedFrom(FIRST_NEW, ['donors', 'units'], async (db) => {
  const unit = await makeUnit(db, { bn: 'শাখা', en: 'Unit' });
  await db.execute(sql`
    insert into donors (name, phone1, blood_group, village, status, unit_id, sharing)
    values ('নিজের', '01811000001', 'aNegative', '', 'verified', ${unit}, 'unit'),
      ('ভাগের', '01811000002', 'oNegative', '', 'verified', ${unit}, 'federation')`);
});

describe('the migration on a database of the migration before', () => {
  it('keeps every donor and adds both indexes, partial on verified live donors', async () => {
    expect(await migrated.countOf('donors')).toBe(migrated.before.donors);
    const indexes = await migrated.rows<{ indexname: string; indexdef: string }>(
      sql`select indexname, indexdef from pg_indexes
        where tablename = 'donors' and indexname in ('donors_unit_match_idx', 'donors_shared_match_idx')
        order by indexname`,
    );
    expect(indexes.map((i) => i.indexname)).toEqual([
      'donors_shared_match_idx',
      'donors_unit_match_idx',
    ]);
    expect(indexes[0]!.indexdef).toContain("sharing = 'federation'");
    for (const index of indexes) expect(index.indexdef).toContain("status = 'verified'");
  });
});

const widened = migratedFrom(INDEX_ONLY, ['donors', 'units'], async (db) => {
  const unit = await makeUnit(db, { bn: 'শাখা', en: 'Unit' });
  await db.execute(sql`
    insert into donors (name, phone1, blood_group, village, status, unit_id, sharing, paused_until)
    values ('নিজের', '01811000001', 'aNegative', '', 'verified', ${unit}, 'unit', now() + interval '3 days'),
      ('ভাগের', '01811000002', 'oNegative', '', 'verified', ${unit}, 'federation', null)`);
});

describe('the index-only migration on a database of the migration before', () => {
  it('keeps every donor and carries the unit and the pause in both indexes', async () => {
    expect(await widened.countOf('donors')).toBe(widened.before.donors);
    const indexes = await widened.rows<{ indexname: string; indexdef: string }>(
      sql`select indexname, indexdef from pg_indexes
        where tablename = 'donors' and indexname in ('donors_unit_match_idx', 'donors_shared_match_idx')
        order by indexname`,
    );
    expect(indexes.map((i) => i.indexdef.replace(/.*btree /, ''))).toEqual([
      expect.stringMatching(
        /^\(blood_group, next_eligible_at, unit_id, paused_until\) WHERE .*sharing = 'federation'/,
      ),
      expect.stringMatching(/^\(unit_id, blood_group, next_eligible_at, paused_until\) WHERE /),
    ]);
  });
});

let t: TestApp;
let own: Extract<Scope, { all: false }>;
let zone: Extract<Scope, { all: false }>;
const GROUPS = ['aNegative', 'oNegative', 'bPositive', 'oPositive'] as const;

beforeAll(async () => {
  t = await startTestApp();
  const unit = await makeUnit(t.db, { bn: 'নিজের শাখা', en: 'Own unit' });
  own = { all: false, unitIds: [unit], queue: false };
  const others = [];
  for (let i = 0; i < 30; i++)
    others.push(await makeUnit(t.db, { bn: `শাখা ${i}`, en: `Unit ${i}` }));
  const unitIds = [unit, ...others];
  zone = { all: false, unitIds: [unit, others[0]!, others[1]!], queue: true };
  // 6,200 verified donors over 31 units (about 200 in each), a tenth shared with the federation.
  await t.db.execute(sql`
    insert into donors (name, phone1, blood_group, village, status, unit_id, sharing, next_eligible_at, paused_until)
    select 'x' || i, '0181' || lpad(i::text, 7, '0'),
      (${sql`array[${sql.join(
        GROUPS.map((g) => sql`${g}`),
        sql`, `,
      )}]::text[]`})[1 + i % 4], '', 'verified',
      (${sql`array[${sql.join(
        unitIds.map((id) => sql`${id}`),
        sql`, `,
      )}]::uuid[]`})[1 + (i / 4) % 31],
      case when i % 10 = 0 then 'federation' else 'unit' end,
      case when i % 5 = 0 then now() + make_interval(days => 1 + i % 60) end,
      case when i % 7 = 0 then now() + interval '2 days' end
    from generate_series(1, 6200) i`);
  // A few in the federation's queue (no unit), some of them shared.
  await t.db.execute(
    sql`update donors set unit_id = null where phone1 like '0181%' and right(phone1, 3)::int % 13 = 0`,
  );
  // Vacuumed as autovacuum (or the embedded server's own VACUUM) leaves a settled table: the
  // visibility map set, so an index-only scan need not visit the table.
  await t.db.execute(sql`vacuum analyze donors`);
}, 60_000);
afterAll(() => t?.close());

const request = {
  id: '00000000-0000-4000-8000-000000000000',
  bloodGroup: 'aNegative' as const,
  divisionId: null,
  districtId: null,
  upazilaId: null,
  unionId: null,
};

describe("a unit admin's match count", () => {
  it.each([
    ['a unit', () => own],
    ['a zone: three units and the queue', () => zone],
  ])('%s: reads its own and the shared donors from their indexes alone', async (_name, scope) => {
    const sent: SentQuery[] = [];
    const now = new Date();
    await pageMatches(await recordingDb(t, sent), request, {
      limit: 10,
      page: 0,
      includeNotEligible: false,
      now,
      scope: scope(),
    });
    const count = sent.find(({ sql: text }) => text.startsWith('select count(*)'));
    expect(count, `no count among ${sent.length} queries`).toBeDefined();
    // Index-only scans, each with its unit or group as the index's condition, no table row
    // read: as one "in scope or shared" condition it was a bitmap of both indexes and then the
    // table's pages; with the queue beside the units, a walk of the whole unit index.
    const plan = await planWithoutSeqScan(t, count!);
    const scans = [
      ...plan.matchAll(/(Index Only Scan|Index Scan|Seq Scan|Bitmap Heap Scan)[^"]*/g),
    ].map((m) => m[0]!.replace(/ on donors.*/, '').trim());
    expect(scans).toEqual([
      'Index Only Scan using donors_unit_match_idx',
      ...(scope().queue ? ['Index Only Scan using donors_unit_match_idx'] : []),
      'Index Only Scan using donors_shared_match_idx',
    ]);
    expect(plan).toMatch(/Index Cond: \(+unit_id = /);
    if (scope().queue) expect(plan).toMatch(/Index Cond: \(+unit_id IS NULL/);
  });

  it.each([
    ['the unit', false, false],
    ['the unit and the queue', true, false],
    ['the unit, resting donors too', false, true],
  ])(
    'counts %s: the own compatible donors who may be asked and every shared one, once each',
    async (_name, queue, includeNotEligible) => {
      const now = new Date();
      const scope = { ...own, queue };
      const { total } = await pageMatches(t.db, request, {
        limit: 10,
        page: 0,
        includeNotEligible,
        now,
        scope,
      });
      const [expected] = (
        (await t.db.execute(sql`select count(*)::int as n from donors
        where blood_group in ('aNegative', 'oNegative')
          and (unit_id = ${own.unitIds[0]} or sharing = 'federation'
            ${queue ? sql`or unit_id is null` : sql``})
          and (${includeNotEligible} or next_eligible_at is null or next_eligible_at <= ${now})
          and (paused_until is null or paused_until <= ${now})`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows;
      expect(expected!.n).toBeGreaterThan(10);
      expect(expected!.n).toBeLessThan(1000);
      expect(total).toBe(expected!.n);
    },
  );
});
