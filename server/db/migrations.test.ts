import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { ELIGIBILITY_DEFAULTS } from '../../common/constants.ts';
import { MIGRATIONS_DIR } from '../paths.ts';
import { refreshAllEligibility, refreshDerived } from '../data/donor-derived.ts';
import { daysBefore } from '../data/donations.ts';
import { migrationsBefore, openScratch, type Scratch } from '../test/migrations.ts';

/**
 * The history migration moves real data: a database made by the previous migrations (0000-0003,
 * gender as Bengali words, a bare donation counter, donations that cascade) is filled the way the
 * old code filled it, then migrated to the latest schema; every donor's total, gender code and
 * next-eligible time is checked. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

const DAY = 86_400_000;
const startInBangladesh = (date: string) => new Date(`${date}T00:00:00+06:00`).getTime();
const ago = (days: number) => daysBefore(new Date(), days);

let scratch: Scratch;
let oldFolder: string;
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await scratch.db.execute(query)) as unknown as { rows: T[] }).rows;

const COMPOSED_THIRD = 'তৃতী\u09DF লিঙ্গ'; // য় typed as one code point
const COMPOSED_NAME = 'উখি\u09DFা দাতা';

beforeAll(async () => {
  scratch = await openScratch();
  oldFolder = await migrationsBefore(4);
  await scratch.migrate(oldFolder);
  const db = scratch.db;
  await db.execute(sql`insert into divisions values (1, 'Chattagram', 'চট্টগ্রাম')`);
  await db.execute(sql`insert into districts values (1, 1, 'Cox''s Bazar', 'কক্সবাজার')`);
  await db.execute(sql`insert into upazilas values (1, 1, 'Ukhia', ${'উখি\u09DFা'})`);
  await db.execute(
    sql`insert into unions (id, upazila_id, name, bn_name) values (1, 1, 'Palong', 'পালং')`,
  );

  /** A donor as the old code wrote it; donations as timestamps `daysAgo` days back. */
  const donor = async (
    key: string,
    gender: string,
    values: {
      count?: number;
      lastDaysAgo?: number;
      nextInDays?: number | null;
      status?: string;
      donations?: number[];
      name?: string;
    },
  ) => {
    const last =
      values.lastDaysAgo === undefined ? null : new Date(Date.now() - values.lastDaysAgo * DAY);
    const next =
      values.nextInDays === undefined
        ? last && new Date(last.getTime() + 90 * DAY)
        : values.nextInDays === null
          ? null
          : new Date(Date.now() + values.nextInDays * DAY);
    const [row] = (
      (await db.execute(sql`
        insert into donors (name, birth_date, gender, phone1, blood_group, division_id, district_id, upazila_id, union_id, village,
          status, accepted_at, donation_count, last_donated_at, next_eligible_at)
        values (${values.name ?? key}, '1990-01-01', ${gender}, ${`0171000${String(key.length * 97 + key.charCodeAt(0)).padStart(4, '0')}`},
          'oPositive', 1, 1, 1, 1, ${'পূর্বপাড়া'}, ${values.status ?? 'verified'}, now(), ${values.count ?? 0},
          ${last?.toISOString() ?? null}, ${next?.toISOString() ?? null})
        returning id`)) as unknown as { rows: { id: string }[] }
    ).rows;
    for (const daysAgo of values.donations ?? []) {
      await db.execute(
        sql`insert into donations (donor_id, donated_at) values (${row!.id}, ${new Date(Date.now() - daysAgo * DAY).toISOString()})`,
      );
    }
  };
  // Count with its rows plus donations before joining.
  await donor('a-male', 'পুরুষ', { count: 5, lastDaysAgo: 10, donations: [10, 200] });
  // A count and a last date with no rows (the old seed): one row is made from the last date.
  await donor('b-female', 'মহিলা', { count: 3, lastDaysAgo: 100, nextInDays: null });
  // A count with no date at all: all of it is donations before joining.
  await donor('c-third', 'তৃতীয় লিঙ্গ', { count: 4 });
  await donor('d-unknown', 'অজানা', { status: 'pending' });
  // The same word typed with the composed letter; a name to normalise.
  await donor('e-composed', COMPOSED_THIRD, {
    count: 1,
    lastDaysAgo: 30,
    donations: [30],
    name: COMPOSED_NAME,
  });
  // Fewer counted than recorded (an old Edit): history wins, no negative adjustment.
  await donor('f-fewer', 'পুরুষ', { count: 1, lastDaysAgo: 50, donations: [50, 400, 800] });
  // Marked available ("Done") before the old wait ended: the waiver is kept.
  await donor('g-done', 'পুরুষ', { count: 1, lastDaysAgo: 20, nextInDays: null, donations: [20] });
  // A woman whose old 90 days have passed but not the new 120.
  await donor('h-woman', 'মহিলা', { count: 1, lastDaysAgo: 95, donations: [95] });

  await scratch.migrate(MIGRATIONS_DIR);
}, 120_000);

