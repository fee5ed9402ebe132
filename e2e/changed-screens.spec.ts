import { devices, expect, test, type Locator, type Page } from '@playwright/test';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { uniqueName } from './support/blood-contacts.ts';
import {
  sheetWithOneBadRow,
  placeInDhaka,
  registerDonor,
  sendBloodRequest,
  verifyDonor,
} from './support/data.ts';
import { ENGLISH_STATE_FILE, BENGALI } from './support/language.ts';
import { screenDrawn } from './support/layout.ts';
import { signIn, signedInRequest } from './support/session.ts';

/**
 * The screens changed lately, on a phone in Bengali and on a laptop in English: each is checked
 * for what matters on it (visible, inside the screen's width, the page never scrolling sideways,
 * digits in the page's script) and, when asked (`SCREENSHOTS=1`, or `SHOTS_DIR=folder`), saved
 * as a picture for a person to look at. One file, its tests in order, one sign-in.
 */

const VIEWS = [
  {
    name: 'phone-bn',
    size: { width: 390, height: 844 },
    storage: BENGALI,
    digit: /[০-৯]/,
    otherDigit: /[0-9]/,
  },
  {
    name: 'laptop-en',
    size: { width: 1366, height: 768 },
    storage: ENGLISH_STATE_FILE,
    digit: /[0-9]/,
    otherDigit: /[০-৯]/,
  },
] as const;

const shotsDir = process.env.SHOTS_DIR ?? (process.env.SCREENSHOTS ? 'test-results/screens' : null);

/**
 * Saves `<name>-<view>.png` when pictures are asked for: the whole page from its top, or (with a
 * dialog open, whose backdrop covers only the screen) what the screen shows, or one element.
 */
async function shot(target: Page | Locator, name: string, view: string, screenOnly = false) {
  if (!shotsDir) return;
  await mkdir(shotsDir, { recursive: true });
  const path = join(shotsDir, `${name}-${view}.png`);
  if (!('goto' in target)) return void (await target.screenshot({ path }));
  if (!screenOnly) await target.evaluate(() => window.scrollTo(0, 0));
  await target.screenshot({ path, fullPage: !screenOnly });
}

/** Visible and within the screen's width. */
async function withinWidth(locator: Locator) {
  await expect(locator).toBeVisible();
  const box = (await locator.boundingBox())!;
  const width = locator.page().viewportSize()!.width;
  expect(box.x, 'starts inside the screen').toBeGreaterThanOrEqual(-1);
  expect(box.x + box.width, 'ends inside the screen').toBeLessThanOrEqual(width + 1);
}

async function noSidewaysScroll(page: Page) {
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(sideways, 'the page does not scroll sideways').toBeLessThanOrEqual(0);
}

/** A name with no space to break at, as long as a name may be (80 characters). */
const LONG_NAME =
  `মোহাম্মদআব্দুল্লাহআলমামুনচৌধুরীরহমানখানসিদ্দিকীতালুকদার${Date.now().toString(36)}`.padEnd(80, 'অ');

interface Rows {
  longDonor: { id: string; name: string };
  done: { id: string; patient: string };
  cancelled: { id: string; patient: string };
  open: { id: string; patient: string };
}
let rows: Rows;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }) => {
  const { request, headers } = await signedInRequest(playwright);
  const place = await placeInDhaka(request, 0, 1);
  const longId = await registerDonor(request, { name: LONG_NAME, place });
  await verifyDonor(request, headers, longId);
  // Needed in two minutes: the Incomplete list, soonest first, shows them on its first page.
  const made = async () => {
    const patient = uniqueName('স্ক্রিন রোগী');
    return {
      id: await sendBloodRequest(request, { patient, date: new Date(Date.now() + 120_000) }),
      patient,
    };
  };
  const [done, cancelled, open] = [await made(), await made(), await made()];
  const finished = await request.patch(`/api/blood-request-status/${done.id}`, {
    headers,
    data: { status: 'done' },
  });
  expect(finished.ok(), await finished.text()).toBe(true);
  const stopped = await request.post(`/api/blood-request/${cancelled.id}/cancel`, {
    headers,
    data: { reason: 'অন্য হাসপাতাল থেকে রক্ত পাওয়া গেছে' },
  });
  expect(stopped.ok(), await stopped.text()).toBe(true);
  rows = { longDonor: { id: longId, name: LONG_NAME }, done, cancelled, open };
  await request.dispose();
});

test.afterAll(async ({ playwright }) => {
  if (!rows) return;
  const { request, headers } = await signedInRequest(playwright);
  for (const path of [
    `/api/donorRequest/${rows.longDonor.id}`,
    ...[rows.done, rows.cancelled, rows.open].map((r) => `/api/deleteBloodRequest/${r.id}`),
  ]) {
    const res = await request.delete(path, { headers });
    expect([200, 204, 404], `${path}: ${await res.text()}`).toContain(res.status());
  }
  await request.dispose();
});

