import { todayInBangladesh } from '../../../common/dates.ts';
import type { Language } from '../../../common/language.ts';
import {
  ambiguousDates,
  bloodGroupOf,
  consentOf,
  dateOrderOf,
  genderOf,
  isoDateOf,
  lastDonationOf,
  normalisePhone,
  phonesOf,
  type DateOrder,
  type DatePrecision,
} from '../../../common/import-values.ts';
import { PlaceNameIndex } from '../../../common/place-names.ts';
import { DONOR_MESSAGES, listedDonor, type ListedDonor } from '../../../common/schemas/donors.ts';
import {
  IMPORT_PREVIEW_ISSUES,
  type ImportField,
  type ImportIssue,
  type ImportMapping,
  type ImportRowStatus,
} from '../../../common/schemas/imports.ts';
import { PHONE_MESSAGES } from '../../../common/schemas/phone.ts';
import type { Db } from '../../db/client.ts';
import { allPlaceNames, liveDonorsWithPhones } from '../../data/imports.ts';
import type { Cell, SheetRow } from './read-sheet.ts';

/**
 * Each row of a sheet checked by the registration form's own rules (the donor registration
 * schema), after the spreadsheet's spellings are brought to the form's values, and marked new,
 * already registered (the first number is a live donor's), or error with a reason per field.
 */

/** A reason: a stable code (the screen's words), the English message, and what it names (a row, close names). */
export interface Reason {
  code: string;
  message: string;
  detail?: string;
}

export interface CheckedRow {
  /** Row number as the spreadsheet shows it. */
  row: number;
  /** The worksheet the row is on (a workbook). */
  sheet?: string;
  status: ImportRowStatus;
  cells: Cell[];
  donor?: ListedDonor;
  /** YYYY-MM-DD of the last donation, when the sheet gives one (the latest day a vague one can mean). */
  lastDonation?: string;
  /** How exactly the sheet knew it (day, month, year, "about N months ago"). */
  lastDonationPrecision?: DatePrecision;
  /** The registered donor a duplicate row names. */
  existingId?: string;
  reasons: Partial<Record<ImportField | 'contactConsent' | 'row', Reason>>;
}

/** The registration schema's messages, by the code the screen translates. */
const REASON_CODES: Record<string, string> = {
  [DONOR_MESSAGES.name]: 'required',
  [DONOR_MESSAGES.bloodGroup]: 'bloodGroup',
  [DONOR_MESSAGES.age]: 'required',
  [PHONE_MESSAGES.required]: 'required',
  [PHONE_MESSAGES.minLength]: 'phoneLength',
  [PHONE_MESSAGES.maxLength]: 'phoneLength',
  [PHONE_MESSAGES.digitsOnly]: 'phoneDigits',
  [PHONE_MESSAGES.mobile]: 'phoneMobile',
  [DONOR_MESSAGES.sameNumbers]: 'sameNumbers',
  [DONOR_MESSAGES.gender]: 'gender',
  [DONOR_MESSAGES.village]: 'required',
  [DONOR_MESSAGES.villageTooLong]: 'tooLong',
  [DONOR_MESSAGES.birthDateInvalid]: 'date',
  [DONOR_MESSAGES.birthDateFuture]: 'dateFuture',
  [DONOR_MESSAGES.tooYoung]: 'tooYoung',
  [DONOR_MESSAGES.tooOld]: 'tooOld',
};

const reason = (
  message: string,
  code = REASON_CODES[message] ??
    (message.startsWith('Name must be at most') ? 'tooLong' : 'invalid'),
): Reason => ({ code, message });

const PLACE_LEVELS = ['division', 'district', 'upazila', 'union'] as const;
type PlaceLevel = (typeof PLACE_LEVELS)[number];

/**
 * The geography in memory (about 5,100 rows): per level, the places under each parent ('' for
 * divisions), found by any common way of writing their names (common/place-names.ts); the same
 * across the whole country (a list that names an upazila but not its district); and each place's
 * parent, to complete the chain upwards.
 */
export interface Places {
  under: Record<PlaceLevel, Map<string, PlaceNameIndex>>;
  all: Record<PlaceLevel, PlaceNameIndex>;
  parentOf: Record<PlaceLevel, Map<number, number>>;
}

