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
import { requestScope, signedInCallerOf } from '../../plugins/access.ts';
import { linkActorOf } from '../../domain/donor-link.ts';
import { admin, anyone } from '../../policy.ts';

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
    {
      schema: { body: inviteBody, response: { 202: inviteResult } },
      config: {
        access: admin,
        scoped: true,
        audit: { command: 'invitations', target: 'donor' },
        operation: {
          id: 'inviteDonors',
          tag: 'alerts',
          summary: 'Invite listed donors by SMS to confirm their details and choose about requests',
        },
      },
    },
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
      config: {
        access: admin,
        scoped: true,
        operation: {
          id: 'getInvitationProgress',
          tag: 'alerts',
          summary:
            'How the invited donors answered: opened, confirmed, consented, complete, unreachable',
        },
      },
    },
    async (request) =>
      invitationProgress(db, new Date(), requestScope(request), request.query.importJobId),
  );

  app.put(
    '/api/donor-link/:token/details',
    {
      schema: {
        params: donorLinkParams,
        body: completeDetailsBody,
        response: { 200: completeDetailsResult },
      },
      ...publicWriteLimits(
        app,
        {
          group: 'donor-link-details',
          perAddress: app.config.DONOR_LINK_LIMIT,
        },
        {
          access: anyone,
          audit: { command: 'invitations', target: 'donor' },
          operation: {
            id: 'completeDonorDetails',
            tag: 'donor link',
            summary: 'The donor confirms the missing details and chooses whether to get requests',
            conflict: true,
          },
        },
      ),
    },
    async (request) =>
      completeDetails(
        db,
        request.params.token,
        request.body,
        new Date(),
        linkActorOf(await signedInCallerOf(app, request)),
      ),
  );
}
