import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { ExportFormat } from '../../common/schemas/imports.ts';

/**
 * A spreadsheet written row by row into a stream (CSV in UTF-8 with a byte-order mark, so that
 * Excel shows Bengali; or XLSX), so that an export never holds its rows in memory.
 *
 * XLSX is written to be opened by a person (docs/decisions/050): phone columns are text cells
 * (number format '@', so the leading 0 stays), date columns real date cells with a date format,
 * every column a readable width, the header row bold, wrapped and frozen. CSV carries the values
 * as text (dates as YYYY-MM-DD, phones as their 11 digits) for other programs and the import.
 *
 * CSV: every text cell that a spreadsheet program would read as a formula (starting with = + - @,
 * a tab or a carriage return) is written with a leading apostrophe, so it stays inert text: a
 * donor named "=HYPERLINK(...)" cannot run anything on the computer that opens the export. Text
 * made only of digits, spaces and + - ( ) . / (a +880 number, a "-" for no date) cannot call
 * anything and is written as it is, so that it imports again unchanged.
 * XLSX: a text cell is a string cell, which no spreadsheet program runs as a formula: no apostrophe.
 */
export function neutralise(value: string): string {
  return /^[=+\-@\t\r]/.test(value) && !/^[+-]?[\d\s+()./-]*$/.test(value) ? `'${value}` : value;
}

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export interface SheetWriter {
  /** The bytes, to send as the answer. */
  stream: PassThrough;
  /** Adds one row; waits when the reader is slower (backpressure). */
  add(row: (string | number | null)[]): Promise<void>;
  /** Finishes the file. */
  end(): Promise<void>;
}

/**
 * What a column holds: text, a phone number (text that looks like a number), a day (YYYY-MM-DD),
 * a time (YYYY-MM-DD HH:MM, Bangladesh time), or a number.
 */
export type ColumnKind = 'text' | 'phone' | 'date' | 'minute' | 'number';

export interface SheetColumn {
  header: string;
  kind?: ColumnKind;
  /** Width in characters (XLSX); at least each language's half of the header ("Phone / মোবাইল"). */
  width?: number;
}

/** Dates as Bangladesh writes them, day first; the import reads any date cell whatever its format. */
const NUMBER_FORMATS: Partial<Record<ColumnKind, string>> = {
  phone: '@',
  date: 'dd/mm/yyyy',
  minute: 'dd/mm/yyyy hh:mm',
};
const DEFAULT_WIDTHS: Record<ColumnKind, number> = {
  text: 16,
  phone: 14,
  date: 12,
  minute: 17,
  number: 8,
};

const columnOf = (column: string | SheetColumn): SheetColumn =>
  typeof column === 'string' ? { header: column } : column;

/** The width a column needs: its own, or that of the longer half of a bilingual header, which wraps at " / ". */
export function widthOf(column: SheetColumn): number {
  const halves = column.header.split(' / ').map((half) => [...half].length + 2);
  return Math.min(60, Math.max(column.width ?? DEFAULT_WIDTHS[column.kind ?? 'text'], ...halves));
}

/**
 * A day or time from the database (Bangladesh's wall clock) as the date cell Excel shows it: a
 * spreadsheet date has no time zone, so the wall-clock time is written as if it were UTC.
 */
function dateCell(value: string): Date | string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?$/.exec(value);
  if (!match) return value;
  const [, y, m, d, hh = '0', mm = '0'] = match;
  return new Date(Date.UTC(Number(y), Number(m) - 1, Number(d), Number(hh), Number(mm)));
}

const csvCell = (value: string | number | null) =>
  typeof value === 'string' ? neutralise(value) : (value ?? '');
const xlsxCell = (
  value: string | number | null,
  kind: ColumnKind | undefined,
): ExcelJS.CellValue => {
  if (value === null) return null;
  if ((kind === 'date' || kind === 'minute') && typeof value === 'string') return dateCell(value);
  if (kind === 'phone') return String(value);
  return value;
};

/** Resolves when `emitter` drains; rejects when the reader went away (the download was cancelled). */
function drained(emitter: NodeJS.EventEmitter, out: PassThrough): Promise<void> {
  if (out.destroyed) return Promise.reject(new Error('export cancelled'));
  return new Promise((resolve, reject) => {
    const done = () => {
      emitter.off('drain', done);
      out.off('close', gone);
      resolve();
    };
    const gone = () => {
      emitter.off('drain', done);
      reject(new Error('export cancelled'));
    };
    emitter.once('drain', done);
    out.once('close', gone);
  });
}

export function createSheetWriter(
  format: ExportFormat,
  columnList: readonly (string | SheetColumn)[],
  sheetName = 'Sheet1',
): SheetWriter {
  const out = new PassThrough();
  const columns = columnList.map(columnOf);
  const headers = columns.map((c) => c.header);
  if (format === 'csv') {
    const csv = stringify({ bom: true, record_delimiter: '\r\n' });
    csv.pipe(out);
    const write = async (row: (string | number | null)[]) => {
      if (out.destroyed) throw new Error('export cancelled');
      if (!csv.write(row.map(csvCell))) await drained(csv, out);
    };
    const ready = write(headers);
    return {
      stream: out,
      add: async (row) => {
        await ready;
        await write(row);
      },
      end: async () => {
        await ready;
        csv.end();
        await once(csv, 'finish');
      },
    };
  }
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out as unknown as Writable,
    useSharedStrings: false,
    useStyles: true,
  });
  // The header row stays in view while scrolling.
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  // Each column's width and number format (every cell of the column takes it, as will a cell typed in later).
  sheet.columns = columns.map((c) => {
    const numFmt = NUMBER_FORMATS[c.kind ?? 'text'];
    return { width: widthOf(c), ...(numFmt ? { style: { numFmt } } : {}) };
  });
  const header = sheet.addRow(headers);
  header.eachCell((cell) => {
    cell.font = { bold: true };
    cell.alignment = { wrapText: true, vertical: 'top' };
  });
  header.commit();
  return {
    stream: out,
    add: async (row) => {
      // Strings go in as string cells (never formulas), numbers as numbers, days and times as dates.
      sheet.addRow(row.map((value, i) => xlsxCell(value, columns[i]?.kind))).commit();
      if (out.destroyed) throw new Error('export cancelled');
      if (out.writableNeedDrain) await drained(out, out);
    },
    end: async () => {
      sheet.commit();
      await workbook.commit();
    },
  };
}
