/**
 * The matches call in `npm run bench` (scripts/bench.ts calls benchMatches after its list cases):
 * blood requests of every group, with a union-level location and without one, over the seeded
 * donors (realistic groups, sexes and donation history) plus seeded calls: about 5% of verified
 * donors called one to three times in the last ten days, so "least recently called" has work.
 * Calls are recorded as the app records them (rows, then last_called_at derived from them).
 * Never runs ANALYZE: the server's own statistics (or the lack of them) are what is measured.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { BLOOD_GROUPS } from '../common/constants.ts';
import type { Db } from '../server/db/client.ts';

export interface MatchResult {
  size: number;
  name: string;
  median: number;
  p95: number;
  total: number;
  cpu?: number;
}

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) => {
  const result = (await db.execute(query)) as unknown as { rows: T[] } | T[];
  return Array.isArray(result) ? result : result.rows;
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Calls for about 5% of the verified donors not yet called, and last_called_at derived from them. */
export async function seedCalls(db: Db, by: string) {
  await db.execute(sql`
    insert into donor_calls (donor_id, outcome, called_at, called_by)
    select d.id, (array['noAnswer','declined','unreachable','other','willDonate'])[1 + (abs(hashtext(d.id::text || k::text)) % 5)],
      now() - ((abs(hashtext(d.id::text || 't' || k::text)) % 14400) || ' minutes')::interval, ${by}
    from donors d cross join generate_series(1, 3) k
    where d.status = 'verified' and d.last_called_at is null
      and abs(hashtext(d.id::text)) % 20 = 0 and k <= 1 + abs(hashtext(d.id::text || 'n')) % 3`);
  await db.execute(sql`
    update donors d set last_called_at = c.last from (
      select donor_id, max(called_at) as last from donor_calls group by donor_id
    ) c where c.donor_id = d.id and d.last_called_at is distinct from c.last`);
}

/**
 * One request per blood group at the union of a verified donor of that group (of `unitId`'s donors
 * when given, the request then in that unit), and one per group without a place. `offset` picks
 * which donor's union, so that each size's requests stand elsewhere.
 */
