import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  patientIdParam,
  patientStatus,
  patientStatusLinkAnswer,
  patientStatusLinkIssued,
  patientStatusLinkRevoked,
  patientStatusParams,
} from '../../../common/schemas/patients.ts';
import { actorOf } from '../../domain/command.ts';
import {
  issueStatusLink,
  patientStatusOf,
  revokeStatusLink,
  statusLinkOf,
} from '../../domain/patient-status.ts';
import { notFound } from '../../http-errors.ts';
import { requestScope } from '../../plugins/access.ts';
import { admin, anyone } from '../../policy.ts';

/**
 * The guardian's status link of a recurring patient (docs/decisions/062-guardian-status-link.md):
 * admins of the patient's unit issue (the link shown once), re-issue and turn it off; anyone holding it reads the
 * patient's next sessions, covered or not (rate limited per client, like a donor's link), never
 * the patient's name or the guardian's number, never a donor.
 */
export async function patientStatusRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  const urlOf = (token: string) => `${app.alerts.baseUrl}/p/${token}`;

  app.get(
    '/api/patient-status/:token',
    {
      schema: { params: patientStatusParams, response: { 200: patientStatus } },
      config: {
        access: anyone,
        operation: {
          id: 'getPatientStatus',
          tag: 'patients',
          summary:
            "A recurring patient's next sessions for their guardian: the date and whether donors are set (no name, no donor)",
        },
        rateLimit: { max: app.config.DONOR_LINK_LIMIT, timeWindow: '1 minute' },
      },
    },
    async (request, reply) => {
      const status = await patientStatusOf(db, request.params.token, new Date());
      if (!status) throw notFound();
      reply.header('cache-control', 'no-store');
      return status;
    },
  );

  app.get(
    '/api/patients/:id/status-link',
    {
      schema: { params: patientIdParam, response: { 200: patientStatusLinkAnswer } },
      config: {
        access: admin,
        scoped: true,
        operation: {
          id: 'getPatientStatusLink',
          tag: 'patients',
          summary: "Whether the patient's guardian has a live status link, and since when",
        },
      },
    },
    async (request) => {
      const link = await statusLinkOf(db, requestScope(request), request.params.id);
      if (link === undefined) throw notFound('No patient with that id');
      return { link: link && { issuedAt: link.issuedAt.toISOString() } };
    },
  );

  app.post(
    '/api/patients/:id/status-link',
    {
      schema: { params: patientIdParam, response: { 201: patientStatusLinkIssued } },
      config: {
        access: admin,
        scoped: true,
        audit: { command: 'patients', target: 'patient' },
        operation: {
          id: 'issuePatientStatusLink',
          tag: 'patients',
          summary: "Give the patient's guardian a new status link (the old one stops working)",
        },
      },
    },
    async (request, reply) => {
      const { token, issuedAt } = await issueStatusLink(
        db,
        actorOf(request),
        app.alerts.linkKey,
        request.params.id,
      );
      reply.header('cache-control', 'no-store');
      return reply.status(201).send({ url: urlOf(token), token, issuedAt: issuedAt.toISOString() });
    },
  );

  app.delete(
    '/api/patients/:id/status-link',
    {
      schema: { params: patientIdParam, response: { 200: patientStatusLinkRevoked } },
      config: {
        access: admin,
        scoped: true,
        audit: { command: 'patients', target: 'patient' },
        operation: {
          id: 'revokePatientStatusLink',
          tag: 'patients',
          summary: "Turn off the patient's status link",
        },
      },
    },
    async (request) => ({
      revokedCount: await revokeStatusLink(db, actorOf(request), request.params.id),
    }),
  );
}
