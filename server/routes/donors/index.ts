import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deletedAnswer,
  insertedAnswer,
  modifiedAnswer,
  successAnswer,
} from '../../../common/schemas/answers.ts';
import {
  availableDonorPage,
  donationBody,
  donorIdParam,
  donorUnitBody,
  donorInfoBody,
  donorListQuery,
  donorRegistrationBody,
  donorRequestPage,
  donorRequestQuery,
  topDonor,
  topDonorQuery,
  unavailableDonorPage,
  verifiedDonorQuery,
  verifiedDonorsAnswer,
  type DonorListQuery,
} from '../../../common/schemas/donors.ts';
import { pageCount } from '../../../common/schemas/pagination.ts';
import { MAX_PAGE_SIZE } from '../../../common/constants.ts';
import { actorOf } from '../../domain/command.ts';
import { recordDonation } from '../../domain/donations.ts';
import {
  archiveDonor,
  moveDonorToUnit,
  makeDonorAvailable,
  registerDonor,
  updateDonor,
  verifyDonor,
} from '../../domain/donors.ts';
import { publicWriteLimits } from '../../plugins/write-limits.ts';
import { placeListQuery } from '../../domain/place-query.ts';
import { callSummaries } from '../../data/calls.ts';
import { blockedAmong } from '../../data/money-reports.ts';
import { NO_CALLS, presentDonor, presentTopDonor } from '../../shared/donor-presenter.ts';
import {
  liveLinkTimes,
  pageDonorRequests,
  pageDonors,
  pageVerifiedDonors,
  topDonors,
  type Availability,
  type DonorRecord,
} from '../../data/donors.ts';
import { admin, anyone } from '../../policy.ts';
import { requestScope } from '../../plugins/access.ts';
import { EVERYTHING, type Scope } from '../../data/scope.ts';

