import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { localDateTime, uniqueName } from './support/blood-contacts.ts';
import {
  issueDonorLink,
  optionValue,
  placeInDhaka,
  registerDonor,
  verifyDonor,
  type Place,
} from './support/data.ts';
import { randomPhone } from './support/donors.ts';
import { BENGALI } from './support/language.ts';
import { PushChannel } from './support/push.ts';
import { expectLaidOut, saveScreen, SCREEN_SIZES } from './support/layout.ts';
import { DEMO_ADMIN, signIn, tokenOf } from './support/session.ts';

/**
 * Reaching donors directly, at phone size: a visitor asks for blood and keeps the status link; a
 * volunteer alerts a consenting donor from Find donors; the donor opens their private link on
 * another phone (another browser context, in Bengali) and says "I can donate"; the volunteer's
 * screen shows the answer without a reload; the donor then reports a donation and pauses.
 */
const PATIENT = uniqueName('সতর্ক রোগী');
const DONOR = {
  name: `লিংক দাতা ${Date.now() % 100000}`,
  phone: randomPhone(),
  bloodGroup: 'abNegative',
};
/** The number the donor asks for through the link; a volunteer approves it. */
const NEW_PHONE = randomPhone();

let place: Place;
let donorId = '';
let requestId = '';
let statusPath = '';
let donorLinkPath = '';
/** The donor's phone: a browser of its own, no account, Bengali. */
let donorContext: BrowserContext | undefined;
let donorPage: Page;

/**
 * axe-core's violations on the page as it stands, one line each (none expected). Toasts are left
 * out: one still fading out has a passing contrast only once its animation ends.
 */
async function accessibilityViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).exclude('[aria-live="polite"]').analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'Asia/Dhaka' });

test.afterAll(async () => {
  await donorContext?.close();
});

test('a donor who agreed to be contacted registers and is verified', async ({ page }) => {
  // A place of its own: the second-to-last district of Dhaka (other flows use the first and the last).
  place = await placeInDhaka(page.request, -2);
  donorId = await registerDonor(page.request, {
    ...DONOR,
    place,
    birthDate: '1990-03-15',
    village: 'উত্তরপাড়া',
    consent: true,
  });
  await signIn(page);
  await verifyDonor(
    page.request,
    { authorization: `Bearer ${await tokenOf(page, DEMO_ADMIN.email)}` },
    donorId,
  );
});

