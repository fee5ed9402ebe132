import { sql, type SQL } from 'drizzle-orm';
import { donorGroupsFor } from '../../common/blood-compatibility.ts';
import { RECENT_CALL_DAYS, type BloodGroup, type Proximity } from '../../common/constants.ts';
import { rowsOf, type Db } from '../db/client.ts';
import { countUpTo, estimateRows, pageTotal } from '../db/page-total.ts';
import { EVERYTHING, inScope, matchableIn, type Scope } from './scope.ts';

/**
 * Donors who may give red cells to a request's patient, in the order a volunteer should call
 * them, paged and counted in SQL:
 *
 *   1. the patient's own group before the other compatible groups;
 *   2. nearest first: same union, then upazila, district, division, then anywhere (only the
 *      levels the request names; without a location this key is not used), and last the donors
 *      whose place is not known (a donor known only to the upazila ranks with that upazila);
 *   3. least recently called first (never called first), then by id so pages are stable;
 *   with includeNotEligible, donors still resting follow everyone who may give now, in the same order.
 *
 * Each (1, 2) pair is a "rank". A rank is read through the match indexes (blood group, place,
 * last_called_at, id; partial on verified and live donors): one ordered index scan per compatible
 * group, stopped after the rows the page needs, so a page reads about its own size per group
 * instead of every compatible donor. Ranks are read in order until the page is full; a rank that
 * returns fewer rows than asked is complete, which is how the offset is carried to the next one.
 * The total is counted exactly up to COUNT_CAP (server/db/page-total.ts), estimated beyond.
 */

/** Matches are listed up to this many donors deep; pageCount stops there (nobody calls the 10,001st donor). */
export const MATCHES_MAX_DEPTH = 10_000;

export interface MatchRequest {
  id: string;
  bloodGroup: BloodGroup;
  divisionId: number | null;
  districtId: number | null;
  upazilaId: number | null;
  unionId: number | null;
}

interface Level {
  proximity: Proximity;
  column: SQL;
  id: number;
}

const LIVE_VERIFIED = sql`d.status = 'verified' and d.archived_at is null`;

/** The proximity tiers a request's location gives, nearest first, each with its SQL condition. */
export function proximityTiers(
  request: MatchRequest,
): { proximity: Proximity | null; where: SQL }[] {
  const levels: Level[] = [];
  if (request.unionId !== null)
    levels.push({ proximity: 'union', column: sql`d.union_id`, id: request.unionId });
  if (request.upazilaId !== null)
    levels.push({ proximity: 'upazila', column: sql`d.upazila_id`, id: request.upazilaId });
  if (request.districtId !== null)
    levels.push({ proximity: 'district', column: sql`d.district_id`, id: request.districtId });
  if (request.divisionId !== null)
    levels.push({ proximity: 'division', column: sql`d.division_id`, id: request.divisionId });
  if (!levels.length) return [{ proximity: null, where: sql`true` }];
  const tiers = levels.map((level, k) => {
    const narrower = levels[k - 1];
    return {
      proximity: level.proximity,
      // A donor known only down to this level (the narrower one unknown) belongs here too.
      where: narrower
        ? sql`${level.column} = ${level.id} and ${narrower.column} is distinct from ${narrower.id}`
        : sql`${level.column} = ${level.id}`,
    };
  });
  const widest = levels.at(-1)!;
  tiers.push({ proximity: 'other', where: sql`${widest.column} <> ${widest.id}` });
  // Donors whose place is not known even at the widest level the request names: after everyone else.
  tiers.push({ proximity: 'unknown', where: sql`${widest.column} is null` });
  return tiers;
}

const eligibleAt = (now: Date) => sql`(d.next_eligible_at is null or d.next_eligible_at <= ${now})`;
/**
 * The same rows written for the planner's estimate: it takes the two sides of an OR as independent
 * and so estimates "null or past" about a fifth too low (1,000,000 donors); "not after now" is
 * estimated as one minus the waiting donors, which is right.
 */
export const eligibleForEstimate = (column: SQL, now: Date) =>
  sql`(${column} > ${now}) is not true`;

interface Ranked {
  id: string;
  exactMatch: boolean;
  proximity: Proximity | null;
}

