import { canGiveRedCells } from '../../common/blood-compatibility.ts';
import { PLEDGES_PER_REQUEST_MAX, type BloodGroup } from '../../common/constants.ts';
import { ERROR_CODES } from '../../common/error-codes.ts';
import { bagsNeeded } from '../../common/schemas/blood-requests.ts';
import { endOfDay, todayInBangladesh } from '../../common/dates.ts';
import { DONATION_MESSAGES } from '../../common/schemas/donations.ts';
import type { CallBody, PledgeGivenBody } from '../../common/schemas/matching.ts';
import type { Db } from '../db/client.ts';
import { cancelRequestRow, completeRequest } from '../data/blood-requests.ts';
import { insertCall, touchLastCalled } from '../data/calls.ts';
import { donationOnDay, givenCount, insertDonation } from '../data/donations.ts';
import { refreshDonor } from '../data/donor-derived.ts';
import { lockCalledDonor } from '../data/donors.ts';
import {
  confirmLinkPledge,
  insertPledge,
  linkPledgeDonation,
  livePledgeCount,
  livePledgeOf,
  lockPledge,
  lockRequest,
  withdrawPledgeRow,
} from '../data/pledges.ts';
import { lockEligibility } from '../data/settings.ts';
import { storedFields } from './changes.ts';
import { runCommand, scopeOf, type Actor } from './command.ts';
import { queueThanksIn, type MessageOptions } from './reminders.ts';
import { DomainError, requestClosed } from './errors.ts';
import { stopWavesWhenCovered } from './wave-stop.ts';

export const NO_REQUEST = 'No blood request with that id';
export const NO_DONOR = 'No donor with that id';
const NO_PLEDGE = 'No pledge with that id for this blood request';

/** Every refusal of a call, a pledge or a cancellation, in one table. */
const REFUSALS = {
  missingDonor: () => new DomainError('notFound', NO_DONOR),
  missing: () => new DomainError('notFound', NO_PLEDGE),
  missingRequest: () => new DomainError('notFound', NO_REQUEST),
  unknownRequest: () => new DomainError('invalid', `requestId: ${NO_REQUEST}`, 'requestId'),
  beforeBirth: () =>
    new DomainError('invalid', `donatedOn: ${DONATION_MESSAGES.dateBeforeBirth}`, 'donatedOn'),
  alreadyRecorded: () =>
    new DomainError(
      'conflict',
      'This donor already has a donation on that date',
      'donatedOn',
      ERROR_CODES.DONATION_ALREADY_RECORDED,
    ),
  alreadyClosed: () =>
    new DomainError(
      'conflict',
      'This blood request is already closed (done or cancelled)',
      undefined,
      ERROR_CODES.BLOOD_REQUEST_CLOSED,
    ),
  incompatible: () =>
    new DomainError(
      'conflict',
      "This donor's blood group cannot give to the patient",
      'requestId',
      ERROR_CODES.BLOOD_GROUP_INCOMPATIBLE,
    ),
  notEligible: () =>
    new DomainError(
      'conflict',
      'This donor may not give again before the blood is needed',
      undefined,
      ERROR_CODES.DONOR_NOT_AVAILABLE,
    ),
  notEligibleThatDay: () =>
    new DomainError(
      'conflict',
      'This donor was not yet eligible to give on that date',
      'donatedOn',
      ERROR_CODES.DONOR_NOT_AVAILABLE,
    ),
  notVerified: () =>
    new DomainError(
      'conflict',
      'Only a verified donor can pledge',
      undefined,
      ERROR_CODES.DONOR_NOT_AVAILABLE,
    ),
  tooMany: () =>
    new DomainError(
      'conflict',
      'This blood request has as many pledges as it may hold',
      'requestId',
      ERROR_CODES.TOO_MANY_PLEDGES,
    ),
  cancelled: () =>
    new DomainError(
      'conflict',
      'This blood request is cancelled',
      undefined,
      ERROR_CODES.BLOOD_REQUEST_CANCELLED,
    ),
  notOpen: () =>
    new DomainError(
      'conflict',
      'This pledge is already given or withdrawn',
      undefined,
      ERROR_CODES.PLEDGE_NOT_OPEN,
    ),
} as const;

const refusal = (reason: keyof typeof REFUSALS) => REFUSALS[reason]();

/**
 * Records a call in one transaction: the call row; the donor's last_called_at (derived from the
 * calls) and wrong-number flag; for donatedRecently the donation in the history (whole blood
 * unless said, place unknown) with the donor's totals and eligibility re-derived; for willDonate
 * with a request, the pledge (or the donor's existing live one). A call about a done or
 * cancelled request is refused.
 */
