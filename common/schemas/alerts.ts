import { z } from 'zod';
import { cleanFamilyNote, FAMILY_NOTE_MAX } from '../milestones.ts';
import {
  ALERT_ANSWERS,
  ALERT_PLEDGE_STATES,
  ALERT_CHANNELS,
  ALERT_DEFAULTS,
  ALERT_SKIP_REASONS,
  ALERT_STATES,
  ALERTS_PER_REQUEST_MAX,
  BLOOD_GROUPS,
  FAMILY_ANSWERS,
} from '../constants.ts';
import { BRIDGE_ASK_DAYS_MAX, BRIDGE_ASK_DAYS_MIN } from './patients.ts';

/**
 * Alerts for a blood request (admin or super admin), the alert settings (super admin changes them)
 * and the requester's status link (anyone with the token).
 *
 *   POST /api/blood-request/:id/alerts   body SendAlertsBody → 202 SendAlertsResult
 *   GET  /api/blood-request/:id/alerts                       → AlertsResponse
 *   GET  /api/settings                    answer gains `alerts` and `alertDefaults` (AlertSettings)
 *   PUT  /api/settings                    body may carry `alerts` (AlertSettings); absent: unchanged
 *   GET  /api/request-status/:token                          → RequestStatus (public, rate limited)
 *   POST /api/blood-request (public)      answer gains `statusUrl` ({PUBLIC_URL}/r/{token})
 *
 * Changes to this contract after it was first committed are listed here, newest last:
 * - GET /api/request-status/:token gains `offered` and `coming` (who is coming: first name,
 *   verified, donations, the volunteer); POST /api/blood-request takes `language` (the requester's
 *   one SMS, with the status link and the money warning, is written in it).
 * - The alert list's `text` is always null; POST .../alerts answers `texts` (log mode, due now)
 *   and `heldUntil` (quiet hours) instead.
 * - GET /api/request-status/:token gains `familyAnswer` and `askFamily`; PUT
 *   /api/request-status/:token/answer records the family's answer (docs/decisions/063).
 */

/**
 * POST /api/blood-request/:id/alerts. Without donorIds the server picks the top matches
 * (compatible, eligible now, not paused, consenting, nearest, least recently called or alerted):
 * `limit` of them, default three per bag needed, at most 50. With donorIds exactly those donors
 * (each still checked). `urgent` sends during quiet hours too.
 */
export const sendAlertsBody = z
  .object({
    limit: z.number().int().min(1).max(ALERTS_PER_REQUEST_MAX).optional(),
    donorIds: z.array(z.uuid('must be a donor id')).min(1).max(ALERTS_PER_REQUEST_MAX).optional(),
    urgent: z.boolean().optional().default(false),
    /**
     * Automatic waves (docs/decisions/059): the server alerts in waves that widen every
     * ALERT_WAVE_SECONDS until the pledges cover the bags; not with donorIds or limit.
     */
    auto: z.boolean().optional(),
  })
  .refine((body) => !body.auto || (!body.donorIds && body.limit === undefined), {
    message: 'automatic waves pick their own donors',
    path: ['auto'],
  })
  .default({ urgent: false });
export type SendAlertsInput = z.input<typeof sendAlertsBody>;
export type SendAlertsBody = z.output<typeof sendAlertsBody>;

export const alertSkip = z.object({ donorId: z.string(), reason: z.enum(ALERT_SKIP_REASONS) });
export type AlertSkip = z.infer<typeof alertSkip>;

/** How far automatic waves go, nearest first: the request's union, upazila, district, division, then donors other units share. */
export const WAVE_REACHES = ['union', 'upazila', 'district', 'division', 'shared'] as const;
export type WaveReach = (typeof WAVE_REACHES)[number];
export const WAVE_STOP_REASONS = ['covered', 'closed', 'stopped', 'exhausted'] as const;
/** A text for the volunteer to copy or send by WhatsApp: the donor's message with their link. */
export const alertShareText = z.object({
  donorId: z.string(),
  number1: z.string(),
  text: z.string(),
});
export type AlertShareText = z.infer<typeof alertShareText>;

/** POST /api/blood-request/{id}/alerts/{donorId}/text (docs/decisions/066): the request and donor. */
export const alertTextParams = z.object({
  id: z.string().trim().toLowerCase().pipe(z.uuid('must be an id')).meta({ format: 'uuid' }),
  donorId: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.uuid('must be a donor id'))
    .meta({ format: 'uuid' }),
});

