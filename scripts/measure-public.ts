/**
 * First paint and largest paint of the six public pages on a cheap phone: Chromium at 4x CPU
 * slowdown and slow 4G (150 ms round trip, 1.6 Mbps down, 750 kbps up, as Lighthouse's mobile
 * profile), 390x844, each run in a new browser context (empty HTTP cache, no service worker).
 *
 *   npm run build && npm run measure:public              (RUNS=7 for more runs, default 5)
 *   BASES=http://127.0.0.1:3101,http://127.0.0.1:3102 npm run measure:public
 *
 * Without BASES it starts the built server on a temporary demo database. With BASES it measures
 * servers that are already running (for example a build of the commit before a change, from a
 * `git worktree`, beside this one), alternating between them run by run so that both see the same
 * machine. Unlike Lighthouse's simulation, these are the times the throttled browser really saw.
 */
import { rm } from 'node:fs/promises';
import { chromium, type Browser } from '@playwright/test';
import { startServer, tempDataDir } from '../e2e/support/server.ts';
import { CHEAP_PHONE_USER_AGENT, throttleLikeACheapPhone } from './cheap-phone.ts';

const PAGES = ['/', '/aboutUs', '/contact', '/donorRegistration', '/leaderBoard', '/login'];
const RUNS = Number(process.env.RUNS ?? 5);

interface Paints {
  fcp: number;
  lcp: number;
}

async function measure(browser: Browser, url: string): Promise<Paints> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    userAgent: CHEAP_PHONE_USER_AGENT,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await throttleLikeACheapPhone(context, page);
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  // A string, not a function: tsx would wrap a function's inner names in a helper the page lacks.
  const paints = (await page.evaluate(`new Promise((resolve) => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1;
    new PerformanceObserver((list) => resolve({ fcp, lcp: list.getEntries().at(-1).startTime }))
      .observe({ type: 'largest-contentful-paint', buffered: true });
  })`)) as Paints;
  await context.close();
  return paints;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

let stop = async () => {};
let bases = (process.env.BASES ?? '').split(',').filter(Boolean);
if (bases.length === 0) {
  const dataDir = await tempDataDir();
  const server = await startServer({
    DATA_DIR: dataDir,
    DEMO: 'true',
    OWNER_EMAIL: 'owner@roktosetu.test',
  });
  bases = [server.url];
  stop = async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
  ],
});
try {
  console.log(
    `4x CPU, slow 4G, 390x844, ${RUNS} cold runs per page and server: median first paint / largest paint\n`,
  );
  for (const path of PAGES) {
    // Warms each server (first queries, compression), not the browser.
    for (const base of bases) await measure(browser, base + path);
    const runs = new Map<string, Paints[]>(bases.map((base) => [base, []]));
    for (let i = 0; i < RUNS; i++)
      for (const base of bases) runs.get(base)!.push(await measure(browser, base + path));
    const cells = bases.map((base) => {
      const paints = runs.get(base)!;
      return `${Math.round(median(paints.map((p) => p.fcp)))} / ${Math.round(median(paints.map((p) => p.lcp)))} ms`;
    });
    console.log(`${path.padEnd(20)} ${cells.map((c) => c.padStart(18)).join('  ')}`);
  }
  if (bases.length > 1) console.log(`\ncolumns: ${bases.join(', ')}`);
} finally {
  await browser.close();
  await stop();
}
