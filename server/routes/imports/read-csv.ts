import { setImmediate as nextTurn } from 'node:timers/promises';
import { cleanCell, SHEET_LIMITS } from './sheet-limits.ts';
import { SheetError, type SheetRow } from './sheet-types.ts';

/**
 * CSV as Excel, LibreOffice and Google Sheets save it (RFC 4180: quotes, doubled quotes, line
 * breaks inside quotes; comma, semicolon or tab between cells; UTF-8 with or without a BOM, or
 * UTF-16 as Excel's "Unicode text"), read in slices of SHEET_LIMITS.csvSliceChars characters with
 * a turn of the event loop between them. Hand-written rather than csv-parse because a record is
 * bounded here while it is read: columns past SHEET_LIMITS.columns and characters past
 * SHEET_LIMITS.cellChars are skipped, so one line of two million cells costs a scan, not two
 * million strings. Row numbers are the sheet's: the first record is row 1, blank records count.
 */
export async function readCsv(bytes: Buffer): Promise<{ rows: SheetRow[] }> {
  const text = decode(bytes);
  const delimiter = delimiterOf(text);
  const rows: SheetRow[] = [];
  let cells: string[] = [];
  let field = '';
  let fieldLength = 0;
  let column = 0;
  let inQuotes = false;
  let atFieldStart = true;
  let record = 1;

  const endField = () => {
    if (column < SHEET_LIMITS.columns) cells.push(cleanCell(field));
    column += 1;
    field = '';
    fieldLength = 0;
    atFieldStart = true;
  };
  const endRecord = () => {
    endField();
    if (cells.some((c) => c.trim() !== '')) {
      if (rows.length >= SHEET_LIMITS.rows) throw tooManyRows();
      rows.push({ row: record, cells });
    }
    record += 1;
    cells = [];
    column = 0;
  };
  const append = (piece: string) => {
    if (column >= SHEET_LIMITS.columns || fieldLength >= SHEET_LIMITS.cellChars) return;
    field += piece;
    fieldLength += piece.length;
  };

  for (let start = 0; start < text.length; start += SHEET_LIMITS.csvSliceChars) {
    if (start > 0) await nextTurn();
    const end = Math.min(text.length, start + SHEET_LIMITS.csvSliceChars);
    for (let i = start; i < end; i++) {
      const ch = text[i]!;
      if (inQuotes) {
        if (ch === '"') {
          if (text[i + 1] === '"') {
            append('"');
            i += 1;
          } else inQuotes = false;
        } else append(ch);
      } else if (ch === '"' && atFieldStart) {
        inQuotes = true;
        atFieldStart = false;
      } else if (ch === delimiter) endField();
      else if (ch === '\n') endRecord();
      else if (ch === '\r') {
        if (text[i + 1] === '\n') i += 1;
        endRecord();
      } else {
        atFieldStart = false;
        append(ch);
      }
    }
  }
  if (field !== '' || column > 0 || cells.length > 0) endRecord();
  return { rows };
}

const tooManyRows = () =>
  new SheetError('tooManyRows', `The file has more than ${(SHEET_LIMITS.rows - 21).toLocaleString('en')} rows; split it into smaller files`);

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
