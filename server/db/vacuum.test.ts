import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.ts';
import type { Database, Sql } from './client.ts';
import { Turns } from './turns.ts';
import { deadTables, keepVacuumed } from './vacuum.ts';

const embedded = !process.env.TEST_DATABASE_URL;

/** A stand-in database that records the statements it is given and reports one dead table. */
function recordingDatabase(turns: Turns) {
  const statements: string[] = [];
  const sqlOf: Sql = {
    query: async <R>(text: string) => {
      statements.push(text.replace(/\s+/g, ' ').trim());
      if (text.includes('pg_stat_user_tables')) return [{ relname: 'sessions' }] as R[];
      if (text.includes('quote_ident')) return [{ name: 'sessions' }] as R[];
      return [] as R[];
    },
  };
  const database = {
    kind: 'pglite',
    turns,
    withConnection: <T>(run: (q: Sql) => Promise<T>) => turns.run(() => run(sqlOf)),
  } as unknown as Database;
  return { database, statements };
}

describe('keeping the embedded database vacuumed', () => {
  it('waits while callers are queued for the connection, then vacuums through the same turns', async () => {
    vi.useFakeTimers();
    try {
      const turns = new Turns();
      const { database, statements } = recordingDatabase(turns);
      const vacuumed: string[][] = [];
      const keeper = keepVacuumed(
        database,
        60,
        { onVacuumed: (t) => vacuumed.push(t) },
        { quietRetryMs: 1000, maxPostpones: 100 },
      );

      // A turn holds the connection and another caller waits for it: not a quiet moment.
      let release!: () => void;
      const holding = turns.run(() => new Promise<void>((resolve) => (release = resolve)));
      const waiting = turns.run(async () => undefined);
      await vi.advanceTimersByTimeAsync(60_000);
      await vi.advanceTimersByTimeAsync(5_000);
      // The round has not even asked for the connection: only the caller that was waiting is queued.
      expect(turns.queued).toBe(1);
      expect(statements).toEqual([]);

      release();
      await holding;
      await waiting;
      await vi.advanceTimersByTimeAsync(1_000);
      await vi.waitFor(() => expect(vacuumed).toEqual([['sessions']]));
      expect(statements.some((s) => s.startsWith('VACUUM (ANALYZE) sessions'))).toBe(true);
      await keeper.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs anyway after its postponements, so that a server never idle is vacuumed too', async () => {
    vi.useFakeTimers();
    try {
      const turns = new Turns();
      const { database, statements } = recordingDatabase(turns);
      const keeper = keepVacuumed(database, 60, {}, { quietRetryMs: 1000, maxPostpones: 3 });
      let release!: () => void;
      const holding = turns.run(() => new Promise<void>((resolve) => (release = resolve)));
      const waiting = turns.run(async () => undefined);
      await vi.advanceTimersByTimeAsync(60_000 + 3 * 1000);
      // The round asked for its turn behind the waiting caller.
      expect(turns.queued).toBe(2);
      release();
      await holding;
      await waiting;
      await vi.waitFor(() => expect(statements.some((s) => s.startsWith('VACUUM'))).toBe(true));
      await keeper.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('0 seconds turns it off', async () => {
    const turns = new Turns();
    const { database, statements } = recordingDatabase(turns);
    const keeper = keepVacuumed(database, 0);
    await keeper.stop();
    expect(statements).toEqual([]);
  });
});

describe.runIf(embedded)('the server vacuums its embedded database', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Every second here (600 s by default), so that the test sees a round soon.
    t = await startTestApp({ VACUUM_CHECK_SECONDS: '1' });
  });
  afterAll(() => t.close());

  it('a table with many dead rows is vacuumed by the server on its own', async () => {
    await t.db.execute(sql`create table vacuum_probe (n int primary key, v text)`);
    await t.db.execute(sql`insert into vacuum_probe select g, 'a' from generate_series(1, 500) g`);
    // 500 dead rows left behind: past 50 + 20% of 500.
    await t.db.execute(sql`update vacuum_probe set v = 'b'`);
    const vacuumCount = async () => {
      const result = (await t.db.execute(
        sql`select vacuum_count::int as n, n_dead_tup::int as dead from pg_stat_user_tables where relname = 'vacuum_probe'`,
      )) as unknown as { rows: { n: number; dead: number }[] };
      return result.rows[0];
    };
    await vi.waitFor(async () => expect((await vacuumCount())?.n).toBeGreaterThan(0), {
      timeout: 30_000,
      interval: 250,
    });
    expect((await vacuumCount())?.dead).toBe(0);
    expect(await deadTables(t.app.database)).not.toContain('vacuum_probe');
  });
});
