import { expect, test, type Locator, type Page } from '@playwright/test';
import { cutText } from '../common/text.ts';
import { chooseFirst, randomPhone, signInAsAdmin, toBengaliDigits } from './support/donors.ts';

/**
 * A visitor registers as a donor → an admin sees the badge and accepts → the donor is available →
 * Donate → unavailable with a countdown → Done → available again; the leader board follows donations.
 */
const NAME = `ই২ই রক্তদাতা পরীক্ষা ${Date.now() % 100000}`;
const PHONE = randomPhone();

async function pendingCount(page: Page): Promise<number> {
  const res = await page.request.get('/api/dashboard/counts', {
    headers: {
      authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('accessToken'))}`,
    },
  });
  return (await res.json()).pendingDonorRequests as number;
}

const badge = (page: Page) => page.getByRole('link', { name: /Donor Request/ }).locator('.badge');
/** The sidebar's badge says `text`; on a phone the sidebar is opened through its toggle to look, then closed. */
async function expectBadge(page: Page, text: string) {
  const toggle = page.locator('.sidebar-toggle');
  const phone = await toggle.isVisible();
  if (phone) await toggle.click();
  await expect(badge(page)).toHaveText(text);
  if (phone) await page.locator('.sidebar-backdrop').click({ position: { x: 380, y: 300 } });
}
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test.describe.configure({ mode: 'serial' });

test('a visitor sees the validation messages and registers with a phone typed in Bengali digits', async ({
  page,
}) => {
  await page.goto('/donorRegistration');
  await expect(page).toHaveTitle('Blood Donor Registration - Roktosetu');
  await expect(page.getByRole('heading', { name: 'Your information' })).toBeVisible();

  await page.getByRole('button', { name: 'Submit' }).click();
  for (const message of [
    'Name is required',
    'Blood Group is required',
    'Age is required',
    'Number is required',
    'Gender is required',
    'Division is required',
    'District is required',
    'Upazila Station is required',
    'Union is required',
    'Village is required',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await page.getByLabel('Mobile number', { exact: true }).fill('০১৭১');
  await page.getByLabel('Name', { exact: true }).click();
  await expect(page.getByText('Minimum length 11')).toBeVisible();

  await page.getByLabel('Name', { exact: true }).fill(NAME);
  await page.getByLabel('Blood group').selectOption({ label: 'AB-' });
  await page.getByLabel('Date of birth').fill('1996-03-10');
  await page.getByLabel('Gender').selectOption({ label: 'Male' });
  await page.getByLabel('Mobile number', { exact: true }).fill(toBengaliDigits(PHONE));
  await page.getByLabel('Division').selectOption({ label: 'Dhaka' });
  await chooseFirst(page, 'District');
  await chooseFirst(page, 'Upazila / Thana');
  await chooseFirst(page, 'Union');
  // A fresh install has no villages under the union: the village is typed.
  await page.getByLabel('Village', { exact: true }).fill('  শিমুলিয়া  ');
  // Named on the leader board only by choice (asked, unticked): this donor says yes.
  await page.getByLabel(/My name may appear on the leader board/).check();
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(toast(page, 'Your submission has been sent')).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Division')).toHaveValue('');

  // The same number again is refused with a clear message.
  const again = await page.request.post('/api/donor-request', {
    data: {
      name: 'আবার',
      bloodGroup: 'oPositive',
      age: '1990-01-01',
      number1: PHONE,
      gender: 'পুরুষ',
      division: '1',
      district: '1',
      upazila: '1',
      union: '1',
      village: 'x',
    },
  });
  expect(again.status()).toBe(409);
});

test('the admin sees the badge, accepts the request, and the donor is available', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/dashboard/donor-request');
  await expect(page).toHaveTitle('All Blood Donor Requests - Roktosetu');
  const pending = await pendingCount(page);
  expect(pending).toBeGreaterThan(0);
  await expectBadge(page, String(pending));

  const row = page.getByTestId('list-row').filter({ hasText: NAME });
  await expect(row).toContainText(PHONE);
  await expect(row).toContainText('শিমুলিয়া');
  await row.getByRole('button', { name: 'Accept' }).click();
  await expect(toast(page, 'Donor Verified')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expectBadge(page, String(pending - 1));

  await page.goto('/dashboard/donor-list');
  await page.getByTestId('dashboard-search').fill(NAME);
  const available = page
    .getByTestId('available-donors')
    .getByTestId('list-row')
    .filter({ hasText: NAME });
  await expect(available).toBeVisible();
  await expect(available).toContainText('AB-');
  await expect(page.getByTestId('available-donors').getByTestId('list-row')).toHaveCount(1);

  // The profile modal shows the details, with '...' for the missing second number.
  await available.getByRole('button', { name: `${NAME}'s profile` }).click();
  const profile = page.getByRole('dialog', { name: 'Donor profile' });
  await expect(profile).toContainText(PHONE);
  await expect(profile).toContainText('...');
  await expect(profile.locator('img.avatar')).toHaveAttribute('src', '/avatar-male.svg');
  await profile.getByTestId('modal-close').click();
});

