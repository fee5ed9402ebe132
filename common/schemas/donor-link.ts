import { z } from 'zod';
import {
  ALERT_ANSWERS,
  ALERT_CHANNELS,
  BLOOD_GROUPS,
  DONATION_KINDS,
  DONOR_DETAILS,
  DONOR_LANGUAGES,
  DONOR_SHARINGS,
  PAUSE_DAYS_MAX,
} from '../constants.ts';
import { daysBetween, isIsoDate, todayInBangladesh } from '../dates.ts';
import { DONATION_MESSAGES, donationDetails } from './donations.ts';
import { phoneNumber } from './phone.ts';

/**
 * A donor's private link (`{PUBLIC_URL}/d/{token}`): the donor's key to their own record, no account.
 * Every route answers an unknown, revoked or malformed token with the same 404 NOT_FOUND, and is
 * rate limited per client. No answer here ever carries the donor's phone number or address.
 *
 *   GET    /api/donor-link/:token                              → DonorLinkView
 *   POST   /api/donor-link/:token/alerts/:requestId  AlertAnswerBody      → AlertAnswerResult
 *   POST   /api/donor-link/:token/donations          ReportDonationBody   → 201 ReportDonationResult
 *   POST   /api/donor-link/:token/pause              PauseBody            → PauseResult
 *   POST   /api/donor-link/:token/phone-change       PhoneChangeBody      → 202 PhoneChangeResult
 *   PUT    /api/donor-link/:token/channels           ChannelsBody         → ChannelsResult
 *   PUT    /api/donor-link/:token/details            CompleteDetailsBody  → CompleteDetailsResult (common/schemas/invitations.ts)
 *   PUT    /api/donor-link/:token/sharing            SharingBody          → SharingResult
 *   PUT    /api/donor-link/:token/reminders          RemindersBody        → RemindersResult
 *   PUT    /api/donor-link/:token/leaderboard        LeaderboardChoiceBody → LeaderboardChoiceResult
 *   POST   /api/donor-link/:token/certificate                             → 201 CertificateIssued (common/schemas/certificates.ts)
 *   POST   /api/donor-link/:token/push-subscription  PushSubscriptionBody → ChannelsResult
 *   DELETE /api/donor-link/:token/push-subscription                       → ChannelsResult
 *   POST   /api/donor-link/:token/revoke                                  → LinkEndedResult (link dies, record stays)
 *   POST   /api/donor-link/:token/remove                                  → LinkEndedResult (record archived, link dies)
 *
 * Admin (admin or super admin):
 *   POST   /api/donors/:id/link                      → 201 DonorLinkIssued (the only time the link is shown)
 *   DELETE /api/donors/:id/link                      → LinkRevokedResult
 *   GET    /api/phone-changes                        → PhoneChangesResponse (pending, oldest first)
 *   POST   /api/phone-changes/:id/approve            → PhoneChangeDecision
 *   POST   /api/phone-changes/:id/reject             → PhoneChangeDecision
 *
 * Changes to this contract after it was first committed are listed here, newest last:
 * - The view's donor carries `missing` (the details the record lacks); PUT .../details saves them.
 * - The view's donor carries `sharing` (who may find them) and the view `federation` (the
 *   installation has more than one live unit: only then does the page offer the choice);
 *   PUT .../sharing saves the donor's choice (docs/decisions/056-units.md).
 */

/** Any text up to a bound: a malformed token must reach the handler and get the same 404 as an unknown one. */
const anyToken = z.string().max(200);

export const donorLinkParams = z.object({ token: anyToken });
export type DonorLinkParams = z.infer<typeof donorLinkParams>;

export const donorLinkAlertParams = z.object({ token: anyToken, requestId: z.string().max(100) });

// ---------------------------------------------------------------- what the link page shows

export const donorLinkDonor = z.object({
  name: z.string(),
  bloodGroup: z.enum(BLOOD_GROUPS),
  /** When the donor may give again; null or past: may give now. */
  nextEligibleAt: z.string().nullable(),
  /** "Not available until": the start of the day after the chosen date (Bangladesh); null: not paused. */
  pausedUntil: z.string().nullable(),
  /** How alerts reach the donor; empty: none. */
  channels: z.array(z.enum(ALERT_CHANNELS)),
  language: z.enum(DONOR_LANGUAGES),
  /** The donor agreed to be contacted (alerts go only then). */
  contactConsent: z.boolean(),
  /** This device or another has a push subscription stored. */
  pushSubscribed: z.boolean(),
  /** A phone-number change the donor asked for waits for an admin. */
  phoneChangePending: z.boolean(),
  /** What the record lacks (the page asks for it first, with the consent choice; decisions/052). */
  missing: z.array(z.enum(DONOR_DETAILS)),
  /** Who may find the donor: their own unit (and those above it), or every unit of the federation. */
  sharing: z.enum(DONOR_SHARINGS),
  /** "You can give again" messages on (the donor may turn them off; decisions/060). */
  remindersEnabled: z.boolean(),
  /** The donor's name on the public leader board: true, false, or null (not asked yet: shown). */
  onLeaderboard: z.boolean().nullable(),
  /** Donations counted (history and before joining): the milestones are read from it. */
  donationCount: z.number().int(),
});
export type DonorLinkDonor = z.infer<typeof donorLinkDonor>;

