import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';

import {
  MISSED_CALL_OUTCOMES,
  RECENT_CALL_DAYS,
  RELIABILITY_CALLS,
} from '../../common/constants.ts';
import type { DonorCallSummary } from '../../common/schemas/matching.ts';
import { rowsOf, type Db } from '../db/client.ts';
import { donorCalls, donors, users } from '../db/schema.ts';

import { matchableIn, type Scope } from './scope.ts';
import { type Tx } from './pledges.ts';

/** Who made a call or a pledge: the account's name, or its email when it has no name. */
export const callerName = sql<string | null>`coalesce(nullif(${users.name}, ''), ${users.email})`;

const callColumns = {
  id: donorCalls.id,
  donorId: donorCalls.donorId,
  bloodRequestId: donorCalls.bloodRequestId,
  outcome: donorCalls.outcome,
  note: donorCalls.note,
  donatedOn: donorCalls.donatedOn,
  donationId: donorCalls.donationId,
  calledAt: donorCalls.calledAt,
  calledBy: callerName,
};
export type CallRecord = {
  id: string;
  donorId: string;
  bloodRequestId: string | null;
  outcome: string;
  note: string | null;
  donatedOn: string | null;
  donationId: string | null;
  calledAt: Date;
  calledBy: string | null;
};

/** A donor's calls, newest first, counted and paged in SQL (donor_calls_donor_idx read backwards). */
export async function pageCalls(
  db: Db,
  donorId: string,
  options: { limit: number; page: number },
  scope: Scope,
) {
  // The donors a request's matches may list (in the scope or shared with the federation).
  const [donor] = await db
    .select({ id: donors.id })
    .from(donors)
    .where(
      and(
        eq(donors.id, donorId),
        isNull(donors.archivedAt),
        matchableIn(donors.unitId, donors.sharing, scope),
      ),
    );
  if (!donor) return undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(callColumns)
      .from(donorCalls)
      .leftJoin(users, eq(users.id, donorCalls.calledBy))
      .where(eq(donorCalls.donorId, donorId))
      .orderBy(desc(donorCalls.calledAt), desc(donorCalls.id))
      .limit(options.limit)
      .offset(options.page * options.limit),
    db.select({ n: count() }).from(donorCalls).where(eq(donorCalls.donorId, donorId)),
  ]);
  return { rows: rows as CallRecord[], total: total?.n ?? 0 };
}

/**
 * Call figures of the given donors (one page of a list): calls in the last RECENT_CALL_DAYS days,
 * the latest call and who made it, in one query over donor_calls_donor_idx.
 */
export async function callSummaries(
  db: Db | Tx,
  donorIds: string[],
  now: Date,
): Promise<Map<string, Omit<DonorCallSummary, 'wrongNumberAt'>>> {
  if (!donorIds.length) return new Map();
  const since = new Date(now.getTime() - RECENT_CALL_DAYS * 86_400_000);
  const rows = await rowsOf<{
    donor_id: string;
    recent: number;
    last_at: Date | string | null;
    last_by: string | null;
  }>(
    db,
    sql`
    select ids.donor_id,
      (select count(*)::int from donor_calls c where c.donor_id = ids.donor_id and c.called_at > ${since}) as recent,
      last.called_at as last_at, coalesce(nullif(u.name, ''), u.email) as last_by
    from (select unnest(array[${sql.join(
      donorIds.map((id) => sql`${id}`),
      sql`, `,
    )}]::uuid[]) as donor_id) ids
    left join lateral (
      select c.called_at, c.called_by from donor_calls c where c.donor_id = ids.donor_id order by c.called_at desc, c.id desc limit 1
    ) last on true
    left join users u on u.id = last.called_by`,
  );
  return new Map(
    rows.map((r) => [
      r.donor_id,
      {
        callsLast3Days: r.recent,
        lastCalledAt: r.last_at ? new Date(r.last_at).toISOString() : null,
        lastCalledBy: r.last_by,
      },
    ]),
  );
}

export async function findCall(db: Db, id: string): Promise<CallRecord | undefined> {
  const [row] = await db
    .select(callColumns)
    .from(donorCalls)
    .leftJoin(users, eq(users.id, donorCalls.calledBy))
    .where(eq(donorCalls.id, id));
  return row as CallRecord | undefined;
}

/** The wrong-number flag of a donor (for the answer to a call). */
export async function wrongNumberOf(db: Db, donorId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: donors.wrongNumberAt })
    .from(donors)
    .where(eq(donors.id, donorId));
  return row?.at ?? null;
}

/** Stores a call; the row as stored. */
export async function insertCall(tx: Tx, values: typeof donorCalls.$inferInsert) {
  const [call] = await tx.insert(donorCalls).values(values).returning();
  return call;
}

/** The donor's last call time from their calls (and the "wrong number" flag when the call found one). */
export async function touchLastCalled(tx: Tx, donorId: string, wrongNumberAt?: Date) {
  await tx
    .update(donors)
    .set({
      lastCalledAt: sql`(select max(c.called_at) from ${donorCalls} c where c.donor_id = ${donorId})`,
      ...(wrongNumberAt ? { wrongNumberAt } : {}),
    })
    .where(eq(donors.id, donorId));
}

/**
 * Of each donor's last RELIABILITY_CALLS calls, how many did not reach them (MISSED_CALL_OUTCOMES),
 * read newest first from donor_calls_donor_idx; donors never called are left out (no misses).
 */
export async function recentCallMisses(db: Db, donorIds: string[]): Promise<Map<string, number>> {
  if (!donorIds.length) return new Map();
  const rows = await rowsOf<{ donor_id: string; misses: number }>(
    db,
    sql`select d.id as donor_id, count(*) filter (where c.outcome in (${sql.join(
      MISSED_CALL_OUTCOMES.map((o) => sql`${o}`),
      sql`, `,
    )}))::int as misses
      from unnest(${sql`array[${sql.join(
        donorIds.map((id) => sql`${id}`),
        sql`, `,
      )}]::uuid[]`}) d(id)
      cross join lateral (
        select outcome from donor_calls where donor_id = d.id
        order by called_at desc, id desc limit ${RELIABILITY_CALLS}
      ) c
      group by d.id`,
  );
  return new Map(rows.map((r) => [r.donor_id, r.misses]));
}
