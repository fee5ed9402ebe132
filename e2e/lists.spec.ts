import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { contactPhoto, uniqueName } from './support/blood-contacts.ts';
import {
  placeInDhaka,
  registerDonor,
  sendBloodRequest,
  verifyDonor,
  type Place,
} from './support/data.ts';
import { randomPhone } from './support/donors.ts';
import { expectLaidOut, saveScreen, screenDrawn } from './support/layout.ts';
import { DEMO_ADMIN, signIn, tokenOf } from './support/session.ts';
import { idleWorkDone } from './support/start-up.ts';
import { DASHBOARD_SCREENS } from './support/screens.ts';

/**
 * Every dashboard list on a volunteer's phone (390x844) and on a laptop (1366x768): on the phone
 * one card per row whose phone link and actions are on the screen, at least 44 px tall, and work
 * (each dialog opens, keeps focus inside, and closes on Escape); on the laptop a table no wider
 * than its box; page, size, filters and search in the address survive reload and Back; a failed
 * load offers Try again; no axe-core violation on any dashboard screen at either size.
 */

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };
const stamp = Date.now() % 100000;
const AVAILABLE = { name: `তালিকা উপস্থিত ${stamp}`, phone: randomPhone() };
const UNAVAILABLE = { name: `তালিকা অনুপস্থিত ${stamp}`, phone: randomPhone() };
const PENDING = { name: `তালিকা আবেদন ${stamp}`, phone: randomPhone() };
const OPEN_PATIENT = uniqueName('তালিকা রোগী');
const DONE_PATIENT = uniqueName('তালিকা সম্পন্ন');
const CONTACT = uniqueName('তালিকা যোগাযোগ');
const USER_EMAIL = `list-user-${Date.now()}@example.com`;
const VILLAGE = `E2E List Village ${stamp}`;

interface ListCase {
  name: string;
  path: string;
  testId: string;
  /** The first row has tap-to-call links. */
  phone: boolean;
  /** Columns whose buttons change data at once (checked for layout, not clicked). */
  immediate?: string[];
}

const LISTS: ListCase[] = [
  {
    name: 'available donors',
    path: `/dashboard/donor-list?q=${encodeURIComponent(AVAILABLE.name)}`,
    testId: 'available-donors',
    phone: true,
  },
  {
    name: 'unavailable donors',
    path: `/dashboard/donor-list/unavailableDonor?q=${encodeURIComponent(UNAVAILABLE.name)}`,
    testId: 'unavailable-donors',
    phone: true,
  },
  {
    name: 'donor requests',
    path: '/dashboard/donor-request',
    testId: 'donor-requests',
    phone: true,
    immediate: ['accept'],
  },
  {
    name: 'incomplete blood requests',
    path: '/dashboard/blood-request/incomplete-blood-request',
    testId: 'incomplete-requests',
    phone: true,
    immediate: ['done', 'find'],
  },
  {
    name: 'complete blood requests',
    path: '/dashboard/blood-request',
    testId: 'complete-requests',
    phone: true,
  },
  {
    name: 'users',
    path: `/dashboard/user-list?q=${encodeURIComponent(USER_EMAIL)}`,
    testId: 'user-list',
    phone: false,
  },
  { name: 'admins', path: '/dashboard/admin-list', testId: 'admin-list', phone: false },
  { name: 'upazilas', path: '/dashboard/address', testId: 'upazila-list', phone: false },
  { name: 'unions', path: '/dashboard/address', testId: 'union-list', phone: false },
  {
    name: 'villages',
    path: `/dashboard/address?village.q=${encodeURIComponent(VILLAGE)}`,
    testId: 'village-list',
    phone: false,
  },
  { name: 'contacts', path: '/dashboard/add-contact', testId: 'contact-list', phone: true },
];

