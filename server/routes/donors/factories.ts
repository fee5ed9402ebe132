import type { Db } from '../../db/client.ts';
import { donors } from '../../db/schema.ts';
import { unionPlaces } from './repository.ts';

/** Test factories for donors: a real geography chain and donor rows written straight to the database. */

export interface Place {
  divisionId: number;
  districtId: number;
  upazilaId: number;
  unionId: number;
}

/** The first `n` unions of the seeded geography with their chain (different upazilas where possible). */
export async function places(db: Db, n = 3): Promise<Place[]> {
  return unionPlaces(db, 'upazila').limit(n);
}

let phoneCounter = 0;
/** A fresh 11-digit phone number. */
export function nextPhone(): string {
  phoneCounter += 1;
  return `017${String(process.pid % 1000).padStart(3, '0')}${String(phoneCounter).padStart(5, '0')}`;
}

export type DonorOverrides = Partial<typeof donors.$inferInsert>;

/** A verified, available donor unless overridden. */
export async function buildDonor(db: Db, place: Place, overrides: DonorOverrides = {}) {
  const [row] = await db
    .insert(donors)
    .values({
      name: 'পরীক্ষা দাতা',
      birthDate: '1995-01-01',
      gender: 'পুরুষ',
      phone1: nextPhone(),
      bloodGroup: 'oPositive',
      ...place,
      village: 'উত্তরপাড়া',
      status: 'verified',
      acceptedAt: new Date(),
      ...overrides,
    })
    .returning();
  return row!;
}
