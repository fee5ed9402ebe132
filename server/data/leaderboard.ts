import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { donors, units } from '../db/schema.ts';
import { topDonors } from './donors.ts';
import { narrowScope, EVERYTHING } from './scope.ts';

/**
 * The public leader board's units (docs/decisions/056-units.md): every live unit with the
 * donations of its own verified donors (not those of the units below it), most first.
 */
export function unitDonationTotals(db: Db) {
  return db
    .select({
      id: units.id,
      nameBn: units.nameBn,
      nameEn: units.nameEn,
      donationCount: sql<number>`coalesce(sum(${donors.donationCount})
        filter (where ${donors.status} = 'verified' and ${donors.archivedAt} is null), 0)::int`,
    })
    .from(units)
    .leftJoin(donors, eq(donors.unitId, units.id))
    .where(isNull(units.archivedAt))
    .groupBy(units.id)
    .orderBy(desc(sql`4`), asc(units.nameEn), asc(units.id));
}

/**
 * One live unit's leader board (its donors and those of the units below it): name, group and
 * count only, as the installation's. Null when there is no such live unit.
 */
export async function unitTopDonors(db: Db, unitId: string, limit: number) {
  const [live] = await db
    .select({ id: units.id })
    .from(units)
    .where(and(eq(units.id, unitId), isNull(units.archivedAt)));
  const scope = live ? await narrowScope(db, EVERYTHING, unitId) : null;
  if (!scope) return null;
  return topDonors(db, scope, limit);
}