/** A donor of the first district of Dhaka (other flows use other districts); verified when `accept`. */
async function register(
  request: APIRequestContext,
  headers: Record<string, string>,
  place: Place,
  donor: { name: string; phone: string },
  accept: boolean,
) {
  const id = await registerDonor(request, {
    ...donor,
    place,
    bloodGroup: 'aPositive',
    birthDate: '1994-02-11',
    phone2: randomPhone(),
    village: 'উত্তরপাড়া',
  });
  if (accept) await verifyDonor(request, headers, id);
  return id;
}

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signIn(page);
  const token = await tokenOf(page, DEMO_ADMIN.email);
  const headers = { authorization: `Bearer ${token}` };

  const place = await placeInDhaka(page.request, 0);
  await register(page.request, headers, place, AVAILABLE, true);
  const unavailable = await register(page.request, headers, place, UNAVAILABLE, true);
  // A donation today: the donor waits, with a countdown.
  const donated = await page.request.patch(`/api/donationCount/${unavailable}`, {
    headers,
    data: { note: 0 },
  });
  expect(donated.ok(), await donated.text()).toBe(true);
  await register(page.request, headers, place, PENDING, false);

  await sendBloodRequest(page.request, { patient: OPEN_PATIENT });
  const done = await page.request.patch(
    `/api/blood-request-status/${await sendBloodRequest(page.request, { patient: DONE_PATIENT })}`,
    {
      headers,
      data: { status: 'done' },
    },
  );
  expect(done.ok(), await done.text()).toBe(true);

  const upload = await page.request.post('/api/uploads/image', {
    headers,
    multipart: { image: { name: 'c.png', mimeType: 'image/png', buffer: await contactPhoto() } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const { data } = (await upload.json()) as { data: { url: string } };
  const contact = await page.request.post('/api/admin-contact', {
    headers,
    data: { name: CONTACT, number1: randomPhone(), number2: null, img: data.url },
  });
  expect(contact.ok(), await contact.text()).toBe(true);

  const village = await page.request.post('/api/villages', {
    headers,
    // Both names are new on every run of this hook: a union refuses a second village of either name.
    data: { name: VILLAGE, bn_name: `তালিকার গ্রাম ${stamp}`, union_id: Number(place.union.id) },
  });
  expect(village.ok(), await village.text()).toBe(true);

  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { email: USER_EMAIL, password: 'list-user-1234', name: 'তালিকা ইউজার' },
    headers: { origin: process.env.BASE_URL! },
  });
  // After a failed test the worker starts again and this runs again: the account may exist.
  expect(signUp.ok() || signUp.status() === 422, await signUp.text()).toBe(true);
  await page.close();
});

const list = (page: Page, testId: string) => page.getByTestId(testId);
const firstRow = (page: Page, testId: string) => list(page, testId).getByTestId('list-row').first();

/** The row's buttons and links, each inside the viewport, not overlapping, and ≥ 44 px tall. */
async function expectTappable(page: Page, row: Locator, label: string) {
  const controls = row.locator('button, a[href]');
  const count = await controls.count();
  const keys: Record<string, Locator> = {};
  for (let i = 0; i < count; i++) {
    const control = controls.nth(i);
    const name = `${label} control ${i + 1} (${(await control.getAttribute('aria-label')) ?? (await control.innerText())})`;
    keys[name] = control;
    const box = (await control.boundingBox())!;
    expect(box.height, `${name} is at least 44 px tall`).toBeGreaterThanOrEqual(44);
    expect(box.width, `${name} is at least 44 px wide`).toBeGreaterThanOrEqual(44);
  }
  await expectLaidOut(page, keys);
}

