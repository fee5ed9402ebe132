import { useOutletContext } from 'react-router';

export interface DashboardOutlet {
  /** The header search box's text (shown on donor-list and user-list routes only). */
  search: string;
}

export const useDashboardSearch = () => useOutletContext<DashboardOutlet>().search;

/** Spec: superAdmin is shown as 'Super Admin'. */
export const roleLabel = (role: string | null) =>
  role === 'superAdmin' ? 'Super Admin' : role === 'admin' ? 'Admin' : 'User';

export const dashboardKeys = {
  counts: ['dashboard', 'counts'] as const,
};
