import { BENGALI } from './support/language.ts';
import { expect, test } from './support/fixtures.ts';
import { uniqueName } from './support/blood-contacts.ts';
import { randomPhone } from './support/donors.ts';

/**
 * Blood bridges in Bengali on a phone (decisions/057): an admin registers a recurring patient
 * (AB-, every 21 days, one bag, the hospital in Dhaka district), builds the bridge from the compatible donors the screen suggests,
 * and sees the 90-day rota: five sessions, the first two given to the two bridge donors, and the
 * warning that the bridge cannot cover the rest (men rest 90 days); when both decline today's
 * session, the other donors who can give today are offered to call.
 */
test.use({
  storageState: BENGALI,
  timezoneId: 'Asia/Dhaka',
  viewport: { width: 390, height: 844 },
});

test('an admin registers a recurring patient, builds a bridge and sees the rota', async ({
  adminPage: page,
  adminApi,
  donors,
}) => {
  // AB- donors: few other tests make them, so the suggestions list them near the top.
  const bridge = [
    await donors.add({ verified: true, bloodGroup: 'abNegative' }),
    await donors.add({ verified: true, bloodGroup: 'abNegative' }),
  ];
  const patient = uniqueName('নিয়মিত রোগী');

  await page.goto('/dashboard/patients');
  await expect(page.getByRole('heading', { name: 'নিয়মিত রোগী ও ব্লাড ব্রিজ' })).toBeVisible();
  await page.getByRole('button', { name: 'নতুন রোগী' }).click();
  const form = page.getByTestId('new-patient-form');
  const unit = form.getByLabel('ইউনিট');
  if (await unit.isVisible()) await unit.selectOption({ index: 1 });
  await form.getByLabel('রোগীর নাম').fill(patient);
  await form.getByLabel('রক্তের গ্রুপ').selectOption('abNegative');
  await form.getByLabel('অভিভাবকের মোবাইল').fill(randomPhone());
  await form.getByLabel('যে হাসপাতালে রক্ত নেন').fill('ঢাকা শিশু হাসপাতাল');
  // Where the hospital is, with the request's cascade (decisions/065).
  const hospitalPlace = form.getByTestId('hospital-place');
  await hospitalPlace.getByLabel('বিভাগ', { exact: true }).selectOption({ label: 'ঢাকা' });
  await hospitalPlace.getByLabel('জেলা', { exact: true }).selectOption({ label: 'ঢাকা' });
  await form.getByLabel('কত দিন পরপর (৭-৬০)').fill('21');
  await form.getByTestId('patient-consent').check();
  if (process.env.SCREENSHOTS)
    await form.screenshot({ path: 'test-results/screens/patient-form-390x844.png' });
  await form.getByRole('button', { name: 'রোগী যোগ করুন' }).click();

  const row = page.getByTestId('patient-row').filter({ hasText: patient });
  await expect(row).toBeVisible();
  await expect(row).toContainText('রক্তদাতা কম');
  await row.getByRole('link', { name: patient }).click();

  await expect(page.getByRole('heading', { name: patient })).toBeVisible();
  await expect(page.getByTestId('hospital-place-text')).toHaveText('ঢাকা › ঢাকা');
  for (const donor of bridge) {
    await page
      .getByTestId('bridge-suggestion')
      .filter({ hasText: donor.name })
      .getByRole('button', { name: 'যোগ করুন' })
      .click();
    await expect(page.getByTestId('bridge-member').filter({ hasText: donor.name })).toBeVisible();
  }

  const sessions = page.getByTestId('rota-session');
  await expect(sessions).toHaveCount(5);
  await expect(sessions.nth(0)).toContainText(bridge[0]!.name);
  await expect(sessions.nth(0)).toContainText('রক্তদাতা ঠিক');
  await expect(sessions.nth(1)).toContainText(bridge[1]!.name);
  await expect(sessions.nth(2)).toContainText('রক্তদাতা কম');
  await expect(page.getByTestId('rota-warning')).toBeVisible();
  await expect(page.getByTestId('rota-warning')).toContainText('আরও রক্তদাতা যোগ করুন');
  if (process.env.SCREENSHOTS)
    await page.screenshot({ path: 'test-results/screens/patient-390x844.png', fullPage: true });

  // Both bridge donors decline today's session: the bridge has nobody left, and the screen offers
  // the other donors who can give today, each with a number to call (decisions/061).
  await expect(page.getByTestId('rota-matches')).toHaveCount(0);
  for (const donor of bridge) {
    await sessions.nth(0).getByLabel(`অবস্থা: ${donor.name}`).selectOption('declined');
    await expect(sessions.nth(0)).toContainText(`${donor.name} · রাজি নন`);
  }
  const matches = sessions.nth(0).getByTestId('rota-matches');
  await expect(matches).toContainText('ব্রিজে আর কেউ নেই');
  const first = matches.getByTestId('rota-match').first();
  await expect(first.getByRole('link')).toHaveAttribute('href', /^tel:01\d{9}$/);
  await first.scrollIntoViewIfNeeded();
  const box = (await first.getByRole('link').boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  if (process.env.SCREENSHOTS)
    await page.screenshot({
      path: 'test-results/screens/patient-matches-390x844.png',
      fullPage: true,
    });

  // Put back: the patient is archived.
  const id = new URL(page.url()).pathname.split('/').pop()!;
  const res = await adminApi.request.post(`/api/patients/${id}/archive`, {
    headers: adminApi.headers,
  });
  expect(res.status()).toBe(200);
});
