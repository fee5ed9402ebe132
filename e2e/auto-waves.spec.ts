import { expect, test } from './support/fixtures.ts';
import { BENGALI } from './support/language.ts';
import { expectLaidOut, onScreen, saveScreen, screenDrawn } from './support/layout.ts';

/**
 * Automatic alerts on a phone (390x844) in Bengali, then a laptop (docs/decisions/059): on Find
 * donors a volunteer starts urgent waves for a one-bag request; the first wave reaches the consenting
 * donor of the request's union at once and says so with its reach and count; the list of alerts
 * shows the donor; the volunteer stops the waves with a thumb and the screen says who stopped them.
 * A district of Dhaka no other flow uses keeps the waves to this test's donor.
 */
test.use({
  storageState: BENGALI,
  viewport: { width: 390, height: 844 },
  timezoneId: 'Asia/Dhaka',
});

test('a volunteer starts automatic alerts, sees the first wave and stops them', async ({
  adminPage: page,
  adminApi,
  donors,
  bloodRequests,
}) => {
  const donor = await donors.add({
    district: 2,
    verified: true,
    consent: true,
    bloodGroup: 'oNegative',
  });
  const { id } = await bloodRequests.add({ bloodGroup: 'oNegative', quantity: '1' });
  const placed = await adminApi.request.patch(`/api/blood-request/${id}/location`, {
    headers: adminApi.headers,
    data: {
      divisionId: Number(donor.place.division.id),
      districtId: Number(donor.place.district.id),
      upazilaId: Number(donor.place.upazila.id),
      unionId: Number(donor.place.union.id),
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);

  await page.goto(`/dashboard/blood-request/${id}/matches`);
  await screenDrawn(page);
  const waves = page.getByTestId('auto-waves');
  await expect(waves.getByRole('heading', { name: 'স্বয়ংক্রিয় সতর্কবার্তা' })).toBeVisible();
  const urgent = waves.getByRole('checkbox', { name: /জরুরি/ });
  await urgent.check();
  const start = waves.getByRole('button', { name: 'স্বয়ংক্রিয় সতর্কবার্তা শুরু করুন' });
  await onScreen(start);
  expect((await start.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await start.click();

  // The first wave went at once to the union's donor; the next is due later.
  await expect(waves.getByTestId('auto-wave-list')).toContainText('ধাপ ১: একই ইউনিয়ন (১ জন)');
  await expect(waves.getByRole('status')).toContainText('চলছে: ১টি ধাপ গেছে');
  await expect(page.getByTestId('alert-row').filter({ hasText: donor.name })).toBeVisible();

  const stop = waves.getByRole('button', { name: 'বন্ধ করুন' });
  for (const size of [
    { width: 390, height: 844 },
    { width: 1366, height: 768 },
  ]) {
    await page.setViewportSize(size);
    await onScreen(stop);
    expect((await stop.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await expectLaidOut(page, {
      'top bar': page.locator('header.topbar'),
      heading: page.locator('main h1').first(),
      waves,
      'alert list': page.getByTestId('alert-list'),
    });
    await saveScreen(page, 'auto-waves-running');
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await stop.click();
  await expect(waves.getByRole('status')).toHaveText('বন্ধ: একজন স্বেচ্ছাসেবক বন্ধ করেছেন');
  // Stopped waves can be started again, and the first wave stays listed.
  await expect(start).toBeVisible();
  await expect(waves.getByTestId('auto-wave-list')).toContainText('ধাপ ১');
  await saveScreen(page, 'auto-waves-stopped');
});
