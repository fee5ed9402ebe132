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
import { superAdmin } from '../../policy.ts';

const DAY_MS = 86_400_000;

/** The super admins' archive: what was deleted, by whom, and a restore within the window. */
export async function archiveRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  app.get(
    '/api/archive',
    {
      schema: { querystring: archiveQuery, response: { 200: archivePage } },
      config: {
        access: superAdmin('Super Admin Can Only See The Archive'),
        operation: {
          id: 'listArchive',
          tag: 'archive',
          summary: 'What was archived, newest first',
        },
      },
    },
    async (request) => {
      const query = request.query;
      const { rows, total } = await pageArchive(db, query.kind, {
        limit: query.limit,
        page: query.pageNumber,
      });
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
        access: superAdmin('Super Admin Can Only Restore'),
        audit: { command: 'archive', target: ':kind' },
        operation: {
          id: 'restoreArchived',
          tag: 'archive',
          summary: 'Restore an archived item',
          conflict: true,
        },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      await restoreArchived(db, actorOf(request), kind, id, new Date());
      return { restored: true as const };
    },
  );
}
