import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { BloodGroup } from '../../../common/constants.ts';
import { ERROR_CODES } from '../../../common/error-codes.ts';
import { bloodRequestRow } from '../../../common/schemas/blood-requests.ts';
import { uuidParam } from '../../../common/schemas/contacts.ts';
import { donorIdParam } from '../../../common/schemas/donors.ts';
import {
  callBody,
  callResult,
  callsPage,
  callsQuery,
  cancelBody,
  cancelResult,
  matchesPage,
  matchesQuery,
  pledgeGivenBody,
  pledgeResult,
  pledgesResponse,
  pledgeWithdrawBody,
  requestPledgeParams,
  type CallResult,
  type PledgeResult,
  type RequestProgress,
} from '../../../common/schemas/matching.ts';
import { pageCount } from '../../../common/schemas/pagination.ts';
import { notFound } from '../../http-errors.ts';
import {
  familyAnswerOf,
  presentBloodRequest,
  presentProgress,
} from '../../shared/blood-request-presenter.ts';
import { findBloodRequest, publicNumbersOf } from '../../data/blood-requests.ts';
import { callSummaries, findCall, pageCalls, wrongNumberOf } from '../../data/calls.ts';
import { matchDetails, MATCHES_MAX_DEPTH, pageMatches } from '../../data/matches.ts';
import { findPledge, listPledges, progressOf } from '../../data/pledges.ts';
import { actorOf } from '../../domain/command.ts';
import { cancelRequest, markGiven, recordCall, withdrawPledge } from '../../domain/matching.ts';
import { isoOf, presentCall, presentMatch, presentPledge } from './presenter.ts';
import { admin } from '../../policy.ts';
import { requestScope } from '../../plugins/access.ts';
import type { Scope } from '../../data/scope.ts';

const NO_REQUEST = 'No blood request with that id';
const NO_DONOR = 'No donor with that id';

/**
 * Finding donors for a blood request, recording calls, pledges and the request's lifecycle
 * (admins; see server/policy.ts). The shapes are common/schemas/matching.ts.
 */
