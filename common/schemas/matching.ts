import { z } from 'zod';
import {
  CALL_NOTE_MAX,
  CALL_OUTCOMES,
  CANCEL_REASON_MAX,
  DONATION_KINDS,
  WITHDRAW_REASON_MAX,
  BLOOD_GROUPS,
  BLOOD_REQUEST_STATES,
  PLEDGE_STATES,
  PLEDGE_SOURCES,
  PROXIMITIES,
} from '../constants.ts';
import { isIsoDate, todayInBangladesh } from '../dates.ts';
import { DONATION_MESSAGES, donationDetails } from './donations.ts';
import { bilingualName } from './geo.ts';
import { pageIndex, pageSize } from './pagination.ts';

/**
 * Matching donors to a blood request, call records, pledges and the request's lifecycle: the
 * contract between the server (server/routes/matching) and the screens. Every route is admin only.
 *
 *   GET  /api/blood-request/:id                         → BloodRequestRow (with state and counts)
 *   GET  /api/blood-request/:id/matches?limit&pageNumber&includeNotEligible → MatchesPage
 *   POST /api/donors/:id/calls            body CallBody → 201 CallResult
 *   GET  /api/donors/:id/calls?limit&pageNumber         → CallsPage (newest first)
 *   GET  /api/blood-request/:id/pledges                 → PledgesResponse
 *   POST /api/blood-request/:id/pledges/:pledgeId/given    body PledgeGivenBody    → PledgeResult
 *   POST /api/blood-request/:id/pledges/:pledgeId/withdraw body PledgeWithdrawBody → PledgeResult
 *   POST /api/blood-request/:id/cancel                  body CancelBody → RequestProgress & {modifiedCount}
 *
 * Donor rows of the admin lists (available-donor, unavailable-donor, donor-request, verified-donor)
 * also carry DonorCallSummary (common/schemas/donors.ts DonorRow); blood request rows carry
 * RequestProgress (common/schemas/blood-requests.ts BloodRequestRow).
 *
 * Changes to this contract after it was first committed are listed here, newest last:
 * - pledge rows carry `source` (admin | donorLink) and `confirmedAt` (a donor's own "yes" through
 *   the private link is an offer an admin confirms by a willDonate call).
 */

const empty = (value: unknown) => value === undefined || value === null || value === '';

/** A donation date, YYYY-MM-DD in Bangladesh, not after today; absent or empty means not given. */
const optionalDonationDate = z.preprocess(
  (value) => (empty(value) ? undefined : value),
  z
    .string({ error: DONATION_MESSAGES.dateInvalid })
    .trim()
    .refine(isIsoDate, DONATION_MESSAGES.dateInvalid)
    .refine((text) => !isIsoDate(text) || text <= todayInBangladesh(), DONATION_MESSAGES.dateFuture)
    .optional(),
);

/** Free text of several lines (a note, a reason): NFC, trimmed, bounded; empty becomes null. */
const optionalLongText = (max: number) =>
  z.preprocess(
    (value) => (empty(value) ? null : value),
    z
      .string({ error: 'must be text' })
      .normalize('NFC')
      .trim()
      .max(max, `must be at most ${max} characters`)
      .transform((value) => value.replace(/\r\n?/g, '\n') || null)
      .nullable(),
  );

const flag = z.preprocess(
  (value) => (empty(value) ? 'false' : typeof value === 'boolean' ? String(value) : value),
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => ['true', 'false', '1', '0'].includes(v), 'must be true or false')
    .transform((v) => v === 'true' || v === '1'),
);

// ---------------------------------------------------------------- matches

/** GET /api/blood-request/:id/matches. Without includeNotEligible only donors who may give now. */
export const matchesQuery = z.object({
  limit: pageSize(10),
  pageNumber: pageIndex,
  includeNotEligible: flag,
});
export type MatchesQuery = z.output<typeof matchesQuery>;

/**
 * A donor who may give red cells to the patient, as the Find donors list shows them. The phones
 * and address are the admins' to call; this never leaves the server for anyone else.
 */
