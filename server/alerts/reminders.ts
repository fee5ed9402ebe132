import type { Db } from '../db/client.ts';
import { queueReminders, type MessageOptions } from '../domain/reminders.ts';

/**
 * The "you can give again" check (docs/decisions/060): every `everyMs` it queues the reminders due
 * (domain/reminders.ts) into the outbox, whose worker sends them, and wakes the worker. Every
 * instance may run it: the candidates are locked (others skipped) and each eligibility is noted once.
 */
export class ReminderJob {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly o: MessageOptions & {
      db: Db;
      everyMs: number;
      onQueued?: (count: number) => void;
      onError?: (error: unknown) => void;
    },
  ) {}

  start() {
    if (this.timer) return;
    const tick = () => {
      if (this.running) return;
      this.running = this.runOnce()
        .then((n) => n > 0 && this.o.onQueued?.(n), this.o.onError)
        .finally(() => (this.running = null));
    };
    this.timer = setInterval(tick, this.o.everyMs);
    this.timer.unref?.();
    tick();
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One check at `now`; how many reminders it queued. */
  runOnce(now = new Date()) {
    return queueReminders(this.o.db, now, this.o);
  }
}
