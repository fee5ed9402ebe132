import { and, asc, count, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  BloodRequestBody,
  BloodRequestLocation,
} from '../../common/schemas/blood-requests.ts';
import { rowsOf, type Db, type Tx } from '../db/client.ts';
import {
  bloodRequests,
  districts,
  divisions,
  donations,
  pledges,
  unions,
  upazilas,
} from '../db/schema.ts';
import type { OptionalPlaceNames } from './place-chain.ts';
import { inScope, type Scope } from './scope.ts';
import {
  RARE_BLOOD_GROUPS,
  TROUBLE_DUE_HOURS,
  TROUBLE_NO_PLEDGE_MINUTES,
  type FamilyAnswer,
} from '../../common/constants.ts';

/** Archived requests leave both lists, the badge and the analytics. */
export const liveBloodRequest = isNull(bloodRequests.archivedAt);

/** The requests a caller's scope holds (server/data/scope.ts); no condition for everything. */
export const requestInScope = (scope: Scope) => inScope(bloodRequests.unitId, scope);

/** A request with the Bengali and English names of the place it names (each null when not set). */
export type BloodRequestRecord = OptionalPlaceNames & {
  request: typeof bloodRequests.$inferSelect;
  /** Pledges not withdrawn, those not yet given, and donations linked to the request. */
  pledgedCount: number;
  openPledges: number;
  givenCount: number;
};

const division = alias(divisions, 'request_division');
const district = alias(districts, 'request_district');
const upazila = alias(upazilas, 'request_upazila');
const union = alias(unions, 'request_union');

/**
 * Counted from the rows for each request read (written with the table's own name: drizzle leaves
 * a column unqualified in a one-table select, where it would bind to the subquery's table); indexes: pledges_request_idx, donations_blood_request_idx.
 */
export const progressColumns = {
  pledgedCount: sql<number>`(select count(*)::int from ${pledges} p where p.blood_request_id = blood_requests.id and p.withdrawn_at is null)`,
  openPledges: sql<number>`(select count(*)::int from ${pledges} p where p.blood_request_id = blood_requests.id and p.withdrawn_at is null and p.donation_id is null)`,
  givenCount: sql<number>`(select count(*)::int from ${donations} x where x.blood_request_id = blood_requests.id)`,
};

function selectRequests(db: Db) {
  return db
    .select({
      request: bloodRequests,
      divisionName: division.bnName,
      districtName: district.bnName,
      upazilaName: upazila.bnName,
      unionName: union.bnName,
      divisionEnName: division.name,
      districtEnName: district.name,
      upazilaEnName: upazila.name,
      unionEnName: union.name,
      ...progressColumns,
    })
    .from(bloodRequests)
    .leftJoin(division, eq(division.id, bloodRequests.divisionId))
    .leftJoin(district, eq(district.id, bloodRequests.districtId))
    .leftJoin(upazila, eq(upazila.id, bloodRequests.upazilaId))
    .leftJoin(union, eq(union.id, bloodRequests.unionId));
}

/** The place columns of a location (every field null clears it). */
const placeOf = (location: BloodRequestLocation) => ({
  divisionId: location.divisionId ?? null,
  districtId: location.districtId ?? null,
  upazilaId: location.upazilaId ?? null,
  unionId: location.unionId ?? null,
});

/** A new request from the public form: always incomplete, with the server's own creation time. */
export async function insertBloodRequest(
  db: Db,
  body: BloodRequestBody,
  statusLink: { hash: string; nonce: string } | null = null,
  /** The unit it goes to (server/data/units.ts unitForPlace); null: the federation's queue. */
  unitId: string | null = null,
) {
  const [row] = await db
    .insert(bloodRequests)
    .values({
      patientName: body.patient_name,
      bloodGroup: body.requested_bloodGroup,
      neededAt: new Date(body.date),
      quantity: body.blood_quantity,
      hemoglobin: body.hemoglobin,
      problem: body.patient_problem,
      place: body.donation_place,
      phone1: body.number1,
      phone2: body.number2,
      ...placeOf(body),
      status: 'incomplete',
      statusTokenHash: statusLink?.hash ?? null,
      statusNonce: statusLink?.nonce ?? null,
      requesterLanguage: body.language,
      unitId,
    })
    .returning();
  return row!;
}

