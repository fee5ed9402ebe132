import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  unionBody,
  unionIdParam,
  unionRenameBody,
  unionsQuery,
  upazilaIdParam,
  upazilaRenameBody,
  upazilasQuery,
  villageBody,
  villageIdParam,
  villageRenameBody,
  villagesQuery,
} from '../../../common/schemas/address.ts';
import { pageCount } from '../../../common/schemas/pagination.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../http-errors.ts';
import { presentUnion, presentUpazila, presentVillage } from '../geo/presenter.ts';
import {
  deleteUnion,
  deleteVillage,
  findVillageNamed,
  insertUnion,
  insertVillage,
  isForeignKeyViolation,
  isUniqueViolation,
  pageUnions,
  pageUpazilas,
  pageVillages,
  type PageOptions,
  renameUnion,
  renameUpazila,
  renameVillage,
  unionDependents,
  unionExists,
  upazilaExists,
} from './repository.ts';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

type ListName = 'upazila' | 'union' | 'village';
type ListQuery<List extends ListName> = Record<`${List}Limit` | `${List}PageNumber`, number> &
  Record<`${List}SearchData`, string>;

/**
 * GET /api/upazilas, /api/unions, /api/villages: one searched page of a list. Its query fields and
 * its rows carry the list's name (e.g. unionLimit, unionPageNumber, unionSearchData -> unions).
 */
function listHandler<List extends ListName, Row, Shown>(
  db: Db,
  list: List,
  page: (db: Db, options: PageOptions) => Promise<{ rows: Row[]; total: number }>,
  present: (row: Row) => Shown,
) {
  return async (request: FastifyRequest) => {
    const query = request.query as ListQuery<List>;
    const limit = query[`${list}Limit`];
    const { rows, total } = await page(db, {
      limit,
      page: query[`${list}PageNumber`],
      search: query[`${list}SearchData`],
    });
    const shown = rows.map(present);
    return { [`${list}s`]: shown, pageCount: pageCount(total, limit), totalCount: total };
  };
}

/**
 * Address management: paged lists of upazilas, unions and villages for admins;
 * super admins add, rename and delete unions and villages and correct an upazila's Bangla name
 * (server/policy.ts). The public registration
 * cascade (/api/unionsForForm, /api/villagesForForm) reads the same tables, so a change shows there at once.
 */
export async function addressRoutes(app: FastifyInstance) {
  const db = app.db;

  app.get(
    '/api/upazilas',
    { schema: { querystring: upazilasQuery } },
    listHandler(db, 'upazila', pageUpazilas, presentUpazila),
  );

  app.get(
    '/api/unions',
    { schema: { querystring: unionsQuery } },
    listHandler(db, 'union', pageUnions, presentUnion),
  );

  app.post('/api/unions', { schema: { body: unionBody } }, async (request) => {
    const body = request.body as z.infer<typeof unionBody>;
    if (!(await upazilaExists(db, body.upazila_id))) {
      throw badRequest(`upazila_id: no upazila has the id ${body.upazila_id}`, 'upazila_id');
    }
    const inserted = await insertUnion(db, {
      id: body.union_id,
      upazilaId: body.upazila_id,
      name: body.name,
      bnName: body.bn_name,
    });
    if (!inserted)
      throw conflict(`union_id: the union id ${body.union_id} is already taken`, 'union_id');
    return { insertedId: String(body.union_id) };
  });

  app.patch(
    '/api/upazilas/:id',
    { schema: { params: upazilaIdParam, body: upazilaRenameBody } },
    async (request) => {
      const { id } = request.params as z.infer<typeof upazilaIdParam>;
      const body = request.body as z.infer<typeof upazilaRenameBody>;
      const modifiedCount = await renameUpazila(db, id, body.bn_name);
      if (modifiedCount === 0) throw notFound('No upazila with that id');
      return { modifiedCount };
    },
  );

  app.patch(
    '/api/unions/:id',
    { schema: { params: unionIdParam, body: unionRenameBody } },
    async (request) => {
      const { id } = request.params as z.infer<typeof unionIdParam>;
      const body = request.body as z.infer<typeof unionRenameBody>;
      const modifiedCount = await renameUnion(db, id, { name: body.name, bnName: body.bn_name });
      if (modifiedCount === 0) throw notFound('No union with that id');
      return { modifiedCount };
    },
  );

  app.delete('/api/unions/:id', { schema: { params: unionIdParam } }, async (request) => {
    const { id } = request.params as z.infer<typeof unionIdParam>;
    const dependents = await unionDependents(db, id);
    if (dependents.villages > 0 || dependents.donors > 0) {
      const held = [
        dependents.villages > 0 ? plural(dependents.villages, 'village', 'villages') : '',
        dependents.donors > 0 ? plural(dependents.donors, 'donor', 'donors') : '',
      ]
        .filter(Boolean)
        .join(' and ');
      throw conflict(
        `This union still has ${held}; it cannot be deleted while they belong to it`,
        'id',
      );
    }
    try {
      return { deletedCount: await deleteUnion(db, id) };
    } catch (error) {
      // A village or donor was added between the check and the delete.
      if (isForeignKeyViolation(error)) {
        throw conflict(
          'This union still has villages or donors; it cannot be deleted while they belong to it',
          'id',
        );
      }
      throw error;
    }
  });

  app.get(
    '/api/villages',
    { schema: { querystring: villagesQuery } },
    listHandler(db, 'village', pageVillages, presentVillage),
  );

  app.post('/api/villages', { schema: { body: villageBody } }, async (request) => {
    const body = request.body as z.infer<typeof villageBody>;
    if (!(await unionExists(db, body.union_id))) {
      throw badRequest(`union_id: no union has the id ${body.union_id}`, 'union_id');
    }
    const same = await findVillageNamed(db, body.union_id, body.name, body.bn_name);
    if (same) {
      const field = same.name.toLowerCase() === body.name.toLowerCase() ? 'name' : 'bn_name';
      throw conflict(`${field}: this union already has a village with this name`, field);
    }
    try {
      return {
        insertedId: await insertVillage(db, {
          unionId: body.union_id,
          name: body.name,
          bnName: body.bn_name,
        }),
      };
    } catch (error) {
      // The union was deleted, or the same village added, between the check and the insert.
      if (isForeignKeyViolation(error))
        throw badRequest(`union_id: no union has the id ${body.union_id}`, 'union_id');
      if (isUniqueViolation(error))
        throw conflict('name: this union already has a village with this name', 'name');
      throw error;
    }
  });

  app.patch(
    '/api/villages/:id',
    { schema: { params: villageIdParam, body: villageRenameBody } },
    async (request) => {
      const { id } = request.params as z.infer<typeof villageIdParam>;
      const body = request.body as z.infer<typeof villageRenameBody>;
      const renamed = await renameVillage(db, id, { name: body.name, bnName: body.bn_name }).catch(
        (error: unknown) => {
          if (isUniqueViolation(error))
            throw conflict('name: this union already has a village with this name', 'name');
          throw error;
        },
      );
      if (!renamed) throw notFound('No village with that id');
      return { modifiedCount: 1 };
    },
  );

  app.delete('/api/villages/:id', { schema: { params: villageIdParam } }, async (request) => {
    const { id } = request.params as z.infer<typeof villageIdParam>;
    // Donors keep their village as a name, so deleting a village leaves no donor pointing nowhere.
    return { deletedCount: await deleteVillage(db, id) };
  });
}
