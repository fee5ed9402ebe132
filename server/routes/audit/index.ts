import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuditAction } from '../../../common/constants.ts';
import { auditPage, auditQuery } from '../../../common/schemas/audit.ts';
import { pageCount } from '../../../common/schemas/pagination.ts';
import { languageInCookies } from '../../../common/language.ts';
import { targetNames } from '../../data/audit-names.ts';
import { auditPageQuery, countAuditEvents } from '../../data/audit.ts';
import { admin } from '../../policy.ts';
import { filteredScope } from '../../shared/unit-filter.ts';

/**
 * The Activity screen's data: the audit trail newest first, filtered and paged in SQL. A super
 * admin sees every event; a unit's admin or volunteer those about their units' donors, requests
 * and units and those their units' members did (server/data/audit.ts).
 */
export async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/audit',
    {
      schema: { querystring: auditQuery, response: { 200: auditPage } },
      config: {
        access: admin,
        scoped: true,
        operation: {
          id: 'listAuditEvents',
          tag: 'audit',
          summary: 'The audit trail, newest first',
        },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const scope = await filteredScope(app.db, request, query.unitId);
      const [rows, totalCount] = await Promise.all([
        auditPageQuery(app.db, scope, query),
        countAuditEvents(app.db, scope, query),
      ]);
      reply.header('cache-control', 'private, no-store');
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
    },
  );
}
