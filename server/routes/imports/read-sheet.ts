import { normalisePhone, phonesOf } from '../../../common/import-values.ts';
import {
  guessMapping,
  IMPORT_FIELDS,
  IMPORT_MAX_ROWS,
  type ImportMapping,
} from '../../../common/schemas/imports.ts';
import { readCsv } from './read-csv.ts';
import { readXlsx, type WorkbookSheet } from './read-xlsx.ts';
import { SHEET_LIMITS } from './sheet-limits.ts';
import { SheetError, type Cell, type SheetRow } from './sheet-types.ts';

export { SheetError, type Cell, type SheetRow } from './sheet-types.ts';

/** What a worksheet holds: donor rows, a summary or totals table, or nothing to read. */
export type SheetKind = 'donors' | 'summary' | 'empty';

/** One worksheet of the upload as the preview lists it. */
export interface SheetInfo {
  name: string;
  kind: SheetKind;
  /** Its rows are part of the import. */
  included: boolean;
  /** The row its headers are on (null: nothing to read). */
  headerRow: number | null;
  /** Data rows under its header. */
  rows: number;
}

export interface Sheet {
  /** The file's kind: a CSV is one sheet; a workbook has named sheets. */
  format: 'csv' | 'xlsx';
  /** The row the headers are on, as the spreadsheet numbers it (found, or chosen by the admin), on the main sheet. */
  headerRow: number;
  /** Whether the header row was chosen by the admin. */
  headerChosen: boolean;
  /** The main sheet's headers: the columns every included sheet's rows are laid out in. */
  headers: string[];
  /** The column of each field (the admin's, else guessed from the main sheet's headers). */
  mapping: ImportMapping;
  /**
   * Data rows of every included sheet, sheet by sheet, with their own sheet's row numbers and
   * name; blank, repeated header and closing lines left out; each laid out in the main sheet's columns.
   */
  rows: SheetRow[];
  /** The main sheet's first non-blank rows, among which the admin may choose the header row. */
  firstRows: SheetRow[];
  /** Every worksheet of a workbook (a CSV: none). */
  sheets: SheetInfo[];
  /** The first included sheet: its header row, headers and mapping are the ones the screen shows (a CSV: null). */
  mainSheet: string | null;
}

/** What the admin chose on the preview: the main sheet's header row and mapping, the sheets left out. */
export interface SheetChoices {
  headerRow?: number;
  mapping?: ImportMapping;
  leaveOutSheets?: string[];
}