export const sendAlertsResult = z.object({
  queued: z.number().int(),
  skipped: z.array(alertSkip),
  /** With auto: the wave sent now (null when none went), its reach, when the next is due, or why they stopped. */
  auto: z
    .object({
      wave: z.number().int().nullable(),
      reach: z.enum(WAVE_REACHES).nullable(),
      nextAt: z.string().nullable(),
      stopped: z.enum(WAVE_STOP_REASONS).nullable(),
    })
    .optional(),
  /**
   * The alerts were held for quiet hours: they go at this time (absent: they go at once). Nothing
   * is to be copied or shared before then.
   */
  heldUntil: z.string().optional(),
  /**
   * With SMS_PROVIDER=log (nothing is sent), the texts of the SMS alerts queued by this call and
   * due now, each with the donor's link: shown in this answer only (the list never carries a
   * link), and never for a donor this call skipped. Absent with a gateway, or while held.
   */
  texts: z.array(alertShareText).optional(),
});
export type SendAlertsResult = z.infer<typeof sendAlertsResult>;

/** One alert of a request as the volunteer's list shows it, newest first. */
export const alertRow = z.object({
  donorId: z.string(),
  donorName: z.string(),
  bloodGroup: z.enum(BLOOD_GROUPS),
  /** The donor's first number (admins only), for a WhatsApp share or a call. */
  number1: z.string(),
  channel: z.enum(ALERT_CHANNELS),
  state: z.enum(ALERT_STATES),
  answer: z.enum(ALERT_ANSWERS).nullable(),
  /** The pledge a "yes" made, as the volunteer's call left it (null: none). */
  pledge: z.enum(ALERT_PLEDGE_STATES).nullable(),
  queuedAt: z.string(),
  /** Held for quiet hours until this time (null: sent as soon as a worker takes it). */
  notBefore: z.string().nullable(),
  sentAt: z.string().nullable(),
  answeredAt: z.string().nullable(),
  attempts: z.number().int(),
  /**
   * Always null: the list never carries a donor's link, which would let any admin act as the
   * donor. The text to share comes once: in the answer of the POST that queued the alert, or,
   * for one that was `readyToCopy`, from POST .../alerts/{donorId}/text (docs/decisions/066).
   */
  text: z.string().nullable(),
});
export type AlertRow = z.infer<typeof alertRow>;

/** One wave of automatic alerts. */
export const alertWave = z.object({
  number: z.number().int(),
  reach: z.enum(WAVE_REACHES),
  queued: z.number().int(),
  sentAt: z.string(),
});

/** A request's automatic alerts: running or why they stopped, and each wave. */
export const autoAlertsState = z.object({
  running: z.boolean(),
  urgent: z.boolean(),
  nextAt: z.string().nullable(),
  stopReason: z.enum(WAVE_STOP_REASONS).nullable(),
  waves: z.array(alertWave),
});
export type AutoAlertsState = z.infer<typeof autoAlertsState>;

export const alertsResponse = z.object({
  /** `log`: the texts are for the admin to share; `http`: the gateway sends them. */
  smsProvider: z.enum(['log', 'http']),
  /** The quiet hours of the request's unit (HH:MM, Bangladesh time): what the urgent switch overrides. */
  quietHours: z.object({ start: z.string(), end: z.string() }),
  /** The request is done or cancelled: its alerts still waiting will not go. */
  requestClosed: z.boolean(),
  alerts: z.array(alertRow),
  /** Null when automatic alerts never started for the request. */
  auto: autoAlertsState.nullable().optional(),
});

export const autoAlertsStopped = z.object({ stopped: z.boolean() });
export type AlertsResponse = z.infer<typeof alertsResponse>;

