import { expect, test, type Page } from '@playwright/test';
import { BLOOD_GROUPS } from '../common/constants.ts';
import type { DashboardAnalytics } from '../common/schemas/analytics.ts';
import { cutText } from '../common/text.ts';
import { DEMO_ADMIN, expectNoSidewaysScroll, signIn, tokenOf } from './support/address.ts';
import { saveScreen } from './support/layout.ts';
import { idleWorkDone } from './support/start-up.ts';

const counts = (values: number[]) => {
  const byBloodGroup = BLOOD_GROUPS.map((bloodGroup, i) => ({ bloodGroup, count: values[i] ?? 0 }));
  return { total: values.reduce((a, b) => a + b, 0), byBloodGroup };
};

/** A known answer for the screen, so that the charts have something to draw. */
const KNOWN: DashboardAnalytics = {
  verifiedDonors: counts([12, 3, 9, 2, 15, 4, 6, 1]),
  verifiedDetailsMissing: 7,
  familyAnswers: { days: 30, given: 6, notGiven: 2, notYet: 1, noAnswer: 3 },
  completedDonations: counts([5, 1, 4, 0, 7, 2, 3, 0]),
  topDonors: [
    { _id: 'd1', name: 'মোহাম্মদ আব্দুর রহমান চৌধুরী', bloodGroup: 'oPositive', donationCount: 14 },
    { _id: 'd2', name: 'Fatema Akter', bloodGroup: 'aNegative', donationCount: 11 },
    { _id: 'd3', name: 'Rafiqul Islam Sarkar', bloodGroup: 'bPositive', donationCount: 9 },
    { _id: 'd4', name: 'সুমি', bloodGroup: 'abPositive', donationCount: 6 },
    { _id: 'd5', name: 'Karim', bloodGroup: 'oNegative', donationCount: 4 },
  ],
  recentAdmins: [
    { email: 'demo-admin@roktosetu.test', role: 'superAdmin' },
    { email: 'volunteer@example.com', role: 'admin' },
  ],
  recentBloodDonations: [
    {
      _id: 'r1',
      patient_name: 'আয়েশা বেগম',
      blood_quantity: '2',
      requested_bloodGroup: 'oPositive',
    },
    {
      _id: 'r2',
      patient_name: 'Jamal Uddin',
      blood_quantity: '6+',
      requested_bloodGroup: 'abNegative',
    },
  ],
  newDonors: [
    { _id: 'n1', name: 'নাসির উদ্দিন', gender: 'পুরুষ', bloodGroup: 'bNegative' },
    { _id: 'n2', name: 'Rina Das', gender: 'মহিলা', bloodGroup: 'aPositive' },
  ],
};

const card = (page: Page, title: string) =>
  page
    .locator('section.analytics-card')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

async function showKnownNumbers(page: Page) {
  await page.route('**/api/dashboard/analytics', (route) => route.fulfill({ json: KNOWN }));
}

/** The scripts and API calls the page makes from now on, as `METHOD /path`. */
function scriptsAndCalls(page: Page) {
  const requests: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (r.resourceType() === 'script' || url.pathname.startsWith('/api/'))
      requests.push(`${r.method()} ${url.pathname}`);
  });
  return requests;
}

/**
 * Opens Analytics from another dashboard screen, so that the app reads the analytics itself (the
 * known numbers above): an admin who opens /dashboard directly gets it drawn by the server, with
 * the real data.
 */
async function openAnalyticsInTheApp(page: Page) {
  await page.goto('/dashboard/settings');
  const toggle = page.getByRole('button', { name: 'Dashboard pages' });
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole('link', { name: 'Analytics' }).click();
}

