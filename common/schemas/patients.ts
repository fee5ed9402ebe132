import { z } from 'zod';
import { BLOOD_GROUPS } from '../constants.ts';
import { isIsoDate } from '../dates.ts';
import { optionalPlaceAnswer, optionalPlaceIds } from './geo.ts';
import { pageFields, pageIndex, pageSize } from './pagination.ts';
import { phoneNumber } from './phone.ts';

/**
 * Recurring patients and their blood bridges (docs/decisions/057-blood-bridges.md): a patient who
 * needs blood every few weeks, the donors who give to them in turn, and the rota planned from them.
 */

export const PATIENT_NAME_MAX = 100;
export const PATIENT_HOSPITAL_MAX = 150;
export const PATIENT_NOTES_MAX = 500;
export const PATIENT_INTERVAL_MIN = 7;
export const PATIENT_INTERVAL_MAX = 60;
export const PATIENT_BAGS_MAX = 3;
/** A bridge holds at most this many donors; a donor is on at most BRIDGES_PER_DONOR bridges. */
export const BRIDGE_MAX = 20;
export const BRIDGES_PER_DONOR = 2;
/** The rota is planned at most this many days ahead. */
export const ROTA_DAYS_MAX = 180;
/** The donor's link shows this many of their own next sessions per bridge. */
export const DONOR_SESSIONS_SHOWN = 4;

/**
 * Asking ahead (docs/decisions/061): a session's planned donors are asked through their channel
 * this many days before it (a unit's alert settings may say 1 to 14), and an ask not answered
 * within BRIDGE_ANSWER_MS counts as no answer: the next bridge donor is brought in.
 */
export const BRIDGE_ASK_DAYS_DEFAULT = 4;
export const BRIDGE_ASK_DAYS_MIN = 1;
export const BRIDGE_ASK_DAYS_MAX = 14;
export const BRIDGE_ANSWER_MS = 24 * 3_600_000;
/** The general matches offered for a session the bridge cannot fill. */
export const SESSION_MATCHES_MAX = 10;

export const BRIDGE_AGREEMENTS = ['pending', 'agreed', 'left'] as const;
export type BridgeAgreement = (typeof BRIDGE_AGREEMENTS)[number];
export const SLOT_STATES = [
  'planned',
  'asked',
  'confirmed',
  'declined',
  /** Asked, and no answer within a day (BRIDGE_ANSWER_MS): counted like a decline. */
  'noAnswer',
  /** The app could not ask them when their ask was due (UNREACHABLE_REASONS): counted like a decline. */
  'unreachable',
  'backfill',
  'given',
] as const;
/**
 * Why a planned donor could not be asked (decisions/067): no consent to messages, no channel to
 * reach them by, paused through the last day of asking, or the ask's message failed for good.
 */
export const UNREACHABLE_REASONS = ['noConsent', 'noChannel', 'paused', 'sendFailed'] as const;
export type UnreachableReason = (typeof UNREACHABLE_REASONS)[number];
/** What a volunteer records of a donor at a session (the others are the plan's own). */
export const SLOT_ANSWERS = ['asked', 'confirmed', 'declined', 'given'] as const;

const oneLine = (max: number, label: string) =>
  z
    .string({ error: 'must be text' })
    .normalize('NFC')
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((v) => !/\p{Cc}/u.test(v), `${label} must be on one line`);

export const isoDay = z
  .string({ error: 'must be a date' })
  .refine(isIsoDate, 'must be a date written YYYY-MM-DD')
  .meta({ format: 'date' });

const patientFields = {
  name: oneLine(PATIENT_NAME_MAX, 'Name'),
  bloodGroup: z.enum(BLOOD_GROUPS, { error: 'must be a blood group' }),
  guardianPhone: phoneNumber,
  hospital: oneLine(PATIENT_HOSPITAL_MAX, 'Hospital'),
  /**
   * Where the hospital is (decisions/065): division, district, upazila and union ids, each
   * optional, one chain as a blood request's place; the bridge's suggestions rank donors nearest it.
   */
  ...optionalPlaceIds.shape,
  intervalDays: z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(PATIENT_INTERVAL_MIN, `must be at least ${PATIENT_INTERVAL_MIN} days`)
    .max(PATIENT_INTERVAL_MAX, `must be at most ${PATIENT_INTERVAL_MAX} days`),
  bagsPerSession: z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(PATIENT_BAGS_MAX, `must be at most ${PATIENT_BAGS_MAX}`),
  nextSessionAt: isoDay,
  notes: z
    .string({ error: 'must be text' })
    .normalize('NFC')
    .trim()
    .max(PATIENT_NOTES_MAX, `must be at most ${PATIENT_NOTES_MAX} characters`)
    .refine(
      (v) => ![...v].some((c) => /\p{Cc}/u.test(c) && c !== '\n' && c !== '\r' && c !== '\t'),
      'must not hold control characters',
    ),
};

