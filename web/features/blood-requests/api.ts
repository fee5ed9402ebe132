import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api.ts';
import type {
  BloodRequestRow,
  CompleteBloodRequestPage,
  IncompleteBloodRequestPage,
} from '../../../common/schemas/blood-requests.ts';
import { dashboardKeys } from '../../shared/dashboard.ts';
import { bloodRequestKeys, type RequestKind } from '../../shared/query-keys.ts';

export type { RequestKind } from '../../shared/query-keys.ts';

export interface RequestPage {
  rows: BloodRequestRow[];
  pageCount: number;
  totalCount?: number;
}


async function fetchPage(
  kind: RequestKind,
  limit: number,
  pageNumber: number,
): Promise<RequestPage> {
  if (kind === 'complete') {
    const page = await api.read<CompleteBloodRequestPage>('/complete-blood-request', {
      limit,
      pageNumber,
    });
    return { rows: page.completeBloodRequestList, pageCount: page.pageCount };
  }
  const page = await api.read<IncompleteBloodRequestPage>('/incomplete-blood-request', {
    limit,
    pageNumber,
  });
  return {
    rows: page.incompleteBloodRequestList,
    pageCount: page.pageCount,
    totalCount: page.totalCount,
  };
}

/** GET /api/complete-blood-request or /api/incomplete-blood-request, one page. */
export function useRequestPage(kind: RequestKind, limit: number, pageNumber: number) {
  return useQuery({
    queryKey: bloodRequestKeys.list(kind, limit, pageNumber),
    queryFn: () => fetchPage(kind, limit, pageNumber),
    placeholderData: keepPreviousData,
  });
}

/** The incomplete totalCount for the tab badge (one row fetched, the count comes with it). */
function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: bloodRequestKeys.all }),
      client.invalidateQueries({ queryKey: dashboardKeys.counts }),
    ]);
}

/** Done: PATCH /api/blood-request-status/{id}; the server stamps the completion time. */
export function useMarkDone() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) =>
      api.send<{ modifiedCount: number }>(
        'PATCH',
        `/blood-request-status/${encodeURIComponent(id)}`,
        {
          status: 'done',
        },
      ),
    onSuccess: refresh,
  });
}

/** Decline or delete: DELETE /api/deleteBloodRequest/{id}. */
export function useDeleteRequest() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) =>
      api.send<{ deletedCount: number }>('DELETE', `/deleteBloodRequest/${encodeURIComponent(id)}`),
    onSuccess: refresh,
  });
}

/** The place a blood request may carry (ids and names, set when known). */
export interface RequestPlace {
  divisionId?: string | number | null;
  districtId?: string | number | null;
  upazilaId?: string | number | null;
  unionId?: string | number | null;
  division?: string | null;
  district?: string | null;
  upazila?: string | null;
  union?: string | null;
}

export interface LocationBody {
  divisionId: string | null;
  districtId: string | null;
  upazilaId: string | null;
  unionId: string | null;
}

/** PATCH /api/blood-request/{id}/location (admin): set or fix where the patient is; all null clears. */
export function useSetLocation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: LocationBody }) =>
      api.send<BloodRequestRow & RequestPlace>('PATCH', `/blood-request/${encodeURIComponent(id)}/location`, body),
    onSuccess: refresh,
  });
}
