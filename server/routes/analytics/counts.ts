import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardCounts, unitFilterQuery } from '../../../common/schemas/analytics.ts';
import { dashboardBadgeCounts } from '../../data/analytics.ts';
import { admin } from '../../policy.ts';
import { filteredScope } from '../../shared/unit-filter.ts';

/**
 * The dashboard sidebar badges: pending donor requests and incomplete blood requests, counted in
 * SQL, of the caller's units (or of the one unit asked for).
 */
export async function dashboardCountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/dashboard/counts',
    {
      schema: { querystring: unitFilterQuery, response: { 200: dashboardCounts } },
      config: {
        access: admin,
        scoped: true,
        operation: { id: 'getDashboardCounts', tag: 'dashboard', summary: "The sidebar's counts" },
      },
    },
    async (request) =>
      dashboardBadgeCounts(app.db, await filteredScope(app.db, request, request.query.unitId)),
  );
}
