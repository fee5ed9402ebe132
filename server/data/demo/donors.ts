import { eq, inArray, sql } from 'drizzle-orm';
import type { BloodGroup, DonationKind, GenderCode } from '../../../common/constants.ts';
import type { DemoSeeder } from '../../demo.ts';
import { donations, donors, meta } from '../../db/schema.ts';
import { refreshDerived } from '../donor-derived.ts';
import { daysBefore } from '../donations.ts';
import { readEligibility } from '../settings.ts';
import { unionPlaces } from '../donors.ts';
import { unitForPlace } from '../units.ts';

const SEED_KEY = 'demo-donors-seeded';
const DAY = 86_400_000;

interface Sample {
  name: string;
  gender: GenderCode;
  bloodGroup: BloodGroup;
  birthDate: string;
  village: string;
  /** Donations so far; undefined for a pending request. */
  donations?: number;
  /** Days since the last donation (within the wait: the donor is unavailable). */
  lastDonationDaysAgo?: number;
  /** The last donation's kind; whole blood unless said. */
  lastKind?: DonationKind;
}

const M: GenderCode = 'male';
const F: GenderCode = 'female';

/** Clearly marked demo donors: a dozen verified (a few not yet eligible again) and three requests. */
const SAMPLES: Sample[] = [
  {
    name: 'রহিম উদ্দিন (ডেমো)',
    gender: M,
    bloodGroup: 'oPositive',
    birthDate: '1992-04-12',
    village: 'উত্তরপাড়া',
    donations: 9,
    lastDonationDaysAgo: 200,
  },
  {
    name: 'ফাতেমা আক্তার (ডেমো)',
    gender: F,
    bloodGroup: 'aPositive',
    birthDate: '1996-08-03',
    village: 'নয়াপাড়া',
    donations: 7,
    lastDonationDaysAgo: 30,
  },
  {
    name: 'আব্দুল করিম (ডেমো)',
    gender: M,
    bloodGroup: 'bPositive',
    birthDate: '1988-01-21',
    village: 'চরপাড়া',
    donations: 12,
    lastDonationDaysAgo: 120,
  },
  {
    name: 'নুসরাত জাহান (ডেমো)',
    gender: F,
    bloodGroup: 'abPositive',
    birthDate: '1999-11-30',
    village: 'কলেজপাড়া',
    donations: 3,
    lastDonationDaysAgo: 95,
  },
  {
    name: 'মোঃ হাসান আলী (ডেমো)',
    gender: M,
    bloodGroup: 'oNegative',
    birthDate: '1990-06-15',
    village: 'বাজারপাড়া',
    donations: 5,
    lastDonationDaysAgo: 10,
    lastKind: 'platelets',
  },
  {
    name: 'সাবরিনা ইসলাম (ডেমো)',
    gender: F,
    bloodGroup: 'bNegative',
    birthDate: '1997-02-09',
    village: 'শিমুলতলী',
    donations: 2,
    lastDonationDaysAgo: 150,
  },
  {
    name: 'তানভীর আহমেদ (ডেমো)',
    gender: M,
    bloodGroup: 'aNegative',
    birthDate: '1994-09-27',
    village: 'হাজীপাড়া',
    donations: 6,
    lastDonationDaysAgo: 60,
  },
  {
    name: 'শারমিন সুলতানা (ডেমো)',
    gender: F,
    bloodGroup: 'oPositive',
    birthDate: '1993-12-05',
    village: 'মধ্যপাড়া',
    donations: 1,
    lastDonationDaysAgo: 400,
  },
  {
    name: 'রাকিবুল হাসান (ডেমো)',
    gender: M,
    bloodGroup: 'bPositive',
    birthDate: '2000-03-18',
    village: 'রামপুর',
    donations: 0,
  },
  {
    name: 'মাহমুদা খাতুন (ডেমো)',
    gender: F,
    bloodGroup: 'aPositive',
    birthDate: '1995-07-07',
    village: 'সোনাপুর',
    donations: 4,
    lastDonationDaysAgo: 100,
  },
  {
    name: 'Arif Hossain (ডেমো)',
    gender: M,
    bloodGroup: 'abNegative',
    birthDate: '1991-05-25',
    village: 'Kazipara',
    donations: 8,
    lastDonationDaysAgo: 180,
  },
  {
    name: 'জয় দাস (ডেমো)',
    gender: 'third',
    bloodGroup: 'oPositive',
    birthDate: '1998-10-11',
    village: 'হরিপুর',
    donations: 0,
  },
  {
    name: 'সজীব মিয়া (ডেমো)',
    gender: M,
    bloodGroup: 'oPositive',
    birthDate: '2001-01-14',
    village: 'দক্ষিণপাড়া',
  },
  {
    name: 'মিতু রানী (ডেমো)',
    gender: F,
    bloodGroup: 'bPositive',
    birthDate: '1999-04-02',
    village: 'কৃষ্ণপুর',
  },
  {
    name: 'কামরুল হাসান (ডেমো)',
    gender: 'unknown',
    bloodGroup: 'aPositive',
    birthDate: '1989-08-19',
    village: 'বটতলা',
  },
];