export async function loadPlaces(db: Db): Promise<Places> {
  const [divs, dists, upas, unis] = await allPlaceNames(db);
  const index = (rows: { id: number; parent?: number; name: string; bnName: string }[]) => {
    const byParent = new Map<string, { id: number; name: string; bnName: string }[]>();
    for (const r of rows) {
      const key = String(r.parent ?? '');
      const list = byParent.get(key) ?? [];
      list.push(r);
      byParent.set(key, list);
    }
    return new Map([...byParent].map(([key, list]) => [key, new PlaceNameIndex(list)]));
  };
  const parents = (rows: { id: number; parent?: number }[]) =>
    new Map(rows.flatMap((r) => (r.parent === undefined ? [] : [[r.id, r.parent] as const])));
  return {
    under: {
      division: index(divs),
      district: index(dists),
      upazila: index(upas),
      union: index(unis),
    },
    all: {
      division: new PlaceNameIndex(divs),
      district: new PlaceNameIndex(dists),
      upazila: new PlaceNameIndex(upas),
      union: new PlaceNameIndex(unis),
    },
    parentOf: {
      division: new Map(),
      district: parents(dists),
      upazila: parents(upas),
      union: parents(unis),
    },
  };
}

type Chain = Partial<Record<PlaceLevel, number>>;

/** The chain above a place (its own level included), from its parents. */
function chainOf(places: Places, level: PlaceLevel, id: number): Chain {
  const chain: Chain = { [level]: id };
  for (let k = PLACE_LEVELS.indexOf(level); k > 0; k--) {
    const parent = places.parentOf[PLACE_LEVELS[k]!].get(chain[PLACE_LEVELS[k]!]!);
    if (parent === undefined) break;
    chain[PLACE_LEVELS[k - 1]!] = parent;
  }
  return chain;
}

/** The deepest level of a chain that is known, with its id. */
function deepest(chain: Chain): { level: PlaceLevel; id: number } | undefined {
  for (let k = PLACE_LEVELS.length - 1; k >= 0; k--) {
    const id = chain[PLACE_LEVELS[k]!];
    if (id !== undefined) return { level: PLACE_LEVELS[k]!, id };
  }
  return undefined;
}

/**
 * The places of `level` a name can mean below what is already known: under the known place when
 * it is the level just above, else anywhere in the country that lies inside the known chain.
 */
function placesNamed(places: Places, level: PlaceLevel, text: string, known: Chain): number[] {
  const k = PLACE_LEVELS.indexOf(level);
  const above = k > 0 ? known[PLACE_LEVELS[k - 1]!] : undefined;
  if (k === 0 || above !== undefined)
    return places.under[level].get(k === 0 ? '' : String(above))?.find(text) ?? [];
  const anchor = deepest(known);
  const found = places.all[level].find(text);
  if (!anchor) return found;
  return found.filter((id) => chainOf(places, level, id)[anchor.level] === anchor.id);
}

/** Where an "area" or "address" cell's parts lead: the places named, and the text left for the village. */
function readArea(text: string, places: Places, known: Chain): { chain: Chain; village: string } {
  const chain: Chain = { ...known };
  const rest: string[] = [];
  // Addresses are written from the village outwards ("Shyampur, Rangunia"): read the widest first.
  const parts = text
    .split(/[,;।|\n]+/)
    .map((part) => part.trim())
    .filter(Boolean)
    .reverse();
  for (const part of parts) {
    const start = deepest(chain);
    let matched = false;
    for (
      let k = start ? PLACE_LEVELS.indexOf(start.level) + 1 : 0;
      k < PLACE_LEVELS.length && !matched;
      k++
    ) {
      const level = PLACE_LEVELS[k]!;
      // A union is looked for only inside a known upazila: thousands of unions share their names
      // with villages elsewhere, so a lone word is more likely the village.
      if (level === 'union' && chain.upazila === undefined) break;
      const found = placesNamed(places, level, part, chain);
      // A name two places share is not guessed: it stays words (the village, or nothing).
      if (found.length === 1) {
        Object.assign(chain, chainOf(places, level, found[0]!));
        matched = true;
      } else if (found.length > 1) break;
    }
    if (!matched) rest.unshift(part);
  }
  return { chain, village: rest[0] ?? '' };
}

/** A leading apostrophe that a spreadsheet export put before = + - @ to keep it text is not part of the value. */
const GUARD = /^'(?=[=+\-@])/;

const cellText = (cell: Cell | undefined): string =>
  cell === undefined
    ? ''
    : cell instanceof Date
      ? isoDateOf(cell)
      : cell.normalize('NFC').trim().replace(GUARD, '');

