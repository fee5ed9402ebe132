import { canGiveRedCells } from '../../common/blood-compatibility.ts';
import {
  ALERTS_PER_BAG,
  ALERTS_PER_REQUEST_MAX,
  PLEDGES_PER_REQUEST_MAX,
  type AlertAnswer,
  type AlertChannel,
  type AlertSkipReason,
  type BloodGroup,
} from '../../common/constants.ts';
import { ERROR_CODES } from '../../common/error-codes.ts';
import { bagsNeeded } from '../../common/schemas/blood-requests.ts';
import type { AlertSkip as Skip, SendAlertsBody } from '../../common/schemas/alerts.ts';
import { holdForQuietHours } from '../alerts/quiet-hours.ts';
import type { Db, Tx } from '../db/client.ts';
import type { AlertSettings } from '../../common/schemas/alerts.ts';
import { livePledgeCount, livePledgeOf } from '../data/pledges.ts';
import {
  alertCountsOf,
  alertOfDonor,
  insertAlert,
  insertDeclinedCall,
  insertLinkPledge,
  lastTouchedOf,
  lockAlertCandidates,
  lockRequestForAnswer,
  lockRequestStatus,
  requestToAlert as readRequestToAlert,
  setAlertAnswer,
  withdrawLinkPledge,
} from '../data/alerts.ts';
import { pageMatches } from '../data/matches.ts';
import { readAlertSettings } from '../data/settings.ts';
import type { Scope } from '../data/scope.ts';
import { runCommand, scopeOf, type Actor, type AuditRecord } from './command.ts';
import { DONOR_LINK_ACTOR, issueLinkIn, linkedDonor } from './donor-link.ts';
import { DomainError, requestClosed } from './errors.ts';
import { stopWavesWhenCovered } from './wave-stop.ts';

/**
 * Alerts for a blood request (docs/decisions/036): the volunteer picks (or takes the top matches),
 * the server checks each donor, queues one outbox row per donor and request, and the worker
 * (server/alerts/outbox.ts) sends it. A donor's answer through the link lands beside the calls.
 */

const isUuid = (text: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text);

async function requestToAlert(db: Db, id: string, scope: Scope) {
  const row = await readRequestToAlert(db, id, scope);
  if (!row) throw new DomainError('notFound', 'No blood request with that id');
  if (row.status !== 'incomplete') throw requestClosed(row.status);
  return row;
}

/**
 * The default pick: the top matches (compatible, eligible now, not paused; nearest first), read a few
 * times deeper than needed, then within each rank the least recently called or alerted first.
 */
async function defaultCandidates(
  db: Db,
  request: Awaited<ReturnType<typeof requestToAlert>>,
  limit: number,
  now: Date,
  scope: Scope,
) {
  const { ranked } = await pageMatches(
    db,
    { ...request, bloodGroup: request.bloodGroup as BloodGroup },
    {
      limit: Math.min(limit * 4, 200),
      page: 0,
      includeNotEligible: false,
      now,
      scope,
    },
  );
  if (!ranked.length) return [];
  const touched = await lastTouchedOf(
    db,
    ranked.map((r) => r.id),
  );
  const lastTouch = new Map(
    touched.map((t) => [t.id, t.touched ? new Date(t.touched).getTime() : -Infinity]),
  );
  const rankOf = new Map<string, number>();
  let rank = -1;
  let previous = '';
  for (const r of ranked) {
    const key = `${r.exactMatch}:${r.proximity}`;
    if (key !== previous) rank += 1;
    previous = key;
    rankOf.set(r.id, rank);
  }
  return ranked
    .map((r) => r.id)
    .sort((a, b) => rankOf.get(a)! - rankOf.get(b)! || lastTouch.get(a)! - lastTouch.get(b)!);
}

/**
 * The alert limits a donor is held to: the sending unit's, and for a donor of another unit the
 * stricter of those and their own unit's, so that a donor shared with the federation is never
 * alerted more often than their own unit allows. Each unit's settings are read once per call.
 */
