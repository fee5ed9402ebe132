import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
import type { AuditAction } from '../../../common/constants.ts';
import { auditPage, auditQuery } from '../../../common/schemas/audit.ts';
import { pageCount } from '../../../common/schemas/pagination.ts';
import { languageInCookies } from '../../../common/language.ts';
import { auditEvents } from '../../db/schema.ts';
import { targetNames } from './names.ts';

/** The Activity screen's data: the audit trail newest first, filtered and paged in SQL. */
export async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/api/audit', { schema: { querystring: auditQuery, response: { 200: auditPage } } }, async (request, reply) => {
    const query = request.query;
    const where = and(
      query.actor ? eq(auditEvents.actorEmail, query.actor) : undefined,
      query.action ? eq(auditEvents.action, query.action) : undefined,
      query.from ? gte(auditEvents.at, query.from) : undefined,
      query.to ? lt(auditEvents.at, query.to) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      app.db
        .select()
        .from(auditEvents)
        .where(where)
        .orderBy(desc(auditEvents.at), desc(auditEvents.id))
        .limit(query.limit)
        .offset(query.pageNumber * query.limit),
      app.db.select({ n: count() }).from(auditEvents).where(where),
    ]);
    reply.header('cache-control', 'private, no-store');
    const totalCount = total?.n ?? 0;
    const english = languageInCookies(request.headers.cookie ?? '') === 'en';
    const names = await targetNames(app.db, rows, english);
    return {
      events: rows.map((e) => {
        const named = e.targetId ? names.get(`${e.target}:${e.targetId}`) : undefined;
        return {
          _id: e.id,
          at: e.at.toISOString(),
          actorEmail: e.actorEmail,
          action: e.action as AuditAction,
          target: e.target,
          targetId: e.targetId,
          targetName: named?.name ?? null,
          targetArchived: named?.archived ?? false,
          changes: (e.changes as Record<string, unknown> | null) ?? null,
        };
      }),
      pageCount: pageCount(totalCount, query.limit),
      totalCount,
    };
  });
}
