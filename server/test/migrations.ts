import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../db/client.ts';
import { MIGRATIONS_DIR } from '../paths.ts';

/**
 * A copy of the migrations folder that stops before `firstLeftOut` (4: 0000-0003 only), so that a
 * test can make a database the way an older release did and then run the newer migrations on it.
 * The caller removes the folder.
 */
export async function migrationsBefore(firstLeftOut: number): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'roktosetu-migrations-'));
  await cp(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const kept = journal.entries.filter((e) => e.idx < firstLeftOut);
  const keptFiles = new Set(kept.map((e) => `${e.tag}.sql`));
  for (const file of await readdir(dir))
    if (file.endsWith('.sql') && !keptFiles.has(file)) await rm(path.join(dir, file));
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: kept }));
  return dir;
}

/** A database of its own for one migration test: in memory on PGlite, or a new PostgreSQL one. */
export interface Scratch {
  db: Db;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * A new empty database: a scratch PostgreSQL database beside TEST_DATABASE_URL's (dropped by
 * close()) when that is set, otherwise an in-memory PGlite one.
 */
export async function openScratch(): Promise<Scratch> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `roktosetu_migration_${process.pid}_${Date.now()}`;
    const adminUrl = new URL(url);
    const run = async (query: string) => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      try {
        await c.query(query);
      } finally {
        await c.end();
      }
    };
    await run(`CREATE DATABASE ${name}`);
    adminUrl.pathname = `/${name}`;
    const pool = new pg.Pool({ connectionString: adminUrl.toString(), max: 2 });
    // close() drops the database WITH (FORCE), which can end a connection the pool is still
    // closing; its "terminating connection due to administrator command" then reaches the pool as
    // an idle client's error, unhandled unless listened for. Queries still reject on their own.
    pool.on('error', () => undefined);
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const db = drizzle(pool) as unknown as Db;
    return {
      db,
      migrate: (folder) => migrate(db as never, { migrationsFolder: folder }),
      close: async () => {
        await pool.end();
        await run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = await PGlite.create('memory://', { extensions: { pg_trgm } });
  const db = drizzle(client) as unknown as Db;
  return {
    db,
    migrate: (folder) => migrate(db as never, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

/** Raw reads of a scratch database (got when the test has opened it): every row, the first, a table's count. */
export function scratchReads(scratchOf: () => Scratch) {
  const rows = async <T>(query: SQL) =>
    ((await scratchOf().db.execute(query)) as unknown as { rows: T[] }).rows;
  const one = async <T>(query: SQL) => (await rows<T>(query))[0]!;
  const countOf = async (table: string) =>
    (await one<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`)).n;
  return { rows, one, countOf };
}

/**
 * A migration test's database, made the way an older release did: migrated up to (not including)
 * `firstNew`, filled by `fill`, each of `tables` counted into `before`, then migrated to the newest.
 * It registers its own beforeAll and afterAll (which closes it and removes the old folder), so a
 * test file says only what it puts in and what it expects to find.
 */
export function migratedFrom(
  firstNew: number,
  tables: readonly string[],
  fill: (db: Db) => Promise<void>,
) {
  let scratch: Scratch | undefined;
  let oldFolder: string | undefined;
  const before: Record<string, number> = {};
  const reads = scratchReads(() => scratch!);
  beforeAll(async () => {
    scratch = await openScratch();
    oldFolder = await migrationsBefore(firstNew);
    await scratch.migrate(oldFolder);
    await fill(scratch.db);
    for (const table of tables) before[table] = await reads.countOf(table);
    await scratch.migrate(MIGRATIONS_DIR);
  }, 180_000);
  afterAll(async () => {
    await scratch?.close();
    if (oldFolder) await rm(oldFolder, { recursive: true, force: true });
  });
  return {
    ...reads,
    /** The counts of `tables` just before the newer migrations ran. */
    before,
    get db() {
      return scratch!.db;
    },
  };
}
