import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ARCHIVE_RESTORE_DAYS } from '../../../common/constants.ts';
import { archivePage, archiveQuery, archiveRestoreParams, restoredAnswer } from '../../../common/schemas/archive.ts';
import { pageCount } from '../../../common/schemas/pagination.ts';
import { conflict, notFound } from '../../http-errors.ts';
import { pageArchive, restoreArchived } from './repository.ts';

const DAY_MS = 86_400_000;

/** The super admins' archive: what was deleted, by whom, and a restore within the window. */
export async function archiveRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  app.get('/api/archive', { schema: { querystring: archiveQuery, response: { 200: archivePage } } }, async (request) => {
    const query = request.query;
    const { rows, total } = await pageArchive(db, query.kind, { limit: query.limit, page: query.pageNumber });
    return {
      items: rows.map((r) => ({
        _id: r.id,
        kind: query.kind,
        label: r.label,
        archivedAt: r.archivedAt.toISOString(),
        archivedBy: r.archivedBy,
        restorableUntil: new Date(r.archivedAt.getTime() + ARCHIVE_RESTORE_DAYS * DAY_MS).toISOString(),
      })),
      pageCount: pageCount(total, query.limit),
      totalCount: total,
    };
  });

  app.post('/api/archive/:kind/:id/restore', { schema: { params: archiveRestoreParams, response: { 200: restoredAnswer } } }, async (request) => {
    const { kind, id } = request.params;
    const result = await restoreArchived(db, kind, id, new Date());
    if (result === 'missing') throw notFound('Nothing archived with that id');
    if (result === 'expired') {
      throw conflict(`Archived more than ${ARCHIVE_RESTORE_DAYS} days ago; it can no longer be restored`, 'id');
    }
    if (result === 'phoneReused') {
      throw conflict("Another donor now has this donor's phone number; it cannot be restored", 'id');
    }
    return { restored: true as const };
  });
}