export async function matchingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  const progress = async (requestId: string, scope: Scope): Promise<RequestProgress> => {
    const row = await progressOf(db, requestId, scope);
    if (!row) throw notFound(NO_REQUEST);
    return presentProgress(row);
  };

  /** One request with its state and counts (the matches screen's header). */
  app.get(
    '/api/blood-request/:id',
    {
      schema: { params: uuidParam, response: { 200: bloodRequestRow } },
      config: {
        access: admin,
        scoped: true,
        operation: {
          id: 'getBloodRequest',
          tag: 'blood requests',
          summary: 'One blood request with its state',
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const found = await findBloodRequest(db, id, requestScope(request));
      if (!found) throw notFound(NO_REQUEST);
      const unitId = found.request.unitId;
      const contacts = await publicNumbersOf(db, [unitId]);
      return {
        ...presentBloodRequest(found),
        publicContact: (unitId && contacts.get(unitId)) || null,
        familyAnswer: familyAnswerOf(found.request),
      };
    },
  );

  app.get(
    '/api/blood-request/:id/matches',
    {
      schema: { params: uuidParam, querystring: matchesQuery, response: { 200: matchesPage } },
      config: {
        access: admin,
        scoped: true,
        operation: {
          id: 'listMatches',
          tag: 'matching',
          summary: 'Donors who may give to this request, best first',
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const query = request.query;
      const found = await findBloodRequest(db, id, requestScope(request));
      if (!found) throw notFound(NO_REQUEST);
      const r = found.request;
      const now = new Date();
      const { ranked, total } = await pageMatches(
        db,
        {
          id: r.id,
          bloodGroup: r.bloodGroup as BloodGroup,
          divisionId: r.divisionId,
          districtId: r.districtId,
          upazilaId: r.upazilaId,
          unionId: r.unionId,
        },
        {
          limit: query.limit,
          page: query.pageNumber,
          includeNotEligible: query.includeNotEligible,
          now,
          scope: requestScope(request),
        },
      );
      const details = await matchDetails(
        db,
        r.id,
        ranked.map((m) => m.id),
        now,
      );
      return {
        matches: ranked.flatMap((m) => {
          const d = details.get(m.id);
          return d ? [presentMatch(d, m, now)] : [];
        }),
        pageCount: pageCount(Math.min(total, MATCHES_MAX_DEPTH), query.limit),
        totalCount: total,
      };
    },
  );

  app.post(
    '/api/donors/:id/calls',
    {
      schema: { params: donorIdParam, body: callBody, response: { 201: callResult } },
      config: {
        access: admin,
        scoped: true,
        audit: { command: 'matching', target: 'donor' },
        operation: {
          id: 'recordCall',
          tag: 'matching',
          summary: 'Record a call to a donor (and its outcome)',
          conflict: true,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const body = request.body;
      const now = new Date();
      const result = await recordCall(db, actorOf(request), id, body, now);
      const [call, pledge, summary, wrongNumberAt] = await Promise.all([
        findCall(db, result.callId),
        result.pledgeId ? findPledge(db, result.pledgeId) : undefined,
        callSummaries(db, [id], now),
        wrongNumberOf(db, id),
      ]);
      const answer: CallResult = {
        insertedId: result.callId,
        call: presentCall(call!),
        pledge: pledge ? presentPledge(pledge) : null,
        request: result.requestId ? await progress(result.requestId, requestScope(request)) : null,
        pledgeRefused: result.restingUntil
          ? {
              code: ERROR_CODES.DONOR_NOT_AVAILABLE,
              eligibleFrom: result.restingUntil.toISOString(),
            }
          : null,
        donor: {
          callsLast3Days: summary.get(id)?.callsLast3Days ?? 0,
          lastCalledAt: summary.get(id)?.lastCalledAt ?? null,
          lastCalledBy: summary.get(id)?.lastCalledBy ?? null,
          wrongNumberAt: isoOf(wrongNumberAt),
        },
      };
      return reply.status(201).send(answer);
    },
  );

  app.get(
    '/api/donors/:id/calls',
    {
      schema: { params: donorIdParam, querystring: callsQuery, response: { 200: callsPage } },
      config: {
        access: admin,
        scoped: true,
        operation: { id: 'listCalls', tag: 'matching', summary: 'Calls made to a donor' },
      },
    },
    async (request) => {
      const { id } = request.params;
      const query = request.query;
      const page = await pageCalls(
        db,
        id,
        { limit: query.limit, page: query.pageNumber },
        requestScope(request),
      );
      if (!page) throw notFound(NO_DONOR);
      return {
        calls: page.rows.map(presentCall),
        pageCount: pageCount(page.total, query.limit),
        totalCount: page.total,
      };
    },
  );

  app.get(
    '/api/blood-request/:id/pledges',
    {
      schema: { params: uuidParam, response: { 200: pledgesResponse } },
      config: {
        access: admin,
        scoped: true,
        operation: { id: 'listPledges', tag: 'matching', summary: 'The pledges for a request' },
      },
    },
    async (request) => {
      const { id } = request.params;
      const state = await progress(id, requestScope(request));
      return { ...state, pledges: (await listPledges(db, id)).map(presentPledge) };
    },
  );

  const pledgeAnswer = async (
    requestId: string,
    pledgeId: string,
    scope: Scope,
  ): Promise<PledgeResult> => ({
    modifiedCount: 1,
    pledge: presentPledge((await findPledge(db, pledgeId))!),
    request: await progress(requestId, scope),
  });

  app.post(
    '/api/blood-request/:id/pledges/:pledgeId/given',
    {
      schema: {
        params: requestPledgeParams,
        body: pledgeGivenBody,
        response: { 200: pledgeResult },
      },
      config: {
        access: admin,
        scoped: true,
        audit: { command: 'matching', target: 'bloodRequest' },
        operation: {
          id: 'pledgeGiven',
          tag: 'matching',
          summary: 'A pledged donor gave',
          conflict: true,
        },
      },
    },
    async (request) => {
      const { id, pledgeId } = request.params;
      await markGiven(db, actorOf(request), id, pledgeId, request.body, new Date(), {
        linkKey: app.alerts.linkKey,
        pushAvailable: app.alerts.push !== null,
      });
      return pledgeAnswer(id, pledgeId, requestScope(request));
    },
  );

  app.post(
    '/api/blood-request/:id/pledges/:pledgeId/withdraw',
    {
      schema: {
        params: requestPledgeParams,
        body: pledgeWithdrawBody,
        response: { 200: pledgeResult },
      },
      config: {
        access: admin,
        scoped: true,
        audit: { command: 'matching', target: 'bloodRequest' },
        operation: {
          id: 'withdrawPledge',
          tag: 'matching',
          summary: 'Withdraw a pledge',
          conflict: true,
        },
      },
    },
    async (request) => {
      const { id, pledgeId } = request.params;
      const { reason } = request.body;
      await withdrawPledge(db, actorOf(request), id, pledgeId, reason, new Date());
      return pledgeAnswer(id, pledgeId, requestScope(request));
    },
  );

  app.post(
    '/api/blood-request/:id/cancel',
    {
      schema: { params: uuidParam, body: cancelBody, response: { 200: cancelResult } },
      config: {
        access: admin,
        scoped: true,
        audit: { command: 'matching', target: 'bloodRequest' },
        operation: {
          id: 'cancelBloodRequest',
          tag: 'matching',
          summary: 'Cancel a blood request',
          conflict: true,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { reason } = request.body;
      await cancelRequest(db, actorOf(request), id, reason, new Date());
      return { modifiedCount: 1, ...(await progress(id, requestScope(request))) };
    },
  );
}
