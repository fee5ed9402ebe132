import { expect, test } from '@playwright/test';
import { placeInDhaka, registerDonor, verifyDonor } from './support/data.ts';
import { randomPhone } from './support/donors.ts';
import { BENGALI } from './support/language.ts';
import { expectLaidOut, onScreen, saveScreen, screenDrawn } from './support/layout.ts';
import { signedInRequest, signInAndOpen } from './support/session.ts';

/**
 * A family's loop, closed (decisions/063), on a phone in Bengali: they ask for blood on the public
 * form, keep the status link, a volunteer confirms a donor and records the donation, and the status
 * page shows it given, asks "was the blood given?" (the day has come) and keeps the family's
 * answer, which the volunteer then reads on the request's screen; the family thanks the donors.
 */
test.use({
  storageState: BENGALI,
  timezoneId: 'Asia/Dhaka',
  viewport: { width: 390, height: 844 },
});
test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36).slice(-5);
const PATIENT = `রোগী ${stamp}`;
const HOUR = 3_600_000;
let statusPath = '';
let requestId = '';

/** An hour ago on Bangladesh's clock (UTC+6), not before today's first minute: datetime-local text. */
function anHourAgoInDhaka(): string {
  const dhaka = new Date(Date.now() + 6 * HOUR);
  const midnight = Date.UTC(dhaka.getUTCFullYear(), dhaka.getUTCMonth(), dhaka.getUTCDate(), 0, 1);
  const at = new Date(Math.max(dhaka.getTime() - HOUR, midnight));
  return at.toISOString().slice(0, 16);
}

test('the family asks for two bags on the public form and keeps the status link', async ({
  page,
}) => {
  await page.goto('/contact');
  await page.locator('#br-patient_name').fill(PATIENT);
  await page.locator('#br-requested_bloodGroup').selectOption({ label: 'B+' });
  await page.locator('#br-date').fill(anHourAgoInDhaka());
  await page.locator('#br-blood_quantity').selectOption('2');
  await page.locator('#br-donation_place').fill('ঢাকা মেডিকেল কলেজ হাসপাতাল');
  await page.locator('#br-number1').fill(randomPhone());
  const sent = page.waitForResponse(
    (r) => r.url().endsWith('/api/blood-request') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'জমা দিন' }).click();
  const answer = await sent;
  expect(answer.ok(), await answer.text()).toBe(true);
  requestId = ((await answer.json()) as { insertedId: string }).insertedId;
  const link = page.getByTestId('status-link');
  await expect(link).toBeVisible();
  statusPath = new URL(await link.locator('input').inputValue()).pathname;
  expect(statusPath).toMatch(/^\/r\/[A-Za-z0-9_-]{43}$/);
});

