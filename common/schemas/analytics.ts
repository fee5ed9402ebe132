import { z } from 'zod';
import { BLOOD_GROUPS, GENDERS } from '../constants.ts';

/** One slice of a chart: how many of something have this blood group (all eight are always listed). */
export const bloodGroupCount = z.object({
  bloodGroup: z.enum(BLOOD_GROUPS),
  count: z.number().int(),
});
export type BloodGroupCount = z.infer<typeof bloodGroupCount>;

const perBloodGroup = z.object({ total: z.number().int(), byBloodGroup: z.array(bloodGroupCount) });

/**
 * GET /api/dashboard/analytics: every number of the Analytics screen, counted in SQL, and the
 * first rows of each widget. Field names follow the established API where it has them.
 */
export const dashboardAnalytics = z.object({
  /** Verified donors per blood group (the donut chart). */
  verifiedDonors: perBloodGroup,
  /** Of those, the donors whose record lacks details (brought in from a list; counted, not left out). */
  verifiedDetailsMissing: z.number().int(),
  /** Blood requests marked done, per requested blood group (the radar chart). */
  completedDonations: perBloodGroup,
  /**
   * The families' answers to "was the blood given?" (docs/decisions/066) over the requests, not
   * cancelled, whose blood was needed in the last `days` days up to now; `noAnswer` counts those
   * the family has not answered.
   */
  familyAnswers: z.object({
    days: z.number().int(),
    given: z.number().int(),
    notGiven: z.number().int(),
    notYet: z.number().int(),
    noAnswer: z.number().int(),
  }),
  /** The five verified donors with the most donations. */
  topDonors: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      bloodGroup: z.string(),
      donationCount: z.number().int(),
    }),
  ),
  /** The five admins and super admins who joined last (Admin Activity). */
  recentAdmins: z.array(z.object({ email: z.string(), role: z.string() })),
  /** The five blood requests completed last (Recent Blood Donation). */
  recentBloodDonations: z.array(
    z.object({
      _id: z.string(),
      patient_name: z.string(),
      blood_quantity: z.string(),
      requested_bloodGroup: z.string(),
    }),
  ),
  /** The five donors verified last (New Donors). */
  newDonors: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      gender: z.enum(GENDERS),
      bloodGroup: z.string(),
    }),
  ),
});
export type DashboardAnalytics = z.infer<typeof dashboardAnalytics>;

/** GET /api/dashboard/counts: the sidebar badges. */
export const dashboardCounts = z.object({
  pendingDonorRequests: z.number().int(),
  incompleteBloodRequests: z.number().int(),
});

/**
 * The unit filter of the dashboard's figures (and the Activity screen): one unit and those below
 * it, for a caller who sees several. A unit outside the caller's scope answers 404.
 */
export const unitFilterQuery = z.object({
  unitId: z.uuid('must be a unit id').optional(),
});
export type UnitFilterQuery = z.infer<typeof unitFilterQuery>;
