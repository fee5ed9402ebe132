import { expect, test, type Page } from '@playwright/test';
import { localDateTime, uniqueName } from './support/blood-contacts.ts';
import {
  optionValue,
  placeInDhaka,
  registerDonor,
  verifyDonor,
  type Named,
  type Place,
} from './support/data.ts';
import { randomPhone } from './support/donors.ts';
import { expectLaidOut, onScreen, saveScreen, SCREEN_SIZES } from './support/layout.ts';
import { DEMO_ADMIN, signIn, tokenOf } from './support/session.ts';

/**
 * From a blood request to a donation, at phone size (390x844): a visitor asks for B- blood in
 * an upazila and union; an admin opens Find donors, sees the B- donor of that union first and an
 * O- donor after, records "no answer" for one and "will donate" for the other, records the
 * donation; the request is done and the donor unavailable until the right date.
 */
const PATIENT = uniqueName('ম্যাচ রোগী');
const B_NEG = {
  name: `বি নেগেটিভ দাতা ${Date.now() % 100000}`,
  phone: randomPhone(),
  bloodGroup: 'bNegative',
};
const O_NEG = {
  name: `ও নেগেটিভ দাতা ${Date.now() % 100000}`,
  phone: randomPhone(),
  bloodGroup: 'oNegative',
};

let place: Place;
/** The request's Find donors address, kept once found (a done request leaves the incomplete list). */
let matchesUrl = '';

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** A verified male donor: registered through the public API, accepted by the admin. */
async function addDonor(page: Page, token: string, donor: typeof B_NEG, union: Named) {
  const id = await registerDonor(page.request, {
    ...donor,
    place,
    union,
    birthDate: '1992-05-10',
    village: 'মধ্যপাড়া',
  });
  await verifyDonor(page.request, { authorization: `Bearer ${token}` }, id);
}

/** The date `days` from now and the day after, as the profile shows them (formatted in the browser). */
function datesIn(page: Page, days: number): Promise<string[]> {
  return page.evaluate(
    (d) =>
      [d, d + 1].map((n) =>
        // The page's locale (web/i18n/language.ts): English pages en-GB, Bengali ones bn-BD.
        new Intl.DateTimeFormat(document.documentElement.lang === 'en' ? 'en-GB' : 'bn-BD', {
          day: 'numeric',
          month: 'short',
          year: 'numeric',
        }).format(new Date(Date.now() + n * 86_400_000)),
      ),
    days,
  );
}

const cards = (page: Page) => page.getByTestId('match-card');
const card = (page: Page, name: string) => cards(page).filter({ hasText: name });

async function openMatches(page: Page) {
  if (matchesUrl) {
    await page.goto(matchesUrl);
    await expect(page.getByTestId('request-summary')).toContainText(PATIENT);
    return;
  }
  await page.goto('/dashboard/blood-request/incomplete-blood-request');
  const find = page.getByRole('link', { name: `${PATIENT}: find donors` });
  await onScreen(find);
  await find.click();
  await expect(page).toHaveURL(/\/dashboard\/blood-request\/[^/]+\/matches$/);
  await expect(page.getByRole('heading', { name: 'Find donors', level: 1 })).toBeVisible();
  await expect(page.getByTestId('request-summary')).toContainText(PATIENT);
  matchesUrl = new URL(page.url()).pathname;
}

async function recordCall(page: Page, name: string, outcome: string, expectedToast: string) {
  await card(page, name)
    .getByRole('button', { name: `${name}: record the call` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Call outcome' });
  await dialog.getByLabel(outcome).check();
  const save = dialog.getByRole('button', { name: 'Save' });
  await onScreen(save);
  await save.click();
  await expect(toast(page, expectedToast)).toBeVisible();
  await expect(dialog).toBeHidden();
}

test.describe.configure({ mode: 'serial' });
// The volunteers' clock: a wait ends at midnight in Bangladesh, and dates show in local time.
test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'Asia/Dhaka' });

