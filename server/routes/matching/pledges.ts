import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { bagsNeeded } from '../../../common/schemas/blood-requests.ts';
import { todayInBangladesh } from '../../../common/schemas/donations.ts';
import type { PledgeGivenBody } from '../../../common/schemas/matching.ts';
import type { Db } from '../../db/client.ts';
import { bloodRequests, donations, donors, pledges, users } from '../../db/schema.ts';
import { progressColumns } from '../blood-requests/repository.ts';
import { refreshDonor } from '../donations/derived.ts';
import { lockEligibility } from '../settings/repository.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A live request, locked for the rest of the transaction (pledges and state change under it). */
export async function lockRequest(tx: Tx, id: string) {
  const [row] = await tx
    .select({
      id: bloodRequests.id,
      status: bloodRequests.status,
      bloodGroup: bloodRequests.bloodGroup,
      neededAt: bloodRequests.neededAt,
      quantity: bloodRequests.quantity,
    })
    .from(bloodRequests)
    .where(and(eq(bloodRequests.id, id), isNull(bloodRequests.archivedAt)))
    .for('update');
  return row;
}

export async function insertPledge(tx: Tx, p: { requestId: string; donorId: string; callId: string | null; by: string | null; now: Date }) {
  const [row] = await tx
    .insert(pledges)
    .values({ bloodRequestId: p.requestId, donorId: p.donorId, callId: p.callId, pledgedBy: p.by, pledgedAt: p.now })
    .returning({ id: pledges.id });
  return row!.id;
}

/** The request's stored status with its counts (for RequestProgress); undefined when missing or archived. */
export async function progressOf(db: Db | Tx, requestId: string) {
  const [row] = await db
    .select({ request: { status: bloodRequests.status, quantity: bloodRequests.quantity }, ...progressColumns })
    .from(bloodRequests)
    .where(and(eq(bloodRequests.id, requestId), isNull(bloodRequests.archivedAt)));
  return row;
}

const pledgeColumns = {
  id: pledges.id,
  requestId: pledges.bloodRequestId,
  donorId: pledges.donorId,
  donorName: donors.name,
  bloodGroup: donors.bloodGroup,
  phone1: donors.phone1,
  phone2: donors.phone2,
  pledgedAt: pledges.pledgedAt,
  pledgedBy: sql<string | null>`coalesce(nullif(${users.name}, ''), ${users.email})`,
  donationId: pledges.donationId,
  donatedOn: donations.donatedAt,
  kind: donations.kind,
  withdrawnAt: pledges.withdrawnAt,
  withdrawReason: pledges.withdrawReason,
  source: pledges.source,
  confirmedAt: pledges.confirmedAt,
};
export type PledgeRecord = {
  id: string;
  requestId: string;
  donorId: string;
  donorName: string;
  bloodGroup: string;
  phone1: string;
  phone2: string | null;
  pledgedAt: Date;
  pledgedBy: string | null;
  donationId: string | null;
  donatedOn: string | null;
  kind: string | null;
  withdrawnAt: Date | null;
  withdrawReason: string | null;
  source: string;
  confirmedAt: Date | null;
};

function selectPledges(db: Db | Tx) {
  return db
    .select(pledgeColumns)
    .from(pledges)
    .innerJoin(donors, eq(donors.id, pledges.donorId))
    .leftJoin(donations, eq(donations.id, pledges.donationId))
    .leftJoin(users, eq(users.id, pledges.pledgedBy));
}

/** A request's pledges (bounded by PLEDGES_PER_REQUEST_MAX live ones): open, then given, then withdrawn; oldest first. */
export async function listPledges(db: Db, requestId: string): Promise<PledgeRecord[]> {
  return (await selectPledges(db)
    .where(eq(pledges.bloodRequestId, requestId))
    .orderBy(
      sql`case when ${pledges.withdrawnAt} is not null then 2 when ${pledges.donationId} is not null then 1 else 0 end`,
      asc(pledges.pledgedAt),
      asc(pledges.id),
    )
    .limit(200)) as PledgeRecord[];
}

export async function findPledge(db: Db | Tx, id: string): Promise<PledgeRecord | undefined> {
  const [row] = await selectPledges(db).where(eq(pledges.id, id));
  return row as PledgeRecord | undefined;
}

/** Start of the day after `date` (YYYY-MM-DD) in Bangladesh (UTC+6, no daylight saving). */
const endOfDayInBangladesh = (date: string) => new Date(new Date(`${date}T00:00:00+06:00`).getTime() + 86_400_000);

