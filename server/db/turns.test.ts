import { sql } from 'drizzle-orm';
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
    const results = await Promise.all([turns.run(work('a')), turns.run(work('b')), turns.run(work('c'))]);
    expect(results).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
  });

  it('lets the event loop go round between two turns, and not when nobody waits', async () => {
    const turns = new Turns();
    let finished = 0;
    let seenByTheLoop = -1;
    const queued = Array.from({ length: 5 }, () => turns.run(async () => void (finished += 1)));
    void roundOfTheLoop().then(() => (seenByTheLoop = finished));
    await Promise.all(queued);
    // Without the handover, all five ran before anything else could.
    expect(seenByTheLoop).toBeGreaterThan(0);
    expect(seenByTheLoop).toBeLessThan(5);
    expect(turns.handovers).toBe(4);

    await turns.run(async () => undefined);
    await turns.run(async () => undefined);
    expect(turns.handovers).toBe(4);
  });

  it('a failed turn passes the connection on', async () => {
    const turns = new Turns();
    const failed = turns.run(async () => {
      throw new Error('refused');
    });
    const next = turns.run(async () => 'next');
    await expect(failed).rejects.toThrow('refused');
    await expect(next).resolves.toBe('next');
    expect(turns.queued).toBe(0);
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
    const writes = Array.from({ length: 20 }, (_, n) =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into turn_probe (n) values (${n})`);
        await tx.execute(sql`select count(*) from turn_probe`);
      }).then(() => (committed += 1)),
    );
    // A request arriving now (an I/O callback, like a timer's) is served between two writes.
    void roundOfTheLoop().then(() => (seenByTheLoop = committed));
    await Promise.all(writes);
    expect(committed).toBe(20);
    expect(seenByTheLoop).toBeGreaterThanOrEqual(0);
    expect(seenByTheLoop).toBeLessThan(20);
    const [row] = (await database.withConnection((q) => q.query<{ n: number }>('select count(*)::int as n from turn_probe')));
    expect(row?.n).toBe(20);
  });

  it('plain SQL and Drizzle share the same turns', async () => {
    const order: string[] = [];
    await Promise.all([
      database.withTransaction(async (q) => {
        await q.query('insert into turn_probe (n) values (100)');
        order.push('transaction');
      }),
      database.db.execute(sql`select 1`).then(() => order.push('drizzle')),
      database.withConnection((q) => q.query('select 1')).then(() => order.push('plain')),
    ]);
    expect(order).toEqual(['transaction', 'drizzle', 'plain']);
    expect(database.turns?.handovers).toBeGreaterThan(0);
  });
});