test('two donors near the patient: a B- donor in the union and an O- donor in the next one', async ({
  page,
}) => {
  // The patient's place: the last district of Dhaka (other flows use others), an upazila, two unions.
  place = await placeInDhaka(page.request, -1, 2);
  await signIn(page);
  const token = await tokenOf(page, DEMO_ADMIN.email);
  await addDonor(page, token, B_NEG, place.union);
  await addDonor(page, token, O_NEG, place.unions[1]!);
});

test('a visitor asks for B- blood in an upazila and union', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('Patient name').fill(PATIENT);
  await page.getByLabel('Blood group').selectOption({ label: 'B-' });
  await page.getByLabel('Date & time of donation').fill(localDateTime(5));
  await page.getByLabel('Blood quantity (bags)').selectOption('1');
  await page.getByLabel('Blood donation place').fill('ঢাকা মেডিকেল কলেজ');
  await page.getByLabel('Division').selectOption(optionValue(place.division));
  await page.getByLabel('District', { exact: true }).selectOption(optionValue(place.district));
  await page.getByLabel('Upazila / Thana').selectOption(optionValue(place.upazila));
  await page.getByLabel('Union').selectOption(optionValue(place.union));
  await page.getByLabel('Mobile number', { exact: true }).fill('01712345678');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'Your request has been sent')).toBeVisible();
});

