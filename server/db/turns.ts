/**
 * Turns on the embedded database's one connection.
 *
 * PGlite runs every statement synchronously on the event loop, and hands its connection from one
 * caller to the next through promises alone. So a queue of transactions (a burst of public writes
 * under load) ran as one block of work: no socket was read, no answer sent and no timer fired until
 * the last of them had committed, for seconds on a busy machine, and every visitor waited for it.
 *
 * Here callers take the connection in the order they asked for it, one at a time, and when one
 * turn hands over to the next the event loop goes round once first (setImmediate): the requests
 * that arrived meanwhile are read, answers from memory leave, and what they need from the database
 * queues behind those already waiting. A caller finding the connection free starts at once.
 *
 * A turn must not wait for another turn (a query outside the transaction it runs in): that waits
 * forever, as it did on PGlite's own lock.
 */
export class Turns {
  private readonly waiting: (() => void)[] = [];
  private busy = false;
  /** Turns that started after the event loop went round (for tests and diagnostics). */
  handovers = 0;

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.busy) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
      this.handovers += 1;
    } else {
      this.busy = true;
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      // Still busy: the connection passes to `next` after one round of the event loop.
      if (next) setImmediate(next);
      else this.busy = false;
    }
  }

  /** Callers waiting for their turn. */
  get queued(): number {
    return this.waiting.length;
  }
}
