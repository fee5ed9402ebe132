import { z } from 'zod';
import {
  BLOOD_GROUPS,
  BLOOD_QUANTITIES,
  DONATION_PLACE_MAX,
  DONOR_LANGUAGES,
  PATIENT_PROBLEM_MAX,
  type BloodRequestState,
  FAMILY_ANSWERS,
  TROUBLE_REASONS,
} from '../constants.ts';
import { toAsciiDigits } from '../text.ts';
import { optionalPhoneNumber, phoneNumber } from './contacts.ts';
import { optionalPlaceAnswer, optionalPlaceIds } from './geo.ts';
import { pageIndex, pageSize } from './pagination.ts';
import { requestProgress } from './matching.ts';

/** The public blood request form. */
export const BLOOD_REQUEST_MESSAGES = {
  patientName: 'Patient name is required',
  bloodGroup: 'Blood Group is required',
  date: 'Date & time is required',
  dateWindow: 'Date & time must be from today up to 60 days ahead',
  quantity: 'Blood Bag quantity is required',
  place: 'Blood donation place is required',
  problemMax: `Maximum length ${PATIENT_PROBLEM_MAX}`,
  placeMax: `Maximum length ${DONATION_PLACE_MAX}`,
} as const;

export const PATIENT_NAME_MAX = 60;
export const HEMOGLOBIN_MAX = 20;

const text = (value: unknown) => (value === undefined || value === null ? '' : value);
const missing = (input: unknown) => input === undefined || input === null || input === '';

const optionalText = (max: number, message: string) =>
  z.preprocess(
    text,
    z
      .string({ error: 'must be text' })
      .normalize('NFC')
      .trim()
      .max(max, message)
      .transform((value) => value || null),
  );

/** Date and time; a value without a zone (an <input type="datetime-local">) is read in the sender's zone. */
const dateTime = z.preprocess(
  text,
  z
    .string({ error: 'must be text' })
    .trim()
    .min(1, BLOOD_REQUEST_MESSAGES.date)
    .refine((value) => {
      const time = Date.parse(value);
      return Number.isFinite(time) && time > Date.UTC(2000, 0, 1) && time < Date.UTC(2100, 0, 1);
    }, 'must be a date and time')
    .transform((value) => new Date(value).toISOString()),
);

const DAY_MS = 86_400_000;
/** How far ahead a request may ask; further than that, plans change and the request goes stale. */
export const NEED_DATE_MAX_DAYS = 60;

/**
 * When the blood is needed: from today (a day's grace, for a request typed after midnight or
 * from another time zone) to NEED_DATE_MAX_DAYS ahead, by the server's clock.
 */
const neededAt = dateTime
  .refine((iso) => {
    const time = Date.parse(iso);
    const now = Date.now();
    return time >= now - DAY_MS && time <= now + NEED_DATE_MAX_DAYS * DAY_MS;
  }, BLOOD_REQUEST_MESSAGES.dateWindow)
  .meta({
    type: 'string',
    format: 'date-time',
    description: `When the blood is needed, ISO 8601 (a time without a zone is read in the sender's zone). The window moves with the server's clock: from 24 hours before now up to ${NEED_DATE_MAX_DAYS} days after now; outside it, 400 naming \`date\`.`,
  });

/**
 * Where the patient is: optional division, district, upazila and union ids (the same cascade as a
 * donor's address). The server checks they form one chain; all null clears the location.
 */
export const bloodRequestLocation = optionalPlaceIds;

export type BloodRequestLocation = z.infer<typeof bloodRequestLocation>;

/**
 * POST /api/blood-request. Unknown keys (status, submissionTime, _id) are dropped: the server
 * sets the status to incomplete and keeps its own times.
 */
