import { COMMUNITY_NAME_DEFAULTS, type CommunitySettings } from '../../common/schemas/donations.ts';
import type { Db } from '../db/client.ts';
import { runCommand, SYSTEM_ACTOR, type AuditRecord } from '../domain/command.ts';
import {
  claimDueOutboxRows,
  deletePushSubscription,
  holdUnknownOutboxRow,
  markOutboxFailed,
  markOutboxSent,
  outboxDeliveries,
  requeueOutboxRow,
  sendingUnitOf,
  type ClaimedOutboxRow as Claimed,
  type OutboxDelivery as Details,
} from '../data/alert-outbox.ts';
import { readAlertSettings, readCommunityName } from '../data/settings.ts';
import { isMilestone } from '../../common/milestones.ts';
import {
  alertText,
  bridgeAskText,
  invitationText,
  reminderText,
  requesterText,
  thanksText,
} from './messages.ts';
import { tokenOf } from './link-tokens.ts';
import { PollingWorker } from './polling-worker.ts';
import { PUSH_TIMEOUT_MS, type PushSender } from './push.ts';
import type { SendResult, SmsSender } from './sms.ts';
import { holdForQuietHours, type QuietHours } from './quiet-hours.ts';

/**
 * The alert outbox worker (docs/decisions/036). Rows are claimed with FOR UPDATE SKIP LOCKED and a
 * lease (locked_until), so several instances on one PostgreSQL never take the same row; PGlite runs
 * the same statements. A claim counts an attempt before the send; a row whose lease ran out while
 * 'sending' (its process died mid-send) is claimed again and sent again with the same id, which a
 * gateway taking {id} de-duplicates. A failed send waits with exponential backoff, up to max attempts.
 * An invitation (kind 'invitation', no request; decisions/052) goes by SMS to a live donor whether or
 * not they consented: it asks for that consent. An alert never goes to a donor without consent.
 * An invitation names the community as its settings do (read once per batch). A reminder ("you
 * can give again") or a thank-you (decisions/060) goes by the donor's channel to a consenting
 * donor, a reminder only while the donor keeps reminders on. A bridge ask (decisions/061) goes the
 * same way while its patient is live and not paused. A send that timed out may have
 * reached the gateway: it stays 'sending' (what the volunteer sees) for a new lease and is not
 * sent again before that runs out; the lease outlasts the send timeout (checkLease).
 */
/** A row's quiet hours: those of the unit that sends it (sendingUnitOf), nearest setting first. */
export const sendingUnitQuietHours =
  (db: Db) =>
  async (row: Claimed): Promise<QuietHours> =>
    readAlertSettings(db, await sendingUnitOf(db, row));

export interface OutboxOptions {
  db: Db;
  sms: SmsSender;
  push: PushSender | null;
  linkKey: Buffer;
  baseUrl: string;
  batch: number;
  maxAttempts: number;
  leaseSeconds: number;
  retryBaseMs: number;
  pollMs: number;
  /** The quiet hours a retry of this row is held for (its sending unit's: sendingUnitOf). */
  quietHours: (row: Claimed) => Promise<QuietHours>;
  onError?: (error: unknown) => void;
}

/**
 * The lease must outlast the longest send plus a margin (at least a second, and at least the
 * timeout again): a claim that ran out while its send still waited would let another worker send
 * the same alert while the first answer may still come. Refused at start, with the numbers.
 */
export function checkLease(leaseSeconds: number, sendTimeoutMs: number) {
  const needed = sendTimeoutMs + Math.max(1_000, sendTimeoutMs);
  if (leaseSeconds * 1000 < needed)
    throw new Error(
      `ALERT_LEASE_SECONDS (${leaseSeconds}) must be at least ${Math.ceil(needed / 1000)}: ` +
        `longer than the slowest send (${sendTimeoutMs} ms) plus a margin, or a send still ` +
        `waiting for its answer could be sent again`,
    );
}

