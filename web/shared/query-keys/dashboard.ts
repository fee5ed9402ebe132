import { apiRead } from '../../foundation/api-read.ts';

/** The dashboard's own reads: the sidebar's badges and the Analytics screen (both under ['dashboard']). */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  counts: ['dashboard', 'counts'] as const,
  analytics: ['dashboard', 'analytics'] as const,
};

/** The sidebar's badges, read on every dashboard screen (DashboardLayout). */
export const countsRead = apiRead({
  queryKey: dashboardKeys.counts,
  path: '/api/dashboard/counts',
});

/** The whole Analytics screen in one read (its numbers are counted on the server). */
export const analyticsRead = apiRead({
  queryKey: dashboardKeys.analytics,
  path: '/api/dashboard/analytics',
});

/**
 * The Analytics screen for one unit and the units below it (`unitId`, a caller who sees several);
 * the screen's default view, and its first read, stay `analyticsRead`.
 */
export const unitAnalyticsRead = (unitId: string) =>
  apiRead({
    queryKey: [...dashboardKeys.analytics, unitId],
    path: '/api/dashboard/analytics',
    query: { unitId },
  });
