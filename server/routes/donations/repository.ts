import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { DONATION_HISTORY_LIMIT, type DonationKind } from '../../../common/constants.ts';
import { todayInBangladesh } from '../../../common/schemas/donations.ts';
import type { Db } from '../../db/client.ts';
import { bloodRequests, donations, donors, users } from '../../db/schema.ts';
import { lockEligibility } from '../settings/repository.ts';
import { refreshDonor } from './derived.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface NewDonation {
  /** YYYY-MM-DD */
  donatedAt: string;
  kind: DonationKind;
  place: string | null;
  bloodRequestId: string | null;
}

/** The donor's totals after a change, read in the changing transaction. */
async function totalsOf(tx: Db | Tx, donorId: string) {
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

async function lockDonor(tx: Tx, donorId: string) {
  const [row] = await tx
    .select({ id: donors.id, status: donors.status, birthDate: donors.birthDate, nextEligibleAt: donors.nextEligibleAt })
    .from(donors)
    // An archived donor is out of every list and takes no new history until restored.
    .where(and(eq(donors.id, donorId), isNull(donors.archivedAt)))
    .for('update');
  return row;
}

const bloodRequestExists = async (tx: Tx, id: string) =>
  (await tx.select({ id: bloodRequests.id }).from(bloodRequests).where(eq(bloodRequests.id, id))).length > 0;

const historyColumns = {
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
export async function donationHistory(db: Db, donorId: string) {
  const totals = await totalsOf(db, donorId);
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

export type AddResult =
  | { error: 'missing' | 'beforeBirth' | 'unknownRequest' }
  | { row: DonationRecord; totals: NonNullable<Awaited<ReturnType<typeof totalsOf>>> };

/** Adds a (past) donation to a donor's history and re-derives the donor's totals and eligibility. */
export async function addDonation(db: Db, donorId: string, donation: NewDonation, recordedBy: string | null): Promise<AddResult> {
  return db.transaction(async (tx) => {
    const days = await lockEligibility(tx);
    const donor = await lockDonor(tx, donorId);
    if (!donor) return { error: 'missing' };
    if (donation.donatedAt < donor.birthDate) return { error: 'beforeBirth' };
    if (donation.bloodRequestId && !(await bloodRequestExists(tx, donation.bloodRequestId))) {
      return { error: 'unknownRequest' };
    }
    const [inserted] = await tx
      .insert(donations)
      .values({ donorId, ...donation, recordedBy })
      .returning({ id: donations.id });
    await refreshDonor(tx, donorId, days);
    const [row] = await tx
      .select(historyColumns)
      .from(donations)
      .leftJoin(users, eq(users.id, donations.recordedBy))
      .where(eq(donations.id, inserted!.id));
    return { row: row!, totals: (await totalsOf(tx, donorId))! };
  });
}

/** Removes a mistaken donation from a donor's history; undefined when there is none such. */
export async function removeDonation(db: Db, donorId: string, donationId: string) {
  return db.transaction(async (tx) => {
    const days = await lockEligibility(tx);
    if (!(await lockDonor(tx, donorId))) return undefined;
    const deleted = await tx
      .delete(donations)
      .where(and(eq(donations.id, donationId), eq(donations.donorId, donorId)))
      .returning({ id: donations.id });
    if (deleted.length) await refreshDonor(tx, donorId, days);
    return { deletedCount: deleted.length, totals: (await totalsOf(tx, donorId))! };
  });
}

/** The date `daysAgo` days before today in Bangladesh, YYYY-MM-DD. */
export function daysBefore(now: Date, daysAgo: number): string {
  const today = new Date(`${todayInBangladesh(now)}T00:00:00Z`);
  return new Date(today.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Donate: records a donation made `daysAgo` days ago (today by default) for an available verified
 * donor; the history row, the count and the next-eligible time change together.
 */
export async function recordDonation(
  db: Db,
  donorId: string,
  options: { daysAgo: number; now: Date; recordedBy: string | null; kind: DonationKind; place: string | null; bloodRequestId: string | null },
): Promise<'recorded' | 'missing' | 'unavailable' | 'beforeBirth' | 'unknownRequest'> {
  return db.transaction(async (tx) => {
    const days = await lockEligibility(tx);
    const donor = await lockDonor(tx, donorId);
    if (!donor || donor.status !== 'verified') return 'missing';
    if (donor.nextEligibleAt && donor.nextEligibleAt > options.now) return 'unavailable';
    const donatedAt = daysBefore(options.now, options.daysAgo);
    if (donatedAt < donor.birthDate) return 'beforeBirth';
    if (options.bloodRequestId && !(await bloodRequestExists(tx, options.bloodRequestId))) return 'unknownRequest';
    await tx.insert(donations).values({
      donorId,
      donatedAt,
      kind: options.kind,
      place: options.place,
      bloodRequestId: options.bloodRequestId,
      recordedBy: options.recordedBy,
    });
    await tx.update(donors).set({ donateClickedAt: options.now, note: options.daysAgo }).where(eq(donors.id, donorId));
    await refreshDonor(tx, donorId, days);
    return 'recorded';
  });
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
