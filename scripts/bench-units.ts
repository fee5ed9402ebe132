/**
 * The federation case of `npm run bench` (BENCH_UNITS=100): donors seeded in bulk SQL over a
 * federation of units, and the same lists and matches called side by side, call for call, by
 *
 * - the super admin (everything, as the lists were measured before units),
 * - a unit admin (an admin member of one district unit: that unit and the unit below it), and
 * - a zone admin (an admin member of one division's zone: its units and the federation's queue).
 *
 * The federation: one zone per division (depth 1), one unit per district below its zone
 * (depth 2), and BENCH_UNITS - 72 upazila units below their district's unit (depth 3), so 100 units
 * by default. A donor belongs to the unit covering the deepest level of their place (the routing
 * rule), 1% are in the federation's queue (unit_id null: brought in before their place was
 * covered) and 10% share with the federation (every unit's matches find them).
 *
 * Seeding is set-based (generate_series, one statement per size): about a minute per 1,000,000
 * donors on PostgreSQL, where seeding through the app (scripts/seed-donors.ts) takes an hour. The
 * donors look like seed-donors' (names, villages, groups, sexes, 90% verified, a long-tailed
 * donation history written as rows, with count and next-eligible time derived from it), without
 * its activity events.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {} from '../common/constants.ts';
import type { Database, Db } from '../server/db/client.ts';
import { readEligibility } from '../server/data/settings.ts';
import {
  FAMILY_NAMES,
  FEMALE_NAMES,
  MALE_NAMES,
  VILLAGES,
} from '../server/data/demo/sample-donors.ts';
import { seedCalls, seedRequests } from './bench-matches.ts';

export interface CallerResult {
  size: number;
  name: string;
  caller: string;
  median: number;
  p95: number;
  total: number;
  cpu: number;
}

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) => {
  const result = (await db.execute(query)) as unknown as { rows: T[] } | T[];
  return Array.isArray(result) ? result : result.rows;
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** A uniform number in [0, 1) from the donor's number `i` and a salt `k`: reproducible runs. */
const u = (k: number) => sql`((hashint8(i * 64 + ${k}::int) & 2147483647) / 2147483648.0::float8)`;

/**
 * The federation's units, once: `count` units (at least 72: a zone per division and a unit per
 * district), their places, and the bench's two admins as members. The unit the server made at its
 * first start (holding nothing) is archived. Answers the bench unit and zone ids.
 */
export async function ensureFederation(
  db: Db,
  count: number,
): Promise<{ unitId: string; zoneId: string }> {
  const existing = await rowsOf<{ unit_id: string; user_id: string }>(
    db,
    sql`select unit_id::text, user_id from unit_members where user_id in ('bench-unit', 'bench-zone')`,
  );
  const unitId = existing.find((m) => m.user_id === 'bench-unit')?.unit_id;
  const zoneId = existing.find((m) => m.user_id === 'bench-zone')?.unit_id;
  if (unitId && zoneId) return { unitId, zoneId };
  await db.execute(sql`update units set archived_at = now() where archived_at is null`);
  await db.execute(sql`
    with zone as (
      insert into units (depth, name_bn, name_en)
      select 1, 'অঞ্চল ' || bn_name, 'Bench zone ' || name from divisions order by id
      returning id, name_en
    )
    insert into unit_places (unit_id, level, place_id)
    select z.id, 'division', v.id from zone z join divisions v on 'Bench zone ' || v.name = z.name_en`);
  await db.execute(sql`
    with unit as (
      insert into units (parent_id, depth, name_bn, name_en)
      select z.id, 2, 'শাখা ' || d.bn_name, 'Bench unit ' || d.name
      from districts d join divisions v on v.id = d.division_id
      join units z on z.name_en = 'Bench zone ' || v.name and z.archived_at is null
      order by d.id
      returning id, name_en
    )
    insert into unit_places (unit_id, level, place_id)
    select n.id, 'district', d.id from unit n join districts d on 'Bench unit ' || d.name = n.name_en`);
  // The rest: one upazila of each district in id order, below that district's unit.
  await db.execute(sql`
    with pick as (
      select distinct on (p.district_id) p.id, p.district_id, p.name, p.bn_name
      from upazilas p order by p.district_id, p.id
    ), chosen as (select * from pick order by district_id limit ${Math.max(0, count - 72)}),
    unit as (
      insert into units (parent_id, depth, name_bn, name_en)
      select n.id, 3, 'হল ' || c.bn_name, 'Bench hall ' || c.id
      from chosen c join districts d on d.id = c.district_id
      join units n on n.name_en = 'Bench unit ' || d.name and n.archived_at is null
      returning id, name_en
    )
    insert into unit_places (unit_id, level, place_id)
    select n.id, 'upazila', c.id from unit n join chosen c on 'Bench hall ' || c.id = n.name_en`);
  // The unit admin's unit: the district unit (with its hall) of the district whose id is the
  // median of those with a hall, so that it holds about a hundredth of the donors.
  const [picked] = await rowsOf<{ unit_id: string; zone_id: string }>(
    db,
    sql`select n.id::text as unit_id, n.parent_id::text as zone_id
      from units n join units h on h.parent_id = n.id and h.depth = 3
      where n.depth = 2 and n.archived_at is null
      order by n.name_en limit 1 offset ${Math.floor(Math.max(0, count - 72) / 2)}`,
  );
  await db.execute(sql`
    insert into users (id, name, email, role) values
      ('bench-unit', 'Bench unit admin', 'unit@example.com', 'admin'),
      ('bench-zone', 'Bench zone admin', 'zone@example.com', 'admin')
    on conflict do nothing`);
  await db.execute(sql`
    insert into unit_members (unit_id, user_id, role) values
      (${picked!.unit_id}, 'bench-unit', 'admin'), (${picked!.zone_id}, 'bench-zone', 'admin')
    on conflict do nothing`);
  return { unitId: picked!.unit_id, zoneId: picked!.zone_id };
}

