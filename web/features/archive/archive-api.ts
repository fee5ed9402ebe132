import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api.ts';

/** What can be archived: a delete moves the row here, and a super admin may restore it for 30 days. */
export const ARCHIVE_KINDS = ['donor', 'bloodRequest', 'contact'] as const;
export type ArchiveKind = (typeof ARCHIVE_KINDS)[number];

export interface ArchivedItem {
  _id: string;
  kind: ArchiveKind;
  /** The donor's, patient's or contact's name. */
  label: string;
  archivedAt: string;
  archivedBy: string | null;
  restorableUntil: string;
}

export interface ArchivePage {
  items: ArchivedItem[];
  pageCount: number;
  totalCount: number;
}

export const archiveKeys = {
  all: ['archive'] as const,
  page: (kind: ArchiveKind, limit: number, pageNumber: number) => ['archive', kind, limit, pageNumber] as const,
};

/** GET /api/archive?kind&limit&pageNumber (super admin). */
export function useArchivePage(kind: ArchiveKind, limit: number, pageNumber: number) {
  return useQuery({
    queryKey: archiveKeys.page(kind, limit, pageNumber),
    queryFn: () => api.read<ArchivePage>('/archive', { kind, limit, pageNumber }),
    placeholderData: keepPreviousData,
  });
}

/** The lists a restored row comes back to, by kind. */
const listKeys: Record<ArchiveKind, readonly string[]> = {
  donor: ['donors'],
  bloodRequest: ['blood-requests'],
  contact: ['contacts'],
};

/** POST /api/archive/:kind/:id/restore: the row is back in its lists, counts and badges. */
export function useRestore() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: ArchiveKind; id: string }) =>
      api.send<{ restored: boolean }>('POST', `/archive/${kind}/${encodeURIComponent(id)}/restore`),
    onSuccess: (_answer, { kind }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: archiveKeys.all }),
        client.invalidateQueries({ queryKey: listKeys[kind] }),
        client.invalidateQueries({ queryKey: ['dashboard'] }),
        client.invalidateQueries({ queryKey: ['top-donor'] }),
        client.invalidateQueries({ queryKey: ['audit'] }),
      ]),
  });
}
