import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { deletedAnswer, modifiedAnswer } from '../../../common/schemas/answers.ts';
import {
  bloodRequestBody,
  bloodRequestHandoverBody,
  bloodRequestListQuery,
  bloodRequestLocation,
  bloodRequestRow,
  bloodRequestStatusBody,
  completeBloodRequestPage,
  incompleteBloodRequestPage,
  troublePage,
  troubleQuery,
  bagsNeeded,
  type BloodRequestStatus,
} from '../../../common/schemas/blood-requests.ts';
import { uuidParam } from '../../../common/schemas/contacts.ts';
import { pageCount } from '../../../common/schemas/pagination.ts';
import { actorOf } from '../../domain/command.ts';
import { bloodRequestCreated } from '../../../common/schemas/alerts.ts';
import { hashToken, newNonce, tokenOf } from '../../alerts/link-tokens.ts';
import {
  archiveBloodRequest,
  completeBloodRequest,
  createBloodRequest,
  handOverBloodRequest,
  setBloodRequestPlace,
} from '../../domain/blood-requests.ts';
import { publicWriteLimits } from '../../plugins/write-limits.ts';
import { blockedAmong } from '../../data/money-reports.ts';
import { presentBloodRequest } from '../../shared/blood-request-presenter.ts';
import {
  findBloodRequest,
  pageBloodRequests,
  pageTroubleRequests,
  publicNumbersOf,
} from '../../data/blood-requests.ts';
import { troubleReasons, type BloodGroup } from '../../../common/constants.ts';
import { admin, anyone } from '../../policy.ts';
import { requestScope } from '../../plugins/access.ts';
import type { Scope } from '../../data/scope.ts';

type ListQuery = z.infer<typeof bloodRequestListQuery>;

