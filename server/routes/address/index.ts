import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  unionBody,
  unionIdParam,
  unionsQuery,
  upazilasQuery,
  villageBody,
  villageIdParam,
  villagesQuery,
} from '../../../common/schemas/address.ts';
import { pageCount } from '../../../common/schemas/pagination.ts';
import { badRequest, conflict } from '../../http-errors.ts';
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
  unionDependents,
  unionExists,
  upazilaExists,
} from './repository.ts';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Address management (spec 2, Address): paged lists of upazilas, unions and villages for admins;
 * super admins add and delete unions and villages (server/policy.ts). The public registration
 * cascade (/api/unionsForForm, /api/villagesForForm) reads the same tables, so a change shows there at once.
 */
export async function addressRoutes(app: FastifyInstance) {
  const db = app.db;

  app.get('/api/upazilas', { schema: { querystring: upazilasQuery } }, async (request) => {
    const query = request.query as z.infer<typeof upazilasQuery>;
    const { rows, total } = await pageUpazilas(db, {
      limit: query.upazilaLimit,
      page: query.upazilaPageNumber,
      search: query.upazilaSearchData,
    });
    return { upazilas: rows.map(presentUpazila), pageCount: pageCount(total, query.upazilaLimit), totalCount: total };
  });

  app.get('/api/unions', { schema: { querystring: unionsQuery } }, async (request) => {
    const query = request.query as z.infer<typeof unionsQuery>;
    const { rows, total } = await pageUnions(db, {
      limit: query.unionLimit,
      page: query.unionPageNumber,
      search: query.unionSearchData,
    });
    return { unions: rows.map(presentUnion), pageCount: pageCount(total, query.unionLimit), totalCount: total };
  });

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
    if (!inserted) throw conflict(`union_id: the union id ${body.union_id} is already taken`, 'union_id');
    return { insertedId: String(body.union_id) };
  });

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
      throw conflict(`This union still has ${held}; it cannot be deleted while they belong to it`, 'id');
    }
    try {
      return { deletedCount: await deleteUnion(db, id) };
    } catch (error) {
      // A village or donor was added between the check and the delete.
      if (isForeignKeyViolation(error)) {
        throw conflict('This union still has villages or donors; it cannot be deleted while they belong to it', 'id');
      }
      throw error;
    }
  });

  app.get('/api/villages', { schema: { querystring: villagesQuery } }, async (request) => {
    const query = request.query as z.infer<typeof villagesQuery>;
    const { rows, total } = await pageVillages(db, {
      limit: query.villageLimit,
      page: query.villagePageNumber,
      search: query.villageSearchData,
    });
    return {
      villages: rows.map(presentVillage),
      pageCount: pageCount(total, query.villageLimit),
      totalCount: total,
    };
  });

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
      return { insertedId: await insertVillage(db, { unionId: body.union_id, name: body.name, bnName: body.bn_name }) };
    } catch (error) {
      // The union was deleted, or the same village added, between the check and the insert.
      if (isForeignKeyViolation(error)) throw badRequest(`union_id: no union has the id ${body.union_id}`, 'union_id');
      if (isUniqueViolation(error)) throw conflict('name: this union already has a village with this name', 'name');
      throw error;
    }
  });

  app.delete('/api/villages/:id', { schema: { params: villageIdParam } }, async (request) => {
    const { id } = request.params as z.infer<typeof villageIdParam>;
    // Donors keep their village as a name, so deleting a village leaves no donor pointing nowhere.
    return { deletedCount: await deleteVillage(db, id) };
  });
}
