import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { BENGALI } from './support/language.ts';
import { firstPlaceNames } from './support/data.ts';
import { onScreen, saveScreen } from './support/layout.ts';
import { signInAndOpen } from './support/session.ts';

/**
 * A volunteer group's first import, in Bengali at phone size: their sheet has a title, a subtitle
 * and a blank line above the header. The header is found without help; one row has a number that
 * is not a mobile number; the admin imports the good rows, downloads the error file, fixes the
 * number in it and imports that file too.
 */
test.use({
  viewport: { width: 390, height: 844 },
  timezoneId: 'Asia/Dhaka',
  storageState: BENGALI,
});

const stamp = Date.now().toString(36).slice(-5);
const phone = (n: number) => `015${String((Date.now() + n) % 1e8).padStart(8, '0')}`;

test('a sheet with a title row: the header is found, one error is fixed through the error file, and imported again', async ({
  page,
}) => {
  const place = await firstPlaceNames(page.request);
  const rows = [
    ['আলোকিত যুব সংঘ — রক্তদাতাদের তালিকা'],
    ['হালনাগাদ: ১২ মার্চ ২০২৪'],
    [],
    [
      'ক্রমিক নং',
      'রক্তদাতার নাম',
      'রক্তের গ্রুপ',
      'জন্ম তারিখ',
      'মোবাইল নং',
      'লিঙ্গ',
      'বিভাগ',
      'জেলা',
      'উপজেলা',
      'ইউনিয়ন',
      'গ্রাম',
      'শেষ রক্তদান',
    ],
    [
      '১',
      `রহিম ${stamp}`,
      'বি পজিটিভ',
      '১২ মার্চ ১৯৯০',
      `${phone(1)}, ${phone(2)}`,
      'পুরুষ',
      ...place,
      'উত্তর পাড়া',
      'জানা নেই',
    ],
    [
      '২',
      `করিম ${stamp}`,
      'O+',
      '05/06/92',
      `+880 ${phone(3).slice(1, 5)}-${phone(3).slice(5)}`,
      'Male',
      ...place,
      'দক্ষিণ পাড়া',
      '১০ জানুয়ারি ২০২৪',
    ],
    [
      '৩',
      `ফাতেমা ${stamp}`,
      'এ নেগেটিভ',
      '1995-02-03',
      '01212345678',
      'মহিলা',
      ...place,
      'পূর্ব পাড়া',
      '-',
    ],
    [],
    ['মোট: ৩ জন'],
  ];
  const csv = Buffer.from(stringify(rows, { bom: true, record_delimiter: '\r\n' }));

  await signInAndOpen(page, '/dashboard/import');
  await expect(page.getByRole('heading', { name: 'রক্তদাতা আমদানি' })).toBeVisible();
  await page
    .getByLabel(/ফাইল \(CSV বা XLSX/)
    .setInputFiles({ name: 'রক্তদাতা.csv', mimeType: 'text/csv', buffer: csv });
  await page.getByRole('button', { name: 'যাচাই করে দেখুন' }).click();

  // Found without help: row 4, the lines above it left out.
  await expect(page.getByTestId('import-header-found')).toHaveText(
    'শিরোনাম পাওয়া গেছে সারি ৪-এ; তার উপরের লাইনগুলো বাদ।',
  );
  await expect(page.getByTestId('import-count-new').getByRole('definition')).toHaveText('২');
  await expect(page.getByTestId('import-count-error').getByRole('definition')).toHaveText('১');
  await page.getByTestId('import-header-found').scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, -120);
  await saveScreen(page, 'import-title-row-found', false);
  const issue = page.getByTestId('import-issue').filter({ hasText: `ফাতেমা ${stamp}` });
  await onScreen(issue);
  await expect(issue).toContainText('সারি ৭');
  await expect(issue).toContainText('মোবাইল নম্বর: বাংলাদেশের মোবাইল নম্বর দিন');
  await saveScreen(page, 'import-title-row-issues', false);

  // The error file: the sheet's row number, its columns as they were and the reason in Bengali.
  const downloadButton = page.getByRole('button', { name: 'ত্রুটির সারিগুলো ডাউনলোড করুন (CSV)' });
  await onScreen(downloadButton);
  const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
  const errorFile = parse(await readFile((await download.path())!), { bom: true }) as string[][];
  expect(errorFile[0]).toEqual(['সারি', ...rows[3]!, 'ত্রুটির কারণ']);
  expect(errorFile).toHaveLength(2);
  expect(errorFile[1]![0]).toBe('7');
  expect(errorFile[1]![2]).toBe(`ফাতেমা ${stamp}`);

  // Import the two good rows: a small sheet is written at once (no job to wait for).
  const confirm = page.getByRole('button', { name: '২ জন রক্তদাতা আমদানি করুন' });
  await onScreen(confirm);
  await confirm.click();
  await expect(page.locator('.import-done')).toContainText('২ জন নতুন রক্তদাতা যোগ হয়েছে');

  // The admin fixes the number in the error file (row number and reasons left where they are) and imports it.
  const fixed = errorFile.map((r, i) => (i === 1 ? r.map((c, j) => (j === 5 ? phone(4) : c)) : r));
  await page.getByLabel(/ফাইল \(CSV বা XLSX/).setInputFiles({
    name: 'ত্রুটি-ঠিক.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(stringify(fixed, { bom: true })),
  });
  await page.getByRole('button', { name: 'যাচাই করে দেখুন' }).click();
  await expect(page.getByTestId('import-header-found')).toHaveText('শিরোনাম পাওয়া গেছে সারি ১-এ।');
  await expect(page.getByTestId('import-count-new').getByRole('definition')).toHaveText('১');
  await expect(page.getByTestId('import-count-error').getByRole('definition')).toHaveText('০');
  await page.getByTestId('import-header-found').scrollIntoViewIfNeeded();
  await saveScreen(page, 'import-fixed-error-file', false);
  const again = page.getByRole('button', { name: '১ জন রক্তদাতা আমদানি করুন' });
  await onScreen(again);
  await again.click();
  await expect(page.locator('.import-done')).toContainText('১ জন নতুন রক্তদাতা যোগ হয়েছে');
  await saveScreen(page, 'import-fixed-done', false);
});