export const bloodRequestBody = z.object({
  patient_name: z.preprocess(
    text,
    z
      .string({ error: 'must be text' })
      .normalize('NFC')
      .trim()
      .min(1, BLOOD_REQUEST_MESSAGES.patientName)
      .max(PATIENT_NAME_MAX, `Maximum length ${PATIENT_NAME_MAX}`),
  ),
  requested_bloodGroup: z.enum(BLOOD_GROUPS, {
    error: (issue) =>
      missing(issue.input) ? BLOOD_REQUEST_MESSAGES.bloodGroup : 'must be a blood group',
  }),
  date: neededAt,
  blood_quantity: z.enum(BLOOD_QUANTITIES, {
    error: (issue) =>
      missing(issue.input) ? BLOOD_REQUEST_MESSAGES.quantity : 'must be 1 to 6 or 6+',
  }),
  hemoglobin: z.preprocess(
    (value) => (typeof value === 'string' ? toAsciiDigits(value) : text(value)),
    optionalText(HEMOGLOBIN_MAX, `Maximum length ${HEMOGLOBIN_MAX}`),
  ),
  patient_problem: optionalText(PATIENT_PROBLEM_MAX, BLOOD_REQUEST_MESSAGES.problemMax),
  donation_place: z.preprocess(
    text,
    z
      .string({ error: 'must be text' })
      .normalize('NFC')
      .trim()
      .min(1, BLOOD_REQUEST_MESSAGES.place)
      .max(DONATION_PLACE_MAX, BLOOD_REQUEST_MESSAGES.placeMax),
  ),
  number1: phoneNumber,
  number2: optionalPhoneNumber,
  ...bloodRequestLocation.shape,
  /** The language of the form (the requester's SMS is written in it); Bengali when absent. */
  language: z.enum(DONOR_LANGUAGES).optional().default('bn'),
});

export type BloodRequestBody = z.infer<typeof bloodRequestBody>;

/** GET /api/complete-blood-request and /api/incomplete-blood-request. */
export const bloodRequestListQuery = z.object({
  limit: pageSize(10),
  pageNumber: pageIndex,
});

/**
 * GET /api/blood-requests/trouble (docs/decisions/063, 066): the open requests in trouble in the
 * caller's units: first those the family says were not given blood, then no pledge after 30
 * minutes, a rare group, needed within 12 hours; the blood needed soonest first in each, paged.
 */
export const troubleQuery = z.object({
  limit: pageSize(5),
  pageNumber: pageIndex,
});
export type TroubleQuery = z.infer<typeof troubleQuery>;

export const troubleRow = z.object({
  _id: z.string(),
  patient_name: z.string(),
  bloodGroup: z.enum(BLOOD_GROUPS),
  neededAt: z.string(),
  createdAt: z.string(),
  donation_place: z.string(),
  bagsNeeded: z.number().int(),
  pledged: z.number().int(),
  /**
   * Why it is listed, by code (at least one), the family's word first: familyNotGiven,
   * familyNotYet, dueSoon, noPledge, rare.
   */
  reasons: z.array(z.enum(TROUBLE_REASONS)),
});
export type TroubleRow = z.infer<typeof troubleRow>;

export const troublePage = z.object({
  requests: z.array(troubleRow),
  totalCount: z.number().int(),
  pageCount: z.number().int(),
});
export type TroublePage = z.infer<typeof troublePage>;

/**
 * PATCH /api/blood-request-status/{id}: older clients send status done and their own
 * submissionTime; only 'done' is accepted and the time is the server's.
 */
export const bloodRequestStatusBody = z
  .object({ status: z.literal('done', { error: 'must be done' }).optional() })
  .optional();

/** The longest note a handover carries (the audit event keeps it). */
export const HANDOVER_NOTE_MAX = 300;

/**
 * POST /api/blood-request/{id}/handover: the live unit the request goes to, with an optional note
 * for the audit trail (control characters become spaces, trimmed, at most 300 characters; empty:
 * none). The request's calls, pledges and history stay with it.
 */