export type GivenResult =
  | { error: 'missing' | 'cancelled' | 'notOpen' | 'beforeBirth' | 'notEligible' }
  | { pledgeId: string };

/**
 * "Donation given" on a pledge, in one transaction: the donation joins the donor's history
 * linked to the request (date today in Bangladesh unless said), the pledge points at it, the
 * donor's totals and eligibility are re-derived, and when the donations linked to the request
 * reach the bags needed an incomplete request becomes done (completion time from the server).
 */
export async function markGiven(db: Db, requestId: string, pledgeId: string, body: PledgeGivenBody, by: string | null, now: Date): Promise<GivenResult> {
  return db.transaction(async (tx) => {
    const days = await lockEligibility(tx);
    const request = await lockRequest(tx, requestId);
    if (!request) return { error: 'missing' };
    if (request.status === 'cancelled') return { error: 'cancelled' };
    const [pledge] = await tx
      .select({ id: pledges.id, donorId: pledges.donorId, donationId: pledges.donationId, withdrawnAt: pledges.withdrawnAt })
      .from(pledges)
      .where(and(eq(pledges.id, pledgeId), eq(pledges.bloodRequestId, requestId)))
      .for('update');
    if (!pledge) return { error: 'missing' };
    if (pledge.withdrawnAt || pledge.donationId) return { error: 'notOpen' };
    const [donor] = await tx
      .select({ birthDate: donors.birthDate, nextEligibleAt: donors.nextEligibleAt })
      .from(donors)
      .where(and(eq(donors.id, pledge.donorId), isNull(donors.archivedAt)))
      .for('update');
    if (!donor) return { error: 'missing' };
    const donatedOn = body.donatedOn ?? todayInBangladesh(now);
    if (donatedOn < donor.birthDate) return { error: 'beforeBirth' };
    // Not yet eligible on that day (by an earlier donation): refused, as Donate refuses it.
    if (donor.nextEligibleAt && donor.nextEligibleAt >= endOfDayInBangladesh(donatedOn)) return { error: 'notEligible' };
    const [donation] = await tx
      .insert(donations)
      .values({ donorId: pledge.donorId, donatedAt: donatedOn, kind: body.kind, place: body.place, bloodRequestId: requestId, recordedBy: by })
      .returning({ id: donations.id });
    await tx.update(pledges).set({ donationId: donation!.id }).where(eq(pledges.id, pledgeId));
    await refreshDonor(tx, pledge.donorId, days);
    if (request.status === 'incomplete') {
      const [given] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(donations)
        .where(eq(donations.bloodRequestId, requestId));
      if ((given?.n ?? 0) >= bagsNeeded(request.quantity)) {
        await tx.update(bloodRequests).set({ status: 'done', completedAt: now }).where(eq(bloodRequests.id, requestId));
      }
    }
    return { pledgeId };
  });
}

/** Withdraws an open pledge (the donor cannot come); a given or withdrawn one is not open. */
export async function withdrawPledge(db: Db, requestId: string, pledgeId: string, reason: string | null, by: string | null, now: Date) {
  return db.transaction(async (tx): Promise<'missing' | 'notOpen' | 'withdrawn'> => {
    const request = await lockRequest(tx, requestId);
    if (!request) return 'missing';
    const [pledge] = await tx
      .select({ donationId: pledges.donationId, withdrawnAt: pledges.withdrawnAt })
      .from(pledges)
      .where(and(eq(pledges.id, pledgeId), eq(pledges.bloodRequestId, requestId)))
      .for('update');
    if (!pledge) return 'missing';
    if (pledge.withdrawnAt || pledge.donationId) return 'notOpen';
    await tx.update(pledges).set({ withdrawnAt: now, withdrawnBy: by, withdrawReason: reason }).where(eq(pledges.id, pledgeId));
    return 'withdrawn';
  });
}

/**
 * Cancels an incomplete (or managed) request with a reason: it closes (completion time = now, so
 * the complete list shows it) and takes no new pledges. Done or cancelled ones are closed already.
 */
export async function cancelRequest(db: Db, requestId: string, reason: string, by: string | null, now: Date) {
  return db.transaction(async (tx): Promise<'missing' | 'closed' | 'cancelled'> => {
    const request = await lockRequest(tx, requestId);
    if (!request) return 'missing';
    if (request.status !== 'incomplete') return 'closed';
    await tx
      .update(bloodRequests)
      .set({ status: 'cancelled', cancelledAt: now, cancelledBy: by, cancelReason: reason, completedAt: now })
      .where(eq(bloodRequests.id, requestId));
    return 'cancelled';
  });
}
