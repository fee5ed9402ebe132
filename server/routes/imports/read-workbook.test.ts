import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { stringify } from 'csv-stringify/sync';
import { fillDownCount } from './check-rows.ts';
import { cellText, readSheet } from './read-sheet.ts';

/**
 * The readers on their own (no server, no database): every sheet of a workbook, what each holds,
 * merged cells read as the sheet shows them and nothing else filled, and a CSV's fill from above
 * counted for the offer.
 */

type Line = (string | number | Date)[];

/** A workbook of these sheets (in this order), each with its lines and merged ranges. */
async function workbook(
  sheets: { name: string; lines: Line[]; merges?: string[]; hidden?: boolean }[],
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (const sheet of sheets) {
    const ws = book.addWorksheet(sheet.name, sheet.hidden ? { state: 'hidden' } : {});
    sheet.lines.forEach((line, index) => {
      const row = ws.getRow(index + 1);
      line.forEach((cell, c) => {
        if (cell !== '') row.getCell(c + 1).value = cell;
      });
      row.commit();
    });
    for (const range of sheet.merges ?? []) ws.mergeCells(range);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

const HEADER = [
  'Name',
  'Blood group',
  'Mobile',
  'Division',
  'District',
  'Upazila',
  'Union',
  'Village',
];
const donor = (n: number, union = 'Sreepur'): Line => [
  `Donor ${n}`,
  'B+',
  `0171100${String(n).padStart(4, '0')}`,
  'Dhaka',
  'Gazipur',
  'Sreepur',
  union,
  `Para ${n}`,
];
const SUMMARY: Line[] = [
  ['সারসংক্ষেপ'],
  ['রক্তের গ্রুপ', 'সংখ্যা'],
  ['A+', 12],
  ['B+', 20],
  ['O+', 31],
  ['মোট', 63],
];

describe('reading a workbook', () => {
  it('reads every sheet: a summary sheet first is recognised and left out, the donor sheets are read with their names', async () => {
    const bytes = await workbook([
      { name: 'সারসংক্ষেপ', lines: SUMMARY },
      { name: 'Sreepur', lines: [['Sreepur donors'], HEADER, donor(1), donor(2), donor(3)] },
      { name: 'Kaliakair', lines: [HEADER, donor(4), donor(5)] },
      { name: 'Blank', lines: [] },
    ]);
    const sheet = await readSheet(bytes);
    expect(sheet.sheets).toEqual([
      {
        name: 'সারসংক্ষেপ',
        kind: 'summary',
        included: false,
        headerRow: expect.any(Number),
        rows: expect.any(Number),
      },
      { name: 'Sreepur', kind: 'donors', included: true, headerRow: 2, rows: 3 },
      { name: 'Kaliakair', kind: 'donors', included: true, headerRow: 1, rows: 2 },
      { name: 'Blank', kind: 'empty', included: false, headerRow: null, rows: 0 },
    ]);
    // The first sheet read is the main one: its header row and headers are the screen's.
    expect(sheet).toMatchObject({
      format: 'xlsx',
      mainSheet: 'Sreepur',
      headerRow: 2,
      headers: HEADER,
    });
    expect(sheet.mapping).toMatchObject({
      name: 0,
      bloodGroup: 1,
      number1: 2,
      union: 6,
      village: 7,
    });
    // Each row keeps its own sheet's row number and says which sheet it is on.
    expect(sheet.rows.map((r) => [r.sheet, r.row, cellText(r.cells[0])])).toEqual([
      ['Sreepur', 3, 'Donor 1'],
      ['Sreepur', 4, 'Donor 2'],
      ['Sreepur', 5, 'Donor 3'],
      ['Kaliakair', 2, 'Donor 4'],
      ['Kaliakair', 3, 'Donor 5'],
    ]);
  });

  it('lets the admin leave a donor sheet out, or read the summary after all; an unknown sheet or none left is refused', async () => {
    const bytes = await workbook([
      { name: 'Totals', lines: SUMMARY },
      { name: 'A', lines: [HEADER, donor(1)] },
      { name: 'B', lines: [HEADER, donor(2)] },
    ]);
    const withoutA = await readSheet(bytes, { leaveOutSheets: ['Totals', 'A'] });
    expect(withoutA.rows.map((r) => r.sheet)).toEqual(['B']);
    expect(withoutA.mainSheet).toBe('B');
    expect(withoutA.sheets.map((s) => s.included)).toEqual([false, false, true]);
    const all = await readSheet(bytes, { leaveOutSheets: [] });
    expect(all.sheets.map((s) => s.included)).toEqual([true, true, true]);
    expect(all.mainSheet).toBe('Totals');
    await expect(readSheet(bytes, { leaveOutSheets: ['Nope'] })).rejects.toMatchObject({
      field: 'options.leaveOutSheets',
    });
    await expect(readSheet(bytes, { leaveOutSheets: ['Totals', 'A', 'B'] })).rejects.toMatchObject({
      field: 'options.leaveOutSheets',
    });
  });

  it("finds each sheet's own header and columns, and lays its rows out in the main sheet's columns", async () => {
    // The second sheet has a taller title, its columns in another order and other header words.
    const other = [
      'Village',
      'Union',
      'Upazila',
      'District',
      'Division',
      'Phone',
      'Group',
      'Donor name',
    ];
    const bytes = await workbook([
      { name: 'One', lines: [HEADER, donor(1)] },
      { name: 'Two', lines: [['Club list'], ['2024'], [], other, [...donor(2)].reverse()] },
    ]);
    const sheet = await readSheet(bytes);
    expect(sheet.sheets[1]).toMatchObject({ name: 'Two', headerRow: 4, rows: 1, included: true });
    expect(sheet.rows[1]).toMatchObject({ sheet: 'Two', row: 5 });
    expect(sheet.rows[1]!.cells.map(cellText)).toEqual(donor(2).map(String));
  });

  it("fills a cell covered by a vertical merge with the merge's value; a merged title and a blank outside every merge stay as they are", async () => {
    const lines: Line[] = [
      ['Alokito Jubo Sangha: blood donors'],
      HEADER,
      donor(1),
      donor(2, ''), // the union merged down from the row above
      donor(3, ''),
      donor(4),
      donor(5, ''), // blank, and outside every merge
    ];
    for (const line of [lines[3]!, lines[4]!]) line.splice(3, 3, '', '', '');
    const bytes = await workbook([{ name: 'Donors', lines, merges: ['A1:H1', 'G3:G5', 'D3:F5'] }]);
    const sheet = await readSheet(bytes);
    const cells = (n: number) => sheet.rows.find((r) => r.row === n)!.cells.map(cellText);
    // The title stays one cell (never spread across the columns), and the header is still found.
    expect(sheet.firstRows[0]!.cells.map(cellText)).toEqual(['Alokito Jubo Sangha: blood donors']);
    expect(sheet.headerRow).toBe(2);
    // G3:G5: the union; D3:F5 (three columns merged down) gives its value to its first column only.
    expect(cells(4).slice(3, 7)).toEqual(['Dhaka', '', '', 'Sreepur']);
    expect(cells(5).slice(3, 7)).toEqual(['Dhaka', '', '', 'Sreepur']);
    expect(cells(6)[6]).toBe('Sreepur');
    expect(cells(7)[6]).toBe('');
  });

  it('a CSV: counts the rows fill from above would complete, and fills nothing itself', async () => {
    const rows = [
      ['Donor list'],
      HEADER,
      donor(1),
      ['Donor 2', 'A+', '01711000002', '', '', '', '', ''],
      ['Donor 3', 'A+', '01711000003', '', '', '', '', 'Own para'],
      donor(4),
      ['Donor 5', 'A+', '01711000005', 'Dhaka', 'Gazipur', 'Sreepur', 'Sreepur', 'Para 5'],
    ];
    const sheet = await readSheet(Buffer.from(stringify(rows)));
    expect(sheet).toMatchObject({ format: 'csv', sheets: [], mainSheet: null, headerRow: 2 });
    expect(sheet.rows[1]!.cells.slice(3).map(cellText)).toEqual(['', '', '', '', '']);
    expect(fillDownCount(sheet.rows, sheet.mapping)).toBe(2);
    // No place column, nothing to fill.
    expect(
      fillDownCount(sheet.rows, {
        ...sheet.mapping,
        division: null,
        district: null,
        upazila: null,
        union: null,
        village: null,
      }),
    ).toBe(0);
  });

  it('does not read a hidden sheet (a lookup list the admin never sees)', async () => {
    const bytes = await workbook([
      { name: 'Lists', lines: [['Union'], ['Sreepur'], ['Kaliakair']], hidden: true },
      { name: 'Donors', lines: [HEADER, donor(1)] },
    ]);
    const sheet = await readSheet(bytes);
    expect(sheet.sheets.map((s) => s.name)).toEqual(['Donors']);
    expect(sheet.rows).toHaveLength(1);
  });

  it('counts the rows of every sheet read against the one limit of 20,000', async () => {
    const many = (from: number) => [
      HEADER,
      ...Array.from({ length: 10_001 }, (_v, i) => donor(from + i)),
    ];
    const bytes = await workbook([
      { name: 'A', lines: many(0) },
      { name: 'B', lines: many(20_000) },
    ]);
    await expect(readSheet(bytes)).rejects.toMatchObject({ reason: 'tooManyRows' });
    // Either sheet alone is within the limit.
    expect((await readSheet(bytes, { leaveOutSheets: ['B'] })).rows).toHaveLength(10_001);
  });
});
