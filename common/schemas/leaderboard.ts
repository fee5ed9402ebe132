import { z } from 'zod';
import { topDonor } from './donors.ts';

/** GET /api/leaderboard/units: every live unit with its verified donors' donations, most first. */
export const unitTotals = z.object({
  units: z.array(
    z.object({
      _id: z.string(),
      nameBn: z.string(),
      nameEn: z.string(),
      donationCount: z.number().int(),
    }),
  ),
});
export type UnitTotals = z.infer<typeof unitTotals>;

export const leaderboardUnitParam = z.object({ id: z.uuid('must be a unit id') });

/** GET /api/leaderboard/units/:id: one unit's leader board (and the units below it), names only. */
export const unitTopDonors = z.array(topDonor);