export async function seedRequests(
  db: Db,
  { unitId = null, offset = 0 }: { unitId?: string | null; offset?: number } = {},
): Promise<{ id: string; group: string; located: boolean }[]> {
  const made: { id: string; group: string; located: boolean }[] = [];
  for (const group of BLOOD_GROUPS) {
    const ofGroup = sql`status = 'verified' and blood_group = ${group}
          ${unitId ? sql`and unit_id = ${unitId}` : sql``}`;
    // A small database may hold fewer donors of a rare group than the offset: wrap around.
    const [{ n } = { n: 0 }] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from donors where ${ofGroup}`,
    );
    const [place] = await rowsOf<{
      division_id: number;
      district_id: number;
      upazila_id: number;
      union_id: number;
    }>(
      db,
      sql`select division_id, district_id, upazila_id, union_id from donors
        where ${ofGroup}
        order by id limit 1 offset ${n ? offset % n : 0}`,
    );
    for (const located of [true, false]) {
      const at = located && place ? place : null;
      const [row] = await rowsOf<{ id: string }>(
        db,
        sql`insert into blood_requests (patient_name, blood_group, needed_at, quantity, place, phone1, unit_id, division_id, district_id, upazila_id, union_id)
          values ('বেঞ্চ রোগী', ${group}, now() + interval '1 day', '2', 'সদর হাসপাতাল', '01700000000', ${unitId},
            ${at?.division_id ?? null}, ${at?.district_id ?? null}, ${at?.upazila_id ?? null}, ${at?.union_id ?? null})
          returning id`,
      );
      made.push({ id: row!.id, group, located: Boolean(at) });
    }
  }
  return made;
}

/**
 * Times GET /api/blood-request/:id/matches: each case cycles over the requests it names, `runs`
 * calls after `warmup`, and reports median and p95 over all of them.
 */
export async function benchMatches(
  app: FastifyInstance,
  db: Db,
  headers: Record<string, string>,
  options: { size: number; runs: number; warmup: number; by: string; log: (line: string) => void },
): Promise<MatchResult[]> {
  const started = Date.now();
  await seedCalls(db, options.by);
  const requests = await seedRequests(db, { offset: options.size % 97 });
  options.log(
    `matches: calls and ${requests.length} requests seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const cases: [string, { id: string }[], string][] = [
    [
      'matches, first page, every group, at a union (16 requests)',
      requests.filter((r) => r.located),
      'limit=10',
    ],
    [
      'matches, first page, every group, no location',
      requests.filter((r) => !r.located),
      'limit=10',
    ],
    [
      'matches, B+ at a union, page 50 (offset 500)',
      requests.filter((r) => r.located && r.group === 'bPositive'),
      'limit=10&pageNumber=50',
    ],
    [
      'matches, AB+ (every group compatible), at a union',
      requests.filter((r) => r.located && r.group === 'abPositive'),
      'limit=10',
    ],
    [
      'matches, O- at a union, with not eligible',
      requests.filter((r) => r.located && r.group === 'oNegative'),
      'limit=10&includeNotEligible=true',
    ],
    [
      'matches, 100 rows, A+ at a union',
      requests.filter((r) => r.located && r.group === 'aPositive'),
      'limit=100',
    ],
  ];
  const results: MatchResult[] = [];
  for (const [name, targets, query] of cases) {
    if (!targets.length) {
      options.log(`${name}: skipped (no donor of the group to place its request at)`);
      continue;
    }
    const times: number[] = [];
    const cpus: number[] = [];
    let total = 0;
    for (let i = 0; i < options.warmup + options.runs; i++) {
      const target = targets[i % targets.length]!;
      const url = `/api/blood-request/${target.id}/matches?${query}`;
      const c0 = process.cpuUsage();
      const t0 = process.hrtime.bigint();
      const res = await app.inject({ url, headers });
      const ms = Number(process.hrtime.bigint() - t0) / 1e6;
      const cpu = process.cpuUsage(c0);
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      if (i >= options.warmup) {
        times.push(ms);
        cpus.push((cpu.user + cpu.system) / 1000);
      }
      if (i === options.warmup) total = res.json().totalCount;
    }
    times.sort((a, b) => a - b);
    cpus.sort((a, b) => a - b);
    results.push({
      size: options.size,
      name,
      median: percentile(times, 50),
      p95: percentile(times, 95),
      total,
      cpu: percentile(cpus, 50),
    });
  }
  return results;
}

/**
 * Opt-in (BENCH_MATCHES_MILLION=1 with BENCH_DATABASE_URL; it takes minutes): a scratch
 * PostgreSQL database with 1,000,000 seeded donors (`size` to try another), and only the matches cases.
 */
export async function benchMatchesAtMillion(
  url: string,
  runs: number,
  warmup: number,
  size = 1_000_000,
): Promise<MatchResult[]> {
  const [
    { default: pg },
    { buildApp },
    { loadConfig },
    { openDatabase },
    { users },
    { seedDonors },
  ] = await Promise.all([
    import('pg'),
    import('../server/app.ts'),
    import('../server/config.ts'),
    import('../server/db/client.ts'),
    import('../server/db/schema.ts'),
    import('./seed-donors.ts'),
  ]);
  const name = `roktosetu_bench_million_${process.pid}`;
  const admin = async (q: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(q);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  const database = await openDatabase({ url: u.toString(), dataDir: '' });
  try {
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      SERVE_WEB: 'false',
      DEMO: 'false',
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
      PUBLIC_URL: 'http://localhost:3000',
    });
    const app = await buildApp(config, database);
    await app.ready();
    try {
      const db = database.db;
      await db
        .insert(users)
        .values({ id: 'bench-admin', name: 'Bench', email: 'bench@example.com', role: 'admin' })
        .onConflictDoNothing();
      const session = await (
        await app.identity.$context
      ).internalAdapter.createSession('bench-admin', false);
      const token = await app.accessTokens.issue(
        { id: 'bench-admin', email: 'bench@example.com' },
        session.id,
      );
      const started = Date.now();
      await seedDonors(db, size, size);
      console.error(
        `[PostgreSQL] ${size} donors seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      return await benchMatches(
        app,
        db,
        { authorization: `Bearer ${token}` },
        {
          size,
          runs,
          warmup,
          by: 'bench-admin',
          log: (l) => console.error(`[PostgreSQL] ${l}`),
        },
      );
    } finally {
      await app.close();
    }
  } finally {
    await database.close().catch(() => undefined);
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}