// One page and one sign-in per size, a step per list (a failure names its list): a new page per
// list spent most of the run starting the app again.
test('on a phone each row of every list is a card with its phone and every action on the screen, and they work', async ({
  page,
}) => {
  test.setTimeout(20_000 * LISTS.length);
  await page.setViewportSize(PHONE);
  await signIn(page);
  for (const item of LISTS)
    await test.step(item.name, async () => {
      await page.goto(item.path);
      const row = firstRow(page, item.testId);
      await expect(row).toBeVisible({ timeout: 20_000 });
      await expect(list(page, item.testId).locator('table')).toHaveCount(0);
      // Drawn before scrolling: a form above the list still being drawn would push the row down.
      await screenDrawn(page);
      await row.scrollIntoViewIfNeeded();
      await expectTappable(page, row, item.name);

      if (item.phone) {
        const call = row.getByTestId('phone-link').first();
        await expect(call).toHaveAttribute('href', /^tel:0\d{10}$/);
        await expect(call).toBeInViewport();
      }

      // Each action that opens a dialog: focus inside it, Tab stays inside, Escape closes it.
      const buttons = row.locator('button');
      const count = await buttons.count();
      for (let i = 0; i < count; i++) {
        const button = buttons.nth(i);
        const column = await button.evaluate(
          (el) => el.closest('[data-column]')?.getAttribute('data-column') ?? '',
        );
        if (item.immediate?.includes(column)) continue;
        await button.scrollIntoViewIfNeeded();
        await button.click();
        const dialog = page.locator('dialog[open]');
        await expect(dialog, `${item.name}: ${column} opens a dialog`).toBeVisible();
        for (let tab = 0; tab < 12; tab++) await page.keyboard.press('Tab');
        expect(
          await dialog.evaluate((d) => d.contains(document.activeElement)),
          'focus stays in the dialog',
        ).toBe(true);
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
      }
      await saveScreen(page, `list-${item.testId}`, false);
    });
});

test('on a laptop the table of every list fits its box', async ({ page }) => {
  test.setTimeout(10_000 * LISTS.length);
  await page.setViewportSize(LAPTOP);
  await signIn(page);
  for (const item of LISTS)
    await test.step(item.name, async () => {
      // The unavailable donors' table is the widest (in English, the longest headers): its total
      // donations fold into the row's Details so that it fits at 1366 px.
      await page.goto(item.path);
      const table = list(page, item.testId).locator('table');
      await expect(table.getByTestId('list-row').first()).toBeVisible();
      const { tableWidth, boxWidth } = await table.evaluate((t) => ({
        tableWidth: t.getBoundingClientRect().width,
        boxWidth: t.parentElement!.clientWidth,
      }));
      expect(tableWidth, `${item.name}: the table is no wider than its box`).toBeLessThanOrEqual(
        boxWidth + 1,
      );
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(sideways).toBeLessThanOrEqual(0);
      // The picture shows this list (the address screen holds three).
      await table.scrollIntoViewIfNeeded();
      await saveScreen(page, `list-${item.testId}`, false);
    });
});

