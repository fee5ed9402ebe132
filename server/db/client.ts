import path from 'node:path';
import type { QueryConfig } from 'pg';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { MIGRATIONS_DIR } from '../paths.ts';
import { lockDataDir, makePrivate } from '../ops/data-dir.ts';
import * as schema from './schema.ts';
import { Turns } from './turns.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handed to a command: the same query builder as the database, inside BEGIN … COMMIT. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Rows of a raw query, as objects keyed by column name (both drivers answer `{ rows }`). */
export async function rowsOf<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Plain SQL on one connection; rows come back as objects keyed by column name. */
export interface Sql {
  query<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<R[]>;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations (or those of another folder); safe to run on every start. */
  migrate(migrationsFolder?: string): Promise<void>;
  /**
   * Runs `run` on one connection of its own, outside any transaction (session-level locks live
   * on it). The embedded database has a single connection, shared with everything else.
   */
  withConnection<T>(run: (sql: Sql) => Promise<T>): Promise<T>;
  /**
   * Runs `run` in one transaction on a connection of its own: committed when it returns, rolled
   * back when it throws. `readOnlySnapshot` makes it REPEATABLE READ, READ ONLY, so every query
   * sees the same moment. On the embedded database other queries wait until it ends.
   */
  withTransaction<T>(
    run: (sql: Sql) => Promise<T>,
    options?: { readOnlySnapshot?: boolean },
  ): Promise<T>;
  /**
   * PostgreSQL only: LISTENs on `channel` on a connection of its own, reconnecting after a loss
   * (`onState(false)` while it is down, `onState(true)` once it listens again). Returns stop().
   */
  listen?(channel: string, handlers: ListenHandlers): () => Promise<void>;
  /** The embedded database only: the turns its one connection is taken in. */
  turns?: Turns;
  close(): Promise<void>;
}

export interface ListenHandlers {
  onMessage(payload: string): void;
  onState(listening: boolean): void;
}

const SNAPSHOT = 'SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY';

export interface DatabaseOptions {
  /** postgres://... for a PostgreSQL server; otherwise the embedded database in `dataDir`. */
  url?: string;
  /** Folder of the embedded database; 'memory://' keeps it in memory. */
  dataDir: string;
  /**
   * PostgreSQL only: a role that owns the schema. Migrations run as it, then it grants the app's
   * role (the one in `url`) only reading and writing rows, so that the app cannot alter the
   * schema, nor switch off the audit trail's triggers (docs/decisions/035).
   */
  ownerUrl?: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.ownerUrl);
  if (options.ownerUrl) throw new Error('DATABASE_OWNER_URL needs DATABASE_URL (PostgreSQL)');
  return openPglite(options.dataDir);
}

/**
 * The planner's costs every connection of the app's starts with: a random page read costs 1.1
 * sequential reads, the usual setting for SSD and for data the operating system caches, instead of
 * PostgreSQL's default 4 (spinning disks). With 4 the planner often read every donor to count a
 * name search instead of using the trigram indexes, about ten times slower at 100,000 donors
 * (docs/decisions/070-planner-costs.md). Set at connection start, it costs no query of its own.
 */
const RANDOM_PAGE_COST = 1.1;
const PLANNER_OPTIONS = `-c random_page_cost=${RANDOM_PAGE_COST}`;

async function openPostgres(url: string, ownerUrl?: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.Pool({ connectionString: url, max: 10, options: PLANNER_OPTIONS });
  // An idle connection the server drops (restart, fail-over) must not crash the process; the
  // pool replaces it on the next query.
  pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
  const db = drizzle(pool, { schema }) as unknown as Db;
  const withConnection = async <T>(run: (sql: Sql) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      // The extended protocol runs exactly one statement per call, whatever the text holds.
      const query = async (text: string, params: unknown[] = []) =>
        (await client.query({ text, values: params, queryMode: 'extended' } as QueryConfig)).rows;
      return await run({ query } as Sql);
    } catch (error) {
      // A connection left mid-transaction or mid-query is closed rather than reused.
      broken = error instanceof Error ? error : new Error(String(error));
      throw error;
    } finally {
      client.release(broken);
    }
  };
  return {
    db,
    kind: 'postgres',
    migrate: (migrationsFolder = MIGRATIONS_DIR) =>
      ownerUrl
        ? migrateAsOwner(pg.Client, ownerUrl, migrationsFolder, withConnection)
        : migrateOrCheck(db, migrationsFolder, withConnection),
    withConnection,
    withTransaction: (run, options) =>
      withConnection(async (sql) => {
        await sql.query('BEGIN');
        try {
          if (options?.readOnlySnapshot) await sql.query(SNAPSHOT);
          const result = await run(sql);
          await sql.query('COMMIT');
          return result;
        } catch (error) {
          await sql.query('ROLLBACK').catch(() => undefined);
          throw error;
        }
      }),
    listen: (channel, handlers) => listenOn(pg.Client, url, channel, handlers),
    close: () => pool.end(),
  };
}

/**
 * Migrations as the schema's owner, then the app's role (whoever `appConnection` connects as) is
 * granted rows only: SELECT, INSERT, UPDATE and DELETE on every table, sequences' values, and no
 * CREATE in the schema. Granted again after every migration, so a new table is covered. The
 * owner's connection is closed when done: the running app never holds it.
 */