test('Find donors lists the B- donor of that union first and the O- donor after, with call links on the phone', async ({
  page,
}) => {
  await signIn(page);
  await openMatches(page);
  await expect(cards(page).first()).toContainText(B_NEG.name);
  const first = cards(page).first();
  await expect(first).toContainText('Same group');
  await expect(first).toContainText('Same union');
  const order = await cards(page).allTextContents();
  const bIndex = order.findIndex((text) => text.includes(B_NEG.name));
  const oIndex = order.findIndex((text) => text.includes(O_NEG.name));
  expect(bIndex).toBe(0);
  expect(oIndex).toBeGreaterThan(bIndex);
  const other = card(page, O_NEG.name);
  await expect(other).toContainText('Compatible, if the blood bank agrees');
  await expect(other).toContainText('Same upazila');

  // The call link and the actions are big, visible, and inside the phone's screen.
  const tel = first.getByRole('link', { name: `Call ${B_NEG.phone}` });
  await expect(tel).toHaveAttribute('href', `tel:${B_NEG.phone}`);
  await onScreen(tel);
  expect((await tel.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await onScreen(first.getByRole('button', { name: `${B_NEG.name}: record the call` }));
  await onScreen(other.getByRole('link', { name: `Call ${O_NEG.phone}` }));
  await onScreen(other.getByRole('button', { name: `${O_NEG.name}: record the call` }));
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectLaidOut(page, {
    heading: page.locator('main h1').first(),
    request: page.getByTestId('request-summary'),
    switch: page.getByRole('switch'),
  });

  // The switch also shows donors who may not give yet, with their date; off again, they go.
  await page.getByRole('switch').check();
  await expect(page).toHaveURL(/all=1/);
  await expect(cards(page).first()).toBeVisible();
  await page.getByRole('switch').uncheck();
  await expect(page).not.toHaveURL(/all=1/);
});

test('the admin records "no answer" for the B- donor and "will donate" for the O- donor', async ({
  page,
}) => {
  await signIn(page);
  await openMatches(page);
  await recordCall(page, B_NEG.name, 'No answer', 'Call outcome recorded');
  const badge = card(page, B_NEG.name).getByTestId('call-badge');
  await expect(badge).toContainText('Called 1 time in 3 days');
  await expect(badge).toContainText('ডেমো অ্যাডমিন');

  await recordCall(page, O_NEG.name, 'Will donate', 'The donor is added to this request');
  const pledge = page.getByTestId('pledge').filter({ hasText: O_NEG.name });
  await expect(pledge).toBeVisible();
  // The pledged donor's number is a full-size call button on the phone.
  const pledgeCall = pledge.getByRole('link', { name: `Call ${O_NEG.phone}` });
  await expect(pledgeCall).toHaveAttribute('href', `tel:${O_NEG.phone}`);
  await onScreen(pledgeCall);
  expect((await pledgeCall.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await expect(page.getByTestId('request-summary').getByTestId('bags-pledged')).toHaveText('1');
  await expect(page.getByTestId('request-summary').getByTestId('request-state')).toHaveAttribute(
    'data-state',
    'managed',
  );

  // The donor lists show the same call badge.
  await page.goto('/dashboard/donor-list');
  await page.getByTestId('dashboard-search').fill(B_NEG.name);
  const row = page
    .getByTestId('available-donors')
    .getByTestId('list-row')
    .filter({ hasText: B_NEG.name });
  await expect(row.getByTestId('call-badge')).toContainText('1 time');
});

test('the matches screen at phone and laptop sizes', async ({ page }) => {
  await signIn(page);
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size);
    await openMatches(page);
    await expect(cards(page).first()).toBeVisible();
    const first = cards(page).first();
    await expectLaidOut(page, {
      heading: page.locator('main h1').first(),
      'first donor': first,
    });
    await onScreen(first.getByRole('link').first());
    await onScreen(first.getByRole('button', { name: /record the call/ }));
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreen(page, 'matches');
  }
});

test('the donation is recorded: the request is done and the donor unavailable until the right date', async ({
  page,
}) => {
  await signIn(page);
  await openMatches(page);
  const given = page.getByRole('button', { name: `${O_NEG.name}: blood given` });
  await onScreen(given);
  await given.click();
  // The admin confirms the date (today unless changed), the kind and, if known, the place.
  const form = page.getByRole('dialog', { name: 'Record the donation' });
  const date = form.getByLabel('Date');
  await onScreen(date);
  await expect(date).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await form.getByLabel('Place').fill('ঢাকা মেডিকেল কলেজ');
  const save = form.getByRole('button', { name: 'Record the donation' });
  await onScreen(save);
  await save.click();
  await expect(form).toBeHidden();
  await expect(toast(page, 'Donation recorded')).toBeVisible();
  await expect(toast(page, 'Blood Donation Complete')).toBeVisible();
  const summary = page.getByTestId('request-summary');
  await expect(summary.getByTestId('request-state')).toHaveAttribute('data-state', 'done');
  await expect(summary.getByTestId('bags-given')).toHaveText('1');

  // The request left the incomplete list and is done in the complete one.
  await page.goto('/dashboard/blood-request');
  const doneRow = page
    .getByTestId('complete-requests')
    .getByTestId('list-row')
    .filter({ hasText: PATIENT });
  await expect(doneRow.getByRole('img', { name: 'Completed' })).toBeVisible();
  await expect(doneRow.getByTestId('request-state')).toHaveAttribute('data-state', 'done');

  // The donor is unavailable; a man waits 90 days after whole blood.
  await page.goto('/dashboard/donor-list/unavailableDonor');
  await page.getByTestId('dashboard-search').fill(O_NEG.name);
  const row = page
    .getByTestId('unavailable-donors')
    .getByTestId('list-row')
    .filter({ hasText: O_NEG.name });
  await row.getByRole('button', { name: `${O_NEG.name}'s profile` }).click();
  const profile = page.getByRole('dialog', { name: 'Donor profile' });
  const next = profile.getByTestId('history-next-eligible');
  await onScreen(next);
  const expected = await datesIn(page, 90);
  await expect.poll(async () => expected.includes((await next.textContent()) ?? '')).toBe(true);
  await expect(profile.getByTestId('history-item').first()).toContainText('ঢাকা মেডিকেল কলেজ');
});
