import { CONSENT_FILTERS, DETAILS_FILTERS, LIST_PAGE_SIZES } from '../../../common/constants.ts';
import { readUrlList, useUrlList, type UrlList } from '../../components/url-list.ts';
import { useDashboardSearch } from '../../shared/dashboard.ts';
import type { DonorListParams } from './donor-api.ts';

export interface DonorFilters {
  division: string;
  district: string;
  upazila: string;
  union: string;
  village: string;
  bloodGroup: string;
  genders: string[];
  /** Consented to be contacted: 'yes', 'no', or '' for everyone. */
  consent: string;
  /** Record incomplete ('missing'), complete ('complete'), or '' for everyone. */
  details: string;
}

export const NO_FILTERS: DonorFilters = {
  division: '',
  district: '',
  upazila: '',
  union: '',
  village: '',
  bloodGroup: '',
  genders: [],
  consent: '',
  details: '',
};

/**
 * Page size, sort, filters, the header search and the page of one donor list, all kept in the
 * address (`?size=25&sort=count&group=A%2B&gender=male&page=2`): reload, Back and a shared link
 * show the same list. The page starts again at the first whenever anything else changes.
 */
export function useDonorListState() {
  const search = useDashboardSearch();
  const url = useUrlList({ sizes: LIST_PAGE_SIZES });
  const { filters, sortByDonateCount, limit, page, params } = donorList(url, search);
  return {
    params,
    limit,
    setLimit: url.setSize,
    page,
    setPage: url.setPage,
    sortByDonateCount,
    setSortByDonateCount: (byCount: boolean) => url.set({ sort: byCount ? 'count' : null }),
    filters,
    setFilters: (next: DonorFilters) =>
      url.set({
        division: next.division,
        district: next.district,
        upazila: next.upazila,
        union: next.union,
        village: next.village,
        group: next.bloodGroup,
        gender: next.genders,
        consent: next.consent,
        details: next.details,
      }),
  };
}

/**
 * The list an address shows (its query, and the dashboard's header search `q`), as the screen
 * reads it: for the route loader of a donor list (foundation/route-reads.ts).
 */
export const donorListAt = (query: URLSearchParams) =>
  donorList(readUrlList(query, { sizes: LIST_PAGE_SIZES }), query.get('q') ?? '');

/** The list's filters, sort, size, page and the API's parameters, from its address's values. */
function donorList(url: Pick<UrlList, 'get' | 'getAll' | 'size' | 'page'>, search: string) {
  const filters: DonorFilters = {
    division: url.get('division'),
    district: url.get('district'),
    upazila: url.get('upazila'),
    union: url.get('union'),
    village: url.get('village'),
    bloodGroup: url.get('group'),
    genders: url.getAll('gender'),
    consent: consentIn(url.get('consent')),
    details: detailsIn(url.get('details')),
  };
  const sortByDonateCount = url.get('sort') === 'count';
  const limit = url.size;
  const page = url.page;

  const params: DonorListParams = {
    limit,
    pageNumber: page,
    sortByDonateCount,
    donorSearchData: search,
    divisionFilterData: filters.division,
    districtFilterData: filters.district,
    upazilaFilterData: filters.upazila,
    unionFilterData: filters.union,
    villageFilterData: filters.village,
    bloodGroupFilterData: filters.bloodGroup,
    genders: filters.genders,
    consent: filters.consent,
    details: filters.details,
  };
  return { filters, sortByDonateCount, limit, page, params };
}

export type DonorListState = ReturnType<typeof useDonorListState>;

/** The address's consent filter as the API takes it: 'yes', 'no', or '' (anything else is no filter). */
export const consentIn = (value: string): string =>
  (CONSENT_FILTERS as readonly string[]).includes(value) ? value : '';

/** The address's details filter as the API takes it: 'missing', 'complete', or '' (anything else is no filter). */
export const detailsIn = (value: string): string =>
  (DETAILS_FILTERS as readonly string[]).includes(value) ? value : '';
