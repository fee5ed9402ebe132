import type { DonationKind } from '../../../common/constants.ts';
import type { DonationRow } from '../../../common/schemas/donations.ts';
import type { DonationRecord } from '../../data/donations.ts';

/** One donation as admins see it: who recorded it by name (or email), never by account id. */
export const presentDonation = (r: DonationRecord): DonationRow => ({
  _id: r.id,
  donatedAt: r.donatedAt,
  kind: r.kind as DonationKind,
  place: r.place,
  bloodRequestId: r.bloodRequestId,
  recordedBy: r.recordedByName || r.recordedByEmail || null,
});

export const presentTotals = (t: { donationCount: number; nextEligibleAt: Date | null }) => ({
  donationCount: t.donationCount,
  nextEligibleAt: t.nextEligibleAt ? t.nextEligibleAt.toISOString() : null,
});
