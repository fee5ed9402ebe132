import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DemoSeeder } from '../../demo.ts';
import { bloodRequests, meta } from '../../db/schema.ts';
import { unitForPlace } from '../units.ts';

const SEEDED = 'demo-seeded:blood-requests';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Sample requests, clearly marked: '(ডেমো)' in the name and phone numbers no operator issues (010...). */
const samples = (now: number): (typeof bloodRequests.$inferInsert)[] => [
  {
    patientName: 'রহিমা বেগম (ডেমো)',
    bloodGroup: 'oPositive',
    neededAt: new Date(now + 6 * HOUR),
    quantity: '2',
    hemoglobin: '7.5',
    problem: 'সিজারিয়ান অপারেশন',
    place: 'ঢাকা মেডিকেল কলেজ হাসপাতাল',
    phone1: '01000000001',
    status: 'incomplete',
  },
  {
    patientName: 'করিম উদ্দিন (ডেমো)',
    bloodGroup: 'bNegative',
    neededAt: new Date(now + DAY),
    quantity: '1',
    problem: 'থ্যালাসেমিয়া',
    place: 'রাজশাহী মেডিকেল কলেজ',
    phone1: '01000000002',
    phone2: '01000000003',
    status: 'incomplete',
  },
  {
    patientName: 'Demo Patient (ডেমো)',
    bloodGroup: 'abPositive',
    neededAt: new Date(now + 2 * DAY),
    quantity: '6+',
    hemoglobin: '8',
    problem: 'দুর্ঘটনা',
    place: 'চট্টগ্রাম মেডিকেল কলেজ',
    phone1: '01000000004',
    status: 'incomplete',
  },
  {
    patientName: 'সালমা খাতুন (ডেমো)',
    bloodGroup: 'aPositive',
    neededAt: new Date(now - 3 * DAY),
    quantity: '1',
    problem: 'ডেঙ্গু',
    place: 'সিলেট এম এ জি ওসমানী হাসপাতাল',
    phone1: '01000000005',
    status: 'done',
    completedAt: new Date(now - 3 * DAY + 5 * HOUR),
  },
  {
    patientName: 'আব্দুল হাই (ডেমো)',
    bloodGroup: 'oNegative',
    neededAt: new Date(now - 10 * DAY),
    quantity: '3',
    hemoglobin: '6.9',
    problem: 'কিডনি ডায়ালাইসিস',
    place: 'খুলনা মেডিকেল কলেজ হাসপাতাল',
    phone1: '01000000006',
    status: 'done',
    completedAt: new Date(now - 10 * DAY + 2 * HOUR),
  },
];

/**
 * Sample blood requests for demo mode, marked is_demo, seeded once (an admin may work or delete
 * them), each in the unit its place goes to (the only unit of a plain installation).
 */
export const bloodRequestDemo: DemoSeeder = {
  seed: async (app: FastifyInstance) => {
    await app.db.transaction(async (tx) => {
      const claimed = await tx
        .insert(meta)
        .values({ key: SEEDED, value: new Date().toISOString() })
        .onConflictDoNothing()
        .returning({ key: meta.key });
      if (!claimed.length) return;
      const rows = samples(Date.now());
      const withUnits = [];
      for (const row of rows) withUnits.push({ ...row, unitId: await unitForPlace(tx, row), isDemo: true });
      await tx.insert(bloodRequests).values(withUnits);
    });
  },
  remove: async (app: FastifyInstance) => {
    await app.db.delete(bloodRequests).where(eq(bloodRequests.isDemo, true));
    await app.db.delete(meta).where(eq(meta.key, SEEDED));
  },
};