test('the registration form asks for consent, unticked', async ({ page }) => {
  await page.goto('/donorRegistration');
  const consent = page.getByRole('checkbox', { name: /I agree: Roktosetu may send me requests/ });
  await expect(consent).toBeVisible();
  await expect(consent).not.toBeChecked();
  const box = (await page.locator('label.consent-row').filter({ has: consent }).boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
});

test('a visitor asks for AB- blood and is given a link to follow the request', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('Patient name').fill(PATIENT);
  await page.getByLabel('Blood group').selectOption({ label: 'AB-' });
  await page.getByLabel('Date & time of donation').fill(localDateTime(5));
  await page.getByLabel('Blood quantity (bags)').selectOption('1');
  await page.getByLabel('Blood donation place').fill('ঢাকা মেডিকেল কলেজ');
  await page.getByLabel('Division').selectOption(optionValue(place.division));
  await page.getByLabel('District', { exact: true }).selectOption(optionValue(place.district));
  await page.getByLabel('Upazila / Thana').selectOption(optionValue(place.upazila));
  await page.getByLabel('Union').selectOption(optionValue(place.union));
  await page.getByLabel('Mobile number', { exact: true }).fill('01712345678');
  const sent = page.waitForResponse(
    (res) => res.url().endsWith('/api/blood-request') && res.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Submit' }).click();
  const answer = (await (await sent).json()) as { insertedId: string; statusUrl: string };
  requestId = answer.insertedId;
  statusPath = new URL(answer.statusUrl).pathname;
  expect(statusPath).toMatch(/^\/r\/[\w-]+$/);

  const link = page.getByTestId('status-link');
  await expect(link).toBeVisible();
  await expect(link.getByRole('textbox')).toHaveValue(answer.statusUrl);
  await link.getByRole('link', { name: 'See status' }).click();
  await expect(page).toHaveURL(statusPath);
  await expect(page.getByTestId('status-needed')).toContainText('1');
  await expect(page.getByTestId('status-pledged')).toContainText('0');
  await expect(page.getByTestId('status-state')).toHaveText('Volunteers are looking for donors.');
  await expectLaidOut(page, {
    'top bar': page.locator('header.topbar'),
    heading: page.locator('main h1'),
    status: page.getByTestId('request-status'),
  });
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('a volunteer alerts the ticked donor; the donor says yes on their own phone; the volunteer sees it without a reload', async ({
  page,
  browser,
}) => {
  await signIn(page);
  donorLinkPath = await issueDonorLink(
    page.request,
    { authorization: `Bearer ${await tokenOf(page, DEMO_ADMIN.email)}` },
    donorId,
  );

  // The volunteer: Find donors, tick the donor, Alert donors (urgent, so quiet hours do not hold it).
  await page.goto(`/dashboard/blood-request/${requestId}/matches`);
  const card = page.getByTestId('match-card').filter({ hasText: DONOR.name });
  await card.getByRole('checkbox', { name: `${DONOR.name}: choose to alert` }).check();
  await page.getByTestId('alert-donors').click();
  const dialog = page.getByRole('dialog', { name: 'Alert donors' });
  await expect(dialog.getByLabel('The donors you ticked (1)')).toBeChecked();
  await dialog.getByRole('switch', { name: /Urgent/ }).check();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByTestId('alerts-queued')).toHaveText('1 alert queued');
  await saveScreen(page, 'alert-result');
  await dialog.getByTestId('alert-result').getByRole('button', { name: 'Close' }).click();
  await expect(card.getByTestId('match-alert')).toBeVisible();
  const row = page.getByTestId('alert-row').filter({ hasText: DONOR.name });
  await expect(row).toBeVisible();

  // The donor, on another phone: the private link, in Bengali, no account.
  donorContext = await browser.newContext({
    baseURL: process.env.BASE_URL,
    viewport: { width: 390, height: 844 },
    timezoneId: 'Asia/Dhaka',
    storageState: BENGALI,
  });
  donorPage = await donorContext.newPage();
  await donorPage.goto(donorLinkPath);
  await expect(
    donorPage.getByRole('heading', { name: 'আমার রক্তদাতা পাতা', level: 1 }),
  ).toBeVisible();
  await expect(donorPage.getByTestId('donor-record')).toContainText(DONOR.name);
  const alert = donorPage.getByTestId('link-alert').first();
  await expect(alert).toContainText('ঢাকা মেডিকেল কলেজ');
  await alert.getByRole('button', { name: 'আমি দিতে পারব' }).click();
  await expect(alert).toContainText('একজন স্বেচ্ছাসেবক আপনাকে ফোন করে নিশ্চিত করবেন');

  // The volunteer's screen, untouched: the answer arrives by itself (polled while visible).
  await expect(card.getByTestId('match-alert')).toHaveText('Yes: call to confirm', {
    timeout: 10_000,
  });
  await expect(row).toHaveAttribute('data-answer', 'yes');
  await expect(
    page.getByTestId('pledge').filter({ hasText: DONOR.name }).getByTestId('pledge-offer'),
  ).toHaveText('Said yes by link: call to confirm');
  await expect(row.getByRole('link', { name: `Call ${DONOR.phone}` })).toBeVisible();

  // The volunteer calls and records "will donate": the donor's offer becomes a confirmed pledge.
  const pledge = page.getByTestId('pledge').filter({ hasText: DONOR.name });
  await pledge.getByRole('button', { name: `${DONOR.name}: record the call` }).click();
  const call = page.getByRole('dialog', { name: 'Call outcome' });
  await call.getByLabel('Will donate').check();
  await call.getByRole('button', { name: 'Save' }).click();
  await expect(call).toBeHidden();
  await expect(pledge.getByTestId('pledge-offer')).toHaveText('Confirmed by call');

  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size);
    await expectLaidOut(page, {
      'top bar': page.locator('header.topbar'),
      heading: page.locator('main h1'),
      'alert button': page.getByTestId('alert-donors'),
      'alert list': page.getByTestId('alert-list'),
    });
    await saveScreen(page, 'matches-with-alerts');
  }
});

