import type { BloodGroup, CallOutcome, DonationKind } from '../../../common/constants.ts';
import type { CallRow, MatchRow, PledgeRow } from '../../../common/schemas/matching.ts';
import { bilingualOrNull } from '../../shared/geo-presenter.ts';
import type { CallRecord } from '../../data/calls.ts';
import type { MatchDetails } from '../../data/matches.ts';
import type { PledgeRecord } from '../../data/pledges.ts';

/** A time from the driver (a Date, or text from a raw query) as ISO text. */
export const isoOf = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** One match: the admins' view of a donor to call for this request (phones and address included). */
export function presentMatch(
  d: MatchDetails,
  rank: { exactMatch: boolean; proximity: MatchRow['proximity'] },
  now: Date,
): MatchRow {
  const eligibleFrom = isoOf(d.next_eligible_at);
  return {
    _id: d.id,
    name: d.name,
    bloodGroup: d.blood_group as BloodGroup,
    exactMatch: rank.exactMatch,
    proximity: rank.proximity,
    eligibleFrom,
    eligibleNow: eligibleFrom === null || new Date(eligibleFrom) <= now,
    lastCalledAt: isoOf(d.last_called_at),
    lastCalledBy: d.last_called_by,
    callsLast3Days: d.calls_recent,
    wrongNumberAt: isoOf(d.wrong_number_at),
    pledgeId: d.pledge_id,
    number1: d.phone1,
    number2: d.phone2,
    upazila: d.upazila,
    union: d.union,
    village: d.village,
    placeNames: {
      upazila: bilingualOrNull(d.upazila, d.upazila_en),
      union: bilingualOrNull(d.union, d.union_en),
    },
    unit:
      d.unit_id && d.unit_bn !== null && d.unit_en !== null
        ? { id: d.unit_id, name: { bn: d.unit_bn, en: d.unit_en } }
        : null,
  };
}

export const presentCall = (c: CallRecord): CallRow => ({
  _id: c.id,
  donorId: c.donorId,
  requestId: c.bloodRequestId,
  outcome: c.outcome as CallOutcome,
  note: c.note,
  donatedOn: c.donatedOn,
  donationId: c.donationId,
  calledAt: c.calledAt.toISOString(),
  calledBy: c.calledBy,
});

export const presentPledge = (p: PledgeRecord): PledgeRow => ({
  _id: p.id,
  requestId: p.requestId,
  donorId: p.donorId,
  donorName: p.donorName,
  bloodGroup: p.bloodGroup as BloodGroup,
  number1: p.phone1,
  number2: p.phone2,
  state: p.withdrawnAt ? 'withdrawn' : p.donationId ? 'given' : 'pledged',
  pledgedAt: p.pledgedAt.toISOString(),
  pledgedBy: p.pledgedBy,
  donatedOn: p.donatedOn,
  kind: (p.kind as DonationKind | null) ?? null,
  donationId: p.donationId,
  withdrawnAt: p.withdrawnAt ? p.withdrawnAt.toISOString() : null,
  withdrawReason: p.withdrawReason,
  source: p.source === 'donorLink' ? 'donorLink' : 'admin',
  confirmedAt: p.confirmedAt ? p.confirmedAt.toISOString() : null,
});