// ---------------------------------------------------------------- settings

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Alert limits (super admin): per donor per day and per 7 days, and quiet hours in Bangladesh time. */
export const alertSettings = z.strictObject({
  perDay: z.number().int().min(0).max(10),
  perWeek: z.number().int().min(0).max(50),
  quietStart: z.string().regex(HH_MM, 'must be HH:MM'),
  quietEnd: z.string().regex(HH_MM, 'must be HH:MM'),
  /**
   * Seconds between automatic waves; absent: the installation's ALERT_WAVE_SECONDS
   * (docs/decisions/059).
   */
  waveSeconds: z.number().int().min(60).max(86_400).optional(),
  /**
   * Days before a blood bridge's session its planned donors are asked through their channel;
   * absent: BRIDGE_ASK_DAYS_DEFAULT (docs/decisions/061).
   */
  bridgeAskDays: z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(BRIDGE_ASK_DAYS_MIN, `must be at least ${BRIDGE_ASK_DAYS_MIN} day`)
    .max(BRIDGE_ASK_DAYS_MAX, `must be at most ${BRIDGE_ASK_DAYS_MAX} days`)
    .optional(),
}) satisfies z.ZodType<{ [K in keyof typeof ALERT_DEFAULTS]: number | string }>;
export type AlertSettings = z.infer<typeof alertSettings>;

export const alertSettingsAnswer = z.object({
  perDay: z.number().int(),
  perWeek: z.number().int(),
  quietStart: z.string(),
  quietEnd: z.string(),
  waveSeconds: z.number().int().optional(),
  bridgeAskDays: z.number().int().optional(),
});

// ---------------------------------------------------------------- the requester's status link

export const requestStatusParams = z.object({ token: z.string().max(200) });

/** A donor a volunteer confirmed, as the family sees them: never a number or a full name. */
export const comingDonor = z.object({
  /** The first word of the donor's name. */
  firstName: z.string(),
  /** The community verified this donor. */
  verified: z.boolean(),
  /** Donations the donor gave for requests through the app. */
  donations: z.number().int(),
  /** The volunteer who confirmed the donor (handling the request), by name; null if unknown. */
  volunteer: z.string().nullable(),
});
export type ComingDonor = z.infer<typeof comingDonor>;

/**
 * GET /api/request-status/:token: progress, and who is coming once a volunteer confirmed them
 * (first name only); never a donor's number.
 */
export const requestStatus = z.object({
  bloodGroup: z.enum(BLOOD_GROUPS),
  neededAt: z.string(),
  bagsNeeded: z.number().int(),
  pledged: z.number().int(),
  given: z.number().int(),
  cancelled: z.boolean(),
  done: z.boolean(),
  /** Donors who said yes through their link that no volunteer has confirmed by a call yet. */
  offered: z.number().int(),
  coming: z.array(comingDonor),
  /** The family's thank-you to the donors, as kept (decisions/060); null: none written. */
  familyNote: z.string().nullable(),
  /** The family's answer to "was the blood given?" (docs/decisions/063); null: not answered. */
  familyAnswer: z.enum(FAMILY_ANSWERS).nullable(),
  /** The page asks it: the day the blood was needed has come and the request is still open. */
  askFamily: z.boolean(),
});
export type RequestStatus = z.infer<typeof requestStatus>;

/** The public POST /api/blood-request answer: the id, and the requester's status link. */
export const bloodRequestCreated = z.object({ insertedId: z.string(), statusUrl: z.string() });

/**
 * PUT /api/request-status/:token/note: the family's short thank-you, shown to the donors who gave
 * on their pages (control characters made spaces, numbers masked; a new note replaces the old).
 */
export const familyNoteBody = z.object({
  note: z
    .string()
    .max(FAMILY_NOTE_MAX, `note: at most ${FAMILY_NOTE_MAX} characters`)
    .refine((text) => cleanFamilyNote(text).length > 0, 'note: write a few words'),
});
export type FamilyNoteBody = z.infer<typeof familyNoteBody>;
export const familyNoteResult = z.object({ familyNote: z.string() });

/**
 * PUT /api/request-status/:token/answer: the family says whether the blood was given, once the
 * day it was needed has come and while the request is open; a new answer replaces the old. It is
 * shown to the volunteers and never records a donation by itself.
 */
export const familyAnswerBody = z.object({
  answer: z.enum(FAMILY_ANSWERS, { error: 'must be given, notYet or notGiven' }),
});
export type FamilyAnswerBody = z.infer<typeof familyAnswerBody>;
export const familyAnswerResult = z.object({
  familyAnswer: z.enum(FAMILY_ANSWERS),
  answeredAt: z.string(),
});
export type FamilyAnswerResult = z.infer<typeof familyAnswerResult>;
