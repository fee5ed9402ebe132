import { and, count, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { AuditQuery } from '../../common/schemas/audit.ts';
import type { Db } from '../db/client.ts';
import { auditEvents, bloodRequests, donors, unitMembers } from '../db/schema.ts';
import { inScope, type Scope } from './scope.ts';

/**
 * The events a scope sees (docs/decisions/056-units.md): those about a donor or a blood request
 * of its units (or of the queue), about one of its units, and those done by a member of its
 * units. Joined through the records' current unit, so an event follows its donor when the donor
 * moves. Undefined (everything) for a super admin and a single community.
 */
function auditInScope(db: Db, scope: Scope) {
  if (scope.all) return undefined;
  const ofDonors = db
    .select({ id: sql`${donors.id}::text` })
    .from(donors)
    .where(inScope(donors.unitId, scope));
  const ofRequests = db
    .select({ id: sql`${bloodRequests.id}::text` })
    .from(bloodRequests)
    .where(inScope(bloodRequests.unitId, scope));
  const members = db
    .select({ id: unitMembers.userId })
    .from(unitMembers)
    .where(inScope(unitMembers.unitId, scope));
  return or(
    and(eq(auditEvents.target, 'donor'), inArray(auditEvents.targetId, ofDonors)),
    and(eq(auditEvents.target, 'bloodRequest'), inArray(auditEvents.targetId, ofRequests)),
    scope.unitIds.length
      ? and(eq(auditEvents.target, 'unit'), inArray(auditEvents.targetId, scope.unitIds))
      : undefined,
    inArray(auditEvents.actorId, members),
  );
}

/** The filters of the Activity screen as one condition: scope, who, what, and the time bounds. */
function auditFilter(db: Db, scope: Scope, query: AuditQuery) {
  return and(
    auditInScope(db, scope),
    query.actor ? eq(auditEvents.actorEmail, query.actor) : undefined,
    query.action ? eq(auditEvents.action, query.action) : undefined,
    query.from ? gte(auditEvents.at, query.from) : undefined,
    query.to ? lt(auditEvents.at, query.to) : undefined,
  );
}

/**
 * One page of the audit trail, newest first (ties by id, so pages never overlap). Built, not run:
 * the route awaits it, and the index test explains the same query (audit_events_*_at_idx).
 */
export function auditPageQuery(db: Db, scope: Scope, query: AuditQuery) {
  return db
    .select()
    .from(auditEvents)
    .where(auditFilter(db, scope, query))
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(query.limit)
    .offset(query.pageNumber * query.limit);
}

/** How many events the filters match. */
export async function countAuditEvents(db: Db, scope: Scope, query: AuditQuery): Promise<number> {
  const [total] = await db
    .select({ n: count() })
    .from(auditEvents)
    .where(auditFilter(db, scope, query));
  return total?.n ?? 0;
}

/** Writes one audit event (inside the change's own transaction). */
export type NewAuditEvent = typeof auditEvents.$inferInsert;

export async function insertAuditEvent(db: Db, event: NewAuditEvent): Promise<void> {
  await db.insert(auditEvents).values(event);
}

/** Several events in one INSERT (one refused row refuses them all). */
export async function insertAuditEvents(db: Db, events: NewAuditEvent[]): Promise<void> {
  await db.insert(auditEvents).values(events);
}