/** The place columns that fill from above fills (a CSV saved from merged cells leaves them blank below the first row). */
const FILL_FIELDS: readonly ImportField[] = [...PLACE_LEVELS, 'village'];
const AREA_FIELDS = new Set<ImportField>(FILL_FIELDS);

/**
 * How many rows fill from above would change: rows with a blank place cell (division, district,
 * upazila, union, village) under a value in the same column, counted as `checkRows` fills them
 * (a filled value carries on down a run of blanks). The preview offers the fill with this count.
 */
export function fillDownCount(rows: SheetRow[], mapping: RowMapping): number {
  const columns = FILL_FIELDS.map((f) => mapping[f]).filter(
    (c): c is number => c !== null && c !== undefined,
  );
  const carried = new Map<number, string>();
  let count = 0;
  for (const { cells } of rows) {
    let fills = false;
    for (const column of columns) {
      const own = cellText(cells[column]);
      if (own) carried.set(column, own);
      else if (carried.get(column)) fills = true;
    }
    if (fills) count += 1;
  }
  return count;
}

/** The order of day and month each date column is read in (absent: day first, as in Bangladesh). */
export type DateOrders = Partial<Record<'birthDate' | 'lastDonation', DateOrder>>;

/**
 * Per date column, the order its own values prove: a column where one value can only be
 * month-first (6/21/2001) is read month-first throughout, as a Google Forms export from a phone set
 * to US English writes it; no proof either way (or both) reads day-first.
 */
export function dateOrdersOf(
  rows: SheetRow[],
  mapping: RowMapping,
  chosen: DateOrders = {},
): DateOrders {
  const orders: DateOrders = {};
  for (const field of DATE_FIELDS) {
    const column = mapping[field];
    if (column === null || column === undefined) continue;
    const order = dateOrderOf(columnTexts(rows, column));
    // What the column proves wins; where it proves nothing, the admin's answer.
    if (order === 'dmy' || order === 'mdy') orders[field] = order;
    else if (chosen[field]) orders[field] = chosen[field];
  }
  return orders;
}

const DATE_FIELDS = ['birthDate', 'lastDonation'] as const;
const columnTexts = (rows: SheetRow[], column: number) =>
  rows.map((r) => r.cells[column]).map((cell) => (cell instanceof Date ? cell : cellText(cell)));

/**
 * The date columns the preview asks about: values that read as two days (5/9/1979) in a column
 * that proves neither order, with how many and the order used now.
 */
export function dateQuestionsOf(rows: SheetRow[], mapping: RowMapping, chosen: DateOrders = {}) {
  return DATE_FIELDS.flatMap((field) => {
    const column = mapping[field];
    if (column === null || column === undefined) return [];
    const texts = columnTexts(rows, column);
    const proven = dateOrderOf(texts);
    const ambiguous = ambiguousDates(texts);
    if (proven === 'dmy' || proven === 'mdy' || ambiguous === 0) return [];
    return [
      {
        field,
        ambiguous,
        order: chosen[field] ?? ('dmy' as const),
        chosen: chosen[field] !== undefined,
      },
    ];
  });
}

interface RowInput {
  row: number;
  sheet?: string;
  cells: Cell[];
  get(field: ImportField | 'contactConsent'): string;
}

/** The mapping with the consent column the server finds itself (a column named consent / সম্মতি; none: no consent). */
export type RowMapping = ImportMapping & { contactConsent?: number | null };

const CONSENT_HEADERS = ['consent', 'agree', 'সম্মতি'];
export function consentColumnOf(headers: string[]): number | null {
  const index = headers.findIndex((h) =>
    CONSENT_HEADERS.some((w) => h.normalize('NFC').toLowerCase().includes(w)),
  );
  return index === -1 ? null : index;
}

/**
 * One row's values by field. Two numbers in the first number's cell give the first and the second
 * number (when the sheet has no second number there); with `above` (fill down, a CSV's option), a
 * blank place cell (division to village) takes the value of the row above, as a CSV saved from
 * vertically merged cells leaves them. (A workbook's merged cells are filled by its reader.)
 */
