import { publicWriteLimits } from '../../plugins/write-limits.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { donorLinkParams } from '../../../common/schemas/donor-link.ts';
import {
  completeDetailsBody,
  completeDetailsResult,
  invitationProgress as invitationProgressSchema,
  invitationProgressQuery,
  inviteBody,
  inviteResult,
} from '../../../common/schemas/invitations.ts';
import { actorOf } from '../../domain/command.ts';
import { completeDetails, invitationProgress, queueInvitations } from '../../domain/invitations.ts';

/**
 * Inviting a community's listed donors (admins) and the donor's answer through the private link
 * (anyone holding the token; rate limited like the link's other calls). common/schemas/invitations.ts,
 * docs/decisions/052.
 */
export async function invitationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  app.post(
    '/api/donors/invitations',
    { schema: { body: inviteBody, response: { 202: inviteResult } } },
    async (request, reply) => {
      const result = await queueInvitations(db, actorOf(request), request.body, {
        linkKey: app.alerts.linkKey,
        now: new Date(),
      });
      if (result.queued) app.alerts.outbox.nudge();
      return reply.status(202).send(result);
    },
  );

  app.get(
    '/api/donors/invitations/progress',
    {
      schema: { querystring: invitationProgressQuery, response: { 200: invitationProgressSchema } },
    },
    async (request) => invitationProgress(db, new Date(), request.query.importJobId),
  );

  app.put(
    '/api/donor-link/:token/details',
    {
      schema: {
        params: donorLinkParams,
        body: completeDetailsBody,
        response: { 200: completeDetailsResult },
      },
      ...publicWriteLimits(app, {
        group: 'donor-link-details',
        perAddress: app.config.DONOR_LINK_LIMIT,
      }),
    },
    async (request) => completeDetails(db, request.params.token, request.body, new Date()),
  );
}