/**
 * One page of live requests in one status, counted and paged in SQL: incomplete ones newest
 * first, done ones most recently completed first (each order has its partial index).
 */
export async function pageBloodRequests(
  db: Db,
  status: 'incomplete' | 'done',
  options: { limit: number; page: number },
  scope: Scope,
) {
  // The complete list holds every closed request: done and cancelled (blood_requests_closed_idx).
  const where = and(
    status === 'done'
      ? sql`${bloodRequests.status} in ('done', 'cancelled')`
      : eq(bloodRequests.status, status),
    liveBloodRequest,
    requestInScope(scope),
  );
  // Closed: most recently closed first. Incomplete: the blood needed soonest first
  // (blood_requests_incomplete_needed_idx).
  const order =
    status === 'done'
      ? [desc(bloodRequests.completedAt), desc(bloodRequests.id)]
      : [asc(bloodRequests.neededAt), asc(bloodRequests.id)];
  const [rows, [total]] = await Promise.all([
    selectRequests(db)
      .where(where)
      .orderBy(...order)
      .limit(options.limit)
      .offset(options.page * options.limit),
    db.select({ n: count() }).from(bloodRequests).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * The open requests in trouble at `now` (docs/decisions/063, 066). First those the family said
 * were not given blood ("not given", or "not yet" once the time has come), then the rest: needed
 * within TROUBLE_DUE_HOURS (or overdue), of a rare group, or made TROUBLE_NO_PLEDGE_MINUTES ago
 * with no live pledge. Each part is read along blood_requests_incomplete_needed_idx (needed_at,
 * id; open and live only), which is its ORDER BY, so neither sorts; the page spans the two parts
 * by their counts, all in SQL.
 */
export async function pageTroubleRequests(
  db: Db,
  options: { limit: number; page: number },
  scope: Scope,
  now: Date,
) {
  const dueBy = new Date(now.getTime() + TROUBLE_DUE_HOURS * 3_600_000);
  const quietSince = new Date(now.getTime() - TROUBLE_NO_PLEDGE_MINUTES * 60_000);
  const noLivePledge = sql`not exists (select 1 from ${pledges} p where p.blood_request_id = ${bloodRequests.id} and p.withdrawn_at is null)`;
  const open = and(eq(bloodRequests.status, 'incomplete'), liveBloodRequest, requestInScope(scope));
  // The same rule as familyTrouble in common/constants.ts.
  const familySaysNotGiven = or(
    eq(bloodRequests.familyAnswer, 'notGiven'),
    and(eq(bloodRequests.familyAnswer, 'notYet'), lte(bloodRequests.neededAt, now)),
  )!;
  const family = and(open, familySaysNotGiven);
  const rest = and(
    open,
    sql`not coalesce(${familySaysNotGiven}, false)`,
    or(
      lte(bloodRequests.neededAt, dueBy),
      inArray(bloodRequests.bloodGroup, [...RARE_BLOOD_GROUPS]),
      and(lte(bloodRequests.createdAt, quietSince), noLivePledge),
    ),
  );
  const columns = {
    id: bloodRequests.id,
    patientName: bloodRequests.patientName,
    bloodGroup: bloodRequests.bloodGroup,
    neededAt: bloodRequests.neededAt,
    createdAt: bloodRequests.createdAt,
    place: bloodRequests.place,
    quantity: bloodRequests.quantity,
    pledged: progressColumns.pledgedCount,
    familyAnswer: bloodRequests.familyAnswer,
  };
  const part = (where: typeof family, limit: number, offset: number) =>
    db
      .select(columns)
      .from(bloodRequests)
      .where(where)
      .orderBy(asc(bloodRequests.neededAt), asc(bloodRequests.id))
      .limit(limit)
      .offset(offset);
  const [[familyCount], [restCount]] = await Promise.all([
    db.select({ n: count() }).from(bloodRequests).where(family),
    db.select({ n: count() }).from(bloodRequests).where(rest),
  ]);
  const familyTotal = familyCount?.n ?? 0;
  const offset = options.page * options.limit;
  const first = offset < familyTotal ? await part(family, options.limit, offset) : [];
  const left = options.limit - first.length;
  const then = left > 0 ? await part(rest, left, Math.max(0, offset - familyTotal)) : [];
  return { rows: [...first, ...then], total: familyTotal + (restCount?.n ?? 0) };
}

/** A live request in the scope; undefined when missing, archived or another unit's. */
export async function findBloodRequest(
  db: Db,
  id: string,
  scope: Scope,
): Promise<BloodRequestRecord | undefined> {
  const [row] = await selectRequests(db).where(
    and(eq(bloodRequests.id, id), liveBloodRequest, requestInScope(scope)),
  );
  return row;
}

/** Done: status done and the completion time from the server clock; a request already done keeps its time. */
export async function markDone(db: Db, id: string) {
  const [row] = await db
    .update(bloodRequests)
    .set({ status: 'done', completedAt: new Date() })
    .where(and(eq(bloodRequests.id, id), eq(bloodRequests.status, 'incomplete'), liveBloodRequest))
    .returning();
  return row;
}

/** Sets or clears (all null) where the patient is; the caller has checked the id chain. */
export async function setBloodRequestLocation(db: Db, id: string, location: BloodRequestLocation) {
  const [row] = await db
    .update(bloodRequests)
    .set(placeOf(location))
    .where(and(eq(bloodRequests.id, id), liveBloodRequest))
    .returning();
  return row;
}

/** Hands a live request to another unit; its calls, pledges and audit trail stay with it. */
export async function setBloodRequestUnit(db: Db, id: string, unitId: string) {
  const [row] = await db
    .update(bloodRequests)
    .set({ unitId })
    .where(and(eq(bloodRequests.id, id), liveBloodRequest))
    .returning();
  return row;
}

/** A live request's row as stored, locked for a change (undefined: missing, archived or another unit's). */
export async function lockBloodRequest(db: Db, id: string, scope: Scope) {
  const [row] = await db
    .select()
    .from(bloodRequests)
    .where(and(eq(bloodRequests.id, id), liveBloodRequest, requestInScope(scope)))
    .for('update');
  return row;
}

/** Delete archives: the request stays out of every list and count, restorable for a while. */
export async function archiveBloodRequest(
  db: Db,
  id: string,
  by: string | null,
  now: Date,
  scope: Scope,
): Promise<number> {
  const rows = await db
    .update(bloodRequests)
    .set({ archivedAt: now, archivedBy: by })
    .where(and(eq(bloodRequests.id, id), liveBloodRequest, requestInScope(scope)))
    .returning({ id: bloodRequests.id });
  return rows.length;
}

/** A live request in the scope: its group, place and time, what an alert's text says. */
export async function findAlertedRequest(db: Db, id: string, scope: Scope) {
  const [found] = await db
    .select({
      id: bloodRequests.id,
      bloodGroup: bloodRequests.bloodGroup,
      place: bloodRequests.place,
      neededAt: bloodRequests.neededAt,
      unitId: bloodRequests.unitId,
      status: bloodRequests.status,
    })
    .from(bloodRequests)
    .where(
      and(eq(bloodRequests.id, id), isNull(bloodRequests.archivedAt), inScope(bloodRequests.unitId, scope)),
    );
  return found;
}

/** The live request whose status link hashes to this, with its progress (the requester's page). */
export async function findRequestStatus(db: Db, statusTokenHash: string) {
  const [row] = await db
    .select({
      id: bloodRequests.id,
      familyNote: bloodRequests.familyNote,
      familyAnswer: bloodRequests.familyAnswer,
      bloodGroup: bloodRequests.bloodGroup,
      neededAt: bloodRequests.neededAt,
      quantity: bloodRequests.quantity,
      status: bloodRequests.status,
      ...progressColumns,
    })
    .from(bloodRequests)
    .where(
      and(eq(bloodRequests.statusTokenHash, statusTokenHash), isNull(bloodRequests.archivedAt)),
    );
  return row;
}

/** The live request behind a status token, locked; its id, state, note and the family's answer. */
export async function lockRequestOfStatusToken(tx: Tx, statusTokenHash: string) {
  const [row] = await tx
    .select({
      id: bloodRequests.id,
      familyNote: bloodRequests.familyNote,
      familyAnswer: bloodRequests.familyAnswer,
      familyAnsweredAt: bloodRequests.familyAnsweredAt,
      neededAt: bloodRequests.neededAt,
      status: bloodRequests.status,
    })
    .from(bloodRequests)
    .where(
      and(eq(bloodRequests.statusTokenHash, statusTokenHash), isNull(bloodRequests.archivedAt)),
    )
    .for('update');
  return row;
}

/** The family's note to the donors (decisions/060). */
export async function setFamilyNote(tx: Tx, id: string, note: string, now: Date) {
  await tx
    .update(bloodRequests)
    .set({ familyNote: note, familyNoteAt: now })
    .where(eq(bloodRequests.id, id));
}

/** The family's answer to "was the blood given?" (decisions/063). */
export async function setFamilyAnswer(tx: Tx, id: string, answer: FamilyAnswer, now: Date) {
  await tx
    .update(bloodRequests)
    .set({ familyAnswer: answer, familyAnsweredAt: now })
    .where(eq(bloodRequests.id, id));
}

/** The request got all its bags: done. */
export async function completeRequest(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(bloodRequests)
    .set({ status: 'done', completedAt: now })
    .where(eq(bloodRequests.id, id));
}

/** Cancels the request, with who did it and why. */
export async function cancelRequestRow(
  db: Db,
  id: string,
  now: Date,
  by: string | null,
  reason: string | null,
): Promise<void> {
  await db
    .update(bloodRequests)
    .set({
      status: 'cancelled',
      cancelledAt: now,
      cancelledBy: by,
      cancelReason: reason,
      completedAt: now,
    })
    .where(eq(bloodRequests.id, id));
}

/**
 * Who is coming, for the requester's page (docs/decisions/059): the donors whose pledge a volunteer
 * confirmed (an admin's pledge, or a donor's yes confirmed by a call), not withdrawn; each donor's
 * name (the page shows the first word), how many donations they gave for requests through the app,
 * and the name of the volunteer who confirmed them. Never a number. Also how many donors said yes
 * that no volunteer has confirmed yet.
 */
export async function comingToRequest(db: Db, requestId: string) {
  const coming = await rowsOf<{
    name: string;
    donations: number;
    volunteer: string | null;
    verified: boolean;
  }>(
    db,
    sql`select d.name, d.status = 'verified' as verified,
          (select count(*)::int from donations x where x.donor_id = d.id and x.blood_request_id is not null) as donations,
          (select u.name from users u where u.id = coalesce(
            (select c.called_by from donor_calls c where c.donor_id = p.donor_id and c.blood_request_id = p.blood_request_id
              and c.outcome = 'willDonate' and c.called_by is not null order by c.called_at desc limit 1),
            p.pledged_by)) as volunteer
        from pledges p join donors d on d.id = p.donor_id
        where p.blood_request_id = ${requestId} and p.withdrawn_at is null
          and (p.source = 'admin' or p.confirmed_at is not null)
        order by p.pledged_at, p.id
        limit 12`,
  );
  const [offered] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from pledges p where p.blood_request_id = ${requestId}
          and p.withdrawn_at is null and p.source = 'donorLink' and p.confirmed_at is null`,
  );
  return { coming, offered: offered?.n ?? 0 };
}

/**
 * The public number each unit gives out (docs/decisions/059): the unit's own, else the nearest
 * unit's above it (at most three deep). A shared request names it instead of the family's.
 */
export async function publicNumbersOf(db: Db, unitIds: (string | null)[]) {
  const ids = [...new Set(unitIds.filter((id): id is string => !!id))];
  if (!ids.length) return new Map<string, string>();
  const rows = await rowsOf<{ id: string; phone: string | null }>(
    db,
    sql`select u.id, coalesce(nullif(u.phone, ''), nullif(p.phone, ''), nullif(g.phone, '')) as phone
        from units u left join units p on p.id = u.parent_id left join units g on g.id = p.parent_id
        where u.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  return new Map(rows.filter((r) => r.phone).map((r) => [r.id, r.phone!]));
}
