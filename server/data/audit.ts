import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
import type { AuditQuery } from '../../common/schemas/audit.ts';
import type { Db } from '../db/client.ts';
import { auditEvents } from '../db/schema.ts';

/** The filters of the Activity screen as one condition: who, what, and the time bounds. */
function auditFilter(query: AuditQuery) {
  return and(
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
export function auditPageQuery(db: Db, query: AuditQuery) {
  return db
    .select()
    .from(auditEvents)
    .where(auditFilter(query))
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(query.limit)
    .offset(query.pageNumber * query.limit);
}

/** How many events the filters match. */
export async function countAuditEvents(db: Db, query: AuditQuery): Promise<number> {
  const [total] = await db.select({ n: count() }).from(auditEvents).where(auditFilter(query));
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
