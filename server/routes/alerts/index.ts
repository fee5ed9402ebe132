import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type {
  AlertAnswer,
  AlertChannel,
  AlertState,
  BloodGroup,
  DonorLanguage,
  FamilyAnswer,
} from '../../../common/constants.ts';
import {
  autoAlertsStopped,
  type AutoAlertsState,
  type WaveReach,
  alertShareText,
  alertTextParams,
  alertsResponse,
  familyAnswerBody,
  familyAnswerResult,
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
import { alertsOf, markTextsGiven } from '../../data/alerts.ts';
import { giveAlertText } from '../../domain/alert-texts.ts';
import { queueAlerts } from '../../domain/alerts.ts';
import { startWaves, stopWaves } from '../../domain/waves.ts';
import { wavesOf } from '../../data/waves.ts';
import { addFamilyNote } from '../../domain/family-notes.ts';
import { answerForFamily } from '../../domain/family-answers.ts';
import { publicWriteLimits } from '../../plugins/write-limits.ts';
import { actorOf } from '../../domain/command.ts';
import { readAlertSettings } from '../../data/settings.ts';
import { notFound } from '../../http-errors.ts';
import { DomainError } from '../../domain/errors.ts';
import { ERROR_CODES } from '../../../common/error-codes.ts';
import {
  comingToRequest,
  findAlertedRequest,
  findRequestStatus,
} from '../../data/blood-requests.ts';
import { requestScope } from '../../plugins/access.ts';
import { admin, anyone } from '../../policy.ts';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * An alert's state in the list. With SMS_PROVIDER=log nothing reaches the donor by itself
 * (docs/decisions/066): an SMS alert whose text a volunteer has is "handed over"; one due while
 * none has it is "ready to copy" (the outbox's "sent" would be untrue); on a closed request it
 * stays waiting, which the screen says will not go.
 */
function listState(
  r: {
    answer: string | null;
    state: string;
    channel: string;
    dueAt: Date;
    textGivenAt: Date | null;
  },
  at: { log: boolean; closed: boolean; now: Date },
): AlertState {
  if (r.answer) return 'answered';
  // A failure (the donor no longer reachable, the request closed) or a send under way stays itself.
  if (!at.log || r.channel !== 'sms' || (r.state !== 'queued' && r.state !== 'sent'))
    return r.state as AlertState;
  if (r.textGivenAt) return 'handedOver';
  if (at.closed || r.dueAt > at.now) return 'queued';
  return 'readyToCopy';
}

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
          summary:
            'Alert the best matches (or the ticked donors) about a request, or start automatic waves (auto)',
        },
      },
    },
    async (request, reply) => {
      const options = {
        linkKey: app.alerts.linkKey,
        pushAvailable: app.alerts.push !== null,
        now: new Date(),
      };
      if (request.body.auto) {
        // Automatic waves (docs/decisions/059): the first goes now, the worker sends the next.
        const { wave, reach, nextAt, stopped, ...result } = await startWaves(
          db,
          actorOf(request),
          request.params.id,
          request.body.urgent,
          { ...options, defaultWaveSeconds: app.config.ALERT_WAVE_SECONDS },
        );
        if (result.queued) app.alerts.outbox.nudge();
        return reply.status(202).send({ ...result, auto: { wave, reach, nextAt, stopped } });
      }
      const { now } = options;
      const { queued, skipped, alerted, dueAt } = await queueAlerts(
        db,
        actorOf(request),
        request.params.id,
        request.body,
        options,
      );
      if (queued) app.alerts.outbox.nudge();
      const held = queued > 0 && dueAt > now;
      const smsNow = new Set(alerted.filter((a) => a.channel === 'sms').map((a) => a.donorId));
      // With nothing sent (log), the volunteer shares the texts: here, once, for the alerts this
      // call queued and only when they are due now; the list never carries a link.
      if (app.alerts.sms.provider !== 'log' || held || !smsNow.size)
        return reply
          .status(202)
          .send({ queued, skipped, ...(held ? { heldUntil: dueAt.toISOString() } : {}) });
      const found = await findAlertedRequest(db, request.params.id, requestScope(request));
      const rows = found ? await alertsOf(db, request.params.id) : [];
      const given = rows.filter(
        (r) => smsNow.has(r.donorId) && r.channel === 'sms' && r.nonce && !r.answer,
      );
      // In this volunteer's hands now: the list says "handed over", not "ready to copy".
      await markTextsGiven(
        db,
        given.map((r) => r.id),
        actorOf(request).id,
        now,
      );
      const texts = given.map((r) => ({
        donorId: r.donorId,
        number1: r.phone1,
        text: alertText({
          language: r.language as DonorLanguage,
          bloodGroup: found!.bloodGroup as BloodGroup,
          place: found!.place,
          neededAt: found!.neededAt,
          url: `${app.alerts.baseUrl}/d/${tokenOf(app.alerts.linkKey, r.nonce!)}`,
        }).text,
      }));
      return reply.status(202).send({ queued, skipped, texts });
    },
  );

  app.post(
    '/api/blood-request/:id/alerts/stop',
    {
      schema: { params: uuidParam, response: { 200: autoAlertsStopped } },
      config: {
        access: admin,
        scoped: true,
        audit: { command: 'waves', target: 'bloodRequest' },
        operation: {
          id: 'stopAutoAlerts',
          tag: 'alerts',
          summary: "Stop a request's automatic alert waves",
        },
      },
    },
    async (request) => stopWaves(db, actorOf(request), request.params.id, new Date()),
  );

  app.post(
    '/api/blood-request/:id/alerts/:donorId/text',
    {
      schema: {
        params: alertTextParams,
        response: { 200: alertShareText },
      },
      config: {
        access: admin,
        scoped: true,
        audit: { command: 'alert-texts', target: 'bloodRequest' },
        operation: {
          id: 'getAlertText',
          tag: 'alerts',
          conflict: true,
          summary:
            "With SMS_PROVIDER=log, once quiet hours end: an alert's text with the donor's link issued now, given once to the asking admin",
        },
      },
    },
    async (request) => {
      if (app.alerts.sms.provider !== 'log')
        throw new DomainError(
          'conflict',
          'SMS alerts are sent by the gateway: there is no text to hand over',
          undefined,
          ERROR_CODES.ALERT_TEXT_NOT_NEEDED,
        );
      return giveAlertText(db, actorOf(request), request.params.id, request.params.donorId, {
        linkKey: app.alerts.linkKey,
        baseUrl: app.alerts.baseUrl,
        now: new Date(),
      });
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
      const { state, waves } = await wavesOf(db, id);
      const quiet = await readAlertSettings(db, found.unitId);
      const closed = found.status !== 'incomplete';
      const now = new Date();
      const log = app.alerts.sms.provider === 'log';
      return {
        auto: state
          ? {
              running: !state.stoppedAt,
              urgent: state.urgent,
              nextAt: state.stoppedAt ? null : iso(state.nextAt),
              stopReason: (state.stopReason as AutoAlertsState['stopReason']) ?? null,
              waves: waves.map((w) => ({
                number: w.number,
                reach: w.reach as WaveReach,
                queued: w.queued,
                sentAt: w.sentAt.toISOString(),
              })),
            }
          : null,
        smsProvider: app.alerts.sms.provider,
        quietHours: { start: quiet.quietStart, end: quiet.quietEnd },
        requestClosed: closed,
        alerts: rows.map((r) => ({
          donorId: r.donorId,
          donorName: r.donorName,
          bloodGroup: r.bloodGroup as BloodGroup,
          number1: r.phone1,
          channel: r.channel as AlertChannel,
          state: listState(r, { log, closed, now }),
          answer: (r.answer as AlertAnswer | null) ?? null,
          pledge: r.pledge ?? null,
          queuedAt: r.queuedAt.toISOString(),
          // A closed request's waiting alerts will not go: no time is promised for them.
          notBefore:
            r.dueAt > now && r.state === 'queued' && !closed ? r.dueAt.toISOString() : null,
          sentAt: iso(r.sentAt),
          answeredAt: iso(r.answeredAt),
          attempts: r.attempts,
          // Never the donor's link (it would let any admin act as the donor): see the POST's texts.
          text: null,
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
          summary:
            "A blood request's progress for the person who asked (who is coming by first name, never a number)",
        },
        rateLimit: { max: app.config.DONOR_LINK_LIMIT, timeWindow: '1 minute' },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw notFound();
      const row = await findRequestStatus(db, hashToken(token));
      if (!row) throw notFound();
      const { coming, offered } = await comingToRequest(db, row.id);
      reply.header('cache-control', 'no-store');
      return {
        offered,
        coming: coming.map((c) => ({
          firstName: c.name.trim().split(/\s+/)[0] ?? '',
          verified: c.verified,
          donations: c.donations,
          volunteer: c.volunteer,
        })),
        bloodGroup: row.bloodGroup as BloodGroup,
        neededAt: row.neededAt.toISOString(),
        bagsNeeded: bagsNeeded(row.quantity),
        pledged: row.pledgedCount,
        given: row.givenCount,
        cancelled: row.status === 'cancelled',
        done: row.status === 'done',
        familyNote: row.familyNote,
        familyAnswer: (row.familyAnswer as FamilyAnswer | null) ?? null,
        // Asked from the day the blood was needed, while the request is open.
        askFamily: row.status === 'incomplete' && row.neededAt <= new Date(),
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

  app.put(
    '/api/request-status/:token/answer',
    {
      schema: {
        params: requestStatusParams,
        body: familyAnswerBody,
        response: { 200: familyAnswerResult },
      },
      ...publicWriteLimits(
        app,
        { group: 'request-status-answer', perAddress: app.config.DONOR_LINK_LIMIT },
        {
          access: anyone,
          audit: { command: 'family-answers', target: 'bloodRequest' },
          operation: {
            id: 'setFamilyAnswer',
            tag: 'blood requests',
            summary:
              'The family says whether the blood was given (after the day it was needed; shown to the volunteers)',
            conflict: true,
          },
        },
      ),
    },
    async (request) => answerForFamily(db, request.params.token, request.body.answer, new Date()),
  );
}
