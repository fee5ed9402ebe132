import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ImportJob } from '../../../common/schemas/imports.ts';
import { rowsOf, openDatabase, type Database } from '../../db/client.ts';
import { seedGeography } from '../../db/seed-geo.ts';
import { DEMO_ADMIN } from '../../demo.ts';
import { emptyDatabase, freshDatabase } from '../../test/database.ts';
import { messySheet, placeNames, toCsv, type MessySheet } from '../../test/import-fixtures.ts';

/**
 * An import job survives a kill -9: a real server process is sent a 5,000-row sheet, killed with
 * SIGKILL while its job writes, and started again on the same database; the job resumes after its
 * last committed chunk and ends done, with every donor of the sheet exactly once. Runs on the
 * embedded database (its directory opened by one process after another) or, with
 * TEST_DATABASE_URL, on PostgreSQL.
 */
const ROWS = 5_000;
let target: { url?: string; dataDir?: string; drop: () => Promise<void> };
let database: Database | null = null;
let child: ChildProcess | null = null;
let sheet: MessySheet;
let port: number;
const base = () => `http://127.0.0.1:${port}`;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port: found } = server.address() as { port: number };
      server.close(() => resolve(found));
    });
  });

const reopen = () =>
  openDatabase(target.url ? { url: target.url, dataDir: '' } : { dataDir: target.dataDir! });

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) {
    const fresh = await freshDatabase();
    target = { url: fresh.url, drop: fresh.drop };
    database = fresh.database;
  } else {
    const empty = await emptyDatabase(null);
    target = { dataDir: empty.dataDir, drop: empty.drop };
    database = empty.database;
    await database.migrate();
    await seedGeography(database.db);
  }
  sheet = messySheet(ROWS, await placeNames(database.db, 12), [], 77);
  if (!target.url) {
    await database.close();
    database = null;
  }
  port = await freePort();
}, 120_000);

afterAll(async () => {
  child?.kill('SIGKILL');
  if (target.url) await target.drop();
  else {
    await database?.close();
    await rm(target.dataDir!, { recursive: true, force: true });
  }
});

function startServer(): ChildProcess {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    DEMO: 'true',
    AUTH_SECRET: 'crash-test-secret-crash-test-secret-42',
    PUBLIC_URL: base(),
    ALERT_WORKER: 'false',
    IMPORT_POLL_MS: '100',
    IMPORT_LEASE_SECONDS: '2',
    STATISTICS_CHECK_SECONDS: '0',
    ...(target.url
      ? { DATABASE_URL: target.url }
      : { DATA_DIR: target.dataDir!, DATABASE_URL: '' }),
  };
  return spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: 'ignore' });
}

async function waitFor<T>(check: () => Promise<T | false>, ms: number, every = 100): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const found = await check().catch(() => false as const);
    if (found !== false) return found;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, every));
  }
}

const exited = (p: ChildProcess) =>
  new Promise<void>((resolve) =>
    p.exitCode !== null || p.signalCode !== null ? resolve() : p.once('exit', () => resolve()),
  );
const up = () =>
  waitFor(async () => (await fetch(`${base()}/api/health`)).ok || false, 90_000, 200);

/** The demo super admin's access token: sign in (the session cookie), then PUT /api/token. */
async function tokenOf(): Promise<string> {
  const signIn = await fetch(`${base()}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base() },
    body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
  });
  expect(signIn.status, await signIn.clone().text()).toBe(200);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const token = await fetch(`${base()}/api/token`, {
    method: 'PUT',
    headers: { cookie, origin: base(), 'content-type': 'application/json' },
    body: '{}',
  });
  return ((await token.json()) as { token: string }).token;
}

describe('an import job across a kill -9', () => {
  it('resumes after its last committed chunk and ends with every donor exactly once', async () => {
    child = startServer();
    await up();
    const token = await tokenOf();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(toCsv(sheet.rows))]), 'crash.csv');
    const confirm = await fetch(`${base()}/api/import/donors/confirm`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(confirm.status, await confirm.clone().text()).toBe(202);
    const { jobId } = (await confirm.json()) as { jobId: string };
    const read = async () => {
      const res = await fetch(`${base()}/api/import/jobs/${jobId}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return (await res.json()) as ImportJob;
    };

    // Killed once some chunks are committed and before the last.
    const before = await waitFor(
      async () => {
        const job = await read();
        return job.rowsDone > 0 && job;
      },
      90_000,
      20,
    );
    child.kill('SIGKILL');
    await exited(child);
    expect(before.state).toBe('running');
    expect(before.rowsDone).toBeLessThan(ROWS);

    child = startServer();
    await up();
    const done = await waitFor(
      async () => {
        const job = await read();
        return job.state !== 'queued' && job.state !== 'running' && job;
      },
      180_000,
      200,
    );
    expect(done).toMatchObject({
      state: 'done',
      totalRows: ROWS,
      rowsDone: ROWS,
      created: sheet.expected.new,
      errors: sheet.expected.error,
    });
    console.info(`kill -9 at ${before.rowsDone} of ${ROWS} rows; resumed and done`);
    child.kill('SIGTERM');
    await exited(child);
    child = null;

    if (!database) database = await reopen();
    const counts = await rowsOf<{ phone1: string; n: number }>(
      database.db,
      sql`select phone1, count(*)::int as n from donors where archived_at is null and phone1 in (${sql.join(
        sheet.newPhones.map((p) => sql`${p}`),
        sql`, `,
      )}) group by phone1`,
    );
    expect(counts).toHaveLength(sheet.expected.new);
    expect(counts.every((c) => c.n === 1)).toBe(true);
    const [job] = await rowsOf<{ attempts: number; file: unknown }>(
      database.db,
      sql`select attempts, file from import_jobs where id = ${jobId}`,
    );
    expect(job).toEqual({ attempts: 2, file: null });
    const events = await rowsOf<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from audit_events where action = 'import' and changes->>'jobId' = ${jobId}`,
    );
    expect(events[0]!.n).toBe(1);
  }, 420_000);
});
