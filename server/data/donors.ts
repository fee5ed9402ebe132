import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNull,
  like,
  lt,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { ConsentFilter } from '../../common/constants.ts';
import type { PlacedDonorListQuery } from '../../common/schemas/donors.ts';
import { toAsciiDigits } from '../../common/text.ts';
import { rowsOf, type Db } from '../db/client.ts';
import { districts, divisions, donorLinks, donors, unions, upazilas } from '../db/schema.ts';
import { containsPattern } from '../db/search.ts';
import { COUNT_CAP, countUpTo, estimateRows, pageTotal } from '../db/page-total.ts';
import { eligibleForEstimate } from './matches.ts';
import { afterCondition, decodeCursor, encodeCursor, filtersOf } from './donor-list-cursor.ts';
import { EVERYTHING, inScope, matchableIn, type Scope } from './scope.ts';

/** A donor with the Bengali and English names of its geography, as the lists and modals show it. */
const donorColumns = {
  donor: donors,
  divisionName: divisions.bnName,
  districtName: districts.bnName,
  upazilaName: upazilas.bnName,
  unionName: unions.bnName,
  divisionEnName: divisions.name,
  districtEnName: districts.name,
  upazilaEnName: upazilas.name,
  unionEnName: unions.name,
};

/** A level's names are null where the donor's place is not known that far down. */
export type DonorRecord = {
  donor: typeof donors.$inferSelect;
  divisionName: string | null;
  districtName: string | null;
  upazilaName: string | null;
  unionName: string | null;
  divisionEnName: string | null;
  districtEnName: string | null;
  upazilaEnName: string | null;
  unionEnName: string | null;
};

/** Archived donors are out of every list, count, search and edit; only the archive screen reads them. */
export const liveDonor = isNull(donors.archivedAt);

/** The donors a caller's scope holds (server/data/scope.ts); no condition for everything. */
export const donorInScope = (scope: Scope) => inScope(donors.unitId, scope);

/**
 * For a scope of units: the ids of the first `take` donors matching `where` (the list's
 * conditions without the scope's, which each walk's unit replaces) in `order`, walked
 * per unit (and for the queue), each walk in its own unit-leading index (donors_unit_*_idx), so
 * that the page is found among at most `take` rows per unit. `unit_id in (...)` cannot be read in
 * a list's order from an index that starts with the unit: the planner then walked the whole
 * federation's list index and read each passed row from the table to see its unit (at 100 units
 * and 1,000,000 donors, 5,800 table pages for one unavailable page). The condition stands alone
 * in the page query (the walks hold `where`): with the list's conditions beside it, the planner
 * may still choose the federation's index for the outer query.
 *
 * Undefined (the plain query) for everything, and for a scope of more than UNIT_WALKS units and
 * queue: such a scope (a zone's) holds a large share of the donors, so the federation's index
 * finds its page soon, while planning one walk per unit cost more than the walks saved (eleven
 * walks: 12 ms of planning at 1,000,000 donors, docs/performance.md).
 */
const UNIT_WALKS = 4;

function perUnitIds(
  db: Db,
  where: SQL | undefined,
  scope: Scope,
  order: SQL[],
  take: number,
): SQL | undefined {
  if (scope.all) return undefined;
  const walks = [
    ...scope.unitIds.map((id) => eq(donors.unitId, id)),
    ...(scope.queue ? [isNull(donors.unitId)] : []),
  ].map(
    (unit) =>
      sql`(${db
        .select({ id: donors.id })
        .from(donors)
        .where(and(where, unit))
        .orderBy(...order)
        .limit(take)})`,
  );
  if (!walks.length) return sql`false`;
  if (walks.length > UNIT_WALKS) return undefined;
  return sql`${donors.id} in (${sql.join(walks, sql` union all `)})`;
}

function selectDonors(db: Db) {
  return db
    .select(donorColumns)
    .from(donors)
    .leftJoin(divisions, eq(divisions.id, donors.divisionId))
    .leftJoin(districts, eq(districts.id, donors.districtId))
    .leftJoin(upazilas, eq(upazilas.id, donors.upazilaId))
    .leftJoin(unions, eq(unions.id, donors.unionId));
}