export const bloodRequestHandoverBody = z.strictObject({
  unitId: z.uuid('must be a unit id'),
  note: z
    .string({ error: 'must be text' })
    .normalize('NFC')
    .transform((note) => note.replace(/\p{Cc}+/gu, ' ').trim())
    .pipe(z.string().max(HANDOVER_NOTE_MAX, `must be at most ${HANDOVER_NOTE_MAX} characters`))
    .nullish(),
});
export type BloodRequestHandoverBody = z.output<typeof bloodRequestHandoverBody>;

/** Stored status; `state` in the answers adds the derived 'managed' (common/constants.ts). */
export const BLOOD_REQUEST_STATUSES = ['incomplete', 'done', 'cancelled'] as const;
export type BloodRequestStatus = (typeof BLOOD_REQUEST_STATUSES)[number];

/**
 * A blood request as the API answers it (admins only: it carries the patient's phones), with its
 * state and counts (common/schemas/matching.ts).
 */
export const bloodRequestRow = requestProgress.extend({
  _id: z.string(),
  patient_name: z.string(),
  requested_bloodGroup: z.enum(BLOOD_GROUPS),
  date: z.string(),
  blood_quantity: z.string(),
  hemoglobin: z.string().nullable(),
  patient_problem: z.string().nullable(),
  donation_place: z.string(),
  number1: z.string(),
  number2: z.string().nullable(),
  /** One of the request's numbers is on the block list (it asked a family for money). */
  blocked: z.boolean().optional(),
  status: z.enum(BLOOD_REQUEST_STATUSES),
  /**
   * When an admin marked the request done, null while incomplete (the API's historical name;
   * `completedAt` inside the server). Not when it was submitted. A cancelled request has its
   * cancel time here too (both are closed; the complete list shows both).
   */
  submissionTime: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** Where the patient is, when given: ids and the places' names. */
  ...optionalPlaceAnswer,
  /**
   * The unit the request belongs to (docs/decisions/056-units.md); null: the federation's queue.
   * The matches name a donor's unit when it is another than this.
   */
  unitId: z.string().nullable(),
  /**
   * The number a shared request gives for contact: the unit's public number (or the nearest
   * unit's above it); null when none is set. The family's own numbers are never the default.
   */
  publicContact: z.string().nullable().optional(),
  /**
   * What the family answered on their status page to "was the blood given?", and when
   * (docs/decisions/063); null: not answered. Only on GET /api/blood-request/:id.
   */
  familyAnswer: z
    .object({ answer: z.enum(FAMILY_ANSWERS), at: z.string() })
    .nullable()
    .optional(),
});
export type BloodRequestRow = z.infer<typeof bloodRequestRow>;

/** The complete list answers no totalCount: its screen pages without one. */
export const completeBloodRequestPage = z.object({
  completeBloodRequestList: z.array(bloodRequestRow),
  pageCount: z.number().int(),
});
export type CompleteBloodRequestPage = z.infer<typeof completeBloodRequestPage>;

export const incompleteBloodRequestPage = z.object({
  incompleteBloodRequestList: z.array(bloodRequestRow),
  pageCount: z.number().int(),
  totalCount: z.number().int(),
});
export type IncompleteBloodRequestPage = z.infer<typeof incompleteBloodRequestPage>;

/** The bags a request needs, from its quantity ('6+' counts as 6). */
export function bagsNeeded(quantity: string): number {
  const n = Number.parseInt(quantity, 10);
  return Number.isFinite(n) && n > 0 ? n : 1;
}

/**
 * A request's state from its stored status and its rows: cancelled and done are stored; an
 * incomplete request whose open pledges and given donations cover the bags needed is managed.
 */
export function requestState(
  status: string,
  counts: { bagsNeeded: number; openPledges: number; givenCount: number },
): BloodRequestState {
  if (status === 'cancelled') return 'cancelled';
  if (status === 'done') return 'done';
  return counts.openPledges + counts.givenCount >= counts.bagsNeeded ? 'managed' : 'incomplete';
}
