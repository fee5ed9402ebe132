import type { Database } from './client.ts';

/**
 * The advisory-lock key every Roktosetu instance takes while it prepares the database. Any
 * fixed 64-bit number does; this one spells "roktosetu start" loosely and is used for nothing else.
 */
export const STARTUP_LOCK_KEY = 7_201_517_002;

/**
 * Runs the start-up work (migrations, geography seed, stored secret, demo setup) while holding a
 * PostgreSQL session-level advisory lock on a connection of its own, so that several instances
 * starting at once do it one after another: the first does the work, the others wait and then
 * find it done. The lock is released when `prepare` ends, whether it succeeded or threw; if the
 * process dies instead, the server ends the session and the lock with it. The embedded database
 * has one connection, so there the lock never waits, but it is the same code.
 */
export async function withStartupLock<T>(
  database: Database,
  prepare: () => Promise<T>,
): Promise<T> {
  return database.withConnection(async (sql) => {
    await sql.query(`SELECT pg_advisory_lock(${STARTUP_LOCK_KEY})`);
    try {
      return await prepare();
    } finally {
      await sql.query(`SELECT pg_advisory_unlock(${STARTUP_LOCK_KEY})`);
    }
  });
}