/** When each of these donors' live private link was issued (donors without one are absent). */
export async function liveLinkTimes(db: Db, ids: string[]): Promise<Map<string, Date>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ donorId: donorLinks.donorId, issuedAt: donorLinks.issuedAt })
    .from(donorLinks)
    .where(and(inArray(donorLinks.donorId, ids), isNull(donorLinks.revokedAt)));
  return new Map(rows.map((r) => [r.donorId, r.issuedAt]));
}

// ---------------------------------------------------------------- registration and edits

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Serialises writes that touch the same phone numbers, so that two registrations with one
 * number cannot both pass the duplicate check (phone2 has no unique index).
 */
export async function lockPhones(tx: Tx, phones: string[]) {
  for (const phone of [...new Set(phones)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`donor-phone:${phone}`}))`);
  }
}

/** Which of `phones` another donor already has, as phone1 or phone2. */
export async function takenPhone(
  tx: Tx,
  phones: string[],
  exceptId?: string,
): Promise<string | undefined> {
  const [row] = await tx
    .select({ phone1: donors.phone1, phone2: donors.phone2 })
    .from(donors)
    .where(
      and(
        or(inArray(donors.phone1, phones), inArray(donors.phone2, phones)),
        liveDonor,
        exceptId ? ne(donors.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (!row) return undefined;
  return phones.find((p) => p === row.phone1 || p === row.phone2);
}

export type PhoneConflict = { conflict: 'number1' | 'number2' };

export function conflictField(
  phone: string,
  body: { number1: string; number2?: string | null },
): PhoneConflict {
  return { conflict: phone === body.number1 ? 'number1' : 'number2' };
}

/**
 * Unions with their upazila, district and division ids: the lowest-numbered union of each division
 * or of each upazila, in id order (where demo donors and test donors live).
 */
export function unionPlaces(db: Db, onePer: 'division' | 'upazila') {
  const group = onePer === 'division' ? districts.divisionId : upazilas.id;
  return db
    .selectDistinctOn([group], {
      unionId: unions.id,
      upazilaId: upazilas.id,
      districtId: districts.id,
      divisionId: districts.divisionId,
    })
    .from(unions)
    .innerJoin(upazilas, eq(upazilas.id, unions.upazilaId))
    .innerJoin(districts, eq(districts.id, upazilas.districtId))
    .orderBy(asc(group), asc(unions.id));
}

// ---------------------------------------------------------------- the request queue

/** The pending registrations, newest first; paged and counted like the donor lists (pageDonors). */
export async function pageDonorRequests(
  db: Db,
  options: { limit: number; page: number; consent?: ConsentFilter },
  scope: Scope,
) {
  const listed = and(eq(donors.status, 'pending'), liveDonor, consentCondition(options.consent));
  const where = and(listed, donorInScope(scope));
  const order = [desc(donors.createdAt), desc(donors.id)];
  const offset = options.page * options.limit;
  const ids = db
    .select({ id: donors.id })
    .from(donors)
    .where(perUnitIds(db, listed, scope, order, offset + options.limit + 1) ?? where)
    .orderBy(...order)
    .limit(options.limit + 1)
    .offset(offset);
  const page = await selectDonors(db)
    .where(inArray(donors.id, ids))
    .orderBy(...order);
  const total = await donorTotal(db, where, { offset, limit: options.limit, read: page.length });
  return { rows: page.slice(0, options.limit), total };
}

/**
 * The total behind a page of donors matching `where`, by the bounded rules of db/page-total.ts:
 * exact while small, the planner's estimate (of `estimateWhere`, a form the planner can read, if
 * given) beyond that. `counted`: the rows already counted up to COUNT_CAP + 1 (searchHits), not
 * counted again.
 */
async function donorTotal(
  db: Db,
  where: SQL | undefined,
  page: { offset: number; limit: number; read: number },
  estimateWhere: SQL | undefined = where,
  counted?: number,
) {
  const from = sql`from ${donors} where ${where}`;
  const { total } = await pageTotal({
    ...page,
    countUpTo: async (cap) => counted ?? countUpTo(db, from, cap),
    estimate: () => estimateRows(db, sql`from ${donors} where ${estimateWhere}`),
    countAll: async () => (await db.select({ n: count() }).from(donors).where(where))[0]?.n ?? 0,
  });
  return total;
}

// ---------------------------------------------------------------- the donor lists

/**
 * Donor search: digits (Bengali or ASCII, with or without +88) match a phone number exactly
 * (11 digits) or by prefix; other text matches name or village anywhere, case-insensitively.
 * The text is always a bound parameter, never a pattern of its own.
 */
export function phoneSearchDigits(text: string): string | undefined {
  const compact = toAsciiDigits(text).replace(/[\s-]/g, '');
  if (!/^\+?\d+$/.test(compact)) return undefined;
  const digits = compact.replace(/^\+/, '');
  return digits.length > 11 && digits.startsWith('880') ? digits.slice(2) : digits;
}

/** The smallest digit string greater than every string that starts with `prefix` ('0179' → '018'). */
export function prefixUpperBound(prefix: string): string | undefined {
  const digits = prefix.split('');
  while (digits.length && digits.at(-1) === '9') digits.pop();
  if (!digits.length) return undefined;
  digits[digits.length - 1] = String(Number(digits.at(-1)) + 1);
  return digits.join('');
}

function phoneMatches(
  column: typeof donors.phone1 | typeof donors.phone2,
  digits: string,
): SQL | undefined {
  if (digits.length >= 11) return eq(column, digits);
  const upper = prefixUpperBound(digits);
  return and(gte(column, digits), upper ? lt(column, upper) : undefined);
}

function searchCondition(text: string): SQL | undefined {
  if (!text) return undefined;
  const digits = phoneSearchDigits(text);
  if (digits) return or(phoneMatches(donors.phone1, digits), phoneMatches(donors.phone2, digits));
  const pattern = containsPattern(text);
  // Bengali has no letter case: LIKE finds the same rows as ILIKE and skips lowercasing every row.
  const match = text.toLowerCase() === text.toUpperCase() ? like : ilike;
  return or(match(donors.name, pattern), match(donors.village, pattern));
}

/** Consented (`yes`) or not (`no`): a plain condition on the boolean, its value a bound parameter. */
function consentCondition(consent: ConsentFilter | undefined): SQL | undefined {
  return consent === undefined ? undefined : eq(donors.contactConsent, consent === 'yes');
}

export type Availability = 'available' | 'unavailable';

/** `forEstimate`: the available condition as the planner estimates it right (eligibleForEstimate). */
export function listCondition(
  kind: Availability,
  query: PlacedDonorListQuery,
  now: Date,
  forEstimate = false,
): SQL | undefined {
  return and(
    eq(donors.status, 'verified'),
    liveDonor,
    kind === 'available'
      ? forEstimate
        ? eligibleForEstimate(sql`${donors.nextEligibleAt}`, now)
        : or(isNull(donors.nextEligibleAt), lte(donors.nextEligibleAt, now))
      : gt(donors.nextEligibleAt, now),
    query.divisionFilterData === undefined
      ? undefined
      : eq(donors.divisionId, query.divisionFilterData),
    query.districtFilterData === undefined
      ? undefined
      : eq(donors.districtId, query.districtFilterData),
    query.upazilaFilterData === undefined
      ? undefined
      : eq(donors.upazilaId, query.upazilaFilterData),
    query.unionFilterData === undefined ? undefined : eq(donors.unionId, query.unionFilterData),
    query.villageFilterData ? eq(donors.village, query.villageFilterData) : undefined,
    query.bloodGroupFilterData ? eq(donors.bloodGroup, query.bloodGroupFilterData) : undefined,
    // 'unknown' also finds donors whose gender was never said (a list's), as the API words them alike.
    query.genders.length
      ? query.genders.includes('unknown')
        ? or(inArray(donors.gender, query.genders), isNull(donors.gender))
        : inArray(donors.gender, query.genders)
      : undefined,
    consentCondition(query.consent),
    query.details === undefined
      ? undefined
      : eq(donors.detailsMissing, query.details === 'missing'),
    searchCondition(query.donorSearchData),
  );
}

export function listOrder(kind: Availability, byCount: boolean) {
  if (kind === 'available') {
    return byCount
      ? [desc(donors.donationCount), desc(donors.acceptedAt), desc(donors.id)]
      : [desc(donors.acceptedAt), desc(donors.id)];
  }
  return byCount
    ? [desc(donors.donationCount), asc(donors.donateClickedAt), asc(donors.id)]
    : [sql`${donors.donateClickedAt} asc nulls first`, asc(donors.id)];
}

/**
 * One page of verified donors who may give now (`available`: no next-eligible time, or it has
 * passed) or may not yet (`unavailable`), filtered, searched, paged and counted in SQL.
 *
 * The page is found on the donors table alone (its ids, in the list's order, one row more than the
 * page to see whether more follow) and only its rows are joined to their places: with the joins
 * inside the OFFSET, page 5,000 joined 50,000 rows to throw them away. The order's index carries
 * next_eligible_at, so the ids of a deep page come from the index alone. The total is counted by
 * the rules of server/db/page-total.ts: exact up to COUNT_CAP rows, an estimate beyond.
 */
export async function pageDonors(
  db: Db,
  kind: Availability,
  query: PlacedDonorListQuery,
  now: Date,
  scope: Scope,
) {
  const listed = listCondition(kind, query, now);
  const where = and(listed, donorInScope(scope));
  const order = listOrder(kind, query.sortByDonateCount);
  const offset = query.pageNumber * query.limit;
  // The available list continues from the page before's last row when the browser says where
  // that was (list-cursor.ts); otherwise, and for the unavailable list, whose order puts donors
  // who never clicked first and mixes directions, the page is found by its number.
  const after = kind === 'available' && query.after ? decodeCursor(query.after, query) : null;
  // Name and village search reads its matches once (searchHits); its plans rely on the planner's
  // costs every connection of the app's sets (server/db/client.ts).
  const textSearch = !!query.donorSearchData && !phoneSearchDigits(query.donorSearchData);
  const onPage = (condition: SQL | undefined) =>
    after ? and(condition, afterCondition(after)) : condition;
  const take = (after ? 0 : offset) + query.limit + 1;
  const pageWhere = onPage(where);
  const skip = after ? 0 : offset;
  const hits = textSearch
    ? await searchHits(db, where, after ? afterCondition(after) : undefined, order, query.limit, skip)
    : null;
  // All the hits (no more than COUNT_CAP): the page is theirs, and their number the count.
  const all = hits && hits.count <= COUNT_CAP ? hits : null;
  let page: DonorRecord[];
  let total: number;
  if (all) {
    page = all.page.length
      ? await selectDonors(db)
          .where(inArray(donors.id, all.page.map(({ id }) => id)))
          .orderBy(...order)
      : [];
    total = all.count;
  } else {
    // A search finds few rows of a unit: its own indexes (trigram, phone) and the unit filter
    // serve it better than a walk of the unit's rows in the list's order.
    const walks = query.donorSearchData
      ? undefined
      : perUnitIds(db, onPage(listed), scope, order, take);
    const ids = db
      .select({ id: donors.id })
      .from(donors)
      .where(walks ?? pageWhere)
      .orderBy(...order)
      .limit(query.limit + 1)
      .offset(skip);
    page = await selectDonors(db)
      .where(inArray(donors.id, ids))
      .orderBy(...order);
    total = await donorTotal(
      db,
      where,
      { offset, limit: query.limit, read: page.length },
      and(listCondition(kind, query, now, true), donorInScope(scope)),
      hits?.count,
    );
  }
  const rows = page.slice(0, query.limit);
  const last = rows.at(-1);
  const next =
    kind === 'available' && page.length > query.limit && last
      ? await cursorAfter(db, last.donor.id, query, all?.page)
      : null;
  return { rows, total, next };
}

/**
 * A text search's page and its count from one read of the rows it matches. A trigram search costs
 * most of its time in reading the index's posting lists, which span the federation however few of
 * a unit's donors match (a common name's trigrams point at tens of thousands of donors at
 * 1,000,000). The page query and the count each read them; here the matching ids are read once,
 * up to COUNT_CAP + 1 of them, in no order: when that is all of them (`count` ≤ COUNT_CAP) the page
 * is taken from those ids in the list's order and the count is exact, as the bounded count would
 * have made it. When more match, the caller pages as usual and the count is known to pass the cap.
 */
async function searchHits(
  db: Db,
  where: SQL | undefined,
  after: SQL | undefined,
  order: SQL[],
  limit: number,
  offset: number,
): Promise<{ count: number; page: CursorMark[] }> {
  // The hits carry the columns the list's orders and its cursor read, and the page is ordered
  // from them under the table's own name (the order and cursor conditions name "donors"), so the
  // page reads no table row again. Each page row comes as its cursor mark, so the next page's
  // `after` needs no query of its own.
  const [row] = await rowsOf<{ n: number; page: [string, string | null, number][] | null }>(
    db,
    sql`with hits as (
      select ${donors.id} as id, ${donors.acceptedAt} as accepted_at,
        ${donors.donationCount} as donation_count, ${donors.donateClickedAt} as donate_clicked_at
      from ${donors} where ${where ?? sql`true`} limit ${COUNT_CAP + 1})
    select (select count(*)::int from hits) as n,
      (select json_agg(json_build_array(p.id, p.at, p.n)) from (
        select ${donors.id} as id, ${donors.acceptedAt}::text as at, ${donors.donationCount} as n
        from hits as ${donors} where ${after ?? sql`true`}
        order by ${sql.join(order, sql`, `)} limit ${limit + 1} offset ${offset}
      ) p) as page`,
  );
  return {
    count: row?.n ?? 0,
    page: (row?.page ?? []).map(([id, at, count]) => ({ id, at, count })),
  };
}

/** Where a row stands in the available list's orders: what its cursor carries. */
type CursorMark = { id: string; at: string | null; count: number };

/**
 * The next page's `after`: the page's last row as the list orders it (its time to the
 * microsecond), from the marks the page's query brought when they hold it, else read.
 */
async function cursorAfter(
  db: Db,
  id: string,
  query: PlacedDonorListQuery,
  marks: CursorMark[] = [],
): Promise<string | null> {
  const mark = marks.find((m) => m.id === id);
  const [row] = mark
    ? [mark]
    : await db
        .select({ at: sql<string | null>`${donors.acceptedAt}::text`, count: donors.donationCount })
        .from(donors)
        .where(eq(donors.id, id));
  if (!row) return null;
  return encodeCursor({
    p: query.pageNumber,
    o: query.sortByDonateCount ? 'count' : 'accepted',
    f: filtersOf(query),
    a: row.at,
    n: row.count,
    i: id,
  });
}

// ---------------------------------------------------------------- donations and availability

// ---------------------------------------------------------------- leader board and verified list

/**
 * Verified donors with the most donations (only those who have donated), most first, in the scope
 * given: the leader boards (the installation's, a unit's) and the analytics' top donors.
 */
export function topDonors(db: Db, scope: Scope, limit: number) {
  return db
    .select({
      id: donors.id,
      name: donors.name,
      bloodGroup: donors.bloodGroup,
      donationCount: donors.donationCount,
    })
    .from(donors)
    .where(
      and(
        eq(donors.status, 'verified'),
        liveDonor,
        gt(donors.donationCount, 0),
        inScope(donors.unitId, scope),
        // The donor's choice (decisions/060): not answered yet shows the name, as before.
        sql`${donors.onLeaderboard} is not false`,
      ),
    )
    .orderBy(desc(donors.donationCount), asc(donors.acceptedAt), asc(donors.id))
    .limit(limit);
}

/**
 * One page of every verified donor, newest accepted first (the walk of donors_verified_accepted_idx),
 * read one row longer than asked and counted by the bounded rules of db/page-total.ts.
 */
export async function pageVerifiedDonors(
  db: Db,
  options: { limit: number; page: number },
  scope: Scope,
) {
  const listed = and(eq(donors.status, 'verified'), liveDonor);
  const where = and(listed, donorInScope(scope));
  const offset = options.page * options.limit;
  const order = [desc(donors.acceptedAt), desc(donors.id)];
  const page = await selectDonors(db)
    .where(perUnitIds(db, listed, scope, order, offset + options.limit + 1) ?? where)
    .orderBy(...order)
    .limit(options.limit + 1)
    .offset(offset);
  const total = await donorTotal(db, where, { offset, limit: options.limit, read: page.length });
  return { rows: page.slice(0, options.limit), total };
}

/** A live donor in the scope with its places' names; undefined when missing, archived or another unit's. */
export async function findDonor(db: Db, id: string, scope: Scope) {
  const [row] = await selectDonors(db).where(
    and(eq(donors.id, id), liveDonor, donorInScope(scope)),
  );
  return row;
}

/** A donor's two numbers (archived or not). */
export async function donorPhones(db: Db, id: string) {
  const [donor] = await db
    .select({ phone1: donors.phone1, phone2: donors.phone2 })
    .from(donors)
    .where(eq(donors.id, id));
  return donor;
}

/** A donor's row as stored. */
export type DonorRow = typeof donors.$inferSelect;

/** A live donor in the scope, locked for a change (undefined: missing, archived or another unit's). */
export async function lockLiveDonor(
  db: Db,
  id: string,
  scope: Scope,
): Promise<DonorRow | undefined> {
  const [row] = await db
    .select()
    .from(donors)
    .where(and(eq(donors.id, id), liveDonor, donorInScope(scope)))
    .for('update');
  return row;
}

/** A donor's row as it is now (inside the change's transaction). */
export async function readDonorRow(db: Db, id: string): Promise<DonorRow | undefined> {
  const [row] = await db.select().from(donors).where(eq(donors.id, id));
  return row;
}

/** Stores a new donor; the row as stored. */
export async function insertDonor(
  db: Db,
  values: typeof donors.$inferInsert,
): Promise<DonorRow | undefined> {
  const [row] = await db.insert(donors).values(values).returning();
  return row;
}

/** Sets these columns of a donor; the row as changed. */
export async function setDonor(
  db: Db,
  id: string,
  values: Partial<typeof donors.$inferInsert>,
): Promise<DonorRow | undefined> {
  const [after] = await db.update(donors).set(values).where(eq(donors.id, id)).returning();
  return after;
}

/** Archives a donor (out of every list until restored or purged). */
export async function archiveDonorRow(db: Db, id: string, now: Date, by: string | null) {
  await db.update(donors).set({ archivedAt: now, archivedBy: by }).where(eq(donors.id, id));
}

/** An admin's edit of a donor's details (numbers included). */
export async function updateDonorInfo(
  db: Db,
  id: string,
  values: Partial<typeof donors.$inferInsert> & { phone1: string; phone2: string | null },
): Promise<void> {
  await db
    .update(donors)
    .set({
      ...values,
      // A "wrong number" flag is about the numbers it was raised on: new numbers clear it.
      wrongNumberAt: sql`case when ${donors.phone1} is not distinct from ${values.phone1}
          and ${donors.phone2} is not distinct from ${values.phone2} then ${donors.wrongNumberAt} else null end`,
    })
    .where(eq(donors.id, id));
}

/** A live donor's id and second number, locked for a change of numbers (in the scope, if given). */
export async function lockLiveDonorPhones(db: Db, id: string, scope: Scope = EVERYTHING) {
  const [donor] = await db
    .select({ id: donors.id, phone2: donors.phone2 })
    .from(donors)
    .where(and(eq(donors.id, id), isNull(donors.archivedAt), inScope(donors.unitId, scope)))
    .for('update');
  return donor;
}

/** Gives a donor a new first number (and second), which clears a "wrong number" flag. */
export async function setFirstPhone(db: Db, id: string, phone1: string, phone2: string | null) {
  await db.update(donors).set({ phone1, phone2, wrongNumberAt: null }).where(eq(donors.id, id));
}

/**
 * A live donor about to be called or to give, locked: what the checks read. Matchable: in the
 * scope, or sharing with the federation (a request's matches list them, so they may be called).
 */
export async function lockCalledDonor(db: Db, id: string, scope: Scope) {
  const [donor] = await db
    .select({
      id: donors.id,
      status: donors.status,
      bloodGroup: donors.bloodGroup,
      birthDate: donors.birthDate,
      nextEligibleAt: donors.nextEligibleAt,
    })
    .from(donors)
    .where(
      and(
        eq(donors.id, id),
        isNull(donors.archivedAt),
        matchableIn(donors.unitId, donors.sharing, scope),
      ),
    )
    .for('update');
  return donor;
}
