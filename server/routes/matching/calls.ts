import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { canGiveRedCells } from '../../../common/blood-compatibility.ts';
import { PLEDGES_PER_REQUEST_MAX, RECENT_CALL_DAYS, type BloodGroup } from '../../../common/constants.ts';
import type { CallBody, DonorCallSummary } from '../../../common/schemas/matching.ts';
import type { Db } from '../../db/client.ts';
import { donations, donorCalls, donors, pledges, users } from '../../db/schema.ts';
import { refreshDonor } from '../donations/derived.ts';
import { lockEligibility } from '../settings/repository.ts';
import { rowsOf } from './matches.ts';
import { insertPledge, lockRequest, type Tx } from './pledges.ts';

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
export async function pageCalls(db: Db, donorId: string, options: { limit: number; page: number }) {
  const [donor] = await db.select({ id: donors.id }).from(donors).where(and(eq(donors.id, donorId), isNull(donors.archivedAt)));
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
export async function callSummaries(db: Db | Tx, donorIds: string[], now: Date): Promise<Map<string, Omit<DonorCallSummary, 'wrongNumberAt'>>> {
  if (!donorIds.length) return new Map();
  const since = new Date(now.getTime() - RECENT_CALL_DAYS * 86_400_000);
  const rows = await rowsOf<{ donor_id: string; recent: number; last_at: Date | string | null; last_by: string | null }>(db, sql`
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
    left join users u on u.id = last.called_by`);
  return new Map(
    rows.map((r) => [
      r.donor_id,
      { callsLast3Days: r.recent, lastCalledAt: r.last_at ? new Date(r.last_at).toISOString() : null, lastCalledBy: r.last_by },
    ]),
  );
}

export type RecordCallResult =
  | { error: 'missingDonor' | 'unknownRequest' | 'beforeBirth' | 'alreadyRecorded' | 'closed' | 'incompatible' | 'notVerified' | 'tooMany' }
  | {
      callId: string;
      pledgeId: string | null;
      requestId: string | null;
      /** A willDonate call kept without its pledge: the donor may not give before this time. */
      restingUntil: Date | null;
    };

/**
 * Records a call in one transaction: the call row; the donor's last_called_at (derived from the
 * calls) and wrong-number flag; for donatedRecently the donation in the history (whole blood
 * unless said, place unknown) with the donor's totals and eligibility re-derived; for willDonate
 * with a request, the pledge (or the donor's existing live one). A donor still resting when the
 * blood is needed is not pledged, but the call is kept (it happened) and the answer says until when.
 */
export async function recordCall(db: Db, donorId: string, body: CallBody, calledBy: string | null, now: Date): Promise<RecordCallResult> {
  return db.transaction(async (tx) => {
    const days = body.outcome === 'donatedRecently' ? await lockEligibility(tx) : undefined;
    const [donor] = await tx
      .select({ id: donors.id, status: donors.status, bloodGroup: donors.bloodGroup, birthDate: donors.birthDate, nextEligibleAt: donors.nextEligibleAt })
      .from(donors)
      .where(and(eq(donors.id, donorId), isNull(donors.archivedAt)))
      .for('update');
    if (!donor) return { error: 'missingDonor' };
    const request = body.requestId ? await lockRequest(tx, body.requestId) : undefined;
    if (body.requestId && !request) return { error: 'unknownRequest' };

    let pledgeNeeded = false;
    let restingUntil: Date | null = null;
    if (body.outcome === 'willDonate' && request) {
      if (request.status !== 'incomplete') return { error: 'closed' };
      if (donor.status !== 'verified') return { error: 'notVerified' };
      if (!canGiveRedCells(donor.bloodGroup as BloodGroup, request.bloodGroup as BloodGroup)) return { error: 'incompatible' };
      // The donor must be able to give by the time the blood is needed (or now, if that has passed).
      const by = request.neededAt > now ? request.neededAt : now;
      if (donor.nextEligibleAt && donor.nextEligibleAt > by) restingUntil = donor.nextEligibleAt;
    }
    if (body.outcome === 'willDonate' && request && !restingUntil) {
      const [existing] = await tx
        .select({ id: pledges.id })
        .from(pledges)
        .where(and(eq(pledges.bloodRequestId, request.id), eq(pledges.donorId, donorId), isNull(pledges.withdrawnAt)));
      if (!existing) {
        const [live] = await tx
          .select({ n: count() })
          .from(pledges)
          .where(and(eq(pledges.bloodRequestId, request.id), isNull(pledges.withdrawnAt)));
        if ((live?.n ?? 0) >= PLEDGES_PER_REQUEST_MAX) return { error: 'tooMany' };
        pledgeNeeded = true;
      }
    }

    let donationId: string | null = null;
    if (body.outcome === 'donatedRecently' && body.donatedOn) {
      if (body.donatedOn < donor.birthDate) return { error: 'beforeBirth' };
      const [same] = await tx
        .select({ id: donations.id })
        .from(donations)
        .where(and(eq(donations.donorId, donorId), eq(donations.donatedAt, body.donatedOn)));
      if (same) return { error: 'alreadyRecorded' };
      const [row] = await tx
        .insert(donations)
        .values({ donorId, donatedAt: body.donatedOn, kind: body.kind, place: null, bloodRequestId: null, recordedBy: calledBy })
        .returning({ id: donations.id });
      donationId = row!.id;
      await refreshDonor(tx, donorId, days!);
    }

    const [call] = await tx
      .insert(donorCalls)
      .values({
        donorId,
        bloodRequestId: request?.id ?? null,
        outcome: body.outcome,
        note: body.note,
        donatedOn: body.outcome === 'donatedRecently' ? (body.donatedOn ?? null) : null,
        donationId,
        calledAt: now,
        calledBy,
      })
      .returning({ id: donorCalls.id });
    await tx
      .update(donors)
      .set({
        lastCalledAt: sql`(select max(c.called_at) from ${donorCalls} c where c.donor_id = ${donorId})`,
        ...(body.outcome === 'wrongNumber' ? { wrongNumberAt: now } : {}),
      })
      .where(eq(donors.id, donorId));

    let pledgeId: string | null = null;
    if (body.outcome === 'willDonate' && request && !restingUntil) {
      pledgeId = pledgeNeeded
        ? await insertPledge(tx, { requestId: request.id, donorId, callId: call!.id, by: calledBy, now })
        : ((
            await tx
              .select({ id: pledges.id })
              .from(pledges)
              .where(and(eq(pledges.bloodRequestId, request.id), eq(pledges.donorId, donorId), isNull(pledges.withdrawnAt)))
          )[0]?.id ?? null);
    }
    return { callId: call!.id, pledgeId, requestId: request?.id ?? null, restingUntil };
  });
}

export async function findCall(db: Db, id: string): Promise<CallRecord | undefined> {
  const [row] = await db.select(callColumns).from(donorCalls).leftJoin(users, eq(users.id, donorCalls.calledBy)).where(eq(donorCalls.id, id));
  return row as CallRecord | undefined;
}

/** The wrong-number flag of a donor (for the answer to a call). */
export async function wrongNumberOf(db: Db, donorId: string): Promise<Date | null> {
  const [row] = await db.select({ at: donors.wrongNumberAt }).from(donors).where(eq(donors.id, donorId));
  return row?.at ?? null;
}

