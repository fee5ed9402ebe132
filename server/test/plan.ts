import type { Logger } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import type { TestApp } from './app.ts';

/** A query as drizzle sends it (`.toSQL()`, or a logger's record): its text and parameters. */
export interface SentQuery {
  sql: string;
  params: unknown[];
}

type Rows = { rows: unknown[] };
interface Queries {
  query(text: string, params?: unknown[]): Promise<Rows>;
}

/**
 * The plan of a query, with its own parameters, sent through the test database's driver in a
 * transaction with sequential and bitmap scans off (a tiny table is otherwise read whole, or its
 * few matching rows fetched and sorted, where a real one is read in an index's order); rolled back.
 * With `bitmap`, bitmap scans stay on: for a count whose rows come from several indexes at once.
 * PGlite, or PostgreSQL when the tests run on TEST_DATABASE_URL.
 */
export async function planWithoutSeqScan(
  t: TestApp,
  { sql, params }: SentQuery,
  { bitmap = false } = {},
): Promise<string> {
  const client = (t.db as unknown as { $client: unknown }).$client;
  const explain = async (q: Queries) => {
    await q.query('set local enable_seqscan = off');
    if (!bitmap) await q.query('set local enable_bitmapscan = off');
    return JSON.stringify((await q.query(`explain ${sql}`, params)).rows);
  };
  if (t.databaseUrl) {
    const connection = await (client as import('pg').Pool).connect();
    try {
      await connection.query('begin');
      return await explain(connection as unknown as Queries);
    } finally {
      await connection.query('rollback');
      connection.release();
    }
  }
  return (client as import('@electric-sql/pglite').PGlite).transaction(async (tx) => {
    const text = await explain(tx as unknown as Queries);
    await tx.rollback();
    return text;
  });
}

/** The test app's database, with a logger recording every query sent through it into `sent`. */
export async function recordingDb(t: TestApp, sent: SentQuery[]): Promise<Db> {
  const logger: Logger = { logQuery: (sql, params) => sent.push({ sql, params }) };
  const client = (t.db as unknown as { $client: never }).$client;
  if (t.databaseUrl) {
    const { drizzle } = await import('drizzle-orm/node-postgres');
    return drizzle(client, { schema, logger }) as unknown as Db;
  }
  const { drizzle } = await import('drizzle-orm/pglite');
  return drizzle(client, { schema, logger }) as unknown as Db;
}
