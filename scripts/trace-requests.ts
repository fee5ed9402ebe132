/**
 * A per-request timeline of the server, for `BENCH_HTTP_TRACE=folder npm run bench:http` only
 * (loaded into the benchmarked server with `--import`; never part of a running installation).
 *
 * For every HTTP request: when the server read it (`request` event), each time it asked for the
 * embedded database's connection, got its turn and finished it, and when its answer was sent
 * (`finish`), with the client's port so the load generator's own record can be joined to it. Also
 * the event loop's stalls (a 20 ms timer more than 100 ms late) and garbage collections over
 * 50 ms, and every turn taken outside a request (timers: the statistics check, cache refreshes).
 * Times are milliseconds since the epoch (performance.timeOrigin + now), comparable across
 * processes on one machine. Written as JSON lines to TRACE_FILE when the process exits.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import { PerformanceObserver, performance } from 'node:perf_hooks';
import { Turns } from '../server/db/turns.ts';

const file = process.env.TRACE_FILE;
if (!file) throw new Error('TRACE_FILE is not set');

const now = () => performance.timeOrigin + performance.now();

interface TurnRecord {
  asked: number;
  got?: number;
  done?: number;
  queuedAhead: number;
  failed?: boolean;
}
interface RequestRecord {
  kind: 'request';
  id: number;
  method: string;
  url: string;
  port: number | undefined;
  read: number;
  finished?: number;
  closed?: number;
  status?: number;
  turns: TurnRecord[];
}

const records: object[] = [];
const store = new AsyncLocalStorage<RequestRecord>();
let nextId = 0;

const emit = http.Server.prototype.emit as (
  this: http.Server,
  event: string,
  ...args: unknown[]
) => boolean;
http.Server.prototype.emit = function (this: http.Server, event: string, ...args: unknown[]) {
  if (event === 'connection') {
    const socket = args[0] as import('node:net').Socket;
    records.push({ kind: 'connection', port: socket.remotePort, at: now(), round });
    acceptedInRound += 1;
  }
  if (event !== 'request') return emit.call(this, event, ...args);
  const [req, res] = args as [http.IncomingMessage, http.ServerResponse];
  const record: RequestRecord = {
    kind: 'request',
    id: (nextId += 1),
    method: req.method ?? '',
    url: req.url ?? '',
    port: req.socket.remotePort,
    read: now(),
    turns: [],
  };
  readInRound += 1;
  records.push(record);
  res.once('finish', () => {
    record.finished = now();
    record.status = res.statusCode;
  });
  res.once('close', () => (record.closed = now()));
  return store.run(record, () => emit.call(this, event, ...args));
} as typeof http.Server.prototype.emit;

/**
 * TRACE_TURNS=old runs the turns as they were before the per-round budget (a caller finding the
 * connection free started at once, however much had run in that round), and TRACE_TURNS=<ms>
 * sets the budget, so that variants can be compared side by side on one machine.
 */
const variant = process.env.TRACE_TURNS;
type Internals = { busy: boolean; waiting: (() => void)[]; budgetMs: number };
async function oldRun<T>(this: Turns, work: () => Promise<T>): Promise<T> {
  const self = this as unknown as Internals;
  if (self.busy) {
    await new Promise<void>((resolve) => self.waiting.push(resolve));
    this.handovers += 1;
  } else {
    self.busy = true;
  }
  try {
    return await work();
  } finally {
    const next = self.waiting.shift();
    if (next) setImmediate(next);
    else self.busy = false;
  }
}
const original = Turns.prototype.run;
const run =
  variant === 'old'
    ? oldRun
    : variant
      ? function <T>(this: Turns, work: () => Promise<T>): Promise<T> {
          (this as unknown as Internals).budgetMs = Number(variant);
          return original.call(this, work) as Promise<T>;
        }
      : original;
Turns.prototype.run = async function <T>(this: Turns, work: () => Promise<T>): Promise<T> {
  const turn: TurnRecord = { asked: now(), queuedAhead: this.queued + (isBusy(this) ? 1 : 0) };
  const owner = store.getStore();
  if (owner) owner.turns.push(turn);
  else records.push(Object.assign(turn, { kind: 'background-turn' }));
  try {
    return await (run as typeof original).call<Turns, [() => Promise<T>], Promise<T>>(
      this,
      async () => {
        turn.got = now();
        turnsInRound += 1;
        try {
          return await work();
        } finally {
          turn.done = now();
        }
      },
    );
  } catch (error) {
    turn.failed = true;
    throw error;
  }
};
function isBusy(turns: Turns): boolean {
  return (turns as unknown as { busy: boolean }).busy;
}

// Rounds of the event loop: a setImmediate chain ticks once per round (its check phase); the
// rounds over 50 ms are kept, with how many connections were accepted and requests read in them.
let round = 0;
let roundStart = now();
let acceptedInRound = 0;
let readInRound = 0;
let turnsInRound = 0;
const tick = () => {
  const t = now();
  if (t - roundStart > 50) {
    records.push({
      kind: 'round',
      at: roundStart,
      ms: Math.round(t - roundStart),
      round,
      accepted: acceptedInRound,
      read: readInRound,
      turns: turnsInRound,
    });
  }
  round += 1;
  roundStart = t;
  acceptedInRound = readInRound = turnsInRound = 0;
  setImmediate(tick).unref();
};
setImmediate(tick).unref();

// Event-loop stalls: a 20 ms timer that fires more than 100 ms late.
let expected = now() + 20;
setInterval(() => {
  const t = now();
  if (t - expected > 100)
    records.push({ kind: 'stall', at: expected, late: Math.round(t - expected) });
  expected = t + 20;
}, 20).unref();

new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (entry.duration > 50)
      records.push({
        kind: 'gc',
        at: performance.timeOrigin + entry.startTime,
        ms: Math.round(entry.duration),
      });
  }
}).observe({ entryTypes: ['gc'] });

process.on('exit', () => {
  writeFileSync(file, records.map((r) => JSON.stringify(r)).join('\n') + '\n');
});