function rowInput(
  sheetRow: SheetRow,
  mapping: RowMapping,
  above: RowInput | undefined,
  orders: DateOrders = {},
): RowInput {
  const { cells, row } = sheetRow;
  const raw = (field: ImportField | 'contactConsent') => {
    const column = mapping[field];
    return column === null || column === undefined ? '' : cellText(cells[column]);
  };
  const firstCell = phonesOf(raw('number1'));
  const values = new Map<ImportField | 'contactConsent', string>();
  const get = (field: ImportField | 'contactConsent'): string => {
    const known = values.get(field);
    if (known !== undefined) return known;
    let value: string;
    if (field === 'number1') value = normalisePhone(firstCell[0] ?? '');
    else if (field === 'number2') {
      const own = raw('number2');
      value = normalisePhone(own || (firstCell[1] ?? ''));
    } else if (field === 'birthDate' || field === 'lastDonation') {
      const column = mapping[field];
      const cell = column === null || column === undefined ? undefined : cells[column];
      // A birth date is read in its column's order; a last donation is read whole by readRow
      // (it may be vague: "৩ মাস আগে", "March 2024"), so it stays as written.
      if (field === 'birthDate')
        value = isoDateOf(cell instanceof Date ? cell : cellText(cell), orders.birthDate);
      else value = cell instanceof Date ? isoDateOf(cell) : cellText(cell);
    } else value = raw(field);
    if (!value && above && field !== 'contactConsent' && AREA_FIELDS.has(field))
      value = above.get(field);
    values.set(field, value);
    return value;
  };
  return { row, cells, get, ...(sheetRow.sheet !== undefined ? { sheet: sheetRow.sheet } : {}) };
}

/**
 * A row's donor: a name, a mobile number and a blood group are needed; the date of birth, the
 * gender and the places are taken when the row says them and left unknown when it does not
 * ("details missing"). What a row says but cannot be read (a date that is no date, a union that
 * is not in the upazila) is a reason, never dropped in silence.
 */
function readRow(
  input: RowInput,
  places: Places,
  orders: DateOrders = {},
): Pick<CheckedRow, 'donor' | 'lastDonation' | 'lastDonationPrecision' | 'reasons'> {
  const reasons: CheckedRow['reasons'] = {};
  const groupText = input.get('bloodGroup');
  const bloodGroup = groupText ? bloodGroupOf(groupText) : undefined;
  if (groupText && !bloodGroup)
    reasons.bloodGroup = reason(`"${groupText}" is not a blood group`, 'bloodGroup');
  else if (!groupText) reasons.bloodGroup = reason(DONOR_MESSAGES.bloodGroup, 'required');
  const genderText = input.get('gender');
  const gender = genderText ? genderOf(genderText) : undefined;
  if (genderText && !gender) reasons.gender = reason(`"${genderText}" is not a gender`, 'gender');

  // Places: each level the row names, within what is known above it (or anywhere, when the row
  // skips a level); then an "area" cell for what the columns left unknown.
  let chain: Chain = {};
  for (const level of PLACE_LEVELS) {
    const text = input.get(level);
    if (!text) continue;
    const found = placesNamed(places, level, text, chain);
    if (found.length > 1) {
      // Two places share the name written (some unions do in English): say which, never guess.
      const names = places.all[level].namesOf(found).join(', ');
      reasons[level] = {
        code: 'placeAmbiguous',
        message: `"${text}" names more than one ${level}: ${names}`,
        detail: names,
      };
      break;
    }
    if (found.length === 0) {
      const k = PLACE_LEVELS.indexOf(level);
      const parent = k > 0 ? chain[PLACE_LEVELS[k - 1]!] : undefined;
      const index =
        k === 0
          ? places.under.division.get('')
          : parent !== undefined
            ? places.under[level].get(String(parent))
            : places.all[level];
      const close = index?.close(text) ?? [];
      const above = k > 0 ? PLACE_LEVELS[k - 1] : undefined;
      const message =
        parent !== undefined
          ? `"${text}" is not a ${level} of the ${above} above`
          : `"${text}" is not a ${level}`;
      reasons[level] = {
        code: 'placeUnknown',
        message: close.length ? `${message}; close names: ${close.join(', ')}` : message,
        ...(close.length ? { detail: close.join(', ') } : {}),
      };
      break;
    }
    chain = chainOf(places, level, found[0]!);
  }
  let villageText = input.get('village');
  const areaText = input.get('area');
  if (areaText && !PLACE_LEVELS.some((level) => reasons[level])) {
    const area = readArea(areaText, places, chain);
    chain = area.chain;
    villageText ||= area.village;
  }

  const birthText = input.get('birthDate');
  const parsed = listedDonor.safeParse({
    name: input.get('name'),
    bloodGroup: bloodGroup ?? (groupText ? 'invalid' : undefined),
    age: birthText || undefined,
    number1: input.get('number1'),
    number2: input.get('number2'),
    gender: gender ?? undefined,
    village: villageText,
    // No consent column, or an empty cell: the donor has not agreed to be contacted.
    contactConsent: consentOf(input.get('contactConsent')) ?? false,
  });
  const consentText = input.get('contactConsent');
  if (consentText && consentOf(consentText) === undefined)
    reasons.contactConsent ??= reason(`Consent: "${consentText}" is not yes or no`, 'consent');
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'row');
      const field = (key === 'age' ? 'birthDate' : key) as ImportField;
      reasons[field] ??= reason(issue.message);
    }
  }

  // The last donation as people write it: a day, a month, a year, "about N months ago", or "don't
  // know" (no donation on record; the donor is still imported). A vague one is kept as the latest
  // day it can mean, so the wait after it is never counted from too early a day.
  const lastText = input.get('lastDonation');
  let lastDonation: string | undefined;
  let lastDonationPrecision: DatePrecision | undefined;
  if (lastText) {
    const last = lastDonationOf(lastText, todayInBangladesh(), orders.lastDonation);
    if (last.kind === 'invalid') {
      reasons.lastDonation =
        last.reason === 'dateFuture'
          ? reason('The last donation cannot be in the future', 'dateFuture')
          : reason(`"${lastText}" is not a date`, 'date');
    } else if (last.kind === 'date') {
      if (parsed.success && parsed.data.age && last.date < parsed.data.age) {
        reasons.lastDonation = reason(
          'The last donation cannot be before the date of birth',
          'beforeBirth',
        );
      } else {
        lastDonation = last.date;
        lastDonationPrecision = last.precision;
      }
    }
  }
  const donor: ListedDonor | undefined = parsed.success
    ? {
        ...parsed.data,
        division: chain.division ?? null,
        district: chain.district ?? null,
        upazila: chain.upazila ?? null,
        union: chain.union ?? null,
      }
    : undefined;
  return { donor, lastDonation, lastDonationPrecision, reasons };
}

