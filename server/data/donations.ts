import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { DONATION_HISTORY_LIMIT, type DonationKind } from '../../common/constants.ts';
import { addDays, todayInBangladesh } from '../../common/dates.ts';
import type { Db } from '../db/client.ts';
import { bloodRequests, donations, donors, users } from '../db/schema.ts';
import { inScope, type Scope } from './scope.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface NewDonation {
  /** YYYY-MM-DD */
  donatedAt: string;
  kind: DonationKind;
  place: string | null;
  bloodRequestId: string | null;
}

/** The donor's totals after a change, read in the changing transaction. */
export async function totalsOf(tx: Db | Tx, donorId: string) {
  const [row] = await tx
    .select({
      priorDonations: donors.priorDonations,
      donationCount: donors.donationCount,
      nextEligibleAt: donors.nextEligibleAt,
    })
    .from(donors)
    .where(eq(donors.id, donorId));
  return row;
}

/** A live donor in the scope, locked for a change of their history (undefined: missing or another unit's). */
export async function lockDonor(tx: Tx, donorId: string, scope: Scope) {
  const [row] = await tx
    .select({
      id: donors.id,
      status: donors.status,
      birthDate: donors.birthDate,
      nextEligibleAt: donors.nextEligibleAt,
    })
    .from(donors)
    // An archived donor is out of every list and takes no new history until restored.
    .where(and(eq(donors.id, donorId), isNull(donors.archivedAt), inScope(donors.unitId, scope)))
    .for('update');
  return row;
}

/** The request a donation names exists and is in the scope (another unit's is unknown). */
export const bloodRequestExists = async (tx: Tx, id: string, scope: Scope) =>
  (
    await tx
      .select({ id: bloodRequests.id })
      .from(bloodRequests)
      .where(and(eq(bloodRequests.id, id), inScope(bloodRequests.unitId, scope)))
  ).length > 0;

export const historyColumns = {
  id: donations.id,
  donatedAt: donations.donatedAt,
  kind: donations.kind,
  place: donations.place,
  bloodRequestId: donations.bloodRequestId,
  recordedByName: users.name,
  recordedByEmail: users.email,
};

export type DonationRecord = {
  id: string;
  donatedAt: string;
  kind: string;
  place: string | null;
  bloodRequestId: string | null;
  recordedByName: string | null;
  recordedByEmail: string | null;
};

/** A donor's history, newest first (at most DONATION_HISTORY_LIMIT rows), with its totals. */
export async function donationHistory(db: Db, donorId: string, scope: Scope) {
  const [totals] = await db
    .select({
      priorDonations: donors.priorDonations,
      donationCount: donors.donationCount,
      nextEligibleAt: donors.nextEligibleAt,
    })
    .from(donors)
    .where(and(eq(donors.id, donorId), inScope(donors.unitId, scope)));
  if (!totals) return undefined;
  const rows = await db
    .select(historyColumns)
    .from(donations)
    .leftJoin(users, eq(users.id, donations.recordedBy))
    .where(eq(donations.donorId, donorId))
    .orderBy(desc(donations.donatedAt), desc(donations.recordedAt), desc(donations.id))
    .limit(DONATION_HISTORY_LIMIT);
  return { rows, totals };
}

/** The date `daysAgo` days before today in Bangladesh, YYYY-MM-DD. */
export function daysBefore(now: Date, daysAgo: number): string {
  return addDays(todayInBangladesh(now), -daysAgo);
}

/** Edit's donation count: the part the history does not explain becomes the prior adjustment. */
export async function setPriorFromTotal(tx: Tx, donorId: string, total: number) {
  await tx
    .update(donors)
    .set({
      priorDonations: sql`greatest(0, ${total}::int - (select count(*)::int from ${donations} where ${donations.donorId} = ${donorId}))`,
    })
    .where(eq(donors.id, donorId));
}

/** A row of the donation history as stored. */
export type DonationRow = typeof donations.$inferSelect;

/** Adds a row to a donor's history; the row as stored. */
export async function insertDonation(
  tx: Tx,
  values: typeof donations.$inferInsert,
): Promise<DonationRow | undefined> {
  const [inserted] = await tx.insert(donations).values(values).returning();
  return inserted;
}

/** One history row as the history screen shows it (with who recorded it). */
export async function historyRow(tx: Tx, donationId: string) {
  const [row] = await tx
    .select(historyColumns)
    .from(donations)
    .leftJoin(users, eq(users.id, donations.recordedBy))
    .where(eq(donations.id, donationId));
  return row;
}

/** Removes one of the donor's donations; the rows removed (none when the donor has no such donation). */
export function deleteDonation(tx: Tx, donorId: string, donationId: string) {
  return tx
    .delete(donations)
    .where(and(eq(donations.id, donationId), eq(donations.donorId, donorId)))
    .returning();
}

/** Notes when the donor's donate button was pressed and how many days ago the donation was. */
export async function markDonateClicked(tx: Tx, donorId: string, now: Date, daysAgo: number) {
  await tx.update(donors).set({ donateClickedAt: now, note: daysAgo }).where(eq(donors.id, donorId));
}

/** The donor's donation on this day, if one is recorded. */
export async function donationOnDay(tx: Tx, donorId: string, donatedAt: string) {
  const [same] = await tx
    .select({ id: donations.id })
    .from(donations)
    .where(and(eq(donations.donorId, donorId), eq(donations.donatedAt, donatedAt)));
  return same;
}

/** How many donations are linked to the request. */
export async function givenCount(tx: Tx, requestId: string): Promise<number> {
  const [given] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(donations)
    .where(eq(donations.bloodRequestId, requestId));
  return given?.n ?? 0;
}
