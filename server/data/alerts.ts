import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AlertAnswer, AlertChannel } from '../../common/constants.ts';
import { rowsOf, type Db, type Tx } from '../db/client.ts';
import {
  alertOutbox,
  bloodRequests,
  donorCalls,
  donorLinks,
  donors,
  pledges,
} from '../db/schema.ts';
import { EVERYTHING, inScope, matchableIn, type Scope } from './scope.ts';

/**
 * Alerts for a blood request (docs/decisions/036): what queueing one reads and writes, a donor's
 * answer through the link, the volunteer's list. The commands in domain/alerts.ts call these
 * inside their transaction; the worker's own queries are in data/alert-outbox.ts.
 */

const DAY_MS = 86_400_000;

/** A live request's fields that alerting needs, or undefined. */
export async function requestToAlert(db: Db | Tx, id: string, scope: Scope = EVERYTHING) {
  const [row] = await db
    .select({
      id: bloodRequests.id,
      status: bloodRequests.status,
      bloodGroup: bloodRequests.bloodGroup,
      quantity: bloodRequests.quantity,
      unitId: bloodRequests.unitId,
      divisionId: bloodRequests.divisionId,
      districtId: bloodRequests.districtId,
      upazilaId: bloodRequests.upazilaId,
      unionId: bloodRequests.unionId,
    })
    .from(bloodRequests)
    .where(
      and(
        eq(bloodRequests.id, id),
        isNull(bloodRequests.archivedAt),
        inScope(bloodRequests.unitId, scope),
      ),
    );
  return row;
}

