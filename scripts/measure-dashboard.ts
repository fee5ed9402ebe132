/**
 * Time to usable of the dashboard's first screens on a cheap phone: Chromium at 4x CPU slowdown
 * and slow 4G (150 ms round trip, 1.6 Mbps down, 750 kbps up, as Lighthouse's mobile profile),
 * a signed-in admin opening each screen cold (empty HTTP cache, identity session cookie present).
 *
 *   npm run build && npm run measure:dashboard            (RUNS=5 for more runs, default 3;
 *                                                         SCREEN=Address for one screen)
 *
 * "Usable" is the moment the screen's first data shows: on Analytics both charts drawn (the SVG
 * in both cards; "Analytics, numbers" is when their counts show), on Donors List the first donor
 * (a card on the phone). The moment the app is in charge of the page is printed beside it: on a
 * screen the server drew for the admin (docs/decisions/032) the data shows first, and its buttons
 * answer from then on. Prints the median and each run, the scripts fetched, and the median run's
 * page, stylesheets, fonts, scripts and API calls on a time line from the start of navigation,
 * so a chain (one thing waiting for another) shows, then each of them as the median over all runs
 * (steadier than one run when two builds are compared).
 */
import { rm } from 'node:fs/promises';
import { chromium, type Browser, type Request } from '@playwright/test';
import { DEMO_ADMIN } from '../server/demo.ts';
import { startServer, tempDataDir } from '../e2e/support/server.ts';
import { CHEAP_PHONE_USER_AGENT, throttleLikeACheapPhone } from './cheap-phone.ts';

const SCREENS = [
  { name: 'Analytics', path: '/dashboard', ready: '[data-testid="chart-radar"] svg.chart' },
  // The same screen's numbers (each chart's counts per blood group and the widgets), drawn from
  // the same read as the charts.
  {
    name: 'Analytics, numbers',
    path: '/dashboard',
    ready: '[data-testid="chart-radar"] .group-counts li',
  },
  // The first donor's row: a card on this phone-sized screen, a table row on a wide one.
  { name: 'Donors List', path: '/dashboard/donor-list', ready: '[data-testid="list-row"]' },
  // A screen the server does not draw, opened cold: the page and the app's code, then its data.
  { name: 'Address', path: '/dashboard/address', ready: '.address-total' },
  // The same screen opened from the drawn Analytics once the app is in charge
  // (the sidebar's link, as a tap): its code and stylesheets are fetched then. Timed from the tap.
  {
    name: 'Address, opened from Analytics',
    path: '/dashboard',
    ready: '[data-testid="chart-radar"] svg.chart',
    then: { link: '/dashboard/address', ready: '.address-total' },
  },
] as const satisfies readonly Screen[];

interface Screen {
  name: string;
  path: string;
  ready: string;
  /** A screen opened from this one by a link, once the app has taken the page over. */
  then?: { link: string; ready: string };
}
const RUNS = Number(process.env.RUNS ?? 3);
/** SCREEN=Address: only the screens whose name starts so. */
const ONLY = process.env.SCREEN;

interface Call {
  url: string;
  type: string;
  start: number;
  end: number;
}

interface Run {
  usable: number;
  /** When the app had taken charge of the page (web/main.tsx marks it). */
  started: number;
  requests: number;
  scripts: number;
  calls: Call[];
}

