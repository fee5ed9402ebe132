import type { AlertSettings } from '../../common/schemas/alerts.ts';
import {
  BRIDGE_ANSWER_MS,
  BRIDGE_ASK_DAYS_DEFAULT,
  BRIDGE_ASK_DAYS_MAX,
  type UnreachableReason,
} from '../../common/schemas/patients.ts';
import { addDays, startOfDay, todayInBangladesh } from '../../common/dates.ts';
import { holdForQuietHours } from '../alerts/quiet-hours.ts';
import type { Db } from '../db/client.ts';
import {
  askTargets,
  claimPatient,
  expireAsks,
  failAsks,
  insertBridgeAsk,
  noteAsked,
  noteUnreachable,
  patientsWithSessionsSoon,
  type AskTarget,
} from '../data/bridge-asks.ts';
import { readAlertSettings } from '../data/settings.ts';
import { runCommand, SYSTEM_ACTOR } from './command.ts';
import { issueLinkIn } from './donor-link.ts';
import { planFor } from './patients.ts';
import { channelOf, type MessageOptions } from './reminders.ts';

/**
 * Asking bridge donors ahead (docs/decisions/061), one round at `now`:
 *
 * 1. An ask left unanswered for BRIDGE_ANSWER_MS (a day) becomes `noAnswer`, and an ask whose
 *    message failed for good becomes `unreachable` (decisions/067), each audited: planning then
 *    counts it like a decline and brings the next qualifying bridge donor in as a backfill.
 * 2. For each live, unpaused patient whose session falls after today and at most the unit's
 *    `bridgeAskDays` (default BRIDGE_ASK_DAYS_DEFAULT) ahead, the donors planned for it (planned or
 *    backfill: nobody recorded anything of them for it) are asked through their channel: the answer
 *    row `asked` with the time the ask goes (`askedAt`: now, or the end of quiet hours), then a
 *    'bridge' message in the outbox with their private link, held by the patient's unit's quiet
 *    hours. A donor who cannot be asked at all (no consent, no channel, paused through the last day
 *    of asking) is written `unreachable` with the reason, audited, and the plan is worked out again
 *    so that the backfill is asked in the same round. A donor at the daily limit or paused for a
 *    shorter while is not asked this round (still planned; tried again next round). A donor is
 *    never asked twice for one session: the answer row is written only where none is, and the
 *    outbox keeps one ask per donor and session.
 *
 * Every instance may run it: a patient is taken FOR UPDATE SKIP LOCKED, and the expiry skips rows
 * another round holds.
 */

const PAGE = 100;
const EXPIRE_BATCH = 500;

/** The days ahead a unit's settings ask. */
export const askDaysOf = (settings: Pick<AlertSettings, 'bridgeAskDays'>) =>
  settings.bridgeAskDays ?? BRIDGE_ASK_DAYS_DEFAULT;

export interface BridgeAskRound {
  asked: number;
  noAnswer: number;
  unreachable: number;
}

/**
 * Why the donor cannot be asked for a session on `date` at all (null: they can, now or at a later
 * round). A pause that ends before the session's day leaves later rounds to ask.
 */
export function unreachableReason(
  donor: Pick<AskTarget, 'consent' | 'paused_until'> & { channel: string | null },
  date: string,
): UnreachableReason | null {
  if (!donor.consent) return 'noConsent';
  if (!donor.channel) return 'noChannel';
  if (donor.paused_until && new Date(donor.paused_until) >= startOfDay(date)) return 'paused';
  return null;
}

/** Turns the asks whose message failed for good into unreachable, audited; how many. */
async function failed(db: Db, now: Date): Promise<number> {
  const today = todayInBangladesh(now);
  let total = 0;
  for (;;) {
    const n = await runCommand(db, SYSTEM_ACTOR, async (tx, record) => {
      const rows = await failAsks(tx, today, now, EXPIRE_BATCH);
      for (const row of rows)
        await record({
          action: 'bridgeUnreachable',
          target: 'patient',
          targetId: row.patient_id,
          changes: { date: row.session_on, donorId: row.donor_id, reason: 'sendFailed' },
        });
      return rows.length;
    });
    total += n;
    if (n < EXPIRE_BATCH) return total;
  }
}

/** Turns the asks older than a day into noAnswer, audited on the patient; how many. */
async function expire(db: Db, now: Date): Promise<number> {
  const today = todayInBangladesh(now);
  const cutoff = new Date(now.getTime() - BRIDGE_ANSWER_MS);
  let total = 0;
  for (;;) {
    const n = await runCommand(db, SYSTEM_ACTOR, async (tx, record) => {
      const expired = await expireAsks(tx, today, cutoff, now, EXPIRE_BATCH);
      for (const row of expired)
        await record({
          action: 'bridgeNoAnswer',
          target: 'patient',
          targetId: row.patient_id,
          changes: {
            date: row.session_on,
            donorId: row.donor_id,
            askedAt: new Date(row.asked_at).toISOString(),
          },
        });
      return expired.length;
    });
    total += n;
    if (n < EXPIRE_BATCH) return total;
  }
}

