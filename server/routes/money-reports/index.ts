import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestStatusParams } from '../../../common/schemas/alerts.ts';
import { uuidParam } from '../../../common/schemas/contacts.ts';
import {
  blockedNumbers,
  liftedAnswer,
  moneyReportBody,
  moneyReportDecided,
  moneyReportDecision,
  moneyReported,
  moneyReportPage,
  moneyReportQuery,
  type MoneyReportState,
} from '../../../common/schemas/money-reports.ts';
import { hashToken, wellFormedToken } from '../../alerts/link-tokens.ts';
import { liveBlockedNumbers, moneyReportsIn } from '../../data/money-reports.ts';
import { actorOf } from '../../domain/command.ts';
import { decideReport, liftBlock, reportMoney } from '../../domain/money-reports.ts';
import { notFound } from '../../http-errors.ts';
import { requestScope } from '../../plugins/access.ts';
import { admin, anyone, superAdmin } from '../../policy.ts';

/**
 * "Someone asked me for money" and the block list (docs/decisions/059;
 * common/schemas/money-reports.ts): the family's report through their status link, the admins'
 * review of the reports of their units, and the block list every unit shares.
 */
export async function moneyReportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  app.post(
    '/api/request-status/:token/money-report',
    {
      schema: {
        params: requestStatusParams,
        body: moneyReportBody,
        response: { 201: moneyReported },
      },
      config: {
        access: anyone,
        audit: { command: 'money-reports', target: 'bloodRequest' },
        operation: {
          id: 'reportMoneyAsked',
          tag: 'money reports',
          summary:
            'The family reports a number that asked them for money (through their status link)',
          conflict: true,
        },
        // A family reports one or two callers; an address sending many more is held back.
        rateLimit: { max: app.config.MONEY_REPORT_LIMIT, timeWindow: '1 hour' },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      if (!wellFormedToken(token)) throw notFound();
      await reportMoney(db, actorOf(request), hashToken(token), request.body, new Date());
      return reply.status(201).send({ reported: true as const });
    },
  );

  app.get(
    '/api/money-reports',
    {
      schema: { querystring: moneyReportQuery, response: { 200: moneyReportPage } },
      config: {
        access: admin,
        scoped: true,
        operation: {
          id: 'listMoneyReports',
          tag: 'money reports',
          summary: "Families' reports of numbers that asked for money, for the caller's units",
        },
      },
    },
    async (request) => {
      const rows = await moneyReportsIn(db, request.query.state, requestScope(request));
      return {
        reports: rows.map((r) => ({
          ...r,
          state: r.state as MoneyReportState,
          reportedAt: r.reportedAt.toISOString(),
          blocked: Boolean(r.blocked),
        })),
      };
    },
  );

  app.post(
    '/api/money-reports/:id/decision',
    {
      schema: {
        params: uuidParam,
        body: moneyReportDecision,
        response: { 200: moneyReportDecided },
      },
      config: {
        access: admin,
        scoped: true,
        audit: { command: 'money-reports', target: 'bloodRequest' },
        operation: {
          id: 'decideMoneyReport',
          tag: 'money reports',
          summary: 'Confirm a money report (the number goes on the block list) or dismiss it',
          conflict: true,
        },
      },
    },
    async (request) =>
      decideReport(db, actorOf(request), request.params.id, request.body, new Date()),
  );

  app.get(
    '/api/blocked-numbers',
    {
      schema: { response: { 200: blockedNumbers } },
      config: {
        access: admin,
        operation: {
          id: 'listBlockedNumbers',
          tag: 'money reports',
          summary: 'The block list every unit shares: numbers that asked families for money',
        },
      },
    },
    async () => ({
      numbers: (await liveBlockedNumbers(db)).map((r) => ({
        ...r,
        blockedAt: r.blockedAt.toISOString(),
      })),
    }),
  );

  app.post(
    '/api/blocked-numbers/:id/lift',
    {
      schema: { params: uuidParam, response: { 200: liftedAnswer } },
      config: {
        access: superAdmin(),
        audit: { command: 'money-reports', target: 'settings' },
        operation: {
          id: 'liftBlockedNumber',
          tag: 'money reports',
          summary: 'Take a number off the block list',
        },
      },
    },
    async (request) => liftBlock(db, actorOf(request), request.params.id, new Date()),
  );
}