export async function recordCall(db: Db, actor: Actor, donorId: string, body: CallBody, now: Date) {
  const calledBy = actor.id;
  return runCommand(db, actor, async (tx, record) => {
    const days = body.outcome === 'donatedRecently' ? await lockEligibility(tx) : undefined;
    const donor = await lockCalledDonor(tx, donorId, scopeOf(actor));
    if (!donor) throw refusal('missingDonor');
    const request = body.requestId
      ? await lockRequest(tx, body.requestId, scopeOf(actor))
      : undefined;
    if (body.requestId && !request) throw refusal('unknownRequest');
    // A call about a closed request is refused whatever its outcome: nothing about the request can
    // follow from it. A call that is not about a request is recorded from the donor's own page.
    if (request && request.status !== 'incomplete')
      throw requestClosed(request.status, 'requestId');

    let pledgeNeeded = false;
    // The donor's live pledge to this request, when there is one already (looked up once, here).
    let livePledgeId: string | null = null;
    // A donor still resting when the blood is needed is not pledged, but the call is kept (it
    // happened) and the answer says until when, so the dialog can say it where the volunteer looks.
    let restingUntil: Date | null = null;
    if (body.outcome === 'willDonate' && request) {
      if (donor.status !== 'verified') throw refusal('notVerified');
      if (!canGiveRedCells(donor.bloodGroup as BloodGroup, request.bloodGroup as BloodGroup))
        throw refusal('incompatible');
      // The donor must be able to give by the time the blood is needed (or now, if that has passed).
      const by = request.neededAt > now ? request.neededAt : now;
      if (donor.nextEligibleAt && donor.nextEligibleAt > by) restingUntil = donor.nextEligibleAt;
    }
    if (body.outcome === 'willDonate' && request && !restingUntil) {
      const existing = await livePledgeOf(tx, request.id, donorId);
      if (existing) livePledgeId = existing.id;
      else {
        if ((await livePledgeCount(tx, request.id)) >= PLEDGES_PER_REQUEST_MAX)
          throw refusal('tooMany');
        pledgeNeeded = true;
      }
    }

    let donationId: string | null = null;
    if (body.outcome === 'donatedRecently' && body.donatedOn) {
      if (donor.birthDate && body.donatedOn < donor.birthDate) throw refusal('beforeBirth');
      const same = await donationOnDay(tx, donorId, body.donatedOn);
      if (same) throw refusal('alreadyRecorded');
      const row = await insertDonation(tx, {
        donorId,
        donatedAt: body.donatedOn,
        kind: body.kind,
        place: null,
        bloodRequestId: null,
        recordedBy: calledBy,
      });
      donationId = row!.id;
      await refreshDonor(tx, donorId, days!);
    }

    const call = await insertCall(tx, {
      donorId,
      bloodRequestId: request?.id ?? null,
      outcome: body.outcome,
      note: body.note,
      donatedOn: body.outcome === 'donatedRecently' ? (body.donatedOn ?? null) : null,
      donationId,
      calledAt: now,
      calledBy,
    });
    await touchLastCalled(tx, donorId, body.outcome === 'wrongNumber' ? now : undefined);

    let pledgeId: string | null = null;
    if (body.outcome === 'willDonate' && request && !restingUntil) {
      pledgeId = pledgeNeeded
        ? await insertPledge(tx, {
            requestId: request.id,
            donorId,
            callId: call!.id,
            by: calledBy,
            now,
          })
        : livePledgeId;
      // A donor's own "yes" through the private link is an offer until this call confirms it.
      if (pledgeId && !pledgeNeeded) {
        await confirmLinkPledge(tx, pledgeId, now);
      }
    }
    // A new pledge may cover the bags: the automatic waves stop in this transaction.
    if (pledgeId && request) await stopWavesWhenCovered(tx, record, actor, request, now);
    await record({
      action: 'recordCall',
      target: 'donor',
      targetId: donorId,
      changes: {
        ...storedFields(call!, ['donorId', 'calledBy', 'calledAt']),
        ...(pledgeId ? { pledgeId } : {}),
      },
    });
    return { callId: call!.id, pledgeId, requestId: request?.id ?? null, restingUntil };
  });
}

/**
 * "Donation given" on a pledge, in one transaction: the donation joins the donor's history
 * linked to the request (date today in Bangladesh unless said), the pledge points at it, the
 * donor's totals and eligibility are re-derived, and when the donations linked to the request
 * reach the bags needed an incomplete request becomes done (completion time from the server).
 */
