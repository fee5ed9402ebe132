import { expect, test, type Page } from '@playwright/test';
import { firstPlaceNames } from './support/data.ts';
import { onScreen } from './support/layout.ts';
import { signInAndOpen } from './support/session.ts';

/**
 * An admin brings a donor sheet of 3,000 rows in at phone size (390x844): uploads it, maps the
 * village column the server could not guess, previews (new rows, one error with its reason),
 * confirms; the import runs as a job (decisions/053) whose progress bar stays on screen across a
 * reload, and ends with the result; the donors are in the donor list.
 */
test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'Asia/Dhaka' });

const ROWS = 3_000;
const stamp = Date.now().toString(36).slice(-5);
const NAMES = [`আমদানি এক ${stamp}`, `Import Two ${stamp}`];
const base = Date.now() % 1e7;
const phone = (n: number) => `016${String((base * 10 + n) % 1e8).padStart(8, '0')}`;

/** Does `act` and waits for the answer of the preview request it sends. */
async function previewed(page: Page, act: () => Promise<void>) {
  const answer = page.waitForResponse(
    (res) =>
      new URL(res.url()).pathname === '/api/import/donors/preview' &&
      res.request().method() === 'POST',
    { timeout: 120_000 },
  );
  await act();
  expect((await answer).ok()).toBe(true);
}

test('an admin imports a large sheet as a job, watches its progress (across a reload) and finds the donors in the list', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const place = await firstPlaceNames(page.request);
  // 'পাড়া' is not a header the server knows for the village: the admin maps it.
  const lines = [
    [
      'নাম',
      'রক্তের গ্রুপ',
      'জন্ম তারিখ',
      'মোবাইল',
      'লিঙ্গ',
      'বিভাগ',
      'জেলা',
      'উপজেলা',
      'ইউনিয়ন',
      'পাড়া',
    ],
    [NAMES[0]!, 'বি পজিটিভ', '০১/০২/১৯৯০', `+88${phone(1)}`, 'পুরুষ', ...place, 'উত্তর পাড়া'],
    [NAMES[1]!, 'o negative', '1992-05-17', phone(2), 'female', ...place, 'South Para'],
    [`Bad ${stamp}`, 'Z+', '1991-01-01', phone(3), 'male', ...place, 'Para'],
  ];
  for (let i = 4; lines.length <= ROWS; i++)
    lines.push([`Donor ${i} ${stamp}`, 'A+', '', phone(i), '', '', '', '', '', '']);
  const csv = lines.map((row) => row.map((cell) => `"${cell}"`).join(',')).join('\n');

  await signInAndOpen(page, '/dashboard/import');
  await expect(page.getByRole('heading', { name: 'Import Donors' })).toBeVisible();
  await page
    .getByLabel(/File \(CSV or XLSX/)
    .setInputFiles({ name: 'donors.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  // A preview of 3,000 rows takes the server a while on a busy machine: the counts are read once
  // its answer is in, not against the assertion's few seconds.
  await previewed(page, () => page.getByRole('button', { name: 'Preview' }).click());

  // Name, mobile and blood group are enough (decisions/051): the rows are new without a village;
  // the admin maps the village column and checks again.
  await expect(page.getByTestId('import-count-new').getByRole('definition')).toHaveText(
    String(ROWS - 1),
  );
  await expect(page.getByTestId('import-count-error').getByRole('definition')).toHaveText('1');
  const villageSelect = page.getByLabel(/^Village/);
  await onScreen(villageSelect);
  await villageSelect.selectOption({ label: 'Column 10: পাড়া' });
  await previewed(page, () => page.getByRole('button', { name: 'Check again' }).click());
  await expect(page.getByTestId('import-count-new').getByRole('definition')).toHaveText(
    String(ROWS - 1),
  );
  const issue = page.getByTestId('import-issue').filter({ hasText: `Bad ${stamp}` });
  await onScreen(issue);
  await expect(issue).toContainText('Blood group: blood group not recognised');

  const confirm = page
    .getByRole('button', { name: `Import ${(ROWS - 1).toLocaleString('en')} donors` })
    .or(page.getByRole('button', { name: `Import ${ROWS - 1} donors` }));
  await onScreen(confirm);
  await confirm.click();

  // The job: its id in the address, a progress bar that fits the phone's width.
  await expect(page).toHaveURL(/\/dashboard\/import\?job=[0-9a-f-]{36}$/);
  const bar = page.getByRole('progressbar', { name: 'Progress of importing “donors.csv”' });
  await onScreen(bar);
  const box = (await bar.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  // A reload while it runs finds the job again.
  const address = page.url();
  await page.reload();
  expect(page.url()).toBe(address);
  const done = page.locator('.import-done');
  await expect(bar.or(done)).toBeVisible();
  await expect(done).toContainText(`${ROWS - 1} new donors added`, { timeout: 120_000 });
  await expect(bar).toHaveCount(0);

  await done.getByRole('link', { name: 'See the donor list' }).click();
  await page.getByTestId('dashboard-search').fill(`Import Two ${stamp}`);
  const table = page.getByTestId('available-donors');
  await onScreen(table.getByTestId('list-row').filter({ hasText: NAMES[1]! }));
  await page.getByTestId('dashboard-search').fill(`Bad ${stamp}`);
  await expect(table.getByTestId('list-row').filter({ hasText: `Bad ${stamp}` })).toHaveCount(0);
  // The list offers its export.
  await onScreen(
    page.getByRole('group', { name: /Download this list/ }).getByRole('button', { name: 'CSV' }),
  );
});
