/**
 * Throughput of the public database-backed reads against a bare Fastify JSON route, side by side
 * in one run, over real sockets:
 *
 *   npm run bench:http                                  # quick: 5 s per route, 10 s under load
 *   BENCH_HTTP_LOAD_SECONDS=60 npm run bench:http       # the 60-second run with 200 clients
 *
 * Starts two processes on free ports: a bare Fastify server with one JSON route, and the real
 * server (tsx server/main.ts, embedded database in a temporary folder, demo data on, web app off).
 * autocannon runs here, in a third process, with browser-like headers (accept-encoding br, gzip).
 * Each route is measured on its own (BENCH_HTTP_CONNECTIONS clients, default 50, for
 * BENCH_HTTP_SECONDS, default 5), then all the public reads together with 200 clients for
 * BENCH_HTTP_LOAD_SECONDS (default 10); that run fails the script on any error, any non-2xx
 * answer or any request slower than 2 s. Prints Markdown tables (docs/performance.md).
 *
 *   BENCH_HTTP_PROFILE=mixed npm run bench:http         # public reads and writes mixed
 *
 * The mixed profile runs only the load: 200 clients, one public write (a blood request) after
 * every four public reads, on the embedded database and, with BENCH_DATABASE_URL (a PostgreSQL
 * server where a scratch database may be created), on PostgreSQL side by side. It counts the
 * requests slower than 2 s; the public-write limit is lifted for it (it measures the database).
 *
 *   BENCH_HTTP_TRACE=/tmp/trace BENCH_HTTP_PROFILE=mixed npm run bench:http
 *
 * also writes, per server, every request's timeline (scripts/trace-requests.ts: read, database
 * turns, answer; accepts and long event-loop rounds) and the load generator's record of every
 * answer (end, latency, local port to join them by), as JSON lines; BENCH_HTTP_TURNS=old,20 then
 * runs one embedded server per variant of the turns (server/db/turns.ts), side by side.
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_HTTP_CONNECTIONS ?? 50);
const LOAD_SECONDS = Number(process.env.BENCH_HTTP_LOAD_SECONDS ?? 10);
const LOAD_CONNECTIONS = Number(process.env.BENCH_HTTP_LOAD_CONNECTIONS ?? 200);
const SLOW_MS = 2000;
const HEADERS = { 'accept-encoding': 'br, gzip', accept: 'application/json' };
const PROFILE = process.env.BENCH_HTTP_PROFILE ?? 'reads';
/** A folder for per-request timelines of the mixed load (server: scripts/trace-requests.ts; client: here). */
const TRACE_DIR = process.env.BENCH_HTTP_TRACE;

export const PUBLIC_READS: [string, string][] = [
  ['divisions', '/api/divisions'],
  ['districts of a division', '/api/districts?division_id=3'],
  ['upazilas of a district', '/api/upazilasForForm?district_id=1'],
  ['unions of an upazila', '/api/unionsForForm?upazila_id=1'],
  ['top-donor (leader board)', '/api/top-donor'],
  ['contacts (first page)', '/api/contacts?pageNumber=0'],
];

const BARE_SERVER = `
import Fastify from 'fastify';
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
console.log('listening');
`;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function start(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.once('exit', (code) => {
    if (code !== null && code !== 0)
      console.error(`${command} ${args.join(' ')} exited with ${code}:\n${output}`);
  });
  return child;
}

