import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { firstPlaceNames } from './support/data.ts';
import { onScreen } from './support/layout.ts';
import { signInAndOpen } from './support/session.ts';

/**
 * A workbook as a club keeps one: a summary sheet first (counts by blood group and a total), then
 * the donor sheet. At phone size (390x844) the admin sees both sheets listed (the summary
 * recognised and left out), reads the summary's row count, imports the donors; then a CSV whose
 * places are blank under the first row of a group offers to fill them, with the count. The
 * screen is looked at (and pictured) at 390x844 and at 1366x768.
 */
test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'Asia/Dhaka' });

const stamp = Date.now().toString(36).slice(-5);
const phone = (n: number) => `013${String((Date.now() + n) % 1e8).padStart(8, '0')}`;
const HEADER = [
  'Name',
  'Blood group',
  'Date of birth',
  'Mobile',
  'Gender',
  'Division',
  'District',
  'Upazila',
  'Union',
  'Village',
];

async function workbook(place: string[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const summary = book.addWorksheet('সারসংক্ষেপ');
  [['রক্তদাতাদের সারসংক্ষেপ'], ['রক্তের গ্রুপ', 'সংখ্যা'], ['B+', 1], ['O-', 1], ['মোট', 2]].forEach(
    (r) => summary.addRow(r),
  );
  const donors = book.addWorksheet(`Donors ${stamp}`);
  donors.addRow(['Alokito Jubo Sangha']);
  donors.addRow(HEADER);
  donors.addRow([
    `Sheet One ${stamp}`,
    'B+',
    '1990-02-01',
    phone(1),
    'male',
    ...place,
    'North Para',
  ]);
  donors.addRow([
    `Sheet Two ${stamp}`,
    'O-',
    '1992-05-17',
    phone(2),
    'female',
    ...place,
    'South Para',
  ]);
  donors.mergeCells('A1:J1');
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Each element is visible and wholly inside the viewport's width; the page never scrolls sideways. */
async function inside(page: Page, elements: ReturnType<Page['locator']>[]) {
  for (const element of elements) await onScreen(element);
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(sideways).toBeLessThanOrEqual(0);
}

const picture = (page: Page, name: string) => {
  const { width, height } = page.viewportSize()!;
  return page.screenshot({ path: `test-results/screens/${name}-${width}x${height}.png` });
};

test('a workbook with a summary sheet first: both listed, the summary left out, the donors imported; a CSV offers fill from above', async ({
  page,
}) => {
  const place = await firstPlaceNames(page.request);
  await signInAndOpen(page, '/dashboard/import');
  const fileInput = page.getByLabel(/File \(CSV or XLSX/);
  await fileInput.setInputFiles({
    name: 'club.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await workbook(place),
  });
  await page.getByRole('button', { name: 'Preview' }).click();

  const list = page.getByTestId('import-sheets');
  await expect(list).toBeVisible();
  const sheets = list.getByTestId('import-sheet');
  await expect(sheets).toHaveCount(2);
  await expect(sheets.nth(0)).toContainText('সারসংক্ষেপ');
  await expect(sheets.nth(0)).toContainText('Summary');
  await expect(sheets.nth(0).getByRole('checkbox')).not.toBeChecked();
  await expect(sheets.nth(1)).toContainText(`Donors ${stamp}`);
  await expect(sheets.nth(1)).toContainText('2 rows');
  await expect(sheets.nth(1).getByRole('checkbox')).toBeChecked();
  await expect(page.getByTestId('import-header-found')).toHaveText(
    'Headers found on row 2; the lines above it are left out.',
  );
  await expect(page.getByTestId('import-count-new').getByRole('definition')).toHaveText('2');
  // A workbook's merged cells are read as merged: no fill from above is offered.
  await expect(page.getByTestId('import-fill-down')).toHaveCount(0);

  await list.scrollIntoViewIfNeeded();
  await inside(page, [list, sheets.nth(0), sheets.nth(1), page.getByTestId('import-header-found')]);
  await picture(page, 'import-sheets');

  // Reading the summary too: its rows join (and fail: no donor fields), and the donors stay.
  // (The tick follows the server's answer, so it is clicked and then awaited.)
  await sheets.nth(0).getByRole('checkbox').click();
  await expect(sheets.nth(0).getByRole('checkbox')).toBeChecked();
  await expect(page.getByTestId('import-count-rows').getByRole('definition')).not.toHaveText('2');
  await expect(page.getByTestId('import-main-sheet')).toContainText('সারসংক্ষেপ');
  await sheets.nth(0).getByRole('checkbox').click();
  await expect(sheets.nth(0).getByRole('checkbox')).not.toBeChecked();
  await expect(page.getByTestId('import-count-rows').getByRole('definition')).toHaveText('2');

  const confirm = page.getByRole('button', { name: 'Import 2 donors' });
  await onScreen(confirm);
  await confirm.click();
  await expect(page.locator('.import-done')).toContainText('2 new donors added');

  // A CSV saved from merged cells: the places of the second and third rows are blank.
  const csv = [
    HEADER,
    [`Fill One ${stamp}`, 'A+', '1991-01-01', phone(3), 'male', ...place, 'East Para'],
    [`Fill Two ${stamp}`, 'A+', '1991-01-02', phone(4), 'male', '', '', '', '', ''],
    [`Fill Three ${stamp}`, 'A+', '1991-01-03', phone(5), 'male', '', '', '', '', ''],
  ]
    .map((row) => row.map((cell) => `"${cell}"`).join(','))
    .join('\n');
  await fileInput.setInputFiles({
    name: 'merged.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await page.getByRole('button', { name: 'Preview' }).click();
  const offer = page.getByTestId('import-fill-down');
  await expect(offer).toContainText(
    'Fill blank places (division, district, upazila, union, village) from the row above: 2 rows',
  );
  await expect(page.getByTestId('import-sheets')).toHaveCount(0);
  const tick = offer.getByRole('checkbox');
  await expect(tick).not.toBeChecked();
  await tick.click();
  await expect(tick).toBeChecked();
  await expect(page.getByTestId('import-count-new').getByRole('definition')).toHaveText('3');
  await inside(page, [offer, tick]);
  await offer.scrollIntoViewIfNeeded();
  await picture(page, 'import-fill-down');

  // The same screens on a laptop.
  await page.setViewportSize({ width: 1366, height: 768 });
  await inside(page, [offer, tick, page.getByTestId('import-header-found')]);
  await picture(page, 'import-fill-down');
  await fileInput.setInputFiles({
    name: 'club.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await workbook(place),
  });
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByTestId('import-sheets').getByTestId('import-sheet')).toHaveCount(2);
  await page.getByTestId('import-sheets').scrollIntoViewIfNeeded();
  await inside(page, [
    page.getByTestId('import-sheets'),
    page.getByTestId('import-sheet').nth(1),
    page.getByTestId('import-header-found'),
  ]);
  await picture(page, 'import-sheets');
});
