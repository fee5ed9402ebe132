import { expect, test } from '@playwright/test';
import { placeInDhaka, registerDonor, verifyDonor } from './support/data.ts';
import { randomPhone } from './support/donors.ts';
import { BENGALI } from './support/language.ts';
import { expectLaidOut, saveScreen, screenDrawn } from './support/layout.ts';
import { signedInRequest } from './support/session.ts';

/**
 * The family's status page on a phone, in Bengali (decisions/059): the money warning (with the
 * word টাকা) is on screen from the start; once a volunteer confirms a donor, who is coming shows
 * by first name, "verified by the community", donations and the volunteer, never the donor's
 * number; and the family can report a number that asked them for money.
 */
test.use({
  storageState: BENGALI,
  timezoneId: 'Asia/Dhaka',
  viewport: { width: 390, height: 844 },
});
test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36).slice(-5);
const FIRST = `করিম${stamp}`;
const DONOR_PHONE = randomPhone();
let statusPath = '';
let requestId = '';

test('the family opens their status link: the money warning is on screen', async ({ page }) => {
  const res = await page.request.post('/api/blood-request', {
    data: {
      patient_name: `পরিবার ${stamp}`,
      requested_bloodGroup: 'abNegative',
      date: new Date(Date.now() + 6 * 3_600_000).toISOString(),
      blood_quantity: '1',
      donation_place: 'ঢাকা মেডিকেল কলেজ হাসপাতাল',
      number1: randomPhone(),
      language: 'bn',
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const created = (await res.json()) as { insertedId: string; statusUrl: string };
  requestId = created.insertedId;
  statusPath = new URL(created.statusUrl).pathname;
  await page.goto(statusPath);
  await screenDrawn(page);
  const warning = page.getByTestId('status-warning');
  await expect(warning).toContainText('টাকা');
  await expect(warning).toContainText('যাতায়াত');
  await expectLaidOut(page, {
    heading: page.locator('main h1'),
    status: page.getByTestId('status-state'),
    warning,
  });
  await saveScreen(page, 'family-status-warning');
});

test('once a volunteer confirms a donor, the page says who is coming, never their number', async ({
  page,
  playwright,
}) => {
  const { request, headers } = await signedInRequest(playwright);
  const place = await placeInDhaka(request, -5);
  const donorId = await registerDonor(request, {
    name: `${FIRST} উদ্দিন`,
    place,
    phone: DONOR_PHONE,
    bloodGroup: 'abNegative',
    consent: true,
  });
  await verifyDonor(request, headers, donorId);
  const call = await request.post(`/api/donors/${donorId}/calls`, {
    headers,
    data: { outcome: 'willDonate', requestId },
  });
  expect(call.ok(), await call.text()).toBe(true);

  await page.goto(statusPath);
  await screenDrawn(page);
  const coming = page.getByTestId('status-coming');
  await expect(coming).toContainText(FIRST);
  await expect(coming).toContainText('কমিউনিটি যাচাই করেছে');
  await expect(coming).toContainText('দায়িত্বে স্বেচ্ছাসেবক');
  await expect(page.getByTestId('request-status')).not.toContainText(DONOR_PHONE);
  await expect(page.getByTestId('request-status')).not.toContainText('উদ্দিন');
  await expectLaidOut(page, {
    heading: page.locator('main h1'),
    coming,
    warning: page.getByTestId('status-warning'),
  });
  await saveScreen(page, 'family-status-coming');

  // "Someone asked me for money": the family reports the number.
  await page.getByTestId('money-report-open').click();
  const form = page.getByTestId('money-report-form');
  await form.getByLabel('মোবাইল নম্বর (১১ সংখ্যা)').fill(randomPhone());
  await form.getByRole('button', { name: 'জানান' }).click();
  await expect(page.getByTestId('money-report-done')).toBeVisible();
  await request.dispose();
});