/** Blood requests: the public form, and the admins' complete and incomplete lists; see server/policy.ts. */
export async function bloodRequestRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  /** One page of the requests with this status, as both lists show them. */
  const listPage = async (
    status: Exclude<BloodRequestStatus, 'cancelled'>,
    query: ListQuery,
    scope: Scope,
  ) => {
    const { rows, total } = await pageBloodRequests(
      db,
      status,
      { limit: query.limit, page: query.pageNumber },
      scope,
    );
    const [blocked, contacts] = await Promise.all([
      blockedAmong(
        db,
        rows.flatMap((r) => [r.request.phone1, r.request.phone2 ?? '']),
      ),
      publicNumbersOf(
        db,
        rows.map((r) => r.request.unitId),
      ),
    ]);
    const shown = rows.map((r) => ({
      ...presentBloodRequest(r),
      publicContact: (r.request.unitId && contacts.get(r.request.unitId)) || null,
      blocked:
        blocked.has(r.request.phone1) ||
        (r.request.phone2 !== null && blocked.has(r.request.phone2)),
    }));
    return { rows: shown, pageCount: pageCount(total, query.limit), totalCount: total };
  };

  app.post(
    '/api/blood-request',
    {
      schema: { body: bloodRequestBody, response: { 200: bloodRequestCreated } },
      ...publicWriteLimits(
        app,
        {
          group: 'blood-request',
          idempotent: true,
          phones: (body) => [
            { field: 'number1', value: body.number1 },
            { field: 'number2', value: body.number2 },
          ],
        },
        {
          access: anyone,
          audit: { command: 'blood-requests', target: 'bloodRequest' },
          operation: { id: 'requestBlood', tag: 'blood requests', summary: 'Ask for blood' },
        },
      ),
    },
    async (request) => {
      // The person who asked gets a status link (HMAC of a stored nonce, like a donor's link: the
      // requester's SMS carries it); only its hash and the nonce are kept.
      const nonce = newNonce();
      const token = tokenOf(app.alerts.linkKey, nonce);
      const insertedId = await createBloodRequest(db, actorOf(request), request.body, {
        hash: hashToken(token),
        nonce,
      });
      if (app.config.ALERT_WORKER) app.alerts.outbox.nudge();
      return { insertedId, statusUrl: `${app.alerts.baseUrl}/r/${token}` };
    },
  );

  app.get(
    '/api/complete-blood-request',
    {
      schema: { querystring: bloodRequestListQuery, response: { 200: completeBloodRequestPage } },
      config: {
        access: admin,
        scoped: true,
        operation: {
          id: 'listDoneBloodRequests',
          tag: 'blood requests',
          summary: 'Done blood requests, paged',
        },
      },
    },
    async (request) => {
      const page = await listPage('done', request.query, requestScope(request));
      // The complete list answers no totalCount: its screen pages without one.
      return { completeBloodRequestList: page.rows, pageCount: page.pageCount };
    },
  );

  app.get(
    '/api/incomplete-blood-request',
    {
      schema: { querystring: bloodRequestListQuery, response: { 200: incompleteBloodRequestPage } },
      config: {
        access: admin,
        scoped: true,
        operation: {
          id: 'listOpenBloodRequests',
          tag: 'blood requests',
          summary: 'Open blood requests, paged',
        },
      },
    },
    async (request) => {
      const page = await listPage('incomplete', request.query, requestScope(request));
      return {
        incompleteBloodRequestList: page.rows,
        pageCount: page.pageCount,
        totalCount: page.totalCount,
      };
    },
  );

  app.get(
    '/api/blood-requests/trouble',
    {
      schema: { querystring: troubleQuery, response: { 200: troublePage } },
      config: {
        access: admin,
        scoped: true,
        operation: {
          id: 'listRequestsInTrouble',
          tag: 'blood requests',
          summary:
            'Open requests in trouble in your units: first those the family says were not given blood, then no pledge after 30 minutes, a rare group, needed within 12 hours; soonest first',
        },
      },
    },
    async (request) => {
      const { limit, pageNumber } = request.query;
      const now = new Date();
      const { rows, total } = await pageTroubleRequests(
        db,
        { limit, page: pageNumber },
        requestScope(request),
        now,
      );
      return {
        requests: rows.map((r) => ({
          _id: r.id,
          patient_name: r.patientName,
          bloodGroup: r.bloodGroup as BloodGroup,
          neededAt: r.neededAt.toISOString(),
          createdAt: r.createdAt.toISOString(),
          donation_place: r.place,
          bagsNeeded: bagsNeeded(r.quantity),
          pledged: r.pledged,
          reasons: troubleReasons(r, now),
        })),
        totalCount: total,
        pageCount: pageCount(total, limit),
      };
    },
  );

  app.patch(
    '/api/blood-request-status/:id',
    {
      schema: {
        params: uuidParam,
        body: bloodRequestStatusBody,
        response: { 200: modifiedAnswer },
      },
      config: {
        access: admin,
        scoped: true,
        audit: { command: 'blood-requests', target: 'bloodRequest' },
        operation: {
          id: 'completeBloodRequest',
          tag: 'blood requests',
          summary: 'Mark a blood request done',
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      return { modifiedCount: await completeBloodRequest(db, actorOf(request), id) };
    },
  );

  app.delete(
    '/api/deleteBloodRequest/:id',
    {
      schema: { params: uuidParam, response: { 200: deletedAnswer } },
      config: {
        access: admin,
        scoped: true,
        audit: { command: 'blood-requests', target: 'bloodRequest' },
        operation: {
          id: 'deleteBloodRequest',
          tag: 'blood requests',
          summary: 'Delete (archive) a blood request',
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      return { deletedCount: await archiveBloodRequest(db, actorOf(request), id, new Date()) };
    },
  );

  /** Admins set or fix where the patient is (all null clears it); answers the updated request. */
  app.patch(
    '/api/blood-request/:id/location',
    {
      schema: { params: uuidParam, body: bloodRequestLocation, response: { 200: bloodRequestRow } },
      config: {
        access: admin,
        scoped: true,
        audit: { command: 'blood-requests', target: 'bloodRequest' },
        operation: {
          id: 'setBloodRequestLocation',
          tag: 'blood requests',
          summary: 'Set or clear where the patient is',
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      await setBloodRequestPlace(db, actorOf(request), id, request.body);
      return presentBloodRequest((await findBloodRequest(db, id, requestScope(request)))!);
    },
  );

  /** Hands the request to another live unit of the federation (docs/decisions/056-units.md). */
  app.post(
    '/api/blood-request/:id/handover',
    {
      schema: {
        params: uuidParam,
        body: bloodRequestHandoverBody,
        response: { 200: modifiedAnswer },
      },
      config: {
        access: admin,
        scoped: true,
        audit: { command: 'blood-requests', target: 'bloodRequest' },
        operation: {
          id: 'handOverBloodRequest',
          tag: 'blood requests',
          summary:
            'Hand a request the caller sees to another live unit (any unit of the federation; 400 on unitId when it is not a live unit); its calls and pledges stay, the note goes into the audit event; modifiedCount 0 when it is in that unit already',
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      return {
        modifiedCount: await handOverBloodRequest(db, actorOf(request), id, request.body),
      };
    },
  );
}
