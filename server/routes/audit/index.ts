import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuditAction } from '../../../common/constants.ts';
import { auditPage, auditQuery } from '../../../common/schemas/audit.ts';
import { pageCount } from '../../../common/schemas/pagination.ts';
import { languageInCookies } from '../../../common/language.ts';
import { targetNames } from '../../data/audit-names.ts';
import { auditPageQuery, countAuditEvents } from '../../data/audit.ts';
import { superAdmin } from '../../policy.ts';

/** The Activity screen's data: the audit trail newest first, filtered and paged in SQL. */
export async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/audit',
    {
      schema: { querystring: auditQuery, response: { 200: auditPage } },
      config: {
        access: superAdmin('Super Admin Can Only See The Activity'),
        operation: {
          id: 'listAuditEvents',
          tag: 'audit',
          summary: 'The audit trail, newest first',
        },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const [rows, totalCount] = await Promise.all([
        auditPageQuery(app.db, query),
        countAuditEvents(app.db, query),
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
