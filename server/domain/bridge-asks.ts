import type { AlertSettings } from '../../common/schemas/alerts.ts';
import {
  BRIDGE_ANSWER_MS,
  BRIDGE_ASK_DAYS_DEFAULT,
  BRIDGE_ASK_DAYS_MAX,
} from '../../common/schemas/patients.ts';
import { addDays, todayInBangladesh } from '../../common/dates.ts';
import { holdForQuietHours } from '../alerts/quiet-hours.ts';
import type { Db } from '../db/client.ts';
import {
  askTargets,
  claimPatient,
  expireAsks,
  insertBridgeAsk,
  noteAsked,
  patientsWithSessionsSoon,
} from '../data/bridge-asks.ts';
import { readAlertSettings } from '../data/settings.ts';
import { runCommand, SYSTEM_ACTOR } from './command.ts';
import { issueLinkIn } from './donor-link.ts';
import { planFor } from './patients.ts';
import { channelOf, type MessageOptions } from './reminders.ts';

/**
 * Asking bridge donors ahead (docs/decisions/061), one round at `now`:
 *
 * 1. An ask left unanswered for BRIDGE_ANSWER_MS (a day) becomes `noAnswer`, audited: planning then
 *    counts it like a decline and brings the next qualifying bridge donor in as a backfill.
 * 2. For each live, unpaused patient whose session falls after today and at most the unit's
 *    `bridgeAskDays` (default BRIDGE_ASK_DAYS_DEFAULT) ahead, the donors planned for it (planned or
 *    backfill: nobody recorded anything of them for it) are asked through their channel: the answer
 *    row `asked` with the time the ask goes (`askedAt`: now, or the end of quiet hours), then a 'bridge' message in the outbox with their private link, held
 *    by the patient's unit's quiet hours. A donor without consent or a channel, paused now, or at
 *    the daily limit is not asked this round (still planned; the limit and a pause are tried again
 *    next round). A donor is never asked twice for one session: the answer row is written only where
 *    none is, and the outbox keeps one ask per donor and session.
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

/** Asks the donors planned for one patient's sessions in (today, today + days]; how many. */
async function askFor(
  db: Db,
  patientId: string,
  unit: AlertSettings,
  now: Date,
  options: MessageOptions,
): Promise<number> {
  const today = todayInBangladesh(now);
  const days = askDaysOf(unit);
  const last = addDays(today, days);
  return runCommand(db, SYSTEM_ACTOR, async (tx, record) => {
    if (!(await claimPatient(tx, patientId))) return 0;
    const { plan } = await planFor(tx, [patientId], now, days + 1);
    const due = (plan.get(patientId) ?? [])
      .filter((s) => s.date > today && s.date <= last)
      .flatMap((s) =>
        s.donors
          .filter((d) => d.state === 'planned' || d.state === 'backfill')
          .map((d) => ({ date: s.date, donorId: d.donorId, backfill: d.state === 'backfill' })),
      );
    if (!due.length) return 0;
    const targets = await askTargets(
      tx,
      due.map((d) => d.donorId),
      now,
    );
    const dueAt = holdForQuietHours(now, unit);
    const sentToday = new Map<string, number>();
    let asked = 0;
    for (const ask of due) {
      const donor = targets.get(ask.donorId);
      if (!donor?.consent || donor.paused) continue;
      const channel = channelOf(donor, options.pushAvailable);
      const day = donor.day + (sentToday.get(donor.id) ?? 0);
      if (!channel || day >= unit.perDay) continue;
      const slot = { patientId, sessionOn: ask.date, donorId: ask.donorId };
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
      asked += 1;
    }
    return asked;
  });
}

/** One round: the asks left a day become noAnswer, then every session due is asked. */
export async function runBridgeAsks(
  db: Db,
  now: Date,
  options: MessageOptions,
): Promise<BridgeAskRound> {
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
      asked += await askFor(db, patient.id, unit, now, options);
    }
    if (page.length < PAGE) break;
    after = page.at(-1)!.id;
  }
  return { asked, noAnswer };
}
