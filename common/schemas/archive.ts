import { z } from 'zod';
import { ARCHIVE_KINDS } from '../constants.ts';
import { pageIndex, pageSize } from './pagination.ts';

const kind = z.enum(ARCHIVE_KINDS, { error: 'must be donor, bloodRequest, contact or patient' });

/** GET /api/archive: one kind at a time, newest archived first. */
export const archiveQuery = z.object({
  kind: kind.default('donor'),
  limit: pageSize(10),
  pageNumber: pageIndex,
});

/** POST /api/archive/:kind/:id/restore. */
export const archiveRestoreParams = z.object({ kind, id: z.uuid('must be an id') });

export const archiveItem = z.object({
  _id: z.string(),
  kind: z.enum(ARCHIVE_KINDS),
  /** The donor's, the request's patient's, the contact's or the recurring patient's name. */
  label: z.string(),
  archivedAt: z.string(),
  /** Email of who archived it; null when that account is gone. */
  archivedBy: z.string().nullable(),
  /** After this time a restore is refused and the purge job may remove the row. */
  restorableUntil: z.string(),
});
export type ArchiveItem = z.infer<typeof archiveItem>;

export const archivePage = z.object({
  items: z.array(archiveItem),
  pageCount: z.number().int(),
  totalCount: z.number().int(),
});
export type ArchivePage = z.infer<typeof archivePage>;

export const restoredAnswer = z.object({ restored: z.literal(true) });
