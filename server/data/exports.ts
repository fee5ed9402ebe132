import { endOfDay, startOfDay } from '../../common/dates.ts';
import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { BloodRequestExportQuery } from '../../common/schemas/imports.ts';
import type { Language } from '../../common/language.ts';
import { PlaceNameIndex } from '../../common/place-names.ts';
import type { Database, Db } from '../db/client.ts';
import { bloodRequests, districts, divisions, donors, unions, upazilas } from '../db/schema.ts';
import type { ColumnKind, SheetColumn } from '../shared/sheet-writer.ts';
import { liveBloodRequest } from './blood-requests.ts';
import { inScope, type Scope } from './scope.ts';
import { listCondition, listOrder } from './donors.ts';
import { allPlaceNames } from './imports.ts';

/**
 * Exports (docs/ARCHITECTURE.md, routes/exports): the columns of each list as SQL (codes as words
 * of the admin's language, places by name), the statements, and the cursor that reads them in
 * one read-only snapshot. The route streams what this reads into the file.
 */

/** Rows fetched from the cursor at a time: memory stays flat however long the list. */
const PAGE_ROWS = 500;

const day = (column: SQL | AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'Asia/Dhaka', 'YYYY-MM-DD')`;
const minute = (column: SQL | AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'Asia/Dhaka', 'YYYY-MM-DD HH24:MI')`;

const BLOOD_GROUP_LABEL = sql<string>`case ${donors.bloodGroup}
  when 'aPositive' then 'A+' when 'aNegative' then 'A-' when 'bPositive' then 'B+' when 'bNegative' then 'B-'
  when 'oPositive' then 'O+' when 'oNegative' then 'O-' when 'abPositive' then 'AB+' when 'abNegative' then 'AB-' end`;
const REQUEST_GROUP_LABEL = sql<string>`case ${bloodRequests.bloodGroup}
  when 'aPositive' then 'A+' when 'aNegative' then 'A-' when 'bPositive' then 'B+' when 'bNegative' then 'B-'
  when 'oPositive' then 'O+' when 'oNegative' then 'O-' when 'abPositive' then 'AB+' when 'abNegative' then 'AB-' end`;

/** A stored code as a word of the admin's language. */
function words(column: SQL | AnyPgColumn, byCode: Record<string, string>): SQL<string> {
  const cases = Object.entries(byCode).map(
    ([code, word]) => sql`when ${code}::text then ${word}::text`,
  );
  return sql<string>`case ${column} ${sql.join(cases, sql` `)} end`;
}

const WORDS = {
  bn: {
    gender: { male: 'পুরুষ', female: 'মহিলা', third: 'তৃতীয় লিঙ্গ', unknown: 'অজানা' },
    donorStatus: { verified: 'যাচাইকৃত', pending: 'অপেক্ষমাণ' },
    available: 'রক্ত দিতে পারেন',
    resting: 'বিরতিতে',
    requestStatus: { incomplete: 'অসম্পন্ন', done: 'সম্পন্ন', cancelled: 'বাতিল' },
  },
  en: {
    gender: { male: 'Male', female: 'Female', third: 'Third gender', unknown: 'Unknown' },
    donorStatus: { verified: 'Verified', pending: 'Pending' },
    available: 'Available',
    resting: 'Resting',
    requestStatus: { incomplete: 'Incomplete', done: 'Complete', cancelled: 'Cancelled' },
  },
} satisfies Record<Language, unknown>;

/** A column of an export: its header, what it holds (for the XLSX cell) and its width, and the value read. */
export interface ExportColumn extends SheetColumn {
  value: SQL;
}
const column = (
  header: string,
  value: SQL,
  kind: ColumnKind = 'text',
  width?: number,
): ExportColumn => ({ header, value, kind, width });

/** The last day of a current pause ("not available until"): the pause ends at the start of the next day; blank once over. */
const pausedUntilDay = sql<string>`case when ${donors.pausedUntil} > now()
  then to_char((${donors.pausedUntil} - interval '1 millisecond') at time zone 'Asia/Dhaka', 'YYYY-MM-DD') end`;

interface PlaceTable {
  id: AnyPgColumn;
  name: AnyPgColumn;
  bnName: AnyPgColumn;
}

/**
 * A place's name in the export's language; for the few places whose name in that language the
 * import would not find again as this place (two unions under one upazila share the English name),
 * the name in the other language.
 */
function placeName(table: PlaceTable, language: Language, unclear: readonly number[]): SQL {
  const [own, other] = language === 'bn' ? [table.bnName, table.name] : [table.name, table.bnName];
  return unclear.length
    ? sql`case when ${inArray(table.id, [...unclear])} then ${other} else ${own} end`
    : sql`${own}`;
}