/** A registered donor a row's number names, with its unit (null: the federation's queue). */
interface Registered {
  id: string;
  phone2: string | null;
  unit: { id: string; name: Record<Language, string> } | null;
}

/** Live donors holding any of these numbers (as first or second number), by number. */
async function registeredPhones(db: Db, phones: string[]): Promise<Map<string, Registered>> {
  const found = new Map<string, Registered>();
  for (let i = 0; i < phones.length; i += 1000) {
    const chunk = phones.slice(i, i + 1000);
    const rows = await liveDonorsWithPhones(db, chunk);
    for (const r of rows) {
      const donor: Registered = {
        id: r.id,
        phone2: r.phone2,
        unit: r.unitId
          ? { id: r.unitId, name: { bn: r.unitNameBn ?? '', en: r.unitNameEn ?? '' } }
          : null,
      };
      found.set(r.phone1, donor);
      if (r.phone2) found.set(r.phone2, donor);
    }
  }
  return found;
}

/**
 * Where the import's donors go (docs/decisions/056-units.md): a registered donor of another unit
 * is named with that unit, in the admin's language, instead of being taken as the import's own.
 */
export interface ImportTarget {
  unitId: string;
  language: Language;
}

/**
 * Every row checked. `db` may be the confirm's transaction, so that what is written is what was
 * checked against the donors of that moment.
 */
