import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  donationAdded,
  donationHistory as donationHistoryAnswer,
  donationHistoryBody,
  donationParams,
  donationRemoved,
} from '../../../common/schemas/donations.ts';
import { donorIdParam } from '../../../common/schemas/donors.ts';
import { notFound } from '../../http-errors.ts';
import { presentDonation, presentTotals } from './presenter.ts';
import { actorOf } from '../../domain/command.ts';
import { addDonation, NO_DONOR, removeDonation } from '../../domain/donations.ts';
import { donationHistory } from '../../data/donations.ts';
import { admin } from '../../policy.ts';
import { requestScope } from '../../plugins/access.ts';

/** A donor's donation history (admins); see server/policy.ts. */
export async function donationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  app.get(
    '/api/donors/:id/donations',
    {
      schema: { params: donorIdParam, response: { 200: donationHistoryAnswer } },
      config: {
        access: admin,
        scoped: true,
        operation: { id: 'listDonations', tag: 'donations', summary: "A donor's donation history" },
      },
    },
    async (request) => {
      const { id } = request.params;
      const history = await donationHistory(db, id, requestScope(request));
      if (!history) throw notFound(NO_DONOR);
      return {
        donations: history.rows.map(presentDonation),
        priorDonations: history.totals.priorDonations,
        ...presentTotals(history.totals),
      };
    },
  );

  app.post(
    '/api/donors/:id/donations',
    {
      schema: { params: donorIdParam, body: donationHistoryBody, response: { 201: donationAdded } },
      config: {
        access: admin,
        scoped: true,
        audit: { command: 'donations', target: 'donor' },
        operation: {
          id: 'addDonation',
          tag: 'donations',
          summary: 'Add a past donation',
          conflict: true,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const result = await addDonation(db, actorOf(request), id, request.body);
      return reply
        .status(201)
        .send({ donation: presentDonation(result.row), ...presentTotals(result.totals) });
    },
  );

  app.delete(
    '/api/donors/:id/donations/:donationId',
    {
      schema: { params: donationParams, response: { 200: donationRemoved } },
      config: {
        access: admin,
        scoped: true,
        audit: { command: 'donations', target: 'donor' },
        operation: {
          id: 'removeDonation',
          tag: 'donations',
          summary: 'Remove a mistaken donation',
        },
      },
    },
    async (request) => {
      const { id, donationId } = request.params;
      const result = await removeDonation(db, actorOf(request), id, donationId);
      return { deletedCount: result.deletedCount, ...presentTotals(result.totals) };
    },
  );
}
