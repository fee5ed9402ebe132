/**
 * `npm run bench:rota`: planning 90 days of blood bridges (docs/decisions/057) for 1,000 recurring
 * patients with 8,000 bridge donors on PostgreSQL, as the patients' list does (every patient of
 * the installation planned together, the rows read and planned in the server). A scratch database
 * beside BENCH_DATABASE_URL (default the local server) is made, migrated, seeded in bulk SQL and
 * dropped. Each patient has a bridge of eight donors of its own; one donor in eight is on a second
 * patient's bridge too, so shared donors are planned across bridges. Fails above BENCH_ROTA_LIMIT_MS
 * (2,000) for the median of BENCH_RUNS (5).
 */
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client.ts';
import { planFor } from '../server/domain/patients.ts';

const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PATIENTS = Number(process.env.BENCH_ROTA_PATIENTS ?? 1000);
const DONORS = PATIENTS * 8;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LIMIT_MS = Number(process.env.BENCH_ROTA_LIMIT_MS ?? 2000);

async function admin(query: string) {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

const name = `roktosetu_bench_rota_${process.pid}`;
await admin(`CREATE DATABASE ${name}`);
const url = new URL(base);
url.pathname = `/${name}`;
const database = await openDatabase({ url: url.toString(), dataDir: '' });
let failed = false;
try {
  await database.migrate();
  const db = database.db;
  await db.execute(sql`insert into units (depth, name_bn, name_en) values (1, 'বেঞ্চ', 'Bench')`);
  const started = Date.now();
  await db.execute(sql`
    insert into donors (name, gender, phone1, blood_group, village, status, unit_id, last_donated_at, next_eligible_at)
    select 'দাতা ' || i, case when i % 5 = 0 then 'female' else 'male' end,
      '017' || lpad(i::text, 8, '0'), 'oPositive', 'পাড়া', 'verified', (select id from units limit 1),
      case when i % 3 = 0 then now() - ((i % 80) || ' days')::interval end,
      case when i % 3 = 0 then now() + ((90 - i % 80) || ' days')::interval end
    from generate_series(1, ${DONORS}) i`);
  await db.execute(sql`
    insert into patients (unit_id, name, blood_group, guardian_phone, hospital, interval_days,
      bags_per_session, next_session_at, consent_at)
    select (select id from units limit 1), 'রোগী ' || i, 'oPositive', '01812345678', 'হাসপাতাল',
      14 + i % 22, 1 + i % 2, current_date + (i % 20), now()
    from generate_series(1, ${PATIENTS}) i`);
  // Donor k (in phone order) is on patient floor(k / 8)'s bridge; every eighth also on the next patient's.
  await db.execute(sql`
    with d as (select id, row_number() over (order by phone1) - 1 as k from donors),
         p as (select id, row_number() over (order by name, id) - 1 as n from patients)
    insert into bridge_members (patient_id, donor_id, agreement)
    select p.id, d.id, 'agreed' from d join p on p.n = d.k / 8
    union all
    select p.id, d.id, 'agreed' from d join p on p.n = (d.k / 8 + 1) % ${PATIENTS} where d.k % 8 = 0`);
  await db.execute(sql`analyze`);
  console.log(`seeded ${PATIENTS} patients, ${DONORS} donors in ${Date.now() - started} ms`);

  const ids = (
    (await db.execute(sql`select id::text from patients`)) as unknown as { rows: { id: string }[] }
  ).rows.map((r) => r.id);
  const times: number[] = [];
  let covered = 0;
  let sessions = 0;
  for (let run = 0; run < RUNS; run++) {
    const t0 = performance.now();
    const { plan } = await planFor(db, ids, new Date(), 90);
    times.push(performance.now() - t0);
    sessions = [...plan.values()].reduce((n, s) => n + s.length, 0);
    covered = [...plan.values()].reduce((n, s) => n + s.filter((x) => x.covered).length, 0);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  console.log(
    `planned 90 days: ${sessions} sessions (${covered} covered); median ${median.toFixed(0)} ms, ` +
      `runs ${times.map((t) => t.toFixed(0)).join(', ')} ms (limit ${LIMIT_MS} ms)`,
  );
  failed = median > LIMIT_MS;
} finally {
  await database.close();
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
if (failed) {
  console.error('bench:rota: over the limit');
  process.exit(1);
}
