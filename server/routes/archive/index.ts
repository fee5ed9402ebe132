import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ARCHIVE_RESTORE_DAYS } from '../../../common/constants.ts';
import {
  archivePage,
  archiveQuery,
  archiveRestoreParams,
  restoredAnswer,
} from '../../../common/schemas/archive.ts';
import { pageCount } from '../../../common/schemas/pagination.ts';
import { restoreArchived } from '../../domain/archive.ts';
import { actorOf } from '../../domain/command.ts';
import { pageArchive } from '../../data/archive.ts';
import { forbidden } from '../../http-errors.ts';
import { requestScope } from '../../plugins/access.ts';
import { admin, canUseArchiveOf } from '../../policy.ts';

const DAY_MS = 86_400_000;

/**
 * The archive: what was deleted, by whom, and a restore within the window. An admin sees and
 * restores the donors and requests of the units they see (another unit's answers as missing); the
 * contacts' archive is a super admin's (server/policy.ts canUseArchiveOf).
 */
export async function archiveRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  app.get(
    '/api/archive',
    {
      schema: { querystring: archiveQuery, response: { 200: archivePage } },
      config: {
        access: admin,
        scoped: true,
        operation: {
          id: 'listArchive',
          tag: 'archive',
          summary:
            "What was archived, newest first: donors and requests of the caller's units; contacts (403 for an admin)",
        },
      },
    },
    async (request) => {
      const query = request.query;
      if (!canUseArchiveOf(query.kind, request.caller!.role))
        throw forbidden('Super Admin Can Only See The Archive');
      const { rows, total } = await pageArchive(
        db,
        query.kind,
        { limit: query.limit, page: query.pageNumber },
        requestScope(request),
      );
      return {
        items: rows.map((r) => ({
          _id: r.id,
          kind: query.kind,
          label: r.label,
          archivedAt: r.archivedAt.toISOString(),
          archivedBy: r.archivedBy,
          restorableUntil: new Date(
            r.archivedAt.getTime() + ARCHIVE_RESTORE_DAYS * DAY_MS,
          ).toISOString(),
        })),
        pageCount: pageCount(total, query.limit),
        totalCount: total,
      };
    },
  );

  app.post(
    '/api/archive/:kind/:id/restore',
    {
      schema: { params: archiveRestoreParams, response: { 200: restoredAnswer } },
      config: {
        access: admin,
        scoped: true,
        audit: { command: 'archive', target: ':kind' },
        operation: {
          id: 'restoreArchived',
          tag: 'archive',
          summary:
            "Restore an archived item: a donor or request of the caller's units (another unit's: 404); a contact (403 for an admin)",
          conflict: true,
        },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      if (!canUseArchiveOf(kind, request.caller!.role))
        throw forbidden('Super Admin Can Only Restore');
      await restoreArchived(db, actorOf(request), kind, id, new Date());
      return { restored: true as const };
    },
  );
}