export class AlertOutbox extends PollingWorker {
  constructor(private readonly o: OutboxOptions) {
    super(o);
    checkLease(o.leaseSeconds, Math.max(o.sms.timeoutMs ?? 0, o.push ? PUSH_TIMEOUT_MS : 0));
  }

  /** Claims one batch of due rows and sends them; answers how many it claimed. */
  async runOnce(): Promise<number> {
    const { db } = this.o;
    const claimed = await claimDueOutboxRows(db, this.o.batch, this.o.leaseSeconds);
    if (!claimed.length) return 0;
    const details = await outboxDeliveries(
      db,
      claimed.map((c) => c.id),
    );
    const byId = new Map(details.map((d) => [d.id, d]));
    // Who asks, in invitations: read once for the batch, not per message.
    const community = claimed.some((c) => c.kind === 'invitation')
      ? await readCommunityName(db)
      : COMMUNITY_NAME_DEFAULTS;
    await Promise.all(claimed.map((row) => this.deliver(row, byId.get(row.id), community)));
    return claimed.length;
  }

  private async deliver(row: Claimed, d: Details | undefined, community: CommunitySettings) {
    if (!d) return;
    if (row.attempts > this.o.maxAttempts) return this.fail(row, 'too many attempts');
    if (row.kind === 'invitation') return this.invite(row, d, community);
    if (row.kind === 'requester') return this.textRequester(row, d);
    if (!d.live || !d.consent) return this.fail(row, 'donor no longer reachable');
    if (row.kind === 'alert' && !d.open) return this.fail(row, 'request closed');
    if (row.kind === 'reminder' && !d.reminders_enabled) return this.fail(row, 'reminders off');
    if (row.kind === 'bridge' && !d.patient_live)
      return this.fail(row, 'patient paused or archived');
    if (!d.nonce) return this.fail(row, 'link revoked');
    const url = `${this.o.baseUrl}/d/${tokenOf(this.o.linkKey, d.nonce)}`;
    const message =
      row.kind === 'reminder'
        ? reminderText({ language: d.language, url, lastDonatedAt: d.last_donated_at })
        : row.kind === 'bridge'
          ? bridgeAskText({
              language: d.language,
              url,
              hospital: d.hospital!,
              sessionOn: d.session_on!,
            })
          : row.kind === 'thanks'
            ? thanksText({
                language: d.language,
                url,
                donatedOn: d.donated_on,
                // The count now: the milestone this donation made, when it made one.
                milestone: isMilestone(d.donation_count) ? d.donation_count : null,
              })
            : alertText({
                language: d.language,
                bloodGroup: d.blood_group!,
                place: d.place!,
                neededAt: new Date(d.needed_at!),
                url,
              });
    let result: SendResult & { gone?: boolean };
    if (row.channel === 'push') {
      if (!this.o.push || !d.endpoint || !d.p256dh || !d.auth)
        return this.fail(row, 'no push subscription');
      result = await this.o.push.send(
        { endpoint: d.endpoint, p256dh: d.p256dh, auth: d.auth },
        { title: message.title, body: message.body, url },
        row.id,
      );
      if (!result.ok && result.gone && d.subscription_id) {
        await deletePushSubscription(this.o.db, d.subscription_id);
      }
    } else {
      result = await this.o.sms.send({ id: row.id, phone: d.phone1, text: message.text });
    }
    return this.settle(row, result);
  }

  /** An invitation: by SMS, to a live donor, consent or not (it asks for it). */
  private async invite(row: Claimed, d: Details, community: CommunitySettings) {
    if (!d.live) return this.fail(row, 'donor no longer reachable');
    if (!d.nonce) return this.fail(row, 'link revoked');
    const url = `${this.o.baseUrl}/d/${tokenOf(this.o.linkKey, d.nonce)}`;
    const text = invitationText({ language: d.language, url, community });
    return this.settle(row, await this.o.sms.send({ id: row.id, phone: d.phone1, text }));
  }

