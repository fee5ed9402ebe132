import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { districts, divisions, unions, upazilas } from '../db/schema.ts';

/** A place by its ids, from the division down; a lower level needs the ones above it. */
export interface PlaceIds {
  divisionId: number | null;
  districtId: number | null;
  upazilaId: number | null;
  unionId: number | null;
}

/** An optional place's Bengali and English names as a left join of its levels reads them, null where not set. */
export interface OptionalPlaceNames {
  divisionName: string | null;
  districtName: string | null;
  upazilaName: string | null;
  unionName: string | null;
  divisionEnName: string | null;
  districtEnName: string | null;
  upazilaEnName: string | null;
  unionEnName: string | null;
}

/** What each level is called in the request being checked (donor registration: division, ...). */
export type PlaceFields = Record<keyof PlaceIds, string>;

/** The fields are the ids' own names (a blood request's place, a patient's hospital). */
export const PLACE_ID_FIELDS: PlaceFields = {
  divisionId: 'divisionId',
  districtId: 'districtId',
  upazilaId: 'upazilaId',
  unionId: 'unionId',
};

export interface PlaceError {
  field: string;
  message: string;
}

/** The ids above the lowest level given, read from the geography tables. */
async function chainOf(db: Db, place: PlaceIds): Promise<Partial<PlaceIds> | undefined> {
  if (place.unionId !== null) {
    const [row] = await db
      .select({
        upazilaId: upazilas.id,
        districtId: districts.id,
        divisionId: districts.divisionId,
      })
      .from(unions)
      .innerJoin(upazilas, eq(upazilas.id, unions.upazilaId))
      .innerJoin(districts, eq(districts.id, upazilas.districtId))
      .where(eq(unions.id, place.unionId));
    return row && { ...row, unionId: place.unionId };
  }
  if (place.upazilaId !== null) {
    const [row] = await db
      .select({ districtId: districts.id, divisionId: districts.divisionId })
      .from(upazilas)
      .innerJoin(districts, eq(districts.id, upazilas.districtId))
      .where(eq(upazilas.id, place.upazilaId));
    return row && { ...row, upazilaId: place.upazilaId };
  }
  if (place.districtId !== null) {
    const [row] = await db
      .select({ divisionId: districts.divisionId })
      .from(districts)
      .where(eq(districts.id, place.districtId));
    return row && { ...row, districtId: place.districtId };
  }
  return {};
}

const LEVELS = ['divisionId', 'districtId', 'upazilaId', 'unionId'] as const;
const NAMES = {
  divisionId: 'Division',
  districtId: 'District',
  upazilaId: 'Upazila',
  unionId: 'Union',
};

/**
 * Checks that a place is one chain of the geography: every id given exists and lies inside the
 * one above it, and no level is given without the levels above. Answers the first wrong field
 * (the lowest level first, as the donor form has always reported it), or undefined when right.
 */
export async function placeChainError(
  db: Db,
  place: PlaceIds,
  fields: PlaceFields,
): Promise<PlaceError | undefined> {
  const error = (level: keyof PlaceIds, message: string) => ({
    field: fields[level],
    message: `${fields[level]}: ${message}`,
  });
  for (let i = 1; i < LEVELS.length; i++) {
    const level = LEVELS[i]!;
    const above = LEVELS[i - 1]!;
    if (place[level] !== null && place[above] === null)
      return error(above, `${NAMES[above]} is required with a ${NAMES[level].toLowerCase()}`);
  }
  const lowest = [...LEVELS].reverse().find((level) => place[level] !== null);
  if (!lowest || lowest === 'divisionId') {
    // A division alone is checked by its foreign key; answer a clear 400 instead.
    if (lowest && !(await divisionExists(db, place.divisionId!)))
      return error('divisionId', 'Division not found');
    return undefined;
  }
  const chain = await chainOf(db, place);
  if (!chain) return error(lowest, `${NAMES[lowest]} not found`);
  // Report from the bottom: a union in another upazila is the union's mistake.
  for (let i = LEVELS.indexOf(lowest) - 1; i >= 0; i--) {
    const level = LEVELS[i]!;
    if (chain[level] !== place[level]) {
      const below = LEVELS[i + 1]!;
      return error(below, `${NAMES[below]} is not in this ${NAMES[level].toLowerCase()}`);
    }
  }
  return undefined;
}

async function divisionExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: divisions.id }).from(divisions).where(eq(divisions.id, id));
  return !!row;
}
