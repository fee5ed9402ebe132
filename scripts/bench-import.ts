/**
 * The spreadsheet import at size: `npm run bench:import` builds a messy sheet of BENCH_IMPORT_ROWS
 * rows (default 10,000; the generator of the import tests), then times preview and confirm
 * through `app.inject` on an in-process server, on the embedded database in a temporary folder
 * (`BENCH_DATABASE_URL=postgres://...` for PostgreSQL too), and an export of every donor.
 * The confirm runs as an import job (docs/decisions/053) while a second client reads an admin donor
 * list in a loop: the job's total time and the reader's p50 / p95 / max are printed, on the embedded
 * database and on PostgreSQL (a scratch database made beside BENCH_DATABASE_URL and dropped after)
 * in one run. Targets: a 10,000-row job in at most 15 s; the reader's p95 at most 300 ms and its
 * max at most 1 s (docs/performance.md). The server is fresh: no ANALYZE or warm-up beyond what a
 * real server does at start.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase, type Database } from '../server/db/client.ts';
import { users } from '../server/db/schema.ts';
import { messySheet, placeNames, toCsv, toXlsx } from '../server/test/import-fixtures.ts';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);

async function form(bytes: Buffer, fileName: string) {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  data.append('options', JSON.stringify({ duplicates: 'skip', status: 'verified' }));
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

async function runOn(label: string, database: Database) {
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
  await database.db
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
  const headers = { authorization: `Bearer ${token}` };

  const sheet = messySheet(ROWS, await placeNames(database.db, 400));
  const files: [string, Buffer][] = [
    ['csv', toCsv(sheet.rows)],
    ['xlsx', await toXlsx(sheet.rows)],
  ];
  const timed = async (what: string, run: () => Promise<{ statusCode: number; body: string }>) => {
    const started = performance.now();
    const res = await run();
    const ms = performance.now() - started;
    if (res.statusCode !== 200)
      throw new Error(`${what}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    console.log(
      `| ${label} | ${what} | ${ROWS.toLocaleString('en')} | ${(ms / 1000).toFixed(1)} s |`,
    );
    return res;
  };

  for (const [kind, bytes] of files) {
    const body = await form(bytes, `donors.${kind}`);
    await timed(`preview (${kind}, ${(bytes.length / 1024 / 1024).toFixed(1)} MB)`, () =>
      app.inject({
        method: 'POST',
        url: '/api/import/donors/preview',
        headers: { ...headers, 'content-type': body.contentType },
        payload: body.payload,
      }),
    );
  }
  const csv = await form(files[0]![1], 'donors.csv');
  // The confirm as a job, while another admin reads the donor list over and over.
  let reading = true;
  const reads: number[] = [];
  const reader = (async () => {
    while (reading) {
      const started = performance.now();
      const res = await app.inject({
        method: 'GET',
        url: '/api/available-donor?limit=10&pageNumber=1',
        headers,
      });
      reads.push(performance.now() - started);
      if (res.statusCode !== 200)
        throw new Error(`reader: ${res.statusCode} ${res.body.slice(0, 300)}`);
    }
  })();
  const started = performance.now();
  const confirm = await app.inject({
    method: 'POST',
    url: '/api/import/donors/confirm',
    headers: { ...headers, 'content-type': csv.contentType },
    payload: csv.payload,
  });
  if (confirm.statusCode !== 202)
    throw new Error(`confirm: ${confirm.statusCode} ${confirm.body.slice(0, 300)}`);
  const { jobId } = confirm.json() as { jobId: string };
  let job: { state: string; created: number; skipped: number; errors: number; rowsDone: number };
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    job = (await app.inject({ method: 'GET', url: `/api/import/jobs/${jobId}`, headers })).json();
    if (job.state === 'done' || job.state === 'failed') break;
  }
  const jobMs = performance.now() - started;
  reading = false;
  await reader;
  const sorted = [...reads].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  console.log(
    `| ${label} | confirm as a job (csv): ${job.state}, ${job.created} created, ${job.skipped} skipped, ${job.errors} errors | ${ROWS.toLocaleString('en')} | ${(jobMs / 1000).toFixed(1)} s (target ≤ 15 s) |`,
  );
  console.log(
    `| ${label} | donor list read meanwhile, ${reads.length} reads: p50 / p95 / max | | ${at(0.5).toFixed(0)} / ${at(0.95).toFixed(0)} / ${sorted.at(-1)!.toFixed(0)} ms (targets p95 ≤ 300, max ≤ 1,000) |`,
  );
  for (const format of ['csv', 'xlsx']) {
    await timed(`export every available donor (${format})`, () =>
      app.inject({
        method: 'GET',
        url: `/api/export/donors?list=available&format=${format}`,
        headers,
      }),
    );
  }
  await app.close();
}

console.log(
  `load average before: ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
console.log('| database | step | rows | time |\n| --- | --- | ---: | ---: |');
const dir = await mkdtemp(path.join(tmpdir(), 'roktosetu-bench-import-'));
try {
  const embedded = await openDatabase({ dataDir: dir });
  try {
    await runOn('PGlite', embedded);
  } finally {
    await embedded.close();
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
if (process.env.BENCH_DATABASE_URL) {
  // A scratch database beside the one named, so that every run imports into an empty one.
  const name = `roktosetu_bench_import_${process.pid}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.BENCH_DATABASE_URL);
  url.pathname = `/${name}`;
  const server = await openDatabase({ dataDir: '', url: url.toString() });
  try {
    await runOn('PostgreSQL', server);
  } finally {
    await server.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}
console.log(
  `load average after: ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