async function waitFor(url: string, child: ChildProcess, seconds = 300) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server for ${url} stopped (${child.exitCode})`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/** A blood request as the public form sends it, needed the day after tomorrow. */
function bloodRequestBody(n: number): string {
  const needed = new Date(
    Math.floor(Date.now() / 86_400_000) * 86_400_000 + 2 * 86_400_000 + 37_800_000,
  );
  return JSON.stringify({
    patient_name: `বেঞ্চ রোগী ${n}`,
    requested_bloodGroup: 'oPositive',
    date: needed.toISOString(),
    blood_quantity: '1',
    donation_place: 'ঢাকা মেডিকেল কলেজ',
    number1: `017${String(10_000_000 + (n % 89_999_999)).padStart(8, '0')}`,
    number2: '',
  });
}

/** Four public reads, then one public write, over and over. */
function mixedRequests(): autocannon.Request[] {
  let n = 0;
  const reads = PUBLIC_READS.map(([, route]) => route);
  const requests: autocannon.Request[] = [];
  for (let i = 0; i < 4; i += 1) requests.push({ method: 'GET', path: reads[i % reads.length]! });
  requests.push({
    method: 'POST',
    path: '/api/blood-request',
    headers: { ...HEADERS, 'content-type': 'application/json' },
    setupRequest: (request) => ({ ...request, body: bloodRequestBody((n += 1)) }),
  });
  return requests;
}

interface Mixed extends Measured {
  total: number;
  slow: number;
}

/** The mixed load against one server; counts every answer slower than SLOW_MS. */
async function measureMixed(name: string, base: string, traceFile?: string): Promise<Mixed> {
  let slow = 0;
  const trace: string[] = [];
  const now = () => performance.timeOrigin + performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: LOAD_CONNECTIONS,
        duration: LOAD_SECONDS,
        headers: HEADERS,
        timeout: 10,
        requests: mixedRequests(),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (client, status, _bytes, time) => {
      if (time > SLOW_MS) slow += 1;
      if (traceFile) {
        const port = (client as unknown as { conn?: { localPort?: number } }).conn?.localPort;
        trace.push(JSON.stringify({ kind: 'response', end: now(), ms: time, port, status }));
      }
    });
    if (traceFile) {
      instance.on('reqError', (error) =>
        trace.push(JSON.stringify({ kind: 'error', at: now(), error: String(error) })),
      );
    }
  });
  if (traceFile) await writeFile(traceFile, trace.join('\n') + '\n');
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
    slow: slow + result.timeouts,
  };
}

async function mixedProfile(): Promise<boolean> {
  const pgUrl = process.env.BENCH_DATABASE_URL;
  const targets: { name: string; env: NodeJS.ProcessEnv; drop?: () => Promise<void> }[] = [];
  const dataDir = await mkdtemp(path.join(tmpdir(), 'roktosetu-bench-mixed-'));
  // BENCH_HTTP_TURNS=old,5 (with BENCH_HTTP_TRACE): one embedded server per variant of the turns
  // (scripts/trace-requests.ts), each on a database of its own, before PostgreSQL.
  const variants =
    TRACE_DIR && process.env.BENCH_HTTP_TURNS
      ? process.env.BENCH_HTTP_TURNS.split(',')
      : [undefined];
  for (const variant of variants) {
    targets.push({
      name: variant ? `embedded (PGlite) turns=${variant}` : 'embedded (PGlite)',
      env: {
        DATA_DIR: variant ? path.join(dataDir, variant) : dataDir,
        DATABASE_URL: '',
        ...(variant ? { TRACE_TURNS: variant } : {}),
      },
    });
  }
  if (pgUrl) {
    const { default: pg } = await import('pg');
    const name = `roktosetu_bench_mixed_${process.pid}`;
    const admin = async (text: string) => {
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      try {
        await client.query(text);
      } finally {
        await client.end();
      }
    };
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    targets.push({
      name: 'PostgreSQL',
      env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
      drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    });
  }
  console.log(
    `Mixed load: ${LOAD_CONNECTIONS} clients, ${LOAD_SECONDS} s, one public write per four public reads (node ${process.version}).\n`,
  );
  console.log(
    `Load average at start: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n`,
  );
  console.log(
    '| database | requests | requests/s | p50 ms | p99 ms | max ms | over 2 s | errors | non-2xx | load average |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  let failed = false;
  try {
    if (TRACE_DIR) await mkdir(TRACE_DIR, { recursive: true });
    for (const target of targets) {
      const port = await freePort();
      const slug = target.name
        .replace(/ \(PGlite\)/, '')
        .replace(/[^a-zA-Z0-9=]+/g, '-')
        .toLowerCase();
      const trace = TRACE_DIR
        ? {
            server: path.resolve(TRACE_DIR, `${slug}-server.jsonl`),
            client: path.resolve(TRACE_DIR, `${slug}-client.jsonl`),
          }
        : undefined;
      const preload = trace ? ['--import', './scripts/trace-requests.ts'] : [];
      const app = start(process.execPath, ['--import', 'tsx', ...preload, 'server/main.ts'], {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        SERVE_WEB: 'false',
        LOG_LEVEL: 'warn',
        DEMO: 'true',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        PUBLIC_WRITE_LIMIT: '100000000',
        PUBLIC_WRITE_PHONE_LIMIT: '100000000',
        PUBLIC_WRITE_DEVICE_LIMIT: '100000000',
        ...(trace ? { TRACE_FILE: trace.server } : {}),
        ...target.env,
      });
      try {
        const base = `http://127.0.0.1:${port}`;
        await waitFor(`${base}/api/divisions`, app);
        for (const [, route] of PUBLIC_READS)
          await measure('warm-up', base + route, { duration: 1, connections: 10 });
        const r = await measureMixed(target.name, base, trace?.client);
        console.log(
          `| ${r.name} | ${r.total.toLocaleString('en')} | ${Math.round(r.rps).toLocaleString('en')} | ${r.p50} | ${r.p99} | ${r.max} | ${r.slow} | ${r.errors} | ${r.non2xx} | ${loadavg()[0]!.toFixed(1)} |`,
        );
        if (r.slow || r.errors || r.non2xx) failed = true;
      } finally {
        app.kill('SIGTERM');
        await new Promise((resolve) => app.once('exit', resolve));
        await target.drop?.();
      }
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  console.log(
    `\nLoad average at end: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  return failed;
}

interface Measured {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
}

async function measure(
  name: string,
  url: string,
  options: Partial<autocannon.Options> = {},
): Promise<Measured> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: HEADERS,
    timeout: 10,
    ...options,
  });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function main() {
  if (PROFILE === 'mixed') {
    if (await mixedProfile()) process.exit(1);
    return;
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'roktosetu-bench-http-'));
  const [barePort, appPort] = [await freePort(), await freePort()];
  const bare = start(process.execPath, ['--input-type=module', '-e', BARE_SERVER], {
    PORT: String(barePort),
  });
  const app = start(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(appPort),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SERVE_WEB: 'false',
    LOG_LEVEL: 'warn',
    DEMO: 'true',
    PUBLIC_URL: `http://127.0.0.1:${appPort}`,
  });
  let failed = false;
  try {
    const bareUrl = `http://127.0.0.1:${barePort}/bare`;
    const base = `http://127.0.0.1:${appPort}`;
    await Promise.all([waitFor(bareUrl, bare), waitFor(`${base}/api/divisions`, app)]);
    console.log(
      `Public reads against a bare Fastify route: ${CONNECTIONS} clients, ${SECONDS} s each (node ${process.version}).`,
    );
    console.log(
      `Load average at start: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}\n`,
    );
    // A short warm-up so that the JIT, the caches and the database's buffers are what a running server has.
    for (const [, route] of PUBLIC_READS)
      await measure('warm-up', base + route, { duration: 1, connections: 10 });
    await measure('warm-up', bareUrl, { duration: 1, connections: 10 });

    const bareResult = await measure('bare Fastify JSON route', bareUrl);
    const rows = [bareResult];
    for (const [name, route] of PUBLIC_READS)
      rows.push(await measure(`${name} \`${route}\``, base + route));
    console.log(
      '| route | requests/s | share of bare | p50 ms | p99 ms | max ms | errors | non-2xx |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const r of rows) {
      const share = ((100 * r.rps) / bareResult.rps).toFixed(1);
      console.log(
        `| ${r.name} | ${Math.round(r.rps).toLocaleString('en')} | ${share}% | ${r.p50} | ${r.p99} | ${r.max} | ${r.errors} | ${r.non2xx} |`,
      );
      if (r !== bareResult && (r.errors || r.non2xx)) failed = true;
    }

    // Every public read in turn, 200 clients at once, all from one client address (127.0.0.1), as
    // phones behind one carrier address (docs/decisions/055): a 429 is a non-2xx and fails the run.
    const load = await measure(
      `all public reads, ${LOAD_CONNECTIONS} clients from one address, ${LOAD_SECONDS} s`,
      base,
      {
        connections: LOAD_CONNECTIONS,
        duration: LOAD_SECONDS,
        requests: PUBLIC_READS.map(([, route]) => ({ method: 'GET', path: route })),
      },
    );
    const slow = load.max > SLOW_MS;
    console.log(`\n| load run | requests/s | p50 ms | p99 ms | max ms | errors | non-2xx |`);
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
    console.log(
      `| ${load.name} | ${Math.round(load.rps).toLocaleString('en')} | ${load.p50} | ${load.p99} | ${load.max} | ${load.errors} | ${load.non2xx} |`,
    );
    if (load.errors || load.non2xx || slow) {
      failed = true;
      console.log(
        `\nFAILED: ${load.errors} errors, ${load.non2xx} non-2xx, slowest ${load.max} ms (limit ${SLOW_MS} ms)`,
      );
    }
    console.log(
      `\nLoad average at end: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
  } finally {
    bare.kill('SIGTERM');
    app.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    await rm(dataDir, { recursive: true, force: true });
  }
  if (failed) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
