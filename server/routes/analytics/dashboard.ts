import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DASHBOARD_WIDGET_ROWS, FAMILY_ANSWER_DAYS } from '../../../common/constants.ts';
import { dashboardAnalytics, unitFilterQuery } from '../../../common/schemas/analytics.ts';
import { genderWord } from '../../shared/donor-presenter.ts';
import { perBloodGroup } from './presenter.ts';
import {
  completedRequestsByBloodGroup,
  familyAnswerCounts,
  newlyVerifiedDonors,
  recentAdmins,
  recentCompletedRequests,
  verifiedDonorsByBloodGroup,
} from '../../data/analytics.ts';
import { topDonors } from '../../data/donors.ts';
import { admin } from '../../policy.ts';
import { filteredScope } from '../../shared/unit-filter.ts';

/**
 * The Analytics screen in one call: SQL counts for the two charts and the first five rows of each
 * widget, so that no list of donors ever travels to the browser for counting. Of the caller's units
 * only, or of the one unit asked for (`unitId`).
 */
export async function dashboardAnalyticsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  app.get(
    '/api/dashboard/analytics',
    {
      schema: { querystring: unitFilterQuery, response: { 200: dashboardAnalytics } },
      config: {
        access: admin,
        scoped: true,
        operation: {
          id: 'getAnalytics',
          tag: 'dashboard',
          summary: "The analytics screen's figures",
        },
      },
    },
    async (request, reply) => {
      const rows = DASHBOARD_WIDGET_ROWS;
      const scope = await filteredScope(db, request, request.query.unitId);
      const now = new Date();
      const since = new Date(now.getTime() - FAMILY_ANSWER_DAYS * 86_400_000);
      const [verified, completed, top, admins, donations, newest, family] = await Promise.all([
        verifiedDonorsByBloodGroup(db, scope),
        completedRequestsByBloodGroup(db, scope),
        topDonors(db, scope, rows),
        recentAdmins(db, scope, rows),
        recentCompletedRequests(db, scope, rows),
        newlyVerifiedDonors(db, scope, rows),
        familyAnswerCounts(db, scope, since, now),
      ]);
      reply.header('cache-control', 'private, no-store');
      return {
        verifiedDonors: perBloodGroup(verified),
        verifiedDetailsMissing: verified.reduce((sum, g) => sum + Number(g.missing), 0),
        completedDonations: perBloodGroup(completed),
        familyAnswers: { days: FAMILY_ANSWER_DAYS, ...family },
        topDonors: top.map((d) => ({
          _id: d.id,
          name: d.name,
          bloodGroup: d.bloodGroup,
          donationCount: d.donationCount,
        })),
        recentAdmins: admins.map((a) => ({ email: a.email, role: a.role })),
        recentBloodDonations: donations.map((r) => ({
          _id: r.id,
          patient_name: r.patientName,
          blood_quantity: r.quantity,
          requested_bloodGroup: r.bloodGroup,
        })),
        newDonors: newest.map((d) => ({
          _id: d.id,
          name: d.name,
          gender: genderWord(d.gender),
          bloodGroup: d.bloodGroup,
        })),
      };
    },
  );
}
