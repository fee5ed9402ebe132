import { sql } from 'drizzle-orm';
import type { AlertChannel } from '../../common/constants.ts';
import { rowsOf, type Tx } from '../db/client.ts';
import { alertOutbox, donors } from '../db/schema.ts';
import { eq } from 'drizzle-orm';

/**
 * The queries of "you can give again" reminders and thank-you messages (docs/decisions/060): who is
 * due a reminder, the record that one was queued for an eligibility, and the outbox row itself.
 */

const DAY_MS = 86_400_000;

export interface ReminderCandidate {
  id: string;
  unit_id: string | null;
  next_eligible_at: Date | string;
  channels: string[];
  push: boolean;
  link: boolean;
  day: number;
}

/**
 * Live, verified, consenting donors with reminders on whose eligibility began in (since, now], not
 * paused, not yet reminded of that eligibility; locked (others skipped), earliest eligible first.
 * `day`: their messages queued in the last 24 hours (alerts, reminders, thanks: the daily limit).
 */
export function lockReminderCandidates(tx: Tx, now: Date, since: Date, limit: number) {
  return rowsOf<ReminderCandidate>(
    tx,
    sql`select d.id, d.unit_id, d.next_eligible_at, d.channels,
        exists (select 1 from push_subscriptions p where p.donor_id = d.id) as push,
        exists (select 1 from donor_links l where l.donor_id = d.id and l.revoked_at is null) as link,
        (select count(*)::int from alert_outbox o where o.donor_id = d.id and o.kind <> 'invitation'
          and o.queued_at > ${new Date(now.getTime() - DAY_MS)}) as day
      from donors d
      where d.status = 'verified' and d.archived_at is null and d.contact_consent and d.reminders_enabled
        and d.next_eligible_at > ${since} and d.next_eligible_at <= ${now}
        and (d.paused_until is null or d.paused_until <= ${now})
        and not exists (select 1 from donor_reminders r where r.donor_id = d.id and r.eligible_at = d.next_eligible_at)
      order by d.next_eligible_at, d.id
      limit ${limit}
      for update of d skip locked`,
  );
}

/** Notes that the donor was reminded of this eligibility; false when another run already did. */
export async function noteReminder(tx: Tx, donorId: string, eligibleAt: Date, now: Date) {
  const rows = await rowsOf<{ donor_id: string }>(
    tx,
    sql`insert into donor_reminders (donor_id, eligible_at, queued_at) values (${donorId}, ${eligibleAt}, ${now})
        on conflict do nothing returning donor_id`,
  );
  return rows.length > 0;
}

/** Queues a reminder or a thank-you in the outbox (no blood request). */
export async function insertDonorMessage(
  tx: Tx,
  message: {
    kind: 'reminder' | 'thanks';
    donorId: string;
    channel: AlertChannel;
    queuedAt: Date;
    dueAt: Date;
    donationId?: string | null;
  },
) {
  await tx.insert(alertOutbox).values(message);
}

/** What a thank-you needs of its donor: consent, channels, a push subscription, a live link, the unit. */
export async function thanksTarget(tx: Tx, donorId: string) {
  const [row] = await rowsOf<{
    consent: boolean;
    channels: string[];
    push: boolean;
    link: boolean;
    unit_id: string | null;
  }>(
    tx,
    sql`select d.contact_consent as consent, d.channels, d.unit_id,
        exists (select 1 from push_subscriptions p where p.donor_id = d.id) as push,
        exists (select 1 from donor_links l where l.donor_id = d.id and l.revoked_at is null) as link
      from donors d where d.id = ${donorId}`,
  );
  return row;
}

/** The donor's reminders on or off. */
export async function setRemindersEnabled(tx: Tx, donorId: string, enabled: boolean) {
  await tx.update(donors).set({ remindersEnabled: enabled }).where(eq(donors.id, donorId));
}