  /** The person who asked: their status link and the money warning, while the request is live. */
  private async textRequester(row: Claimed, d: Details) {
    if (!d.live) return this.fail(row, 'request archived');
    if (!d.status_nonce) return this.fail(row, 'no status link');
    const url = `${this.o.baseUrl}/r/${tokenOf(this.o.linkKey, d.status_nonce)}`;
    const text = requesterText({ language: d.language, url });
    return this.settle(row, await this.o.sms.send({ id: row.id, phone: d.phone1, text }));
  }

  private settle(row: Claimed, result: SendResult) {
    if (result.ok) return this.sent(row);
    // The answer may still come: not sent again before a new lease runs out ("sending" meanwhile).
    if (result.unknown)
      return holdUnknownOutboxRow(this.o.db, row.id, this.o.leaseSeconds, result.reason);
    if (result.permanent || row.attempts >= this.o.maxAttempts)
      return this.fail(row, result.reason);
    return this.retry(row, result.reason);
  }

  /**
   * The event of a row's end: a request's alert or the requester's text (on the request) or a
   * donor's message (invitation, reminder, thank-you; on the donor). Each written out, so that the Activity words can be checked.
   */
  private endEvent(
    row: Claimed,
    ok: boolean,
    channel: string,
    detail: number | string,
  ): AuditRecord {
    const attempts = typeof detail === 'number' ? detail : undefined;
    const reason = typeof detail === 'string' ? detail : undefined;
    const donor = { target: 'donor' as const, targetId: row.donor_id };
    switch (row.kind) {
      case 'alert': {
        const request = { target: 'bloodRequest' as const, targetId: row.blood_request_id };
        return ok
          ? {
              action: 'alertSent',
              ...request,
              changes: { donorId: row.donor_id, channel, attempts },
            }
          : {
              action: 'alertFailed',
              ...request,
              changes: { donorId: row.donor_id, channel, reason },
            };
      }
      case 'invitation':
        return ok
          ? { action: 'invitationSent', ...donor, changes: { channel, attempts } }
          : { action: 'invitationFailed', ...donor, changes: { channel, reason } };
      case 'reminder':
        return ok
          ? { action: 'reminderSent', ...donor, changes: { channel, attempts } }
          : { action: 'reminderFailed', ...donor, changes: { channel, reason } };
      case 'thanks':
        return ok
          ? { action: 'thanksSent', ...donor, changes: { channel, attempts } }
          : { action: 'thanksFailed', ...donor, changes: { channel, reason } };
      case 'bridge': {
        const patient = { target: 'patient' as const, targetId: row.patient_id };
        const ask = { donorId: row.donor_id, date: row.session_on, channel };
        return ok
          ? { action: 'bridgeAskSent', ...patient, changes: { ...ask, attempts } }
          : { action: 'bridgeAskFailed', ...patient, changes: { ...ask, reason } };
      }
      case 'requester': {
        const request = { target: 'bloodRequest' as const, targetId: row.blood_request_id };
        return ok
          ? { action: 'requesterSmsSent', ...request, changes: { channel, attempts } }
          : { action: 'requesterSmsFailed', ...request, changes: { channel, reason } };
      }
    }
  }

  private async sent(row: Claimed) {
    await runCommand(this.o.db, SYSTEM_ACTOR, async (tx, record) => {
      if (await markOutboxSent(tx, row.id))
        await record(this.endEvent(row, true, row.channel, row.attempts));
    });
  }

  private async fail(row: Claimed, reason: string) {
    await runCommand(this.o.db, SYSTEM_ACTOR, async (tx, record) => {
      if (await markOutboxFailed(tx, row.id, reason))
        await record(this.endEvent(row, false, row.channel, reason));
    });
  }

  private async retry(row: Claimed, reason: string) {
    const wait =
      Math.min(this.o.retryBaseMs * 2 ** (row.attempts - 1), 3_600_000) *
      (0.8 + Math.random() * 0.4);
    let due = new Date(Date.now() + wait);
    if (!row.urgent) due = holdForQuietHours(due, await this.o.quietHours(row));
    await requeueOutboxRow(this.o.db, row.id, due, reason);
  }
}