function donorLimits(tx: Tx, sending: AlertSettings, sendingUnit: string | null) {
  const known = new Map<string | null, Promise<AlertSettings>>([
    [sendingUnit, Promise.resolve(sending)],
  ]);
  return async (unitId: string | null) => {
    let own = known.get(unitId);
    if (!own) known.set(unitId, (own = readAlertSettings(tx, unitId)));
    const theirs = await own;
    return {
      perDay: Math.min(sending.perDay, theirs.perDay),
      perWeek: Math.min(sending.perWeek, theirs.perWeek),
    };
  };
}

export interface QueueOptions {
  linkKey: Buffer;
  pushAvailable: boolean;
  now: Date;
}

/** POST /api/blood-request/:id/alerts */
export async function queueAlerts(
  db: Db,
  actor: Actor,
  requestId: string,
  body: SendAlertsBody,
  options: QueueOptions,
) {
  const { now } = options;
  const scope = scopeOf(actor);
  const request = await requestToAlert(db, requestId, scope);
  const limit = body.donorIds
    ? body.donorIds.length
    : (body.limit ??
      Math.min(ALERTS_PER_BAG * bagsNeeded(request.quantity), ALERTS_PER_REQUEST_MAX));
  const candidates = body.donorIds
    ? [...new Set(body.donorIds)]
    : await defaultCandidates(db, request, limit, now, scope);

  return runCommand(db, actor, async (tx, record) => {
    // The request must still be open, and the donors' counts must not change under us (two volunteers at once).
    const locked = await lockRequestStatus(tx, requestId);
    if (!locked) throw new DomainError('notFound', 'No blood request with that id');
    if (locked.status !== 'incomplete') throw requestClosed(locked.status);
    return queueCandidates(tx, record, actor, request, candidates, {
      ...options,
      limit,
      urgent: body.urgent,
      scope,
    });
  });
}

/** What queueing alerts to a list of candidates needs besides the transaction. */
export interface QueueCandidateOptions extends QueueOptions {
  limit: number;
  urgent: boolean;
  scope: Scope;
  /** Only donors of this unit (an automatic wave before it reaches the shared donors). */
  onlyUnit?: { unitId: string | null };
}

/**
 * Inside a command whose transaction holds the request locked open: checks each candidate in
 * order (compatible, eligible, not paused, consenting, limits, not alerted for this request
 * before, a channel) and queues up to `limit` of them, each with its event. Shared by the
 * volunteer's alerts and the automatic waves (domain/waves.ts).
 */
export async function queueCandidates(
  tx: Tx,
  record: (event: AuditRecord) => Promise<void>,
  actor: Actor,
  request: { id: string; unitId: string | null; bloodGroup: string },
  candidates: string[],
  options: QueueCandidateOptions,
) {
  const { now, limit, scope } = options;
  const requestId = request.id;
  const body = { urgent: options.urgent };
  {
    const skipped: Skip[] = [];
    const alerted: { donorId: string; channel: AlertChannel }[] = [];
    if (!candidates.length) return { queued: 0, skipped, alerted, dueAt: now };
    // The sending unit's settings; a donor of another unit (shared with the federation) is also
    // held to their own unit's limits, the stricter of the two (limitsFor).
    const settings = await readAlertSettings(tx, request.unitId);
    const limitsFor = donorLimits(tx, settings, request.unitId);
    const rows = await lockAlertCandidates(tx, candidates, scope);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const counts = await alertCountsOf(tx, candidates, requestId, now);
    const countOf = new Map(counts.map((c) => [c.donor_id, c]));
    const dueAt = body.urgent ? now : holdForQuietHours(now, settings);
    let queued = 0;
    for (const donorId of candidates) {
      if (queued >= limit) break;
      const donor = byId.get(donorId);
      const c = countOf.get(donorId);
      // Before a wave reaches the shared donors, another unit's donor is not this wave's.
      if (donor && options.onlyUnit && donor.unitId !== options.onlyUnit.unitId) continue;
      const limits = donor ? await limitsFor(donor.unitId) : settings;
      const reason = ((): AlertSkipReason | AlertChannel => {
        if (!donor || !c || donor.archivedAt || donor.status !== 'verified') return 'notFound';
        if (!canGiveRedCells(donor.bloodGroup as BloodGroup, request.bloodGroup as BloodGroup))
          return 'notCompatible';
        if (
          (donor.nextEligibleAt && donor.nextEligibleAt > now) ||
          (donor.pausedUntil && donor.pausedUntil > now)
        )
          return 'notEligible';
        if (!donor.consent) return 'noConsent';
        if (c.day >= limits.perDay) return 'alertedRecently';
        if (c.week >= limits.perWeek) return 'weeklyLimit';
        if (c.this_request) return 'alreadyAlerted';
        if (donor.channels.includes('push') && options.pushAvailable && c.push) return 'push';
        if (donor.channels.includes('sms')) return 'sms';
        return 'noChannel';
      })();
      if (reason !== 'sms' && reason !== 'push') {
        skipped.push({ donorId, reason });
        continue;
      }
      if (!c!.link) await issueLinkIn(tx, record, options.linkKey, donorId, actor.id);
      await insertAlert(tx, {
        bloodRequestId: requestId,
        donorId,
        channel: reason,
        urgent: body.urgent,
        queuedAt: now,
        queuedBy: actor.id,
        dueAt,
      });
      await record({
        action: 'alertQueued',
        target: 'bloodRequest',
        targetId: requestId,
        changes: { donorId, channel: reason, urgent: body.urgent, dueAt: dueAt.toISOString() },
      });
      queued += 1;
      alerted.push({ donorId, channel: reason });
    }
    return { queued, skipped, alerted, dueAt };
  }
}