/** POST /api/patients: registered by an admin who has the guardian's consent (`consent: true`). */
export const patientCreateBody = z.strictObject({
  ...patientFields,
  notes: patientFields.notes.optional(),
  consent: z.literal(true, { error: "the guardian's consent is required" }),
  /** The unit the patient belongs to: required only for someone who sees several. */
  unitId: z.uuid('must be a unit id').optional(),
});
export type PatientCreateBody = z.output<typeof patientCreateBody>;

/**
 * PATCH /api/patients/{id}: any of the fields (none: nothing changes, modifiedCount 0, as the
 * other PATCH routes answer); the unit and consent do not change here. A place level not sent
 * keeps its value; the place they make together must still be one chain (null clears a level).
 */
export const patientUpdateBody = z.strictObject(patientFields).partial();
export type PatientUpdateBody = z.output<typeof patientUpdateBody>;

export const patientPauseBody = z.strictObject({
  paused: z.boolean({ error: 'must be true or false' }),
});

export const patientIdParam = z.object({ id: z.uuid('must be a patient id') });

export const patientCreatedAnswer = z.object({ id: z.string() });

export const patientListQuery = z.object({
  limit: pageSize(25),
  pageNumber: pageIndex,
});

const nextSession = z.object({ date: z.string(), covered: z.boolean() }).nullable().meta({
  description: 'The first session in the next 90 days, and whether it has all its donors.',
});

export const patientRow = z.object({
  id: z.string(),
  unitId: z.string(),
  name: z.string(),
  bloodGroup: z.enum(BLOOD_GROUPS),
  guardianPhone: z.string(),
  hospital: z.string(),
  intervalDays: z.number().int(),
  bagsPerSession: z.number().int(),
  nextSessionAt: z.string(),
  notes: z.string(),
  consentAt: z.string(),
  paused: z.boolean(),
  bridgeSize: z.number().int(),
  nextSession,
  /** Sessions in the next 90 days without all their donors. */
  uncoveredSessions: z.number().int(),
  createdAt: z.string(),
});
export type PatientRow = z.infer<typeof patientRow>;

export const patientPage = z.object({ patients: z.array(patientRow), ...pageFields });

export const bridgeMember = z.object({
  donorId: z.string(),
  name: z.string(),
  bloodGroup: z.enum(BLOOD_GROUPS),
  gender: z.string().nullable(),
  agreement: z.enum(BRIDGE_AGREEMENTS),
  nextEligibleAt: z.string().nullable(),
});

/** GET /api/patients/{id}: the patient, where their hospital is (ids and names, as a request's place), and their bridge. */
export const patientAnswer = patientRow.extend({
  ...optionalPlaceAnswer,
  bridge: z.array(bridgeMember),
});

/** PUT /api/patients/{id}/bridge: the bridge's donors, replacing the list (those kept keep their answer). */
export const bridgeBody = z.strictObject({
  donorIds: z
    .array(z.uuid('must be a donor id'))
    .max(BRIDGE_MAX, `at most ${BRIDGE_MAX} donors`)
    .refine((ids) => new Set(ids).size === ids.length, 'a donor is named twice'),
});

export const sessionsQuery = z.object({
  days: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(ROTA_DAYS_MAX, `must be at most ${ROTA_DAYS_MAX}`)
    .default(90),
});

export const sessionsAnswer = z.object({
  sessions: z.array(
    z.object({
      date: z.string(),
      bags: z.number().int(),
      covered: z.boolean(),
      donors: z.array(
        z.object({
          donorId: z.string(),
          name: z.string(),
          state: z.enum(SLOT_STATES),
          /** When the donor was asked (by the app or as a volunteer recorded it); null: not asked. */
          askedAt: z.string().nullable(),
          /** Why the app could not ask them (state unreachable); null otherwise. */
          reason: z.enum(UNREACHABLE_REASONS).nullable(),
        }),
      ),
      /** The day the app starts asking this session's planned donors (the unit's bridgeAskDays before it). */
      askFrom: z.string(),
      /**
       * The bridge has nobody left for this session and asking has begun: the general matches for
       * its day (compatible, eligible that day, not on the bridge, in the matches' order) for the
       * volunteer to call. Null otherwise.
       */
      matches: z
        .array(
          z.object({
            donorId: z.string(),
            name: z.string(),
            bloodGroup: z.enum(BLOOD_GROUPS),
            phone: z.string(),
            upazila: z.string().nullable(),
          }),
        )
        .nullable(),
    }),
  ),
  /** Sessions in the window without all their donors: the bridge cannot cover the window. */
  uncovered: z.number().int(),
});
export type SessionsAnswer = z.infer<typeof sessionsAnswer>;

