import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../db/client.ts';
import { alertWaves, autoAlerts } from '../db/schema.ts';

/**
 * Automatic alert waves (docs/decisions/059): a request's wave state (auto_alerts), one row per
 * wave sent (alert_waves), and the worker's claim of due waves (FOR UPDATE SKIP LOCKED with a
 * lease, as the outbox claims its rows; the time is the caller's clock).
 */

export type AutoAlertsRow = typeof autoAlerts.$inferSelect;

/** The request's wave state, locked for the transaction; undefined when waves never started. */
export async function lockAutoAlerts(tx: Tx, requestId: string) {
  const [row] = await tx
    .select()
    .from(autoAlerts)
    .where(eq(autoAlerts.bloodRequestId, requestId))
    .for('update');
  return row;
}

/**
 * The request's running wave state, locked for the transaction unless a wave being sent holds it
 * (SKIP LOCKED); undefined when no wave runs or it is held.
 */
export async function lockRunningAutoAlerts(tx: Tx, requestId: string) {
  const [row] = await tx
    .select({ bloodRequestId: autoAlerts.bloodRequestId })
    .from(autoAlerts)
    .where(and(eq(autoAlerts.bloodRequestId, requestId), isNull(autoAlerts.stoppedAt)))
    .for('update', { skipLocked: true });
  return row;
}

/** How long a claim of a request's waves keeps other senders off it (a sender that died lets go then). */
export const WAVE_LEASE_SECONDS = 120;

/**
 * Starts (or starts again) a request's waves: due now, from the wave it had reached, and leased to
 * the caller, who sends the first wave at once. Without the lease a worker polling in between
 * could claim the due row and send that wave too, and the caller's then went a reach further.
 */
export async function upsertAutoAlerts(
  tx: Tx,
  requestId: string,
  urgent: boolean,
  by: string | null,
  now: Date,
) {
  const lockedUntil = new Date(now.getTime() + WAVE_LEASE_SECONDS * 1000);
  await tx
    .insert(autoAlerts)
    .values({
      bloodRequestId: requestId,
      urgent,
      startedAt: now,
      startedBy: by,
      nextAt: now,
      lockedUntil,
    })
    .onConflictDoUpdate({
      target: autoAlerts.bloodRequestId,
      set: {
        urgent,
        startedAt: now,
        startedBy: by,
        nextAt: now,
        stoppedAt: null,
        stoppedBy: null,
        stopReason: null,
        lockedUntil,
      },
    });
}

/** After a wave: its number and reach, and when the next is due. */
export async function advanceAutoAlerts(
  tx: Tx,
  requestId: string,
  wave: number,
  reach: string,
  nextAt: Date,
) {
  await tx
    .update(autoAlerts)
    .set({ wave, reach, nextAt, lockedUntil: null })
    .where(eq(autoAlerts.bloodRequestId, requestId));
}

export async function stopAutoAlertsRow(
  tx: Tx,
  requestId: string,
  reason: 'covered' | 'closed' | 'stopped' | 'exhausted',
  by: string | null,
  now: Date,
) {
  await tx
    .update(autoAlerts)
    .set({ stoppedAt: now, stoppedBy: by, stopReason: reason, nextAt: null, lockedUntil: null })
    .where(eq(autoAlerts.bloodRequestId, requestId));
}

export async function insertWave(
  tx: Tx,
  wave: { bloodRequestId: string; number: number; reach: string; queued: number; sentAt: Date },
) {
  await tx.insert(alertWaves).values(wave);
}

/** The requests whose next wave is due at `now`, claimed with a lease (at most `batch`). */
export function claimDueWaves(db: Db, now: Date, batch: number, leaseSeconds: number) {
  return rowsOf<{ blood_request_id: string }>(
    db,
    sql`with due as (
        select blood_request_id from auto_alerts
        where stopped_at is null and next_at <= ${now} and (locked_until is null or locked_until < ${now})
        order by next_at, blood_request_id
        limit ${batch}
        for update skip locked
      )
      update auto_alerts a set locked_until = ${new Date(now.getTime() + leaseSeconds * 1000)}
      from due where a.blood_request_id = due.blood_request_id
      returning a.blood_request_id`,
  );
}

/** How many live pledges the request has (a donor's yes through the link, or a volunteer's). */
export async function liveOffersOf(tx: Tx, requestId: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    tx,
    sql`select count(*)::int as n from pledges where blood_request_id = ${requestId} and withdrawn_at is null`,
  );
  return row?.n ?? 0;
}

/** The donors already alerted for the request (a donor is never alerted twice for one). */
export async function alertedDonorsOf(db: Db, requestId: string): Promise<Set<string>> {
  const rows = await rowsOf<{ donor_id: string }>(
    db,
    sql`select donor_id from alert_outbox where blood_request_id = ${requestId} and kind = 'alert'`,
  );
  return new Set(rows.map((r) => r.donor_id));
}

/** The request's wave state and waves, for the volunteer's screen. */
export async function wavesOf(db: Db, requestId: string) {
  const [state] = await db.select().from(autoAlerts).where(eq(autoAlerts.bloodRequestId, requestId));
  const waves = await db
    .select()
    .from(alertWaves)
    .where(eq(alertWaves.bloodRequestId, requestId))
    .orderBy(asc(alertWaves.number));
  return { state, waves };
}