/**
 * Donors number `from` + 1 to `to` (so a second, larger size adds to the first), with their
 * donation history, in one statement. Phone numbers are unique by construction (01, a digit, then
 * the number times 7919 modulo 10^8 in eight digits: one to one, spread over every prefix).
 */
export async function seedDonorsBulk(db: Db, from: number, to: number): Promise<void> {
  const days = await readEligibility(db);
  await db.execute(sql`
    with place as materialized (
      select row_number() over (order by un.id) as n, un.id as union_id, up.id as upazila_id,
        di.id as district_id, di.division_id
      from unions un join upazilas up on up.id = un.upazila_id join districts di on di.id = up.district_id
    ), places as (select count(*) as total from place),
    unit_of as materialized (
      select p.union_id, coalesce(
        (select up.unit_id from unit_places up join units x on x.id = up.unit_id and x.archived_at is null
          where up.level = 'upazila' and up.place_id = p.upazila_id limit 1),
        (select up.unit_id from unit_places up join units x on x.id = up.unit_id and x.archived_at is null
          where up.level = 'district' and up.place_id = p.district_id limit 1),
        (select up.unit_id from unit_places up join units x on x.id = up.unit_id and x.archived_at is null
          where up.level = 'division' and up.place_id = p.division_id limit 1)) as unit_id
      from place p
    ), src as materialized (
      select i, gen_random_uuid() as id,
        case when ${u(1)} < 0.64 then 'male' when ${u(1)} < 0.98 then 'female'
          when ${u(1)} < 0.985 then 'third' else 'unknown' end as gender,
        case when ${u(2)} < 0.3 then 'bPositive' when ${u(2)} < 0.6 then 'oPositive'
          when ${u(2)} < 0.84 then 'aPositive' when ${u(2)} < 0.93 then 'abPositive'
          when ${u(2)} < 0.95 then 'bNegative' when ${u(2)} < 0.97 then 'oNegative'
          when ${u(2)} < 0.99 then 'aNegative' else 'abNegative' end as blood_group,
        ${u(3)} < 0.9 as verified,
        floor(${u(4)} * 1000)::int as accepted_ago,
        ${u(5)} as u_name, ${u(6)} as u_family, ${u(7)} as u_village, ${u(8)} as u_place,
        ${u(9)} as u_count, ${u(10)} as u_last, ${u(11)} < 0.05 as platelets,
        ${u(12)} as u_age, ${u(13)} < 0.2 as has_phone2, ${u(14)} < 0.01 as in_queue,
        ${u(15)} < 0.1 as shares
      from generate_series(${from + 1}::bigint, ${to}::bigint) i
    ), d as materialized (
      select s.*, p.union_id, p.upazila_id, p.district_id, p.division_id,
        case when s.in_queue then null else o.unit_id end as unit_id,
        case when s.verified then floor(-ln(1 - s.u_count * 0.999) * 3)::int else 0 end as donations,
        (now() at time zone 'Asia/Dhaka')::date - floor(s.u_last * 360)::int as last_date
      from src s cross join places
      join place p on p.n = 1 + floor(s.u_place * places.total)::bigint
      join unit_of o on o.union_id = p.union_id
    ), inserted as (
      insert into donors (id, name, birth_date, gender, phone1, phone2, blood_group, division_id,
        district_id, upazila_id, union_id, village, unit_id, sharing, status, accepted_at,
        donation_count, last_donated_at, next_eligible_at, donate_clicked_at, note, created_at)
      select d.id,
        (case when d.gender = 'female'
          then (${textArray(FEMALE_NAMES)})[1 + floor(d.u_name * ${FEMALE_NAMES.length})::int]
          else (${textArray(MALE_NAMES)})[1 + floor(d.u_name * ${MALE_NAMES.length})::int] end)
          || ' ' || (${textArray(FAMILY_NAMES)})[1 + floor(d.u_family * ${FAMILY_NAMES.length})::int],
        ((now() at time zone 'Asia/Dhaka')::date - (18 * 365 + floor(d.u_age * 40 * 365)::int)),
        d.gender,
        '01' || (3 + d.i % 7) || lpad(((d.i * 7919) % 100000000)::text, 8, '0'),
        case when d.has_phone2 then '01' || (3 + (d.i + 3) % 7) || lpad(((d.i * 7919 + 50000000) % 100000000)::text, 8, '0') end,
        d.blood_group, d.division_id, d.district_id, d.upazila_id, d.union_id,
        (${textArray(VILLAGES)})[1 + floor(d.u_village * ${VILLAGES.length})::int],
        d.unit_id, case when d.shares then 'federation' else 'unit' end,
        case when d.verified then 'verified' else 'pending' end,
        case when d.verified then now() - make_interval(days => d.accepted_ago) end,
        d.donations,
        case when d.donations > 0 then d.last_date::timestamp at time zone 'Asia/Dhaka' end,
        case when d.donations > 0 then (d.last_date + case
            when d.platelets then ${days.plateletsDays}::int
            when d.gender = 'male' then ${days.wholeBloodMaleDays}::int
            when d.gender = 'female' then ${days.wholeBloodFemaleDays}::int
            else ${days.wholeBloodOtherDays}::int end)::timestamp at time zone 'Asia/Dhaka' end,
        case when d.donations > 0 then d.last_date::timestamp at time zone 'Asia/Dhaka' end,
        case when d.donations > 0 then 0 end,
        now() - make_interval(days => d.accepted_ago + 2)
      from d
      returning 1
    ), history as (
      insert into donations (donor_id, donated_at, kind)
      select d.id, d.last_date - case when k = 1 then 0
          else (k - 1) * 240 + (hashint8(d.i * 64 + 32 + k) & 127)::int end,
        case when (k = 1 and d.platelets) or (k > 1 and (hashint8(d.i * 64 + 48 + k) & 31) = 0)
          then 'platelets' else 'whole_blood' end
      from d cross join lateral generate_series(1, d.donations) k
      returning 1
    )
    select (select count(*) from inserted) as donors, (select count(*) from history) as donations`);
}