export const matchRow = z.object({
  _id: z.string(),
  name: z.string(),
  bloodGroup: z.enum(BLOOD_GROUPS),
  /** The patient's own group (true), or another compatible group ("if the blood bank agrees"). */
  exactMatch: z.boolean(),
  /** The nearest area the donor shares with the request; null when the request names no place. */
  proximity: z.enum(PROXIMITIES).nullable(),
  /** When the donor may give again; null or past: may give now. */
  eligibleFrom: z.string().nullable(),
  /** Convenience: eligibleFrom is null or not after the server's now. */
  eligibleNow: z.boolean(),
  lastCalledAt: z.string().nullable(),
  /** Name (or email when the account has no name) of whoever made the last call; null when none or the account is gone. */
  lastCalledBy: z.string().nullable(),
  callsLast3Days: z.number().int(),
  /** An admin recorded "wrong number" for the donor's current numbers (time of the latest such call). */
  wrongNumberAt: z.string().nullable(),
  /** An open or given pledge of this donor to this request, if any. */
  pledgeId: z.string().nullable(),
  number1: z.string(),
  number2: z.string().nullable(),
  /** Bengali names of the donor's places (null where not known); village as stored ('' when not known). */
  upazila: z.string().nullable(),
  union: z.string().nullable(),
  village: z.string(),
  /** The upazila and union in Bengali and English. */
  placeNames: z.object({ upazila: bilingualName.nullable(), union: bilingualName.nullable() }),
  /**
   * The donor's unit (docs/decisions/056-units.md): a donor of another unit is listed because they
   * share with the federation. Null: the federation's queue (no unit covers their place).
   */
  unit: z.object({ id: z.string(), name: z.object({ bn: z.string(), en: z.string() }) }).nullable(),
});
export type MatchRow = z.infer<typeof matchRow>;

export const matchesPage = z.object({
  matches: z.array(matchRow),
  pageCount: z.number().int(),
  totalCount: z.number().int(),
});
export type MatchesPage = z.infer<typeof matchesPage>;

// ---------------------------------------------------------------- calls

export const CALL_MESSAGES = {
  outcome: 'Outcome is required',
  donatedOnRequired: 'donatedOn: the date of the donation is required for donatedRecently',
  donatedOnOnly: 'donatedOn: only with the outcome donatedRecently',
} as const;

/**
 * POST /api/donors/:id/calls. `requestId`: the blood request the call was about (optional).
 * `willDonate` with a requestId pledges the donor to it; `wrongNumber` flags the donor;
 * `donatedRecently` needs `donatedOn` and records that donation (whole blood unless `kind`).
 */
export const callBody = z
  .object({
    requestId: z.preprocess(
      (value) => (empty(value) ? null : value),
      z.uuid('must be a blood request id').nullable(),
    ),
    outcome: z.enum(CALL_OUTCOMES, {
      error: (issue) =>
        empty(issue.input) ? CALL_MESSAGES.outcome : `must be one of ${CALL_OUTCOMES.join(', ')}`,
    }),
    note: optionalLongText(CALL_NOTE_MAX),
    donatedOn: optionalDonationDate,
    kind: z.preprocess(
      (value) => (empty(value) ? undefined : value),
      z.enum(DONATION_KINDS, { error: DONATION_MESSAGES.kind }).default('whole_blood'),
    ),
  })
  .superRefine((value, ctx) => {
    if (value.outcome === 'donatedRecently' && !value.donatedOn)
      ctx.addIssue({
        code: 'custom',
        message: CALL_MESSAGES.donatedOnRequired,
        path: ['donatedOn'],
      });
    if (value.outcome !== 'donatedRecently' && value.donatedOn)
      ctx.addIssue({ code: 'custom', message: CALL_MESSAGES.donatedOnOnly, path: ['donatedOn'] });
  });
export type CallInput = z.input<typeof callBody>;
export type CallBody = z.output<typeof callBody>;

/** GET /api/donors/:id/calls: newest first. */
export const callsQuery = z.object({ limit: pageSize(10), pageNumber: pageIndex });

export const callRow = z.object({
  _id: z.string(),
  donorId: z.string(),
  requestId: z.string().nullable(),
  outcome: z.enum(CALL_OUTCOMES),
  note: z.string().nullable(),
  /** For donatedRecently: the donation's date (YYYY-MM-DD) and its history row. */
  donatedOn: z.string().nullable(),
  donationId: z.string().nullable(),
  calledAt: z.string(),
  /** Name (or email) of the admin who called; null when that account is gone. */
  calledBy: z.string().nullable(),
});
export type CallRow = z.infer<typeof callRow>;

export const callsPage = z.object({
  calls: z.array(callRow),
  pageCount: z.number().int(),
  totalCount: z.number().int(),
});
export type CallsPage = z.infer<typeof callsPage>;

/** What donor rows of the admin lists carry about calls (computed for the page only). */
export const donorCallSummary = z.object({
  callsLast3Days: z.number().int(),
  lastCalledAt: z.string().nullable(),
  lastCalledBy: z.string().nullable(),
  /** Set by a wrongNumber call; cleared when an admin changes the donor's numbers. */
  wrongNumberAt: z.string().nullable(),
});
export type DonorCallSummary = z.infer<typeof donorCallSummary>;

// ---------------------------------------------------------------- pledges and the request's lifecycle