/** Routes of this resource; see server/policy.ts for who may call each. */
export async function donorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  /** The admins' donor rows with their call figures, computed in SQL for this page only. */
  const present = async (rows: DonorRecord[], now: Date) => {
    const ids = rows.map((r) => r.donor.id);
    const [calls, links, blocked] = await Promise.all([
      callSummaries(db, ids, now),
      liveLinkTimes(db, ids),
      blockedAmong(
        db,
        rows.flatMap((r) => [r.donor.phone1, r.donor.phone2 ?? '']),
      ),
    ]);
    return rows.map((r) => ({
      ...presentDonor(
        r,
        now,
        { ...NO_CALLS, ...calls.get(r.donor.id) },
        links.get(r.donor.id) ?? null,
      ),
      blocked:
        blocked.has(r.donor.phone1) || (r.donor.phone2 !== null && blocked.has(r.donor.phone2)),
    }));
  };

  /** Public registration: stored pending; the server sets status, counts and times itself. */
  app.post(
    '/api/donor-request',
    {
      schema: { body: donorRegistrationBody, response: { 201: insertedAnswer } },
      ...publicWriteLimits(
        app,
        {
          group: 'donor-registration',
          idempotent: true,
          phones: (body) => [
            { field: 'number1', value: body.number1 },
            { field: 'number2', value: body.number2 },
          ],
        },
        {
          access: anyone,
          audit: { command: 'donors', target: 'donor' },
          operation: {
            id: 'registerDonor',
            tag: 'donors',
            summary: 'Register as a donor',
            conflict: true,
          },
        },
      ),
    },
    async (request, reply) => {
      const { id } = await registerDonor(db, actorOf(request), request.body);
      return reply.status(201).send({ insertedId: id });
    },
  );

  app.get(
    '/api/donor-request',
    {
      schema: { querystring: donorRequestQuery, response: { 200: donorRequestPage } },
      config: {
        access: admin,
        scoped: true,
        operation: {
          id: 'listDonorRequests',
          tag: 'donors',
          summary: 'Donors waiting to be verified, paged',
        },
      },
    },
    async (request) => {
      const query = request.query;
      const now = new Date();
      const { rows, total } = await pageDonorRequests(
        db,
        { limit: query.limit, page: query.pageNumber, consent: query.consent },
        requestScope(request),
      );
      return {
        allDonorRequest: await present(rows, now),
        pageCount: pageCount(total, query.limit),
        totalCount: total,
      };
    },
  );

  /** Accept: the body (status, acceptedTime) is ignored; the server's clock and rules decide. */
  app.patch(
    '/api/donorStatus/:id',
    {
      schema: { params: donorIdParam, response: { 200: modifiedAnswer } },
      config: {
        access: admin,
        scoped: true,
        audit: { command: 'donors', target: 'donor' },
        operation: { id: 'acceptDonor', tag: 'donors', summary: 'Accept (verify) a donor' },
      },
    },
    async (request) => {
      const { id } = request.params;
      return { modifiedCount: await verifyDonor(db, actorOf(request), id, new Date()) };
    },
  );

  /** Deletes (archives) a donor or a donor request (one call serves both: a request is a donor not yet verified). */
  app.delete(
    '/api/donorRequest/:id',
    {
      schema: { params: donorIdParam, response: { 200: deletedAnswer } },
      config: {
        access: admin,
        scoped: true,
        audit: { command: 'donors', target: 'donor' },
        operation: { id: 'deleteDonor', tag: 'donors', summary: 'Delete (archive) a donor' },
      },
    },
    async (request) => {
      const { id } = request.params;
      return { deletedCount: await archiveDonor(db, actorOf(request), id, new Date()) };
    },
  );

  /** One page of a donor list, its rows under the list's own key. */
  const listPage = async (kind: Availability, raw: DonorListQuery, scope: Scope) => {
    const query = await placeListQuery(db, raw);
    const now = new Date();
    const { rows, total, next } = await pageDonors(db, kind, query, now, scope);
    return {
      rows: await present(rows, now),
      pageCount: pageCount(total, query.limit),
      totalCount: total,
      next,
    };
  };
  app.get(
    '/api/available-donor',
    {
      schema: { querystring: donorListQuery, response: { 200: availableDonorPage } },
      config: {
        access: admin,
        scoped: true,
        operation: {
          id: 'listAvailableDonors',
          tag: 'donors',
          summary: 'Verified donors who may give now, paged',
        },
      },
    },
    async (request) => {
      const { rows, ...page } = await listPage('available', request.query, requestScope(request));
      return { availableDonorList: rows, ...page };
    },
  );
  app.get(
    '/api/unavailable-donor',
    {
      schema: { querystring: donorListQuery, response: { 200: unavailableDonorPage } },
      config: {
        access: admin,
        scoped: true,
        operation: {
          id: 'listUnavailableDonors',
          tag: 'donors',
          summary: 'Verified donors resting after a donation, paged',
        },
      },
    },
    async (request) => {
      // (No `next`: this list is paged by number only.)
      const page = await listPage('unavailable', request.query, requestScope(request));
      return {
        unavailableDonorList: page.rows,
        pageCount: page.pageCount,
        totalCount: page.totalCount,
      };
    },
  );

  app.patch(
    '/api/donorInfo/:id',
    {
      schema: { params: donorIdParam, body: donorInfoBody, response: { 200: successAnswer } },
      config: {
        access: admin,
        scoped: true,
        audit: { command: 'donors', target: 'donor' },
        operation: { id: 'editDonor', tag: 'donors', summary: 'Edit a donor', conflict: true },
      },
    },
    async (request) => {
      const { id } = request.params;
      return {
        success: true as const,
        modifiedCount: await updateDonor(db, actorOf(request), id, request.body),
      };
    },
  );

  /**
   * Moves a donor the caller sees to another live unit, or assigns a queue donor to one
   * (docs/decisions/056-units.md), as a request is handed over.
   */
  app.post(
    '/api/donors/:id/unit',
    {
      schema: { params: donorIdParam, body: donorUnitBody, response: { 200: modifiedAnswer } },
      config: {
        access: admin,
        scoped: true,
        audit: { command: 'donors', target: 'donor' },
        operation: {
          id: 'moveDonorToUnit',
          tag: 'donors',
          summary:
            "Move a donor the caller sees to another live unit, or assign a queue donor (a zone's or super admin's) to one (any unit of the federation; 400 on unitId when it is not a live unit); the note goes into the audit event; modifiedCount 0 when the donor is in that unit already",
        },
      },
    },
    async (request) => ({
      modifiedCount: await moveDonorToUnit(db, actorOf(request), request.params.id, request.body),
    }),
  );

  app.patch(
    '/api/donationCount/:id',
    {
      schema: { params: donorIdParam, body: donationBody, response: { 200: modifiedAnswer } },
      config: {
        access: admin,
        scoped: true,
        audit: { command: 'donations', target: 'donor' },
        operation: {
          id: 'recordDonation',
          tag: 'donors',
          summary: 'Record that a donor gave today (Donate)',
          conflict: true,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { note, kind, place, bloodRequestId } = request.body;
      await recordDonation(db, actorOf(request), id, {
        daysAgo: note,
        now: new Date(),
        kind,
        place,
        bloodRequestId,
      });
      return { modifiedCount: 1 };
    },
  );

  app.patch(
    '/api/handleAvailability/:id',
    {
      schema: {
        params: donorIdParam,
        response: { 200: modifiedAnswer.extend({ name: z.string() }) },
      },
      config: {
        access: admin,
        scoped: true,
        audit: { command: 'donors', target: 'donor' },
        operation: { id: 'endRest', tag: 'donors', summary: "End a donor's rest now (Done)" },
      },
    },
    async (request) => {
      const { id } = request.params;
      const name = await makeDonorAvailable(db, actorOf(request), id, new Date());
      return { modifiedCount: 1, name };
    },
  );

  app.get(
    '/api/verified-donor',
    {
      schema: { querystring: verifiedDonorQuery, response: { 200: verifiedDonorsAnswer } },
      config: {
        access: admin,
        scoped: true,
        operation: {
          id: 'listVerifiedDonors',
          tag: 'donors',
          summary: 'Every verified donor, paged',
        },
      },
    },
    async (request) => {
      const { pageNumber, limit = MAX_PAGE_SIZE } = request.query;
      const now = new Date();
      const { rows, total } = await pageVerifiedDonors(
        db,
        { limit, page: pageNumber ?? 0 },
        requestScope(request),
      );
      const verifiedDonorList = await present(rows, now);
      if (pageNumber === undefined) return verifiedDonorList;
      return { verifiedDonorList, totalCount: total, pageCount: pageCount(total, limit) };
    },
  );

  /** Public: the leader board carries name, blood group and donation count only. */
  // The leader board: answered from the public cache, cleared by every donor change; browsers revalidate.
  app.get(
    '/api/top-donor',
    {
      schema: { querystring: topDonorQuery, response: { 200: z.array(topDonor) } },
      config: {
        access: anyone,
        operation: {
          id: 'listTopDonors',
          tag: 'dashboard',
          summary: 'The leader board (public: name, group, count)',
        },
      },
    },
    async (request, reply) => {
      const { limit } = request.query;
      reply.header('cache-control', 'public, no-cache');
      return app.publicCache.send(request, reply, 'donors', `top:${limit}`, async () =>
        (await topDonors(db, EVERYTHING, limit)).map(presentTopDonor),
      );
    },
  );
}
