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
import { actorOf } from '../../domain/command.ts';
import {
  addUnion,
  addVillage,
  deleteUnion,
  deleteVillage,
  renamePlace,
} from '../../domain/places.ts';
import { presentUnion, presentUpazila, presentVillage } from '../../shared/geo-presenter.ts';
import { pageUnions, pageUpazilas, pageVillages, type PageOptions } from '../../data/address.ts';
import { admin, superAdmin } from '../../policy.ts';

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
    {
      schema: { querystring: upazilasQuery, response: { 200: upazilasPage } },
      config: {
        access: admin,
        operation: {
          id: 'listUpazilas',
          tag: 'places',
          summary: 'Upazilas, paged (address management)',
        },
      },
    },
    async ({ query }) => {
      const options = {
        limit: query.upazilaLimit,
        page: query.upazilaPageNumber,
        search: query.upazilaSearchData,
        nameOrder: query.lang,
      };
      const { rows, ...page } = await listPage(db, pageUpazilas, presentUpazila, options);
      return { upazilas: rows, ...page };
    },
  );

  app.get(
    '/api/unions',
    {
      schema: { querystring: unionsQuery, response: { 200: unionsPage } },
      config: {
        access: admin,
        operation: {
          id: 'listUnions',
          tag: 'places',
          summary: 'Unions, paged (address management)',
        },
      },
    },
    async ({ query }) => {
      const options = {
        limit: query.unionLimit,
        page: query.unionPageNumber,
        search: query.unionSearchData,
        nameOrder: query.lang,
      };
      const { rows, ...page } = await listPage(db, pageUnions, presentUnion, options);
      return { unions: rows, ...page };
    },
  );

  app.post(
    '/api/unions',
    {
      schema: { body: unionBody, response: { 200: insertedAnswer } },
      config: {
        access: superAdmin('Super Admin Can Only Add Union'),
        audit: { command: 'places', target: 'union' },
        operation: { id: 'addUnion', tag: 'places', summary: 'Add a union', conflict: true },
      },
    },
    async (request) => {
      const body = request.body;
      const insertedId = await addUnion(db, actorOf(request), {
        id: body.union_id,
        upazilaId: body.upazila_id,
        name: body.name,
        bnName: body.bn_name,
      });
      return { insertedId };
    },
  );

  app.patch(
    '/api/upazilas/:id',
    {
      schema: { params: upazilaIdParam, body: upazilaRenameBody, response: { 200: successAnswer } },
      config: {
        access: superAdmin('Super Admin Can Only Edit Upazila'),
        audit: { command: 'places', target: 'upazila' },
        operation: {
          id: 'renameUpazila',
          tag: 'places',
          summary: 'Rename an upazila (Bengali name)',
        },
      },
    },
    async (request) => {
      const modifiedCount = await renamePlace(db, actorOf(request), 'upazila', request.params.id, {
        bnName: request.body.bn_name,
      });
      // The original client closes its edit form on `success`.
      return { success: true as const, modifiedCount };
    },
  );

  app.patch(
    '/api/unions/:id',
    {
      schema: { params: unionIdParam, body: unionRenameBody, response: { 200: successAnswer } },
      config: {
        access: superAdmin('Super Admin Can Only Edit Union'),
        audit: { command: 'places', target: 'union' },
        operation: { id: 'renameUnion', tag: 'places', summary: 'Rename a union', conflict: true },
      },
    },
    async (request) => {
      const { name, bn_name: bnName } = request.body;
      const modifiedCount = await renamePlace(db, actorOf(request), 'union', request.params.id, {
        name,
        bnName,
      });
      return { success: true as const, modifiedCount };
    },
  );

  app.delete(
    '/api/unions/:id',
    {
      schema: { params: unionIdParam, response: { 200: deletedAnswer } },
      config: {
        access: superAdmin('Super Admin Can Only Delete Union'),
        audit: { command: 'places', target: 'union' },
        operation: { id: 'deleteUnion', tag: 'places', summary: 'Delete a union', conflict: true },
      },
    },
    async (request) => {
      return { deletedCount: await deleteUnion(db, actorOf(request), request.params.id) };
    },
  );

  app.get(
    '/api/villages',
    {
      schema: { querystring: villagesQuery, response: { 200: villagesPage } },
      config: {
        access: admin,
        operation: {
          id: 'listVillages',
          tag: 'places',
          summary: 'Villages, paged (address management)',
        },
      },
    },
    async ({ query }) => {
      const options = {
        limit: query.villageLimit,
        page: query.villagePageNumber,
        search: query.villageSearchData,
        nameOrder: query.lang,
      };
      const { rows, ...page } = await listPage(db, pageVillages, presentVillage, options);
      return { villages: rows, ...page };
    },
  );

  app.post(
    '/api/villages',
    {
      schema: { body: villageBody, response: { 200: insertedAnswer } },
      config: {
        access: superAdmin('Super Admin Can Only Add Village'),
        audit: { command: 'places', target: 'village' },
        operation: { id: 'addVillage', tag: 'places', summary: 'Add a village', conflict: true },
      },
    },
    async (request) => {
      const body = request.body;
      const insertedId = await addVillage(db, actorOf(request), {
        unionId: body.union_id,
        name: body.name,
        bnName: body.bn_name,
      });
      return { insertedId };
    },
  );

  app.patch(
    '/api/villages/:id',
    {
      schema: {
        params: villageIdParam,
        body: villageRenameBody,
        response: { 200: successAnswer },
      },
      config: {
        access: superAdmin('Super Admin Can Only Edit Village'),
        audit: { command: 'places', target: 'village' },
        operation: {
          id: 'renameVillage',
          tag: 'places',
          summary: 'Rename a village',
          conflict: true,
        },
      },
    },
    async (request) => {
      const { name, bn_name: bnName } = request.body;
      const modifiedCount = await renamePlace(db, actorOf(request), 'village', request.params.id, {
        name,
        bnName,
      });
      return { success: true as const, modifiedCount };
    },
  );

  app.delete(
    '/api/villages/:id',
    {
      schema: { params: villageIdParam, response: { 200: deletedAnswer } },
      config: {
        access: superAdmin('Super Admin Can Only Delete Village'),
        audit: { command: 'places', target: 'village' },
        operation: { id: 'deleteVillage', tag: 'places', summary: 'Delete a village' },
      },
    },
    async (request) => {
      return { deletedCount: await deleteVillage(db, actorOf(request), request.params.id) };
    },
  );
}
