import { guessMapping, IMPORT_MAX_ROWS } from '../../../common/schemas/imports.ts';
import { readCsv } from './read-csv.ts';
import { readXlsx } from './read-xlsx.ts';
import { SHEET_LIMITS } from './sheet-limits.ts';
import { SheetError, type Cell, type SheetRow } from './sheet-types.ts';

export { SheetError, type Cell, type SheetRow } from './sheet-types.ts';

export interface Sheet {
  /** The row the headers are on, as the spreadsheet numbers it (found, or chosen by the admin). */
  headerRow: number;
  /** Whether the header row was chosen by the admin. */
  headerChosen: boolean;
  headers: string[];
  /** Data rows under the header, with their sheet row numbers; blank, repeated header and closing lines left out. */
  rows: SheetRow[];
  /** The first non-blank rows, among which the admin may choose the header row. */
  firstRows: SheetRow[];
  /** The workbook has merged cells (then blank area cells are filled from above by default). */
  hasMerges: boolean;
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
const CLOSING_WORDS = /^(?:total|grand total|sum|signature|signed|prepared by|approved by|checked by|মোট|সর্বমোট|স্বাক্ষর|সাক্ষর|প্রস্তুতকারী|প্রস্তুতকারক|তৈরি করেছেন|যাচাই করেছেন|সভাপতি|সাধারণ সম্পাদক|সম্পাদক)/iu;

function isClosingLine(cells: Cell[]): boolean {
  const filled = cells.map(cellText).filter(Boolean);
  if (filled.length === 0) return true;
  if (filled.some((text) => CLOSING_WORDS.test(text))) return filled.length <= 3;
  // One lone cell with no phone number in it ("৩০০ জন", "-----").
  return filled.length === 1 && !/\d{10}/.test(filled[0]!.replace(/\D/g, ''));
}

/**
 * The sheet of an upload, XLSX (a zip) or CSV, decided by the bytes, not by the name the browser
 * sent: title, subtitle and blank lines above the header, a repeated header, and total or
 * signature lines at the end are not data.
 */
export async function readSheet(bytes: Buffer, chosenHeaderRow?: number): Promise<Sheet> {
  const isZip = ZIP_MAGIC.every((b, i) => bytes[i] === b);
  const read = isZip ? await readXlsx(bytes) : { ...(await readCsv(bytes)), hasMerges: false };
  const all = read.rows;
  if (all.length === 0) throw new SheetError('empty', 'The file has no header row with data rows under it');

  const headerRow = chosenHeaderRow ?? findHeaderRow(all);
  const headerIndex = all.findIndex((r) => r.row === headerRow);
  if (headerIndex === -1) throw new SheetError('empty', `Row ${headerRow} of the file is blank or beyond its rows`);
  const headerCells = all[headerIndex]!.cells;

  let data = all.slice(headerIndex + 1);
  const headerKey = headerCells.map(cellText).join('\u0001');
  data = data.filter((r) => r.cells.map(cellText).join('\u0001') !== headerKey);
  let end = data.length;
  while (end > 0 && isClosingLine(data[end - 1]!.cells)) end -= 1;
  data = data.slice(0, end);
  if (data.length > IMPORT_MAX_ROWS) {
    throw new SheetError('tooManyRows', `The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en')} rows; split it into smaller files`);
  }

  // Every column that has a header or a value under it (a merged title above never narrows it).
  const width = Math.min(SHEET_LIMITS.columns, Math.max(headerCells.length, ...data.slice(0, 1000).map((r) => r.cells.length)));
  const headers = Array.from({ length: width }, (_v, i) => cellText(headerCells[i]));
  if (!headers.some(Boolean) || data.length === 0) throw new SheetError('empty', 'The file has no header row with data rows under it');
  return {
    headerRow,
    headerChosen: chosenHeaderRow !== undefined,
    headers,
    rows: data,
    firstRows: all.slice(0, SHEET_LIMITS.headerSearchRows),
    hasMerges: read.hasMerges,
  };
}
