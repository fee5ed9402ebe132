import { StringDecoder } from 'node:string_decoder';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { fromBufferPromise, type Entry, type ZipFile } from 'yauzl';
import { cleanCell, SHEET_LIMITS } from './sheet-limits.ts';
import { SheetError, type Cell, type SheetRow } from './sheet-types.ts';

/** One worksheet as read: its name (as its tab shows it) and its non-blank rows. */
export interface WorkbookSheet {
  name: string;
  rows: SheetRow[];
}

/**
 * Every visible worksheet of an XLSX workbook, in the order of its tabs, read straight from the
 * uploaded bytes: yauzl reads the zip's directory from the Buffer and unpacks each part it needs
 * (shared strings, styles, then each sheet) as a stream, parsed as it arrives (saxes), whatever
 * order the parts have in the zip. Nothing is written to disk. Every part has a ceiling on its
 * unpacked size (the sheets share one) and the workbook one on its rows (SHEET_LIMITS): past it
 * the file is refused, so a small zip that unpacks into gigabytes costs at most the ceiling.
 * Formulas are never evaluated: a formula cell gives the value the spreadsheet saved with it, and
 * one saved without a value refuses the file. A cell covered by a merged range that spans rows
 * takes the range's value (what Excel shows there); no other blank is filled. (exceljs, used
 * before, spooled a sheet stored before its shared strings to an unbounded temporary file.)
 */
export async function readXlsx(bytes: Buffer): Promise<{ sheets: WorkbookSheet[] }> {
  try {
    return await readWorkbook(bytes);
  } catch (error) {
    // A damaged zip (offsets past the end, a bad deflate stream) is an unreadable file, never a 500.
    if (error instanceof SheetError) throw error;
    throw unreadable();
  }
}

async function readWorkbook(bytes: Buffer): Promise<{ sheets: WorkbookSheet[] }> {
  const zip = await openZip(bytes);
  try {
    const workbook = await readPart(zip, 'xl/workbook.xml', SHEET_LIMITS.smallPartBytes);
    if (workbook === null) throw unreadable();
    const { sheets: listed, date1904 } = sheetsOf(workbook);
    const rels = parseRelationships(
      (await readPart(zip, 'xl/_rels/workbook.xml.rels', SHEET_LIMITS.smallPartBytes)) ?? '',
    );
    // Worksheets only (a chart sheet has no cells); without relationships, the first sheet's usual place.
    const worksheets = listed
      .map((sheet, index) => ({
        name: sheet.name || `Sheet${index + 1}`,
        path: rels.byId.get(sheet.relId ?? ''),
      }))
      .filter(
        (sheet): sheet is { name: string; path: string } =>
          sheet.path !== undefined && rels.worksheets.has(sheet.path),
      );
    if (worksheets.length === 0)
      worksheets.push({ name: listed[0]?.name || 'Sheet1', path: 'xl/worksheets/sheet1.xml' });
    if (worksheets.length > SHEET_LIMITS.sheets) {
      throw new SheetError(
        'tooLarge',
        `The workbook has more than ${SHEET_LIMITS.sheets} sheets; keep the donor sheets only, or split it`,
      );
    }
    const strings = await readSharedStrings(zip, rels.sharedStrings ?? 'xl/sharedStrings.xml');
    const dateStyles = parseDateStyles(
      (await readPart(zip, rels.styles ?? 'xl/styles.xml', SHEET_LIMITS.smallPartBytes)) ?? '',
    );
    // The sheets share the ceilings: the rows (a header's worth more per extra sheet) and the unpacked XML.
    const budget = {
      rows: SHEET_LIMITS.rows + (SHEET_LIMITS.headerSearchRows + 1) * (worksheets.length - 1),
      xmlBytes: SHEET_LIMITS.sheetXmlBytes,
    };
    const sheets: WorkbookSheet[] = [];
    for (const sheet of worksheets) {
      sheets.push({
        name: sheet.name,
        rows: await readWorksheet(zip, sheet.path, strings, dateStyles, date1904, budget),
      });
    }
    return { sheets };
  } finally {
    zip.file.close();
  }
}

