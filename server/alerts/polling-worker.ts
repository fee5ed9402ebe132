/**
 * The loop a claiming worker runs in every instance (the alert outbox, the alert waves, the bridge
 * asks, the imports): one round of `runOnce` (which claims with FOR UPDATE SKIP LOCKED and a
 * lease), then the next at once while a round finds a full batch, else after `pollMs`. A failed
 * round is reported and tried again
 * after `pollMs`; `stop` waits for the round under way. Timers never keep the process alive.
 */
export abstract class PollingWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private stopped = true;

  constructor(
    private readonly loop: { batch: number; pollMs: number; onError?: (error: unknown) => void },
  ) {}

  /** True once `stop` was called: a long round may hand its work back early. */
  protected get isStopping() {
    return this.stopped;
  }

  /** Claims one batch and works it; answers how many it claimed. */
  abstract runOnce(): Promise<number>;

  start() {
    this.stopped = false;
    this.schedule(0);
  }

  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** Wakes an idle worker now (after work was queued on this instance). */
  nudge() {
    if (this.stopped || !this.timer) return;
    clearTimeout(this.timer);
    this.schedule(0);
  }

  private schedule(ms: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.runOnce();
      this.running.then(
        (n) => this.schedule(n >= this.loop.batch ? 0 : this.loop.pollMs),
        (error: unknown) => {
          this.loop.onError?.(error);
          this.schedule(this.loop.pollMs);
        },
      );
    }, ms);
    this.timer.unref?.();
  }
}
