import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { IMPORT_MAX_ROWS } from '../../../common/schemas/imports.ts';

/** One cell as read: text, or a date the spreadsheet stored as a date. */
export type Cell = string | Date;

export interface Sheet {
  headers: string[];
  /** Data rows (the header row excluded), at most IMPORT_MAX_ROWS. */
  rows: Cell[][];
}

/** Why a file could not be read; `code` chooses the error code, the message is for the person. */
export class SheetError extends Error {
  constructor(
    readonly reason: 'type' | 'unreadable' | 'empty' | 'tooManyRows' | 'formula',
    message: string,
  ) {
    super(message);
  }
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const tooMany = () => new SheetError('tooManyRows', `The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en')} rows; split it into smaller files`);

/** XLSX (a zip) or CSV, decided by the bytes, not by the name the browser sent. */
export async function readSheet(bytes: Buffer): Promise<Sheet> {
  const isZip = ZIP_MAGIC.every((b, i) => bytes[i] === b);
  const table = isZip ? await readXlsx(bytes) : readCsv(bytes);
  const [headers = [], ...rows] = table;
  const headerText = headers.map((h) => (h instanceof Date ? h.toISOString().slice(0, 10) : h.trim()));
  if (!headerText.some(Boolean) || rows.length === 0) throw new SheetError('empty', 'The file has no header row with data rows under it');
  return { headers: headerText, rows };
}

function readCsv(bytes: Buffer): Cell[][] {
  if (bytes.includes(0)) throw new SheetError('type', 'Upload a CSV or XLSX file');
  const text = bytes.toString('utf8');
  // Excel in some regions saves with semicolons; take whichever the header line uses more.
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      // The header, the allowed rows, and one more to know there are too many.
      to: IMPORT_MAX_ROWS + 2,
    }) as string[][];
  } catch {
    throw new SheetError('unreadable', 'The CSV file could not be read');
  }
  if (records.length > IMPORT_MAX_ROWS + 1) throw tooMany();
  return records.filter((r) => r.some((c) => c.trim() !== ''));
}

/**
 * The first sheet of a workbook, read as a stream so that a small file that unpacks into a huge
 * sheet stops at the row limit. Formulas are never evaluated: a formula cell gives the value the
 * spreadsheet saved with it, and one saved without a value is refused.
 */
async function readXlsx(bytes: Buffer): Promise<Cell[][]> {
  const rows: Cell[][] = [];
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
      worksheets: 'emit',
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'cache',
      entries: 'ignore',
    });
    for await (const worksheet of reader) {
      for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
        if (rows.length > IMPORT_MAX_ROWS) throw tooMany();
        const cells: Cell[] = [];
        const values = (row.values as ExcelJS.CellValue[]) ?? [];
        for (let i = 1; i < values.length; i++) cells.push(cellOf(values[i], row.number, i));
        // Rows the sheet skipped (blank) keep their place no matter; blank rows are dropped.
        if (cells.some((c) => c instanceof Date || c.trim() !== '')) rows.push(cells);
      }
      break; // the first sheet only
    }
  } catch (error) {
    if (error instanceof SheetError) throw error;
    throw new SheetError('unreadable', 'The XLSX file could not be read');
  }
  return rows;
}

function columnName(index: number): string {
  let name = '';
  for (let n = index; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function cellOf(value: ExcelJS.CellValue, row: number, column: number): Cell {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value;
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as { result?: unknown }).result;
    if (result === undefined || result === null || (typeof result === 'object' && !(result instanceof Date))) {
      throw new SheetError('formula', `Cell ${columnName(column)}${row} is a formula without a saved value; save the file in a spreadsheet program first, or paste values`);
    }
    return result instanceof Date ? result : String(result);
  }
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return String(value.text);
  if ('error' in value) return '';
  return '';
}