test('the donor reports a donation and pauses, on the same page', async () => {
  const page = donorPage;
  const today = await page.evaluate(() => new Date().toLocaleDateString('sv'));
  const later = await page.evaluate(() =>
    new Date(Date.now() + 30 * 86_400_000).toLocaleDateString('sv'),
  );

  const report = page.getByTestId('report-donation');
  await report.getByLabel('কবে দিয়েছেন').fill(today);
  await report.getByLabel('কী দিয়েছেন').selectOption('whole_blood');
  await report.getByLabel('কোথায় (ঐচ্ছিক)').fill('সদর হাসপাতাল');
  await report.getByRole('button', { name: 'রক্তদান জানান' }).click();
  await expect(toast(page, 'রক্তদান লেখা হয়েছে')).toBeVisible();
  await expect(page.getByTestId('link-donation').first()).toContainText('সদর হাসপাতাল');
  // Bengali digits, and a countdown to the next eligible day.
  await expect(page.getByTestId('next-eligible')).toContainText(/[০-৯]+ দিন/);

  const pause = page.getByTestId('pause');
  await pause.getByLabel('কোন তারিখ পর্যন্ত পারবেন না').fill(later);
  await pause.getByRole('button', { name: 'বিরতি নিন' }).click();
  await expect(toast(page, 'বিরতি রাখা হয়েছে')).toBeVisible();
  await expect(page.getByTestId('paused-until')).toBeVisible();
  await expect(pause.getByRole('button', { name: 'বিরতি শেষ করুন' })).toBeVisible();

  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectLaidOut(
      page,
      {
        'top bar': page.locator('header.topbar'),
        heading: page.locator('main h1'),
        'language switch': page.locator('.donor-link-head .language-switch'),
        record: page.getByTestId('donor-record'),
        alerts: page.getByTestId('link-alerts'),
      },
      { top: ['heading', 'record'] },
    );
    await saveScreen(page, 'donor-link');
  }
  // A new number waits for a volunteer: the form gives way to a note saying so.
  const phone = page.getByTestId('phone-change');
  await phone.getByLabel('নতুন মোবাইল নম্বর').fill(NEW_PHONE);
  await phone.getByRole('button', { name: 'বদলানোর অনুরোধ পাঠান' }).click();
  await expect(toast(page, 'অনুরোধ পাঠানো হয়েছে; স্বেচ্ছাসেবকের অনুমোদনের অপেক্ষায়।')).toBeVisible();
  // The record says the new number waits, and the form is gone until a volunteer decides.
  await expect(page.getByTestId('phone-change-pending')).toBeVisible();
  await expect(page.getByTestId('phone-change')).toBeHidden();

  expect(await accessibilityViolations(page)).toEqual([]);
  // Every button on the donor's page is a full-size tap target.
  for (const button of await page.locator('main button, main a.btn').all()) {
    if (!(await button.isVisible())) continue;
    expect((await button.boundingBox())!.height, await button.innerText()).toBeGreaterThanOrEqual(
      44,
    );
  }

  // The English switch at the top of the page: the same page in English.
  await page.locator('.donor-link-head .language-switch').click();
  await expect(page.getByRole('heading', { name: 'My donor page', level: 1 })).toBeVisible();
  await expect(page.getByTestId('link-alert').first()).toContainText('You said you can donate');
});

test('a volunteer approves the new number on the donor requests screen', async ({ page }) => {
  await signIn(page);
  await page.goto('/dashboard/donor-request');
  const change = page.getByTestId('phone-change').filter({ hasText: DONOR.name });
  await expect(change).toContainText(`${DONOR.phone} → ${NEW_PHONE}`);
  await expect(change.getByRole('link', { name: NEW_PHONE })).toHaveAttribute(
    'href',
    `tel:${NEW_PHONE}`,
  );
  await saveScreen(page, 'phone-changes');
  await change.getByRole('button', { name: `${DONOR.name}: approve the new number` }).click();
  await expect(toast(page, 'New number saved')).toBeVisible();
  await expect(change).toBeHidden();
  DONOR.phone = NEW_PHONE;
});

