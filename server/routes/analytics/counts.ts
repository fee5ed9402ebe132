import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { bloodRequests, donors } from '../../db/schema.ts';

/** The dashboard sidebar badges: pending donor requests and incomplete blood requests, counted in SQL. */
export async function dashboardCountRoutes(app: FastifyInstance) {
  app.get('/api/dashboard/counts', async () => {
    const [[pending], [incomplete]] = await Promise.all([
      app.db.select({ n: count() }).from(donors).where(eq(donors.status, 'pending')),
      app.db.select({ n: count() }).from(bloodRequests).where(eq(bloodRequests.status, 'incomplete')),
    ]);
    return { pendingDonorRequests: pending?.n ?? 0, incompleteBloodRequests: incomplete?.n ?? 0 };
  });
}
