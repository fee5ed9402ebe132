import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deletedAnswer, insertedAnswer, successAnswer } from '../../../common/schemas/answers.ts';
import {
  unionBody,
  unionsPage,
  upazilasPage,
  villagesPage,
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

/** One searched page of a list, with its count of pages and rows. */
async function listPage<Row, Shown>(
  db: Db,
  page: (db: Db, options: PageOptions) => Promise<{ rows: Row[]; total: number }>,
  present: (row: Row) => Shown,
  options: PageOptions,
) {
  const { rows, total } = await page(db, options);
  return { rows: rows.map(present), pageCount: pageCount(total, options.limit), totalCount: total };
}

/**
 * Address management: paged lists of upazilas, unions and villages for admins;
 * super admins add, rename and delete unions and villages and correct an upazila's Bangla name
 * (server/policy.ts). The public registration
 * cascade (/api/unionsForForm, /api/villagesForForm) reads the same tables, so a change shows there at once.
 */
export async function addressRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  app.get(
    '/api/upazilas',
    { schema: { querystring: upazilasQuery, response: { 200: upazilasPage } } },
    async ({ query }) => {
      const options = { limit: query.upazilaLimit, page: query.upazilaPageNumber, search: query.upazilaSearchData };
      const { rows, ...page } = await listPage(db, pageUpazilas, presentUpazila, options);
      return { upazilas: rows, ...page };
    },
  );

  app.get(
    '/api/unions',
    { schema: { querystring: unionsQuery, response: { 200: unionsPage } } },
    async ({ query }) => {
      const options = { limit: query.unionLimit, page: query.unionPageNumber, search: query.unionSearchData };
      const { rows, ...page } = await listPage(db, pageUnions, presentUnion, options);
      return { unions: rows, ...page };
    },
  );

  app.post('/api/unions', { schema: { body: unionBody, response: { 200: insertedAnswer } } }, async (request) => {
    const body = request.body;
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
    { schema: { params: upazilaIdParam, body: upazilaRenameBody, response: { 200: successAnswer } } },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      const modifiedCount = await renameUpazila(db, id, body.bn_name);
      if (modifiedCount === 0) throw notFound('No upazila with that id');
      return { success: true as const, modifiedCount };
    },
  );

  app.patch(
    '/api/unions/:id',
    { schema: { params: unionIdParam, body: unionRenameBody, response: { 200: successAnswer } } },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      const modifiedCount = await renameUnion(db, id, { name: body.name, bnName: body.bn_name });
      if (modifiedCount === 0) throw notFound('No union with that id');
      return { success: true as const, modifiedCount };
    },
  );

  app.delete('/api/unions/:id', { schema: { params: unionIdParam, response: { 200: deletedAnswer } } }, async (request) => {
    const { id } = request.params;
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
    { schema: { querystring: villagesQuery, response: { 200: villagesPage } } },
    async ({ query }) => {
      const options = { limit: query.villageLimit, page: query.villagePageNumber, search: query.villageSearchData };
      const { rows, ...page } = await listPage(db, pageVillages, presentVillage, options);
      return { villages: rows, ...page };
    },
  );

  app.post('/api/villages', { schema: { body: villageBody, response: { 200: insertedAnswer } } }, async (request) => {
    const body = request.body;
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
    { schema: { params: villageIdParam, body: villageRenameBody, response: { 200: successAnswer } } },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      const renamed = await renameVillage(db, id, { name: body.name, bnName: body.bn_name }).catch(
        (error: unknown) => {
          if (isUniqueViolation(error))
            throw conflict('name: this union already has a village with this name', 'name');
          throw error;
        },
      );
      if (!renamed) throw notFound('No village with that id');
      return { success: true as const, modifiedCount: 1 };
    },
  );

  app.delete('/api/villages/:id', { schema: { params: villageIdParam, response: { 200: deletedAnswer } } }, async (request) => {
    const { id } = request.params;
    // Donors keep their village as a name, so deleting a village leaves no donor pointing nowhere.
    return { deletedCount: await deleteVillage(db, id) };
  });
}
