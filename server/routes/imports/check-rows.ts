import { todayInBangladesh } from '../../../common/dates.ts';
import { and, inArray, isNull, or } from 'drizzle-orm';
import { bloodGroupOf, consentOf, genderOf, isNoDate, isoDateOf, isRealDay, normalisePhone, phonesOf } from '../../../common/import-values.ts';
import { PlaceNameIndex } from '../../../common/place-names.ts';
import { DONOR_MESSAGES, donorRegistrationBody, type PlacedDonorRegistration } from '../../../common/schemas/donors.ts';
import {
  IMPORT_PREVIEW_ISSUES,
  type ImportField,
  type ImportIssue,
  type ImportMapping,
  type ImportRowStatus,
} from '../../../common/schemas/imports.ts';
import { PHONE_MESSAGES } from '../../../common/schemas/phone.ts';
import type { Db } from '../../db/client.ts';
import { districts, divisions, donors, unions, upazilas } from '../../db/schema.ts';
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
  donor?: PlacedDonorRegistration;
  /** YYYY-MM-DD of the last donation, when the sheet gives one. */
  lastDonation?: string;
  /** The registered donor a duplicate row names. */
  existingId?: string;
  reasons: Partial<Record<ImportField | 'row', Reason>>;
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

const reason = (message: string, code = REASON_CODES[message] ?? (message.startsWith('Name must be at most') ? 'tooLong' : 'invalid')): Reason => ({ code, message });

const PLACE_LEVELS = ['division', 'district', 'upazila', 'union'] as const;
type PlaceLevel = (typeof PLACE_LEVELS)[number];

/**
 * The geography in memory (about 5,100 rows): per level, the places under each parent ('' for
 * divisions), found by any common way of writing their names (common/place-names.ts).
 */
export type Places = Record<PlaceLevel, Map<string, PlaceNameIndex>>;

export async function loadPlaces(db: Db): Promise<Places> {
  const [divs, dists, upas, unis] = await Promise.all([
    db.select({ id: divisions.id, name: divisions.name, bnName: divisions.bnName }).from(divisions),
    db.select({ id: districts.id, parent: districts.divisionId, name: districts.name, bnName: districts.bnName }).from(districts),
    db.select({ id: upazilas.id, parent: upazilas.districtId, name: upazilas.name, bnName: upazilas.bnName }).from(upazilas),
    db.select({ id: unions.id, parent: unions.upazilaId, name: unions.name, bnName: unions.bnName }).from(unions),
  ]);
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
  return { division: index(divs), district: index(dists), upazila: index(upas), union: index(unis) };
}


/** A leading apostrophe that a spreadsheet export put before = + - @ to keep it text is not part of the value. */
const GUARD = /^'(?=[=+\-@])/;

const cellText = (cell: Cell | undefined): string =>
  cell === undefined ? '' : cell instanceof Date ? isoDateOf(cell) : cell.normalize('NFC').trim().replace(GUARD, '');

/** The place columns that fill from above fills (a CSV saved from merged cells leaves them blank below the first row). */
const FILL_FIELDS: readonly ImportField[] = [...PLACE_LEVELS, 'village'];
const AREA_FIELDS = new Set<ImportField>(FILL_FIELDS);

/**
 * How many rows fill from above would change: rows with a blank place cell (division, district,
 * upazila, union, village) under a value in the same column, counted as `checkRows` fills them
 * (a filled value carries on down a run of blanks). The preview offers the fill with this count.
 */