const unreadable = () => new SheetError('unreadable', 'The XLSX file could not be read');
const tooLarge = () =>
  new SheetError(
    'tooLarge',
    'The workbook unpacks into more than this server reads in one file; save the sheet alone as CSV or split it',
  );

// ------------------------------------------------------------------ the zip

type Entries = Map<string, Entry>;

interface Zip {
  file: ZipFile;
  entries: Entries;
}

/**
 * The zip's directory, read by yauzl from the uploaded bytes (no file, no disk): name → entry.
 * The unpacked sizes the directory states are only a first check (`unpack`): yauzl's own check of
 * them is off because the bytes that really come out are counted against the part's ceiling
 * anyway, and a part longer than its stated size must be refused as too large, not read.
 */
async function openZip(bytes: Buffer): Promise<Zip> {
  const file = await fromBufferPromise(bytes, { lazyEntries: true, validateEntrySizes: false });
  const entries: Entries = new Map();
  for await (const entry of file.eachEntry()) entries.set(entry.fileName, entry);
  return { file, entries };
}

/**
 * A part's text as it unpacks, chunk by chunk; refused past `limit` unpacked bytes (counted,
 * whatever the directory says). `used`, when given, is a ceiling shared with other parts: the
 * bytes that come out are taken from it.
 */
async function* unpack(
  zip: Zip,
  entry: Entry,
  limit: number,
  used?: { xmlBytes: number },
): AsyncGenerator<string> {
  const ceiling = used ? Math.min(limit, used.xmlBytes) : limit;
  // The directory's own word first (it may understate: what comes out is counted below).
  if (entry.uncompressedSize > ceiling) throw tooLarge();
  const stream = await zip.file.openReadStreamPromise(entry);
  const decoder = new StringDecoder('utf8');
  let total = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > ceiling) throw tooLarge();
      if (used) used.xmlBytes -= chunk.length;
      yield decoder.write(chunk);
    }
  } catch (error) {
    if (error instanceof SheetError) throw error;
    throw unreadable();
  } finally {
    stream.destroy();
  }
  yield decoder.end();
}

async function readPart(zip: Zip, name: string, limit: number): Promise<string | null> {
  const entry = zip.entries.get(name);
  if (!entry) return null;
  let text = '';
  for await (const chunk of unpack(zip, entry, limit)) text += chunk;
  return text;
}

/** Feeds a part to a SAX parser as it unpacks. */
async function parsePart(
  zip: Zip,
  entry: Entry,
  limit: number,
  parser: SaxesParser,
  used?: { xmlBytes: number },
): Promise<void> {
  try {
    for await (const chunk of unpack(zip, entry, limit, used)) parser.write(chunk);
    parser.close();
  } catch (error) {
    if (error instanceof SheetError) throw error;
    throw unreadable();
  }
}

// ------------------------------------------------------------------ workbook parts

const local = (name: string) => name.slice(name.indexOf(':') + 1);

/** The workbook's visible sheets in the order of their tabs (name and relationship id); hidden sheets are not the admin's list. */
function sheetsOf(xml: string): {
  sheets: { name: string; relId: string | undefined }[];
  date1904: boolean;
} {
  const sheets: { name: string; relId: string | undefined }[] = [];
  let date1904 = false;
  const parser = new SaxesParser();
  parser.on('opentag', (tag: SaxesTagPlain) => {
    const name = local(tag.name);
    if (name === 'sheet') {
      const state = String(tag.attributes.state ?? 'visible');
      if (state !== 'hidden' && state !== 'veryHidden' && sheets.length <= SHEET_LIMITS.sheets) {
        const relId = Object.entries(tag.attributes).find(
          ([key]) => local(key) === 'id' && key !== 'sheetId',
        )?.[1] as string | undefined;
        sheets.push({
          name: cleanCell(String(tag.attributes.name ?? ''))
            .trim()
            .slice(0, 100),
          relId,
        });
      }
    } else if (name === 'workbookPr') {
      const value = tag.attributes.date1904;
      date1904 = value === '1' || value === 'true';
    }
  });
  try {
    parser.write(xml).close();
  } catch {
    throw unreadable();
  }
  return { sheets, date1904 };
}