afterAll(async () => {
  await scratch?.close();
  if (oldFolder) await rm(oldFolder, { recursive: true, force: true });
});

interface Migrated {
  phone1: string;
  name: string;
  gender: string;
  donation_count: number;
  prior_donations: number;
  next_eligible_at: Date | string | null;
  history: number;
}

const migrated = () =>
  rows<Migrated>(sql`
    select d.phone1, d.name, d.gender, d.donation_count, d.prior_donations, d.next_eligible_at,
      (select count(*)::int from donations x where x.donor_id = d.id) as history
    from donors d order by d.phone1`);

const time = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());

describe('migration 0004 (history) on a database made by 0000-0003', () => {
  it('keeps every total, turns genders into codes, and derives next-eligible from history with the new waits', async () => {
    const byName = new Map((await migrated()).map((r) => [r.name, r]));
    const check = (
      name: string,
      want: { gender: string; total: number; prior: number; history: number; next: number | null },
    ) => {
      const r = byName.get(name);
      expect(r, name).toBeDefined();
      expect(
        {
          gender: r!.gender,
          total: r!.donation_count,
          prior: r!.prior_donations,
          history: r!.history,
          next: time(r!.next_eligible_at),
        },
        name,
      ).toEqual(want);
    };
    check('a-male', {
      gender: 'male',
      total: 5,
      prior: 3,
      history: 2,
      next: startInBangladesh(ago(10)) + 90 * DAY,
    });
    check('b-female', {
      gender: 'female',
      total: 3,
      prior: 2,
      history: 1,
      next: startInBangladesh(ago(100)) + 120 * DAY,
    });
    check('c-third', { gender: 'third', total: 4, prior: 4, history: 0, next: null });
    check('d-unknown', { gender: 'unknown', total: 0, prior: 0, history: 0, next: null });
    check(COMPOSED_NAME.normalize('NFC'), {
      gender: 'third',
      total: 1,
      prior: 0,
      history: 1,
      next: startInBangladesh(ago(30)) + 120 * DAY,
    });
    check('f-fewer', {
      gender: 'male',
      total: 3,
      prior: 0,
      history: 3,
      next: startInBangladesh(ago(50)) + 90 * DAY,
    });
    check('g-done', { gender: 'male', total: 1, prior: 0, history: 1, next: null });
    check('h-woman', {
      gender: 'female',
      total: 1,
      prior: 0,
      history: 1,
      next: startInBangladesh(ago(95)) + 120 * DAY,
    });
  });

  it('normalises stored names to NFC, donor and geography alike', async () => {
    const names = (await migrated()).map((r) => r.name);
    expect(names).toContain(COMPOSED_NAME.normalize('NFC'));
    expect(names).not.toContain(COMPOSED_NAME);
    const [upazila] = await rows<{ bn_name: string }>(
      sql`select bn_name from upazilas where id = 1`,
    );
    expect(upazila!.bn_name).toBe('উখি\u09AF\u09BCা');
  });

  it('derives exactly what the app derives (the migration and the code share one rule)', async () => {
    const before = await migrated();
    await refreshDerived(scratch.db, sql`true`, ELIGIBILITY_DEFAULTS);
    expect(await migrated()).toEqual(before);
    // The set-based statement of a settings change agrees too, and moves with the waits.
    await refreshAllEligibility(scratch.db, ELIGIBILITY_DEFAULTS);
    expect(await migrated()).toEqual(before);
    await refreshAllEligibility(scratch.db, { ...ELIGIBILITY_DEFAULTS, wholeBloodMaleDays: 91 });
    const a = (await migrated()).find((r) => r.name === 'a-male')!;
    expect(time(a.next_eligible_at)).toBe(startInBangladesh(ago(10)) + 91 * DAY);
    await refreshAllEligibility(scratch.db, ELIGIBILITY_DEFAULTS);
    expect(await migrated()).toEqual(before);
  });

  it('keeps donations when their donor is deleted, and refuses gender words from now on', async () => {
    await expect(
      scratch.db.execute(sql`delete from donors where name = 'a-male'`),
    ).rejects.toThrow();
    await expect(
      scratch.db.execute(sql`update donors set gender = 'পুরুষ' where name = 'c-third'`),
    ).rejects.toThrow();
    const [row] = await rows<{ kind: string }>(sql`select kind from donations limit 1`);
    expect(row!.kind).toBe('whole_blood');
  });
});
