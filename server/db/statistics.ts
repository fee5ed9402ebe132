import type { Database, Sql } from './client.ts';

/**
 * Planner statistics. PostgreSQL's autovacuum runs ANALYZE on its own; the embedded database
 * (PGlite) has no autovacuum, so without this a table that grew from nothing is planned as if it
 * were empty (a text search at 100,000 donors took ten times longer before ANALYZE). So:
 * - ANALYZE right after bulk loads: the geography seed, seed:donors, a restore;
 * - and the server checks every STATISTICS_CHECK_SECONDS (embedded database only) for tables
 *   changed enough since their last ANALYZE, by autovacuum's own default rule: more than
 *   50 rows + 10% of the table inserted, updated or deleted (pg_stat_user_tables).
 */
export const ANALYZE_BASE_ROWS = 50;
export const ANALYZE_SCALE = 0.1;

/** ANALYZE of the named tables (all of this database's tables when none are named). */
export async function analyzeTables(
  database: Database,
  tables: readonly string[] = [],
): Promise<void> {
  await database.withConnection(async (sql) => {
    if (!tables.length) {
      await sql.query('ANALYZE');
      return;
    }
    for (const table of tables) await analyzeOne(sql, table);
  });
}

/** Quoted by PostgreSQL itself; the names come from this code or the catalog, never from input. */
async function analyzeOne(sql: Sql, table: string) {
  const [row] = await sql.query<{ name: string | null }>(
    `select quote_ident(c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relname = $1 and c.relkind = 'r'`,
    [table],
  );
  if (row?.name) await sql.query(`ANALYZE ${row.name}`);
}

/** Tables whose rows changed by more than autovacuum's threshold since their last ANALYZE. */
export async function staleTables(database: Database): Promise<string[]> {
  return database.withConnection(async (sql) =>
    (
      await sql.query<{ relname: string }>(
        `select relname from pg_stat_user_tables
          where schemaname = current_schema()
            and n_mod_since_analyze > $1::float8 + $2::float8 * greatest(n_live_tup, 0)
          order by relname`,
        [ANALYZE_BASE_ROWS, ANALYZE_SCALE],
      )
    ).map((r) => r.relname),
  );
}

/** One round of the check: ANALYZE of every stale table; returns their names. */
export async function analyzeStaleTables(database: Database): Promise<string[]> {
  const tables = await staleTables(database);
  if (tables.length) await analyzeTables(database, tables);
  return tables;
}

/**
 * Runs analyzeStaleTables every `seconds` (0: never) until stop() is called. A round never overlaps
 * the previous one; errors go to `onError` and the next round tries again.
 */
export function keepStatistics(
  database: Database,
  seconds: number,
  handlers: { onAnalyzed?(tables: string[]): void; onError?(error: unknown): void } = {},
): { stop(): Promise<void> } {
  if (seconds <= 0) return { stop: async () => undefined };
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = analyzeStaleTables(database)
      .then((tables) => {
        if (tables.length) handlers.onAnalyzed?.(tables);
      })
      .catch((error: unknown) => handlers.onError?.(error))
      .finally(() => {
        running = undefined;
      });
  }, seconds * 1000);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
