import { eq, sql } from 'drizzle-orm';
import type { AlertChannel } from '../../common/constants.ts';
import type { UnreachableReason } from '../../common/schemas/patients.ts';
import { addDays } from '../../common/dates.ts';
import { rowsOf, type Db, type Tx } from '../db/client.ts';
import { alertOutbox, bridgeMembers } from '../db/schema.ts';

/**
 * The queries of asking bridge donors ahead (docs/decisions/061): the patients with a session
 * close enough to ask for, the donors' reachability, the ask itself (its answer row and its outbox
 * row, each at most once per donor and session), the donors who could not be asked (decisions/067)
 * and the asks left a day without answer or whose message failed.
 */

const DAY_MS = 86_400_000;

/**
 * A page of live, unpaused patients with a bridge whose first session after `today` falls within
 * `maxDays` of it, by id after `after` (null: from the start).
 */
export function patientsWithSessionsSoon(
  db: Db,
  today: string,
  maxDays: number,
  after: string | null,
  limit: number,
) {
  const tomorrow = addDays(today, 1);
  return rowsOf<{ id: string; unit_id: string }>(
    db,
    sql`select p.id::text as id, p.unit_id::text as unit_id from patients p
      where p.archived_at is null and p.paused_at is null
        and (${after}::uuid is null or p.id > ${after}::uuid)
        and exists (select 1 from bridge_members m where m.patient_id = p.id and m.agreement <> 'left')
        and p.next_session_at + ((greatest(0, ${tomorrow}::date - p.next_session_at) + p.interval_days - 1)
          / p.interval_days) * p.interval_days <= ${addDays(today, maxDays)}::date
      order by p.id
      limit ${limit}`,
  );
}

/** The patient, locked for this round unless another instance holds it (then undefined). */
export async function claimPatient(tx: Tx, id: string) {
  const [row] = await rowsOf<{ id: string }>(
    tx,
    sql`select id from patients where id = ${id} and archived_at is null and paused_at is null
        for update skip locked`,
  );
  return row;
}

export interface AskTarget {
  id: string;
  consent: boolean;
  channels: string[];
  push: boolean;
  link: boolean;
  paused: boolean;
  /** The end of the donor's pause (null: not paused). */
  paused_until: Date | string | null;
  /** Messages queued for the donor in the 24 hours before now (the daily limit; invitations aside). */
  day: number;
}

/** What an ask needs to know of these donors at `now`. */
export async function askTargets(tx: Tx, donorIds: string[], now: Date) {
  if (!donorIds.length) return new Map<string, AskTarget>();
  const rows = await rowsOf<AskTarget>(
    tx,
    sql`select d.id::text as id, d.contact_consent as consent, d.channels,
        exists (select 1 from push_subscriptions p where p.donor_id = d.id) as push,
        exists (select 1 from donor_links l where l.donor_id = d.id and l.revoked_at is null) as link,
        coalesce(d.paused_until > ${now}, false) as paused, d.paused_until,
        (select count(*)::int from alert_outbox o where o.donor_id = d.id and o.kind <> 'invitation'
          and o.queued_at > ${new Date(now.getTime() - DAY_MS)}) as day
      from donors d
      where d.id in (${sql.join(
        donorIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Notes the donor as asked for the session at `askedAt`, only when nothing is recorded of them for
 * it yet; false when something is (another round asked, or a volunteer recorded an answer).
 */
export async function noteAsked(
  tx: Tx,
  ask: { patientId: string; sessionOn: string; donorId: string },
  askedAt: Date,
) {
  const rows = await rowsOf<{ donor_id: string }>(
    tx,
    sql`insert into session_slots (patient_id, session_on, donor_id, state, asked_at, updated_at)
        values (${ask.patientId}, ${ask.sessionOn}, ${ask.donorId}, 'asked', ${askedAt}, now())
        on conflict do nothing returning donor_id`,
  );
  return rows.length > 0;
}

/**
 * Notes that the app could not ask the donor for the session (decisions/067), only when nothing is
 * recorded of them for it yet; false when something is.
 */
export async function noteUnreachable(
  tx: Tx,
  slot: { patientId: string; sessionOn: string; donorId: string },
  reason: UnreachableReason,
) {
  const rows = await rowsOf<{ donor_id: string }>(
    tx,
    sql`insert into session_slots (patient_id, session_on, donor_id, state, unreachable_reason, updated_at)
        values (${slot.patientId}, ${slot.sessionOn}, ${slot.donorId}, 'unreachable', ${reason}, now())
        on conflict do nothing returning donor_id`,
  );
  return rows.length > 0;
}

/** Queues the ask in the outbox (once per donor and session: the unique key holds it). */
export async function insertBridgeAsk(
  tx: Tx,
  ask: {
    patientId: string;
    sessionOn: string;
    donorId: string;
    channel: AlertChannel;
    queuedAt: Date;
    dueAt: Date;
  },
) {
  await tx
    .insert(alertOutbox)
    .values({ kind: 'bridge', ...ask })
    .onConflictDoNothing();
}

/**
 * The asks of sessions from `today` on made at or before `cutoff` and still unanswered, turned
 * into noAnswer (at most `limit`, others' rows skipped); the rows changed.
 */
export function expireAsks(tx: Tx, today: string, cutoff: Date, now: Date, limit: number) {
  return rowsOf<{ patient_id: string; session_on: string; donor_id: string; asked_at: Date | string }>(
    tx,
    sql`with waiting as (
        select patient_id, session_on, donor_id from session_slots
        where state = 'asked' and asked_at <= ${cutoff} and session_on >= ${today}::date
        order by asked_at
        limit ${limit}
        for update skip locked
      )
      update session_slots s set state = 'noAnswer', updated_at = ${now}
      from waiting w
      where s.patient_id = w.patient_id and s.session_on = w.session_on and s.donor_id = w.donor_id
      returning s.patient_id::text as patient_id, s.session_on::text as session_on,
        s.donor_id::text as donor_id, s.asked_at`,
  );
}

/**
 * The asks of sessions from `today` on, still waiting for an answer, whose message failed for good
 * (the outbox row 'failed'), turned into unreachable 'sendFailed' (at most `limit`, others' rows
 * skipped); the rows changed.
 */
export function failAsks(tx: Tx, today: string, now: Date, limit: number) {
  return rowsOf<{ patient_id: string; session_on: string; donor_id: string }>(
    tx,
    sql`with failed as (
        select s.patient_id, s.session_on, s.donor_id
        from session_slots s
        join alert_outbox o on o.kind = 'bridge' and o.patient_id = s.patient_id
          and o.session_on = s.session_on and o.donor_id = s.donor_id
        where s.state = 'asked' and s.session_on >= ${today}::date and o.state = 'failed'
        order by s.asked_at
        limit ${limit}
        for update of s skip locked
      )
      update session_slots s set state = 'unreachable', unreachable_reason = 'sendFailed',
        updated_at = ${now}
      from failed f
      where s.patient_id = f.patient_id and s.session_on = f.session_on and s.donor_id = f.donor_id
      returning s.patient_id::text as patient_id, s.session_on::text as session_on,
        s.donor_id::text as donor_id`,
  );
}

/** Every donor ever on the patient's bridge (those who left too). */
export async function everBridgeDonors(db: Db | Tx, patientId: string) {
  const rows = await db
    .select({ donorId: bridgeMembers.donorId })
    .from(bridgeMembers)
    .where(eq(bridgeMembers.patientId, patientId));
  return new Set(rows.map((r) => r.donorId));
}
