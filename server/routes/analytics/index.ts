import type { FastifyInstance } from 'fastify';
import { dashboardCountRoutes } from './counts.ts';
import { dashboardAnalyticsRoutes } from './dashboard.ts';

/** Routes of this resource; see server/policy.ts for who may call each. */
export async function analyticsRoutes(app: FastifyInstance) {
  await app.register(dashboardCountRoutes);
  await app.register(dashboardAnalyticsRoutes);
}
