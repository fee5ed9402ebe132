import { apiRead } from '../../foundation/api-read.ts';

/**
 * The donor lists' query keys (every donor read is under ['donors'], so one invalidation
 * refreshes them all), and the read of the Available list's first page that its route starts.
 */

export interface DonorListParams {
  limit: number;
  pageNumber: number;
  sortByDonateCount: boolean;
  donorSearchData: string;
  divisionFilterData: string;
  districtFilterData: string;
  upazilaFilterData: string;
  unionFilterData: string;
  villageFilterData: string;
  bloodGroupFilterData: string;
  genders: string[];
  /** Consented to be contacted: 'yes', 'no', or '' for everyone. */
  consent: string;
  /** Record incomplete ('missing'), complete, or '' for everyone. */
  details: string;
}

export type DonorListKind = 'available' | 'unavailable';

export const donorKeys = {
  all: ['donors'] as const,
  list: (kind: DonorListKind, params: DonorListParams) => ['donors', kind, params] as const,
  requests: (limit: number, page: number, consent = '') =>
    ['donors', 'requests', limit, page, consent] as const,
};

/** A page of the Available donors list: the call, and the page as the screens keep it. */
export const availableDonorsRead = (params: DonorListParams, after?: string) =>
  apiRead({
    queryKey: donorKeys.list('available', params),
    path: '/api/available-donor',
    query: donorListApiQuery(params, after),
    shape: (page) => ({
      rows: page.availableDonorList,
      pageCount: page.pageCount,
      totalCount: page.totalCount,
      next: page.next,
    }),
  });

/** A donor list's page as the API takes it (an unset sort, search or filter is not sent). */
export const donorListApiQuery = (params: DonorListParams, after?: string) => ({
  ...params,
  sortByDonateCount: params.sortByDonateCount ? ('true' as const) : undefined,
  genders: params.genders.join(','),
  after,
});

/** The first page of a donor list as the screen first asks for it (web/features/donors/list-state.ts). */
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
