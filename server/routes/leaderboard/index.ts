import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LEADER_BOARD_SIZE } from '../../../common/constants.ts';
import {
  leaderboardUnitParam,
  unitTopDonors as unitTopDonorsAnswer,
  unitTotals,
} from '../../../common/schemas/leaderboard.ts';
import { unitDonationTotals, unitTopDonors } from '../../data/leaderboard.ts';
import { notFound } from '../../http-errors.ts';
import { anyone } from '../../policy.ts';
import { presentTopDonor } from '../../shared/donor-presenter.ts';

/**
 * The public leader board by unit (docs/decisions/056-units.md): the units' donation totals and
 * one unit's leader board. Names only, as the installation's board: never a phone or an address.
 */
export async function leaderboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/leaderboard/units',
    {
      schema: { response: { 200: unitTotals } },
      config: {
        access: anyone,
        operation: {
          id: 'listUnitDonationTotals',
          tag: 'dashboard',
          summary: "The units' donation totals (public)",
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, no-cache');
      return app.publicCache.send(request, reply, 'donors', 'unit-totals', async () => ({
        units: (await unitDonationTotals(app.db)).map((u) => ({
          _id: u.id,
          nameBn: u.nameBn,
          nameEn: u.nameEn,
          donationCount: u.donationCount,
        })),
      }));
    },
  );
  app.get(
    '/api/leaderboard/units/:id',
    {
      schema: { params: leaderboardUnitParam, response: { 200: unitTopDonorsAnswer } },
      config: {
        access: anyone,
        operation: {
          id: 'listUnitTopDonors',
          tag: 'dashboard',
          summary: "One unit's leader board (public: name, group, count)",
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      reply.header('cache-control', 'public, no-cache');
      // An unknown unit throws before anything is kept: only live units' boards are cached.
      return app.publicCache.send(request, reply, 'donors', `unit-top:${id}`, async () => {
        const rows = await unitTopDonors(app.db, id, LEADER_BOARD_SIZE);
        if (!rows) throw notFound('Unit not found');
        return rows.map(presentTopDonor);
      });
    },
  );
}
