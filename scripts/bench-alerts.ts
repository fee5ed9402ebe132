/**
 * Alerts at size: `npm run bench:alerts` queues BENCH_ALERTS alerts (default 10,000: 200 blood
 * requests, 50 donors each, through POST /api/blood-request/:id/alerts) on a fresh PostgreSQL
 * database (BENCH_DATABASE_URL, default the local server), then delivers them to a local fake SMS
 * gateway with BENCH_WORKERS outbox workers (default 2, as two app instances would), and checks
 * that every alert reached the gateway exactly once. Figures in docs/performance.md.
 */
import { loadavg } from 'node:os';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { FakeGateway } from '../server/alerts/fake-gateway.ts';
import { AlertOutbox } from '../server/alerts/outbox.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { rowsOf, openDatabase } from '../server/db/client.ts';
import { users } from '../server/db/schema.ts';
import { readAlertSettings } from '../server/data/settings.ts';

const ALERTS = Number(process.env.BENCH_ALERTS ?? 10_000);
const PER_REQUEST = 50;
const WORKERS = Number(process.env.BENCH_WORKERS ?? 2);
const BATCH = Number(process.env.BENCH_BATCH ?? 50);
const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `roktosetu_bench_alerts_${process.pid}`;
const withDatabase = (url: string, db: string) =>
  Object.assign(new URL(url), { pathname: `/${db}` }).toString();

async function admin(query: string) {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

const gateway = new FakeGateway();
await gateway.start();
await admin(`CREATE DATABASE ${name}`);
const database = await openDatabase({ url: withDatabase(base, name), dataDir: '' });
try {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    DEMO: 'false',
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
    PUBLIC_URL: 'https://roktosetu.example.org',
    DATABASE_URL: withDatabase(base, name),
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: gateway.template,
    ALERT_WORKER: 'false',
  });
  const app = await buildApp(config, database);
  await app.ready();
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
  const headers = { authorization: `Bearer ${token}` };

  const requests = Math.ceil(ALERTS / PER_REQUEST);
  await db.execute(sql`
    insert into donors (name, birth_date, gender, phone1, blood_group, division_id, district_id, upazila_id, union_id,
                        village, status, accepted_at, contact_consent, consent_source, consent_at)
    select 'দাতা ' || k, '1990-01-01', 'male', '0191' || lpad(k::text, 7, '0'), 'oNegative',
      u.division_id, u.district_id, u.upazila_id, u.union_id, 'পাড়া', 'verified', now(), true, 'import', now()
    from generate_series(1, ${ALERTS}) k,
      (select un.id as union_id, up.id as upazila_id, di.id as district_id, di.division_id
       from unions un join upazilas up on up.id = un.upazila_id join districts di on di.id = up.district_id
       order by un.id limit 1) u`);
  await db.execute(sql`
    insert into blood_requests (patient_name, blood_group, needed_at, quantity, place, phone1)
    select 'রোগী ' || k, (array['aPositive','bNegative','oPositive','abNegative'])[1 + k % 4], now() + interval '1 day', '6+', 'সদর হাসপাতাল', '01712345678'
    from generate_series(1, ${requests}) k`);
  await db.execute(sql`analyze`);
  const donorIds = (
    await rowsOf<{ id: string }>(db, sql`select id from donors order by phone1`)
  ).map((r) => r.id);
  const requestIds = (
    await rowsOf<{ id: string }>(db, sql`select id from blood_requests order by patient_name`)
  ).map((r) => r.id);

  console.log(
    `load average before: ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  console.log('| step | alerts | time | per second |\n| --- | ---: | ---: | ---: |');
  let started = performance.now();
  let queued = 0;
  for (let k = 0; k < requestIds.length; k += 1) {
    const res = await app.inject({
      method: 'POST',
      url: `/api/blood-request/${requestIds[k]}/alerts`,
      headers,
      payload: { donorIds: donorIds.slice(k * PER_REQUEST, (k + 1) * PER_REQUEST), urgent: true },
    });
    if (res.statusCode !== 202)
      throw new Error(`queue: ${res.statusCode} ${res.body.slice(0, 300)}`);
    queued += (res.json() as { queued: number }).queued;
  }
  let ms = performance.now() - started;
  console.log(
    `| queue (${requestIds.length} calls of ${PER_REQUEST}, with links and audit events) | ${queued} | ${(ms / 1000).toFixed(1)} s | ${Math.round(queued / (ms / 1000))} |`,
  );

  const workers = Array.from(
    { length: WORKERS },
    () =>
      new AlertOutbox({
        db,
        sms: app.alerts.sms,
        push: null,
        linkKey: app.alerts.linkKey,
        baseUrl: app.alerts.baseUrl,
        batch: BATCH,
        maxAttempts: 6,
        leaseSeconds: 60,
        retryBaseMs: 1000,
        pollMs: 50,
        quietHours: () => readAlertSettings(db),
      }),
  );
  started = performance.now();
  for (const w of workers) w.start();
  for (;;) {
    const [row] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from alert_outbox where state = 'sent'`,
    );
    if (row!.n >= queued) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  ms = performance.now() - started;
  await Promise.all(workers.map((w) => w.stop()));
  console.log(
    `| deliver (${WORKERS} workers, batch ${BATCH}, fake gateway on localhost) | ${queued} | ${(ms / 1000).toFixed(1)} s | ${Math.round(queued / (ms / 1000))} |`,
  );
  console.log(
    `gateway: ${gateway.messages.size} distinct messages, ${gateway.calls} calls, ${gateway.duplicates} duplicates`,
  );
  if (gateway.messages.size !== queued || gateway.duplicates !== 0)
    throw new Error('not every alert reached the gateway exactly once');
  await app.close();
} finally {
  await database.close().catch(() => undefined);
  await gateway.stop();
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