/** An alert the donor received (newest first, at most 20), with the donor's answer if any. */
export const donorLinkAlert = z.object({
  requestId: z.string(),
  /** The patient's group. */
  bloodGroup: z.enum(BLOOD_GROUPS),
  /** The hospital or place as the request says it (never the requester's phone or the patient's name). */
  place: z.string(),
  neededAt: z.string(),
  bagsNeeded: z.number().int(),
  answer: z.enum(ALERT_ANSWERS).nullable(),
  /** The request is done or cancelled: answering is closed. */
  closed: z.boolean(),
});
export type DonorLinkAlert = z.infer<typeof donorLinkAlert>;

export const donorLinkDonation = z.object({
  donatedAt: z.string(),
  kind: z.enum(DONATION_KINDS),
  place: z.string().nullable(),
  /** Reported by the donor through the link (not yet seen by an admin as such). */
  reportedByDonor: z.boolean(),
});
export type DonorLinkDonation = z.infer<typeof donorLinkDonation>;

/** GET /api/donor-link/:token */
export const donorLinkView = z.object({
  donor: donorLinkDonor,
  alerts: z.array(donorLinkAlert),
  /** Newest first, at most 20. */
  donations: z.array(donorLinkDonation),
  /** The installation's VAPID public key (base64url) for PushManager.subscribe; null when push is off. */
  pushPublicKey: z.string().nullable(),
  /**
   * The installation has more than one live unit, so the donor's sharing means something (the
   * page offers it only then). Only this yes or no: never the units, their donors or numbers.
   */
  federation: z.boolean(),
  /**
   * What the families of patients the donor gave to wrote them (newest first, at most 5): the note
   * and its time only, never who wrote it or their number.
   */
  familyNotes: z.array(z.object({ note: z.string(), at: z.string() })),
  /** The donor's certificates not revoked (newest first, at most 5). */
  certificates: z.array(
    z.object({
      code: z.string(),
      url: z.string(),
      milestone: z.number().int(),
      issuedAt: z.string(),
    }),
  ),
});
export type DonorLinkView = z.infer<typeof donorLinkView>;

// ---------------------------------------------------------------- answers and actions

/** POST /api/donor-link/:token/alerts/:requestId: "yes" offers a pledge an admin confirms by a call. */
export const alertAnswerBody = z.object({
  answer: z.enum(ALERT_ANSWERS, { error: `answer must be one of ${ALERT_ANSWERS.join(', ')}` }),
});
export type AlertAnswerBody = z.infer<typeof alertAnswerBody>;

export const alertAnswerResult = z.object({
  answer: z.enum(ALERT_ANSWERS),
  /** The pledge a "yes" made (or the one the donor already had); null for "no". */
  pledgeId: z.string().nullable(),
});
export type AlertAnswerResult = z.infer<typeof alertAnswerResult>;

/** POST /api/donor-link/:token/donations: "I donated on [date], [kind], [place]". */
export const reportDonationBody = z.object({
  donatedAt: z
    .string({ error: DONATION_MESSAGES.date })
    .trim()
    .min(1, DONATION_MESSAGES.date)
    .refine(isIsoDate, DONATION_MESSAGES.dateInvalid)
    .refine(
      (text) => !isIsoDate(text) || text <= todayInBangladesh(),
      DONATION_MESSAGES.dateFuture,
    ),
  kind: donationDetails.kind,
  place: donationDetails.place,
});
export type ReportDonationInput = z.input<typeof reportDonationBody>;
export type ReportDonationBody = z.output<typeof reportDonationBody>;

export const reportDonationResult = z.object({
  donation: donorLinkDonation,
  nextEligibleAt: z.string().nullable(),
});

export const PAUSE_MESSAGES = {
  until: 'until must be a date (YYYY-MM-DD) from today on',
  tooFar: `until must be within ${PAUSE_DAYS_MAX} days`,
} as const;

/**
 * POST /api/donor-link/:token/pause: "not available until [date]" (the last day not available,
 * YYYY-MM-DD in Bangladesh); null ends a pause. The donor leaves every match list until then.
 */
