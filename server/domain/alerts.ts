import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
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
import type { Db } from '../db/client.ts';
import {
  alertOutbox,
  bloodRequests,
  donorCalls,
  donorLinks,
  donors,
  pledges,
} from '../db/schema.ts';
import { pageMatches, rowsOf } from '../data/matches.ts';
import { readAlertSettings } from '../data/settings.ts';
import { runCommand, type Actor } from './command.ts';
import { DONOR_LINK_ACTOR, issueLinkIn, linkedDonor } from './donor-link.ts';
import { DomainError, requestClosed } from './errors.ts';

/**
 * Alerts for a blood request (docs/decisions/036): the volunteer picks (or takes the top matches),
 * the server checks each donor, queues one outbox row per donor and request, and the worker
 * (server/alerts/outbox.ts) sends it. A donor's answer through the link lands beside the calls.
 */

const DAY_MS = 86_400_000;
const isUuid = (text: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text);

async function requestToAlert(db: Db, id: string) {
  const [row] = await db
    .select({
      id: bloodRequests.id,
      status: bloodRequests.status,
      bloodGroup: bloodRequests.bloodGroup,
      quantity: bloodRequests.quantity,
      divisionId: bloodRequests.divisionId,
      districtId: bloodRequests.districtId,
      upazilaId: bloodRequests.upazilaId,
      unionId: bloodRequests.unionId,
    })
    .from(bloodRequests)
    .where(and(eq(bloodRequests.id, id), isNull(bloodRequests.archivedAt)));
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
) {
  const { ranked } = await pageMatches(
    db,
    { ...request, bloodGroup: request.bloodGroup as BloodGroup },
    {
      limit: Math.min(limit * 4, 200),
      page: 0,
      includeNotEligible: false,
      now,
    },
  );
  if (!ranked.length) return [];
  const touched = await rowsOf<{ id: string; touched: Date | string | null }>(
    db,
    sql`select id, greatest(last_called_at, last_alerted_at) as touched from donors where id in (${sql.join(
      ranked.map((r) => sql`${r.id}`),
      sql`, `,
    )})`,
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
  const request = await requestToAlert(db, requestId);
  const limit = body.donorIds
    ? body.donorIds.length
    : (body.limit ??
      Math.min(ALERTS_PER_BAG * bagsNeeded(request.quantity), ALERTS_PER_REQUEST_MAX));
  const candidates = body.donorIds
    ? [...new Set(body.donorIds)]
    : await defaultCandidates(db, request, limit, now);

  return runCommand(db, actor, async (tx, record) => {
    // The request must still be open, and the donors' counts must not change under us (two volunteers at once).
    const [locked] = await tx
      .select({ status: bloodRequests.status })
      .from(bloodRequests)
      .where(eq(bloodRequests.id, requestId))
      .for('update');
    if (!locked) throw new DomainError('notFound', 'No blood request with that id');
    if (locked.status !== 'incomplete') throw requestClosed(locked.status);
    const skipped: Skip[] = [];
    if (!candidates.length) return { queued: 0, skipped };
    const settings = await readAlertSettings(tx);
    const rows = await tx
      .select({
        id: donors.id,
        status: donors.status,
        archivedAt: donors.archivedAt,
        bloodGroup: donors.bloodGroup,
        nextEligibleAt: donors.nextEligibleAt,
        pausedUntil: donors.pausedUntil,
        consent: donors.contactConsent,
        channels: donors.channels,
      })
      .from(donors)
      .where(inArray(donors.id, candidates))
      .orderBy(donors.id)
      .for('update');
    const byId = new Map(rows.map((r) => [r.id, r]));
    const counts = await rowsOf<{
      donor_id: string;
      day: number;
      week: number;
      this_request: boolean;
      push: boolean;
      link: boolean;
    }>(
      tx,
      sql`select d.id as donor_id,
        (select count(*)::int from alert_outbox o where o.donor_id = d.id and o.kind = 'alert' and o.queued_at > ${new Date(now.getTime() - DAY_MS)}) as day,
        (select count(*)::int from alert_outbox o where o.donor_id = d.id and o.kind = 'alert' and o.queued_at > ${new Date(now.getTime() - 7 * DAY_MS)}) as week,
        exists (select 1 from alert_outbox o where o.donor_id = d.id and o.blood_request_id = ${requestId}) as this_request,
        exists (select 1 from push_subscriptions p where p.donor_id = d.id) as push,
        exists (select 1 from donor_links l where l.donor_id = d.id and l.revoked_at is null) as link
      from donors d where d.id in (${sql.join(
        candidates.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    const countOf = new Map(counts.map((c) => [c.donor_id, c]));
    const dueAt = body.urgent ? now : holdForQuietHours(now, settings);
    let queued = 0;
    for (const donorId of candidates) {
      if (queued >= limit) break;
      const donor = byId.get(donorId);
      const c = countOf.get(donorId);
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
        if (c.day >= settings.perDay) return 'alertedRecently';
        if (c.week >= settings.perWeek) return 'weeklyLimit';
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
      await tx.insert(alertOutbox).values({
        bloodRequestId: requestId,
        donorId,
        channel: reason,
        urgent: body.urgent,
        queuedAt: now,
        queuedBy: actor.id,
        dueAt,
      });
      await tx.update(donors).set({ lastAlertedAt: now }).where(eq(donors.id, donorId));
      await record({
        action: 'alertQueued',
        target: 'bloodRequest',
        targetId: requestId,
        changes: { donorId, channel: reason, urgent: body.urgent, dueAt: dueAt.toISOString() },
      });
      queued += 1;
    }
    return { queued, skipped };
  });
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
) {
  return runCommand(db, DONOR_LINK_ACTOR, async (tx, record) => {
    const donor = await linkedDonor(tx, token);
    const noAlert = () =>
      new DomainError(
        'notFound',
        'No alert for this request',
        undefined,
        ERROR_CODES.ALERT_NOT_FOUND,
      );
    if (!isUuid(requestId)) throw noAlert();
    const [request] = await tx
      .select({
        id: bloodRequests.id,
        status: bloodRequests.status,
        archivedAt: bloodRequests.archivedAt,
      })
      .from(bloodRequests)
      .where(eq(bloodRequests.id, requestId))
      .for('update');
    const [alert] = request
      ? await tx
          .select({ id: alertOutbox.id, answer: alertOutbox.answer })
          .from(alertOutbox)
          .where(
            and(eq(alertOutbox.bloodRequestId, requestId), eq(alertOutbox.donorId, donor.donorId)),
          )
      : [];
    if (!request || !alert || request.archivedAt) throw noAlert();
    if (request.status !== 'incomplete') throw requestClosed(request.status);

    const [live] = await tx
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
          eq(pledges.donorId, donor.donorId),
          isNull(pledges.withdrawnAt),
        ),
      );
    let pledgeId: string | null = null;
    if (answer === 'yes') {
      if (live) pledgeId = live.id;
      else {
        const [n] = await tx
          .select({ n: count() })
          .from(pledges)
          .where(and(eq(pledges.bloodRequestId, requestId), isNull(pledges.withdrawnAt)));
        if ((n?.n ?? 0) >= PLEDGES_PER_REQUEST_MAX)
          throw new DomainError(
            'conflict',
            'This request has enough offers',
            undefined,
            ERROR_CODES.TOO_MANY_PLEDGES,
          );
        const [row] = await tx
          .insert(pledges)
          .values({
            bloodRequestId: requestId,
            donorId: donor.donorId,
            pledgedAt: now,
            pledgedBy: null,
            source: 'donorLink',
          })
          .returning({ id: pledges.id });
        pledgeId = row!.id;
      }
    } else {
      // Taking back an unconfirmed "yes" withdraws the offer; a pledge a volunteer confirmed stays theirs to manage.
      if (live && live.source === 'donorLink' && !live.confirmedAt && !live.donationId) {
        await tx
          .update(pledges)
          .set({ withdrawnAt: now, withdrawReason: 'donorLink: no' })
          .where(eq(pledges.id, live.id));
      }
      if (alert.answer !== 'no') {
        await tx.insert(donorCalls).values({
          donorId: donor.donorId,
          bloodRequestId: requestId,
          outcome: 'declined',
          calledAt: now,
          calledBy: null,
        });
        await tx
          .update(donors)
          .set({
            lastCalledAt: sql`(select max(c.called_at) from ${donorCalls} c where c.donor_id = ${donor.donorId})`,
          })
          .where(eq(donors.id, donor.donorId));
      }
    }
    await tx
      .update(alertOutbox)
      .set({ answer, answeredAt: now })
      .where(eq(alertOutbox.id, alert.id));
    await record({
      action: 'alertAnswered',
      target: 'bloodRequest',
      targetId: requestId,
      changes: { via: 'donorLink', donorId: donor.donorId, answer, pledgeId },
    });
    return { answer, pledgeId };
  });
}

/** The alerts of a request for the volunteer's list, newest first; with the link's token to rebuild texts. */
export function alertsOf(db: Db, requestId: string) {
  return db
    .select({
      id: alertOutbox.id,
      donorId: alertOutbox.donorId,
      donorName: donors.name,
      bloodGroup: donors.bloodGroup,
      phone1: donors.phone1,
      language: donors.language,
      channel: alertOutbox.channel,
      state: alertOutbox.state,
      answer: alertOutbox.answer,
      queuedAt: alertOutbox.queuedAt,
      dueAt: alertOutbox.dueAt,
      sentAt: alertOutbox.sentAt,
      answeredAt: alertOutbox.answeredAt,
      attempts: alertOutbox.attempts,
      nonce: donorLinks.nonce,
    })
    .from(alertOutbox)
    .innerJoin(donors, eq(donors.id, alertOutbox.donorId))
    .leftJoin(donorLinks, and(eq(donorLinks.donorId, donors.id), isNull(donorLinks.revokedAt)))
    .where(eq(alertOutbox.bloodRequestId, requestId))
    .orderBy(sql`${alertOutbox.queuedAt} desc, ${alertOutbox.id}`)
    .limit(500);
}
