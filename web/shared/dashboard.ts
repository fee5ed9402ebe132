import { useQuery } from '@tanstack/react-query';
import { useOutletContext } from 'react-router';
import { readQuery, type Answer } from '../foundation/api-client.ts';
import { countsRead } from './query-keys/dashboard.ts';
import { t } from '../i18n/bn.ts';

export interface DashboardOutlet {
  /** The header search box's text (shown on donor-list and user-list routes only). */
  search: string;
}

export const useDashboardSearch = () => useOutletContext<DashboardOutlet>().search;

/** The role superAdmin is shown as 'Super Admin'. */
export const roleLabel = (role: string | null) =>
  role === 'superAdmin' ? t.common.superAdmin : role === 'admin' ? t.common.admin : t.common.user;

export type DashboardCounts = Answer<'/api/dashboard/counts', 'get'>;

/** The sidebar badges' counts (one request, shared by every screen that shows them). */
export const dashboardCountsQuery = readQuery(countsRead);

export function useDashboardCounts() {
  return useQuery({ ...dashboardCountsQuery, refetchInterval: 60_000 });
}