/** Up to `take` donors of one rank, least recently called first, one limited index scan per group. */
async function readRank(
  db: Db,
  groups: BloodGroup[],
  where: SQL,
  eligible: SQL,
  take: number,
): Promise<string[]> {
  const scans = groups.map(
    (group) => sql`(select d.id, d.last_called_at from donors d
      where ${LIVE_VERIFIED} and d.blood_group = ${group} and ${where} and ${eligible}
      order by d.last_called_at asc nulls first, d.id
      limit ${take})`,
  );
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`select r.id from (${sql.join(scans, sql` union all `)}) r
    order by r.last_called_at asc nulls first, r.id limit ${take}`,
  );
  return rows.map((r) => r.id);
}

/**
 * The rows a page's count reads (everything after SELECT). For a scope of units they are the
 * scope's own compatible donors (its units', and the queue's when it holds the queue), then the
 * federation's shared donors outside the scope: parts that never overlap, each read from an index
 * alone (donors_unit_match_idx and donors_shared_match_idx hold the unit, group, next eligible
 * time and pause), so counting up to COUNT_CAP reads no table row. As one condition ("in scope or
 * shared") the database read the rows from the table, up to a thousand pages for one count; with
 * the queue in the same part as the units ("in these units or none") it read the whole unit index
 * (docs/decisions/069).
 */
function countedFrom(groupsIn: SQL, eligible: SQL, scope: Scope): SQL {
  const compatible = sql`${LIVE_VERIFIED} and ${groupsIn} and ${eligible}`;
  const own = inScope(sql`d.unit_id`, scope);
  if (scope.all || !own) return sql`from donors d where ${compatible}`;
  const parts = [
    ...(scope.unitIds.length
      ? [sql`${inScope(sql`d.unit_id`, { ...scope, queue: false })}`]
      : []),
    ...(scope.queue ? [sql`d.unit_id is null`] : []),
    sql`d.sharing = 'federation' and (${own}) is not true`,
  ].map((part) => sql`select 1 from donors d where ${compatible} and ${part}`);
  return sql`from (${sql.join(parts, sql` union all `)}) counted`;
}

/**
 * The ids of one page of matches with their rank, and the total. The page is read one donor longer
 * than asked, and the total follows server/db/page-total.ts: exact up to COUNT_CAP, the planner's
 * estimate beyond (counting every compatible donor was most of the time of a page: 40,000 rows at
 * 100,000 donors, read from the table for their next-eligible time).
 */
