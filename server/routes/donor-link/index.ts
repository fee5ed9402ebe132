import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type {
  AlertAnswer,
  AlertChannel,
  BloodGroup,
  DonationKind,
  DonorLanguage,
} from '../../../common/constants.ts';
import { bagsNeeded } from '../../../common/schemas/blood-requests.ts';
import { donorIdParam } from '../../../common/schemas/donors.ts';
import {
  alertAnswerBody,
  alertAnswerResult,
  channelsBody,
  channelsResult,
  donorLinkAlertParams,
  donorLinkIssued,
  donorLinkParams,
  donorLinkView as donorLinkViewSchema,
  linkEndedResult,
  linkRevokedResult,
  pauseBody,
  pauseResult,
  phoneChangeBody,
  phoneChangeDecision,
  phoneChangeParams,
  phoneChangeResult,
  phoneChangesResponse,
  pushSubscriptionBody,
  reportDonationBody,
  reportDonationResult,
  leaderboardChoiceBody,
  leaderboardChoiceResult,
  remindersBody,
  remindersResult,
  sharingBody,
  sharingResult,
} from '../../../common/schemas/donor-link.ts';
import { setReminders } from '../../domain/reminders.ts';
import { issueOwnCertificate } from '../../domain/certificates.ts';
import { certificateIssued } from '../../../common/schemas/certificates.ts';
import { answerAlert } from '../../domain/alerts.ts';
import type { Actor } from '../../domain/command.ts';
import {
  addPushSubscription,
  donorLinkView,
  donorOfToken,
  issueLink,
  linkActorOf,
  pause,
  removePushSubscriptions,
  removeSelf,
  reportDonation,
  revokeLink,
  revokeOwnLink,
  setChannels,
  setLeaderboardChoice,
  setSharing,
} from '../../domain/donor-link.ts';
import {
  approvePhoneChange,
  pendingPhoneChanges,
  rejectPhoneChange,
  requestPhoneChange,
} from '../../domain/phone-changes.ts';
import { notFound } from '../../http-errors.ts';
import { signedInCallerOf } from '../../plugins/access.ts';
import { missingDetails } from '../../shared/donor-presenter.ts';
import { admin, anyone, type Caller } from '../../policy.ts';
import { findDonor } from '../../data/donors.ts';
import { requestScope } from '../../plugins/access.ts';
import { publicWriteLimits } from '../../plugins/write-limits.ts';
import type { DeclaredFacts } from '../../route-facts.ts';
import {
  donorBridgeBody,
  donorBridgeParams,
  donorBridgesAnswer,
  donorSessionBody,
} from '../../../common/schemas/patients.ts';
import { answerBridgeByDonor, answerSessionByDonor, bridgesOfLink } from '../../domain/patients.ts';
import { modifiedAnswer } from '../../../common/schemas/answers.ts';

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();
const actorOf = (caller: Caller | null): Actor => ({
  id: caller?.id ?? null,
  email: caller?.email ?? null,
});
/** The caller with the scope of a scoped route: another unit's donor is as if missing. */
const scopedActor = (request: FastifyRequest): Actor => ({
  ...actorOf(request.caller),
  scope: requestScope(request),
});

/**
 * The donor's private link (anyone holding the token; rate limited per client) and the admin's
 * side of it: issuing and revoking links, approving phone-number changes. common/schemas/donor-link.ts.
 */