/** The most sessions today's list shows (the caller's units' patients with a session today). */
export const TODAY_SESSIONS_MAX = 50;

/**
 * GET /api/bridge-sessions/today: the day's bridge sessions of the caller's units, like a request's
 * pledges on the volunteer's list: each patient's hospital and bags, and the donors planned or
 * answering for today with their numbers to call.
 */
export const todaySessionsAnswer = z.object({
  date: z.string(),
  sessions: z.array(
    z.object({
      patientId: z.string(),
      name: z.string(),
      hospital: z.string(),
      bloodGroup: z.enum(BLOOD_GROUPS),
      bags: z.number().int(),
      covered: z.boolean(),
      donors: z.array(
        z.object({
          donorId: z.string(),
          name: z.string(),
          phone: z.string(),
          state: z.enum(SLOT_STATES),
        }),
      ),
    }),
  ),
});
export type TodaySessionsAnswer = z.infer<typeof todaySessionsAnswer>;

/** POST /api/patients/{id}/session-answers: what a donor said (or did) for one session. */
export const sessionAnswerBody = z.strictObject({
  date: isoDay,
  donorId: z.uuid('must be a donor id'),
  state: z.enum(SLOT_ANSWERS, { error: 'must be asked, confirmed, declined or given' }),
});
export type SessionAnswerBody = z.output<typeof sessionAnswerBody>;

/** GET /api/patients/{id}/suggestions: compatible donors for the bridge, in the matches' order. */
export const bridgeSuggestions = z.object({
  donors: z.array(
    z.object({
      donorId: z.string(),
      name: z.string(),
      bloodGroup: z.enum(BLOOD_GROUPS),
      upazila: z.string().nullable(),
      /** Other live bridges the donor is on (a third is refused). */
      bridges: z.number().int(),
      /** Of the donor's last RELIABILITY_CALLS calls, those that did not reach them. */
      missedCalls: z.number().int(),
    }),
  ),
});

/**
 * GET /api/donor-link/{token}/bridges: the bridges the donor is on, as the donor sees them: the
 * hospital and how often, never the patient's name or the guardian's number; their own next
 * session on each.
 */
export const donorBridgesAnswer = z.object({
  bridges: z.array(
    z.object({
      patientId: z.string(),
      hospital: z.string(),
      intervalDays: z.number().int(),
      agreement: z.enum(BRIDGE_AGREEMENTS),
      nextSession: z.object({ date: z.string(), state: z.enum(SLOT_STATES) }).nullable(),
      /** The donor's own next sessions in 90 days (at most DONOR_SESSIONS_SHOWN), declined ones included. */
      sessions: z.array(z.object({ date: z.string(), state: z.enum(SLOT_STATES) })),
    }),
  ),
});

export const donorBridgeParams = z.object({
  token: z.string().max(200),
  patientId: z.uuid('must be a patient id'),
});

/** PUT /api/donor-link/{token}/bridges/{patientId}: the donor joins (agreed) or leaves the bridge. */
export const donorBridgeBody = z.strictObject({
  agreement: z.enum(['agreed', 'left'], { error: 'must be agreed or left' }),
});

/** POST /api/donor-link/{token}/bridges/{patientId}/sessions: the donor confirms or declines a session. */
export const donorSessionBody = z.strictObject({
  date: isoDay,
  answer: z.enum(['confirmed', 'declined'], { error: 'must be confirmed or declined' }),
});

/**
 * The guardian's status link (decisions/062): GET /api/patients/{id}/status-link says whether one
 * is live and since when (never the link: as a donor's link, it is shown once, when issued), POST
 * issues a new one (the old one stops working), DELETE turns it off.
 */
export const patientStatusLinkAnswer = z.object({
  link: z.object({ issuedAt: z.string() }).nullable(),
});
export const patientStatusLinkIssued = z.object({
  url: z.string(),
  token: z.string(),
  issuedAt: z.string(),
});
export const patientStatusLinkRevoked = z.object({ revokedCount: z.number().int() });

export const patientStatusParams = z.object({ token: z.string().max(200) });

/** The guardian's window: the next this many days. */
export const PATIENT_STATUS_DAYS = 90;

/**
 * GET /api/patient-status/{token}: what the guardian's public page shows. The hospital, how often
 * and the next sessions, each covered (enough donors planned) and confirmed (enough donors said
 * yes) or not. Never the patient's name or number, never a donor.
 */
export const patientStatus = z.object({
  hospital: z.string(),
  intervalDays: z.number().int(),
  bagsPerSession: z.number().int(),
  paused: z.boolean(),
  days: z.number().int(),
  sessions: z.array(
    z.object({
      date: z.string(),
      covered: z.boolean(),
      /** Every bag of the session has a donor who confirmed (or gave). */
      confirmed: z.boolean(),
    }),
  ),
});
export type PatientStatus = z.infer<typeof patientStatus>;
