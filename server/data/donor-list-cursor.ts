import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { PlacedDonorListQuery } from '../../common/schemas/donors.ts';
import { badRequest } from '../http-errors.ts';
import { donors } from '../db/schema.ts';

/**
 * Where a page of the available donor list ends, handed to the browser as the next page's `after`
 * (keyset paging): the next page is read from the list's index from that row on, so a deep page
 * reached by "next" costs what the first page costs, instead of walking past every row before
 * it (OFFSET). The list's orders allow it: newest acceptance first, or most donations first, each
 * ending in the id, all descending, over the indexes of migration 0009.
 *
 * The token names the page it ends, the order and the filters it was read with, so that it can
 * only continue the same list at the page after it; it is base64url JSON, not a secret (it holds
 * a donor id and two of the donor's list values, which the page's own rows carry).
 */
const cursor = z.object({
  /** The page this token ends. */
  p: z.number().int().min(0),
  /** The order: by acceptance time, or by donation count. */
  o: z.enum(['accepted', 'count']),
  /** The filters' fingerprint. */
  f: z.string().max(32),
  /** The last row's acceptance time (PostgreSQL's text, to the microsecond), donation count and id. */
  a: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/)
    .nullable(),
  n: z.number().int().min(0).max(2_147_483_647),
  i: z.uuid(),
});
export type ListCursor = z.infer<typeof cursor>;

/** What a page's list is, apart from its page: the filters, the search and the order. */
export function filtersOf(query: PlacedDonorListQuery): string {
  const {
    limit,
    sortByDonateCount,
    donorSearchData,
    villageFilterData,
    bloodGroupFilterData,
    genders,
    consent,
    details,
  } = query;
  const places = [
    query.divisionFilterData,
    query.districtFilterData,
    query.upazilaFilterData,
    query.unionFilterData,
  ];
  const list = [
    limit,
    sortByDonateCount,
    donorSearchData,
    villageFilterData,
    bloodGroupFilterData ?? '',
    genders,
    places,
    // Added last, and only when set, so that the tokens of lists without it stay valid.
    ...(consent ? [consent] : []),
    ...(details ? [`details:${details}`] : []),
  ];
  return createHash('sha256').update(JSON.stringify(list)).digest('base64url').slice(0, 16);
}

export const encodeCursor = (value: ListCursor) =>
  Buffer.from(JSON.stringify(value)).toString('base64url');

/** The token of `after`, checked: it must end the page before this one, in this list. */
export function decodeCursor(text: string, query: PlacedDonorListQuery): ListCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  const result = cursor.safeParse(parsed);
  if (!result.success) throw badRequest('after must be the next of the page before', 'after');
  const value = result.data;
  if (
    value.p !== query.pageNumber - 1 ||
    value.o !== (query.sortByDonateCount ? 'count' : 'accepted') ||
    value.f !== filtersOf(query)
  )
    throw badRequest('after belongs to another page, order or filter of the list', 'after');
  return value;
}

/**
 * The rows after the cursor's, in the list's order (every column descending; a donor without an
 * acceptance time sorts first, as PostgreSQL's descending order puts nulls). With the time known,
 * one row comparison, which the index answers directly: a row with no time compares as unknown and
 * is left out, rightly, since such rows come first. Without it, the rows without a time and a
 * smaller id, then every row with one.
 */
export function afterCondition(value: ListCursor): SQL {
  const at = value.a === null ? null : sql`${value.a}::timestamptz`;
  const id = sql`${value.i}::uuid`;
  if (value.o === 'accepted') {
    return at
      ? sql`(${donors.acceptedAt}, ${donors.id}) < (${at}, ${id})`
      : sql`((${donors.acceptedAt} is null and ${donors.id} < ${id}) or ${donors.acceptedAt} is not null)`;
  }
  return at
    ? sql`(${donors.donationCount}, ${donors.acceptedAt}, ${donors.id}) < (${value.n}, ${at}, ${id})`
    : sql`(${donors.donationCount} < ${value.n} or (${donors.donationCount} = ${value.n} and ((${donors.acceptedAt} is null and ${donors.id} < ${id}) or ${donors.acceptedAt} is not null)))`;
}
