import { z } from 'zod';
import { cleanFamilyNote, FAMILY_NOTE_MAX } from '../milestones.ts';
import {
  ALERT_ANSWERS,
  ALERT_CHANNELS,
  ALERT_DEFAULTS,
  ALERT_SKIP_REASONS,
  ALERT_STATES,
  ALERTS_PER_REQUEST_MAX,
  BLOOD_GROUPS,
} from '../constants.ts';

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
 * - (none yet)
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
  })
  .default({ urgent: false });
export type SendAlertsInput = z.input<typeof sendAlertsBody>;
export type SendAlertsBody = z.output<typeof sendAlertsBody>;

export const alertSkip = z.object({ donorId: z.string(), reason: z.enum(ALERT_SKIP_REASONS) });
export type AlertSkip = z.infer<typeof alertSkip>;

export const sendAlertsResult = z.object({
  queued: z.number().int(),
  skipped: z.array(alertSkip),
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
  queuedAt: z.string(),
  /** Held for quiet hours until this time (null: sent as soon as a worker takes it). */
  notBefore: z.string().nullable(),
  sentAt: z.string().nullable(),
  answeredAt: z.string().nullable(),
  attempts: z.number().int(),
  /**
   * With SMS_PROVIDER=log (nothing is sent): the message as it would be sent, holding the donor's
   * link, for the admin to copy or share by WhatsApp. Null for other providers and for push.
   */
  text: z.string().nullable(),
});
export type AlertRow = z.infer<typeof alertRow>;

export const alertsResponse = z.object({
  /** `log`: the texts are for the admin to share; `http`: the gateway sends them. */
  smsProvider: z.enum(['log', 'http']),
  alerts: z.array(alertRow),
});
export type AlertsResponse = z.infer<typeof alertsResponse>;

// ---------------------------------------------------------------- settings

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Alert limits (super admin): per donor per day and per 7 days, and quiet hours in Bangladesh time. */
export const alertSettings = z.strictObject({
  perDay: z.number().int().min(0).max(10),
  perWeek: z.number().int().min(0).max(50),
  quietStart: z.string().regex(HH_MM, 'must be HH:MM'),
  quietEnd: z.string().regex(HH_MM, 'must be HH:MM'),
}) satisfies z.ZodType<{ [K in keyof typeof ALERT_DEFAULTS]: number | string }>;
export type AlertSettings = z.infer<typeof alertSettings>;

export const alertSettingsAnswer = z.object({
  perDay: z.number().int(),
  perWeek: z.number().int(),
  quietStart: z.string(),
  quietEnd: z.string(),
});

// ---------------------------------------------------------------- the requester's status link

export const requestStatusParams = z.object({ token: z.string().max(200) });

/** GET /api/request-status/:token: progress only; never a donor's name or number. */
export const requestStatus = z.object({
  bloodGroup: z.enum(BLOOD_GROUPS),
  neededAt: z.string(),
  bagsNeeded: z.number().int(),
  pledged: z.number().int(),
  given: z.number().int(),
  cancelled: z.boolean(),
  done: z.boolean(),
  /** The family's thank-you to the donors, as kept (decisions/060); null: none written. */
  familyNote: z.string().nullable(),
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