/** Sample donors for demo mode, marked is_demo, seeded once (deleting them does not bring them back). */
export const donorDemo: DemoSeeder = {
  seed: async (app) => {
    const db = app.db;
    // One union of each division, so that the demo rows spread over the real geography.
    const places = await unionPlaces(db, 'division');
    if (!places.length) return;
    await db.transaction(async (tx) => {
      const marked = await tx
        .insert(meta)
        .values({ key: SEED_KEY, value: new Date().toISOString() })
        .onConflictDoNothing()
        .returning({ key: meta.key });
      if (!marked.length) return;
      const now = Date.now();
      for (const [i, s] of SAMPLES.entries()) {
        const place = places[i % places.length]!;
        const unitId = await unitForPlace(tx, place);
        const verified = s.donations !== undefined;
        const lastDaysAgo = s.lastDonationDaysAgo;
        const [row] = await tx
          .insert(donors)
          .values({
            name: s.name,
            birthDate: s.birthDate,
            gender: s.gender,
            phone1: `0190000${String(1000 + i).padStart(4, '0')}`,
            phone2: i % 3 === 0 ? `0180000${String(1000 + i).padStart(4, '0')}` : null,
            bloodGroup: s.bloodGroup,
            ...place,
            unitId,
            village: s.village,
            status: verified ? 'verified' : 'pending',
            acceptedAt: verified ? new Date(now - (400 - i * 20) * DAY) : null,
            donateClickedAt: lastDaysAgo === undefined ? null : new Date(now - lastDaysAgo * DAY),
            note: lastDaysAgo === undefined ? null : 0,
            isDemo: true,
            createdAt: new Date(now - (30 - i) * DAY),
          })
          .returning({ id: donors.id });
        // History rows, the newest `lastDaysAgo` days ago and the others 120 days apart before it.
        if (lastDaysAgo !== undefined && row && s.donations) {
          await tx.insert(donations).values(
            Array.from({ length: s.donations }, (_, k) => ({
              donorId: row.id,
              donatedAt: daysBefore(new Date(now), lastDaysAgo + k * 120),
              kind: k === 0 ? (s.lastKind ?? 'whole_blood') : 'whole_blood',
            })),
          );
        }
      }
      await refreshDerived(tx, sql`d.is_demo`, await readEligibility(tx));
    });
  },
  remove: async (app) => {
    // Demo history goes with its demo donors (real history is never deleted).
    const demo = app.db.select({ id: donors.id }).from(donors).where(eq(donors.isDemo, true));
    await app.db.delete(donations).where(inArray(donations.donorId, demo));
    await app.db.delete(donors).where(eq(donors.isDemo, true));
    await app.db.delete(meta).where(eq(meta.key, SEED_KEY));
  },
};
