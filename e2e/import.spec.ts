import { expect, test } from '@playwright/test';
import { firstPlaceNames } from './support/data.ts';
import { onScreen } from './support/layout.ts';
import { signInAndOpen } from './support/session.ts';

/**
 * An admin brings a small donor sheet in at phone size (390x844): uploads it, corrects the column
 * the server could not guess, previews (two new, one error with its reason), confirms, and finds
 * the donors in the donor list.
 */
test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'Asia/Dhaka' });

const stamp = Date.now().toString(36).slice(-5);
const NAMES = [`আমদানি এক ${stamp}`, `Import Two ${stamp}`];
const phone = (n: number) => `016${String((Date.now() + n) % 1e8).padStart(8, '0')}`;

test('an admin imports donors from a spreadsheet and finds them in the donor list', async ({ page }) => {
  const place = await firstPlaceNames(page.request);
  // 'পাড়া' is not a header the server knows for the village: the admin maps it.
  const csv = [
    ['নাম', 'রক্তের গ্রুপ', 'জন্ম তারিখ', 'মোবাইল', 'লিঙ্গ', 'বিভাগ', 'জেলা', 'উপজেলা', 'ইউনিয়ন', 'পাড়া'],
    [NAMES[0], 'বি পজিটিভ', '০১/০২/১৯৯০', `+88${phone(1)}`, 'পুরুষ', ...place, 'উত্তর পাড়া'],
    [NAMES[1], 'o negative', '1992-05-17', phone(2), 'female', ...place, 'South Para'],
    [`Bad ${stamp}`, 'Z+', '1991-01-01', phone(3), 'male', ...place, 'Para'],
  ]
    .map((row) => row.map((cell) => `"${cell}"`).join(','))
    .join('\n');

  await signInAndOpen(page, '/dashboard/import');
  await expect(page.getByRole('heading', { name: 'Import Donors' })).toBeVisible();
  await page.getByLabel(/File \(CSV or XLSX/).setInputFiles({ name: 'donors.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Preview' }).click();

  // Without a village column every row is an error; the admin maps the column and checks again.
  await expect(page.getByTestId('import-count-error').getByRole('definition')).toHaveText('3');
  const villageSelect = page.getByLabel(/^Village/);
  await onScreen(villageSelect);
  await villageSelect.selectOption({ label: 'Column 10: পাড়া' });
  await page.getByRole('button', { name: 'Check again' }).click();

  await expect(page.getByTestId('import-count-new').getByRole('definition')).toHaveText('2');
  await expect(page.getByTestId('import-count-error').getByRole('definition')).toHaveText('1');
  const issue = page.getByTestId('import-issue').filter({ hasText: `Bad ${stamp}` });
  await onScreen(issue);
  await expect(issue).toContainText('Blood group: blood group not recognised');

  const confirm = page.getByRole('button', { name: 'Import 2 donors' });
  await onScreen(confirm);
  await confirm.click();
  const done = page.locator('.import-done');
  await expect(done).toContainText('2 new donors added');

  await done.getByRole('link', { name: 'See the donor list' }).click();
  await page.getByTestId('dashboard-search').fill(stamp);
  const table = page.getByTestId('available-donors');
  for (const name of NAMES) await onScreen(table.getByTestId('list-row').filter({ hasText: name }));
  await expect(table.getByTestId('list-row').filter({ hasText: `Bad ${stamp}` })).toHaveCount(0);
  // The list offers its export.
  await onScreen(page.getByRole('group', { name: /Download this list/ }).getByRole('button', { name: 'CSV' }));
});
