import type { FastifyInstance } from 'fastify';
import { dashboardCountRoutes } from './counts.ts';

/** Routes of this resource; see server/policy.ts for who may call each. */
export async function analyticsRoutes(app: FastifyInstance) {
  await app.register(dashboardCountRoutes);
}
