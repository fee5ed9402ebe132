import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR } from '../paths.ts';
import { migrationsBefore, openScratch, type Scratch } from '../test/migrations.ts';

/**
 * The migrations after 0009 (reaching donors, the incomplete list's order, purges that scrub the
 * trail) on a database that a release at 0009 made and filled: a row in every table, then the
 * later migrations; every row is still there with its values. Runs on PGlite, and on PostgreSQL
 * with TEST_DATABASE_URL.
 */

let scratch: Scratch;
let oldFolder: string;
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await scratch.db.execute(query)) as unknown as { rows: T[] }).rows;
const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(query))[0]!;

/** Every table of the schema at 0009. */
const TABLES_AT_0009 = [
  'accounts',
  'audit_events',
  'blood_requests',
  'contacts',
  'districts',
  'divisions',
  'donations',
  'donor_calls',
  'donors',
  'images',
  'meta',
  'pledges',
  'rate_limits',
  'sessions',
  'settings',
  'unions',
  'upazilas',
  'users',
  'verifications',
  'villages',
];

const ids = {
  donor: '',
  request: '',
  gone: '00000000-0000-4000-8000-000000000009',
  contact: '',
  image: '',
  donation: '',
  call: '',
};
const counts: Record<string, number> = {};
const countOf = async (table: string) =>
  (await one<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`)).n;

beforeAll(async () => {
  scratch = await openScratch();
  oldFolder = await migrationsBefore(10);
  await scratch.migrate(oldFolder);
  const run = (query: ReturnType<typeof sql>) => scratch.db.execute(query);
  const id = async (query: ReturnType<typeof sql>) => (await one<{ id: string }>(query)).id;

  await run(
    sql`insert into users (id, name, email, role) values ('u1', 'অ্যাডমিন', 'admin@example.org', 'admin')`,
  );
  await run(
    sql`insert into accounts (id, account_id, provider_id, user_id, password) values ('a1', 'u1', 'credential', 'u1', 'hash')`,
  );
  await run(
    sql`insert into sessions (id, expires_at, token, user_id) values ('s1', now() + interval '1 day', 'tok', 'u1')`,
  );
  await run(
    sql`insert into verifications (id, identifier, value, expires_at) values ('v1', 'who', 'what', now() + interval '1 hour')`,
  );
  await run(
    sql`insert into rate_limits (id, key, count, last_request) values ('r1', '127.0.0.1/sign-in', 2, 1700000000000)`,
  );
  await run(sql`insert into divisions values (1, 'Chattagram', 'চট্টগ্রাম')`);
  await run(sql`insert into districts values (1, 1, 'Cox''s Bazar', 'কক্সবাজার')`);
  await run(sql`insert into upazilas values (1, 1, 'Ukhia', 'উখিয়া')`);
  await run(
    sql`insert into unions (id, upazila_id, name, bn_name) values (1, 1, 'Palong', 'পালং')`,
  );
  await run(sql`insert into villages (union_id, name, bn_name) values (1, 'Purbopara', 'পূর্বপাড়া')`);
  ids.donor = await id(sql`
    insert into donors (name, birth_date, gender, phone1, blood_group, division_id, district_id, upazila_id, union_id, village, status, accepted_at)
    values ('রহিম উদ্দিন', '1990-03-04', 'male', '01711000001', 'oPositive', 1, 1, 1, 1, 'পূর্বপাড়া', 'verified', now())
    returning id`);
  ids.request = await id(sql`
    insert into blood_requests (patient_name, blood_group, needed_at, quantity, place, phone1, union_id, status)
    values ('করিম রোগী', 'oPositive', now() + interval '2 days', '2', 'কক্সবাজার সদর হাসপাতাল', '01811000002', 1, 'incomplete')
    returning id`);
  ids.image = await id(
    sql`insert into images (content_type, bytes) values ('image/png', '\\x89504e47'::bytea) returning id`,
  );
  ids.contact = await id(sql`
    insert into contacts (name, phone1, image_id) values ('সহায়ক', '01911000003', ${ids.image}) returning id`);
  ids.donation = await id(sql`
    insert into donations (donor_id, donated_at, blood_request_id, recorded_by)
    values (${ids.donor}, '2025-01-02', ${ids.request}, 'u1') returning id`);
  ids.call = await id(sql`
    insert into donor_calls (donor_id, blood_request_id, outcome, note, called_by)
    values (${ids.donor}, ${ids.request}, 'willDonate', 'আসবেন', 'u1') returning id`);
  await run(sql`
    insert into pledges (blood_request_id, donor_id, call_id, pledged_by)
    values (${ids.request}, ${ids.donor}, ${ids.call}, 'u1')`);
  await run(
    sql`insert into settings (key, value, updated_by) values ('eligibility', '{"male": 90}'::jsonb, 'u1')`,
  );
  await run(sql`insert into meta (key, value) values ('seeded', 'yes')`);
  // Events: about the live request (kept whole), and about a request that was purged before
  // these migrations (its personal values go: 0013).
  await run(sql`
    insert into audit_events (actor_id, actor_email, action, target, target_id, changes) values
      ('u1', 'admin@example.org', 'create', 'bloodRequest', ${ids.request}, '{"patientName": "করিম রোগী", "phone1": "01811000002", "quantity": "2"}'::jsonb),
      ('u1', 'admin@example.org', 'create', 'bloodRequest', ${ids.gone}, '{"patientName": "চলে যাওয়া রোগী", "phone1": "01811000009", "quantity": "1"}'::jsonb),
      ('u1', 'admin@example.org', 'verify', 'donor', ${ids.donor}, '{"status": "verified"}'::jsonb)`);

  for (const table of TABLES_AT_0009) counts[table] = await countOf(table);
  await scratch.migrate(MIGRATIONS_DIR);
}, 180_000);

afterAll(async () => {
  await scratch?.close();
  if (oldFolder) await rm(oldFolder, { recursive: true, force: true });
});

describe('migrations 0010 and later on a database made and filled at 0009', () => {
  it('carries every row of every table forward', async () => {
    for (const table of TABLES_AT_0009) {
      expect(counts[table], table).toBeGreaterThan(0);
      expect(await countOf(table), table).toBe(counts[table]);
    }
  });

  it('keeps the values of the rows', async () => {
    expect(
      await one(
        sql`select name, phone1, gender, status, village from donors where id = ${ids.donor}`,
      ),
    ).toEqual({
      name: 'রহিম উদ্দিন',
      phone1: '01711000001',
      gender: 'male',
      status: 'verified',
      village: 'পূর্বপাড়া',
    });
    expect(
      await one(
        sql`select patient_name, place, phone1, status, union_id from blood_requests where id = ${ids.request}`,
      ),
    ).toEqual({
      patient_name: 'করিম রোগী',
      place: 'কক্সবাজার সদর হাসপাতাল',
      phone1: '01811000002',
      status: 'incomplete',
      union_id: 1,
    });
    expect(
      await one(sql`select name, phone1, image_id from contacts where id = ${ids.contact}`),
    ).toEqual({
      name: 'সহায়ক',
      phone1: '01911000003',
      image_id: ids.image,
    });
    expect(
      await one(sql`select donor_id, blood_request_id from donations where id = ${ids.donation}`),
    ).toEqual({
      donor_id: ids.donor,
      blood_request_id: ids.request,
    });
    expect(await one(sql`select outcome, note from donor_calls where id = ${ids.call}`)).toEqual({
      outcome: 'willDonate',
      note: 'আসবেন',
    });
    expect(
      await one(sql`select donor_id, call_id from pledges where blood_request_id = ${ids.request}`),
    ).toEqual({
      donor_id: ids.donor,
      call_id: ids.call,
    });
    expect(await one(sql`select email, role from users where id = 'u1'`)).toEqual({
      email: 'admin@example.org',
      role: 'admin',
    });
    expect(await one(sql`select value from settings where key = 'eligibility'`)).toEqual({
      value: { male: 90 },
    });
  });

  it('leaves every donor of before complete and every donation a known day (0014)', async () => {
    expect(
      await one(
        sql`select birth_date, division_id, union_id, details_missing from donors where id = ${ids.donor}`,
      ),
    ).toEqual({
      birth_date: '1990-03-04',
      division_id: 1,
      union_id: 1,
      details_missing: false,
    });
    expect(
      await one(sql`select donated_at, precision from donations where id = ${ids.donation}`),
    ).toEqual({
      donated_at: '2025-01-02',
      precision: 'day',
    });
    // A donor from a list may be known only to its upazila, but never to a union without its upazila.
    const listed = await one<{ details_missing: boolean }>(sql`
      insert into donors (name, phone1, blood_group, division_id, district_id, upazila_id, village)
      values ('তালিকার দাতা', '01711000008', 'bPositive', 1, 1, 1, '') returning details_missing`);
    expect(listed.details_missing).toBe(true);
    await expect(
      scratch.db.execute(
        sql`insert into donors (name, phone1, blood_group, union_id, village) values ('ভুল', '01711000007', 'bPositive', 1, 'গ্রাম')`,
      ),
    ).rejects.toThrow();
  });

  it("keeps the trail's events, without the personal values of a request purged before", async () => {
    const events = await rows<{ target_id: string; changes: Record<string, unknown> }>(
      sql`select target_id, changes from audit_events where action = 'create' order by target_id`,
    );
    expect(events.find((e) => e.target_id === ids.request)?.changes).toEqual({
      patientName: 'করিম রোগী',
      phone1: '01811000002',
      quantity: '2',
    });
    expect(events.find((e) => e.target_id === ids.gone)?.changes).toEqual({ quantity: '1' });
    // The trail is still append-only for everything else.
    await expect(
      scratch.db.execute(sql`delete from audit_events where target_id = ${ids.donor}`),
    ).rejects.toThrow();
  });
});
