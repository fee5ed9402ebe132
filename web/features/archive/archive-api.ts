import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, api, readApi, type Answer } from '../../foundation/api-client.ts';
import { bloodRequestKeys } from '../../shared/query-keys/blood-requests.ts';
import { contactKeys } from '../../shared/query-keys/contacts.ts';
import { dashboardKeys } from '../../shared/query-keys/dashboard.ts';
import { donorKeys } from '../../shared/query-keys/donors.ts';
import { patientKeys } from '../../shared/query-keys/patients.ts';
import { topDonorKeys } from '../../shared/query-keys/top-donors.ts';
import type { ArchiveKind } from '../../../common/constants.ts';
import { auditKeys } from '../activity/activity-api.ts';

/** What can be archived (one list, common/constants.ts): a delete moves the row here for 30 days. */
export { ARCHIVE_KINDS, type ArchiveKind } from '../../../common/constants.ts';

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
  donor: donorKeys.all,
  bloodRequest: bloodRequestKeys.all,
  contact: contactKeys.all,
  patient: patientKeys.all,
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
        client.invalidateQueries({ queryKey: dashboardKeys.all }),
        client.invalidateQueries({ queryKey: topDonorKeys.all }),
        client.invalidateQueries({ queryKey: auditKeys.all }),
      ]),
  });
}