/** The lists' default pages, a filter and searches, as each list screen first asks for them. */
const LIST_CASES: [string, string][] = [
  ['available, default order, first page', '/api/available-donor?limit=10&pageNumber=0'],
  ['available, by donation count', '/api/available-donor?limit=10&sortByDonateCount=true'],
  ['available, blood group B+', '/api/available-donor?limit=10&bloodGroupFilterData=bPositive'],
  [
    'available, search Bengali name "রহিম"',
    `/api/available-donor?limit=10&donorSearchData=${encodeURIComponent('রহিম')}`,
  ],
  ['available, phone prefix "01712"', '/api/available-donor?limit=10&donorSearchData=01712'],
  ['unavailable, default order', '/api/unavailable-donor?limit=10'],
  ['unavailable, by donation count', '/api/unavailable-donor?limit=10&sortByDonateCount=true'],
  ['donor requests (pending)', '/api/donor-request?limit=10'],
  ['verified donors, first page', '/api/verified-donor?limit=10&pageNumber=0'],
];

export interface Caller {
  label: string;
  headers: Record<string, string>;
}

/**
 * Every case called by every caller in turn (super admin, unit admin, zone admin, super admin,
 * ...), `runs` rounds after `warmup`, so that the machine's load falls on all of them alike.
 */
