import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardCounts } from '../../../common/schemas/analytics.ts';
import { dashboardBadgeCounts } from '../../data/analytics.ts';
import { admin } from '../../policy.ts';

/** The dashboard sidebar badges: pending donor requests and incomplete blood requests, counted in SQL. */
export async function dashboardCountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/dashboard/counts',
    {
      schema: { response: { 200: dashboardCounts } },
      config: {
        access: admin,
        operation: { id: 'getDashboardCounts', tag: 'dashboard', summary: "The sidebar's counts" },
      },
    },
    async () => dashboardBadgeCounts(app.db),
  );
}
