import type { Db } from '../db/client.ts';
import { runBridgeAsks } from '../domain/bridge-asks.ts';
import type { MessageOptions } from '../domain/reminders.ts';
import { PollingWorker } from './polling-worker.ts';

/**
 * Asking bridge donors ahead (docs/decisions/061): every BRIDGE_ASK_CHECK_SECONDS a round turns
 * asks left a day into noAnswer and asks the donors planned for the sessions close enough
 * (domain/bridge-asks.ts), through the outbox, whose worker it wakes. Every instance may run it
 * (patients are taken FOR UPDATE SKIP LOCKED). Its clock is given, so that a test can move time on.
 */
export interface BridgeAskOptions extends MessageOptions {
  db: Db;
  pollMs: number;
  clock?: () => Date;
  /** Called after a round queued asks (the outbox worker is woken). */
  onQueued?: (count: number) => void;
  onError?: (error: unknown) => void;
}

export class BridgeAskJob extends PollingWorker {
  constructor(private readonly o: BridgeAskOptions) {
    // One round covers every session due, so the next always waits `pollMs`.
    super({ batch: Number.POSITIVE_INFINITY, pollMs: o.pollMs, onError: o.onError });
  }

  /** One round at the clock's time; answers how many donors it asked. */
  async runOnce(): Promise<number> {
    const { asked } = await runBridgeAsks(this.o.db, (this.o.clock ?? (() => new Date()))(), {
      linkKey: this.o.linkKey,
      pushAvailable: this.o.pushAvailable,
    });
    if (asked > 0) this.o.onQueued?.(asked);
    return asked;
  }
}
