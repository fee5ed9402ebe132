import { useState } from 'react';
import { usePage } from '../../components/list.ts';
import { useDashboardSearch } from '../dashboard/dashboard-context.ts';
import type { DonorListParams } from './donor-api.ts';

export interface DonorFilters {
  division: string;
  district: string;
  upazila: string;
  union: string;
  village: string;
  bloodGroup: string;
  genders: string[];
}

export const NO_FILTERS: DonorFilters = {
  division: '',
  district: '',
  upazila: '',
  union: '',
  village: '',
  bloodGroup: '',
  genders: [],
};

/**
 * Page size, sort, filters, the header search and the page of one donor list. The page starts
 * again at 0 whenever anything else changes.
 */
export function useDonorListState() {
  const search = useDashboardSearch();
  const [limit, setLimit] = useState(10);
  const [sortByDonateCount, setSortByDonateCount] = useState(false);
  const [filters, setFilters] = useState<DonorFilters>(NO_FILTERS);
  const [page, setPage] = usePage(JSON.stringify([search, limit, sortByDonateCount, filters]));

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
  };
  return {
    params,
    limit,
    setLimit,
    page,
    setPage,
    sortByDonateCount,
    setSortByDonateCount,
    filters,
    setFilters,
  };
}

export type DonorListState = ReturnType<typeof useDonorListState>;
