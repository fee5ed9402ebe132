import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from './client.ts';

/**
 * How a long list is counted without reading all of it. A page is read one row longer than asked
 * (`limit + 1`), so the page itself says whether anything follows it, and:
 *
 * - a page with nothing after it ends the list: the total is its offset plus its rows, exact, with
 *   no count at all;
 * - otherwise the rows are counted exactly up to COUNT_CAP (a `count(*)` over a `limit`, so it
 *   stops there);
 * - a list longer than that is given PostgreSQL's own row estimate (the planner's, from `EXPLAIN`;
 *   no rows read), never less than what is known to exist;
 * - a page asked for past the end (empty, not the first) is counted exactly, so that its answer
 *   carries the right page count and the pager can go back to the real last page.
 *
 * So the page count is exact for every list up to COUNT_CAP rows and for the last page of any
 * list; for longer lists it comes from the estimate, and always reaches one page past the page
 * being read while more rows follow it, so "next" leads on to the real end.
 */
export const COUNT_CAP = 1000;

/** `count(*)` of the rows of `from` (everything after SELECT: `from ... where ...`), stopping after `cap + 1`. */
export async function countUpTo(db: Db, from: SQL, cap: number): Promise<number> {
  const rows = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 ${from} limit ${cap + 1}) s`,
  );
  return rows[0]?.n ?? 0;
}

/** PostgreSQL's estimate of the rows of `from` (everything after SELECT), from the plan; reads no rows. */
export async function estimateRows(db: Db, from: SQL): Promise<number> {
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`explain (format json) select 1 ${from}`,
  );
  const value = row ? Object.values(row)[0] : undefined;
  const plan = (typeof value === 'string' ? JSON.parse(value) : value) as
    [{ Plan: { 'Plan Rows': number } }] | undefined;
  return Math.round(plan?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

export interface PageTotalInput {
  /** Rows before the page (page × limit). */
  offset: number;
  limit: number;
  /** Rows the page query returned when asked for `limit + 1`. */
  read: number;
  /** Counts the list exactly, stopping after `cap + 1` rows. */
  countUpTo(cap: number): Promise<number>;
  /** The planner's estimate of the list's length. */
  estimate(): Promise<number>;
  /** Counts the whole list (only for a page asked for past the end). */
  countAll(): Promise<number>;
}

/** The list's total by the rules above, and whether it is exact. */
export async function pageTotal(input: PageTotalInput): Promise<{ total: number; exact: boolean }> {
  const { offset, limit, read } = input;
  if (read <= limit && (read > 0 || offset === 0)) return { total: offset + read, exact: true };
  if (read === 0) return { total: await input.countAll(), exact: true };
  // More rows follow this page: at least offset + limit + 1 exist.
  const known = offset + limit + 1;
  if (known <= COUNT_CAP) {
    const n = await input.countUpTo(COUNT_CAP);
    if (n <= COUNT_CAP) return { total: Math.max(n, known), exact: n >= known };
  }
  return { total: Math.max(await input.estimate(), known, COUNT_CAP + 1), exact: false };
}