const PLACE_LEVELS = ['division', 'district', 'upazila', 'union'] as const;
type UnclearPlaces = Record<(typeof PLACE_LEVELS)[number], number[]>;

/**
 * Per level, the places whose name in `language` does not lead back to them alone among the places
 * under the same parent (the import matches names within the place above, common/place-names.ts).
 * About 5,100 rows, read before the export's transaction.
 */
async function unclearPlaces(db: Db, language: Language): Promise<UnclearPlaces> {
  const [divisionRows, ...below] = await allPlaceNames(db);
  const levels = [divisionRows.map((division) => ({ ...division, parent: 0 })), ...below];
  const unclear: UnclearPlaces = { division: [], district: [], upazila: [], union: [] };
  PLACE_LEVELS.forEach((level, i) => {
    const byParent = new Map<number, (typeof levels)[number]>();
    for (const place of levels[i]!)
      byParent.set(place.parent, [...(byParent.get(place.parent) ?? []), place]);
    for (const siblings of byParent.values()) {
      const index = new PlaceNameIndex(siblings);
      for (const place of siblings) {
        const found = index.find(language === 'bn' ? place.bnName : place.name);
        if (found.length !== 1 || found[0] !== place.id) unclear[level].push(place.id);
      }
    }
  });
  return unclear;
}

/**
 * The columns of a donor export. Headers in both languages, each one that the import recognises
 * (or, for the columns it does not read, one that names no donor field), so that an exported list
 * can be imported elsewhere as it is; codes (gender, status, state) as words of the admin's
 * language, which the import reads back, and places by their names in that language.
 */
function donorColumns(language: Language, unclear: UnclearPlaces): ExportColumn[] {
  const w = WORDS[language];
  return [
    column('Name / নাম', sql`${donors.name}`, 'text', 24),
    column('Blood group / রক্তের গ্রুপ', BLOOD_GROUP_LABEL, 'text', 8),
    column('Date of birth / জন্ম তারিখ', sql`${donors.birthDate}::text`, 'date'),
    column('Phone / মোবাইল', sql`${donors.phone1}`, 'phone'),
    column('Phone 2 / মোবাইল ২', sql`${donors.phone2}`, 'phone'),
    column('Gender / লিঙ্গ', words(donors.gender, w.gender), 'text', 12),
    column('Division / বিভাগ', placeName(divisions, language, unclear.division), 'text', 14),
    column('District / জেলা', placeName(districts, language, unclear.district), 'text', 16),
    column('Upazila / উপজেলা', placeName(upazilas, language, unclear.upazila), 'text', 18),
    column('Union / ইউনিয়ন', placeName(unions, language, unclear.union), 'text', 20),
    column('Village / গ্রাম', sql`${donors.village}`, 'text', 22),
    column('Last donation / সর্বশেষ রক্তদান', day(donors.lastDonatedAt), 'date'),
    column('Total donations / মোট রক্তদান', sql`${donors.donationCount}`, 'number'),
    column('Available from / পরবর্তী সুযোগ', day(donors.nextEligibleAt), 'date'),
    column('Not available until / বিরতি পর্যন্ত', pausedUntilDay, 'date'),
    column('Status / অবস্থা', words(donors.status, w.donorStatus), 'text', 12),
    column(
      'State / এখন',
      sql`case when ${donors.nextEligibleAt} is null or ${donors.nextEligibleAt} <= now() then ${w.available}::text else ${w.resting}::text end`,
      'text',
      16,
    ),
    column('Registered / নিবন্ধন', day(donors.createdAt), 'date'),
  ];
}

const requestDivision = alias(divisions, 'request_division');
const requestDistrict = alias(districts, 'request_district');
const requestUpazila = alias(upazilas, 'request_upazila');
const requestUnion = alias(unions, 'request_union');

function requestColumns(language: Language): ExportColumn[] {
  const w = WORDS[language];
  return [
    column('Patient / রোগী', sql`${bloodRequests.patientName}`, 'text', 22),
    column('Blood group / রক্তের গ্রুপ', REQUEST_GROUP_LABEL, 'text', 8),
    column('Bags / ব্যাগ', sql`${bloodRequests.quantity}`, 'number'),
    column('Hemoglobin / হিমোগ্লোবিন', sql`${bloodRequests.hemoglobin}`, 'text', 8),
    column('Needed at / প্রয়োজনের সময়', minute(sql`${bloodRequests.neededAt}`), 'minute'),
    column('Place / স্থান', sql`${bloodRequests.place}`, 'text', 26),
    column('Phone / মোবাইল', sql`${bloodRequests.phone1}`, 'phone'),
    column('Phone 2 / মোবাইল ২', sql`${bloodRequests.phone2}`, 'phone'),
    column('Problem / সমস্যা', sql`${bloodRequests.problem}`, 'text', 28),
    column('Status / অবস্থা', words(bloodRequests.status, w.requestStatus), 'text', 12),
    column('Requested at / অনুরোধের সময়', minute(sql`${bloodRequests.createdAt}`), 'minute'),
    column('Completed at / সম্পন্নের সময়', minute(sql`${bloodRequests.completedAt}`), 'minute'),
    column('Cancelled at / বাতিলের সময়', minute(sql`${bloodRequests.cancelledAt}`), 'minute'),
    column('Cancel reason / বাতিলের কারণ', sql`${bloodRequests.cancelReason}`, 'text', 26),
    column('Division / বিভাগ', placeName(requestDivision, language, []), 'text', 14),
    column('District / জেলা', placeName(requestDistrict, language, []), 'text', 16),
    column('Upazila / উপজেলা', placeName(requestUpazila, language, []), 'text', 18),
    column('Union / ইউনিয়ন', placeName(requestUnion, language, []), 'text', 20),
  ];
}

