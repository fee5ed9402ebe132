import type { BloodGroup } from '../constants.ts';

/** One slice of a chart: how many of something have this blood group (all eight are always listed). */
export interface BloodGroupCount {
  bloodGroup: BloodGroup;
  count: number;
}

/**
 * GET /api/dashboard/analytics: every number of the Analytics screen, counted in SQL, and the
 * first rows of each widget. Field names follow the established API where it has them.
 */
export interface DashboardAnalytics {
  /** Verified donors per blood group (the donut chart). */
  verifiedDonors: { total: number; byBloodGroup: BloodGroupCount[] };
  /** Blood requests marked done, per requested blood group (the radar chart). */
  completedDonations: { total: number; byBloodGroup: BloodGroupCount[] };
  /** The five verified donors with the most donations. */
  topDonors: { _id: string; name: string; bloodGroup: string; donationCount: number }[];
  /** The five admins and super admins who joined last (Admin Activity). */
  recentAdmins: { email: string; role: string }[];
  /** The five blood requests completed last (Recent Blood Donation). */
  recentBloodDonations: {
    _id: string;
    patient_name: string;
    blood_quantity: string;
    requested_bloodGroup: string;
  }[];
  /** The five donors verified last (New Donors). */
  newDonors: { _id: string; name: string; gender: string; bloodGroup: string }[];
}
