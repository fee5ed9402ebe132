/**
 * Latency of the donor lists at 10,000 and 100,000 donors, through the real server in-process
 * (app.inject: routing, validation, access check, SQL, presenter and JSON, without a socket):
 *
 *   npm run bench                                     # embedded PGlite
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench   # and PostgreSQL
 *
 * On PostgreSQL a scratch database is created next to the one in the URL and dropped afterwards.
 * Prints a Markdown table per database: median and p95 of repeated calls for each case.
 * BENCH_SIZES=10000,100000 and BENCH_RUNS=30 change the sizes and the number of calls;
 * BENCH_MILLION=1 adds 1,000,000 donors (takes long: see benchSizes).
 *
 * BENCH_REUSE_DATABASE_URL=postgres://.../db (or BENCH_REUSE_DATA_DIR=folder for the embedded
 * database) times the cases on a database that already holds donors, as it is: no scratch
 * database, no seeding, no ANALYZE, no settings case (it rewrites every row); the server's
 * migrations run as at any start. For re-measuring
 * at 1,000,000 donors without seeding them again (an hour on the shared machine). It adds a bench
 * user, calls and blood requests to that database.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase, type Database } from '../server/db/client.ts';
import { users } from '../server/db/schema.ts';
import { afterBulkLoad, seedDonors } from './seed-donors.ts';
import { benchMatches, benchMatchesAtMillion } from './bench-matches.ts';
import {
  benchUnits,
  ensureFederation,
  scopeSizes,
  seedDonorsBulk,
  vacuumAfterLoad,
  type CallerResult,
} from './bench-units.ts';

const SIZES = benchSizes();
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARMUP = 3;
/**
 * BENCH_UNITS=100: the federation case (scripts/bench-units.ts) instead of the cases below: donors
 * seeded in bulk SQL over that many units, and the super admin's, a unit admin's and a zone admin's
 * lists and matches called side by side. The 1,000,000-donor run on PostgreSQL alone:
 *
 *   BENCH_UNITS=100 BENCH_SIZES=1000000 BENCH_PGLITE=0 \
 *     BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench
 *
 * With BENCH_KEEP_DATABASE=name the seeded PostgreSQL database is made under that name and kept,
 * to be measured again with BENCH_REUSE_DATABASE_URL (and BENCH_UNITS) without seeding.
 * BENCH_CASES=matches there times only the cases whose name holds that text.
 */
const UNITS = Number(process.env.BENCH_UNITS ?? 0);

const CASES: [string, string][] = [
  ['available, default order, first page', '/api/available-donor?limit=10&pageNumber=0'],
  ['available, by donation count', '/api/available-donor?limit=10&sortByDonateCount=true'],
  ['available, page 100 (offset 1,000)', '/api/available-donor?limit=10&pageNumber=100'],
  ['available, page 5,000 (offset 50,000)', '/api/available-donor?limit=10&pageNumber=5000'],
  // The same page reached by "next" (keyset: read after the page before's last row); left out
  // where the list has no page 5,000.
  [
    'available, page 5,000 from the next of page 4,999',
    '/api/available-donor?limit=10&pageNumber=5000&after=AFTER',
  ],
  ['available, 100 rows', '/api/available-donor?limit=100'],
  ['available, blood group B+', '/api/available-donor?limit=10&bloodGroupFilterData=bPositive'],
  [
    'available, district + blood group + gender',
    '/api/available-donor?limit=10&districtFilterData=1&bloodGroupFilterData=oPositive&genders=%E0%A6%AE%E0%A6%B9%E0%A6%BF%E0%A6%B2%E0%A6%BE',
  ],
  ['available, union', '/api/available-donor?limit=10&unionFilterData=UNION'],
  [
    'available, search Bengali name "রহিম"',
    `/api/available-donor?limit=10&donorSearchData=${encodeURIComponent('রহিম')}`,
  ],
  [
    'available, search English name "tanvir"',
    '/api/available-donor?limit=10&donorSearchData=tanvir',
  ],
  [
    'available, search village "পাড়া" + blood group',
    `/api/available-donor?limit=10&bloodGroupFilterData=aPositive&donorSearchData=${encodeURIComponent('পাড়া')}`,
  ],
  ['available, phone prefix "01712"', '/api/available-donor?limit=10&donorSearchData=01712'],
  ['available, exact phone', '/api/available-donor?limit=10&donorSearchData=PHONE'],
  ['unavailable, default order', '/api/unavailable-donor?limit=10'],
  ['unavailable, page 500 (offset 5,000)', '/api/unavailable-donor?limit=10&pageNumber=500'],
  ['unavailable, by donation count', '/api/unavailable-donor?limit=10&sortByDonateCount=true'],
  ['donor requests (pending)', '/api/donor-request?limit=10'],
  ['leader board (top-donor)', '/api/top-donor'],
  ['donation history of one donor', '/api/donors/DONOR/donations'],
];

