import { sql } from 'drizzle-orm';
import type { BloodGroup, DonorLanguage } from '../../common/constants.ts';
import type { Db, Tx } from '../db/client.ts';
import { rowsOf } from './matches.ts';

/**
 * The alert outbox worker's queries (docs/decisions/036; server/alerts/outbox.ts): due rows claimed
 * with FOR UPDATE SKIP LOCKED and a lease (locked_until), what a send needs to know, and the
 * row's end (sent, failed, queued again), each only while the row is still 'sending'.
 */

export interface ClaimedOutboxRow {
  id: string;
  kind: 'alert' | 'invitation' | 'reminder' | 'thanks';
  blood_request_id: string | null;
  donor_id: string;
  channel: 'sms' | 'push';
  attempts: number;
  urgent: boolean;
}

export interface OutboxDelivery {
  id: string;
  phone1: string;
  language: DonorLanguage;
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
      returning o.id, o.kind, o.blood_request_id, o.donor_id, o.channel, o.attempts, o.urgent`,
  );
}

/** Per claimed row: the donor (number, language, live, consent, link), the request and the newest push subscription. */
export function outboxDeliveries(db: Db, ids: string[]) {
  return rowsOf<OutboxDelivery>(
    db,
    sql`select o.id, d.phone1, d.language, (d.archived_at is null and d.status = 'verified') as live,
          d.contact_consent as consent, l.nonce, r.blood_group, r.place, r.needed_at,
          (r.status = 'incomplete' and r.archived_at is null) as open,
          s.endpoint, s.p256dh, s.auth, s.id as subscription_id,
          d.reminders_enabled, d.donation_count, d.last_donated_at, dn.donated_at::text as donated_on
        from alert_outbox o
        join donors d on d.id = o.donor_id
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
export async function requeueOutboxRow(db: Db, id: string, due: Date, reason: string) {
  await db.execute(
    sql`update alert_outbox set state = 'queued', locked_until = null, due_at = ${due}, last_error = ${reason}
        where id = ${id} and state = 'sending'`,
  );
}
