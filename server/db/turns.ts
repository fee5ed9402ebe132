import { performance } from 'node:perf_hooks';

/**
 * Turns on the embedded database's one connection.
 *
 * PGlite runs every statement synchronously on the event loop (WebAssembly), and hands its
 * connection from one caller to the next through promises alone, so a transaction usually runs
 * start to commit inside the callback that asked for it. Left alone, every write that arrives in
 * one round of the event loop then runs in that round, one after the other: under 200 clients a
 * round held 80 transactions and lasted 0.2-2.4 s. Two things suffered:
 * - every reader waited for the round to end (no socket read, no answer from memory sent);
 * - new connections waited much longer. Node's libuv (since 1.45, Node 20) accepts ONE connection
 *   per round of the event loop, so the 40th connection still in the listen queue waited 40 long
 *   rounds: the "few requests at 10 s while others flow" of the mixed load were connections the
 *   server had not accepted yet (docs/performance.md).
 *
 * So the connection is held for at most ROUND_BUDGET_MS per round of the event loop. Callers take
 * it in the order they asked for it, one at a time; a caller finding it free, within the budget,
 * starts at once; past the budget, callers wait for the next round (setImmediate), so the loop
 * goes round (sockets read, a connection accepted, answers from memory sent, timers fired) at
 * least every ROUND_BUDGET_MS of database work, plus the one turn that crossed it.
 *
 * A turn must not wait for another turn (a query outside the transaction it runs in): that waits
 * forever, as it did on PGlite's own lock.
 */
// 20 ms: under the mixed load a 5 ms budget halved the writes a second (they queued for seconds),
// while 20 ms kept the throughput of the unbudgeted turns and rounds of tens of milliseconds.
export const ROUND_BUDGET_MS = 20;

export class Turns {
  private readonly waiting: (() => void)[] = [];
  private busy = false;
  /** Time the connection has been held since the event loop last went round (our setImmediate). */
  private spent = 0;
  private roundScheduled = false;
  /** Turns that waited for another (for tests and diagnostics). */
  handovers = 0;
  /** Rounds of the event loop the turns waited for because the budget was spent (same). */
  roundsWaited = 0;

  constructor(
    private readonly budgetMs = ROUND_BUDGET_MS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.busy || this.waiting.length > 0 || this.spent >= this.budgetMs) {
      // passOn() marks the connection busy for us before it resolves this promise.
      await new Promise<void>((resolve) => {
        this.waiting.push(resolve);
        this.passOn();
      });
      this.handovers += 1;
    } else {
      this.busy = true;
    }
    this.scheduleRound();
    const started = this.now();
    try {
      return await work();
    } finally {
      this.spent += this.now() - started;
      this.busy = false;
      this.passOn();
    }
  }

  /** Callers waiting for their turn. */
  get queued(): number {
    return this.waiting.length;
  }

  /** The next caller gets the free connection now if this round's budget allows, else next round. */
  private passOn() {
    if (this.busy || this.waiting.length === 0) return;
    if (this.spent < this.budgetMs) {
      this.busy = true;
      this.waiting.shift()!();
    } else {
      this.scheduleRound();
    }
  }

  /** The budget is renewed once the event loop has gone round (check phase, after I/O). */
  private scheduleRound() {
    if (this.roundScheduled) return;
    this.roundScheduled = true;
    setImmediate(() => {
      this.roundScheduled = false;
      if (this.spent >= this.budgetMs && this.waiting.length > 0) this.roundsWaited += 1;
      this.spent = 0;
      this.passOn();
    });
  }
}