/** Column aliases c0, c1, ... so that rows read through the cursor have one key per column. */
const selection = (columns: ExportColumn[]) =>
  Object.fromEntries(columns.map(({ value }, i) => [`c${i}`, sql`${value}`.as(`c${i}`)]));


/** The donor list an export writes: its columns and statement (the list's own filter and order). */
export async function donorExportStatement(
  db: Db,
  query: Omit<Parameters<typeof listCondition>[1], 'limit' | 'pageNumber'> & {
    list: Parameters<typeof listCondition>[0];
    sortByDonateCount: boolean;
  },
  language: Language,
  scope: Scope,
) {
  // Which places to write by their other name (read before the export's transaction; the geography is small).
  const columns = donorColumns(language, await unclearPlaces(db, language));
  const where = listCondition(query.list, { ...query, limit: 1, pageNumber: 0 }, new Date());
  const statement = db
    .select(selection(columns))
    .from(donors)
    // A donor from a list may be known only part of the way down (or not at all): empty cells then.
    .leftJoin(divisions, eq(divisions.id, donors.divisionId))
    .leftJoin(districts, eq(districts.id, donors.districtId))
    .leftJoin(upazilas, eq(upazilas.id, donors.upazilaId))
    .leftJoin(unions, eq(unions.id, donors.unionId))
    .where(and(where, inScope(donors.unitId, scope)))
    .orderBy(...listOrder(query.list, query.sortByDonateCount))
    .toSQL();
  return { columns, statement };
}

/** The blood requests an export writes (live ones created from `from` to `to`, of the status asked). */
export function bloodRequestExportStatement(
  db: Db,
  query: Pick<BloodRequestExportQuery, 'status' | 'from' | 'to'>,
  language: Language,
  scope: Scope,
) {
  const columns = requestColumns(language);
  const statuses = {
    complete: ['done'],
    incomplete: ['incomplete'],
    cancelled: ['cancelled'],
    all: ['done', 'incomplete', 'cancelled'],
  }[query.status];
  const statement = db
    .select(selection(columns))
    .from(bloodRequests)
    .leftJoin(requestDivision, eq(requestDivision.id, bloodRequests.divisionId))
    .leftJoin(requestDistrict, eq(requestDistrict.id, bloodRequests.districtId))
    .leftJoin(requestUpazila, eq(requestUpazila.id, bloodRequests.upazilaId))
    .leftJoin(requestUnion, eq(requestUnion.id, bloodRequests.unionId))
    .where(
      and(
        liveBloodRequest,
        inArray(bloodRequests.status, statuses),
        gte(bloodRequests.createdAt, startOfDay(query.from)),
        lt(bloodRequests.createdAt, endOfDay(query.to)),
        inScope(bloodRequests.unitId, scope),
      ),
    )
    .orderBy(desc(bloodRequests.createdAt), desc(bloodRequests.id))
    .toSQL();
  return { columns, statement };
}

/**
 * Reads a statement through a cursor in one read-only snapshot transaction, PAGE_ROWS rows at a
 * time, each page handed to `onPage` before the next is fetched; the number of rows read. On the
 * embedded database other queries wait while an export is read (as for a backup).
 */
export function readThroughCursor(
  database: Database,
  statement: { sql: string; params: unknown[] },
  onPage: (rows: Record<string, unknown>[]) => Promise<void>,
) {
  return database.withTransaction(
    async (q) => {
      await q.query(
        `DECLARE roktosetu_export NO SCROLL CURSOR FOR ${statement.sql}`,
        statement.params,
      );
      let total = 0;
      for (;;) {
        const page = await q.query<Record<string, unknown>>(
          `FETCH ${PAGE_ROWS} FROM roktosetu_export`,
        );
        if (!page.length) break;
        await onPage(page);
        total += page.length;
      }
      await q.query('CLOSE roktosetu_export');
      return total;
    },
    { readOnlySnapshot: true },
  );
}
