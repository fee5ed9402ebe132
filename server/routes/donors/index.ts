import type { FastifyInstance } from 'fastify';

/** Routes of this resource; see server/policy.ts for who may call each. */
export async function donorRoutes(_app: FastifyInstance) {}
