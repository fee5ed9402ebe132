import { finished } from 'node:stream/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { parse, CsvError } from 'csv-parse';
import { cleanCell, SHEET_LIMITS } from './sheet-limits.ts';
import { SheetError, type SheetRow } from './sheet-types.ts';

/**
 * CSV as Excel, LibreOffice and Google Sheets save it (quotes, doubled quotes, line breaks inside
 * quotes; comma, semicolon or tab between cells; UTF-8 with or without a BOM, or UTF-16 as Excel's
 * "Unicode text"), parsed by csv-parse. The text is written to the parser in slices of
 * SHEET_LIMITS.csvSliceChars characters with a turn of the event loop between them; a record
 * longer than SHEET_LIMITS.recordChars characters refuses the file (csv-parse stops as soon as it
 * passes, so a line of two million cells is never held whole); columns past SHEET_LIMITS.columns
 * are dropped from each record. Row numbers are the sheet's: the first record is row 1, blank
 * records count.
 */
export async function readCsv(bytes: Buffer): Promise<{ rows: SheetRow[] }> {
  const text = decode(bytes);
  const rows: SheetRow[] = [];
  let record = 0;
  let refused: SheetError | undefined;
  const parser = parse({
    bom: true,
    delimiter: delimiterOf(text),
    // Any line ending, mixed in one file too (rows pasted from elsewhere).
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_column_count: true,
    // A quote inside an unquoted cell (5'8", "Rahim" Uddin) is text, as spreadsheets read it.
    relax_quotes: true,
    max_record_size: SHEET_LIMITS.recordChars,
    on_record: (cells: string[]) => {
      record += 1;
      if (refused) return null;
      const kept = cells.slice(0, SHEET_LIMITS.columns).map(cleanCell);
      if (kept.some((c) => c.trim() !== '')) {
        if (rows.length >= SHEET_LIMITS.rows) refused = tooManyRows();
        else rows.push({ row: record, cells: kept });
      }
      return null;
    },
  });
  let failure: unknown;
  parser.on('error', (error) => {
    failure ??= error;
  });
  parser.resume();
  const write = (slice: string) =>
    new Promise<void>((resolve) => {
      parser.write(slice, (error) => {
        if (error) failure ??= error;
        resolve();
      });
    });
  for (
    let start = 0;
    start < text.length && !failure && !refused;
    start += SHEET_LIMITS.csvSliceChars
  ) {
    if (start > 0) await nextTurn();
    await write(text.slice(start, start + SHEET_LIMITS.csvSliceChars));
  }
  if (!failure && !refused) {
    parser.end();
    await finished(parser).catch((error: unknown) => {
      failure ??= error;
    });
  } else parser.destroy();
  if (refused) throw refused;
  if (failure) throw sheetErrorOf(failure, record + 1);
  return { rows };
}

const tooManyRows = () =>
  new SheetError(
    'tooManyRows',
    `The file has more than ${(SHEET_LIMITS.rows - 21).toLocaleString('en')} rows; split it into smaller files`,
  );

function sheetErrorOf(error: unknown, row: number): SheetError {
  if (error instanceof CsvError && error.code === 'CSV_MAX_RECORD_SIZE') {
    return new SheetError(
      'tooLarge',
      `Row ${row} of the file is longer than ${SHEET_LIMITS.recordChars.toLocaleString('en')} characters; keep the donor columns only, or split the file`,
    );
  }
  if (error instanceof CsvError && error.code === 'CSV_QUOTE_NOT_CLOSED') {
    return new SheetError(
      'unreadable',
      `A quote (") opened on row ${row} of the file is never closed; fix that cell or save the file again as CSV`,
    );
  }
  return new SheetError('unreadable', 'The CSV file could not be read');
}

function decode(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return bytes.subarray(2).toString('utf16le');
  if (bytes.includes(0)) throw new SheetError('type', 'Upload a CSV or XLSX file');
  const text = bytes.toString('utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** The separator the first lines use most (Excel in some regions saves with semicolons; "Unicode text" with tabs). */
function delimiterOf(text: string): string {
  const head = text.slice(0, 64 * 1024);
  const count = (c: string) => head.split(c).length - 1;
  const counts = [',', ';', '\t'].map((c) => [c, count(c)] as const).sort((a, b) => b[1] - a[1]);
  return counts[0]![1] > 0 ? counts[0]![0] : ',';
}