/** A settings change recomputes every donor's next-eligible time in one UPDATE: timed on its own. */
const SETTINGS_RUNS = 3;

/**
 * BENCH_SIZES, default 10,000 and 100,000 donors; BENCH_MILLION=1 adds 1,000,000 (opt-in: seeding
 * a million realistic donors with their history takes a long time, about an hour on the shared
 * 2-core machine; use it with BENCH_DATABASE_URL, the lists' target is PostgreSQL's).
 */
function benchSizes(): number[] {
  const sizes = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
  if (process.env.BENCH_MILLION === '1' && !sizes.includes(1_000_000)) sizes.push(1_000_000);
  return sizes;
}

interface Result {
  size: number;
  name: string;
  median: number;
  p95: number;
  total: number;
  /** Median CPU time of this process per call: on PGlite it includes the database's work, and moves less with the machine's load than the wall clock. */
  cpu?: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function runOn(label: string, database: Database, reuse = false): Promise<Result[]> {
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
  const db = database.db;
  await db
    .insert(users)
    .values({ id: 'bench-admin', name: 'Bench', email: 'bench@example.com', role: 'admin' })
    .onConflictDoNothing();
  // Tokens are tied to an identity session, so the bench admin gets one.
  const session = await (
    await app.identity.$context
  ).internalAdapter.createSession('bench-admin', false);
  const token = await app.accessTokens.issue(
    { id: 'bench-admin', email: 'bench@example.com' },
    session.id,
  );
  await db
    .insert(users)
    .values({ id: 'bench-super', name: 'Bench', email: 'super@example.com', role: 'superAdmin' })
    .onConflictDoNothing();
  const headers = { authorization: `Bearer ${token}` };
  const superSession = await (
    await app.identity.$context
  ).internalAdapter.createSession('bench-super', false);
  const superToken = await app.accessTokens.issue(
    { id: 'bench-super', email: 'super@example.com' },
    superSession.id,
  );
  if (UNITS > 0) {
    try {
      return await runUnits(label, app, database, reuse, superToken);
    } finally {
      await app.close();
    }
  }
  const results: Result[] = [];
  let seeded = 0;
  try {
    const existing = reuse ? await countDonors(db) : 0;
    for (const size of reuse ? [existing] : SIZES) {
      const started = Date.now();
      if (reuse) seeded = existing;
      else {
        seeded += await seedDonors(db, size - seeded, size);
        // No ANALYZE of its own: the statistics are what `npm run seed:donors` leaves (it analyzes
        // after loading, as the geography seed, a restore and the server's periodic check do).
        await afterBulkLoad(database);
        console.error(
          `[${label}] ${seeded} donors seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`,
        );
      }
      const sample = (await db.execute(
        sql`select id, union_id, phone1 from donors where status = 'verified' order by donation_count desc limit 1`,
      )) as unknown as
        | { rows: { id: string; union_id: number; phone1: string }[] }
        | { id: string; union_id: number; phone1: string }[];
      const row = Array.isArray(sample) ? sample[0] : sample.rows[0];
      const before = await app.inject({
        url: '/api/available-donor?limit=10&pageNumber=4999',
        headers,
      });
      const after = (before.json() as { next?: string | null }).next ?? null;
      for (const [name, template] of CASES) {
        if (template.includes('AFTER') && !after) continue;
        const url = template
          .replace('UNION', String(row!.union_id))
          .replace('PHONE', row!.phone1)
          .replace('DONOR', row!.id)
          .replace('AFTER', after ?? '');
        const times: number[] = [];
        const cpus: number[] = [];
        let total = 0;
        for (let i = 0; i < WARMUP + RUNS; i++) {
          const c0 = process.cpuUsage();
          const t0 = process.hrtime.bigint();
          const res = await app.inject({ url, headers });
          const ms = Number(process.hrtime.bigint() - t0) / 1e6;
          const cpu = process.cpuUsage(c0);
          if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
          if (i >= WARMUP) {
            times.push(ms);
            cpus.push((cpu.user + cpu.system) / 1000);
          }
          if (i === 0) {
            const body = res.json();
            total = Array.isArray(body)
              ? body.length
              : (body.totalCount ?? body.donations?.length ?? 0);
          }
        }
        times.sort((a, b) => a - b);
        cpus.sort((a, b) => a - b);
        results.push({
          size,
          name,
          median: percentile(times, 50),
          p95: percentile(times, 95),
          total,
          cpu: percentile(cpus, 50),
        });
      }
      results.push(
        ...(await benchMatches(app, db, headers, {
          size,
          runs: RUNS,
          warmup: WARMUP,
          by: 'bench-admin',
          log: (l) => console.error(`[${label}] ${l}`),
        })),
      );
      // An existing database is left as it is: the settings case rewrites every donor row.
      if (reuse) continue;
      const times: number[] = [];
      for (let i = 0; i < SETTINGS_RUNS; i++) {
        const eligibility = {
          wholeBloodMaleDays: 90,
          wholeBloodFemaleDays: 120 + ((i + 1) % 2),
          wholeBloodOtherDays: 120,
          plateletsDays: 14,
        };
        const t0 = process.hrtime.bigint();
        const res = await app.inject({
          method: 'PUT',
          url: '/api/settings',
          headers: { authorization: `Bearer ${superToken}` },
          payload: { eligibility },
        });
        times.push(Number(process.hrtime.bigint() - t0) / 1e6);
        if (res.statusCode !== 200) throw new Error(`settings: ${res.statusCode} ${res.body}`);
      }
      times.sort((a, b) => a - b);
      results.push({
        size,
        name: `settings change (recomputes all, ${SETTINGS_RUNS} runs)`,
        median: percentile(times, 50),
        p95: percentile(times, 95),
        total: seeded,
      });
    }
  } finally {
    await app.close();
  }
  return results;
}

/** A bearer token for one of the bench's accounts (tokens are tied to an identity session). */
async function tokenFor(app: Awaited<ReturnType<typeof buildApp>>, id: string, email: string) {
  const session = await (await app.identity.$context).internalAdapter.createSession(id, false);
  return app.accessTokens.issue({ id, email }, session.id);
}

/** The federation case (BENCH_UNITS): seeds in bulk per size, then every caller side by side. */
async function runUnits(
  label: string,
  app: Awaited<ReturnType<typeof buildApp>>,
  database: Database,
  reuse: boolean,
  superToken: string,
): Promise<Result[]> {
  const db = database.db;
  const { unitId, zoneId } = await ensureFederation(db, UNITS);
  const callers = [
    { label: 'super admin', headers: { authorization: `Bearer ${superToken}` } },
    {
      label: 'unit admin',
      headers: { authorization: `Bearer ${await tokenFor(app, 'bench-unit', 'unit@example.com')}` },
    },
    {
      label: 'zone admin',
      headers: { authorization: `Bearer ${await tokenFor(app, 'bench-zone', 'zone@example.com')}` },
    },
  ];
  const results: Result[] = [];
  let seeded = reuse ? await countDonors(db) : 0;
  for (const size of reuse ? [seeded] : SIZES) {
    if (!reuse) {
      const started = Date.now();
      await seedDonorsBulk(db, seeded, size);
      seeded = size;
      console.error(
        `[${label}] ${seeded} donors over ${UNITS} units seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      // What autovacuum does after a bulk load on a default installation (statistics and the
      // visibility map); this machine's PostgreSQL runs with autovacuum off, PGlite has none.
      const t0 = Date.now();
      await vacuumAfterLoad(database);
      if (database.kind === 'postgres') await afterBulkLoad(database);
      console.error(`[${label}] VACUUM (ANALYZE) in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    }
    const scope = await scopeSizes(db, unitId, zoneId);
    console.error(
      `[${label}] ${seeded} donors: the unit admin's unit ${scope.unit}, the zone ${scope.zone} (+ queue ${scope.queue}), shared with the federation ${scope.shared}`,
    );
    const measured: CallerResult[] = await benchUnits(app, db, callers, {
      size: seeded,
      runs: RUNS,
      warmup: WARMUP,
      unitId,
      log: (l) => console.error(`[${label}] ${l}`),
    });
    results.push(...measured.map((r) => ({ ...r, name: `${r.name} — ${r.caller}` })));
  }
  return results;
}

async function countDonors(db: Database['db']): Promise<number> {
  const result = (await db.execute(sql`select count(*)::int as n from donors`)) as unknown as
    { rows: { n: number }[] } | { n: number }[];
  return (Array.isArray(result) ? result : result.rows)[0]?.n ?? 0;
}

/** The cases on an existing database (BENCH_REUSE_DATABASE_URL or BENCH_REUSE_DATA_DIR), left in place. */
async function reused(): Promise<string> {
  const url = process.env.BENCH_REUSE_DATABASE_URL;
  const database = await openDatabase({ url, dataDir: process.env.BENCH_REUSE_DATA_DIR ?? '' });
  const label = url ? 'PostgreSQL (existing database)' : 'PGlite (existing folder)';
  try {
    return table(label, await runOn(label, database, true));
  } finally {
    await database.close().catch(() => undefined);
  }
}

function table(label: string, results: Result[]): string {
  const lines = [
    `### ${label}`,
    '',
    '| case | donors | matches | median ms | p95 ms | median CPU ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const r of results) {
    const cpu = r.cpu === undefined ? '' : r.cpu.toFixed(1);
    lines.push(
      `| ${r.name} | ${r.size.toLocaleString('en')} | ${r.total.toLocaleString('en')} | ${r.median.toFixed(1)} | ${r.p95.toFixed(1)} | ${cpu} |`,
    );
  }
  return lines.join('\n');
}

async function pglite() {
  const dir = await mkdtemp(path.join(tmpdir(), 'roktosetu-bench-'));
  const database = await openDatabase({ dataDir: dir });
  try {
    return await runOn('PGlite', database);
  } finally {
    await database.close().catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  }
}

async function postgres(url: string) {
  const keep = process.env.BENCH_KEEP_DATABASE;
  if (keep && !/^[a-z_][a-z0-9_]*$/.test(keep))
    throw new Error('BENCH_KEEP_DATABASE: a plain name');
  const name = keep ?? `roktosetu_bench_${process.pid}`;
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
    return await runOn('PostgreSQL', database);
  } finally {
    await database.close().catch(() => undefined);
    if (!keep) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

async function main() {
  console.log(
    `Donor list latency, ${RUNS} calls per case after ${WARMUP} warm-up calls (node ${process.version}).`,
  );
  console.log(
    `Load average at start: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n`,
  );
  if (process.env.BENCH_REUSE_DATABASE_URL || process.env.BENCH_REUSE_DATA_DIR) {
    console.log(await reused());
    console.log(
      `\nLoad average at end: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    return;
  }
  if (process.env.BENCH_PGLITE !== '0') console.log(table('PGlite (embedded)', await pglite()));
  if (process.env.BENCH_DATABASE_URL) {
    console.log('');
    console.log(table('PostgreSQL', await postgres(process.env.BENCH_DATABASE_URL)));
  }
  if (process.env.BENCH_DATABASE_URL && process.env.BENCH_MATCHES_MILLION) {
    console.log('');
    console.log(
      table(
        'PostgreSQL, matches at 1,000,000 donors',
        await benchMatchesAtMillion(process.env.BENCH_DATABASE_URL, RUNS, WARMUP),
      ),
    );
  }
  console.log(
    `\nLoad average at end: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
