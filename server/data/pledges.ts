import { and, asc, eq, isNull, sql } from 'drizzle-orm';

import type { Db } from '../db/client.ts';
import { bloodRequests, donations, donors, pledges, users } from '../db/schema.ts';
import { progressColumns } from './blood-requests.ts';

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
export async function progressOf(db: Db | Tx, requestId: string) {
  const [row] = await db
    .select({
      request: { status: bloodRequests.status, quantity: bloodRequests.quantity },
      ...progressColumns,
    })
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