/** When each donor was last called or alerted (null: never). */
export function lastTouchedOf(db: Db, donorIds: string[]) {
  return rowsOf<{ id: string; touched: Date | string | null }>(
    db,
    sql`select id, greatest(last_called_at, last_alerted_at) as touched from donors where id in (${sql.join(
      donorIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
}

/** The request's status, its row locked for the transaction; undefined when there is none. */
export async function lockRequestStatus(tx: Tx, requestId: string) {
  const [locked] = await tx
    .select({ status: bloodRequests.status })
    .from(bloodRequests)
    .where(eq(bloodRequests.id, requestId))
    .for('update');
  return locked;
}

/**
 * The candidates' rows that the alert rules read, locked in id order: only the donors the scope's
 * matches may find (its units' and those shared with the federation); another's is as if missing.
 */
export function lockAlertCandidates(tx: Tx, donorIds: string[], scope: Scope = EVERYTHING) {
  return tx
    .select({
      id: donors.id,
      status: donors.status,
      archivedAt: donors.archivedAt,
      bloodGroup: donors.bloodGroup,
      nextEligibleAt: donors.nextEligibleAt,
      pausedUntil: donors.pausedUntil,
      consent: donors.contactConsent,
      channels: donors.channels,
      unitId: donors.unitId,
    })
    .from(donors)
    .where(and(inArray(donors.id, donorIds), matchableIn(donors.unitId, donors.sharing, scope)))
    .orderBy(donors.id)
    .for('update');
}

/**
 * Per candidate: alerts in the last day and week, whether this request already alerted them, and
 * whether they have a push subscription and a live link.
 */
export function alertCountsOf(tx: Tx, donorIds: string[], requestId: string, now: Date) {
  return rowsOf<{
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
        donorIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
}

/** Queues one alert and notes the donor's last alert time. */
export async function insertAlert(
  tx: Tx,
  alert: {
    bloodRequestId: string;
    donorId: string;
    channel: AlertChannel;
    urgent: boolean;
    queuedAt: Date;
    queuedBy: string | null;
    dueAt: Date;
  },
) {
  await tx.insert(alertOutbox).values(alert);
  await tx.update(donors).set({ lastAlertedAt: alert.queuedAt }).where(eq(donors.id, alert.donorId));
}

/** The request's status and archive time, its row locked; undefined when there is none. */
export async function lockRequestForAnswer(tx: Tx, requestId: string) {
  const [request] = await tx
    .select({
      id: bloodRequests.id,
      status: bloodRequests.status,
      archivedAt: bloodRequests.archivedAt,
      quantity: bloodRequests.quantity,
    })
    .from(bloodRequests)
    .where(eq(bloodRequests.id, requestId))
    .for('update');
  return request;
}

/** The donor's alert for the request, if one was queued. */
export async function alertOfDonor(tx: Tx, requestId: string, donorId: string) {
  const [alert] = await tx
    .select({ id: alertOutbox.id, answer: alertOutbox.answer })
    .from(alertOutbox)
    .where(and(eq(alertOutbox.bloodRequestId, requestId), eq(alertOutbox.donorId, donorId)));
  return alert;
}

/** A pledge offered by the donor through the link (a volunteer confirms it by a call); its id. */
export async function insertLinkPledge(tx: Tx, requestId: string, donorId: string, now: Date) {
  const [row] = await tx
    .insert(pledges)
    .values({
      bloodRequestId: requestId,
      donorId,
      pledgedAt: now,
      pledgedBy: null,
      source: 'donorLink',
    })
    .returning({ id: pledges.id });
  return row!.id;
}

/** Withdraws the donor's own unconfirmed offer after their "no". */
export async function withdrawLinkPledge(tx: Tx, pledgeId: string, now: Date) {
  await tx
    .update(pledges)
    .set({ withdrawnAt: now, withdrawReason: 'donorLink: no' })
    .where(eq(pledges.id, pledgeId));
}

/** A "no" through the link, recorded as a declined call; the donor's last call time follows. */
export async function insertDeclinedCall(tx: Tx, donorId: string, requestId: string, now: Date) {
  await tx.insert(donorCalls).values({
    donorId,
    bloodRequestId: requestId,
    outcome: 'declined',
    calledAt: now,
    calledBy: null,
  });
  await tx
    .update(donors)
    .set({
      lastCalledAt: sql`(select max(c.called_at) from ${donorCalls} c where c.donor_id = ${donorId})`,
    })
    .where(eq(donors.id, donorId));
}

export async function setAlertAnswer(tx: Tx, alertId: string, answer: AlertAnswer, now: Date) {
  await tx.update(alertOutbox).set({ answer, answeredAt: now }).where(eq(alertOutbox.id, alertId));
}

/** Fails the donor's alerts and invitations still queued: a donor who removed themself is not texted. */
export async function failQueuedAlertsOfRemovedDonor(tx: Tx, donorId: string) {
  await tx.execute(sql`update alert_outbox set state = 'failed', last_error = 'donor removed', locked_until = null
      where donor_id = ${donorId} and state = 'queued'`);
}

/**
 * The request an alert's text is asked for (docs/decisions/066), its row locked: what the text
 * says, its status and unit; undefined when missing, archived or outside the scope.
 */
export async function lockRequestForText(tx: Tx, id: string, scope: Scope) {
  const [row] = await tx
    .select({
      id: bloodRequests.id,
      status: bloodRequests.status,
      bloodGroup: bloodRequests.bloodGroup,
      place: bloodRequests.place,
      neededAt: bloodRequests.neededAt,
    })
    .from(bloodRequests)
    .where(
      and(
        eq(bloodRequests.id, id),
        isNull(bloodRequests.archivedAt),
        inScope(bloodRequests.unitId, scope),
      ),
    )
    .for('update');
  return row;
}

/** A donor's SMS alert for the request, locked, with the donor's number and language. */
export async function lockSmsAlertOf(tx: Tx, requestId: string, donorId: string) {
  const [row] = await tx
    .select({
      id: alertOutbox.id,
      answer: alertOutbox.answer,
      dueAt: alertOutbox.dueAt,
      textGivenAt: alertOutbox.textGivenAt,
      phone1: donors.phone1,
      language: donors.language,
      archivedAt: donors.archivedAt,
    })
    .from(alertOutbox)
    .innerJoin(donors, eq(donors.id, alertOutbox.donorId))
    .where(
      and(
        eq(alertOutbox.bloodRequestId, requestId),
        eq(alertOutbox.donorId, donorId),
        eq(alertOutbox.kind, 'alert'),
        eq(alertOutbox.channel, 'sms'),
      ),
    )
    .for('update', { of: alertOutbox });
  return row;
}

/** The alerts' texts were given to a volunteer (SMS_PROVIDER=log): by whom and when. */
export async function markTextsGiven(tx: Tx | Db, alertIds: string[], by: string | null, now: Date) {
  if (!alertIds.length) return;
  await tx
    .update(alertOutbox)
    .set({ textGivenAt: now, textGivenBy: by })
    .where(and(inArray(alertOutbox.id, alertIds), isNull(alertOutbox.textGivenAt)));
}

/** The alerts of a request for the volunteer's list, newest first; with the link's token to rebuild texts. */
export function alertsOf(db: Db, requestId: string) {
  return db
    .select({
      id: alertOutbox.id,
      donorId: donors.id,
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
      textGivenAt: alertOutbox.textGivenAt,
      nonce: donorLinks.nonce,
      // The donor's newest pledge for this request, as the volunteer's call left it.
      pledge: sql<'offered' | 'confirmed' | 'withdrawn' | null>`(
        select case when p.withdrawn_at is not null then 'withdrawn'
                    when p.confirmed_at is not null then 'confirmed' else 'offered' end
        from pledges p
        where p.blood_request_id = ${alertOutbox.bloodRequestId} and p.donor_id = ${alertOutbox.donorId}
        order by p.pledged_at desc limit 1)`,
    })
    .from(alertOutbox)
    .innerJoin(donors, eq(donors.id, alertOutbox.donorId))
    .leftJoin(donorLinks, and(eq(donorLinks.donorId, donors.id), isNull(donorLinks.revokedAt)))
    .where(eq(alertOutbox.bloodRequestId, requestId))
    .orderBy(sql`${alertOutbox.queuedAt} desc, ${alertOutbox.id}`)
    .limit(500);
}