/**
 * The donor's answer through the link. "yes" makes a pledge marked as offered by the donor
 * (source donorLink) that a volunteer confirms by a call; "no" is recorded like a declined call,
 * so the donor drops in this request's ranking. An answer may be changed while the request is open.
 */
export function answerAlert(
  db: Db,
  token: string,
  requestId: string,
  answer: AlertAnswer,
  now: Date,
  actor: Actor = DONOR_LINK_ACTOR,
) {
  return runCommand(db, actor, async (tx, record) => {
    const donor = await linkedDonor(tx, token);
    const noAlert = () =>
      new DomainError(
        'notFound',
        'No alert for this request',
        undefined,
        ERROR_CODES.ALERT_NOT_FOUND,
      );
    if (!isUuid(requestId)) throw noAlert();
    const request = await lockRequestForAnswer(tx, requestId);
    const alert = request ? await alertOfDonor(tx, requestId, donor.donorId) : undefined;
    if (!request || !alert || request.archivedAt) throw noAlert();
    if (request.status !== 'incomplete') throw requestClosed(request.status);

    const live = await livePledgeOf(tx, requestId, donor.donorId);
    let pledgeId: string | null = null;
    if (answer === 'yes') {
      if (live) pledgeId = live.id;
      else {
        if ((await livePledgeCount(tx, requestId)) >= PLEDGES_PER_REQUEST_MAX)
          throw new DomainError(
            'conflict',
            'This request has enough offers',
            undefined,
            ERROR_CODES.TOO_MANY_PLEDGES,
          );
        pledgeId = await insertLinkPledge(tx, requestId, donor.donorId, now);
      }
      // Covered now: the automatic waves stop in this transaction, not at the next due wave.
      await stopWavesWhenCovered(tx, record, actor, request, now);
    } else {
      // Taking back an unconfirmed "yes" withdraws the offer; a pledge a volunteer confirmed stays theirs to manage.
      if (live && live.source === 'donorLink' && !live.confirmedAt && !live.donationId) {
        await withdrawLinkPledge(tx, live.id, now);
      }
      if (alert.answer !== 'no') {
        await insertDeclinedCall(tx, donor.donorId, requestId, now);
      }
    }
    await setAlertAnswer(tx, alert.id, answer, now);
    await record({
      action: 'alertAnswered',
      target: 'bloodRequest',
      targetId: requestId,
      changes: { via: 'donorLink', donorId: donor.donorId, answer, pledgeId },
    });
    return { answer, pledgeId };
  });
}
