import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { seedFirstUnit } from '../data/units.ts';
import { MIGRATIONS_DIR } from '../paths.ts';
import { migratedFrom, openScratch, scratchReads, type Scratch } from '../test/migrations.ts';

/**
 * Migration 0020 (units) on a database made and filled at 0019: the installation becomes a
 * federation of one unit, named as the community, holding every donor and request, with every
 * admin and super admin as its admin and no plain user; the rows of before are all still there
 * with their values, and donors start shared with their unit only. An empty database gets no unit
 * from the migration; the server's first start makes one. PGlite, and PostgreSQL with
 * TEST_DATABASE_URL.
 */

const ids = { donor: '', request: '' };
const TABLES = ['users', 'donors', 'blood_requests', 'donor_calls', 'audit_events', 'settings'];

const scratch = migratedFrom(20, TABLES, async (db) => {
  const id = async (query: ReturnType<typeof sql>) => (await one<{ id: string }>(query)).id;
  await db.execute(sql`
    insert into users (id, name, email, role) values
      ('a1', 'অ্যাডমিন', 'admin@example.org', 'admin'),
      ('s1', 'সুপার', 'super@example.org', 'superAdmin'),
      ('u1', 'ব্যবহারকারী', 'user@example.org', 'user')`);
  await db.execute(sql`
    insert into settings (key, value) values ('community', '{"bn": "উখিয়া রক্তদান", "en": "Ukhia Blood"}'::jsonb)`);
  ids.donor = await id(sql`
    insert into donors (name, phone1, blood_group, village, status, accepted_at)
    values ('রহিম উদ্দিন', '01711000001', 'oPositive', '', 'verified', now()) returning id`);
  await db.execute(sql`
    insert into donors (name, phone1, blood_group, village) values ('করিম', '01711000002', 'aPositive', '')`);
  ids.request = await id(sql`
    insert into blood_requests (patient_name, blood_group, needed_at, quantity, place, phone1)
    values ('রোগী', 'oPositive', now() + interval '1 day', '1', 'সদর হাসপাতাল', '01811000001') returning id`);
  await db.execute(sql`
    insert into donor_calls (donor_id, blood_request_id, outcome, called_by)
    values (${ids.donor}, ${ids.request}, 'willDonate', 'a1')`);
  await db.execute(sql`
    insert into audit_events (actor_id, actor_email, action, target, target_id, changes)
    values ('a1', 'admin@example.org', 'call', 'donor', ${ids.donor}, '{"outcome": "willDonate"}'::jsonb)`);
});
const { rows, one, countOf, before } = scratch;

describe('migration 0020 (units) on a database made and filled at 0019', () => {
  it('carries every row forward with its values', async () => {
    for (const table of TABLES) expect(await countOf(table), table).toBe(before[table]);
    expect(
      await one(sql`select name, phone1, status, sharing from donors where id = ${ids.donor}`),
    ).toEqual({ name: 'রহিম উদ্দিন', phone1: '01711000001', status: 'verified', sharing: 'unit' });
    expect(
      await one(
        sql`select outcome, called_by from donor_calls where blood_request_id = ${ids.request}`,
      ),
    ).toEqual({ outcome: 'willDonate', called_by: 'a1' });
  });

  it('makes one top-level unit named as the community', async () => {
    expect(await countOf('units')).toBe(1);
    expect(
      await one(sql`select depth, name_bn, name_en, parent_id, archived_at from units`),
    ).toEqual({
      depth: 1,
      name_bn: 'উখিয়া রক্তদান',
      name_en: 'Ukhia Blood',
      parent_id: null,
      archived_at: null,
    });
  });

  it('puts every donor and request in it, none in the queue', async () => {
    const unit = await one<{ id: string }>(sql`select id from units`);
    expect(
      await one(
        sql`select count(*)::int as n from donors where unit_id is distinct from ${unit.id}`,
      ),
    ).toEqual({ n: 0 });
    expect(
      await one(
        sql`select count(*)::int as n from blood_requests where unit_id is distinct from ${unit.id}`,
      ),
    ).toEqual({ n: 0 });
  });

  it('makes every admin and super admin its admin, and no plain user a member', async () => {
    expect(await rows(sql`select user_id, role from unit_members order by user_id`)).toEqual([
      { user_id: 'a1', role: 'admin' },
      { user_id: 's1', role: 'admin' },
    ]);
  });

  it('refuses a sharing that is not a code, and a unit four deep', async () => {
    await expect(
      scratch.db.execute(sql`update donors set sharing = 'everyone' where id = ${ids.donor}`),
    ).rejects.toThrow();
    await expect(
      scratch.db.execute(sql`insert into units (depth, name_bn, name_en) values (4, 'ক', 'K')`),
    ).rejects.toThrow();
  });
});

describe('migration 0020 on an empty database, and the first start', () => {
  let empty: Scratch;
  const reads = scratchReads(() => empty);
  beforeAll(async () => {
    empty = await openScratch();
    await empty.migrate(MIGRATIONS_DIR);
  }, 180_000);
  afterAll(() => empty?.close());

  it('makes no unit in an empty database (a backup may be restored into it)', async () => {
    expect(await reads.countOf('units')).toBe(0);
  });

  it('makes the first unit once, named as the community, when the server first starts', async () => {
    await empty.db.execute(
      sql`insert into settings (key, value) values ('community', '{"bn": "টেকনাফ রক্তদান", "en": "Teknaf Blood"}'::jsonb)`,
    );
    expect(await seedFirstUnit(empty.db)).toBe(true);
    expect(await seedFirstUnit(empty.db)).toBe(false);
    expect(await reads.rows(sql`select depth, name_bn, name_en from units`)).toEqual([
      { depth: 1, name_bn: 'টেকনাফ রক্তদান', name_en: 'Teknaf Blood' },
    ]);
  });
});