export const pauseBody = z.object({
  until: z
    .string({ error: PAUSE_MESSAGES.until })
    .trim()
    .refine(isIsoDate, PAUSE_MESSAGES.until)
    .refine((text) => !isIsoDate(text) || text >= todayInBangladesh(), PAUSE_MESSAGES.until)
    .refine(
      (text) => !isIsoDate(text) || daysBetween(todayInBangladesh(), text) <= PAUSE_DAYS_MAX,
      PAUSE_MESSAGES.tooFar,
    )
    .nullable(),
});
export type PauseBody = z.infer<typeof pauseBody>;
export const pauseResult = z.object({ pausedUntil: z.string().nullable() });

/** POST /api/donor-link/:token/phone-change: the new number waits for an admin; nothing changes before. */
export const phoneChangeBody = z.object({ number: phoneNumber });
export type PhoneChangeBody = z.output<typeof phoneChangeBody>;
export const phoneChangeResult = z.object({ pending: z.literal(true) });

/** PUT /api/donor-link/:token/channels: the channels (empty: none), the language and consent. */
export const channelsBody = z.object({
  channels: z.array(z.enum(ALERT_CHANNELS)).max(ALERT_CHANNELS.length),
  language: z.enum(DONOR_LANGUAGES).optional(),
  /** Given or withdrawn through the link (recorded as source donorLink); absent: unchanged. */
  contactConsent: z.boolean().optional(),
});
export type ChannelsBody = z.infer<typeof channelsBody>;
export const channelsResult = z.object({
  channels: z.array(z.enum(ALERT_CHANNELS)),
  language: z.enum(DONOR_LANGUAGES),
  contactConsent: z.boolean(),
  pushSubscribed: z.boolean(),
});
export type ChannelsResult = z.infer<typeof channelsResult>;

/**
 * PUT /api/donor-link/:token/sharing: the donor's own choice of who may find them: `unit` (their
 * unit and those above it) or `federation` (every unit's matches, with their unit named).
 */
export const sharingBody = z.object({
  sharing: z.enum(DONOR_SHARINGS, { error: `sharing must be one of ${DONOR_SHARINGS.join(', ')}` }),
});
export type SharingBody = z.infer<typeof sharingBody>;
export const sharingResult = z.object({ sharing: z.enum(DONOR_SHARINGS) });

/** PUT /api/donor-link/:token/reminders: "you can give again" messages on or off. */
export const remindersBody = z.object({
  remindersEnabled: z.boolean({ error: 'remindersEnabled must be true or false' }),
});
export const remindersResult = remindersBody;

/** PUT /api/donor-link/:token/leaderboard: whether the public leader board shows the donor's name. */
export const leaderboardChoiceBody = z.object({
  onLeaderboard: z.boolean({ error: 'onLeaderboard must be true or false' }),
});
export const leaderboardChoiceResult = leaderboardChoiceBody;

/** POST /api/donor-link/:token/push-subscription: PushSubscription.toJSON() of the browser. */
export const pushSubscriptionBody = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(1000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

/** POST .../revoke and .../remove: after this the link answers 404. */
export const linkEndedResult = z.object({ ended: z.literal(true) });

// ---------------------------------------------------------------- admin side

/**
 * POST /api/donors/:id/link (201): the link, shown this once; any older link stops working. The
 * token is the link's last part, the `{token}` of the /api/donor-link/{token} calls.
 */
export const donorLinkIssued = z.object({
  url: z.string().meta({ format: 'uri', description: "The donor's private page (…/d/{token})." }),
  token: z.string().meta({
    description:
      'The key in the link: the `{token}` path parameter of the /api/donor-link/{token} calls.',
  }),
  issuedAt: z.string().meta({ format: 'date-time' }),
});
export type DonorLinkIssued = z.infer<typeof donorLinkIssued>;
/** DELETE /api/donors/:id/link: revoked 1 when a live link existed. */
export const linkRevokedResult = z.object({ revokedCount: z.number().int() });

export const phoneChangeParams = z.object({ id: z.uuid('must be a phone change id') });

export const phoneChangeRow = z.object({
  _id: z.string(),
  donorId: z.string(),
  donorName: z.string(),
  bloodGroup: z.enum(BLOOD_GROUPS),
  currentNumber: z.string(),
  newNumber: z.string(),
  requestedAt: z.string(),
});
export type PhoneChangeRow = z.infer<typeof phoneChangeRow>;
export const phoneChangesResponse = z.object({ changes: z.array(phoneChangeRow) });
export type PhoneChangesResponse = z.infer<typeof phoneChangesResponse>;

/** Approve writes the new number as the donor's first number; reject leaves the record as it was. */
export const phoneChangeDecision = z.object({
  modifiedCount: z.number().int(),
  state: z.enum(['approved', 'rejected']),
});
export type PhoneChangeDecision = z.infer<typeof phoneChangeDecision>;
