import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, api, readApi, type Answer } from '../../app/api-client.ts';

/** What can be archived: a delete moves the row here, and a super admin may restore it for 30 days. */
export const ARCHIVE_KINDS = ['donor', 'bloodRequest', 'contact'] as const;
export type ArchiveKind = (typeof ARCHIVE_KINDS)[number];

export type ArchivePage = Answer<'/api/archive', 'get'>;
export type ArchivedItem = ArchivePage['items'][number];

export const archiveKeys = {
  all: ['archive'] as const,
  page: (kind: ArchiveKind, limit: number, pageNumber: number) =>
    ['archive', kind, limit, pageNumber] as const,
};

/** GET /api/archive?kind&limit&pageNumber (super admin). */
export function useArchivePage(kind: ArchiveKind, limit: number, pageNumber: number) {
  return useQuery({
    queryKey: archiveKeys.page(kind, limit, pageNumber),
    queryFn: () =>
      answer(readApi.GET('/api/archive', { params: { query: { kind, limit, pageNumber } } })),
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
      answer(api.POST('/api/archive/{kind}/{id}/restore', { params: { path: { kind, id } } })),
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