export async function checkRows(
  db: Db,
  rows: SheetRow[],
  mapping: RowMapping,
  places: Places,
  fillDown = false,
  /** The admin's answer for date columns that prove no order. */
  chosenOrders: DateOrders = {},
  target?: ImportTarget,
): Promise<CheckedRow[]> {
  const orders = dateOrdersOf(rows, mapping, chosenOrders);
  const inputs: RowInput[] = [];
  for (const row of rows)
    inputs.push(rowInput(row, mapping, fillDown ? inputs.at(-1) : undefined, orders));
  const read = inputs.map((input) => ({ input, ...readRow(input, places, orders) }));
  const phones = [
    ...new Set(
      read
        .flatMap(({ input }) => [input.get('number1'), input.get('number2')])
        .filter((p) => /^\d{11}$/.test(p)),
    ),
  ];
  const registered = await registeredPhones(db, phones);
  // Every row of each number, so that a number on two rows stops both for the admin to resolve
  // (which row is the donor, or two people sharing a phone): never the first in and the next out.
  const rowsOf = new Map<string, RowInput[]>();
  for (const { input, reasons } of read) {
    for (const field of ['number1', 'number2'] as const) {
      const phone = input.get(field);
      if (!/^\d{11}$/.test(phone) || reasons[field]) continue;
      const list = rowsOf.get(phone) ?? [];
      if (!list.includes(input)) list.push(input);
      rowsOf.set(phone, list);
    }
  }
  // Another row is named by its number, with its sheet's name when it is on another sheet.
  const where = (other: RowInput, from: RowInput) =>
    other.sheet !== from.sheet ? `${other.sheet ?? ''} ${other.row}`.trim() : String(other.row);

  return read.map(({ input, donor, lastDonation, lastDonationPrecision, reasons }) => {
    const number1 = input.get('number1');
    const existing = /^\d{11}$/.test(number1) ? registered.get(number1) : undefined;
    const checked: CheckedRow = {
      row: input.row,
      cells: input.cells,
      status: 'new',
      reasons,
      donor,
      lastDonation,
      lastDonationPrecision,
    };
    if (input.sheet !== undefined) checked.sheet = input.sheet;
    if (existing) {
      // Already registered: whatever else the row says, it is that donor (skipped or completed).
      checked.status = 'duplicate';
      checked.existingId = existing.id;
      // The federation holds one donor per number: another unit's donor is named with the unit.
      const unit = target && existing.unit?.id !== target.unitId ? existing.unit : null;
      checked.reasons = {
        number1: unit
          ? {
              code: 'registeredInUnit',
              message: `This number is already a donor of ${unit.name.en}`,
              detail: unit.name[target!.language],
            }
          : reason('This number is already registered to a donor', 'registered'),
      };
      return checked;
    }
    for (const field of ['number1', 'number2'] as const) {
      const phone = input.get(field);
      if (!/^\d{11}$/.test(phone) || reasons[field]) continue;
      const others = (rowsOf.get(phone) ?? [])
        .filter((other) => other !== input)
        .map((other) => where(other, input));
      if (others.length)
        reasons[field] = {
          code: 'repeatedInFile',
          message: `The same number is on row ${others.join(', ')}`,
          detail: others.join(', '),
        };
      else if (field === 'number2' && registered.has(phone))
        reasons.number2 = reason(
          'This number is already registered to a donor (number2)',
          'registered',
        );
    }
    if (Object.keys(reasons).length) checked.status = 'error';
    return checked;
  });
}

export function countRows(rows: CheckedRow[]) {
  const counts = { rows: rows.length, new: 0, duplicate: 0, error: 0 };
  for (const r of rows) counts[r.status] += 1;
  return counts;
}

/** The rows that need the admin's eye for the preview: errors first, then duplicates, bounded. */
export function issuesOf(
  rows: CheckedRow[],
  mapping: ImportMapping,
): { issues: ImportIssue[]; truncated: boolean } {
  const wanted = [
    ...rows.filter((r) => r.status === 'error'),
    ...rows.filter((r) => r.status === 'duplicate'),
  ];
  const text = (r: CheckedRow, field: ImportField) => {
    const column = mapping[field];
    return column === null || column === undefined ? '' : cellText(r.cells[column]);
  };
  return {
    truncated: wanted.length > IMPORT_PREVIEW_ISSUES,
    issues: wanted.slice(0, IMPORT_PREVIEW_ISSUES).map((r) => ({
      row: r.row,
      ...(r.sheet !== undefined ? { sheet: r.sheet } : {}),
      status: r.status,
      name: text(r, 'name').slice(0, 80),
      number1: text(r, 'number1').slice(0, 30),
      reasons: Object.fromEntries(
        Object.entries(r.reasons).map(([k, v]) => [k, v.code]),
      ) as ImportIssue['reasons'],
      messages: Object.fromEntries(
        Object.entries(r.reasons).map(([k, v]) => [k, v.message]),
      ) as ImportIssue['messages'],
      details: Object.fromEntries(
        Object.entries(r.reasons).flatMap(([k, v]) => (v.detail ? [[k, v.detail]] : [])),
      ) as ImportIssue['details'],
    })),
  };
}
