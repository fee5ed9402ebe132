import { z } from 'zod';
import { DONOR_DETAILS, VILLAGE_NAME_MAX } from '../constants.ts';
import { birthDate, DONOR_MESSAGES, genderCodeOf } from './donors.ts';

/**
 * Inviting the donors a community brought in from its lists (docs/decisions/052): one SMS each,
 * through the alert outbox, asking them to confirm their details and say whether they want blood
 * requests, with their private link. The donor answers on that link.
 *
 *   POST /api/donors/invitations          InviteBody        → 202 InviteResult   (admins)
 *   GET  /api/donors/invitations/progress ProgressQuery     → InvitationProgress (admins)
 *   PUT  /api/donor-link/:token/details   CompleteDetailsBody → CompleteDetailsResult (the donor's link)
 */

/** Which donors an invitation call reaches when it names none: not consented, or record incomplete. */
export const INVITE_FILTERS = ['noConsent', 'detailsMissing'] as const;
export type InviteFilter = (typeof INVITE_FILTERS)[number];

/** At most this many donors by id in one call, and at most this many taken by a filter. */
export const INVITE_IDS_MAX = 1000;
export const INVITE_FILTER_MAX = 5000;
/** A donor is invited at most once in this many days. */
export const INVITE_AGAIN_DAYS = 30;

/** Why a donor got no invitation. */
export const INVITE_SKIP_REASONS = [
  'notFound',
  'archived',
  'notVerified',
  'noPhone',
  'invitedRecently',
] as const;
export type InviteSkipReason = (typeof INVITE_SKIP_REASONS)[number];

export const INVITE_MESSAGES = {
  oneOf: 'Give exactly one of donorIds, filter and importJobId',
  filter: `filter must be one of ${INVITE_FILTERS.join(', ')}`,
  donorIds: `donorIds must be 1 to ${INVITE_IDS_MAX} donor ids`,
  importJobId: 'importJobId must be an import job id',
} as const;

/** An import job's id: the donors that import created (donors.import_job_id). */
const importJobId = z.uuid({ error: INVITE_MESSAGES.importJobId });

/**
 * POST /api/donors/invitations: the donors by id, a filter, or the donors an import created
 * (exactly one of them).
 */
export const inviteBody = z
  .object({
    donorIds: z
      .array(z.uuid('must be a donor id'), { error: INVITE_MESSAGES.donorIds })
      .min(1, INVITE_MESSAGES.donorIds)
      .max(INVITE_IDS_MAX, INVITE_MESSAGES.donorIds)
      .optional(),
    filter: z.enum(INVITE_FILTERS, { error: INVITE_MESSAGES.filter }).optional(),
    importJobId: importJobId.optional(),
  })
  .superRefine((body, ctx) => {
    const given = [body.donorIds, body.filter, body.importJobId].filter((v) => v !== undefined);
    // Two or more: the later field is named (filter beside donorIds, importJobId beside either).
    if (given.length > 1)
      ctx.addIssue({
        code: 'custom',
        message: INVITE_MESSAGES.oneOf,
        path: [body.importJobId !== undefined ? 'importJobId' : 'filter'],
      });
    if (!given.length)
      ctx.addIssue({ code: 'custom', message: INVITE_MESSAGES.filter, path: ['filter'] });
  })
  // The document says what the refinement does: one of the three must be given.
  .meta({
    minProperties: 1,
    description: 'donorIds, filter or importJobId, exactly one of them.',
  });
export type InviteBody = z.infer<typeof inviteBody>;

export const inviteSkip = z.object({ donorId: z.string(), reason: z.enum(INVITE_SKIP_REASONS) });
export type InviteSkip = z.infer<typeof inviteSkip>;

export const inviteResult = z.object({
  queued: z.number().int(),
  /** Donors named by id that got no invitation, and why (a filter lists those it took but could not reach). */
  skipped: z.array(inviteSkip),
  /** A filter matched more than INVITE_FILTER_MAX donors not invited lately: call again for the next ones. */
  more: z.boolean(),
});
export type InviteResult = z.infer<typeof inviteResult>;

/** GET /api/donors/invitations/progress?importJobId=: one import's donors instead of the whole community. */
export const invitationProgressQuery = z.object({ importJobId: importJobId.optional() });
export type InvitationProgressQuery = z.infer<typeof invitationProgressQuery>;

/**
 * GET /api/donors/invitations/progress: counts of the donors invited, by where they are now (with
 * importJobId: of the donors that import created).
 */
export const invitationProgress = z.object({
  /** Donors with at least one invitation. */
  invited: z.number().int(),
  /** Opened their link after their last invitation. */
  opened: z.number().int(),
  /** Saved their details and choice through the link after their last invitation. */
  confirmed: z.number().int(),
  /** Agree to receive blood requests now. */
  consented: z.number().int(),
  /** Their record is complete now (date of birth, gender, place to the union, village). */
  detailsComplete: z.number().int(),
  /** Their last invitation SMS failed. */
  unreachable: z.number().int(),
  /** How many an invitation with each filter would send now (at most INVITE_FILTER_MAX a call). */
  toInvite: z.object({ noConsent: z.number().int(), detailsMissing: z.number().int() }),
  /** With importJobId: the import, and how many an invitation of its donors would send now. */
  importJob: z
    .object({
      id: z.string(),
      fileName: z.string(),
      /** Donors the import created that are still live. */
      donors: z.number().int(),
      toInvite: z.number().int(),
    })
    .optional(),
});
export type InvitationProgress = z.infer<typeof invitationProgress>;

// ---------------------------------------------------------------- the donor's side

export const DETAILS_MESSAGES = {
  contactConsent: 'contactConsent must be true or false',
  place: 'place must name a division, district, upazila and union',
} as const;

const placeId = z
  .number({ error: DETAILS_MESSAGES.place })
  .int(DETAILS_MESSAGES.place)
  .positive(DETAILS_MESSAGES.place)
  // A database integer: a larger number is no place (and must not reach the query).
  .max(2_147_483_647, DETAILS_MESSAGES.place);

/**
 * PUT /api/donor-link/:token/details: the donor's choice (required) and the details their record
 * lacks (each optional; a detail the record already has is refused, naming it: only a volunteer
 * changes what is known). Consent is stored with source donorLink and the server's time.
 */
export const completeDetailsBody = z.object({
  contactConsent: z.boolean({ error: DETAILS_MESSAGES.contactConsent }),
  birthDate: birthDate.optional(),
  gender: z
    .string({ error: DONOR_MESSAGES.gender })
    .refine((value) => genderCodeOf(value) !== undefined, DONOR_MESSAGES.gender)
    .transform((value) => genderCodeOf(value)!)
    .optional(),
  place: z
    .object(
      { divisionId: placeId, districtId: placeId, upazilaId: placeId, unionId: placeId },
      { error: DETAILS_MESSAGES.place },
    )
    .optional(),
  village: z
    .string({ error: DONOR_MESSAGES.village })
    .normalize('NFC')
    .trim()
    .min(1, DONOR_MESSAGES.village)
    .max(VILLAGE_NAME_MAX, DONOR_MESSAGES.villageTooLong)
    .optional(),
});
export type CompleteDetailsInput = z.input<typeof completeDetailsBody>;
export type CompleteDetailsBody = z.output<typeof completeDetailsBody>;

export const completeDetailsResult = z.object({
  contactConsent: z.boolean(),
  /** What the record still lacks after the save. */
  missing: z.array(z.enum(DONOR_DETAILS)),
});
export type CompleteDetailsResult = z.infer<typeof completeDetailsResult>;
