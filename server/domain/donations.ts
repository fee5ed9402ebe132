import { DONATION_MESSAGES } from '../../common/schemas/donations.ts';
import { ERROR_CODES } from '../../common/error-codes.ts';
import type { DonationKind } from '../../common/constants.ts';
import type { Db } from '../db/client.ts';
import { refreshDonor } from '../data/donor-derived.ts';
import {
  bloodRequestExists,
  daysBefore,
  deleteDonation,
  historyRow,
  insertDonation,
  lockDonor,
  markDonateClicked,
  totalsOf,
  type DonationRow,
  type NewDonation,
} from '../data/donations.ts';
import { lockEligibility } from '../data/settings.ts';
import { storedFields } from './changes.ts';
import { runCommand, scopeOf, type Actor, type AuditRecord, type Tx } from './command.ts';
import { DomainError } from './errors.ts';

export const NO_DONOR = 'No donor with that id';
export const UNKNOWN_REQUEST = 'bloodRequestId: No blood request with that id';

/** What a donation event keeps: the history row as written, without its bookkeeping. */
const donationChanges = (row: DonationRow) =>
  storedFields(row, ['donorId', 'recordedAt', 'recordedBy']);

/** Adds a (past) donation to a donor's history and re-derives the donor's totals and eligibility. */
export async function addDonation(db: Db, actor: Actor, donorId: string, donation: NewDonation) {
  return runCommand(db, actor, async (tx, record) => {
    const days = await lockEligibility(tx);
    const donor = await lockDonor(tx, donorId, scopeOf(actor));
    if (!donor) throw new DomainError('notFound', NO_DONOR);
    if (donor.birthDate && donation.donatedAt < donor.birthDate) {
      throw new DomainError(
        'invalid',
        `donatedAt: ${DONATION_MESSAGES.dateBeforeBirth}`,
        'donatedAt',
      );
    }
    if (
      donation.bloodRequestId &&
      !(await bloodRequestExists(tx, donation.bloodRequestId, scopeOf(actor)))
    ) {
      throw new DomainError('invalid', UNKNOWN_REQUEST, 'bloodRequestId');
    }
    const inserted = await insertDonation(tx, { donorId, ...donation, recordedBy: actor.id });
    await refreshDonor(tx, donorId, days);
    const row = await historyRow(tx, inserted!.id);
    await record({
      action: 'addDonation',
      target: 'donor',
      targetId: donorId,
      changes: donationChanges(inserted!),
    });
    return { row: row!, totals: (await totalsOf(tx, donorId))! };
  });
}

/** Removes a mistaken donation from a donor's history (deletedCount 0 when the donor has no such donation). */
export async function removeDonation(db: Db, actor: Actor, donorId: string, donationId: string) {
  return runCommand(db, actor, async (tx, record) => {
    const days = await lockEligibility(tx);
    if (!(await lockDonor(tx, donorId, scopeOf(actor))))
      throw new DomainError('notFound', NO_DONOR);
    const deleted = await deleteDonation(tx, donorId, donationId);
    if (deleted.length) {
      await refreshDonor(tx, donorId, days);
      await record({
        action: 'removeDonation',
        target: 'donor',
        targetId: donorId,
        changes: donationChanges(deleted[0]!),
      });
    }
    return { deletedCount: deleted.length, totals: (await totalsOf(tx, donorId))! };
  });
}

/** What Donate records: a donation `daysAgo` days before `now`, of this kind, at this place. */
export interface DonateOptions {
  daysAgo: number;
  now: Date;
  kind: DonationKind;
  place: string | null;
  bloodRequestId: string | null;
}

/**
 * Donate: records a donation made `daysAgo` days ago (today by default) for an available verified
 * donor; the history row, the count and the next-eligible time change together.
 */
export async function recordDonation(
  db: Db,
  actor: Actor,
  donorId: string,
  options: DonateOptions,
) {
  await runCommand(db, actor, (tx, record) =>
    recordDonationIn(tx, record, actor, donorId, options),
  );
}

/**
 * Donate inside a command's own transaction (a blood bridge's session marked given records the
 * donation with its answer); answers the history row written.
 */
export async function recordDonationIn(
  tx: Tx,
  record: (event: AuditRecord) => Promise<void>,
  actor: Actor,
  donorId: string,
  options: DonateOptions,
) {
  const days = await lockEligibility(tx);
  const donor = await lockDonor(tx, donorId, scopeOf(actor));
  if (!donor || donor.status !== 'verified')
    throw new DomainError('notFound', 'No verified donor with that id');
  if (donor.nextEligibleAt && donor.nextEligibleAt > options.now) {
    throw new DomainError(
      'conflict',
      'This donor is not available for donation yet',
      undefined,
      ERROR_CODES.DONOR_NOT_AVAILABLE,
    );
  }
  const donatedAt = daysBefore(options.now, options.daysAgo);
  if (donor.birthDate && donatedAt < donor.birthDate) {
    throw new DomainError(
      'invalid',
      'note: The donation date cannot be before the date of birth',
      'note',
    );
  }
  if (
    options.bloodRequestId &&
    !(await bloodRequestExists(tx, options.bloodRequestId, scopeOf(actor)))
  ) {
    throw new DomainError('invalid', UNKNOWN_REQUEST, 'bloodRequestId');
  }
  const inserted = await insertDonation(tx, {
    donorId,
    donatedAt,
    kind: options.kind,
    place: options.place,
    bloodRequestId: options.bloodRequestId,
    recordedBy: actor.id,
  });
  await markDonateClicked(tx, donorId, options.now, options.daysAgo);
  await refreshDonor(tx, donorId, days);
  await record({
    action: 'donate',
    target: 'donor',
    targetId: donorId,
    changes: { ...donationChanges(inserted!), note: options.daysAgo },
  });
  return inserted!;
}
