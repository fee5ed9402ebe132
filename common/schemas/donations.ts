import { z } from 'zod';
import {
  COMMUNITY_NAME_MAX,
  DONATION_KINDS,
  ELIGIBILITY_DAYS_MAX,
  ELIGIBILITY_DEFAULTS,
  PRODUCT_NAME,
  type EligibilityDays,
} from '../constants.ts';
import { BANGLADESH_TIME_ZONE, isIsoDate, todayInBangladesh } from '../dates.ts';
import { alertSettings, alertSettingsAnswer } from './alerts.ts';

/**
 * Donation history and the eligibility settings: one schema per request, shared by the forms
 * and the routes. A donation's date is a calendar date in Bangladesh.
 */

export const DONATION_TIME_ZONE = BANGLADESH_TIME_ZONE;
export const DONATION_PLACE_TEXT_MAX = 100;

export const DONATION_MESSAGES = {
  date: 'Donation date is required',
  dateInvalid: 'Enter a real date (YYYY-MM-DD)',
  dateFuture: 'Donation date cannot be in the future',
  dateBeforeBirth: 'Donation date cannot be before the date of birth',
  kind: 'Kind must be whole_blood or platelets',
  place: `Place must be at most ${DONATION_PLACE_TEXT_MAX} characters`,
  bloodRequestId: 'must be a blood request id',
  days: `must be a whole number of days from 1 to ${ELIGIBILITY_DAYS_MAX}`,
} as const;

const empty = (value: unknown) => value === undefined || value === null || value === '';

/** What every recorded donation may say about itself: its kind, where, and the request it answered. */
export const donationDetails = {
  kind: z.preprocess(
    (value) => (empty(value) ? undefined : value),
    z.enum(DONATION_KINDS, { error: DONATION_MESSAGES.kind }).default('whole_blood'),
  ),
  place: z.preprocess(
    (value) => (empty(value) ? null : value),
    z
      .string({ error: 'must be text' })
      .normalize('NFC')
      .trim()
      .max(DONATION_PLACE_TEXT_MAX, DONATION_MESSAGES.place)
      .transform((value) => value || null)
      .nullable(),
  ),
  bloodRequestId: z.preprocess(
    (value) => (empty(value) ? null : value),
    z.uuid(DONATION_MESSAGES.bloodRequestId).nullable(),
  ),
};

/**
 * POST /api/donors/:id/donations: a past donation an admin adds to the history. The date may not
 * be after today (in Bangladesh); the server also refuses one before the donor's birth.
 */
export const donationHistoryBody = z.object({
  donatedAt: z
    .string({ error: DONATION_MESSAGES.date })
    .trim()
    .min(1, DONATION_MESSAGES.date)
    .refine(isIsoDate, DONATION_MESSAGES.dateInvalid)
    .refine(
      (text) => !isIsoDate(text) || text <= todayInBangladesh(),
      DONATION_MESSAGES.dateFuture,
    ),
  ...donationDetails,
});
export type DonationHistoryInput = z.input<typeof donationHistoryBody>;
export type DonationHistoryBody = z.output<typeof donationHistoryBody>;

export const donationParams = z.object({
  id: z.uuid('must be a donor id'),
  donationId: z.uuid('must be a donation id'),
});

/** One donation as the API gives it. */
export const donationRow = z.object({
  _id: z.string(),
  /** The calendar date, YYYY-MM-DD. */
  donatedAt: z.string(),
  kind: z.enum(DONATION_KINDS),
  place: z.string().nullable(),
  bloodRequestId: z.string().nullable(),
  /** The name (or email) of the admin who recorded it; null for imported or seeded rows. */
  recordedBy: z.string().nullable(),
});
export type DonationRow = z.infer<typeof donationRow>;

/** The donor's totals after a change of the history. */
export const donationTotals = z.object({
  donationCount: z.number().int(),
  nextEligibleAt: z.string().nullable(),
});

export const donationHistory = donationTotals.extend({
  donations: z.array(donationRow),
  priorDonations: z.number().int(),
});
export type DonationHistory = z.infer<typeof donationHistory>;

/** POST /api/donors/:id/donations (201). */
export const donationAdded = donationTotals.extend({ donation: donationRow });
/** DELETE /api/donors/:id/donations/:donationId. */
export const donationRemoved = donationTotals.extend({ deletedCount: z.number().int() });

const days = z
  .number({ error: DONATION_MESSAGES.days })
  .int(DONATION_MESSAGES.days)
  .min(1, DONATION_MESSAGES.days)
  .max(ELIGIBILITY_DAYS_MAX, DONATION_MESSAGES.days);

export const eligibilitySettings = z.strictObject({
  wholeBloodMaleDays: days,
  wholeBloodFemaleDays: days,
  wholeBloodOtherDays: days,
  plateletsDays: days,
}) satisfies z.ZodType<EligibilityDays>;

export const COMMUNITY_NAME_MESSAGES = {
  required: 'Community name is required',
  tooLong: `Community name must be at most ${COMMUNITY_NAME_MAX} characters`,
  control: 'Community name must be on one line, without tabs or control characters',
} as const;

const communityName = z
  .string({ error: 'must be text' })
  .normalize('NFC')
  .trim()
  .min(1, COMMUNITY_NAME_MESSAGES.required)
  .max(COMMUNITY_NAME_MAX, COMMUNITY_NAME_MESSAGES.tooLong)
  .refine((name) => !/\p{Cc}/u.test(name), COMMUNITY_NAME_MESSAGES.control);

/**
 * The community's own name, in Bengali and in English: who is asking, in every invitation to a
 * donor (decisions/052). Each 1 to 60 characters after trimming, NFC, one line.
 */
export const communitySettings = z.strictObject({ bn: communityName, en: communityName });
export type CommunitySettings = z.output<typeof communitySettings>;

/** The name when none is set: the product's, as before the setting existed. */
export const COMMUNITY_NAME_DEFAULTS: CommunitySettings = { bn: 'রক্তসেতু', en: PRODUCT_NAME };

/**
 * PUT /api/settings (super admin): all four waits, whole days; the alert limits and the community's
 * name when sent (absent: unchanged).
 */
export const settingsBody = z.object({
  eligibility: eligibilitySettings,
  alerts: alertSettings.optional(),
  community: communitySettings.optional(),
});
export type SettingsBody = z.output<typeof settingsBody>;

const eligibilityDays = z.object({
  wholeBloodMaleDays: z.number().int(),
  wholeBloodFemaleDays: z.number().int(),
  wholeBloodOtherDays: z.number().int(),
  plateletsDays: z.number().int(),
}) satisfies z.ZodType<EligibilityDays>;

/** GET and PUT /api/settings. */
export const settingsResponse = z.object({
  eligibility: eligibilityDays,
  defaults: eligibilityDays,
  alerts: alertSettingsAnswer,
  alertDefaults: alertSettingsAnswer,
  /** The community's name as invitations say it (the product's name until a super admin sets one). */
  community: z.object({ bn: z.string(), en: z.string() }),
  communityDefaults: z.object({ bn: z.string(), en: z.string() }),
});
export type SettingsResponse = z.infer<typeof settingsResponse>;

export const ELIGIBILITY_SETTING_NAMES = Object.keys(
  ELIGIBILITY_DEFAULTS,
) as (keyof EligibilityDays)[];
