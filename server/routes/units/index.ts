import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deletedAnswer, modifiedAnswer } from '../../../common/schemas/answers.ts';
import {
  unitAnswer,
  unitCreateBody,
  unitCreatedAnswer,
  unitDirectoryAnswer,
  unitIdParam,
  unitMemberAnswer,
  unitMemberBody,
  unitMemberParam,
  unitMembersAnswer,
  unitPublicAnswer,
  unitPublicQuery,
  unitsAnswer,
  unitUpdateBody,
} from '../../../common/schemas/units.ts';
import {
  archiveUnit,
  createUnit,
  putUnitMember,
  removeUnitMember,
  unitFor,
  unitMembersFor,
  updateUnit,
  visibleUnits,
} from '../../domain/units.ts';
import { liveUnitNames, publicUnitAt } from '../../data/units.ts';
import { admin, anyone } from '../../policy.ts';

/**
 * The units of a federation and their members (docs/decisions/056-units.md). Every route is for
 * admins; which units an admin may see or change is decided by their memberships
 * (server/domain/units.ts): a unit they may not see answers 404.
 */
export async function unitRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  app.get(
    '/api/units',
    {
      schema: { response: { 200: unitsAnswer } },
      config: {
        access: admin,
        operation: {
          id: 'listUnits',
          tag: 'units',
          summary:
            "The units the caller may see (a super admin: all; a member: their units and those below), parents before their children, with their places, member and donor counts; and the caller's own memberships",
        },
      },
    },
    async (request) => visibleUnits(db, request.caller!),
  );

  app.get(
    '/api/unit-directory',
    {
      schema: { response: { 200: unitDirectoryAnswer } },
      config: {
        access: admin,
        operation: {
          id: 'listUnitDirectory',
          tag: 'units',
          summary:
            "Every live unit's id, names and depth in tree order, whoever the admin (the picker for handing a request or a donor to another unit); nothing else about them",
        },
      },
    },
    async () => ({
      units: (await liveUnitNames(db)).map((u) => ({
        id: u.id,
        name: { bn: u.nameBn, en: u.nameEn },
        depth: u.depth,
      })),
    }),
  );

  // The unit of a visitor's place (public pages): answered from the public cache, cleared by every unit change.
  app.get(
    '/api/unit-of-place',
    {
      schema: { querystring: unitPublicQuery, response: { 200: unitPublicAnswer } },
      config: {
        access: anyone,
        operation: {
          id: 'publicUnit',
          tag: 'units',
          summary:
            "The unit covering a visitor's district (or upazila): only its name and public contact number; null on an installation of one unit or when no unit covers the place",
        },
      },
    },
    async (request, reply) => {
      const { divisionId, districtId, upazilaId } = request.query;
      reply.header('cache-control', 'public, no-cache');
      return app.publicCache.send(
        request,
        reply,
        'units',
        `${divisionId ?? ''}:${districtId}:${upazilaId ?? ''}`,
        async () => ({ unit: await publicUnitAt(db, { divisionId, districtId, upazilaId }) }),
      );
    },
  );

  app.post(
    '/api/units',
    {
      schema: { body: unitCreateBody, response: { 201: unitCreatedAnswer } },
      config: {
        access: admin,
        audit: { command: 'units', target: 'unit' },
        operation: {
          id: 'createUnit',
          tag: 'units',
          summary:
            'Add a unit below parentId (one level deeper, at most 3; a super admin or an admin of the parent) or a top-level unit (super admins); 409 UNIT_PLACE_OVERLAP when its places overlap those of another live unit of the same depth',
          conflict: true,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createUnit(db, request.caller!, request.body)),
  );

  app.get(
    '/api/units/:id',
    {
      schema: { params: unitIdParam, response: { 200: unitAnswer } },
      config: {
        access: admin,
        operation: {
          id: 'getUnit',
          tag: 'units',
          summary: 'One unit the caller may see (404 for any other)',
        },
      },
    },
    async (request) => unitFor(db, request.caller!, request.params.id),
  );

  app.patch(
    '/api/units/:id',
    {
      schema: { params: unitIdParam, body: unitUpdateBody, response: { 200: modifiedAnswer } },
      config: {
        access: admin,
        audit: { command: 'units', target: 'unit' },
        operation: {
          id: 'updateUnit',
          tag: 'units',
          summary:
            "Change a unit's names, number or places (a level given replaces that level's places); an admin of the unit or of a unit above it",
          conflict: true,
        },
      },
    },
    async (request) => ({
      modifiedCount: await updateUnit(db, request.caller!, request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/units/:id',
    {
      schema: { params: unitIdParam, response: { 200: modifiedAnswer } },
      config: {
        access: admin,
        audit: { command: 'units', target: 'unit' },
        operation: {
          id: 'archiveUnit',
          tag: 'units',
          summary:
            'Archive a unit (never deleted; modifiedCount 0 when archived already); an admin of a unit above it or a super admin; 409 UNIT_HAS_CHILDREN while live units are below it, UNIT_ONLY_LIVE for the only live unit',
          conflict: true,
        },
      },
    },
    async (request) => ({
      modifiedCount: await archiveUnit(db, request.caller!, request.params.id, new Date()),
    }),
  );

  app.get(
    '/api/units/:id/members',
    {
      schema: { params: unitIdParam, response: { 200: unitMembersAnswer } },
      config: {
        access: admin,
        operation: {
          id: 'listUnitMembers',
          tag: 'units',
          summary: "A unit's members; an admin of the unit or of a unit above it",
        },
      },
    },
    async (request) => ({ members: await unitMembersFor(db, request.caller!, request.params.id) }),
  );

  app.put(
    '/api/units/:id/members',
    {
      schema: { params: unitIdParam, body: unitMemberBody, response: { 200: unitMemberAnswer } },
      config: {
        access: admin,
        audit: { command: 'units', target: 'unit' },
        operation: {
          id: 'putUnitMember',
          tag: 'units',
          summary:
            'Add the account with this email to the unit as admin or volunteer, or change its role there (a plain user becomes an admin; 404 when no account has the email); an admin of the unit or of a unit above it',
          conflict: true,
        },
      },
    },
    async (request) => putUnitMember(db, request.caller!, request.params.id, request.body),
  );

  app.delete(
    '/api/units/:id/members/:userId',
    {
      schema: { params: unitMemberParam, response: { 200: deletedAnswer } },
      config: {
        access: admin,
        audit: { command: 'units', target: 'unit' },
        operation: {
          id: 'removeUnitMember',
          tag: 'units',
          summary:
            'Take an account out of a unit (its account role stays); an admin of the unit or of a unit above it',
          conflict: true,
        },
      },
    },
    async (request) => ({
      deletedCount: await removeUnitMember(
        db,
        request.caller!,
        request.params.id,
        request.params.userId,
      ),
    }),
  );
}
