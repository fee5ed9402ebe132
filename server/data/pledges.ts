import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';

import type { Db } from '../db/client.ts';
import { bloodRequests, donations, donors, pledges, users } from '../db/schema.ts';
import { progressColumns, requestInScope } from './blood-requests.ts';
import type { Scope } from './scope.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A live request, locked for the rest of the transaction (pledges and state change under it). */
export async function lockRequest(tx: Tx, id: string, scope: Scope) {
  const [row] = await tx
    .select({
      id: bloodRequests.id,
      status: bloodRequests.status,
      bloodGroup: bloodRequests.bloodGroup,
      neededAt: bloodRequests.neededAt,
      quantity: bloodRequests.quantity,
    })
    .from(bloodRequests)
    .where(and(eq(bloodRequests.id, id), isNull(bloodRequests.archivedAt), requestInScope(scope)))
    .for('update');
  return row;
}

export async function insertPledge(
  tx: Tx,
  p: { requestId: string; donorId: string; callId: string | null; by: string | null; now: Date },
) {
  const [row] = await tx
    .insert(pledges)
    .values({
      bloodRequestId: p.requestId,
      donorId: p.donorId,
      callId: p.callId,
      pledgedBy: p.by,
      pledgedAt: p.now,
    })
    .returning({ id: pledges.id });
  return row!.id;
}

/** The request's stored status with its counts (for RequestProgress); undefined when missing or archived. */
export async function progressOf(db: Db | Tx, requestId: string, scope: Scope) {
  const [row] = await db
    .select({
      request: { status: bloodRequests.status, quantity: bloodRequests.quantity },
      ...progressColumns,
    })
    .from(bloodRequests)
    .where(
      and(eq(bloodRequests.id, requestId), isNull(bloodRequests.archivedAt), requestInScope(scope)),
    );
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

/** The donor's pledge to the request that is not withdrawn, if any. */
export async function livePledgeOf(tx: Tx, requestId: string, donorId: string) {
  const [existing] = await tx
    .select({
      id: pledges.id,
      source: pledges.source,
      confirmedAt: pledges.confirmedAt,
      donationId: pledges.donationId,
    })
    .from(pledges)
    .where(
      and(
        eq(pledges.bloodRequestId, requestId),
        eq(pledges.donorId, donorId),
        isNull(pledges.withdrawnAt),
      ),
    );
  return existing;
}

/** How many pledges to the request are not withdrawn. */
export async function livePledgeCount(tx: Tx, requestId: string): Promise<number> {
  const [live] = await tx
    .select({ n: count() })
    .from(pledges)
    .where(and(eq(pledges.bloodRequestId, requestId), isNull(pledges.withdrawnAt)));
  return live?.n ?? 0;
}

/** A pledge the donor made through their link, confirmed by a volunteer's call (once). */
export async function confirmLinkPledge(tx: Tx, pledgeId: string, now: Date): Promise<void> {
  await tx
    .update(pledges)
    .set({ confirmedAt: now })
    .where(
      and(eq(pledges.id, pledgeId), eq(pledges.source, 'donorLink'), isNull(pledges.confirmedAt)),
    );
}

/** A pledge to the request, locked for its change. */
export async function lockPledge(tx: Tx, pledgeId: string, requestId: string) {
  const [pledge] = await tx
    .select({
      id: pledges.id,
      donorId: pledges.donorId,
      donationId: pledges.donationId,
      withdrawnAt: pledges.withdrawnAt,
    })
    .from(pledges)
    .where(and(eq(pledges.id, pledgeId), eq(pledges.bloodRequestId, requestId)))
    .for('update');
  return pledge;
}

/** The donation that fulfilled the pledge. */
export async function linkPledgeDonation(tx: Tx, pledgeId: string, donationId: string) {
  await tx.update(pledges).set({ donationId }).where(eq(pledges.id, pledgeId));
}

/** Withdraws a pledge, with who did it and why. */
export async function withdrawPledgeRow(
  tx: Tx,
  pledgeId: string,
  now: Date,
  by: string | null,
  reason: string | null,
): Promise<void> {
  await tx
    .update(pledges)
    .set({ withdrawnAt: now, withdrawnBy: by, withdrawReason: reason })
    .where(eq(pledges.id, pledgeId));
}
