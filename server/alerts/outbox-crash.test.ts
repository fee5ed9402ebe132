import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf, openDatabase, type Database } from '../db/client.ts';
import { seedGeography } from '../db/seed-geo.ts';
import { emptyDatabase, freshDatabase } from '../test/database.ts';
import { FakeGateway } from './fake-gateway.ts';

/**
 * The outbox survives a crash: the server process is killed with SIGKILL while it sends 200 alerts
 * to a gateway that answers slowly, then started again; every alert reaches the gateway, and with
 * the outbox id as the gateway's idempotency key each donor has exactly one message. Runs on the
 * embedded database (its directory opened by one process after another) or, with
 * TEST_DATABASE_URL, on PostgreSQL.
 */
const ALERTS = 200;
let gateway: FakeGateway;
let target: { url?: string; dataDir?: string; drop: () => Promise<void> };
let database: Database;
let child: ChildProcess | null = null;

async function reopen(): Promise<Database> {
  return openDatabase(target.url ? { url: target.url, dataDir: '' } : { dataDir: target.dataDir! });
}

beforeAll(async () => {
  gateway = new FakeGateway();
  await gateway.start();
  gateway.delayMs = 150;
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
  const db = database.db;
  // One request and 200 consenting, verified O- donors, each with a live link and a queued alert.
  await db.execute(sql`
    insert into blood_requests (patient_name, blood_group, needed_at, quantity, place, phone1)
    values ('রোগী', 'oNegative', now() + interval '1 day', '6+', 'সদর হাসপাতাল', '01712345678')`);
  await db.execute(sql`
    insert into donors (name, birth_date, gender, phone1, blood_group, division_id, district_id, upazila_id, union_id,
                        village, status, accepted_at, contact_consent, consent_source, consent_at)
    select 'দাতা ' || k, '1990-01-01', 'male', '0181' || lpad(k::text, 7, '0'), 'oNegative',
      u.division_id, u.district_id, u.upazila_id, u.union_id, 'পাড়া', 'verified', now(), true, 'adminForm', now()
    from generate_series(1, ${ALERTS}) k,
      (select un.id as union_id, up.id as upazila_id, di.id as district_id, di.division_id
       from unions un join upazilas up on up.id = un.upazila_id join districts di on di.id = up.district_id
       order by un.id limit 1) u`);
  await db.execute(sql`
    insert into donor_links (donor_id, token_hash, nonce)
    select id, md5(id::text || random()::text), md5(random()::text) from donors`);
  await db.execute(sql`
    insert into alert_outbox (blood_request_id, donor_id, channel, urgent)
    select r.id, d.id, 'sms', true from donors d, blood_requests r`);
  if (!target.url) await database.close();
}, 120_000);

afterAll(async () => {
  child?.kill('SIGKILL');
  await gateway.stop();
  if (target.url) await target.drop();
  else await rm(target.dataDir!, { recursive: true, force: true });
});

function startServer(): ChildProcess {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    DEMO: 'false',
    AUTH_SECRET: 'crash-test-secret-crash-test-secret-42',
    PUBLIC_URL: 'https://roktosetu.example.org',
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: gateway.template,
    ALERT_BATCH: '10',
    ALERT_POLL_MS: '100',
    ALERT_LEASE_SECONDS: '2',
    // The lease must outlast a send's timeout plus a margin (checked at start).
    SMS_HTTP_TIMEOUT_MS: '500',
    PUSH_ENABLED: 'false',
    STATISTICS_CHECK_SECONDS: '0',
    ...(target.url
      ? { DATABASE_URL: target.url }
      : { DATA_DIR: target.dataDir!, DATABASE_URL: '' }),
  };
  return spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: 'ignore' });
}

async function waitFor(check: () => boolean | Promise<boolean>, ms: number) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const exited = (p: ChildProcess) =>
  new Promise<void>((resolve) =>
    p.exitCode !== null || p.signalCode !== null ? resolve() : p.once('exit', () => resolve()),
  );

describe('the alert outbox across a kill -9', () => {
  it('sends every one of 200 alerts exactly once to a de-duplicating gateway', async () => {
    child = startServer();
    await waitFor(() => gateway.calls >= 40, 90_000);
    child.kill('SIGKILL');
    await exited(child);
    const atKill = gateway.calls;
    expect(atKill).toBeLessThan(ALERTS);

    child = startServer();
    if (target.url) {
      await waitFor(async () => {
        const [row] = await rowsOf<{ n: number }>(
          database.db,
          sql`select count(*)::int as n from alert_outbox where state = 'sent'`,
        );
        return row!.n === ALERTS;
      }, 120_000);
    } else {
      await waitFor(() => gateway.messages.size >= ALERTS, 120_000);
      // Let the last marks land, then stop cleanly so the directory can be opened here.
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    child.kill('SIGTERM');
    await exited(child);
    child = null;
    if (!target.url) database = await reopen();

    const states = await rowsOf<{ state: string; n: number }>(
      database.db,
      sql`select state, count(*)::int as n from alert_outbox group by state`,
    );
    expect(states).toEqual([{ state: 'sent', n: ALERTS }]);
    const ids = await rowsOf<{ id: string }>(database.db, sql`select id from alert_outbox`);
    expect(gateway.messages.size).toBe(ALERTS);
    for (const { id } of ids) expect(gateway.messages.has(id)).toBe(true);
    // One message per donor: every number once.
    expect(new Set([...gateway.messages.values()].map((m) => m.to)).size).toBe(ALERTS);
    // Only the sends in flight at the kill went out twice, and the gateway dropped those.
    expect(gateway.duplicates).toBeLessThanOrEqual(10);
    console.info(
      `kill -9 after ${atKill} gateway calls; ${gateway.calls} calls in all, ${gateway.duplicates} de-duplicated by id`,
    );
    if (!target.url) await database.close();
  }, 300_000);
});
