import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { Db } from '../db/client.ts';
import { storedMetaValue } from '../data/meta.ts';
import { guardedAgent, PushTargets } from './push-targets.ts';
import type { SendResult } from './sms.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The VAPID key pair: made at first start and kept in the database, like the stored auth secret. */
export async function storedVapidKeys(db: Db): Promise<VapidKeys> {
  const fresh = webpush.generateVAPIDKeys();
  const value = await storedMetaValue(db, 'vapid-keys', JSON.stringify(fresh));
  if (value === undefined) throw new Error('VAPID keys could not be stored');
  return JSON.parse(value) as VapidKeys;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** How long a push send waits for the push service. */
export const PUSH_TIMEOUT_MS = 10_000;

/**
 * Sends one encrypted Web Push message; 404/410 mean the subscription is gone (permanent). The
 * endpoint is checked against the push target rule (push-targets.ts) again just before the send: one
 * that is not a public HTTPS address is never connected to and counts as gone.
 */
export class PushSender {
  constructor(
    private readonly keys: VapidKeys,
    private readonly subject: string,
    readonly targets: PushTargets = new PushTargets(),
    /** Tests only: an agent that trusts the local fake push service's certificate. */
    private readonly agent: Agent = guardedAgent((address) => targets.allow(address)),
  ) {}

  get publicKey() {
    return this.keys.publicKey;
  }

  async send(
    target: PushTarget,
    payload: { title: string; body: string; url: string },
    id: string,
  ): Promise<SendResult & { gone?: boolean }> {
    const refused = await this.targets.refusal(target.endpoint);
    if (refused)
      return {
        ok: false,
        permanent: true,
        reason: `push endpoint refused (${refused})`,
        gone: true,
      };
    try {
      await webpush.sendNotification(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify({ ...payload, tag: id }),
        {
          vapidDetails: {
            subject: this.subject,
            publicKey: this.keys.publicKey,
            privateKey: this.keys.privateKey,
          },
          TTL: 12 * 3600,
          urgency: 'high',
          timeout: PUSH_TIMEOUT_MS,
          agent: this.agent,
        },
      );
      return { ok: true };
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 404 || status === 410)
        return {
          ok: false,
          permanent: true,
          reason: `push service answered ${status}`,
          gone: true,
        };
      const permanent = status !== undefined && status >= 400 && status < 500 && status !== 429;
      return {
        ok: false,
        permanent,
        reason: status ? `push service answered ${status}` : 'push service unreachable',
      };
    }
  }
}