export function fillDownCount(rows: SheetRow[], mapping: RowMapping): number {
  const columns = FILL_FIELDS.map((f) => mapping[f]).filter((c): c is number => c !== null && c !== undefined);
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

interface RowInput {
  row: number;
  cells: Cell[];
  get(field: ImportField | 'contactConsent'): string;
}

/** The mapping with the consent column the server finds itself (a column named consent / সম্মতি; none: no consent). */
export type RowMapping = ImportMapping & { contactConsent?: number | null };

const CONSENT_HEADERS = ['consent', 'agree', 'সম্মতি'];
export function consentColumnOf(headers: string[]): number | null {
  const index = headers.findIndex((h) => CONSENT_HEADERS.some((w) => h.normalize('NFC').toLowerCase().includes(w)));
  return index === -1 ? null : index;
}

/**
 * One row's values by field. Two numbers in the first number's cell give the first and the second
 * number (when the sheet has no second number there); with `above` (fill down, a CSV's option), a
 * blank place cell (division to village) takes the value of the row above, as a CSV saved from
 * vertically merged cells leaves them. (A workbook's merged cells are filled by its reader.)
 */
function rowInput(sheetRow: SheetRow, mapping: RowMapping, above: RowInput | undefined): RowInput {
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
      value = cell instanceof Date ? isoDateOf(cell) : isoDateOf(cellText(cell));
      if (field === 'lastDonation' && isNoDate(value)) value = '';
    } else value = raw(field);
    if (!value && above && field !== 'contactConsent' && AREA_FIELDS.has(field)) value = above.get(field);
    values.set(field, value);
    return value;
  };
  return { row, cells, get };
}

/** The form's values from one row, and the reasons for what cannot become one. */
function readRow(input: RowInput, places: Places): Pick<CheckedRow, 'donor' | 'lastDonation' | 'reasons'> {
  const reasons: CheckedRow['reasons'] = {};
  const groupText = input.get('bloodGroup');
  const bloodGroup = groupText ? bloodGroupOf(groupText) : undefined;
  if (groupText && !bloodGroup) reasons.bloodGroup = reason(`"${groupText}" is not a blood group`, 'bloodGroup');
  const genderText = input.get('gender');
  const gender = genderText ? genderOf(genderText) : undefined;
  if (genderText && !gender) reasons.gender = reason(`"${genderText}" is not a gender`, 'gender');

  // Places: each level by its name within the level above.
  const ids: Partial<Record<PlaceLevel, number>> = {};
  let parent = '';
  for (const level of PLACE_LEVELS) {
    const text = input.get(level);
    if (!text) {
      reasons[level] = reason(DONOR_MESSAGES[level], 'required');
      break;
    }
    const index = places[level].get(parent);
    const found = index?.find(text) ?? [];
    if (found.length > 1) {
      // Two places under one parent share the name written (some unions do in English): say which.
      const names = index!.namesOf(found).join(', ');
      reasons[level] = { code: 'placeAmbiguous', message: `"${text}" names more than one ${level}: ${names}`, detail: names };
      break;
    }
    if (found.length === 0) {
      const above = level === 'district' ? 'division' : level === 'upazila' ? 'district' : 'upazila';
      const close = index?.close(text) ?? [];
      const message = parent ? `"${text}" is not a ${level} of the ${above} above` : `"${text}" is not a ${level}`;
      reasons[level] = { code: 'placeUnknown', message: close.length ? `${message}; close names: ${close.join(', ')}` : message, ...(close.length ? { detail: close.join(', ') } : {}) };
      break;
    }
    ids[level] = found[0]!;
    parent = String(found[0]);
  }

  const parsed = donorRegistrationBody.safeParse({
    name: input.get('name'),
    bloodGroup: bloodGroup ?? (groupText ? 'invalid' : undefined),
    age: input.get('birthDate'),
    number1: input.get('number1'),
    number2: input.get('number2'),
    gender: gender ?? (genderText ? 'invalid' : undefined),
    division: ids.division ?? 0,
    district: ids.district ?? 0,
    upazila: ids.upazila ?? 0,
    union: ids.union ?? 0,
    village: input.get('village'),
    // No consent column, or an empty cell: the donor has not agreed to be contacted.
    contactConsent: consentOf(input.get('contactConsent')) ?? false,
  });
  const consentText = input.get('contactConsent');
  if (consentText && consentOf(consentText) === undefined) reasons.row ??= reason(`Consent: "${consentText}" is not yes or no`, 'invalid');
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'row');
      const field = (key === 'age' ? 'birthDate' : key) as ImportField;
      reasons[field] ??= reason(issue.message);
    }
  }

  const lastText = input.get('lastDonation');
  let lastDonation: string | undefined;
  if (lastText) {
    if (!isRealDay(lastText)) reasons.lastDonation = reason(`"${lastText}" is not a date`, 'date');
    else if (lastText > todayInBangladesh()) reasons.lastDonation = reason('The last donation cannot be in the future', 'dateFuture');
    else if (parsed.success && lastText < parsed.data.age) reasons.lastDonation = reason('The last donation cannot be before the date of birth', 'beforeBirth');
    else lastDonation = lastText;
  }
  // The places were matched above, so a parsed row's places are ids.
  const donor = parsed.success
    ? { ...parsed.data, division: ids.division!, district: ids.district!, upazila: ids.upazila!, union: ids.union! }
    : undefined;
  return { donor, lastDonation, reasons };
}

