import { eq, sql, type SQL } from 'drizzle-orm';
import type { DonationKind } from '../../common/constants.ts';
import { genderCodeOf } from '../../common/schemas/donors.ts';
import type { Db } from '../db/client.ts';
import { districts, donations, donors, unions, upazilas } from '../db/schema.ts';
import { refreshDerived } from '../data/donor-derived.ts';
import { daysBefore } from '../data/donations.ts';
import { readEligibility } from '../data/settings.ts';
import { unionPlaces } from '../data/donors.ts';

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

/** The chain above a union of the seeded geography. */
export async function placeOfUnion(db: Db, unionId: number): Promise<Place> {
  const [row] = await db
    .select({
      unionId: unions.id,
      upazilaId: upazilas.id,
      districtId: districts.id,
      divisionId: districts.divisionId,
    })
    .from(unions)
    .innerJoin(upazilas, eq(upazilas.id, unions.upazilaId))
    .innerJoin(districts, eq(districts.id, upazilas.districtId))
    .where(eq(unions.id, unionId));
  return row!;
}

/**
 * Columns of `seriesDonors`, each an SQL expression of the row number `k` (1 to count), e.g.
 * sql`now() - (k || ' minutes')::interval`.
 */
export interface SeriesColumns {
  acceptedAt: SQL;
  donationCount: SQL;
  donateClickedAt?: SQL;
  nextEligibleAt?: SQL;
}

/**
 * `count` verified O+ men at `place`, named 'দাতা k', written in one statement: for lists big enough
 * that one insert per donor would be the test's whole time. Phones are `phonePrefix` + k (11 digits).
 */
export async function seriesDonors(
  db: Db,
  place: Place,
  count: number,
  phonePrefix: string,
  columns: SeriesColumns,
) {
  await db.execute(sql`
    insert into donors (name, birth_date, gender, phone1, blood_group, division_id, district_id, upazila_id, union_id,
                        village, status, accepted_at, donation_count, donate_clicked_at, next_eligible_at)
    select 'দাতা ' || k, '1990-01-01', 'male', ${phonePrefix}::text || lpad(k::text, 7, '0'), 'oPositive',
      ${place.divisionId}, ${place.districtId}, ${place.upazilaId}, ${place.unionId}, 'পাড়া', 'verified',
      ${columns.acceptedAt}, ${columns.donationCount}, ${columns.donateClickedAt ?? sql`null`},
      ${columns.nextEligibleAt ?? sql`null`}
    from generate_series(1, ${count}) k`);
}

let phoneCounter = 0;
/** A fresh 11-digit phone number. */
export function nextPhone(): string {
  phoneCounter += 1;
  return `017${String(process.pid % 1000).padStart(3, '0')}${String(phoneCounter).padStart(5, '0')}`;
}

/**
 * Donor columns to override. `gender` may be a Bengali word or a code. `donationCount` is written
 * as that many history rows (whole blood, a year and more ago, so they do not change eligibility);
 * `donations` gives history rows of its own. Count and eligibility are then derived as the app
 * derives them, except that an explicit `nextEligibleAt` is kept (to set up a waiting donor).
 */
export type DonorOverrides = Partial<typeof donors.$inferInsert> & {
  donations?: { daysAgo: number; kind?: DonationKind }[];
};

/** A verified, available donor unless overridden. */
export async function buildDonor(db: Db, place: Place, overrides: DonorOverrides = {}) {
  const { donations: history = [], donationCount = 0, gender = 'male', ...columns } = overrides;
  const [row] = await db
    .insert(donors)
    .values({
      name: 'পরীক্ষা দাতা',
      birthDate: '1995-01-01',
      phone1: nextPhone(),
      bloodGroup: 'oPositive',
      ...place,
      village: 'উত্তরপাড়া',
      status: 'verified',
      acceptedAt: new Date(),
      ...columns,
      gender: typeof gender === 'string' ? (genderCodeOf(gender) ?? gender) : gender,
    })
    .returning();
  const now = new Date();
  const rows = [
    ...Array.from({ length: Number(donationCount) }, (_, k) => ({
      daysAgo: 400 + k * 120,
      kind: 'whole_blood' as const,
    })),
    ...history,
  ];
  if (rows.length) {
    await db.insert(donations).values(
      rows.map((r) => ({
        donorId: row!.id,
        donatedAt: daysBefore(now, r.daysAgo),
        kind: r.kind ?? 'whole_blood',
      })),
    );
  }
  await refreshDerived(db, sql`d.id = ${row!.id}`, await readEligibility(db));
  if (columns.nextEligibleAt !== undefined) {
    await db
      .update(donors)
      .set({ nextEligibleAt: columns.nextEligibleAt })
      .where(eq(donors.id, row!.id));
  }
  const [built] = await db.select().from(donors).where(eq(donors.id, row!.id));
  return built!;
}