export async function pageMatches(
  db: Db,
  request: MatchRequest,
  options: {
    limit: number;
    page: number;
    includeNotEligible: boolean;
    now: Date;
    /**
     * Whose donors: the scope's and every donor shared with the federation (server/data/scope.ts).
     * Absent: everyone (the alerts' own matching, not yet scoped).
     */
    scope?: Scope;
  },
): Promise<{ ranked: Ranked[]; total: number }> {
  const [exact, ...others] = donorGroupsFor(request.bloodGroup);
  const reachable =
    matchableIn(sql`d.unit_id`, sql`d.sharing`, options.scope ?? EVERYTHING) ?? sql`true`;
  // A donor who said "not available until" through their link leaves the matches until then.
  const notPaused = sql`(d.paused_until is null or d.paused_until <= ${options.now})`;
  const eligible = options.includeNotEligible
    ? notPaused
    : sql`${eligibleAt(options.now)} and ${notPaused}`;
  const resting = sql`d.next_eligible_at > ${options.now}`;
  const offset = options.page * options.limit;
  // Donors past MATCHES_MAX_DEPTH are never listed.
  const shown = Math.max(0, Math.min(options.limit, MATCHES_MAX_DEPTH - offset));
  const found: Ranked[] = [];
  let skip = offset;
  let want = offset < MATCHES_MAX_DEPTH ? options.limit + 1 : 0;
  const tiers = proximityTiers(request);
  const groupRanks = [
    ...tiers.map((tier) => ({ exactMatch: true, groups: [exact!], ...tier })),
    ...(others.length ? tiers.map((tier) => ({ exactMatch: false, groups: others, ...tier })) : []),
  ];
  // Donors who may give now come first; with includeNotEligible, those still resting follow them
  // all, in the same ranks (a resting donor is never worth a call before one who can give).
  const ranks = [
    ...groupRanks.map((rank) => ({
      ...rank,
      eligible: sql`${eligibleAt(options.now)} and ${notPaused}`,
    })),
    ...(options.includeNotEligible
      ? groupRanks.map((rank) => ({ ...rank, eligible: sql`${resting} and ${notPaused}` }))
      : []),
  ];
  for (const rank of ranks) {
    if (want <= 0) break;
    const ids = await readRank(
      db,
      rank.groups,
      sql`${rank.where} and ${reachable}`,
      rank.eligible,
      skip + want,
    );
    if (ids.length <= skip) {
      skip -= ids.length;
      continue;
    }
    const taken = ids.slice(skip, skip + want);
    found.push(
      ...taken.map((id) => ({ id, exactMatch: rank.exactMatch, proximity: rank.proximity })),
    );
    want -= taken.length;
    skip = 0;
  }
  const groupsIn = sql`d.blood_group in (${sql.join(
    [exact!, ...others].map((g) => sql`${g}`),
    sql`, `,
  )})`;
  const compatible = sql`${LIVE_VERIFIED} and ${groupsIn} and ${reachable}`;
  const from = countedFrom(groupsIn, eligible, options.scope ?? EVERYTHING);
  const estimated = sql`from donors d where ${compatible} and ${
    options.includeNotEligible
      ? sql`true`
      : eligibleForEstimate(sql`d.next_eligible_at`, options.now)
  }`;
  const { total } = await pageTotal({
    offset,
    limit: options.limit,
    read: found.length,
    countUpTo: (cap) => countUpTo(db, from, cap),
    estimate: () => estimateRows(db, estimated),
    countAll: async () => {
      const n = await countUpTo(db, from, MATCHES_MAX_DEPTH);
      return n > MATCHES_MAX_DEPTH ? Math.max(n, await estimateRows(db, estimated)) : n;
    },
  });
  return { ranked: found.slice(0, shown), total };
}

export interface MatchDetails {
  id: string;
  name: string;
  blood_group: BloodGroup;
  phone1: string;
  phone2: string | null;
  village: string;
  next_eligible_at: Date | string | null;
  wrong_number_at: Date | string | null;
  /** Null where the donor's place is not known that far down. */
  upazila: string | null;
  union: string | null;
  upazila_en: string | null;
  union_en: string | null;
  last_called_at: Date | string | null;
  last_called_by: string | null;
  calls_recent: number;
  pledge_id: string | null;
  /** The donor's unit (null: the federation's queue). */
  unit_id: string | null;
  unit_bn: string | null;
  unit_en: string | null;
}

/**
 * The details of the page's donors (at most a page): places' names in both languages, the call figures
 * (last call and its caller, calls in the last RECENT_CALL_DAYS days, from donor_calls_donor_idx)
 * and the donor's live pledge for this request.
 */
export async function matchDetails(
  db: Db,
  requestId: string,
  ids: string[],
  now: Date,
): Promise<Map<string, MatchDetails>> {
  if (!ids.length) return new Map();
  const since = new Date(now.getTime() - RECENT_CALL_DAYS * 86_400_000);
  const rows = await rowsOf<MatchDetails>(
    db,
    sql`
    select d.id, d.name, d.blood_group, d.phone1, d.phone2, d.village, d.next_eligible_at, d.wrong_number_at,
      up.bn_name as upazila, un.bn_name as union, up.name as upazila_en, un.name as union_en,
      d.unit_id, unit.name_bn as unit_bn, unit.name_en as unit_en,
      last.called_at as last_called_at, coalesce(nullif(u.name, ''), u.email) as last_called_by,
      (select count(*)::int from donor_calls c where c.donor_id = d.id and c.called_at > ${since}) as calls_recent,
      (select p.id from pledges p where p.blood_request_id = ${requestId} and p.donor_id = d.id and p.withdrawn_at is null limit 1) as pledge_id
    from donors d
    left join upazilas up on up.id = d.upazila_id
    left join unions un on un.id = d.union_id
    left join units unit on unit.id = d.unit_id
    left join lateral (
      select c.called_at, c.called_by from donor_calls c where c.donor_id = d.id order by c.called_at desc, c.id desc limit 1
    ) last on true
    left join users u on u.id = last.called_by
    where d.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((r) => [r.id, r]));
}
