import { useOutletContext } from 'react-router';

export interface DashboardOutlet {
  /** The header search box's text (shown on donor-list and user-list routes only). */
  search: string;
}

export const useDashboardSearch = () => useOutletContext<DashboardOutlet>().search;

export const dashboardKeys = {
  counts: ['dashboard', 'counts'] as const,
};
