/** Every dashboard screen a super admin reaches from the sidebar: the walks over all screens use it. */
export const DASHBOARD_SCREENS = [
  '/dashboard',
  '/dashboard/donor-list',
  '/dashboard/donor-list/unavailableDonor',
  '/dashboard/donor-request',
  '/dashboard/blood-request',
  '/dashboard/blood-request/incomplete-blood-request',
  '/dashboard/add-contact',
  '/dashboard/user-list',
  '/dashboard/admin-list',
  '/dashboard/address',
  '/dashboard/settings',
  '/dashboard/import',
  '/dashboard/activity',
  '/dashboard/archive',
] as const;
