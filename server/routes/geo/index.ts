import etag from '@fastify/etag';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  districtsAnswer,
  districtsQuery,
  divisionsAnswer,
  unionsAnswer,
  upazilasAnswer,
  villagesAnswer,
  unionsForFormQuery,
  upazilasForFormQuery,
  villagesForFormQuery,
} from '../../../common/schemas/geo.ts';
import {
  presentDistrict,
  presentDivision,
  presentUnion,
  presentUpazila,
  presentVillage,
} from '../../shared/geo-presenter.ts';
import {
  listDistricts,
  listDivisions,
  listUnions,
  listUpazilas,
  listVillages,
} from '../../data/geo.ts';
import { anyone } from '../../policy.ts';

/** The public geography lists behind the registration cascade. Browsers revalidate with ETags. */
export async function geoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(etag, { weak: true });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'public, no-cache');
  });
  const db = app.database.db;

  // Every visitor's registration form reads these: answered from the public cache (its bytes, its
  // ETag), one entry per level and parent (the whole level without one).
  const cache = app.publicCache;

  app.get(
    '/api/divisions',
    {
      schema: { response: { 200: divisionsAnswer } },
      config: {
        access: anyone,
        operation: { id: 'listDivisions', tag: 'places', summary: 'All divisions' },
      },
    },
    async (request, reply) =>
      cache.send(request, reply, 'geography', 'divisions', async () => ({
        divisions: (await listDivisions(db)).map(presentDivision),
      })),
  );

  app.get(
    '/api/districts',
    {
      schema: { querystring: districtsQuery, response: { 200: districtsAnswer } },
      config: {
        access: anyone,
        operation: {
          id: 'listDistricts',
          tag: 'places',
          summary: 'Districts, of one division if given',
        },
      },
    },
    async (request, reply) => {
      const parent = request.query.division_id;
      return cache.send(request, reply, 'geography', `districts:${parent ?? ''}`, async () => ({
        districts: (await listDistricts(db, parent)).map(presentDistrict),
      }));
    },
  );

  app.get(
    '/api/upazilasForForm',
    {
      schema: { querystring: upazilasForFormQuery, response: { 200: upazilasAnswer } },
      config: {
        access: anyone,
        operation: {
          id: 'listUpazilasForForm',
          tag: 'places',
          summary: "Upazilas for a form's select",
        },
      },
    },
    async (request, reply) => {
      const parent = request.query.district_id;
      return cache.send(request, reply, 'geography', `upazilas:${parent ?? ''}`, async () => ({
        upazilas: (await listUpazilas(db, parent)).map(presentUpazila),
      }));
    },
  );

  app.get(
    '/api/unionsForForm',
    {
      schema: { querystring: unionsForFormQuery, response: { 200: unionsAnswer } },
      config: {
        access: anyone,
        operation: {
          id: 'listUnionsForForm',
          tag: 'places',
          summary: "Unions for a form's select",
        },
      },
    },
    async (request, reply) => {
      const parent = request.query.upazila_id;
      return cache.send(request, reply, 'geography', `unions:${parent ?? ''}`, async () => ({
        unions: (await listUnions(db, parent)).map(presentUnion),
      }));
    },
  );

  // Villages: read each time, one union's by its index (the ETag still spares the body).
  app.get(
    '/api/villagesForForm',
    {
      schema: { querystring: villagesForFormQuery, response: { 200: villagesAnswer } },
      config: {
        access: anyone,
        operation: {
          id: 'listVillagesForForm',
          tag: 'places',
          summary: "Villages for a form's select",
        },
      },
    },
    async (request) => {
      const query = request.query;
      return { villages: (await listVillages(db, query.union_id)).map(presentVillage) };
    },
  );
}
