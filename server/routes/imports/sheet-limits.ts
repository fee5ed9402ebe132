import { IMPORT_MAX_ROWS } from '../../../common/schemas/imports.ts';

/**
 * What reading one uploaded sheet may cost, whatever the file holds (decisions/037). A 5 MB file
 * can unpack into far more; these bound the work and the memory of one parse.
 */
export const SHEET_LIMITS = {
  /** Columns kept per row; cells further right are skipped unread (the mapping reaches column 200). */
  columns: 200,
  /** Characters kept per cell; the rest of a longer cell is dropped. */
  cellChars: 1_000,
  /** Rows the header is looked for in. */
  headerSearchRows: 20,
  /** Non-blank rows read at most: the data rows plus the rows above the header (a workbook: that many more per extra sheet). */
  rows: IMPORT_MAX_ROWS + 20 + 1,
  /** Worksheets of a workbook read at most. */
  sheets: 50,
  /** Merged ranges of one sheet read at most. */
  merges: 200_000,
  /** Rows that merged ranges spanning rows may fill, all ranges of a sheet together. */
  mergeFills: 1_000_000,
  /** Unpacked bytes of the sheets' XML, all sheets of a workbook together (streamed, never held whole). */
  sheetXmlBytes: 64 * 1024 * 1024,
  /** Unpacked bytes of the shared strings (held while the sheet is read). */
  sharedStringsBytes: 32 * 1024 * 1024,
  /** Unpacked bytes of the workbook's small parts (workbook, relationships, styles). */
  smallPartBytes: 4 * 1024 * 1024,
  /** Characters of one CSV record (all its cells): a longer line refuses the file before it is held whole. */
  recordChars: 1_000_000,
  /** Characters of CSV text handled before the parse lets other requests run. */
  csvSliceChars: 64 * 1024,
} as const;

/** C0 and C1 control characters and DEL: never kept in a cell (tabs and line breaks become spaces). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
const BREAKS = /[\t\r\n]+/g;

/** A cell's text as kept: no control characters, line breaks as spaces, at most SHEET_LIMITS.cellChars. */
export function cleanCell(text: string): string {
  const cut = text.length > SHEET_LIMITS.cellChars ? text.slice(0, SHEET_LIMITS.cellChars) : text;
  return cut.replace(BREAKS, ' ').replace(CONTROL, '');
}