function parseRelationships(xml: string) {
  const byId = new Map<string, string>();
  const worksheets = new Set<string>();
  let sharedStrings: string | undefined;
  let styles: string | undefined;
  if (!xml) return { byId, worksheets, sharedStrings, styles };
  const parser = new SaxesParser();
  parser.on('opentag', (tag: SaxesTagPlain) => {
    if (local(tag.name) !== 'Relationship') return;
    const target = String(tag.attributes.Target ?? '');
    const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
    const type = String(tag.attributes.Type ?? '');
    byId.set(String(tag.attributes.Id ?? ''), path);
    if (type.endsWith('/sharedStrings')) sharedStrings = path;
    if (type.endsWith('/styles')) styles = path;
    if (type.endsWith('/worksheet')) worksheets.add(path);
  });
  try {
    parser.write(xml).close();
  } catch {
    throw unreadable();
  }
  return { byId, worksheets, sharedStrings, styles };
}

/** Built-in number formats that show dates (ECMA-376 18.8.30, with the East Asian date formats). */
const BUILT_IN_DATES = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51,
  52, 53, 54, 55, 56, 57, 58,
]);

/** Which cell styles (by index) show a number as a date. */
function parseDateStyles(xml: string): Set<number> {
  const custom = new Map<number, string>();
  const formats: number[] = [];
  let inCellXfs = false;
  if (!xml) return new Set();
  const parser = new SaxesParser();
  parser.on('opentag', (tag: SaxesTagPlain) => {
    const name = local(tag.name);
    if (name === 'numFmt')
      custom.set(Number(tag.attributes.numFmtId), String(tag.attributes.formatCode ?? ''));
    else if (name === 'cellXfs') inCellXfs = true;
    else if (name === 'xf' && inCellXfs) formats.push(Number(tag.attributes.numFmtId ?? 0));
  });
  parser.on('closetag', (tag) => {
    if (local(tag.name) === 'cellXfs') inCellXfs = false;
  });
  try {
    parser.write(xml).close();
  } catch {
    throw unreadable();
  }
  const isDate = (id: number) => {
    if (BUILT_IN_DATES.has(id)) return true;
    const code = custom.get(id);
    if (!code) return false;
    const bare = code.replace(/"[^"]*"|\[[^\]]*\]|\\./g, '');
    return /[dmy]/i.test(bare) && !/^general$/i.test(bare);
  };
  const dates = new Set<number>();
  formats.forEach((id, index) => {
    if (isDate(id)) dates.add(index);
  });
  return dates;
}

/** The shared strings (each cut to SHEET_LIMITS.cellChars; phonetic guides left out). */
async function readSharedStrings(zip: Zip, path: string): Promise<string[]> {
  const entry = zip.entries.get(path);
  const strings: string[] = [];
  if (!entry) return strings;
  const parser = new SaxesParser();
  let current = '';
  let inText = false;
  let inPhonetic = false;
  parser.on('opentag', (tag: SaxesTagPlain) => {
    const name = local(tag.name);
    if (name === 'si') current = '';
    else if (name === 'rPh') inPhonetic = true;
    else if (name === 't' && !inPhonetic) inText = true;
  });
  parser.on('text', (text) => {
    if (inText && current.length < SHEET_LIMITS.cellChars) current += text;
  });
  parser.on('closetag', (tag) => {
    const name = local(tag.name);
    if (name === 't') inText = false;
    else if (name === 'rPh') inPhonetic = false;
    else if (name === 'si') strings.push(cleanCell(current));
  });
  await parsePart(zip, entry, SHEET_LIMITS.sharedStringsBytes, parser);
  return strings;
}