test("the requester's status link counts the donor's yes as pledged", async ({ page }) => {
  await page.goto(statusPath);
  await expect(page.getByTestId('status-pledged')).toContainText('1');
  await expect(page.getByTestId('request-status')).not.toContainText(DONOR.name);
});

test('an unknown link says plainly that it does not work', async ({ page }) => {
  await page.goto('/d/not-a-real-token');
  await expect(page.getByTestId('donor-link-not-found')).toContainText('This link does not work');
  await page.goto('/r/not-a-real-token');
  await expect(page.getByTestId('request-status-not-found')).toBeVisible();
});

test("the donor's profile offers the private link: create, QR code, revoke", async ({ page }) => {
  await signIn(page);
  // After the donation just reported, the donor waits: the unavailable list.
  await page.goto('/dashboard/donor-list/unavailableDonor');
  await page.getByTestId('dashboard-search').fill(DONOR.name);
  const listRow = page.getByTestId('list-row').filter({ hasText: DONOR.name });
  await listRow.getByRole('button', { name: `${DONOR.name}'s profile` }).click();
  const panel = page.getByRole('dialog', { name: 'Donor profile' }).getByTestId('donor-link-panel');
  await panel.getByRole('button', { name: /Create link|Replace link/ }).click();
  const url = await panel.getByTestId('issued-link').inputValue();
  expect(url).toMatch(/\/d\/[\w-]+$/);
  const whatsApp = await panel.getByRole('link', { name: 'Send by WhatsApp' }).getAttribute('href');
  expect(whatsApp?.startsWith(`https://wa.me/880${DONOR.phone.slice(1)}?text=`)).toBe(true);
  await panel.getByRole('button', { name: 'Show QR code' }).click();
  await expect(panel.getByTestId('qr-code')).toBeVisible();
  await saveScreen(page, 'donor-link-panel');
  await panel.getByRole('button', { name: 'Revoke link' }).click();
  await page
    .getByRole('dialog', { name: 'Revoke the link?' })
    .getByRole('button', { name: 'Revoke link' })
    .click();
  await expect(toast(page, 'Link revoked')).toBeVisible();
  // The old link (the one the donor used above was replaced) no longer opens anything.
  const dead = await page.request.get(`/api/donor-link/${url.split('/d/')[1]}`);
  expect(dead.status()).toBe(404);
  // Opened again, the profile reads from the donor's row that no link is live: no Revoke to offer.
  await page.getByRole('dialog', { name: 'Donor profile' }).getByTestId('modal-close').click();
  await listRow.getByRole('button', { name: `${DONOR.name}'s profile` }).click();
  await expect(panel.getByText('No link yet.')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Create link' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Revoke link' })).toHaveCount(0);
});

test("the service worker shows a donor's push alert, its link kept to this origin", async ({
  page,
}) => {
  await page.context().grantPermissions(['notifications']);
  await page.goto('/d/not-a-real-token');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Pushes wait for the worker to be activated; each is read back only once the browser says it is
  // on display (e2e/support/push.ts says why a read any earlier can lose it).
  const push = await PushChannel.open(page);
  const origin = push.origin;
  await push.deliver(
    { title: 'AB- রক্ত দরকার', body: 'ঢাকা মেডিকেল কলেজ', url: `${origin}/d/abc` },
    `${origin}/d/abc`,
  );
  expect(await push.shown()).toEqual([
    { title: 'AB- রক্ত দরকার', body: 'ঢাকা মেডিকেল কলেজ', url: `${origin}/d/abc` },
  ]);

  // A link to another site is never opened from a notification: it becomes this origin.
  await push.deliver({ title: 'x', body: 'y', url: 'https://elsewhere.example/d/abc' }, origin);
  expect(await push.shown()).toContainEqual({ title: 'x', body: 'y', url: origin });
});
