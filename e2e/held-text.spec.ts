import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { signUpThroughApi, uniqueEmail } from './support/auth.ts';
import { uniqueName } from './support/blood-contacts.ts';
import { registerDonor, verifyDonor, placeIn } from './support/data.ts';
import { randomPhone } from './support/donors.ts';
import { BENGALI } from './support/language.ts';
import {
  expectLaidOut,
  onScreen,
  saveScreen,
  SCREEN_SIZES,
  screenDrawn,
} from './support/layout.ts';
import { signIn, signedInRequest } from './support/session.ts';

/**
 * "Get the text" (docs/decisions/066), on a phone in Bengali: the browser run's servers keep
 * SMS_PROVIDER=log, so an alert held by quiet hours reaches nobody by itself. A volunteer admin of
 * a unit alerts a donor outside urgency while the unit's quiet hours last: the list says it waits.
 * The hours end (a minute or so later, on the server's real clock): the list, reading itself again,
 * says "ready to copy" with a button; the volunteer takes the text once, with the donor's new link
 * in it, copies it, and the list says "handed over", the button gone. The link opens the donor's
 * page. Pictures (SCREENSHOTS=1) at 390x844 and 1366x768.
 *
 * The quiet hours are the test's own unit's (a unit's settings override the installation's), so
 * no other request's alerts are held by them. The unit covers Moulvibazar, a district no other flow
 * uses; it, the donor and the request are archived afterwards, so other flows see one unit again.
 */
test.use({
  storageState: BENGALI,
  timezoneId: 'Asia/Dhaka',
  viewport: { width: 390, height: 844 },
});

const HOUR = 3_600_000;
const HOSPITAL = 'মৌলভীবাজার সদর হাসপাতাল';
const DONOR = uniqueName('বিরতির দাতা');
const PATIENT = uniqueName('বিরতির রোগী');
const VOLUNTEER = { email: uniqueEmail('quiet-volunteer'), password: 'secret-123' };
const ids = { unit: '', donor: '', request: '' };
const TOKEN = /\/d\/([A-Za-z0-9_-]{43})/;

/** HH:MM in Bangladesh (UTC+6 all year) at `ms`, as the settings take it. */
const dhakaTime = (ms: number) => new Date(ms + 6 * HOUR).toISOString().slice(11, 16);

/**
 * The unit's quiet hours from an hour ago to the first whole minute at least 25 s away (they are
 * kept to the minute): an alert queued now is held until then, and the wait stays under 90 s.
 * Answers when they end.
 */
