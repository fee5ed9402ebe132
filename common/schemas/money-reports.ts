import { z } from 'zod';
import { phoneNumber } from './phone.ts';

/**
 * "Someone asked me for money" and the block list (docs/decisions/059).
 *
 *   POST /api/request-status/:token/money-report  body MoneyReportBody → 201 { reported: true } (public, limited)
 *   GET  /api/money-reports?state=                                      → MoneyReportPage (admins, their units)
 *   POST /api/money-reports/:id/decision           body { decision }    → 200 { state } (admins)
 *   GET  /api/blocked-numbers                                           → BlockedNumbers (admins)
 *   POST /api/blocked-numbers/:id/lift                                  → 200 { lifted } (super admin)
 *
 * Changes to this contract after it was first committed are listed here, newest last:
 * - (none yet)
 */

export const MONEY_REPORT_STATES = ['pending', 'confirmed', 'dismissed'] as const;
export type MoneyReportState = (typeof MONEY_REPORT_STATES)[number];
export const MONEY_REPORT_NOTE_MAX = 300;
/** How many reports one request may make (a family reports one or two callers, not a list). */
export const MONEY_REPORTS_PER_REQUEST = 5;

export const moneyReportBody = z.strictObject({
  /** The number that asked for money. */
  phone: phoneNumber,
  note: z
    .string({ error: 'must be text' })
    .trim()
    .max(MONEY_REPORT_NOTE_MAX, `Maximum length ${MONEY_REPORT_NOTE_MAX}`)
    .optional(),
});
export type MoneyReportBody = z.infer<typeof moneyReportBody>;

export const moneyReported = z.object({ reported: z.literal(true) });

export const moneyReportQuery = z.object({
  state: z.enum(MONEY_REPORT_STATES).optional().default('pending'),
});

export const moneyReportRow = z.object({
  id: z.string(),
  requestId: z.string(),
  bloodGroup: z.string(),
  place: z.string(),
  phone: z.string(),
  note: z.string().nullable(),
  reportedAt: z.string(),
  state: z.enum(MONEY_REPORT_STATES),
  /** The number is on the block list now. */
  blocked: z.boolean(),
  /** Reports of this number, from any request. */
  reportsOfNumber: z.number().int(),
});
export type MoneyReportRow = z.infer<typeof moneyReportRow>;

export const moneyReportPage = z.object({ reports: z.array(moneyReportRow) });

export const moneyReportDecision = z.strictObject({ decision: z.enum(['confirm', 'dismiss']) });
export type MoneyReportDecision = z.infer<typeof moneyReportDecision>;

export const moneyReportDecided = z.object({ state: z.enum(MONEY_REPORT_STATES) });

export const blockedNumberRow = z.object({
  id: z.string(),
  phone: z.string(),
  blockedAt: z.string(),
});
export const blockedNumbers = z.object({ numbers: z.array(blockedNumberRow) });

export const liftedAnswer = z.object({ lifted: z.boolean() });
