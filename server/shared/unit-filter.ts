import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { narrowScope, type Scope } from '../data/scope.ts';
import { notFound } from '../http-errors.ts';
import { requestScope } from '../plugins/access.ts';

/**
 * The scope a dashboard figure or the Activity screen reads: the caller's, or with `unitId` that
 * unit and the units below it. A unit outside the caller's scope answers 404, as if it did not
 * exist (docs/decisions/056-units.md).
 */
export async function filteredScope(
  db: Db,
  request: FastifyRequest,
  unitId: string | undefined,
): Promise<Scope> {
  const scope = requestScope(request);
  if (!unitId) return scope;
  const narrowed = await narrowScope(db, scope, unitId);
  if (!narrowed) throw notFound('Unit not found');
  return narrowed;
}