// ------------------------------------------------------------------ the sheet

/** "BC12" → 55 (1-based column of a cell reference). */
function columnOf(ref: string): number {
  let n = 0;
  for (let i = 0; i < ref.length; i++) {
    const c = ref.charCodeAt(i);
    if (c < 65 || c > 90) break;
    n = n * 26 + (c - 64);
  }
  return n;
}

function columnName(index: number): string {
  let name = '';
  for (let n = index; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

async function readWorksheet(
  zip: Zip,
  path: string,
  strings: string[],
  dateStyles: Set<number>,
  date1904: boolean,
  /** What the workbook may still cost: rows read and unpacked sheet XML, shared by its sheets. */
  budget: { rows: number; xmlBytes: number },
): Promise<SheetRow[]> {
  const entry = zip.entries.get(path);
  if (!entry) throw unreadable();
  const rows: SheetRow[] = [];
  const merges: Merge[] = [];
  let rowNumber = 0;
  let cells: Cell[] = [];
  let column = 0;
  let type = '';
  let style = 0;
  let value = '';
  let hasValue = false;
  let hasFormula = false;
  let capture = false;
  let inInline = false;

  const parser = new SaxesParser();
  parser.on('opentag', (tag: SaxesTagPlain) => {
    switch (local(tag.name)) {
      case 'row': {
        const r = Number(tag.attributes.r);
        rowNumber = Number.isInteger(r) && r > 0 ? r : rowNumber + 1;
        cells = [];
        column = 0;
        break;
      }
      case 'c': {
        const ref = String(tag.attributes.r ?? '');
        const at = ref ? columnOf(ref) : 0;
        column = at > 0 ? at : column + 1;
        type = String(tag.attributes.t ?? 'n');
        style = Number(tag.attributes.s ?? 0);
        value = '';
        hasValue = false;
        hasFormula = false;
        break;
      }
      case 'v':
        capture = column <= SHEET_LIMITS.columns;
        hasValue = true;
        break;
      case 'is':
        inInline = true;
        break;
      case 't':
        if (inInline) {
          capture = column <= SHEET_LIMITS.columns;
          hasValue = true;
        }
        break;
      case 'f':
        hasFormula = true;
        break;
      case 'mergeCell': {
        const merge = mergeOf(String(tag.attributes.ref ?? ''));
        if (!merge) break;
        if (merges.length >= SHEET_LIMITS.merges) {
          throw new SheetError(
            'tooLarge',
            `A sheet has more than ${SHEET_LIMITS.merges.toLocaleString('en')} merged cells; save it as CSV or split it`,
          );
        }
        merges.push(merge);
        break;
      }
    }
  });
  parser.on('text', (text) => {
    if (capture && value.length < SHEET_LIMITS.cellChars) value += text;
  });
  parser.on('closetag', (tag) => {
    switch (local(tag.name)) {
      case 'v':
      case 't':
        capture = false;
        break;
      case 'is':
        inInline = false;
        break;
      case 'c': {
        if (column > SHEET_LIMITS.columns) break;
        if (hasFormula && !hasValue) {
          throw new SheetError(
            'formula',
            `Cell ${columnName(column)}${rowNumber} is a formula without a saved value; save the file in a spreadsheet program first, or paste values`,
          );
        }
        const cell = cellOf(type, value, style, strings, dateStyles, date1904);
        if (cell !== '') {
          while (cells.length < column - 1) cells.push('');
          cells[column - 1] = cell;
        }
        break;
      }
      case 'row':
        if (cells.some((c) => c instanceof Date || c.trim() !== '')) {
          if (budget.rows <= 0) {
            throw new SheetError(
              'tooManyRows',
              `The file has more than ${(SHEET_LIMITS.rows - 21).toLocaleString('en')} rows; split it into smaller files`,
            );
          }
          budget.rows -= 1;
          rows.push({ row: rowNumber, cells });
        }
        break;
    }
  });
  await parsePart(zip, entry, SHEET_LIMITS.sheetXmlBytes, parser, budget);
  fillMerges(rows, merges);
  return rows;
}

/** A merged range: first and last row and column (1-based, inclusive). */
interface Merge {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

/** "G5:G7" → the range; a one-cell or unreadable reference → undefined. */
function mergeOf(ref: string): Merge | undefined {
  const match = /^\$?([A-Z]{1,3})\$?(\d{1,7}):\$?([A-Z]{1,3})\$?(\d{1,7})$/.exec(
    ref.trim().toUpperCase(),
  );
  if (!match) return undefined;
  const [left, right] = [columnOf(match[1]!), columnOf(match[3]!)].sort((a, b) => a - b) as [
    number,
    number,
  ];
  const [top, bottom] = [Number(match[2]), Number(match[4])].sort((a, b) => a - b) as [
    number,
    number,
  ];
  return top === bottom && left === right ? undefined : { top, left, bottom, right };
}

/**
 * Excel keeps a merged range's value in its top-left cell and leaves the others blank. Where a
 * range spans rows (area cells merged down a group of donors), each row below the first takes the
 * value in the range's first column, as the sheet shows it; a range within one row (a title merged
 * across the columns) changes nothing, and a blank outside every range stays blank. The work is
 * bounded: each range visits only the rows that exist within it, and all of them together at most
 * SHEET_LIMITS.mergeFills rows (overlapping ranges, which Excel never writes, could ask for more).
 */
function fillMerges(rows: SheetRow[], merges: Merge[]): void {
  if (merges.length === 0 || rows.length === 0) return;
  let visits = 0;
  for (const merge of merges) {
    if (merge.bottom === merge.top || merge.left > SHEET_LIMITS.columns) continue;
    // The first row at or after the range's top (rows are in sheet order).
    let low = 0;
    let high = rows.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (rows[mid]!.row < merge.top) low = mid + 1;
      else high = mid;
    }
    const first = rows[low];
    const value = first && first.row === merge.top ? first.cells[merge.left - 1] : undefined;
    if (value === undefined || value === '') continue;
    for (let i = low + 1; i < rows.length && rows[i]!.row <= merge.bottom; i++) {
      if (++visits > SHEET_LIMITS.mergeFills) {
        throw new SheetError(
          'tooLarge',
          "The sheet's merged cells cover more than this server reads; save it as CSV or split it",
        );
      }
      const cells = rows[i]!.cells;
      const own = cells[merge.left - 1];
      if (own !== undefined && own !== '') continue;
      while (cells.length < merge.left - 1) cells.push('');
      cells[merge.left - 1] = value;
    }
  }
}

function cellOf(
  type: string,
  raw: string,
  style: number,
  strings: string[],
  dateStyles: Set<number>,
  date1904: boolean,
): Cell {
  switch (type) {
    case 's':
      return strings[Number(raw)] ?? '';
    case 'inlineStr':
    case 'str':
      return cleanCell(raw);
    case 'b':
      return raw === '1' ? 'TRUE' : raw === '0' ? 'FALSE' : '';
    case 'e':
      return '';
    case 'd': {
      const date = new Date(raw);
      return Number.isNaN(date.getTime()) ? cleanCell(raw) : date;
    }
    default: {
      const text = raw.trim();
      if (text === '') return '';
      const number = Number(text);
      if (dateStyles.has(style) && Number.isFinite(number)) {
        // Whole days from the workbook's epoch; the time of day is dropped (dates are days here).
        const days = Math.floor(number) + (date1904 ? 1462 : 0);
        return new Date(EXCEL_EPOCH + days * 86_400_000);
      }
      // 1712345678 stays as written; 1.7E+10 (a long number Excel wrote in exponent form) as its digits.
      return Number.isFinite(number) && /e/i.test(text) && Number.isInteger(number)
        ? String(number)
        : cleanCell(text);
    }
  }
}