/** An option that does not fit the file (a header row beyond the sheet, an unknown sheet); `field` names it. */
export class ChoiceError extends Error {
  constructor(
    readonly field: 'options.headerRow' | 'options.leaveOutSheets',
    message: string,
  ) {
    super(message);
  }
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

export const cellText = (cell: Cell | undefined): string =>
  cell === undefined ? '' : cell instanceof Date ? cell.toISOString().slice(0, 10) : cell.trim();

/** How well a row reads as the header: the number of donor fields its cells name. */
export function headerScore(cells: Cell[]): number {
  const texts = cells.map(cellText);
  if (texts.filter(Boolean).length < 2) return 0;
  return Object.values(guessMapping(texts)).filter((v) => v !== null && v !== undefined).length;
}

/** The header among the first rows: the one naming the most fields (the first such); else the first row. */
export function findHeaderRow(rows: SheetRow[]): number {
  let best = rows[0]?.row ?? 1;
  let bestScore = 1;
  for (const r of rows.slice(0, SHEET_LIMITS.headerSearchRows)) {
    const score = headerScore(r.cells);
    if (score > bestScore) {
      best = r.row;
      bestScore = score;
    }
  }
  return best;
}

/** Lines people put under a list: totals, signatures, "prepared by". */
const CLOSING_WORDS =
  /^(?:total|grand total|sum|signature|signed|prepared by|approved by|checked by|মোট|সর্বমোট|স্বাক্ষর|সাক্ষর|প্রস্তুতকারী|প্রস্তুতকারক|তৈরি করেছেন|যাচাই করেছেন|সভাপতি|সাধারণ সম্পাদক|সম্পাদক)/iu;

function isClosingLine(cells: Cell[]): boolean {
  const filled = cells.map(cellText).filter(Boolean);
  if (filled.length === 0) return true;
  if (filled.some((text) => CLOSING_WORDS.test(text))) return filled.length <= 3;
  // One lone cell with no phone number in it ("৩০০ জন", "-----").
  return filled.length === 1 && !/\d{10}/.test(filled[0]!.replace(/\D/g, ''));
}

/** Data rows under the header at `headerIndex`: a repeated header and the closing lines dropped. */
function dataRowsOf(all: SheetRow[], headerIndex: number): SheetRow[] {
  const headerKey = all[headerIndex]!.cells.map(cellText).join('\u0001');
  const data = all
    .slice(headerIndex + 1)
    .filter((r) => r.cells.map(cellText).join('\u0001') !== headerKey);
  let end = data.length;
  while (end > 0 && isClosingLine(data[end - 1]!.cells)) end -= 1;
  return data.slice(0, end);
}

/** Every column that has a header or a value under it (a merged title above never narrows it). */
function headersOf(headerCells: Cell[], data: SheetRow[]): string[] {
  const width = Math.min(
    SHEET_LIMITS.columns,
    Math.max(headerCells.length, ...data.slice(0, 1000).map((r) => r.cells.length)),
  );
  return Array.from({ length: width }, (_v, i) => cellText(headerCells[i]));
}

/** Words of a summary or totals sheet, in its name or its cells. */
const SUMMARY_WORDS =
  /মোট|সর্বমোট|সারসংক্ষেপ|সারাংশ|সংক্ষিপ্ত|পরিসংখ্যান|total|summary|overview|statistics/iu;
/** A summary sheet is short: a table of counts, not a list of people. */
const SUMMARY_MAX_ROWS = 60;

/** A cell holding a Bangladeshi mobile number, written any of the ways the import reads. */
const holdsPhone = (cell: Cell) => {
  if (cell instanceof Date) return false;
  const text = cell.trim();
  return (
    text !== '' &&
    /\d|[০-৯]/u.test(text) &&
    phonesOf(text).some((p) => /^01[3-9]\d{8}$/.test(normalisePhone(p)))
  );
};
/** A count or a sum: digits only (Bengali too), never as long as a phone number. */
const isCount = (cell: Cell) =>
  typeof cell === 'string' && /^[\d০-৯,.\s]{1,9}$/u.test(cell.trim()) && /[\d০-৯]/u.test(cell);

/**
 * What a worksheet holds. A summary or totals sheet is short, has no phone column and no phone
 * number anywhere, and says so (মোট, total, summary, সারসংক্ষেপ in its name or its cells) or is
 * mostly counts; it is left out by default. A sheet with no rows, or no data under its header, is empty.
 */
function kindOf(sheet: WorkbookSheet, mapping: ImportMapping, dataRows: number): SheetKind {
  if (sheet.rows.length === 0 || dataRows === 0) return 'empty';
  if (sheet.rows.length > SUMMARY_MAX_ROWS || mapping.number1 !== null) return 'donors';
  const cells = sheet.rows
    .flatMap((r) => r.cells)
    .filter((c) => c instanceof Date || c.trim() !== '');
  if (cells.some(holdsPhone)) return 'donors';
  const says =
    SUMMARY_WORDS.test(sheet.name) ||
    cells.some((c) => typeof c === 'string' && SUMMARY_WORDS.test(c));
  const counts = cells.filter(isCount).length;
  return says || counts * 2 >= cells.length ? 'summary' : 'donors';
}

const headerKey = (header: string) =>
  header.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Where each of the main sheet's columns is on another sheet: a mapped field's column is the one
 * with the same header (else the other sheet's own guess for that field), and any other column is
 * the one with the same header. Columns the main sheet does not have are not read.
 */
function columnsOnto(
  mainHeaders: string[],
  mapping: ImportMapping,
  headers: string[],
): (number | undefined)[] {
  const own = guessMapping(headers);
  const keys = headers.map(headerKey);
  const used = new Set<number>();
  const at: (number | undefined)[] = Array.from({ length: mainHeaders.length });
  const sameHeader = (column: number) => {
    const key = headerKey(mainHeaders[column] ?? '');
    if (!key) return -1;
    return keys.findIndex((k, i) => k === key && !used.has(i));
  };
  for (const field of IMPORT_FIELDS) {
    const column = mapping[field];
    if (column === null || column === undefined || at[column] !== undefined) continue;
    const same = sameHeader(column);
    const guessed = own[field];
    const found =
      same !== -1
        ? same
        : guessed !== null && guessed !== undefined && !used.has(guessed)
          ? guessed
          : -1;
    if (found === -1) continue;
    at[column] = found;
    used.add(found);
  }
  mainHeaders.forEach((_h, column) => {
    if (at[column] !== undefined) return;
    const same = sameHeader(column);
    if (same === -1) return;
    at[column] = same;
    used.add(same);
  });
  return at;
}

/**
 * The upload, XLSX (a zip) or CSV, decided by the bytes, not by the name the browser sent. Each
 * worksheet finds its own header row and guesses its own columns; title, subtitle and blank lines
 * above the header, a repeated header, and total or signature lines at the end are not data.
 * Donor sheets are read; summary and empty sheets are left out unless the admin says otherwise
 * (`leaveOutSheets`, when given, is exactly the sheets left out). The first included sheet is the
 * main one: the screen shows its header row and columns, and the admin's header row and mapping
 * are its; the other sheets' rows are laid out in its columns (see columnsOnto).
 */
export async function readSheet(bytes: Buffer, choices: SheetChoices = {}): Promise<Sheet> {
  const isZip = ZIP_MAGIC.every((b, i) => bytes[i] === b);
  const workbook: WorkbookSheet[] = isZip
    ? (await readXlsx(bytes)).sheets
    : [{ name: '', rows: (await readCsv(bytes)).rows }];
  if (workbook.every((w) => w.rows.length === 0))
    throw new SheetError('empty', 'The file has no header row with data rows under it');

  // Each sheet as found: header row, data rows, headers, guessed columns, kind.
  const found = workbook.map((sheet) => {
    if (sheet.rows.length === 0)
      return {
        sheet,
        headerRow: null,
        data: [] as SheetRow[],
        headers: [] as string[],
        kind: 'empty' as SheetKind,
      };
    const headerRow = findHeaderRow(sheet.rows);
    const headerIndex = sheet.rows.findIndex((r) => r.row === headerRow);
    const data = dataRowsOf(sheet.rows, headerIndex);
    const headers = headersOf(sheet.rows[headerIndex]!.cells, data);
    return {
      sheet,
      headerRow,
      data,
      headers,
      kind: kindOf(sheet, guessMapping(headers), data.length),
    };
  });

  const names = new Set(workbook.map((w) => w.name));
  const unknown = choices.leaveOutSheets?.find((name) => !names.has(name));
  if (unknown !== undefined)
    throw new ChoiceError('options.leaveOutSheets', `The file has no sheet named "${unknown}"`);
  const anyDonors = found.some((f) => f.kind === 'donors');
  const included = found.map((f) =>
    f.kind === 'empty'
      ? false
      : choices.leaveOutSheets
        ? !choices.leaveOutSheets.includes(f.sheet.name)
        : f.kind === 'donors' || !anyDonors,
  );
  const mainIndex = included.indexOf(true);
  if (mainIndex === -1) {
    if (choices.leaveOutSheets && found.some((f) => f.kind !== 'empty')) {
      throw new ChoiceError(
        'options.leaveOutSheets',
        'Every sheet with rows is left out; keep at least one',
      );
    }
    throw new SheetError('empty', 'The file has no header row with data rows under it');
  }

  // The main sheet, with the header row the admin chose.
  const main = found[mainIndex]!;
  const all = main.sheet.rows;
  const headerRow = choices.headerRow ?? main.headerRow!;
  const headerIndex = all.findIndex((r) => r.row === headerRow);
  if (headerIndex === -1)
    throw new ChoiceError(
      'options.headerRow',
      `Row ${headerRow} of the file is blank or beyond its rows`,
    );
  const mainData = choices.headerRow === undefined ? main.data : dataRowsOf(all, headerIndex);
  const headers =
    choices.headerRow === undefined ? main.headers : headersOf(all[headerIndex]!.cells, mainData);
  if (!headers.some(Boolean) || mainData.length === 0) {
    if (choices.headerRow !== undefined)
      throw new ChoiceError(
        'options.headerRow',
        'The file has no header row with data rows under it',
      );
    throw new SheetError('empty', 'The file has no header row with data rows under it');
  }
  const given = choices.mapping;
  const mapping = given
    ? (Object.fromEntries(IMPORT_FIELDS.map((f) => [f, given[f] ?? null])) as ImportMapping)
    : guessMapping(headers);

  const sheetName = isZip ? (name: string) => ({ sheet: name }) : () => ({});
  const rows: SheetRow[] = mainData.map((r) => ({ ...r, ...sheetName(main.sheet.name) }));
  found.forEach((f, index) => {
    if (!included[index] || index === mainIndex) return;
    const at = columnsOnto(headers, mapping, f.headers);
    for (const r of f.data) {
      rows.push({
        row: r.row,
        cells: at.map((column) => (column === undefined ? '' : (r.cells[column] ?? ''))),
        ...sheetName(f.sheet.name),
      });
    }
  });
  if (rows.length > IMPORT_MAX_ROWS) {
    throw new SheetError(
      'tooManyRows',
      `The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en')} rows; split it into smaller files`,
    );
  }
  return {
    format: isZip ? 'xlsx' : 'csv',
    headerRow,
    headerChosen: choices.headerRow !== undefined,
    headers,
    mapping,
    rows,
    firstRows: all.slice(0, SHEET_LIMITS.headerSearchRows),
    sheets: isZip
      ? found.map((f, index) => ({
          name: f.sheet.name,
          kind: f.kind,
          included: included[index]!,
          headerRow: index === mainIndex ? headerRow : f.headerRow,
          rows: index === mainIndex ? mainData.length : f.data.length,
        }))
      : [],
    mainSheet: isZip ? main.sheet.name : null,
  };
}
