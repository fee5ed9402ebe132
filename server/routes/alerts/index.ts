import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type {
  AlertAnswer,
  AlertChannel,
  AlertState,
  BloodGroup,
  DonorLanguage,
} from '../../../common/constants.ts';
import {
  alertsResponse,
  familyNoteBody,
  familyNoteResult,
  requestStatus,
  requestStatusParams,
  sendAlertsBody,
  sendAlertsResult,
} from '../../../common/schemas/alerts.ts';
import { bagsNeeded } from '../../../common/schemas/blood-requests.ts';
import { uuidParam } from '../../../common/schemas/contacts.ts';
import { hashToken } from '../../alerts/link-tokens.ts';
import { alertText } from '../../alerts/messages.ts';
import { tokenOf } from '../../alerts/link-tokens.ts';
import { alertsOf } from '../../data/alerts.ts';
import { queueAlerts } from '../../domain/alerts.ts';
import { addFamilyNote } from '../../domain/family-notes.ts';
import { publicWriteLimits } from '../../plugins/write-limits.ts';
import { actorOf } from '../../domain/command.ts';
import { notFound } from '../../http-errors.ts';
import { findAlertedRequest, findRequestStatus } from '../../data/blood-requests.ts';
import { requestScope } from '../../plugins/access.ts';
import { admin, anyone } from '../../policy.ts';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * Alerts for a blood request (admins) and the requester's status link (anyone with the token).
 * common/schemas/alerts.ts.
 */
export async function alertRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  app.post(
    '/api/blood-request/:id/alerts',
    {
      schema: { params: uuidParam, body: sendAlertsBody, response: { 202: sendAlertsResult } },
      config: {
        access: admin,
        scoped: true,
        audit: { command: 'alerts', target: 'bloodRequest' },
        operation: {
          id: 'alertDonors',
          tag: 'alerts',
          summary: 'Alert the best matches (or the ticked donors) about a request',
        },
      },
    },
    async (request, reply) => {
      const result = await queueAlerts(db, actorOf(request), request.params.id, request.body, {
        linkKey: app.alerts.linkKey,
        pushAvailable: app.alerts.push !== null,
        now: new Date(),
      });
      if (result.queued) app.alerts.outbox.nudge();
      return reply.status(202).send(result);
    },
  );

  app.get(
    '/api/blood-request/:id/alerts',
    {
      schema: { params: uuidParam, response: { 200: alertsResponse } },
      config: {
        access: admin,
        scoped: true,
        operation: {
          id: 'listAlerts',
          tag: 'alerts',
          summary: 'The alerts sent for a request, with their states and answers',
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const found = await findAlertedRequest(db, id, requestScope(request));
      if (!found) throw notFound('No blood request with that id');
      const rows = await alertsOf(db, id);
      const logMode = app.alerts.sms.provider === 'log';
      const now = new Date();
      return {
        smsProvider: app.alerts.sms.provider,
        alerts: rows.map((r) => ({
          donorId: r.donorId,
          donorName: r.donorName,
          bloodGroup: r.bloodGroup as BloodGroup,
          number1: r.phone1,
          channel: r.channel as AlertChannel,
          state: (r.answer ? 'answered' : r.state === 'sending' ? 'queued' : r.state) as AlertState,
          answer: (r.answer as AlertAnswer | null) ?? null,
          queuedAt: r.queuedAt.toISOString(),
          notBefore: r.dueAt > now && r.state === 'queued' ? r.dueAt.toISOString() : null,
          sentAt: iso(r.sentAt),
          answeredAt: iso(r.answeredAt),
          attempts: r.attempts,
          // With the log provider nothing leaves: the admin copies or shares the text (it holds the donor's link).
          text:
            logMode && r.channel === 'sms' && r.nonce
              ? alertText({
                  language: r.language as DonorLanguage,
                  bloodGroup: found.bloodGroup as BloodGroup,
                  place: found.place,
                  neededAt: found.neededAt,
                  url: `${app.alerts.baseUrl}/d/${tokenOf(app.alerts.linkKey, r.nonce)}`,
                }).text
              : null,
        })),
      };
    },
  );

  app.get(
    '/api/request-status/:token',
    {
      schema: { params: requestStatusParams, response: { 200: requestStatus } },
      config: {
        access: anyone,
        operation: {
          id: 'getRequestStatus',
          tag: 'blood requests',
          summary: "A blood request's progress for the person who asked (no donor names)",
        },
        rateLimit: { max: app.config.DONOR_LINK_LIMIT, timeWindow: '1 minute' },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw notFound();
      const row = await findRequestStatus(db, hashToken(token));
      if (!row) throw notFound();
      reply.header('cache-control', 'no-store');
      return {
        bloodGroup: row.bloodGroup as BloodGroup,
        neededAt: row.neededAt.toISOString(),
        bagsNeeded: bagsNeeded(row.quantity),
        pledged: row.pledgedCount,
        given: row.givenCount,
        cancelled: row.status === 'cancelled',
        done: row.status === 'done',
        familyNote: row.familyNote,
      };
    },
  );

  app.put(
    '/api/request-status/:token/note',
    {
      schema: {
        params: requestStatusParams,
        body: familyNoteBody,
        response: { 200: familyNoteResult },
      },
      ...publicWriteLimits(
        app,
        { group: 'request-status-note', perAddress: app.config.DONOR_LINK_LIMIT },
        {
          access: anyone,
          audit: { command: 'family-notes', target: 'bloodRequest' },
          operation: {
            id: 'setFamilyNote',
            tag: 'blood requests',
            summary: "The family's short thank-you to the donors who gave (shown on their pages)",
          },
        },
      ),
    },
    async (request) => addFamilyNote(db, request.params.token, request.body.note, new Date()),
  );
}
