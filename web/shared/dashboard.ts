import { useQuery } from '@tanstack/react-query';
import { useOutletContext } from 'react-router';
import { answer, readApi, type Answer } from '../app/api-client.ts';
import { t } from '../i18n/bn.ts';

export interface DashboardOutlet {
  /** The header search box's text (shown on donor-list and user-list routes only). */
  search: string;
}

export const useDashboardSearch = () => useOutletContext<DashboardOutlet>().search;

/** The role superAdmin is shown as 'Super Admin'. */
export const roleLabel = (role: string | null) =>
  role === 'superAdmin' ? t.common.superAdmin : role === 'admin' ? t.common.admin : t.common.user;

export const dashboardKeys = {
  counts: ['dashboard', 'counts'] as const,
};

export type DashboardCounts = Answer<'/api/dashboard/counts', 'get'>;

/** The sidebar badges' counts (one request, shared by every screen that shows them). */
export const dashboardCountsQuery = {
  queryKey: dashboardKeys.counts,
  queryFn: () => answer(readApi.GET('/api/dashboard/counts')),
};

export function useDashboardCounts() {
  return useQuery({ ...dashboardCountsQuery, refetchInterval: 60_000 });
}
