import type { AlertChannel } from '../../common/constants.ts';
import { REMINDER_WINDOW_DAYS } from '../../common/milestones.ts';
import { holdForQuietHours } from '../alerts/quiet-hours.ts';
import type { Db } from '../db/client.ts';
import type { AlertSettings } from '../../common/schemas/alerts.ts';
import {
  insertDonorMessage,
  lockReminderCandidates,
  noteReminder,
  setRemindersEnabled,
  thanksTarget,
} from '../data/reminders.ts';
import { readAlertSettings } from '../data/settings.ts';
import { runCommand, SYSTEM_ACTOR, type Actor, type AuditRecord, type Tx } from './command.ts';
import { DONOR_LINK_ACTOR, issueLinkIn, linkedDonor } from './donor-link.ts';

/**
 * "You can give again" (docs/decisions/060): a consenting donor whose rest after their last
 * donation ended within the last REMINDER_WINDOW_DAYS gets one message through the outbox, once per
 * eligibility (donor_reminders), held by their unit's quiet hours and daily limit. A donor over the
 * limit now is tried again at the next check while the window lasts. Thank-yous for a donation go
 * the same way.
 */

const DAY_MS = 86_400_000;
const BATCH = 200;

export interface MessageOptions {
  linkKey: Buffer;
  pushAvailable: boolean;
}

/** The channel a message goes by: push when chosen and subscribed, else SMS when chosen. */
export function channelOf(
  d: { channels: string[]; push: boolean },
  pushAvailable: boolean,
): AlertChannel | null {
  if (d.channels.includes('push') && pushAvailable && d.push) return 'push';
  if (d.channels.includes('sms')) return 'sms';
  return null;
}

/** Each unit's settings read once per call. */
function settingsOf(tx: Tx) {
  const known = new Map<string | null, Promise<AlertSettings>>();
  return (unitId: string | null) => {
    let found = known.get(unitId);
    if (!found) known.set(unitId, (found = readAlertSettings(tx, unitId)));
    return found;
  };
}

/** One check: queues the reminders due at `now`; answers how many were queued. */
export async function queueReminders(db: Db, now: Date, options: MessageOptions) {
  const since = new Date(now.getTime() - REMINDER_WINDOW_DAYS * DAY_MS);
  let queued = 0;
  for (;;) {
    const { count, seen } = await runCommand(db, SYSTEM_ACTOR, async (tx, record) => {
      const candidates = await lockReminderCandidates(tx, now, since, BATCH);
      const settings = settingsOf(tx);
      let count = 0;
      for (const donor of candidates) {
        const unit = await settings(donor.unit_id);
        const channel = channelOf(donor, options.pushAvailable);
        if (!channel || donor.day >= unit.perDay) continue;
        const eligibleAt = new Date(donor.next_eligible_at);
        if (!(await noteReminder(tx, donor.id, eligibleAt, now))) continue;
        if (!donor.link) await issueLinkIn(tx, record, options.linkKey, donor.id, null);
        const dueAt = holdForQuietHours(now, unit);
        await insertDonorMessage(tx, {
          kind: 'reminder',
          donorId: donor.id,
          channel,
          queuedAt: now,
          dueAt,
        });
        await record({
          action: 'reminderQueued',
          target: 'donor',
          targetId: donor.id,
          changes: { eligibleAt: eligibleAt.toISOString(), channel, dueAt: dueAt.toISOString() },
        });
        count += 1;
      }
      return { count, seen: candidates.length };
    });
    queued += count;
    // A full batch where someone was held (limit, no channel) would be read again: stop there.
    if (seen < BATCH || count === 0) return queued;
  }
}

/**
 * Inside the command that recorded a donation given for a request: a thank-you to a consenting
 * donor with a channel, through the outbox (quiet hours of their unit). Answers its channel, or null.
 */
export async function queueThanksIn(
  tx: Tx,
  record: (e: AuditRecord) => Promise<void>,
  donorId: string,
  donationId: string,
  now: Date,
  options: MessageOptions,
): Promise<AlertChannel | null> {
  const donor = await thanksTarget(tx, donorId);
  if (!donor?.consent) return null;
  const channel = channelOf(donor, options.pushAvailable);
  if (!channel) return null;
  if (!donor.link) await issueLinkIn(tx, record, options.linkKey, donorId, null);
  const unit = await readAlertSettings(tx, donor.unit_id);
  await insertDonorMessage(tx, {
    kind: 'thanks',
    donorId,
    channel,
    queuedAt: now,
    dueAt: holdForQuietHours(now, unit),
    donationId,
  });
  return channel;
}

/** The donor turns "you can give again" messages on or off through the link (the same choice again records nothing). */
export function setReminders(
  db: Db,
  token: string,
  enabled: boolean,
  actor: Actor = DONOR_LINK_ACTOR,
) {
  return runCommand(db, actor, async (tx, record) => {
    const donor = await linkedDonor(tx, token);
    if (donor.remindersEnabled !== enabled) {
      await setRemindersEnabled(tx, donor.donorId, enabled);
      await record({
        action: 'donorRemindersChanged',
        target: 'donor',
        targetId: donor.donorId,
        changes: { via: 'donorLink', remindersEnabled: { from: !enabled, to: enabled } },
      });
    }
    return { remindersEnabled: enabled };
  });
}
