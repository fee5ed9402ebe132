import { sql } from 'drizzle-orm';
import type { BloodGroup, DonorLanguage } from '../../common/constants.ts';
import { rowsOf, type Db, type Tx } from '../db/client.ts';

/**
 * The alert outbox worker's queries (docs/decisions/036; server/alerts/outbox.ts): due rows claimed
 * with FOR UPDATE SKIP LOCKED and a lease (locked_until), what a send needs to know, and the
 * row's end (sent, failed, queued again), each only while the row is still 'sending'.
 */

export interface ClaimedOutboxRow {
  id: string;
  kind: 'alert' | 'invitation' | 'requester' | 'reminder' | 'thanks' | 'bridge';
  blood_request_id: string | null;
  /** A bridge ask's patient and session day (decisions/061). */
  patient_id: string | null;
  session_on: string | null;
  /** Null for the requester's SMS. */
  donor_id: string | null;
  channel: 'sms' | 'push';
  attempts: number;
  urgent: boolean;
}

/**
 * The unit whose settings a row follows when it is held for quiet hours (a retry): an alert's (or
 * a requester's text's) request's unit, a bridge ask's patient's unit, an invitation's donor's
 * unit. Null: the installation's.
 */
export async function sendingUnitOf(db: Db, row: Pick<ClaimedOutboxRow, 'id'>) {
  const [found] = await rowsOf<{ unit_id: string | null }>(
    db,
    sql`select (case when o.patient_id is not null then pt.unit_id
          when o.blood_request_id is null then d.unit_id else r.unit_id end)::text as unit_id
        from alert_outbox o
        left join donors d on d.id = o.donor_id
        left join blood_requests r on r.id = o.blood_request_id
        left join patients pt on pt.id = o.patient_id
        where o.id = ${row.id}`,
  );
  return found?.unit_id ?? null;
}

export interface OutboxDelivery {
  id: string;
  /** The donor's number, or for the requester's SMS the request's first number. */
  phone1: string;
  language: DonorLanguage;
  /** The request's status-link nonce (the requester's SMS). */
  status_nonce: string | null;
  live: boolean;
  consent: boolean;
  nonce: string | null;
  blood_group: BloodGroup | null;
  place: string | null;
  needed_at: Date | string | null;
  open: boolean | null;
  endpoint: string | null;
  p256dh: string | null;
  auth: string | null;
  subscription_id: string | null;
  reminders_enabled: boolean;
  donation_count: number;
  last_donated_at: Date | string | null;
  donated_on: string | null;
  /** A bridge ask: the patient's hospital, the session's day, and whether the patient is still planned. */
  hospital: string | null;
  session_on: string | null;
  patient_live: boolean | null;
}

/** Claims up to `batch` due rows (counting an attempt each) with a lease of `leaseSeconds`. */
export function claimDueOutboxRows(db: Db, batch: number, leaseSeconds: number) {
  return rowsOf<ClaimedOutboxRow>(
    db,
    sql`with due as (
        select id from alert_outbox
        where state in ('queued', 'sending') and due_at <= now() and (locked_until is null or locked_until < now())
        order by due_at, id
        limit ${batch}
        for update skip locked
      )
      update alert_outbox o set state = 'sending', attempts = o.attempts + 1,
        locked_until = now() + make_interval(secs => ${leaseSeconds})
      from due where o.id = due.id
      returning o.id, o.kind, o.blood_request_id, o.donor_id, o.channel, o.attempts, o.urgent,
        o.patient_id::text as patient_id, o.session_on::text as session_on`,
  );
}

/**
 * Per claimed row: the donor (number, language, live, consent, link), the request and the newest
 * push subscription; for the requester's SMS (no donor) the request's number, language and nonce.
 */
export function outboxDeliveries(db: Db, ids: string[]) {
  return rowsOf<OutboxDelivery>(
    db,
    sql`select o.id, coalesce(d.phone1, r.phone1) as phone1,
          coalesce(d.language, r.requester_language) as language,
          coalesce(d.archived_at is null and d.status = 'verified', r.archived_at is null) as live,
          coalesce(d.contact_consent, true) as consent, l.nonce, r.status_nonce, r.blood_group, r.place, r.needed_at,
          (r.status = 'incomplete' and r.archived_at is null) as open,
          s.endpoint, s.p256dh, s.auth, s.id as subscription_id,
          d.reminders_enabled, d.donation_count, d.last_donated_at, dn.donated_at::text as donated_on,
          pt.hospital, o.session_on::text as session_on,
          (pt.archived_at is null and pt.paused_at is null) as patient_live
        from alert_outbox o
        left join donors d on d.id = o.donor_id
        left join patients pt on pt.id = o.patient_id
        left join donations dn on dn.id = o.donation_id
        left join blood_requests r on r.id = o.blood_request_id
        left join donor_links l on l.donor_id = d.id and l.revoked_at is null
        left join lateral (select * from push_subscriptions p where p.donor_id = d.id order by p.created_at desc limit 1) s on true
        where o.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
}

/** A push subscription the push service says is gone. */
export async function deletePushSubscription(db: Db, id: string) {
  await db.execute(sql`delete from push_subscriptions where id = ${id}`);
}

/** The row is sent (if this worker still holds it 'sending'); whether it was. */
export async function markOutboxSent(tx: Tx, id: string) {
  const done = await rowsOf<{ id: string }>(
    tx,
    sql`update alert_outbox set state = 'sent', sent_at = now(), locked_until = null, last_error = null
          where id = ${id} and state = 'sending' returning id`,
  );
  return done.length > 0;
}

/** The row failed for good (if still 'sending'); whether it was. */
export async function markOutboxFailed(tx: Tx, id: string, reason: string) {
  const done = await rowsOf<{ id: string }>(
    tx,
    sql`update alert_outbox set state = 'failed', locked_until = null, last_error = ${reason}
          where id = ${id} and state = 'sending' returning id`,
  );
  return done.length > 0;
}

/** The row waits until `due` to be tried again (if still 'sending'). */
/**
 * A send whose answer may still come: the row stays 'sending' and claimed for a whole new lease
 * from now, so no worker sends it again meanwhile; after that it is taken again like a row whose
 * process died mid-send (same id).
 */
export async function holdUnknownOutboxRow(db: Db, id: string, leaseSeconds: number, reason: string) {
  await db.execute(
    sql`update alert_outbox set locked_until = now() + make_interval(secs => ${leaseSeconds}), last_error = ${reason}
        where id = ${id} and state = 'sending'`,
  );
}

export async function requeueOutboxRow(db: Db, id: string, due: Date, reason: string) {
  await db.execute(
    sql`update alert_outbox set state = 'queued', locked_until = null, due_at = ${due}, last_error = ${reason}
        where id = ${id} and state = 'sending'`,
  );
}

/** The one SMS to the person who asked, queued with the request (docs/decisions/059). */
export async function insertRequesterSms(tx: Tx, requestId: string, now: Date) {
  await tx.execute(
    sql`insert into alert_outbox (kind, blood_request_id, donor_id, channel, urgent, queued_at, due_at)
        values ('requester', ${requestId}, null, 'sms', true, ${now}, ${now})
        on conflict do nothing`,
  );
}