export async function donorLinkRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  // Reads of the link: per client address (a token cannot be guessed one address at a time).
  const limited = { rateLimit: { max: app.config.DONOR_LINK_LIMIT, timeWindow: '1 minute' } };
  // Writes through the link: per address, per device and, for a new number, per phone number.
  const linkWrite = (group: string, facts: DeclaredFacts, namesPhone = false) =>
    publicWriteLimits(
      app,
      {
        group,
        perAddress: app.config.DONOR_LINK_LIMIT,
        ...(namesPhone ? { phones: (body) => [{ field: 'number', value: body.number }] } : {}),
      },
      facts,
    );
  const pushAvailable = () => app.alerts.push !== null;
  // A signed-in browser acting through a donor's link: the change is that account's (audited so).
  const linkActor = async (request: FastifyRequest) =>
    linkActorOf(await signedInCallerOf(app, request));

  app.get(
    '/api/donor-link/:token',
    {
      schema: { params: donorLinkParams, response: { 200: donorLinkViewSchema } },
      config: {
        access: anyone,
        operation: {
          id: 'getDonorLink',
          tag: 'donor link',
          summary: "The donor's own record and open alerts",
        },
        ...limited,
      },
    },
    async (request, reply) => {
      const donorId = await donorOfToken(db, request.params.token);
      if (!donorId) throw notFound();
      const view = await donorLinkView(db, donorId, new Date());
      reply.header('cache-control', 'no-store');
      return {
        donor: {
          name: view.donor.name,
          bloodGroup: view.donor.bloodGroup as BloodGroup,
          nextEligibleAt: iso(view.donor.nextEligibleAt),
          pausedUntil:
            view.donor.pausedUntil && view.donor.pausedUntil > new Date()
              ? iso(view.donor.pausedUntil)
              : null,
          channels: view.donor.channels as AlertChannel[],
          language: view.donor.language as DonorLanguage,
          contactConsent: view.donor.contactConsent,
          pushSubscribed: Boolean(view.donor.pushSubscribed),
          phoneChangePending: Boolean(view.donor.phoneChangePending),
          missing: missingDetails(view.donor),
          sharing:
            view.donor.sharing === 'federation' ? ('federation' as const) : ('unit' as const),
          remindersEnabled: view.donor.remindersEnabled,
          onLeaderboard: view.donor.onLeaderboard,
          donationCount: view.donor.donationCount,
        },
        alerts: view.alerts.map((a) => ({
          requestId: a.request_id,
          bloodGroup: a.blood_group as BloodGroup,
          place: a.place,
          neededAt: new Date(a.needed_at).toISOString(),
          bagsNeeded: bagsNeeded(a.quantity),
          answer: (a.answer as AlertAnswer | null) ?? null,
          closed: Boolean(a.closed),
        })),
        donations: view.donations.map((d) => ({ ...d, kind: d.kind as DonationKind })),
        pushPublicKey: app.alerts.push?.publicKey ?? null,
        federation: Boolean(view.donor.federation),
        familyNotes: view.familyNotes.map((n) => ({ note: n.note, at: iso(n.at)! })),
        certificates: view.certificates.map((c) => ({
          code: c.code,
          url: `${app.alerts.baseUrl}/c/${c.code}`,
          milestone: c.milestone,
          issuedAt: iso(c.issued_at)!,
        })),
      };
    },
  );

  app.post(
    '/api/donor-link/:token/alerts/:requestId',
    {
      schema: {
        params: donorLinkAlertParams,
        body: alertAnswerBody,
        response: { 200: alertAnswerResult },
      },
      ...linkWrite('donor-link-alerts', {
        access: anyone,
        audit: { command: 'alerts', target: 'bloodRequest' },
        operation: { id: 'answerAlert', tag: 'donor link', summary: 'Answer an alert: yes or no' },
      }),
    },
    async (request) =>
      answerAlert(
        db,
        request.params.token,
        request.params.requestId,
        request.body.answer,
        new Date(),
        await linkActor(request),
      ),
  );

  app.post(
    '/api/donor-link/:token/donations',
    {
      schema: {
        params: donorLinkParams,
        body: reportDonationBody,
        response: { 201: reportDonationResult },
      },
      ...linkWrite('donor-link-donations', {
        access: anyone,
        audit: { command: 'donor-link', target: 'donor' },
        operation: {
          id: 'reportDonation',
          tag: 'donor link',
          summary: 'Report a donation the donor made',
        },
      }),
    },
    async (request, reply) => {
      const result = await reportDonation(
        db,
        request.params.token,
        request.body,
        await linkActor(request),
      );
      return reply
        .status(201)
        .send({ donation: result.donation, nextEligibleAt: iso(result.nextEligibleAt) });
    },
  );

  app.post(
    '/api/donor-link/:token/pause',
    {
      schema: { params: donorLinkParams, body: pauseBody, response: { 200: pauseResult } },
      ...linkWrite('donor-link-pause', {
        access: anyone,
        audit: { command: 'donor-link', target: 'donor' },
        operation: { id: 'pauseDonor', tag: 'donor link', summary: 'Not available until a date' },
      }),
    },
    async (request) => ({
      pausedUntil: iso(
        await pause(db, request.params.token, request.body.until, await linkActor(request)),
      ),
    }),
  );

  app.post(
    '/api/donor-link/:token/phone-change',
    {
      schema: {
        params: donorLinkParams,
        body: phoneChangeBody,
        response: { 202: phoneChangeResult },
      },
      ...linkWrite(
        'donor-link-phone-change',
        {
          access: anyone,
          audit: { command: 'phone-changes', target: 'donor' },
          operation: {
            id: 'askPhoneChange',
            tag: 'donor link',
            summary: 'Ask for a new phone number (a volunteer approves)',
          },
        },
        true,
      ),
    },
    async (request, reply) => {
      await requestPhoneChange(
        db,
        request.params.token,
        request.body.number,
        await linkActor(request),
      );
      return reply.status(202).send({ pending: true as const });
    },
  );

  app.get(
    '/api/donor-link/:token/bridges',
    {
      schema: { params: donorLinkParams, response: { 200: donorBridgesAnswer } },
      config: {
        access: anyone,
        operation: {
          id: 'getDonorBridges',
          tag: 'donor link',
          summary:
            "The blood bridges the donor is on: the hospital, how often, the donor's answer and their own next session (no patient's name)",
        },
        ...limited,
      },
    },
    async (request) => {
      const answer = await bridgesOfLink(db, request.params.token, new Date());
      if (!answer) throw notFound();
      return answer;
    },
  );

  app.put(
    '/api/donor-link/:token/bridges/:patientId',
    {
      schema: {
        params: donorBridgeParams,
        body: donorBridgeBody,
        response: { 200: modifiedAnswer },
      },
      ...linkWrite('donor-link-bridge', {
        access: anyone,
        audit: { command: 'patients', target: 'patient' },
        operation: {
          id: 'answerDonorBridge',
          tag: 'donor link',
          summary: 'Join (agreed) or leave a blood bridge the donor was asked onto',
        },
      }),
    },
    async (request) => ({
      modifiedCount: await answerBridgeByDonor(
        db,
        request.params.token,
        request.params.patientId,
        request.body.agreement,
        await linkActor(request),
      ),
    }),
  );

  app.post(
    '/api/donor-link/:token/bridges/:patientId/sessions',
    {
      schema: {
        params: donorBridgeParams,
        body: donorSessionBody,
        response: { 200: modifiedAnswer },
      },
      ...linkWrite('donor-link-session', {
        access: anyone,
        audit: { command: 'patients', target: 'patient' },
        operation: {
          id: 'answerDonorSession',
          tag: 'donor link',
          summary: "Confirm or decline one of a bridge's sessions, today or later",
          conflict: true,
        },
      }),
    },
    async (request) => ({
      modifiedCount: await answerSessionByDonor(
        db,
        request.params.token,
        request.params.patientId,
        request.body,
        new Date(),
        await linkActor(request),
      ),
    }),
  );

  app.put(
    '/api/donor-link/:token/channels',
    {
      schema: { params: donorLinkParams, body: channelsBody, response: { 200: channelsResult } },
      ...linkWrite('donor-link-channels', {
        access: anyone,
        audit: { command: 'donor-link', target: 'donor' },
        operation: {
          id: 'setDonorChannels',
          tag: 'donor link',
          summary: 'Choose what the donor receives (SMS, push, none)',
        },
      }),
    },
    async (request) =>
      setChannels(
        db,
        request.params.token,
        request.body,
        pushAvailable(),
        await linkActor(request),
      ),
  );

  app.put(
    '/api/donor-link/:token/sharing',
    {
      schema: { params: donorLinkParams, body: sharingBody, response: { 200: sharingResult } },
      ...linkWrite('donor-link-sharing', {
        access: anyone,
        audit: { command: 'donor-link', target: 'donor' },
        operation: {
          id: 'setDonorSharing',
          tag: 'donor link',
          summary: 'Choose who may find the donor: their unit, or every unit',
        },
      }),
    },
    async (request) =>
      setSharing(db, request.params.token, request.body.sharing, await linkActor(request)),
  );

  app.put(
    '/api/donor-link/:token/reminders',
    {
      schema: { params: donorLinkParams, body: remindersBody, response: { 200: remindersResult } },
      ...linkWrite('donor-link-reminders', {
        access: anyone,
        audit: { command: 'reminders', target: 'donor' },
        operation: {
          id: 'setDonorReminders',
          tag: 'donor link',
          summary: 'Turn "you can give again" messages on or off',
        },
      }),
    },
    async (request) =>
      setReminders(
        db,
        request.params.token,
        request.body.remindersEnabled,
        await linkActor(request),
      ),
  );

  app.post(
    '/api/donor-link/:token/certificate',
    {
      schema: { params: donorLinkParams, response: { 201: certificateIssued } },
      ...linkWrite('donor-link-certificate', {
        access: anyone,
        audit: { command: 'certificates', target: 'donor' },
        operation: {
          id: 'issueOwnCertificate',
          tag: 'donor link',
          summary: "The donor's own certificate of their donations (the milestone reached)",
          conflict: true,
        },
      }),
    },
    async (request, reply) => {
      const { code } = await issueOwnCertificate(
        db,
        request.params.token,
        new Date(),
        await linkActor(request),
      );
      return reply.status(201).send({ code, url: `${app.alerts.baseUrl}/c/${code}` });
    },
  );

  app.put(
    '/api/donor-link/:token/leaderboard',
    {
      schema: {
        params: donorLinkParams,
        body: leaderboardChoiceBody,
        response: { 200: leaderboardChoiceResult },
      },
      ...linkWrite('donor-link-leaderboard', {
        access: anyone,
        audit: { command: 'donor-link', target: 'donor' },
        operation: {
          id: 'setDonorLeaderboardChoice',
          tag: 'donor link',
          summary: 'Choose whether the public leader board shows the donor’s name',
        },
      }),
    },
    async (request) =>
      setLeaderboardChoice(
        db,
        request.params.token,
        request.body.onLeaderboard,
        await linkActor(request),
      ),
  );

  app.post(
    '/api/donor-link/:token/push-subscription',
    {
      schema: {
        params: donorLinkParams,
        body: pushSubscriptionBody,
        response: { 200: channelsResult },
      },
      ...linkWrite('donor-link-push-subscription', {
        access: anyone,
        audit: { command: 'donor-link', target: 'donor' },
        operation: {
          id: 'addPushSubscription',
          tag: 'donor link',
          summary: 'Turn on push on this phone',
        },
      }),
    },
    async (request) =>
      addPushSubscription(
        db,
        request.params.token,
        request.body,
        app.alerts.pushTargets,
        await linkActor(request),
      ),
  );

  app.delete(
    '/api/donor-link/:token/push-subscription',
    {
      schema: { params: donorLinkParams, response: { 200: channelsResult } },
      ...linkWrite('donor-link-push-subscription-delete', {
        access: anyone,
        audit: { command: 'donor-link', target: 'donor' },
        operation: {
          id: 'removePushSubscription',
          tag: 'donor link',
          summary: 'Turn off push on this phone',
        },
      }),
    },
    async (request) => removePushSubscriptions(db, request.params.token, await linkActor(request)),
  );

  app.post(
    '/api/donor-link/:token/revoke',
    {
      schema: { params: donorLinkParams, response: { 200: linkEndedResult } },
      ...linkWrite('donor-link-revoke', {
        access: anyone,
        audit: { command: 'donor-link', target: 'donor' },
        operation: {
          id: 'revokeOwnLink',
          tag: 'donor link',
          summary: 'The donor ends their own link',
        },
      }),
    },
    async (request) => {
      await revokeOwnLink(db, request.params.token, await linkActor(request));
      return { ended: true as const };
    },
  );

  app.post(
    '/api/donor-link/:token/remove',
    {
      schema: { params: donorLinkParams, response: { 200: linkEndedResult } },
      ...linkWrite('donor-link-remove', {
        access: anyone,
        audit: { command: 'donor-link', target: 'donor' },
        operation: {
          id: 'leaveDonorList',
          tag: 'donor link',
          summary: 'The donor asks to be removed (archived)',
        },
      }),
    },
    async (request) => {
      await removeSelf(db, request.params.token, new Date(), await linkActor(request));
      return { ended: true as const };
    },
  );

  // ---------------------------------------------------------------- admins

  app.post(
    '/api/donors/:id/link',
    {
      schema: { params: donorIdParam, response: { 201: donorLinkIssued } },
      config: {
        access: admin,
        scoped: true,
        audit: { command: 'donor-link', target: 'donor' },
        operation: {
          id: 'issueDonorLink',
          tag: 'alerts',
          summary: 'Give a donor a new private link (the old one stops working)',
        },
      },
    },
    async (request, reply) => {
      // Another unit's donor is a missing one (docs/decisions/056-units.md).
      if (!(await findDonor(db, request.params.id, requestScope(request))))
        throw notFound('No donor with that id');
      const { token, issuedAt } = await issueLink(
        db,
        actorOf(request.caller),
        app.alerts.linkKey,
        request.params.id,
      );
      reply.header('cache-control', 'no-store');
      return reply.status(201).send({
        url: `${app.alerts.baseUrl}/d/${token}`,
        token,
        issuedAt: issuedAt.toISOString(),
      });
    },
  );

  app.delete(
    '/api/donors/:id/link',
    {
      schema: { params: donorIdParam, response: { 200: linkRevokedResult } },
      config: {
        access: admin,
        scoped: true,
        audit: { command: 'donor-link', target: 'donor' },
        operation: {
          id: 'revokeDonorLink',
          tag: 'alerts',
          summary: "Revoke a donor's private link",
        },
      },
    },
    async (request) => ({
      // Another unit's donor has no link to revoke, as a missing one has none.
      revokedCount: (await findDonor(db, request.params.id, requestScope(request)))
        ? await revokeLink(db, actorOf(request.caller), request.params.id)
        : 0,
    }),
  );

  app.get(
    '/api/phone-changes',
    {
      schema: { response: { 200: phoneChangesResponse } },
      config: {
        access: admin,
        scoped: true,
        operation: {
          id: 'listPhoneChanges',
          tag: 'alerts',
          summary: 'Phone-number changes donors asked for, waiting for approval',
        },
      },
    },
    async (request) => ({
      changes: (await pendingPhoneChanges(db, requestScope(request))).map((c) => ({
        _id: c.id,
        donorId: c.donorId,
        donorName: c.donorName,
        bloodGroup: c.bloodGroup as BloodGroup,
        currentNumber: c.currentNumber,
        newNumber: c.newNumber,
        requestedAt: c.requestedAt.toISOString(),
      })),
    }),
  );

  app.post(
    '/api/phone-changes/:id/approve',
    {
      schema: { params: phoneChangeParams, response: { 200: phoneChangeDecision } },
      config: {
        access: admin,
        scoped: true,
        audit: { command: 'phone-changes', target: 'donor' },
        operation: {
          id: 'approvePhoneChange',
          tag: 'alerts',
          summary: "Approve a donor's new phone number",
          conflict: true,
        },
      },
    },
    async (request) => ({
      modifiedCount: await approvePhoneChange(db, scopedActor(request), request.params.id),
      state: 'approved' as const,
    }),
  );

  app.post(
    '/api/phone-changes/:id/reject',
    {
      schema: { params: phoneChangeParams, response: { 200: phoneChangeDecision } },
      config: {
        access: admin,
        scoped: true,
        audit: { command: 'phone-changes', target: 'donor' },
        operation: {
          id: 'rejectPhoneChange',
          tag: 'alerts',
          summary: "Reject a donor's new phone number",
          conflict: true,
        },
      },
    },
    async (request) => ({
      modifiedCount: await rejectPhoneChange(db, scopedActor(request), request.params.id),
      state: 'rejected' as const,
    }),
  );
}
