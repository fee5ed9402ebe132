import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { ExportFormat } from '../../../common/schemas/imports.ts';

/**
 * A spreadsheet written row by row into a stream (CSV in UTF-8 with a byte-order mark, so that
 * Excel shows Bengali; or XLSX), so that an export never holds its rows in memory.
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

const csvCell = (value: string | number | null) => (typeof value === 'string' ? neutralise(value) : value ?? '');
const xlsxCell = (value: string | number | null) => value ?? '';

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

export function createSheetWriter(format: ExportFormat, headers: string[], sheetName = 'Sheet1'): SheetWriter {
  const out = new PassThrough();
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
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out as unknown as Writable, useSharedStrings: false, useStyles: false });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow(headers).commit();
  return {
    stream: out,
    add: async (row) => {
      // Strings go in as string cells (never formulas), numbers as numbers.
      sheet.addRow(row.map(xlsxCell)).commit();
      if (out.destroyed) throw new Error('export cancelled');
      if (out.writableNeedDrain) await drained(out, out);
    },
    end: async () => {
      sheet.commit();
      await workbook.commit();
    },
  };
}
