import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { isBareAddress } from '../../common/route-preloads.ts';
import type { earlyApi } from './api-client.ts';
import type { tokenForEarlyRead } from '../features/auth/session.ts';
import type { DonorListParams } from '../shared/query-keys.ts';

/**
 * What the reads need from the entry, handed in by the router rather than imported: a chunk that
 * imports the entry's modules while the entry is still starting makes the bundler split those
 * modules out of the entry into chunks of their own (more requests on every page).
 */
export interface EarlyDeps {
  earlyApi: typeof earlyApi;
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
  address: (kind: 'upazila' | 'union' | 'village') => ['address', kind, FIRST_ADDRESS_PAGE],
} as const;

/** The first page of each Address list as the screen first asks for it (web/features/address/address-api.ts). */
export const FIRST_ADDRESS_PAGE = { limit: 5, page: 0, search: '' };

/**
 * A dashboard screen's first reads, started by its route while the screen's code and the session
 * check are still on their way (web/app/router.tsx), into the same query cache entries the screen
 * then reads. Each waits for a token (the stored one, or the session check's for an admin) and is
 * never sent without one; a refusal is only left in the cache: the session check, not these
 * reads, decides whether the person is signed in, and the screen asks again when it mounts.
 */
async function early<T>(
  { earlyApi, queryClient, tokenForEarlyRead }: EarlyDeps,
  queryKey: QueryKey,
  read: (client: ReturnType<typeof earlyApi>) => Promise<T>,
) {
  const token = await tokenForEarlyRead();
  if (!token || queryClient.getQueryData(queryKey) !== undefined) return;
  await queryClient.prefetchQuery({ queryKey, queryFn: () => read(earlyApi(token)) });
}

/** The data of a call; a non-2xx answer has already rejected with an ApiError. */
const data = async <T>(call: Promise<{ data?: T }>) => (await call).data as T;

/** The sidebar's badges (DashboardLayout). */
export const counts = (deps: EarlyDeps) =>
  early(deps, EARLY_KEYS.counts, (client) => data(client.GET('/api/dashboard/counts')));

/** Analytics: its one read (its route fetches the chart code at the same time). */
export const analytics = (deps: EarlyDeps) =>
  early(deps, EARLY_KEYS.analytics, (client) => data(client.GET('/api/dashboard/analytics')));

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
  consent: '',
  details: '',
};

/**
 * Donors List, Available tab: the first page, in the shape useDonorList keeps
 * (web/features/donors/donor-api.ts). Not read when the address carries a search, filters, a sort
 * or a page (list-state.ts): the screen asks for that list itself, and this one would be wasted.
 */
export const availableDonors = (deps: EarlyDeps, search: string) =>
  isBareAddress(search) &&
  early(deps, EARLY_KEYS.donors('available', FIRST_DONOR_PAGE), async (client) => {
    const page = await data(
      client.GET('/api/available-donor', {
        params: { query: { limit: 10, pageNumber: 0, genders: '' } },
      }),
    );
    return {
      rows: page.availableDonorList,
      pageCount: page.pageCount,
      totalCount: page.totalCount,
      next: page.next,
    };
  });

/**
 * Address: the first page of its three lists (upazilas, unions, villages), in the shape the
 * screen keeps (web/features/address/address-api.ts). Not read when the address carries a search,
 * a page or a page size of one of them: the screen asks for those itself.
 */
export const addressLists = (deps: EarlyDeps, search: string) => {
  if (!isBareAddress(search)) return false;
  const { limit, page } = FIRST_ADDRESS_PAGE;
  return Promise.all([
    early(deps, EARLY_KEYS.address('upazila'), async (client) => {
      const answer = await data(
        client.GET('/api/upazilas', {
          params: { query: { upazilaLimit: limit, upazilaPageNumber: page } },
        }),
      );
      return { rows: answer.upazilas, pageCount: answer.pageCount, totalCount: answer.totalCount };
    }),
    early(deps, EARLY_KEYS.address('union'), async (client) => {
      const answer = await data(
        client.GET('/api/unions', {
          params: { query: { unionLimit: limit, unionPageNumber: page } },
        }),
      );
      return { rows: answer.unions, pageCount: answer.pageCount, totalCount: answer.totalCount };
    }),
    early(deps, EARLY_KEYS.address('village'), async (client) => {
      const answer = await data(
        client.GET('/api/villages', {
          params: { query: { villageLimit: limit, villagePageNumber: page } },
        }),
      );
      return { rows: answer.villages, pageCount: answer.pageCount, totalCount: answer.totalCount };
    }),
  ]);
};