test('the analytics page shows the server numbers and the three widgets', async ({ page }) => {
  await signIn(page);
  const token = await tokenOf(page, DEMO_ADMIN.email);
  const api = (await (
    await page.request.get('/api/dashboard/analytics', {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as DashboardAnalytics;

  await page.goto('/dashboard');
  await expect(page).toHaveTitle('Analytics - Roktosetu');
  for (const title of [
    'Admin Activity',
    'Recent Blood Donation',
    'New Donors',
    'Top five donors',
  ]) {
    await expect(card(page, title)).toBeVisible();
  }
  // Each blood group's number on the page is the server's.
  for (const group of api.verifiedDonors.byBloodGroup) {
    await expect(page.getByTestId(`donut-${group.bloodGroup}`)).toContainText(String(group.count));
  }
  for (const group of api.completedDonations.byBloodGroup) {
    await expect(page.getByTestId(`radar-${group.bloodGroup}`)).toContainText(String(group.count));
  }
  // Admin Activity lists the server's recent admins: email cut at 16 characters, superAdmin as 'Super Admin'.
  const admins = card(page, 'Admin Activity');
  expect(api.recentAdmins.length).toBeGreaterThan(0); // the demo super admin at least
  await expect(admins.locator('tbody tr')).toHaveCount(api.recentAdmins.length);
  for (const [i, admin] of api.recentAdmins.entries()) {
    await expect(admins.locator('tbody tr').nth(i)).toHaveText(
      `${cutText(admin.email, 16)}${admin.role === 'superAdmin' ? 'Super Admin' : 'Admin'}`,
    );
  }
});

test('the charts draw every group, and the widgets cut long names and label roles', async ({
  page,
}) => {
  await showKnownNumbers(page);
  await signIn(page);
  await openAnalyticsInTheApp(page);

  await expect(page.getByTestId('chart-donut').locator('svg.chart')).toBeVisible();
  await expect(page.getByTestId('chart-radar').locator('svg.chart')).toBeVisible();
  await expect(page.getByTestId('chart-donut').locator('.donut-slice')).toHaveCount(8);
  await expect(page.getByTestId('chart-radar').locator('.radar-shape')).toBeVisible();
  await expect(page.getByTestId('chart-donut')).toContainText('Total 52');
  // Donors with details missing are counted in the total, and the card says how many, with their list.
  const missing = page
    .getByTestId('details-missing-count')
    .getByRole('link', { name: '7 of them with details missing' });
  await expect(missing).toBeVisible();
  await expect(missing).toHaveAttribute('href', '/dashboard/donor-list?details=missing');
  await expect(page.getByTestId('donut-oPositive')).toHaveText(/O\+\s*15/);
  await expect(page.getByTestId('radar-abNegative')).toHaveText(/AB-\s*0/);

  const top = card(page, 'Top five donors');
  await expect(top.locator('tbody tr')).toHaveCount(5);
  // Names are cut at 15 characters plus '...' (common/text.ts cutText, the leader board's rule).
  await expect(top.locator('tbody tr').first()).toHaveText(
    `1${cutText(KNOWN.topDonors[0]!.name, 15)}O+14 times`,
  );
  // Fifteen letters as read (grapheme clusters), so no vowel sign is split from its letter.
  expect(cutText(KNOWN.topDonors[0]!.name, 15)).toBe('মোহাম্মদ আব্দুর রহমান চৌ...');
  await expect(top.locator('tbody tr').nth(2)).toContainText('Rafiqul Islam S...');
  await expect(top.locator('tbody tr').nth(3)).toContainText('সুমি');

  const admins = card(page, 'Admin Activity');
  await expect(admins.locator('tbody tr').first()).toHaveText(
    /demo-admin@rokto\.\.\.\s*Super Admin/,
  );
  await expect(admins.locator('tbody tr').nth(1)).toHaveText(/volunteer@exampl\.\.\.\s*Admin/);

  const donations = card(page, 'Recent Blood Donation');
  await expect(donations.locator('tbody tr').first()).toHaveText(/আয়েশা বেগম\s*2 bag\s*O\+/);
  await expect(donations.locator('tbody tr').nth(1)).toHaveText(/Jamal Uddin\s*6\+ bag\s*AB-/);

  const donors = card(page, 'New Donors');
  await expect(donors.locator('tbody tr').first()).toHaveText(/নাসির উদ্দিন\s*Male\s*B-/);

  // The families' answers over the last 30 days (docs/decisions/066).
  const family = page.getByTestId('family-answers');
  await expect(family).toContainText("Families' answers: was the blood given? (last 30 days)");
  await expect(family.locator('[data-answer="notGiven"]')).toHaveText(/Not given\s*2/);
  await expect(family.locator('[data-answer="noAnswer"]')).toHaveText(/No answer\s*3/);
  await saveScreen(page, 'analytics-family-answers');
});

test('the home page loads neither the dashboard nor the chart code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/');
  // Including what the page prefetches at its idle moments (the app's code).
  await idleWorkDone(page);
  expect(
    scripts.filter((s) =>
      /\/(analytics|admin|donors)-|AnalyticsPage|AddressPage|Dashboard/.test(s),
    ),
  ).toEqual([]);
  // Nor the dashboard's boot script (web/boot.ts).
  expect(scripts.filter((s) => /\/boot-/.test(s))).toEqual([]);
});

test("a dashboard page's boot script checks the session and starts the first reads; the app asks for none of them again", async ({
  page,
}) => {
  await signIn(page);
  const requests = scriptsAndCalls(page);
  // A screen the server does not draw: the boot script starts its session check and reads.
  await page.goto('/dashboard/settings');
  await expect(page.locator('main h1')).toBeVisible();
  // The app's reads start as the screen mounts, before its first idle moment.
  await idleWorkDone(page, 'app');
  expect(
    requests.some((r) => /^GET \/assets\/boot-[\w-]+\.js$/.test(r)),
    requests.join('\n'),
  ).toBe(true);
  const times = (request: string) => requests.filter((r) => r === request).length;
  expect(times('PUT /api/token'), requests.join('\n')).toBe(1);
  expect(times('GET /api/dashboard/counts'), requests.join('\n')).toBe(1);
});

test("Address opened directly: the boot script starts its three lists' first pages with its code, and the screen asks for none again", async ({
  page,
}) => {
  await signIn(page);
  const requests = scriptsAndCalls(page);
  await page.goto('/dashboard/address');
  await expect(page.locator('section.address-section').first()).toBeVisible();
  await expect(page.locator('.address-total').first()).toBeVisible();
  await idleWorkDone(page, 'app');
  const times = (request: string) => requests.filter((r) => r === request).length;
  // Each once: the screen adopted what the boot script started.
  for (const read of ['GET /api/upazilas', 'GET /api/unions', 'GET /api/villages'])
    expect(times(read), requests.join('\n')).toBe(1);
  // The screen's code is named in the page: asked for with the page, before the boot script's
  // session check, instead of after the entry has run.
  const forms = requests.findIndex((r) => /^GET \/assets\/admin-forms-[\w-]+\.js$/.test(r));
  expect(forms, requests.join('\n')).toBeGreaterThanOrEqual(0);
  expect(forms, requests.join('\n')).toBeLessThan(requests.indexOf('PUT /api/token'));
});

test('Analytics opened directly comes drawn with its data: the browser asks for nothing again', async ({
  page,
}) => {
  await signIn(page);
  const requests = scriptsAndCalls(page);
  const sent = await page.goto('/dashboard');
  // The numbers and the charts are in the page the server sent.
  const html = (await sent?.text()) ?? '';
  expect(html).toContain('data-testid="chart-donut"');
  expect(html).toMatch(/<svg [^>]*class="chart"/);
  await expect(card(page, 'Admin Activity').locator('tbody tr').first()).toBeVisible();
  await expect(page.getByTestId('chart-donut').locator('svg.chart')).toBeVisible();
  await idleWorkDone(page, 'app');
  expect(
    requests.filter((r) => /token|dashboard\/(analytics|counts)/.test(r)),
    requests.join('\n'),
  ).toEqual([]);
});

for (const [w, h] of [
  [390, 844],
  [1366, 768],
] as const) {
  test(`the analytics dashboard fits the screen at ${w}x${h}`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    await showKnownNumbers(page);
    await signIn(page);
    await openAnalyticsInTheApp(page);
    await expect(page.getByTestId('chart-radar').locator('svg.chart')).toBeVisible();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await expectNoSidewaysScroll(page);
    await saveScreen(page, 'analytics');
  });
}

test('the analytics dashboard of a fresh install fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.goto('/dashboard');
  await expect(card(page, 'Admin Activity').locator('tbody tr').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await saveScreen(page, 'analytics-live');
});