test('Donate moves the donor to Unavailable with a countdown; Done brings them back', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/dashboard/donor-list');
  await page.getByTestId('dashboard-search').fill(NAME);
  const availableTable = page.getByTestId('available-donors');
  const row = availableTable.getByTestId('list-row').filter({ hasText: NAME });
  await row.getByRole('button', { name: 'Donate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Donate' });
  await expect(dialog.getByLabel('Total Day After Donation')).toHaveValue('0');
  await dialog.getByRole('button', { name: 'Donate' }).click();
  await expect(toast(page, 'Blood Donation Counted')).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.getByRole('link', { name: 'Unavailable', exact: true }).click();
  await expect(page).toHaveURL(/unavailableDonor(\?|$)/);
  await page.getByTestId('dashboard-search').fill(NAME);
  const unavailable = page
    .getByTestId('unavailable-donors')
    .getByTestId('list-row')
    .filter({ hasText: NAME });
  await expect(unavailable).toContainText('1 time');
  const countdown = unavailable.getByTestId('countdown');
  // A man waits 90 days from the start (in Bangladesh) of the donation's date: under 90 days from now.
  await expect(countdown).toHaveText(/^(89 d \d+ h \d+ min|90 d 0 h 0 min)$/);

  // Done ends the rest at once, so it asks first.
  await unavailable.getByRole('button', { name: /Done/ }).click();
  const confirm = page.getByRole('dialog', { name: "End this donor's rest now?" });
  await expect(confirm).toContainText(NAME);
  await expect(confirm).toContainText(/^.*\d+ d \d+ h of rest are left\./);
  await confirm.getByRole('button', { name: 'Done' }).click();
  await expect(toast(page, `${NAME} is now available for Donation`)).toBeVisible();
  await expect(unavailable).toHaveCount(0);

  await page.getByRole('link', { name: 'Available', exact: true }).click();
  await page.getByTestId('dashboard-search').fill(NAME);
  const back = availableTable.getByTestId('list-row').filter({ hasText: NAME });
  await expect(back).toBeVisible();
  await expect(donationsOf(back)).toHaveText('1');
});

test('a donation recorded 90 days after it happened leaves the donor available (availability is derived on the server)', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/dashboard/donor-list');
  await expect(page.getByTestId('available-donors')).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const headers = { authorization: `Bearer ${token}` };
  const list = await page.request.get(
    `/api/available-donor?donorSearchData=${encodeURIComponent(NAME)}`,
    { headers },
  );
  const id = (await list.json()).availableDonorList[0]._id as string;
  // A donation recorded 90 days late: eligible again at once, so the donor stays available.
  const late = await page.request.patch(`/api/donationCount/${id}`, {
    headers,
    data: { note: 90 },
  });
  expect(late.ok()).toBe(true);
  const after = await page.request.get(
    `/api/available-donor?donorSearchData=${encodeURIComponent(NAME)}`,
    { headers },
  );
  expect((await after.json()).availableDonorList[0]).toMatchObject({
    available: true,
    donationCount: 2,
  });
});

test('the leader board follows donation counts', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/dashboard/donor-list');
  await page.getByTestId('dashboard-search').fill(NAME);
  const row = page
    .getByTestId('available-donors')
    .getByTestId('list-row')
    .filter({ hasText: NAME });
  await row.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Donor Info' });
  await dialog.getByLabel('Donation Count').fill('');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog.getByText('Donation Count is required')).toBeVisible();
  await dialog.getByLabel('Donation Count').fill('50');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'Donor Info Updated')).toBeVisible();
  await expect(donationsOf(row)).toHaveText('50');

  await page.goto('/leaderBoard');
  await expect(page).toHaveTitle('Leader Board - Roktosetu');
  const top = page.getByTestId('top-positions').getByRole('listitem');
  await expect(top).toHaveCount(5);
  await expect(top.first()).toContainText(cutText(NAME, 15));
  await expect(top.first()).toContainText('50 times');
  await expect(top.first()).toContainText('AB-');
  await expect(top.first().locator('img')).toBeVisible();
  const counts = await page
    .locator('.leader-count')
    .evaluateAll((els) => els.map((e) => Number((e.textContent ?? '').replace(/\D/g, ''))));
  expect(counts.length).toBeGreaterThan(5);
  expect(counts).toEqual([...counts].sort((a, b) => b - a));
  await expect(page.getByText('Near The Top Positions')).toBeVisible();

  // The public answer carries no phone and no address.
  const body = await (await page.request.get('/api/top-donor')).json();
  expect(Object.keys(body[0]).sort()).toEqual(['bloodGroup', 'donationCount', 'name']);
});

/** A donor row's donation total (the card's line at phone size, the table's cell on a laptop). */
function donationsOf(row: Locator): Locator {
  return row.locator('[data-column="donations"] dd, td[data-column="donations"]');
}
