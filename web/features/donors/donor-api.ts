import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { DonorRow } from '../../../common/schemas/donors.ts';
import { dashboardKeys } from '../../shared/query-keys/dashboard.ts';
import {
  availableDonorsRead,
  donorKeys,
  donorListApiQuery,
  type DonorListKind,
  type DonorListParams,
} from '../../shared/query-keys/donors.ts';
import { topDonorKeys } from '../../shared/query-keys/top-donors.ts';
import { answer, api, readApi, readWith, type Body } from '../../foundation/api-client.ts';

/** The donor API calls, with their TanStack Query hooks. */

export type { DonorListKind, DonorListParams } from '../../shared/query-keys/donors.ts';

/** A page of a donor list as the screens keep it; `next` continues the available list after it. */
export interface DonorListPage {
  rows: DonorRow[];
  pageCount: number;
  totalCount: number;
  next?: string | null;
}

/** How long a page's `next` is used for the page after it (the lists refresh on every change). */
const NEXT_FRESH_MS = 30_000;

/**
 * One page of a donor list: the query options useDonorList takes, and the donor list's route loader
 * reads (foundation/route-reads.ts). `client` is the query cache the page after another looks in.
 */
export const donorListQuery = (
  client: QueryClient,
  kind: DonorListKind,
  params: DonorListParams,
) => ({
  queryKey: donorKeys.list(kind, params),
  queryFn: async (): Promise<DonorListPage> => {
    // The page after one just read continues from where that one ended (the server reads it
    // from the list's index instead of walking past every row before it); any other page, and
    // the page after one read too long ago or since changed (a donor edited, accepted...), is
    // found by its number, so that the pages shown together stay one list.
    const beforeKey = donorKeys.list(kind, { ...params, pageNumber: params.pageNumber - 1 });
    const state = params.pageNumber > 0 ? client.getQueryState(beforeKey) : undefined;
    const before =
      state && !state.isInvalidated && Date.now() - state.dataUpdatedAt < NEXT_FRESH_MS
        ? client.getQueryData<DonorListPage>(beforeKey)
        : undefined;
    const after = before?.next ?? undefined;
    if (kind === 'available') return readWith(readApi, availableDonorsRead(params, after));
    const page = await answer(
      readApi.GET('/api/unavailable-donor', {
        params: { query: donorListApiQuery(params, after) },
      }),
    );
    return {
      rows: page.unavailableDonorList,
      pageCount: page.pageCount,
      totalCount: page.totalCount,
    };
  },
});

export function useDonorList(kind: DonorListKind, params: DonorListParams) {
  const client = useQueryClient();
  return useQuery({ ...donorListQuery(client, kind, params), placeholderData: keepPreviousData });
}

/** A page of the pending registrations; `consent` 'yes' or 'no' keeps only those who did or did not consent. */
export function useDonorRequests(limit: number, pageNumber: number, consent = '') {
  return useQuery({
    queryKey: donorKeys.requests(limit, pageNumber, consent),
    queryFn: () =>
      answer(
        readApi.GET('/api/donor-request', { params: { query: { limit, pageNumber, consent } } }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** Every donor change refreshes the donor lists, the request queue and the sidebar badge. */
function useDonorMutation<V, R>(run: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: donorKeys.all }),
        client.invalidateQueries({ queryKey: dashboardKeys.counts }),
        client.invalidateQueries({ queryKey: topDonorKeys.all }),
      ]);
    },
  });
}

const byId = (id: string) => ({ params: { path: { id } } });

/** Accepts a donor's registration; the server stamps the time. */
export const useAcceptDonor = () =>
  useDonorMutation((id: string) => answer(api.PATCH('/api/donorStatus/{id}', byId(id))));

export const useDeleteDonor = () =>
  useDonorMutation((id: string) => answer(api.DELETE('/api/donorRequest/{id}', byId(id))));

/**
 * Moves a donor to another live unit (or assigns a queue donor to one); the lists, counts and
 * board are read again (the donor may have left the caller's sight). modifiedCount 0: the donor
 * was in that unit already.
 */
export const useMoveDonor = () =>
  useDonorMutation(({ id, body }: { id: string; body: Body<'/api/donors/{id}/unit', 'post'> }) =>
    answer(api.POST('/api/donors/{id}/unit', { ...byId(id), body })),
  );

export type DonorEdit = Body<'/api/donorInfo/{id}', 'patch'>;

export const useUpdateDonor = () =>
  useDonorMutation(({ id, body }: { id: string; body: DonorEdit }) =>
    answer(api.PATCH('/api/donorInfo/{id}', { ...byId(id), body })),
  );

export const useCountDonation = () =>
  useDonorMutation(
    ({
      id,
      note,
      kind = 'whole_blood',
    }: {
      id: string;
      note: number;
      kind?: 'whole_blood' | 'platelets';
    }) => {
      const now = new Date().toISOString();
      return answer(
        api.PATCH('/api/donationCount/{id}', {
          ...byId(id),
          body: { donateTime: now, donateButtonClickTime: now, note, kind },
        }),
      );
    },
  );

export const useMakeAvailable = () =>
  useDonorMutation((id: string) => answer(api.PATCH('/api/handleAvailability/{id}', byId(id))));
