import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { isBareAddress } from '../../common/route-preloads.ts';
import type { api } from './api.ts';
import type { tokenForEarlyRead } from '../features/auth/session.ts';
import type { DonorListParams } from '../shared/query-keys.ts';
import type { DashboardCounts } from '../shared/dashboard.ts';

/**
 * What the reads need from the entry, handed in by the router rather than imported: a chunk that
 * imports the entry's modules while the entry is still starting makes the bundler split those
 * modules out of the entry into chunks of their own (more requests on every page).
 */
export interface EarlyDeps {
  api: typeof api;
  queryClient: QueryClient;
  tokenForEarlyRead: typeof tokenForEarlyRead;
}

/**
 * The screens' query keys, written out rather than imported so that this chunk needs nothing but
 * the entry's code and arrives at once (early-reads.test.ts checks they equal the screens' own).
 */
export const EARLY_KEYS = {
  counts: ['dashboard', 'counts'],
  analytics: ['dashboard', 'analytics'],
  donors: (kind: 'available', params: DonorListParams) => ['donors', kind, params],
} as const;

/**
 * A dashboard screen's first reads, started by its route while the screen's code and the session
 * check are still on their way (web/app/router.tsx), into the same query cache entries the screen
 * then reads. Each waits for a token (the stored one, or the session check's for an admin) and is
 * never sent without one; a refusal is only left in the cache: the session check, not these
 * reads, decides whether the person is signed in, and the screen asks again when it mounts.
 */
async function early<T>(
  { api, queryClient, tokenForEarlyRead }: EarlyDeps,
  queryKey: QueryKey,
  path: string,
  query?: Record<string, string | number>,
  shape?: (raw: unknown) => T,
) {
  const token = await tokenForEarlyRead();
  if (!token || queryClient.getQueryData(queryKey) !== undefined) return;
  await queryClient.prefetchQuery({
    queryKey,
    queryFn: async () => {
      const raw = await api.early<unknown>(path, token, query);
      return shape ? shape(raw) : raw;
    },
  });
}

/** The sidebar's badges (DashboardLayout). */
export const counts = (deps: EarlyDeps) =>
  early<DashboardCounts>(deps, EARLY_KEYS.counts, '/dashboard/counts');

/** Analytics: its one read (its route fetches the chart code at the same time). */
export const analytics = (deps: EarlyDeps) =>
  early(deps, EARLY_KEYS.analytics, '/dashboard/analytics');

/** The first page of Available donors as the list first asks for it (web/features/donors/list-state.ts). */
export const FIRST_DONOR_PAGE: DonorListParams = {
  limit: 10,
  pageNumber: 0,
  sortByDonateCount: false,
  donorSearchData: '',
  divisionFilterData: '',
  districtFilterData: '',
  upazilaFilterData: '',
  unionFilterData: '',
  villageFilterData: '',
  bloodGroupFilterData: '',
  genders: [],
};

/**
 * Donors List, Available tab: the first page, in the shape useDonorList keeps
 * (web/features/donors/donor-api.ts). Not read when the address carries a search, filters, a sort
 * or a page (list-state.ts): the screen asks for that list itself, and this one would be wasted.
 */
export const availableDonors = (deps: EarlyDeps, search: string) =>
  isBareAddress(search) &&
  early(
    deps,
    EARLY_KEYS.donors('available', FIRST_DONOR_PAGE),
    '/available-donor',
    { limit: 10, pageNumber: 0, genders: '' },
    (raw) => {
      const answer = raw as {
        availableDonorList: unknown[];
        pageCount: number;
        totalCount: number;
        next: string | null;
      };
      return {
        rows: answer.availableDonorList,
        pageCount: answer.pageCount,
        totalCount: answer.totalCount,
        next: answer.next,
      };
    },
  );
