import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { serverUrl } from '../test/database.ts';
import { testConfig } from '../test/config.ts';
import { MIGRATIONS_DIR } from '../paths.ts';
import { openDatabase, type Database } from './client.ts';

/**
 * The app's role cannot switch off the audit trail: with DATABASE_OWNER_URL, migrations run as a
 * role that owns the schema and the app's role may only read and write rows. Two roles and a
 * database are made for the test on the PostgreSQL server of TEST_DATABASE_URL (connected as a
 * role that may create roles), and removed after.
 */
const url = serverUrl();
const suffix = `${process.pid}_${randomBytes(3).toString('hex')}`;
const OWNER = `roktosetu_owner_${suffix}`;
const APP = `roktosetu_app_${suffix}`;
const NAME = `roktosetu_roles_${suffix}`;

const as = (role: string) => {
  const u = new URL(url!);
  u.username = role;
  u.password = '';
  u.pathname = `/${NAME}`;
  return u.toString();
};

async function admin(run: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

/** The error code PostgreSQL answered `text` with (as the app's role), or 'ok'. */
async function tryAsApp(database: Database, text: string): Promise<string> {
  try {
    await database.withConnection((sql) => sql.query(text));
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

describe.skipIf(!url)('the app role on PostgreSQL, with a schema owner', () => {
  let database: Database;

  beforeAll(async () => {
    await admin(async (c) => {
      await c.query(`CREATE ROLE ${OWNER} LOGIN`);
      await c.query(`CREATE ROLE ${APP} LOGIN`);
      await c.query(`CREATE DATABASE ${NAME} OWNER ${OWNER}`);
    });
    database = await openDatabase({ url: as(APP), ownerUrl: as(OWNER), dataDir: '' });
  });

  afterAll(async () => {
    await database?.close();
    await admin(async (c) => {
      await c.query(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
      await c.query(`DROP ROLE IF EXISTS ${APP}`);
      await c.query(`DROP ROLE IF EXISTS ${OWNER}`);
    });
  });

  it('migrates as the owner, and the app starts and writes rows as its own role', async () => {
    // buildApp runs the migrations (as the owner), the geography seed, the stored secret and the
    // demo setup (rows, as the app's role).
    const app = await buildApp(
      testConfig({ LOG_LEVEL: 'silent', SERVE_WEB: 'false', DEMO: 'true', DATABASE_URL: as(APP) }),
      database,
    );
    await app.ready();
    const res = await app.inject({ url: '/api/config' });
    expect(res.statusCode).toBe(200);
    await app.close();
    const [owner] = await database.withConnection((sql) =>
      sql.query<{ owner: string }>(
        `SELECT tableowner AS owner FROM pg_tables WHERE tablename = 'audit_events'`,
      ),
    );
    expect(owner?.owner).toBe(OWNER);
  });

  it('the app role cannot alter the audit table, switch off its triggers, or make tables', async () => {
    for (const statement of [
      'ALTER TABLE audit_events DISABLE TRIGGER ALL',
      'ALTER TABLE audit_events DISABLE TRIGGER audit_events_no_update_delete',
      'DROP TRIGGER audit_events_no_update_delete ON audit_events',
      'ALTER TABLE audit_events ADD COLUMN x int',
      'DROP TABLE audit_events',
      'CREATE OR REPLACE FUNCTION audit_events_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NEW; END $$',
      'CREATE TABLE sneaky (id int)',
      "SET session_replication_role = 'replica'",
    ]) {
      expect(await tryAsApp(database, statement), statement).toBe('42501');
    }
  });

  it('the app role reads and writes rows, and the trail stays append-only for it', async () => {
    expect(
      await tryAsApp(
        database,
        `INSERT INTO audit_events (action, target) VALUES ('create', 'donor')`,
      ),
    ).toBe('ok');
    expect(await tryAsApp(database, `UPDATE audit_events SET action = 'update'`)).toBe('42501');
    expect(await tryAsApp(database, 'DELETE FROM audit_events')).toBe('42501');
    expect(await tryAsApp(database, 'TRUNCATE audit_events')).toBe('42501');
  });

  it('a server started without the owner URL checks that the schema is up to date instead of migrating', async () => {
    const appOnly = await openDatabase({ url: as(APP), dataDir: '' });
    try {
      await appOnly.migrate();
      // One migration more than the database has: the app's role cannot apply it, and says so.
      const folder = await mkdtemp(path.join(tmpdir(), 'roktosetu-pending-'));
      try {
        await cp(MIGRATIONS_DIR, folder, { recursive: true });
        const journalFile = path.join(folder, 'meta/_journal.json');
        const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
          entries: (Record<string, unknown> & { when: number })[];
        };
        const when = Math.max(...journal.entries.map((e) => e.when)) + 1000;
        journal.entries.push({
          idx: 999,
          version: '7',
          when,
          tag: '9999_later',
          breakpoints: true,
        });
        await writeFile(journalFile, JSON.stringify(journal));
        await writeFile(path.join(folder, '9999_later.sql'), 'SELECT 1;');
        await expect(appOnly.migrate(folder)).rejects.toThrow(/DATABASE_OWNER_URL/);
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    } finally {
      await appOnly.close();
    }
  });

  it('without the owner role the same statements pass: the reason for it', async () => {
    const asOwner = await openDatabase({ url: as(OWNER), dataDir: '' });
    try {
      expect(
        await tryAsApp(
          asOwner,
          'ALTER TABLE audit_events DISABLE TRIGGER audit_events_no_update_delete',
        ),
      ).toBe('ok');
      expect(
        await tryAsApp(
          asOwner,
          'ALTER TABLE audit_events ENABLE TRIGGER audit_events_no_update_delete',
        ),
      ).toBe('ok');
    } finally {
      await asOwner.close();
    }
  });
});
