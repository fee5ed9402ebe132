import type { FastifyInstance } from 'fastify';
import { linkKeyOf, publicBase } from './link-tokens.ts';
import { AlertOutbox, sendingUnitQuietHours } from './outbox.ts';
import { PushSender, storedVapidKeys } from './push.ts';
import { PushTargets } from './push-targets.ts';
import { smsSenderOf, type SmsSender } from './sms.ts';
import { BridgeAskJob } from './bridge-asks.ts';
import { ReminderJob } from './reminders.ts';
import { WaveWorker } from './waves.ts';

/** What the alert routes and the worker share in one process. */
export interface AlertService {
  linkKey: Buffer;
  baseUrl: string;
  sms: SmsSender;
  push: PushSender | null;
  /** The rule every push endpoint meets, at subscription and at send (one object; tests swap its resolver). */
  pushTargets: PushTargets;
  outbox: AlertOutbox;
  waves: WaveWorker;
  reminders: ReminderJob;
  bridgeAsks: BridgeAskJob;
}

declare module 'fastify' {
  interface FastifyInstance {
    alerts: AlertService;
  }
}

/** Sets up links, SMS, push and the outbox worker (started when ALERT_WORKER is on; stopped on close). */
export async function registerAlerts(app: FastifyInstance) {
  const config = app.config;
  const linkKey = linkKeyOf(app.authSecret);
  const baseUrl = publicBase(config);
  const sms = smsSenderOf(config);
  const pushTargets = new PushTargets();
  const push = config.PUSH_ENABLED
    ? new PushSender(
        await storedVapidKeys(app.db),
        config.VAPID_SUBJECT ?? `mailto:${config.OWNER_EMAIL ?? 'admin@roktosetu.invalid'}`,
        pushTargets,
      )
    : null;
  const outbox = new AlertOutbox({
    db: app.db,
    sms,
    push,
    linkKey,
    baseUrl,
    batch: config.ALERT_BATCH,
    maxAttempts: config.ALERT_MAX_ATTEMPTS,
    leaseSeconds: config.ALERT_LEASE_SECONDS,
    retryBaseMs: config.ALERT_RETRY_BASE_MS,
    pollMs: config.ALERT_POLL_MS,
    quietHours: sendingUnitQuietHours(app.db),
    // Never the message or the number: only that a batch failed.
    onError: (error) =>
      app.log.error(
        { err: error instanceof Error ? { name: error.name, message: error.message } : 'unknown' },
        'alert worker failed',
      ),
  });
  // Automatic alert waves (docs/decisions/059): due waves claimed and sent like the outbox's rows.
  const waves = new WaveWorker({
    db: app.db,
    linkKey,
    pushAvailable: push !== null,
    defaultWaveSeconds: config.ALERT_WAVE_SECONDS,
    pollMs: Math.max(config.ALERT_POLL_MS, 1000),
    onQueued: () => outbox.nudge(),
    onError: (error) =>
      app.log.error(
        { err: error instanceof Error ? { name: error.name, message: error.message } : 'unknown' },
        'wave worker failed',
      ),
  });
  const reminders = new ReminderJob({
    db: app.db,
    linkKey,
    pushAvailable: push !== null,
    everyMs: config.REMINDER_CHECK_SECONDS * 1000,
    onQueued: () => outbox.nudge(),
    onError: (error) =>
      app.log.error(
        { err: error instanceof Error ? { name: error.name, message: error.message } : 'unknown' },
        'reminder check failed',
      ),
  });
  // Blood bridges asked ahead (docs/decisions/061): a round every BRIDGE_ASK_CHECK_SECONDS.
  const bridgeAsks = new BridgeAskJob({
    db: app.db,
    linkKey,
    pushAvailable: push !== null,
    pollMs: config.BRIDGE_ASK_CHECK_SECONDS * 1000,
    onQueued: () => outbox.nudge(),
    onError: (error) =>
      app.log.error(
        { err: error instanceof Error ? { name: error.name, message: error.message } : 'unknown' },
        'bridge ask round failed',
      ),
  });
  app.decorate('alerts', {
    linkKey,
    baseUrl,
    sms,
    push,
    pushTargets,
    outbox,
    waves,
    reminders,
    bridgeAsks,
  });
  if (config.ALERT_WORKER) {
    app.addHook('onReady', async () => {
      outbox.start();
      waves.start();
      reminders.start();
      bridgeAsks.start();
    });
    app.addHook('onClose', async () => {
      await waves.stop();
      await reminders.stop();
      await bridgeAsks.stop();
      await outbox.stop();
    });
  }
}