for (const view of VIEWS) {
  test.describe(view.name, () => {
    // One page for the view's screens, in order (the file runs serially): the contact page first,
    // before the sign-in. A new page per screen spent most of the run starting the app again.
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      page = await browser.newPage({
        baseURL: process.env.BASE_URL,
        userAgent: devices['Desktop Chrome'].userAgent,
        viewport: view.size,
        storageState: view.storage,
        timezoneId: 'Asia/Dhaka',
      });
    });
    test.afterAll(async () => {
      await page?.close();
    });

    test('the contact page of a demo install and the footer', async () => {
      await page.goto('/contact');
      await expect(page.locator('main h1').first()).toBeVisible();
      const cards = page.getByTestId('contact-card');
      await expect(cards.first()).toBeVisible();
      for (const card of await cards.all()) await withinWidth(card);
      await noSidewaysScroll(page);
      await shot(page, 'contact', view.name);
      const footer = page.locator('footer.footer');
      await footer.scrollIntoViewIfNeeded();
      await withinWidth(footer);
      await shot(footer, 'footer', view.name);
    });

    test('Settings: the quiet hours in the page’s digits', async () => {
      await signIn(page);
      await page.goto('/dashboard/settings');
      await screenDrawn(page);
      const start = page.locator('#alert-limits-quietStart');
      await expect(start).toHaveValue(/^\S{2}:\S{2}$/);
      expect(await start.inputValue()).toMatch(view.digit);
      expect(await start.inputValue()).not.toMatch(view.otherDigit);
      await withinWidth(start);
      await noSidewaysScroll(page);
      await shot(page, 'settings', view.name);
    });

    test('Address: the codes in the page’s digits', async () => {
      await signIn(page);
      await page.goto('/dashboard/address');
      await screenDrawn(page);
      const row = page.getByTestId('union-list').getByTestId('list-row').first();
      await withinWidth(row);
      const codes = await row.innerText();
      expect(codes).toMatch(view.digit);
      expect(codes).not.toMatch(view.otherDigit);
      await noSidewaysScroll(page);
      await shot(page, 'address', view.name);
    });

    test('the import preview table', async () => {
      const csv = await sheetWithOneBadRow(page.request, uniqueName('আমদানি'), 'Wrong Row');
      await signIn(page);
      await page.goto('/dashboard/import');
      await screenDrawn(page);
      await page
        .locator('#import-file')
        .setInputFiles({ name: 'donors.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await page.locator('main form button[type="submit"]').first().click();
      const sample = page.locator('.import-sample');
      await sample.scrollIntoViewIfNeeded();
      await withinWidth(sample);
      await expect(sample.locator('tbody tr')).toHaveCount(2);
      await noSidewaysScroll(page);
      await shot(page, 'import-preview', view.name);
    });

    test('a donor row with a very long unbroken name, and the record-call dialog with the date open', async () => {
      await signIn(page);
      await page.goto(`/dashboard/donor-list?q=${encodeURIComponent(LONG_NAME)}`);
      await screenDrawn(page);
      const row = page
        .getByTestId('available-donors')
        .getByTestId('list-row')
        .filter({ hasText: LONG_NAME });
      await expect(row).toHaveCount(1);
      await withinWidth(row);
      await noSidewaysScroll(page);
      await shot(page, 'long-name-row', view.name);

      await row.locator('.call-cell button').click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('input[type="radio"][value="donatedRecently"]').check();
      const date = dialog.locator('#call-donated-on');
      await expect(date).toBeVisible();
      await withinWidth(dialog);
      await withinWidth(date);
      await withinWidth(dialog.locator('.confirm-detail'));
      await noSidewaysScroll(page);
      await shot(page, 'record-call-date', view.name, true);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });

    test('a closed request: done, and cancelled with its reason', async () => {
      await signIn(page);
      for (const [name, request] of [
        ['done', rows.done],
        ['cancelled', rows.cancelled],
      ] as const) {
        await page.goto(`/dashboard/blood-request/${request.id}/matches`);
        await screenDrawn(page);
        const summary = page.getByTestId('request-summary');
        await expect(summary).toContainText(request.patient);
        await expect(summary.getByTestId('request-state')).toHaveAttribute('data-state', name);
        if (name === 'cancelled')
          await expect(summary.getByTestId('cancel-reason')).toContainText('অন্য হাসপাতাল');
        await withinWidth(summary);
        await noSidewaysScroll(page);
        await shot(page, `request-${name}`, view.name);
      }
    });

    test('the Incomplete list', async () => {
      await signIn(page);
      await page.goto('/dashboard/blood-request/incomplete-blood-request');
      await screenDrawn(page);
      const list = page.getByTestId('incomplete-requests');
      const row = list.getByTestId('list-row').filter({ hasText: rows.open.patient });
      await expect(row).toBeVisible();
      await withinWidth(row);
      await expect(list.getByTestId('list-row').filter({ hasText: rows.done.patient })).toHaveCount(
        0,
      );
      await noSidewaysScroll(page);
      await shot(page, 'incomplete', view.name);
    });
  });
}
