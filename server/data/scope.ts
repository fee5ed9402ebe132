import { inArray, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../db/client.ts';

/**
 * What a caller sees of the donors and blood requests (docs/decisions/056-units.md): everything
 * (a super admin, or any admin while the installation has one live unit), or the rows of these
 * units (their own and every unit below them), and with `queue` the federation's queue too (rows
 * whose unit_id is null: a zone admin's). The access check resolves it once per request for the
 * routes that declare `scoped: true` (server/route-facts.ts); the data layer filters with inScope.
 */
export type Scope = { all: true } | { all: false; unitIds: string[]; queue: boolean };

/** Everything: super admins, a single community, and the server's own work (imports, alerts). */
export const EVERYTHING: Scope = { all: true };

/** The scope's three facts about a user, as one statement's columns (scopeQuery). */
export type ScopeRow = { live_units: number; unit_ids: string[] | null; queue: boolean };

/**
 * The statement that reads a user's scope: the count of live units, the live units the user is a
 * member of with every live unit below them (at most three deep), and whether one of the
 * memberships is an admin's of a top-level unit (which sees the queue). `beside`, a query of one
 * row or none, adds its columns to the same statement (the access check's account and session),
 * so a scoped request pays one round trip for both; no row then when it has none.
 */
export function scopeQuery(userId: string, beside?: SQLWrapper) {
  return sql`with recursive live as (
      select id, parent_id, depth from units where archived_at is null
    ), mine as (
      select m.unit_id, m.role, l.depth from unit_members m join live l on l.id = m.unit_id
      where m.user_id = ${userId}
    ), seen(id) as (
      select unit_id from mine
      union
      select l.id from live l join seen s on l.parent_id = s.id
    )
    select ${beside ? sql`b.*,` : sql``}
      (select count(*)::int from live) as live_units,
      (select array_agg(id::text) from seen) as unit_ids,
      exists (select 1 from mine where role = 'admin' and depth = 1) as queue
    ${beside ? sql`from (${beside}) b` : sql``}`;
}

/** The scope a row of scopeQuery describes for a caller of this role. */
export function scopeOf(role: string, row: ScopeRow | undefined): Scope {
  if (role === 'superAdmin' || !row || row.live_units <= 1) return EVERYTHING;
  return { all: false, unitIds: row.unit_ids ?? [], queue: Boolean(row.queue) };
}

/** The caller's scope, in one query (scopeQuery). */
export async function resolveScope(
  db: Db | Tx,
  caller: { id: string; role: string },
): Promise<Scope> {
  if (caller.role === 'superAdmin') return EVERYTHING;
  const [row] = await rowsOf<ScopeRow>(db, scopeQuery(caller.id));
  return scopeOf(caller.role, row);
}

/**
 * The one filter every scoped read and write uses: `column` (a donor's or a request's unit_id)
 * is one of the scope's units, or null when the scope holds the queue. Undefined (no condition)
 * for everything, so `and(…, inScope(…))` leaves a single community's queries as they were.
 */
export function inScope(column: SQLWrapper, scope: Scope): SQL | undefined {
  if (scope.all) return undefined;
  const conditions = [
    scope.unitIds.length ? inArray(column, scope.unitIds) : undefined,
    scope.queue ? isNull(column) : undefined,
  ].filter((c): c is SQL => c !== undefined);
  return conditions.length ? or(...conditions) : sql`false`;
}

/**
 * Who a request's matches may find: the donors in scope, and every donor who shares with the
 * federation (`sharing` = 'federation'), whatever their unit. Undefined for everything.
 */
export function matchableIn(unitColumn: SQLWrapper, sharingColumn: SQLWrapper, scope: Scope) {
  if (scope.all) return undefined;
  return or(inScope(unitColumn, scope), sql`${sharingColumn} = 'federation'`);
}

/**
 * The caller's scope narrowed to one unit and every unit below it (the `unitId` filter of the
 * dashboard's figures and the Activity screen), or null when that unit is outside the scope (or
 * does not exist): the route answers 404, as for any unit the caller may not see. The queue is
 * no unit's, so a narrowed scope never holds it.
 */
export async function narrowScope(db: Db | Tx, scope: Scope, unitId: string): Promise<Scope | null> {
  if (!scope.all && !scope.unitIds.includes(unitId)) return null;
  const [row] = await rowsOf<{ unit_ids: string[] | null }>(
    db,
    sql`with recursive below(id) as (
        select id from units where id = ${unitId}
        union
        select u.id from units u join below b on u.parent_id = b.id
      )
      select array_agg(id::text) as unit_ids from below`,
  );
  const below = row?.unit_ids ?? [];
  if (!below.length) return null;
  const unitIds = scope.all ? below : below.filter((id) => scope.unitIds.includes(id));
  return { all: false, unitIds, queue: false };
}