/** Live donors holding any of these numbers (as first or second number), by number. */
async function registeredPhones(db: Db, phones: string[]): Promise<Map<string, { id: string; phone2: string | null }>> {
  const found = new Map<string, { id: string; phone2: string | null }>();
  for (let i = 0; i < phones.length; i += 1000) {
    const chunk = phones.slice(i, i + 1000);
    const rows = await db
      .select({ id: donors.id, phone1: donors.phone1, phone2: donors.phone2 })
      .from(donors)
      .where(and(isNull(donors.archivedAt), or(inArray(donors.phone1, chunk), inArray(donors.phone2, chunk))));
    for (const r of rows) {
      found.set(r.phone1, { id: r.id, phone2: r.phone2 });
      if (r.phone2) found.set(r.phone2, { id: r.id, phone2: r.phone2 });
    }
  }
  return found;
}

/**
 * Every row checked. `db` may be the confirm's transaction, so that what is written is what was
 * checked against the donors of that moment.
 */
export async function checkRows(db: Db, rows: SheetRow[], mapping: RowMapping, places: Places, fillDown = false): Promise<CheckedRow[]> {
  const inputs: RowInput[] = [];
  for (const row of rows) inputs.push(rowInput(row, mapping, fillDown ? inputs.at(-1) : undefined));
  const read = inputs.map((input) => ({ input, ...readRow(input, places) }));
  const phones = [
    ...new Set(read.flatMap(({ input }) => [input.get('number1'), input.get('number2')]).filter((p) => /^\d{11}$/.test(p))),
  ];
  const registered = await registeredPhones(db, phones);
  const seen = new Map<string, number>();

  return read.map(({ input, donor, lastDonation, reasons }) => {
    const number1 = input.get('number1');
    const existing = /^\d{11}$/.test(number1) ? registered.get(number1) : undefined;
    const checked: CheckedRow = { row: input.row, cells: input.cells, status: 'new', reasons, donor, lastDonation };
    if (existing) {
      // Already registered: whatever else the row says, it is that donor (skipped or completed).
      checked.status = 'duplicate';
      checked.existingId = existing.id;
      checked.reasons = { number1: reason('This number is already registered to a donor', 'registered') };
      return checked;
    }
    for (const field of ['number1', 'number2'] as const) {
      const phone = input.get(field);
      if (!/^\d{11}$/.test(phone) || reasons[field]) continue;
      const earlier = seen.get(phone);
      if (earlier !== undefined) reasons[field] = { code: 'repeatedInFile', message: `The same number is on row ${earlier}`, detail: String(earlier) };
      else if (field === 'number2' && registered.has(phone)) reasons.number2 = reason('This number is already registered to a donor (number2)', 'registered');
    }
    for (const field of ['number1', 'number2'] as const) {
      const phone = input.get(field);
      if (/^\d{11}$/.test(phone) && !seen.has(phone)) seen.set(phone, input.row);
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
export function issuesOf(rows: CheckedRow[], mapping: ImportMapping): { issues: ImportIssue[]; truncated: boolean } {
  const wanted = [...rows.filter((r) => r.status === 'error'), ...rows.filter((r) => r.status === 'duplicate')];
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
      reasons: Object.fromEntries(Object.entries(r.reasons).map(([k, v]) => [k, v.code])) as ImportIssue['reasons'],
      messages: Object.fromEntries(Object.entries(r.reasons).map(([k, v]) => [k, v.message])) as ImportIssue['messages'],
      details: Object.fromEntries(Object.entries(r.reasons).flatMap(([k, v]) => (v.detail ? [[k, v.detail]] : []))) as ImportIssue['details'],
    })),
  };
}

