import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { DEMO_ADMIN } from '../demo.ts';
import { emptyDatabase, freshDatabase, serverUrl } from '../test/database.ts';
import type { Database } from './client.ts';
import { STARTUP_LOCK_KEY, withStartupLock } from './startup-lock.ts';

const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SERVE_WEB: 'false',
  // No AUTH_SECRET: the generated secret is stored once and shared, under the lock too.
  DEMO: 'true',
  PUBLIC_URL: 'http://localhost:3000',
});

/** Whether any session holds this database's start-up lock (pg_locks lists every database's locks). */
async function lockHeld(database: Database): Promise<boolean> {
  return database.withConnection(async (sql) => {
    const [row] = await sql.query<{ held: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND granted
         AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
         AND ((classid::bigint << 32) | objid::bigint) = ${STARTUP_LOCK_KEY}) AS held`,
    );
    return row!.held;
  });
}

describe('the start-up lock', () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    fresh = await freshDatabase();
  });
  afterAll(() => fresh.drop());

  it('is held while start-up runs and released when it fails', async () => {
    let heldInside = false;
    await expect(
      withStartupLock(fresh.database, async () => {
        heldInside = await lockHeld(fresh.database);
        throw new Error('start-up failed');
      }),
    ).rejects.toThrow('start-up failed');
    expect(heldInside).toBe(true);
    expect(await lockHeld(fresh.database)).toBe(false);
    // And it can be taken again: a second start after a failed one does not hang.
    expect(await withStartupLock(fresh.database, async () => 'again')).toBe('again');
  });

  it('is released after a normal start', async () => {
    const app = await buildApp(config, fresh.database);
    expect(await lockHeld(fresh.database)).toBe(false);
    await app.close();
  });
});

describe.skipIf(!serverUrl())(
  'two instances starting at once on one new PostgreSQL database',
  () => {
    it('both come up and serve; migrations, seed, secret and demo setup happen once', async () => {
      const target = await emptyDatabase(serverUrl()!);
      // Two separate connection pools, as two processes would have.
      const { openDatabase } = await import('./client.ts');
      const second = await openDatabase({ url: target.url!, dataDir: '' });
      try {
        const [a, b] = await Promise.all([
          buildApp(config, target.database),
          buildApp(config, second),
        ]);
        try {
          for (const app of [a, b]) {
            const divisions = await app.inject({ url: '/api/divisions' });
            expect(divisions.statusCode).toBe(200);
            expect(divisions.json().divisions).toHaveLength(8);
            expect((await app.inject({ url: '/api/districts' })).json().districts).toHaveLength(64);
          }
          expect(a.authSecret).toBe(b.authSecret);

          const count = async (sqlText: string) =>
            target.database.withConnection(async (sql) =>
              Number((await sql.query<{ n: string }>(sqlText))[0]!.n),
            );
          expect(await count('SELECT count(*)::text AS n FROM divisions')).toBe(8);
          expect(await count('SELECT count(*)::text AS n FROM districts')).toBe(64);
          expect(await count('SELECT (count(*) - count(DISTINCT id))::text AS n FROM unions')).toBe(
            0,
          );
          expect(
            await count(
              "SELECT count(*)::text AS n FROM meta WHERE key IN ('geo-seeded', 'auth-secret')",
            ),
          ).toBe(2);
          const { readFile } = await import('node:fs/promises');
          const { MIGRATIONS_DIR } = await import('../paths.ts');
          const journal = JSON.parse(
            await readFile(`${MIGRATIONS_DIR}/meta/_journal.json`, 'utf8'),
          ) as {
            entries: unknown[];
          };
          expect(await count('SELECT count(*)::text AS n FROM drizzle.__drizzle_migrations')).toBe(
            journal.entries.length,
          );
          expect(
            await count(
              `SELECT count(*)::text AS n FROM users WHERE email = '${DEMO_ADMIN.email}'`,
            ),
          ).toBe(1);
          expect(
            await count('SELECT (count(*) - count(DISTINCT phone1))::text AS n FROM donors'),
          ).toBe(0);
        } finally {
          await a.close();
          await b.close();
        }
      } finally {
        await second.close();
        await target.drop();
      }
    });
  },
);