async function migrateAsOwner(
  Client: typeof import('pg').Client,
  ownerUrl: string,
  migrationsFolder: string,
  appConnection: Database['withConnection'],
): Promise<void> {
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const [app] = await appConnection((sql) =>
    sql.query<{ role: string; ownerRole: boolean }>(
      'SELECT current_user AS role, pg_has_role(current_user, (SELECT nspowner FROM pg_namespace WHERE nspname = $1), $2) AS "ownerRole"',
      ['public', 'MEMBER'],
    ),
  );
  if (!app) throw new Error('the DATABASE_URL role could not be read');
  const owner = new Client({ connectionString: ownerUrl });
  await owner.connect();
  try {
    const same = await owner.query<{ same: boolean }>('SELECT current_user = $1 AS same', [
      app.role,
    ]);
    if (same.rows[0]?.same)
      throw new Error('DATABASE_OWNER_URL must connect as another role than DATABASE_URL');
    await migratePg(drizzle(owner) as never, { migrationsFolder });
    const role = owner.escapeIdentifier(app.role);
    for (const statement of [
      'REVOKE CREATE ON SCHEMA public FROM PUBLIC',
      `GRANT USAGE ON SCHEMA public TO ${role}`,
      `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${role}`,
      `GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${role}`,
      // So that a server started without the owner's URL can see that nothing is left to do.
      `GRANT USAGE ON SCHEMA drizzle TO ${role}`,
      `GRANT SELECT ON drizzle.__drizzle_migrations TO ${role}`,
    ]) {
      await owner.query(statement);
    }
  } finally {
    await owner.end();
  }
  if (app.ownerRole) {
    console.warn(
      'the DATABASE_URL role is a member of the schema owner: it can still alter the schema',
    );
  }
}

/**
 * Migrations as the connecting role; but a role that may not create in the database (the app's
 * role beside a schema owner, started without DATABASE_OWNER_URL) only checks that every
 * migration has been applied, and refuses to start otherwise.
 */
async function migrateOrCheck(
  db: Db,
  migrationsFolder: string,
  withConnection: Database['withConnection'],
): Promise<void> {
  const [privilege] = await withConnection((sql) =>
    sql.query<{ create: boolean }>(
      `SELECT has_database_privilege(current_database(), 'CREATE') AS "create"`,
    ),
  );
  if (privilege?.create) return migratePg(db as never, { migrationsFolder });
  const { readMigrationFiles } = await import('drizzle-orm/migrator');
  const latest = Math.max(
    0,
    ...readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis),
  );
  const applied = await withConnection((sql) =>
    sql.query<{ at: string | null }>(
      'SELECT max(created_at)::text AS at FROM drizzle.__drizzle_migrations',
    ),
  ).catch(() => [{ at: null }]);
  if (Number(applied[0]?.at ?? 0) < latest) {
    throw new Error(
      'the database is not migrated to this version, and the DATABASE_URL role may not change its schema: run `npm run db:migrate` with DATABASE_OWNER_URL set',
    );
  }
}

function listenOn(
  Client: typeof import('pg').Client,
  url: string,
  channel: string,
  handlers: ListenHandlers,
): () => Promise<void> {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  let current: import('pg').Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = 250;
  const lost = (client: import('pg').Client) => {
    if (current === client) {
      current = undefined;
      handlers.onState(false);
    }
    client.end().catch(() => undefined);
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, delay);
    delay = Math.min(delay * 2, 30_000);
  };
  const connect = async () => {
    if (stopped) return;
    const client = new Client({ connectionString: url, keepAlive: true });
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? '');
    });
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch {
      lost(client);
      return;
    }
    if (stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    delay = 250;
    handlers.onState(true);
  };
  void connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const client = current;
    current = undefined;
    await client?.end().catch(() => undefined);
  };
}

async function openPglite(dataDir: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const inMemory = dataDir.startsWith('memory://');
  const dir = inMemory ? dataDir : path.resolve(dataDir, 'pg');
  // One process per folder (two would each keep their own copy of the database in memory and
  // overwrite each other's writes), and only the operator's user may read it (docs/decisions/035).
  const release = inMemory ? async () => undefined : await lockDataDir(dataDir);
  let client: InstanceType<typeof PGlite>;
  try {
    if (!inMemory) await makePrivate(dataDir);
    client = await PGlite.create(dir, { extensions: { pg_trgm } });
    // What PGlite created is tightened too, whatever the umask was.
    if (!inMemory) await makePrivate(dataDir);
    // Its one connection plans as the server's pool does (PLANNER_OPTIONS).
    await client.exec(`set random_page_cost = ${RANDOM_PAGE_COST}`);
  } catch (error) {
    await release();
    throw error;
  }
  // Every use of the one connection takes its turn (server/db/turns.ts): Drizzle's queries and
  // transactions, and the plain SQL below.
  const turns = new Turns();
  const pglite = client;
  const queued = {
    query: ((...args: Parameters<typeof pglite.query>) =>
      turns.run(() => pglite.query(...args))) as typeof pglite.query,
    exec: ((...args: Parameters<typeof pglite.exec>) =>
      turns.run(() => pglite.exec(...args))) as typeof pglite.exec,
    transaction: ((callback: Parameters<typeof pglite.transaction>[0]) =>
      turns.run(() => pglite.transaction(callback))) as typeof pglite.transaction,
  };
  const db = drizzle({ client: queued as unknown as typeof pglite, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: (migrationsFolder = MIGRATIONS_DIR) =>
      migratePglite(db as never, { migrationsFolder }),
    withConnection: (run) =>
      run({ query: async (text, params) => (await queued.query(text, params)).rows as never }),
    // A transaction holds the single connection for its whole turn: every other query waits for it.
    withTransaction: (run, options) =>
      queued.transaction(async (tx) => {
        if (options?.readOnlySnapshot) await tx.query(SNAPSHOT);
        return run({ query: async (text, params) => (await tx.query(text, params)).rows as never });
      }),
    turns,
    close: async () => {
      try {
        await client.close();
      } finally {
        await release();
      }
    },
  };
}