test('The donor list asks for at most 10 scripts, then its offline start at the first idle moment, and none of the form code until a dialog opens', async ({
  page,
}) => {
  const scripts: string[] = [];
  const listReads: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    if (new URL(request.url()).pathname === '/api/available-donor') listReads.push(request.url());
  });
  await page.setViewportSize(PHONE);
  await signIn(page);
  await page.goto(`/dashboard/donor-list?q=${encodeURIComponent(AVAILABLE.name)}`);
  const row = firstRow(page, 'available-donors');
  await expect(row).toBeVisible({ timeout: 20_000 });
  // Everything the page starts by itself has been asked for: the page start's idle steps and the
  // app's offline start have run.
  await idleWorkDone(page, 'page start');
  await idleWorkDone(page, 'app');
  // The offline start (service worker, forms kept offline) is one chunk, asked for only after the
  // page has loaded, at the app's first idle moment; the list itself needs at most 10 scripts.
  const offlineStart = /\/outbox-[\w-]+\.js$/;
  expect(
    scripts.filter((s) => offlineStart.test(s)),
    scripts.join('\n'),
  ).toHaveLength(1);
  const offlineStartAfterLoad = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    const outbox = performance
      .getEntriesByType('resource')
      .find((entry) => /\/outbox-[\w-]+\.js$/.test(entry.name));
    return !!navigation && !!outbox && outbox.startTime >= navigation.loadEventEnd;
  });
  expect(offlineStartAfterLoad, 'the offline start is asked for after the page has loaded').toBe(
    true,
  );
  expect(
    scripts.filter((s) => !offlineStart.test(s)).length,
    scripts.join('\n'),
  ).toBeLessThanOrEqual(10);
  // Opened with a search by an admin: the server drew the searched list, and the browser reads
  // no list at all (not the default first page either).
  await expect(row).toContainText(AVAILABLE.name);
  expect(listReads).toEqual([]);
  // zod and react-hook-form live in the `-forms` chunks (vite.config.ts): not needed to read the list.
  expect(scripts.filter((s) => /-forms-/.test(s))).toEqual([]);

  await row.getByRole('button', { name: `Edit ${AVAILABLE.name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(AVAILABLE.name);
  expect(scripts.some((s) => /-forms-/.test(s))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('a donor list keeps its page size, sort, filter and search in the address through reload and Back', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signIn(page);
  await page.goto('/dashboard/donor-list');
  await expect(page.getByTestId('available-donors')).toBeVisible();

  await page.getByTestId('dashboard-search').fill(AVAILABLE.name);
  await expect(page).toHaveURL(/[?&]q=/);
  await page.locator('.donor-toolbar select').first().selectOption('25');
  await expect(page).toHaveURL(/size=25/);
  await page.locator('.donor-toolbar select').nth(1).selectOption('donationCount');
  await expect(page).toHaveURL(/sort=count/);
  await expect(firstRow(page, 'available-donors')).toContainText(AVAILABLE.name);

  await page.reload();
  await expect(page.getByTestId('dashboard-search')).toHaveValue(AVAILABLE.name);
  await expect(page.locator('.donor-toolbar select').first()).toHaveValue('25');
  await expect(page.locator('.donor-toolbar select').nth(1)).toHaveValue('donationCount');
  await expect(firstRow(page, 'available-donors')).toContainText(AVAILABLE.name);

  // Back undoes the sort, then the size; the search stays.
  await page.goBack();
  await expect(page.locator('.donor-toolbar select').nth(1)).toHaveValue('default');
  await expect(page.locator('.donor-toolbar select').first()).toHaveValue('25');
  await page.goBack();
  await expect(page.locator('.donor-toolbar select').first()).toHaveValue('10');
  await expect(page.getByTestId('dashboard-search')).toHaveValue(AVAILABLE.name);
});

test('an address list keeps its page in the address through reload and Back', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page);
  await page.goto('/dashboard/address');
  const upazilas = list(page, 'upazila-list');
  const first = (await firstRow(page, 'upazila-list').textContent())!;
  await upazilas.getByRole('button', { name: /পরের পাতা|Next page/ }).click();
  await expect(page).toHaveURL(/upazila\.page=2/);
  await expect(firstRow(page, 'upazila-list')).not.toHaveText(first);
  const second = (await firstRow(page, 'upazila-list').textContent())!;
  await page.reload();
  await expect(firstRow(page, 'upazila-list')).toHaveText(second);
  await page.goBack();
  await expect(page).not.toHaveURL(/upazila\.page/);
  await expect(firstRow(page, 'upazila-list')).toHaveText(first);
});

test('a failed load says so and Try again loads the list', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page);
  let fail = true;
  await page.route('**/api/incomplete-blood-request**', (route) =>
    fail ? route.fulfill({ status: 500, body: '{}' }) : route.continue(),
  );
  await page.goto('/dashboard/blood-request/incomplete-blood-request');
  const error = list(page, 'incomplete-requests').getByTestId('list-error');
  await expect(error).toBeVisible({ timeout: 20_000 });
  await expect(list(page, 'incomplete-requests').getByTestId('list-empty')).toHaveCount(0);
  fail = false;
  await error.getByRole('button').click();
  await expect(firstRow(page, 'incomplete-requests')).toBeVisible();
});

for (const size of [PHONE, LAPTOP]) {
  test(`every dashboard screen at ${size.width}x${size.height} has no accessibility violations`, async ({
    page,
  }) => {
    test.setTimeout(15_000 * DASHBOARD_SCREENS.length);
    await page.setViewportSize(size);
    await signIn(page);
    for (const path of DASHBOARD_SCREENS)
      await test.step(path, async () => {
        await page.goto(path);
        await screenDrawn(page);
        if (path === '/dashboard')
          await expect(page.locator('[data-testid="chart-radar"] svg.chart')).toBeVisible();
        const { violations } = await new AxeBuilder({ page }).analyze();
        const summary = violations.map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        );
        expect(summary).toEqual([]);
      });
  });
}
