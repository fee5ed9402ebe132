import { z } from 'zod';
import { ARCHIVE_KINDS, type ArchiveKind } from '../constants.ts';
import { pageIndex, pageSize } from './pagination.ts';

const kind = z.enum(ARCHIVE_KINDS, { error: 'must be donor, bloodRequest or contact' });

/** GET /api/archive: one kind at a time, newest archived first. */
export const archiveQuery = z.object({ kind: kind.default('donor'), limit: pageSize(10), pageNumber: pageIndex });

/** POST /api/archive/:kind/:id/restore. */
export const archiveRestoreParams = z.object({ kind, id: z.uuid('must be an id') });

export interface ArchiveItem {
  _id: string;
  kind: ArchiveKind;
  /** The donor's, patient's or contact's name. */
  label: string;
  archivedAt: string;
  /** Email of who archived it; null when that account is gone. */
  archivedBy: string | null;
  /** After this time a restore is refused and the purge job may remove the row. */
  restorableUntil: string;
}

export interface ArchivePage {
  items: ArchiveItem[];
  pageCount: number;
  totalCount: number;
}