export async function benchUnits(
  app: FastifyInstance,
  db: Db,
  callers: Caller[],
  options: {
    size: number;
    runs: number;
    warmup: number;
    unitId: string;
    log: (line: string) => void;
  },
): Promise<CallerResult[]> {
  const started = Date.now();
  await seedCalls(db, 'bench-super');
  const requests = await seedRequests(db, { unitId: options.unitId });
  options.log(
    `units: calls and ${requests.length} requests seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const cases: [string, string[]][] = [
    ...LIST_CASES.map(([name, url]): [string, string[]] => [name, [url]]),
    [
      'matches, first page, every group, at a union (8 requests)',
      requests.filter((r) => r.located).map((r) => `/api/blood-request/${r.id}/matches?limit=10`),
    ],
    [
      'matches, first page, every group, no location',
      requests.filter((r) => !r.located).map((r) => `/api/blood-request/${r.id}/matches?limit=10`),
    ],
    [
      'matches, AB+ (every group compatible), at a union',
      requests
        .filter((r) => r.located && r.group === 'abPositive')
        .map((r) => `/api/blood-request/${r.id}/matches?limit=10`),
    ],
    [
      'matches, 100 rows, A+ at a union',
      requests
        .filter((r) => r.located && r.group === 'aPositive')
        .map((r) => `/api/blood-request/${r.id}/matches?limit=100`),
    ],
  ];
  const results: CallerResult[] = [];
  // BENCH_CASES=matches: only the cases whose name holds that text (one part re-measured).
  const only = process.env.BENCH_CASES;
  for (const [name, urls] of cases) {
    // A small unit may hold no verified donor of a group to place its request at.
    if (!urls.length || (only && !name.includes(only))) continue;
    const times = callers.map(() => [] as number[]);
    const cpus = callers.map(() => [] as number[]);
    const totals = callers.map(() => 0);
    for (let i = 0; i < options.warmup + options.runs; i++) {
      const url = urls[i % urls.length]!;
      for (const [c, caller] of callers.entries()) {
        const c0 = process.cpuUsage();
        const t0 = process.hrtime.bigint();
        const res = await app.inject({ url, headers: caller.headers });
        const ms = Number(process.hrtime.bigint() - t0) / 1e6;
        const cpu = process.cpuUsage(c0);
        if (res.statusCode !== 200)
          throw new Error(`${caller.label} ${url}: ${res.statusCode} ${res.body}`);
        if (i >= options.warmup) {
          times[c]!.push(ms);
          cpus[c]!.push((cpu.user + cpu.system) / 1000);
        }
        if (i === options.warmup)
          totals[c] = (res.json() as { totalCount?: number }).totalCount ?? 0;
      }
    }
    for (const [c, caller] of callers.entries()) {
      const t = times[c]!.sort((a, b) => a - b);
      const p = cpus[c]!.sort((a, b) => a - b);
      results.push({
        size: options.size,
        name,
        caller: caller.label,
        median: percentile(t, 50),
        p95: percentile(t, 95),
        total: totals[c]!,
        cpu: percentile(p, 50),
      });
    }
  }
  return results;
}

/** Donors per caller's scope, for the report: the unit's, the zone's (with the queue) and all. */
export async function scopeSizes(db: Db, unitId: string, zoneId: string) {
  const [row] = await rowsOf<{ unit: number; zone: number; queue: number; shared: number }>(
    db,
    sql`with recursive below(id, top) as (
        select id, id from units where id in (${unitId}, ${zoneId})
        union all select u.id, b.top from units u join below b on u.parent_id = b.id
      )
      select
        (select count(*)::int from donors where unit_id in (select id from below where top = ${unitId})) as unit,
        (select count(*)::int from donors where unit_id in (select id from below where top = ${zoneId})) as zone,
        (select count(*)::int from donors where unit_id is null) as queue,
        (select count(*)::int from donors where sharing = 'federation') as shared`,
  );
  return row!;
}

/** After a bulk load: what autovacuum does on a default installation (statistics and the visibility map). */
export async function vacuumAfterLoad(database: Database) {
  await database.withConnection(async (s) => {
    for (const table of ['donors', 'donations', 'units', 'unit_members', 'unit_places'])
      await s.query(`VACUUM (ANALYZE) ${table}`);
  });
}
