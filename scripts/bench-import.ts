/**
 * The spreadsheet import at size: `npm run bench:import` builds a messy sheet of BENCH_IMPORT_ROWS
 * rows (default 10,000; the generator of the import tests), then times preview and confirm
 * through `app.inject` on an in-process server, on the embedded database in a temporary folder
 * (`BENCH_DATABASE_URL=postgres://...` for PostgreSQL too), and an export of every donor.
 * Target: 10,000 rows confirmed in under 30 s on the embedded database (docs/performance.md).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase, type Database } from '../server/db/client.ts';
import { users } from '../server/db/schema.ts';
import { messySheet, placeNames, toCsv, toXlsx } from '../server/routes/imports/fixtures.ts';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);

async function form(bytes: Buffer, fileName: string) {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  data.append('options', JSON.stringify({ duplicates: 'skip', status: 'verified' }));
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
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
  await database.db.insert(users).values({ id: 'bench-admin', name: 'Bench', email: 'bench@example.com', role: 'admin' }).onConflictDoNothing();
  const session = await (await app.identity.$context).internalAdapter.createSession('bench-admin', false);
  const token = await app.accessTokens.issue({ id: 'bench-admin', email: 'bench@example.com' }, session.id);
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
    if (res.statusCode !== 200) throw new Error(`${what}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    console.log(`| ${label} | ${what} | ${ROWS.toLocaleString('en')} | ${(ms / 1000).toFixed(1)} s |`);
    return res;
  };

  for (const [kind, bytes] of files) {
    const body = await form(bytes, `donors.${kind}`);
    await timed(`preview (${kind}, ${(bytes.length / 1024 / 1024).toFixed(1)} MB)`, () =>
      app.inject({ method: 'POST', url: '/api/import/donors/preview', headers: { ...headers, 'content-type': body.contentType }, payload: body.payload }),
    );
  }
  const csv = await form(files[0]![1], 'donors.csv');
  const confirmed = await timed('confirm (csv): check again + write + ANALYZE', () =>
    app.inject({ method: 'POST', url: '/api/import/donors/confirm', headers: { ...headers, 'content-type': csv.contentType }, payload: csv.payload }),
  );
  console.log(`  ${confirmed.body}`);
  for (const format of ['csv', 'xlsx']) {
    await timed(`export every available donor (${format})`, () =>
      app.inject({ method: 'GET', url: `/api/export/donors?list=available&format=${format}`, headers }),
    );
  }
  await app.close();
}

console.log(`load average before: ${loadavg().map((n) => n.toFixed(1)).join(' ')}`);
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
  const server = await openDatabase({ dataDir: '', url: process.env.BENCH_DATABASE_URL });
  try {
    await runOn('PostgreSQL', server);
  } finally {
    await server.close();
  }
}
console.log(`load average after: ${loadavg().map((n) => n.toFixed(1)).join(' ')}`);