async function quietHoursEndingSoon(request: APIRequestContext, headers: Record<string, string>) {
  const now = Date.now();
  const end = Math.ceil((now + 25_000) / 60_000) * 60_000;
  const res = await request.patch(`/api/units/${ids.unit}`, {
    headers,
    data: { settings: { alerts: { quietStart: dhakaTime(now - HOUR), quietEnd: dhakaTime(end) } } },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return new Date(end);
}

test.beforeAll(async ({ playwright }) => {
  const { request, headers } = await signedInRequest(playwright);
  const place = await placeIn(request, 'সিলেট', 'মৌলভীবাজার');
  const unit = await request.post('/api/units', {
    headers,
    data: {
      name: { bn: uniqueName('বিরতির ইউনিট'), en: uniqueName('Quiet hours unit') },
      parentId: null,
      districtIds: [Number(place.district.id)],
    },
  });
  expect(unit.status(), await unit.text()).toBe(201);
  ids.unit = ((await unit.json()) as { id: string }).id;

  // The volunteer: a new account, an admin of that unit only.
  await signUpThroughApi('বিরতির স্বেচ্ছাসেবক', VOLUNTEER.email, VOLUNTEER.password);
  const member = await request.put(`/api/units/${ids.unit}/members`, {
    headers,
    data: { email: VOLUNTEER.email, role: 'admin' },
  });
  expect(member.ok(), await member.text()).toBe(true);

  // A consenting donor (SMS, no notifications) and a one-bag request, both in the unit's district.
  ids.donor = await registerDonor(request, {
    name: DONOR,
    place,
    phone: randomPhone(),
    bloodGroup: 'abNegative',
    consent: true,
  });
  await verifyDonor(request, headers, ids.donor);
  const sent = await request.post('/api/blood-request', {
    data: {
      patient_name: PATIENT,
      requested_bloodGroup: 'abNegative',
      date: new Date(Date.now() + 5 * HOUR).toISOString(),
      blood_quantity: '1',
      donation_place: HOSPITAL,
      number1: randomPhone(),
      divisionId: Number(place.division.id),
      districtId: Number(place.district.id),
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  ids.request = ((await sent.json()) as { insertedId: string }).insertedId;
  await request.dispose();
});

test.afterAll(async ({ playwright }) => {
  const { request, headers } = await signedInRequest(playwright);
  const archive = [
    ids.request && `/api/deleteBloodRequest/${ids.request}`,
    ids.donor && `/api/donorRequest/${ids.donor}`,
    ids.unit && `/api/units/${ids.unit}`,
  ];
  for (const path of archive.filter(Boolean) as string[]) {
    const res = await request.delete(path, { headers });
    expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  }
  await request.dispose();
});

/**
 * Wholly on the screen once scrolled to (to the middle: scrolled only as far as needed, a part can
 * end a fraction of a pixel past the edge), and within its width.
 */
async function wholeOnScreen(part: Locator) {
  await part.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await onScreen(part);
  await expect(part).toBeInViewport({ ratio: 1 });
}

/**
 * The screen laid out at both sizes with `part` (inside the alert's row) wholly on the screen, each
 * size pictured (SCREENSHOTS=1).
 */
async function bothSizes(page: Page, name: string, part: Locator) {
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size);
    // From the top: the top bar stays in view, so a scrolled list would be under it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectLaidOut(page, {
      'top bar': page.locator('header.topbar'),
      heading: page.locator('main h1').first(),
      'alert list': page.getByTestId('alert-list'),
    });
    await wholeOnScreen(part);
    await saveScreen(page, name, false);
  }
  await page.setViewportSize(SCREEN_SIZES[0]);
}

test('a volunteer admin takes the text of an alert held by quiet hours once they end, copies it, and the list says it was handed over', async ({
  page,
  browser,
  playwright,
}) => {
  // Most of it is waiting for the quiet hours to end on the server's clock (under 90 s).
  test.setTimeout(240_000);
  const api = await signedInRequest(playwright);
  await signIn(page, VOLUNTEER);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);

  // Find donors: tick the donor, Alert donors, not urgent, while the unit's quiet hours last.
  await page.goto(`/dashboard/blood-request/${ids.request}/matches`);
  await screenDrawn(page);
  const card = page.getByTestId('match-card').filter({ hasText: DONOR });
  await card.getByRole('checkbox', { name: `${DONOR}: জানানোর জন্য বাছুন` }).check();
  await page.getByTestId('alert-donors').click();
  const dialog = page.getByRole('dialog', { name: 'রক্তদাতাদের অনুরোধ পাঠান' });
  await expect(dialog.getByLabel('যাঁদের টিক দিয়েছেন (১ জন)')).toBeChecked();
  await expect(dialog.getByRole('switch', { name: /জরুরি/ })).not.toBeChecked();
  const hoursEnd = await quietHoursEndingSoon(api.request, api.headers);
  await api.request.dispose();
  const queued = page.waitForResponse(
    (res) =>
      new URL(res.url()).pathname === `/api/blood-request/${ids.request}/alerts` &&
      res.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'পাঠান' }).click();
  const answer = (await (await queued).json()) as {
    queued: number;
    heldUntil?: string;
    texts?: unknown[];
  };
  // Held until the hours end, so no text came with the answer.
  expect(answer).toMatchObject({ queued: 1, heldUntil: hoursEnd.toISOString() });
  expect(answer.texts).toBeUndefined();
  await expect(dialog.getByTestId('alerts-held')).toContainText('রাতের বিরতি');
  await expect(dialog.getByTestId('alert-text')).toHaveCount(0);
  await dialog.getByTestId('alert-result').getByRole('button', { name: 'বন্ধ করুন' }).click();
  await expect(dialog).toBeHidden();

  // While the hours last: waiting, the time it goes, nothing to take.
  const row = page.getByTestId('alert-row').filter({ hasText: DONOR });
  const state = row.getByRole('status');
  const getText = row.getByRole('button', { name: 'লেখাটি নিন' });
  await expect(row).toHaveAttribute('data-state', 'queued');
  await expect(state).toHaveText('পাঠানোর অপেক্ষায়');
  await expect(row).toContainText(/রাতের বিরতি: .+-এ যাবে/);
  await expect(getText).toHaveCount(0);

  // The hours end: the list reads itself every few seconds and changes without a reload. The wait
  // is bounded by the time the server gave for the end, not a guess.
  await expect(row).toHaveAttribute('data-state', 'readyToCopy', {
    timeout: hoursEnd.getTime() - Date.now() + 30_000,
  });
  await expect(state).toHaveText('কপির জন্য তৈরি: এখনও পাঠানো হয়নি');
  await expect(row).toContainText('রাতের বিরতি শেষ।');
  await expect(card.getByTestId('match-alert')).toHaveText('কপির জন্য তৈরি: এখনও পাঠানো হয়নি');
  await wholeOnScreen(getText);
  expect((await getText.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await bothSizes(page, 'held-text-ready', getText);
  await wholeOnScreen(getText);

  // Get the text: once, with the donor's link issued now.
  const given = page.waitForResponse(
    (res) =>
      new URL(res.url()).pathname ===
        `/api/blood-request/${ids.request}/alerts/${ids.donor}/text` &&
      res.request().method() === 'POST',
  );
  await getText.click();
  expect((await given).status()).toBe(200);
  const box = row.getByTestId('alert-text');
  const textarea = box.getByRole('textbox', { name: `${DONOR}-এর জন্য লেখা` });
  await onScreen(textarea);
  const text = await textarea.inputValue();
  expect(text).toContain(HOSPITAL);
  expect(text).toContain('AB-');
  const token = TOKEN.exec(text)?.[1];
  expect(token, text).toBeDefined();
  // The whole message shows at once, the link included: the box does not scroll inside.
  expect(
    await textarea.evaluate((el) => el.scrollHeight - el.clientHeight),
    'the text box scrolls',
  ).toBeLessThanOrEqual(1);

  // Copied to the clipboard, as it stands in the box.
  const copy = box.getByRole('button', { name: 'লেখা কপি করুন' });
  await onScreen(copy);
  await copy.click();
  await expect(page.getByRole('status').filter({ hasText: 'লেখাটি কপি হয়েছে' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
  await expect(box.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/8801\d{9}\?text=/,
  );

  // Handed over: said so, and the button gone; the text stays until the screen is left.
  await expect(row).toHaveAttribute('data-state', 'handedOver');
  await expect(state).toHaveText('লেখা স্বেচ্ছাসেবককে দেওয়া হয়েছে');
  await expect(getText).toHaveCount(0);
  await expect(card.getByTestId('match-alert')).toHaveText('লেখা স্বেচ্ছাসেবককে দেওয়া হয়েছে');
  await bothSizes(page, 'held-text-handed-over', row);

  // Opened again: still handed over, no button, and the list never carries the link.
  await page.reload();
  await screenDrawn(page);
  await expect(row).toHaveAttribute('data-state', 'handedOver');
  await expect(getText).toHaveCount(0);
  await expect(row.getByTestId('alert-text')).toHaveCount(0);
  expect(await page.content()).not.toContain(token!);

  // The link is the donor's: it opens their page, this alert on it.
  const donorPhone = await browser.newContext({
    baseURL: process.env.BASE_URL,
    storageState: BENGALI,
    timezoneId: 'Asia/Dhaka',
    viewport: { width: 390, height: 844 },
  });
  try {
    const donorPage = await donorPhone.newPage();
    await donorPage.goto(`/d/${token}`);
    await expect(
      donorPage.getByRole('heading', { name: 'আমার রক্তদাতা পাতা', level: 1 }),
    ).toBeVisible();
    await expect(donorPage.getByTestId('donor-record')).toContainText(DONOR);
    await expect(donorPage.getByTestId('link-alert').first()).toContainText(HOSPITAL);
  } finally {
    await donorPhone.close();
  }
});