async function measure(browser: Browser, base: string, screen: Screen): Promise<Run> {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 390, height: 844 },
    userAgent: CHEAP_PHONE_USER_AGENT,
  });
  // The session cookie, as after signing in earlier; no access token in the page's storage yet.
  const signIn = await context.request.post('/api/auth/sign-in/email', {
    data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
    headers: { origin: base },
  });
  if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()} ${await signIn.text()}`);
  const page = await context.newPage();
  // Records, inside the page, the first frame that shows the screen's first data.
  // A string, not a function: tsx would wrap a function's inner names in a helper the page lacks.
  await page.addInitScript(`(() => {
    const check = () => {
      const element = document.querySelector(${JSON.stringify(screen.ready)});
      if (element && element.getBoundingClientRect().height > 0) window.__usable = performance.now();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  })();`);
  await throttleLikeACheapPhone(context, page);

  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));

  await page.goto(screen.path, { waitUntil: 'commit' });
  await page
    .waitForFunction(
      () => (window as unknown as { __usable?: number }).__usable !== undefined,
      null,
      {
        timeout: Number(process.env.TIMEOUT ?? 60_000),
        polling: 100,
      },
    )
    .catch(async (error: unknown) => {
      await page.screenshot({ path: '/tmp/measure-timeout.png' });
      throw new Error(`${screen.name} never became usable (at ${page.url()}): ${String(error)}`);
    });
  const usable = await page.evaluate(() => (window as unknown as { __usable: number }).__usable);
  await page
    .waitForFunction(() => performance.getEntriesByName('roktosetu:app-started').length > 0, null, {
      polling: 100,
    })
    .catch(() => undefined);
  const started = await page.evaluate(
    () => performance.getEntriesByName('roktosetu:app-started')[0]?.startTime ?? -1,
  );
  // The next screen, opened by its link as a tap would: the time from the tap to its first data.
  const next = screen.then;
  // A string, as the ready check above.
  const opened = next
    ? await page.evaluate<number>(`new Promise((resolve) => {
        const tapped = performance.now();
        document.querySelector(${JSON.stringify(`a[href="${next.link}"]`)}).click();
        const check = () => {
          const element = document.querySelector(${JSON.stringify(next.ready)});
          if (element && element.getBoundingClientRect().height > 0) resolve(performance.now() - tapped);
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      })`)
    : undefined;
  const origin = await page.evaluate(() => performance.timeOrigin);
  await page.waitForLoadState('networkidle').catch(() => undefined);

  const calls: Call[] = requests.map((request) => {
    const timing = request.timing();
    return {
      url: request.url().replace(base, ''),
      type: request.resourceType(),
      start: timing.startTime - origin,
      end: timing.responseEnd >= 0 ? timing.startTime + timing.responseEnd - origin : -1,
    };
  });
  const scripts = calls.filter((c) => c.type === 'script');
  await context.close();
  return {
    usable: opened ?? usable,
    started,
    requests: calls.length,
    scripts: scripts.length,
    calls,
  };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const dataDir = await tempDataDir();
const server = await startServer({
  DATA_DIR: dataDir,
  DEMO: 'true',
  OWNER_EMAIL: 'owner@roktosetu.test',
  AUTH_RATE_LIMIT: '1000',
});
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
    `4x CPU, slow 4G (150 ms RTT, 1.6 Mbps down, 750 kbps up), ${RUNS} cold runs per screen\n`,
  );
  for (const screen of SCREENS.filter((s) => !ONLY || s.name.startsWith(ONLY))) {
    await measure(browser, server.url, screen); // warms the server (first queries, compression), not the browser
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, server.url, screen));
    const mid = median(runs.map((r) => r.usable));
    const run = runs.find((r) => r.usable === mid)!;
    console.log(`${screen.name} (${screen.path})`);
    console.log(
      `  time to usable: median ${Math.round(mid)} ms (runs: ${runs.map((r) => Math.round(r.usable)).join(', ')})`,
    );
    console.log(
      `  the app in charge: median ${Math.round(median(runs.map((r) => r.started)))} ms (runs: ${runs.map((r) => Math.round(r.started)).join(', ')})`,
    );
    console.log(`  requests: ${run.requests}, scripts: ${run.scripts}`);
    console.log(
      '  the page, its stylesheets, fonts, scripts and API calls (ms from navigation start):',
    );
    const shown = ['document', 'stylesheet', 'font', 'script'];
    for (const call of run.calls.filter(
      (c) => c.url.startsWith('/api/') || shown.includes(c.type),
    )) {
      const end = call.end < 0 ? '…' : String(Math.round(call.end)).padStart(5);
      console.log(
        `    ${String(Math.round(call.start)).padStart(5)} → ${end}  ${call.type.padEnd(10)} ${call.url}`,
      );
    }
    console.log(
      '  each of those over all runs, the median start → the median end (ms; in how many runs):',
    );
    const byUrl = new Map<string, Call[]>();
    for (const call of runs.flatMap((r) => r.calls)) {
      if (!call.url.startsWith('/api/') && !shown.includes(call.type)) continue;
      byUrl.set(call.url, [...(byUrl.get(call.url) ?? []), call]);
    }
    const rows = [...byUrl].map(([url, calls]) => ({
      url,
      type: calls[0]!.type,
      start: median(calls.map((c) => c.start)),
      end: median(calls.map((c) => c.end)),
      seen: calls.length,
    }));
    for (const row of rows.sort((a, b) => a.start - b.start))
      console.log(
        `    ${String(Math.round(row.start)).padStart(5)} → ${String(Math.round(row.end)).padStart(5)}  ${row.type.padEnd(10)} ${row.url} (${row.seen})`,
      );
    console.log('');
  }
} finally {
  await browser.close();
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
