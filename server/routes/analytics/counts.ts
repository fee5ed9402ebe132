import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardCounts } from '../../../common/schemas/analytics.ts';
import { and, count, eq } from 'drizzle-orm';
import { bloodRequests, donors } from '../../db/schema.ts';
import { liveBloodRequest } from '../blood-requests/repository.ts';
import { liveDonor } from '../donors/repository.ts';
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
    async () => {
      const [[pending], [incomplete]] = await Promise.all([
        app.db
          .select({ n: count() })
          .from(donors)
          .where(and(eq(donors.status, 'pending'), liveDonor)),
        app.db
          .select({ n: count() })
          .from(bloodRequests)
          .where(and(eq(bloodRequests.status, 'incomplete'), liveBloodRequest)),
      ]);
      return { pendingDonorRequests: pending?.n ?? 0, incompleteBloodRequests: incomplete?.n ?? 0 };
    },
  );
}
