import type { Database } from './client.ts';

/**
 * VACUUM for the embedded database. On PostgreSQL autovacuum reclaims the rows that updates and
 * deletes leave dead (sessions refreshed and ended, sign-in counters, blood requests marked done,
 * archived rows purged), so that tables and indexes stop growing and index-only scans stay
 * index-only. PGlite has no autovacuum, so the server does it (embedded database only): every
 * VACUUM_CHECK_SECONDS it looks for tables with more dead rows than autovacuum's default rule
 * (50 + 20% of the live rows, pg_stat_user_tables) and runs VACUUM (ANALYZE) on each.
 *
 * At a quiet moment: each table is one turn of the embedded database's connection (the same turns
 * as every query), and a round waits while callers are queued for the connection, looking again
 * every `quietRetryMs`; after `maxPostpones` looks it runs anyway, still one table per turn, so a
 * server that is never idle is vacuumed too.
 */
export const VACUUM_BASE_ROWS = 50;
export const VACUUM_SCALE = 0.2;

/** Tables with more dead rows than autovacuum's threshold. */
export async function deadTables(database: Database): Promise<string[]> {
  return database.withConnection(async (sql) =>
    (
      await sql.query<{ relname: string }>(
        `select relname from pg_stat_user_tables
          where schemaname = current_schema()
            and n_dead_tup > $1::float8 + $2::float8 * greatest(n_live_tup, 0)
          order by n_dead_tup desc, relname`,
        [VACUUM_BASE_ROWS, VACUUM_SCALE],
      )
    ).map((r) => r.relname),
  );
}

/** VACUUM (ANALYZE) of one table, outside any transaction; the name is quoted by PostgreSQL itself. */
async function vacuumOne(database: Database, table: string) {
  await database.withConnection(async (sql) => {
    const [row] = await sql.query<{ name: string | null }>(
      `select quote_ident(c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = current_schema() and c.relname = $1 and c.relkind = 'r'`,
      [table],
    );
    if (row?.name) await sql.query(`VACUUM (ANALYZE) ${row.name}`);
  });
}

/** One round: VACUUM (ANALYZE) of every table past the threshold, one at a time; returns their names. */
export async function vacuumDeadTables(database: Database): Promise<string[]> {
  const tables = await deadTables(database);
  for (const table of tables) await vacuumOne(database, table);
  return tables;
}

export interface VacuumOptions {
  /** How long to wait before looking again while callers are queued for the connection. */
  quietRetryMs?: number;
  /** Looks after which the round runs anyway. */
  maxPostpones?: number;
}

/**
 * Runs vacuumDeadTables every `seconds` (0: never) at a quiet moment, until stop(). Rounds never
 * overlap; errors go to `onError` and the next round tries again.
 */
export function keepVacuumed(
  database: Database,
  seconds: number,
  handlers: { onVacuumed?(tables: string[]): void; onError?(error: unknown): void } = {},
  options: VacuumOptions = {},
): { stop(): Promise<void> } {
  if (seconds <= 0) return { stop: async () => undefined };
  const quietRetryMs = options.quietRetryMs ?? 5_000;
  const maxPostpones = options.maxPostpones ?? 60;
  let running: Promise<void> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;

  const attempt = (postponed: number) => {
    retry = undefined;
    if (stopped || running) return;
    if ((database.turns?.queued ?? 0) > 0 && postponed < maxPostpones) {
      retry = setTimeout(() => attempt(postponed + 1), quietRetryMs);
      retry.unref();
      return;
    }
    running = vacuumDeadTables(database)
      .then((tables) => {
        if (tables.length) handlers.onVacuumed?.(tables);
      })
      .catch((error: unknown) => handlers.onError?.(error))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(() => {
    if (!retry) attempt(0);
  }, seconds * 1000);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      if (retry) clearTimeout(retry);
      await running;
    },
  };
}
