import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, api, readApi } from '../../foundation/api-client.ts';
import type { BloodRequestRow } from '../../../common/schemas/blood-requests.ts';
import { dashboardKeys } from '../../shared/query-keys/dashboard.ts';
import { bloodRequestKeys, type RequestKind } from '../../shared/query-keys/blood-requests.ts';

export type { RequestKind } from '../../shared/query-keys/blood-requests.ts';

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
    const page = await answer(
      readApi.GET('/api/complete-blood-request', { params: { query: { limit, pageNumber } } }),
    );
    return { rows: page.completeBloodRequestList, pageCount: page.pageCount };
  }
  const page = await answer(
    readApi.GET('/api/incomplete-blood-request', { params: { query: { limit, pageNumber } } }),
  );
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

/** After a change: the request lists and the sidebar counts are read again. */
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
      answer(
        api.PATCH('/api/blood-request-status/{id}', {
          params: { path: { id } },
          body: { status: 'done' },
        }),
      ),
    onSuccess: refresh,
  });
}

/** Decline or delete: DELETE /api/deleteBloodRequest/{id}. */
export function useDeleteRequest() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) =>
      answer(api.DELETE('/api/deleteBloodRequest/{id}', { params: { path: { id } } })),
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
  /** The same places in Bengali and English (answers from this server carry them). */
  placeNames?: BloodRequestRow['placeNames'];
}

export interface LocationBody {
  divisionId: string | null;
  districtId: string | null;
  upazilaId: string | null;
  unionId: string | null;
}

/** A chosen place's id as the server takes it (a number), none as null. */
const placeId = (id: string | null) => (id ? Number(id) : null);

/** PATCH /api/blood-request/{id}/location (admin): set or fix where the patient is; all null clears. */
export function useSetLocation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: LocationBody }) =>
      answer(
        api.PATCH('/api/blood-request/{id}/location', {
          params: { path: { id } },
          body: {
            divisionId: placeId(body.divisionId),
            districtId: placeId(body.districtId),
            upazilaId: placeId(body.upazilaId),
            unionId: placeId(body.unionId),
          },
        }),
      ),
    onSuccess: refresh,
  });
}