/**
 * Asks the donors planned for one patient's sessions in (today, today + days]; how many asked and
 * how many found unreachable. A donor found unreachable is counted like a decline, so the plan is
 * worked out again and its backfill asked before the patient is let go.
 */
async function askFor(
  db: Db,
  patientId: string,
  unit: AlertSettings,
  now: Date,
  options: MessageOptions,
): Promise<{ asked: number; unreachable: number }> {
  const today = todayInBangladesh(now);
  const days = askDaysOf(unit);
  const last = addDays(today, days);
  return runCommand(db, SYSTEM_ACTOR, async (tx, record) => {
    const done = { asked: 0, unreachable: 0 };
    if (!(await claimPatient(tx, patientId))) return done;
    const dueAt = holdForQuietHours(now, unit);
    const sentToday = new Map<string, number>();
    // Each pass writes something of every donor it finds unreachable, so the bridge runs out.
    for (let found = true; found;) {
      found = false;
      const { plan } = await planFor(tx, [patientId], now, days + 1);
      const due = (plan.get(patientId) ?? [])
        .filter((s) => s.date > today && s.date <= last)
        .flatMap((s) =>
          s.donors
            .filter((d) => d.state === 'planned' || d.state === 'backfill')
            .map((d) => ({ date: s.date, donorId: d.donorId, backfill: d.state === 'backfill' })),
        );
      if (!due.length) break;
      const targets = await askTargets(
        tx,
        due.map((d) => d.donorId),
        now,
      );
      for (const ask of due) {
        const donor = targets.get(ask.donorId);
        if (!donor) continue;
        const slot = { patientId, sessionOn: ask.date, donorId: ask.donorId };
        const channel = channelOf(donor, options.pushAvailable);
        const reason = unreachableReason({ ...donor, channel }, ask.date);
        if (reason) {
          if (!(await noteUnreachable(tx, slot, reason))) continue;
          await record({
            action: 'bridgeUnreachable',
            target: 'patient',
            targetId: patientId,
            changes: { date: ask.date, donorId: ask.donorId, backfill: ask.backfill, reason },
          });
          done.unreachable += 1;
          found = true;
          continue;
        }
        // Paused for a shorter while, or at the daily limit: a later round asks.
        const day = donor.day + (sentToday.get(donor.id) ?? 0);
        if (donor.paused || !channel || day >= unit.perDay) continue;
        // The day to answer runs from when the ask goes (after quiet hours), not from when it was queued.
        if (!(await noteAsked(tx, slot, dueAt))) continue;
        if (!donor.link) {
          await issueLinkIn(tx, record, options.linkKey, donor.id, null);
          donor.link = true;
        }
        await insertBridgeAsk(tx, { ...slot, channel, queuedAt: now, dueAt });
        await record({
          action: 'bridgeAsked',
          target: 'patient',
          targetId: patientId,
          changes: {
            date: ask.date,
            donorId: ask.donorId,
            backfill: ask.backfill,
            channel,
            dueAt: dueAt.toISOString(),
          },
        });
        sentToday.set(donor.id, (sentToday.get(donor.id) ?? 0) + 1);
        done.asked += 1;
      }
    }
    return done;
  });
}

/**
 * One round: the asks whose message failed become unreachable and those left a day noAnswer, then
 * every session due is asked (its unreachable donors' backfills too).
 */
export async function runBridgeAsks(
  db: Db,
  now: Date,
  options: MessageOptions,
): Promise<BridgeAskRound> {
  let unreachable = await failed(db, now);
  const noAnswer = await expire(db, now);
  const today = todayInBangladesh(now);
  const units = new Map<string, Promise<AlertSettings>>();
  const settingsOf = (unitId: string) => {
    let found = units.get(unitId);
    if (!found) units.set(unitId, (found = readAlertSettings(db, unitId)));
    return found;
  };
  let asked = 0;
  let after: string | null = null;
  for (;;) {
    const page = await patientsWithSessionsSoon(db, today, BRIDGE_ASK_DAYS_MAX, after, PAGE);
    for (const patient of page) {
      const unit = await settingsOf(patient.unit_id);
      const done = await askFor(db, patient.id, unit, now, options);
      asked += done.asked;
      unreachable += done.unreachable;
    }
    if (page.length < PAGE) break;
    after = page.at(-1)!.id;
  }
  return { asked, noAnswer, unreachable };
}