test('a volunteer confirms a donor and records the donation; the family sees it and answers', async ({
  page,
  playwright,
}) => {
  const { request, headers } = await signedInRequest(playwright);
  const place = await placeInDhaka(request, -7);
  const donorPhone = randomPhone();
  const donorId = await registerDonor(request, {
    name: `রহিম${stamp} মিয়া`,
    place,
    phone: donorPhone,
    bloodGroup: 'bPositive',
    consent: true,
  });
  await verifyDonor(request, headers, donorId);
  const call = await request.post(`/api/donors/${donorId}/calls`, {
    headers,
    data: { outcome: 'willDonate', requestId },
  });
  expect(call.ok(), await call.text()).toBe(true);
  const pledges = await request.get(`/api/blood-request/${requestId}/pledges`, { headers });
  const pledgeId = ((await pledges.json()) as { pledges: { _id: string }[] }).pledges[0]!._id;
  const given = await request.post(`/api/blood-request/${requestId}/pledges/${pledgeId}/given`, {
    headers,
    data: {},
  });
  expect(given.ok(), await given.text()).toBe(true);

  // The family's page: one bag of two given, the question asked (the needed time has passed).
  await page.goto(statusPath);
  await screenDrawn(page);
  await expect(page.getByTestId('status-given')).toContainText('১');
  const question = page.getByTestId('family-answer');
  await expect(question).toContainText('রক্ত কি দেওয়া হয়েছে?');
  await expect(page.getByTestId('request-status')).not.toContainText(donorPhone);
  const yes = question.getByRole('button', { name: 'হ্যাঁ, দেওয়া হয়েছে' });
  await onScreen(yes);
  await expect(yes).toHaveAttribute('aria-pressed', 'false');
  const box = (await yes.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  await saveScreen(page, 'family-given-question');

  // "Not yet" first, then changed to "yes": the one answer kept is the last.
  await question.getByRole('button', { name: 'এখনো না' }).click();
  await expect(page.getByTestId('family-answer-saved')).toContainText('এখনো না');
  await yes.click();
  await expect(page.getByTestId('family-answer-saved')).toContainText('হ্যাঁ, দেওয়া হয়েছে');
  await page.reload();
  await screenDrawn(page);
  await expect(
    page.getByTestId('family-answer').getByRole('button', { name: 'হ্যাঁ, দেওয়া হয়েছে' }),
  ).toHaveAttribute('aria-pressed', 'true');

  // The thank-you form: shown once a donation was given, the length cap on screen.
  const note = page.getByTestId('family-note');
  await onScreen(note);
  await expect(page.getByTestId('family-note-count')).toContainText('০ / ২৮০');
  await note.getByLabel('আপনার ধন্যবাদ').fill('আপনাদের জন্য আমার বাবা বেঁচে আছেন। ধন্যবাদ।');
  await expect(page.getByTestId('family-note-count')).not.toContainText('০ / ২৮০');
  await note.getByRole('button', { name: 'পাঠান' }).click();
  await expect(page.getByTestId('family-note-saved')).toBeVisible();
  await expectLaidOut(page, {
    heading: page.locator('main h1'),
    question: page.getByTestId('family-answer'),
    note,
    warning: page.getByTestId('status-warning'),
  });
  await saveScreen(page, 'family-given-answered');
  await page.setViewportSize({ width: 1366, height: 768 });
  await screenDrawn(page);
  await expectLaidOut(page, {
    heading: page.locator('main h1'),
    question: page.getByTestId('family-answer'),
    note,
  });
  await saveScreen(page, 'family-given-answered');

  // Nothing recorded by the family's word: still one donation, the request still open.
  const after = await request.get(`/api/blood-request/${requestId}`, { headers });
  const row = (await after.json()) as {
    status: string;
    familyAnswer: { answer: string } | null;
  };
  expect(row.status).toBe('incomplete');
  expect(row.familyAnswer?.answer).toBe('given');
  await request.dispose();
});

test("the volunteer reads the family's answer on the request's screen", async ({ page }) => {
  await signInAndOpen(page, `/dashboard/blood-request/${requestId}/matches`);
  await screenDrawn(page);
  const answer = page.getByTestId('family-answer');
  await expect(answer).toContainText('পরিবার জানিয়েছে রক্ত দেওয়া হয়েছে');
  await onScreen(answer);
  await saveScreen(page, 'family-given-volunteer');
  await page.setViewportSize({ width: 1366, height: 768 });
  await expect(answer).toBeVisible();
  await saveScreen(page, 'family-given-volunteer');
});

test('the request, needed an hour ago and short of a bag, is among the requests in trouble', async ({
  page,
}) => {
  await signInAndOpen(page, '/dashboard');
  const card = page.getByTestId('trouble-requests');
  await expect(card).toBeVisible();
  // Soonest first: an overdue request of this run is on the first page or counted.
  await expect(page.getByTestId('trouble-count')).not.toHaveText('০টি');
  await expect(
    card.getByTestId('trouble-item').first().locator('[data-reason]').first(),
  ).toBeVisible();
  await expectLaidOut(page, { heading: page.locator('main h1').first(), card }, { top: ['card'] });
  await saveScreen(page, 'family-given-trouble', false);
  await page.setViewportSize({ width: 1366, height: 768 });
  await expect(card).toBeVisible();
  await saveScreen(page, 'family-given-trouble', false);
});

test("a super admin sets the automatic waves' interval in minutes on Settings, then clears it", async ({
  page,
  playwright,
}) => {
  await signInAndOpen(page, '/dashboard/settings');
  await screenDrawn(page);
  const minutes = page.getByLabel('স্বয়ংক্রিয় ধাপের মাঝে বিরতি (মিনিট)');
  await onScreen(minutes);
  await minutes.fill('১৫');
  await page.getByRole('button', { name: 'সীমা সেভ করুন' }).click();
  const { request, headers } = await signedInRequest(playwright);
  const waveSeconds = async () =>
    (
      (await (await request.get('/api/settings', { headers })).json()) as {
        alerts: { waveSeconds?: number };
      }
    ).alerts.waveSeconds;
  await expect.poll(waveSeconds).toBe(900);
  await saveScreen(page, 'family-given-settings', false);
  await minutes.fill('');
  await page.getByRole('button', { name: 'সীমা সেভ করুন' }).click();
  await expect.poll(waveSeconds).toBeUndefined();
  await request.dispose();
});