export async function markGiven(
  db: Db,
  actor: Actor,
  requestId: string,
  pledgeId: string,
  body: PledgeGivenBody,
  now: Date,
  messages?: MessageOptions,
) {
  const by = actor.id;
  return runCommand(db, actor, async (tx, record) => {
    const days = await lockEligibility(tx);
    const request = await lockRequest(tx, requestId, scopeOf(actor));
    if (!request) throw refusal('missing');
    if (request.status === 'cancelled') throw refusal('cancelled');
    const pledge = await lockPledge(tx, pledgeId, requestId);
    if (!pledge) throw refusal('missing');
    if (pledge.withdrawnAt || pledge.donationId) throw refusal('notOpen');
    const donor = await lockCalledDonor(tx, pledge.donorId, scopeOf(actor));
    if (!donor) throw refusal('missing');
    const donatedOn = body.donatedOn ?? todayInBangladesh(now);
    if (donor.birthDate && donatedOn < donor.birthDate) throw refusal('beforeBirth');
    // Not yet eligible on that day (by an earlier donation): refused, as Donate refuses it.
    if (donor.nextEligibleAt && donor.nextEligibleAt >= endOfDay(donatedOn))
      throw refusal('notEligibleThatDay');
    const donation = await insertDonation(tx, {
      donorId: pledge.donorId,
      donatedAt: donatedOn,
      kind: body.kind,
      place: body.place,
      bloodRequestId: requestId,
      recordedBy: by,
    });
    await linkPledgeDonation(tx, pledgeId, donation!.id);
    await refreshDonor(tx, pledge.donorId, days);
    let completed = false;
    if (request.status === 'incomplete') {
      if ((await givenCount(tx, requestId)) >= bagsNeeded(request.quantity)) {
        await completeRequest(tx, requestId, now);
        completed = true;
      }
    }
    // The donor hears that it mattered (decisions/060): a thank-you through the outbox.
    const thanks = messages
      ? await queueThanksIn(tx, record, pledge.donorId, donation!.id, now, messages)
      : null;
    await record({
      action: 'donationGiven',
      target: 'bloodRequest',
      targetId: requestId,
      changes: {
        pledgeId,
        donorId: pledge.donorId,
        ...storedFields(donation!, ['donorId', 'bloodRequestId', 'recordedAt', 'recordedBy']),
        ...(completed ? { status: { from: 'incomplete', to: 'done' } } : {}),
        ...(thanks ? { thanks } : {}),
      },
    });
    return { pledgeId };
  });
}

/** Withdraws an open pledge (the donor cannot come); a given or withdrawn one is not open. */
export async function withdrawPledge(
  db: Db,
  actor: Actor,
  requestId: string,
  pledgeId: string,
  reason: string | null,
  now: Date,
) {
  const by = actor.id;
  await runCommand(db, actor, async (tx, record) => {
    const request = await lockRequest(tx, requestId, scopeOf(actor));
    if (!request) throw refusal('missing');
    const pledge = await lockPledge(tx, pledgeId, requestId);
    if (!pledge) throw refusal('missing');
    if (pledge.withdrawnAt || pledge.donationId) throw refusal('notOpen');
    await withdrawPledgeRow(tx, pledgeId, now, by, reason);
    await record({
      action: 'withdrawPledge',
      target: 'bloodRequest',
      targetId: requestId,
      changes: {
        pledgeId,
        withdrawnAt: now.toISOString(),
        ...(reason ? { withdrawReason: reason } : {}),
      },
    });
  });
}

/**
 * Cancels an incomplete (or managed) request with a reason: it closes (completion time = now, so
 * the complete list shows it) and takes no new pledges. Done or cancelled ones are closed already.
 */
export async function cancelRequest(
  db: Db,
  actor: Actor,
  requestId: string,
  reason: string,
  now: Date,
) {
  const by = actor.id;
  await runCommand(db, actor, async (tx, record) => {
    const request = await lockRequest(tx, requestId, scopeOf(actor));
    if (!request) throw refusal('missingRequest');
    if (request.status !== 'incomplete') throw refusal('alreadyClosed');
    await cancelRequestRow(tx, requestId, now, by, reason);
    await record({
      action: 'cancel',
      target: 'bloodRequest',
      targetId: requestId,
      changes: {
        status: { from: request.status, to: 'cancelled' },
        cancelReason: reason,
        cancelledAt: now.toISOString(),
      },
    });
  });
}
