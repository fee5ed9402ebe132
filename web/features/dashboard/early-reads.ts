import type { QueryKey } from '@tanstack/react-query';
import { api } from '../../app/api.ts';
import { queryClient } from '../../app/query-client.ts';
import { tokenForEarlyRead } from '../auth/session.ts';
import { analyticsKeys } from '../analytics/analytics-api.ts';
import { donorKeys, type DonorListParams } from '../donors/donor-api.ts';
import { dashboardKeys, type DashboardCounts } from './dashboard-context.ts';

/**
 * A dashboard screen's first reads, started by its route while the screen's code and the session
 * check are still on their way (web/app/router.tsx), into the same query cache entries the screen
 * then reads. Each waits for a token (the stored one, or the session check's for an admin) and is
 * never sent without one; a refusal is only left in the cache: the session check, not these
 * reads, decides whether the person is signed in, and the screen asks again when it mounts.
 */
async function early<T>(queryKey: QueryKey, path: string, query?: Record<string, string | number>, shape?: (raw: unknown) => T) {
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
export const counts = () => early<DashboardCounts>(dashboardKeys.counts, '/dashboard/counts');

/** Analytics: its one read, and the chart code beside it rather than after it. */
export function analytics() {
  void import('../analytics/AnalyticsCharts.tsx').catch(() => undefined);
  return early(analyticsKeys.all, '/dashboard/analytics');
}

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

/** Donors List, Available tab: the first page, in the shape useDonorList keeps (web/features/donors/donor-api.ts). */
export const availableDonors = () =>
  early(donorKeys.list('available', FIRST_DONOR_PAGE), '/available-donor', { limit: 10, pageNumber: 0, genders: '' }, (raw) => {
    const answer = raw as { availableDonorList: unknown[]; pageCount: number; totalCount: number };
    return { rows: answer.availableDonorList, pageCount: answer.pageCount, totalCount: answer.totalCount };
  });