export const requestPledgeParams = z.object({
  id: z.uuid('must be a blood request id'),
  pledgeId: z.uuid('must be a pledge id'),
});

/**
 * POST .../pledges/:pledgeId/given: records the pledged donation in the donor's history, linked
 * to the request (date today in Bangladesh unless `donatedOn`; whole blood unless `kind`).
 */
export const pledgeGivenBody = z
  .object({
    donatedOn: optionalDonationDate,
    kind: donationDetails.kind,
    place: donationDetails.place,
  })
  .default({ kind: 'whole_blood', place: null });
export type PledgeGivenInput = z.input<typeof pledgeGivenBody>;
export type PledgeGivenBody = z.output<typeof pledgeGivenBody>;

/** POST .../pledges/:pledgeId/withdraw: the donor can no longer come (reason optional). */
export const pledgeWithdrawBody = z
  .object({ reason: optionalLongText(WITHDRAW_REASON_MAX) })
  .default({ reason: null });
export type PledgeWithdrawBody = z.output<typeof pledgeWithdrawBody>;

export const CANCEL_MESSAGES = { reason: 'Reason is required' } as const;

/** POST /api/blood-request/:id/cancel: the reason is required. */
export const cancelBody = z.object({
  reason: z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    z
      .string({ error: 'must be text' })
      .normalize('NFC')
      .trim()
      .min(1, CANCEL_MESSAGES.reason)
      .max(CANCEL_REASON_MAX, `must be at most ${CANCEL_REASON_MAX} characters`)
      .transform((value) => value.replace(/\r\n?/g, '\n')),
  ),
});
export type CancelBody = z.output<typeof cancelBody>;

/** A request's bags and how far they are covered; counted from pledge and donation rows. */
export const requestProgress = z.object({
  state: z.enum(BLOOD_REQUEST_STATES),
  /** From the request's quantity ('6+' counts as 6). */
  bagsNeeded: z.number().int(),
  /** Pledges not withdrawn (open and given). */
  pledgedCount: z.number().int(),
  /** Donations in history linked to the request (through a pledge or Donate with the request). */
  givenCount: z.number().int(),
});
export type RequestProgress = z.infer<typeof requestProgress>;

export const pledgeRow = z.object({
  _id: z.string(),
  requestId: z.string(),
  donorId: z.string(),
  donorName: z.string(),
  bloodGroup: z.enum(BLOOD_GROUPS),
  number1: z.string(),
  number2: z.string().nullable(),
  state: z.enum(PLEDGE_STATES),
  pledgedAt: z.string(),
  pledgedBy: z.string().nullable(),
  /** When given: the donation's date (YYYY-MM-DD), kind and history row. */
  donatedOn: z.string().nullable(),
  kind: z.enum(DONATION_KINDS).nullable(),
  donationId: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
  withdrawReason: z.string().nullable(),
  /** admin: pledged after a call; donorLink: the donor said yes to an alert, to be confirmed by a call. */
  source: z.enum(PLEDGE_SOURCES),
  /** For a donorLink pledge: when an admin's willDonate call confirmed it; null until then. */
  confirmedAt: z.string().nullable(),
});
export type PledgeRow = z.infer<typeof pledgeRow>;

export const pledgesResponse = requestProgress.extend({
  /** Open ones first, then given, then withdrawn; each oldest first. */
  pledges: z.array(pledgeRow),
});
export type PledgesResponse = z.infer<typeof pledgesResponse>;

/** The answer to the given and withdraw routes. */
export const pledgeResult = z.object({
  modifiedCount: z.number().int(),
  pledge: pledgeRow,
  request: requestProgress,
});
export type PledgeResult = z.infer<typeof pledgeResult>;

/** The answer to POST /api/blood-request/:id/cancel. */
export const cancelResult = requestProgress.extend({ modifiedCount: z.number().int() });

/** The answer to POST /api/donors/:id/calls (201). */
export const callResult = z.object({
  insertedId: z.string(),
  call: callRow,
  /** The pledge a willDonate call made (or the donor's existing one for that request); else null. */
  pledge: pledgeRow.nullable(),
  /** The request's progress after the call, when the call named one. */
  request: requestProgress.nullable(),
  /**
   * A willDonate call whose pledge was refused: the donor may not give again before the blood is
   * needed. The call itself is recorded; `eligibleFrom` is when the donor may give.
   */
  pledgeRefused: z
    .object({ code: z.literal('DONOR_NOT_AVAILABLE'), eligibleFrom: z.string() })
    .nullable(),
  /** The donor's call figures after this call. */
  donor: donorCallSummary,
});
export type CallResult = z.infer<typeof callResult>;
