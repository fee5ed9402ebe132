import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client.ts';
import { seedGeography } from '../db/seed-geo.ts';

/**
 * Test databases. Creating a PGlite database costs seconds and much memory, so one migrated and
 * seeded template is made per run (global setup) and each test file gets a copy of it. With
 * TEST_DATABASE_URL set, the same happens on a PostgreSQL server with CREATE DATABASE ... TEMPLATE.
 */
export const TEMPLATE_DIR = path.join(
  tmpdir(),
  `roktosetu-test-template-${process.env.VITEST_RUN_ID ?? 'local'}`,
);
const PG_TEMPLATE = `roktosetu_test_template_${(process.env.VITEST_RUN_ID ?? 'local').replace(/\W/g, '')}`;

export function serverUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function createTemplate(): Promise<void> {
  const url = serverUrl();
  let database: Database;
  if (url) {
    await admin(url, async (c) => {
      await c.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE}`);
      await c.query(`CREATE DATABASE ${PG_TEMPLATE}`);
    });
    database = await openDatabase({ url: withDatabase(url, PG_TEMPLATE), dataDir: '' });
  } else {
    await rm(TEMPLATE_DIR, { recursive: true, force: true });
    database = await openDatabase({ dataDir: TEMPLATE_DIR });
  }
  await database.migrate();
  await seedGeography(database.db);
  await database.close();
}

export async function dropTemplate(): Promise<void> {
  const url = serverUrl();
  if (url) await admin(url, (c) => c.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE}`));
  else await rm(TEMPLATE_DIR, { recursive: true, force: true });
}

/** A fresh database for one test file, already migrated and seeded; `drop` removes it. */
export async function freshDatabase(): Promise<{
  database: Database;
  url?: string;
  drop: () => Promise<void>;
}> {
  const url = serverUrl();
  if (url) {
    const name = `roktosetu_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    await admin(url, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE}`));
    const database = await openDatabase({ url: withDatabase(url, name), dataDir: '' });
    return {
      database,
      url: withDatabase(url, name),
      drop: async () => {
        await database.close();
        await admin(url, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      },
    };
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'roktosetu-test-'));
  await cp(TEMPLATE_DIR, dir, { recursive: true });
  const database = await openDatabase({ dataDir: dir });
  return {
    database,
    drop: async () => {
      await database.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A new database with nothing in it, not even the schema (for restore and start-up tests): a new
 * directory for the embedded database (`url` null), or CREATE DATABASE on the server in `url`.
 */
export async function emptyDatabase(
  url: string | null = serverUrl() ?? null,
): Promise<{ database: Database; url?: string; dataDir?: string; drop: () => Promise<void> }> {
  if (url) {
    const name = `roktosetu_empty_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    await admin(url, (c) => c.query(`CREATE DATABASE ${name}`));
    const databaseUrl = withDatabase(url, name);
    const database = await openDatabase({ url: databaseUrl, dataDir: '' });
    return {
      database,
      url: databaseUrl,
      drop: async () => {
        await database.close();
        await admin(url, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      },
    };
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'roktosetu-empty-'));
  const database = await openDatabase({ dataDir: dir });
  return {
    database,
    dataDir: dir,
    drop: async () => {
      await database.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
