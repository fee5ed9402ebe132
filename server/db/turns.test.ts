import { sql } from 'drizzle-orm';
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, serverUrl } from '../test/database.ts';
import type { Database } from './client.ts';
import { Turns } from './turns.ts';

const roundOfTheLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('turns on one connection', () => {
  it('runs callers one at a time, in the order they asked', async () => {
    const turns = new Turns();
    const log: string[] = [];
    const work = (name: string) => async () => {
      log.push(`${name} start`);
      await Promise.resolve();
      log.push(`${name} end`);
      return name;
    };
    const results = await Promise.all([
      turns.run(work('a')),
      turns.run(work('b')),
      turns.run(work('c')),
    ]);
    expect(results).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
  });

  it('holds the connection at most its budget per round of the event loop', async () => {
    // A clock that each turn moves on by 3 ms: with a 5 ms budget, two turns fit in a round.
    let clock = 0;
    const turns = new Turns(5, () => clock);
    let round = 0;
    let ticking = true;
    const tick = () => {
      round += 1;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const roundOfEach: number[] = [];
    // Work that finishes without the event loop (as a PGlite transaction does: WebAssembly and promises).
    const work = async () => {
      roundOfEach.push(round);
      clock += 3;
    };
    await Promise.all(Array.from({ length: 10 }, () => turns.run(work)));
    ticking = false;
    const perRound = new Map<number, number>();
    for (const r of roundOfEach) perRound.set(r, (perRound.get(r) ?? 0) + 1);
    expect(roundOfEach).toHaveLength(10);
    expect(Math.max(...perRound.values())).toBe(2);
    expect(perRound.size).toBe(5);
    expect(turns.roundsWaited).toBe(4);
  });

  it('without the budget spent, a caller finding the connection free starts at once', async () => {
    const turns = new Turns(5, () => 0);
    let started = false;
    const first = turns.run(async () => void (started = true));
    // Synchronously: nothing waited for a round of the event loop.
    expect(started).toBe(true);
    await first;
    expect(turns.handovers).toBe(0);
  });

  it('a caller arriving while the budget is spent queues behind those already waiting', async () => {
    let clock = 0;
    const turns = new Turns(5, () => clock);
    const order: string[] = [];
    let releaseLong!: () => void;
    // A long reader holds the connection (6 ms: past the budget) while a writer queues.
    const long = turns.run(async () => {
      await new Promise<void>((resolve) => (releaseLong = resolve));
      clock += 6;
      order.push('long reader');
    });
    const writer = turns.run(async () => void order.push('queued writer'));
    releaseLong();
    await long;
    // The connection is free now, but this round's budget is spent: the newcomer waits its turn.
    const newcomer = turns.run(async () => void order.push('newcomer'));
    await Promise.all([writer, newcomer]);
    expect(order).toEqual(['long reader', 'queued writer', 'newcomer']);
  });

  it('a failed turn passes the connection on, within the budget and past it', async () => {
    for (const cost of [0, 10]) {
      let clock = 0;
      const turns = new Turns(5, () => clock);
      const failed = turns.run(async () => {
        clock += cost;
        throw new Error('refused');
      });
      const next = turns.run(async () => 'next');
      await expect(failed).rejects.toThrow('refused');
      await expect(next).resolves.toBe('next');
      expect(turns.queued).toBe(0);
      // And the connection is free again.
      await expect(turns.run(async () => 'after')).resolves.toBe('after');
    }
  });
});

/**
 * Node's libuv accepts one new connection per round of the event loop. A round that ran every
 * ready socket's transaction back to back kept the connections waiting in the listen queue for
 * one such round each (seconds under load). Counted in turns, not timed.
 */
describe('new connections while the sockets already open keep the connection busy', () => {
  const spin = (ms: number) => {
    const until = performance.now() + ms;
    while (performance.now() < until);
  };
  /** Turns run from the first of `late` connects until the last is accepted. */
  async function turnsUntilAccepted(
    turns: Turns,
    busyClients: number,
    late: number,
  ): Promise<number> {
    let turnsRun = 0;
    let accepted = 0;
    let allAccepted!: () => void;
    const lateAccepted = new Promise<void>((resolve) => (allAccepted = resolve));
    let lateFrom = Infinity;
    const server = net.createServer((socket) => {
      accepted += 1;
      if (accepted === busyClients + late) allAccepted();
      socket.on('error', () => undefined);
      // Every request runs a 2 ms transaction that finishes without the event loop, then answers.
      socket.on(
        'data',
        () =>
          void turns
            .run(async () => {
              spin(2);
              turnsRun += 1;
            })
            .then(() => socket.writable && socket.write('.')),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    const clients: net.Socket[] = [];
    const open = () => {
      const client = net.connect(port, '127.0.0.1');
      client.on('error', () => undefined);
      clients.push(client);
      return client;
    };
    try {
      // Clients that send their next request as soon as the last is answered.
      for (let i = 0; i < busyClients; i += 1) {
        const client = open();
        client.on('data', () => client.write('.'));
        client.write('.');
      }
      while (turnsRun < busyClients * 3) await new Promise((resolve) => setTimeout(resolve, 5));
      lateFrom = turnsRun;
      for (let i = 0; i < late; i += 1) open();
      await lateAccepted;
      return turnsRun - lateFrom;
    } finally {
      for (const client of clients) client.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  }

  it('are accepted after a few turns each, not after a round of every socket', async () => {
    const ran = await turnsUntilAccepted(new Turns(5), 40, 20);
    // A 5 ms budget lets about three 2 ms turns run per round: some 60 for 20 connections. When
    // every ready socket's turn ran in the round (the cause), it took 20 rounds of up to 40 turns.
    expect(ran).toBeLessThan(200);
  });
});

// PostgreSQL has a pool of connections and no turns.
describe.skipIf(!!serverUrl())('the embedded database takes turns', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    // A copy of the migrated template opens faster than a new database is made.
    ({ database, drop } = await freshDatabase());
    await database.db.execute(sql`create table turn_probe (n int primary key)`);
  });
  afterAll(() => drop());

  it('a queue of transactions does not hold the event loop until the last one commits', async () => {
    let committed = 0;
    let seenByTheLoop = -1;
    const writes = Array.from({ length: 150 }, (_, n) =>
      database.db
        .transaction(async (tx) => {
          await tx.execute(sql`insert into turn_probe (n) values (${n})`);
          await tx.execute(sql`select count(*) from turn_probe`);
        })
        .then(() => (committed += 1)),
    );
    // A request arriving now (an I/O callback, like a timer's) is served between two writes.
    void roundOfTheLoop().then(() => (seenByTheLoop = committed));
    await Promise.all(writes);
    expect(committed).toBe(150);
    expect(seenByTheLoop).toBeGreaterThanOrEqual(0);
    expect(seenByTheLoop).toBeLessThan(150);
    const [row] = await database.withConnection((q) =>
      q.query<{ n: number }>('select count(*)::int as n from turn_probe'),
    );
    expect(row?.n).toBe(150);
  });

  it('plain SQL and Drizzle share the same turns', async () => {
    const order: string[] = [];
    await Promise.all([
      database.withTransaction(async (q) => {
        await q.query('insert into turn_probe (n) values (1000)');
        order.push('transaction');
      }),
      database.db.execute(sql`select 1`).then(() => order.push('drizzle')),
      database.withConnection((q) => q.query('select 1')).then(() => order.push('plain')),
    ]);
    expect(order).toEqual(['transaction', 'drizzle', 'plain']);
    expect(database.turns?.handovers).toBeGreaterThan(0);
  });
});
