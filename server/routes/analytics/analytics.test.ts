import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bloodRequests, districts, donors, unions, upazilas, users } from '../../db/schema.ts';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { createUser, loginAs, type TestUser } from '../../test/auth.ts';
import { buildDonor } from '../../test/factories.ts';
import type { DashboardAnalytics } from '../../../common/schemas/analytics.ts';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  admin = await loginAs(t, 'admin');
});
afterAll(() => t.close());

const analytics = async (caller: TestUser = admin) => {
  const res = await t.inject({ url: '/api/dashboard/analytics', headers: caller.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as DashboardAnalytics;
};

let phone = 0;
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

/** Donor rows straight in the table (the donor API is another issue's). */
async function insertDonors(
  rows: {
    name: string;
    bloodGroup: string;
    status: 'pending' | 'verified';
    donationCount?: number;
    acceptedMinutesAgo?: number;
    gender?: string;
  }[],
) {
  const [place] = await t.db
    .select({
      unionId: unions.id,
      upazilaId: upazilas.id,
      districtId: districts.id,
      divisionId: districts.divisionId,
    })
    .from(unions)
    .innerJoin(upazilas, eq(upazilas.id, unions.upazilaId))
    .innerJoin(districts, eq(districts.id, upazilas.districtId))
    .where(eq(unions.id, 1));
  // Through the factory, so that counts are history rows and derived as the app derives them.
  for (const r of rows) {
    await buildDonor(t.db, place!, {
      name: r.name,
      birthDate: '1995-05-05',
      gender: r.gender ?? 'পুরুষ',
      phone1: `0170000${String(++phone).padStart(4, '0')}`,
      bloodGroup: r.bloodGroup,
      village: 'কাশিপুর',
      status: r.status,
      donationCount: r.donationCount ?? 0,
      acceptedAt: r.status === 'verified' ? minutesAgo(r.acceptedMinutesAgo ?? 100) : null,
    });
  }
}

async function insertRequests(
  rows: {
    patient: string;
    bloodGroup: string;
    status: 'incomplete' | 'done';
    quantity?: string;
    completedMinutesAgo?: number;
  }[],
) {
  await t.db.insert(bloodRequests).values(
    rows.map((r) => ({
      patientName: r.patient,
      bloodGroup: r.bloodGroup,
      neededAt: new Date(),
      quantity: r.quantity ?? '1',
      place: 'সদর হাসপাতাল',
      phone1: '01711111111',
      status: r.status,
      completedAt: r.status === 'done' ? minutesAgo(r.completedMinutesAgo ?? 100) : null,
    })),
  );
}

describe('GET /api/dashboard/analytics', () => {
  it('answers with zeros for every blood group and empty widgets on a fresh install', async () => {
    const body = await analytics();
    expect(body.verifiedDonors.total).toBe(0);
    expect(body.verifiedDonors.byBloodGroup).toHaveLength(8);
    expect(body.verifiedDonors.byBloodGroup.every((g) => g.count === 0)).toBe(true);
    expect(body.completedDonations.byBloodGroup.map((g) => g.bloodGroup)).toEqual([
      'aPositive',
      'aNegative',
      'bPositive',
      'bNegative',
      'oPositive',
      'oNegative',
      'abPositive',
      'abNegative',
    ]);
    expect(body.topDonors).toEqual([]);
    expect(body.recentBloodDonations).toEqual([]);
    expect(body.newDonors).toEqual([]);
    expect(body.recentAdmins).toEqual([{ email: admin.email, role: 'admin' }]);
  });

  it('counts a known data set in SQL and lists the first five rows of each widget', async () => {
    await insertDonors([
      {
        name: 'Verified A+ one',
        bloodGroup: 'aPositive',
        status: 'verified',
        donationCount: 9,
        acceptedMinutesAgo: 70,
      },
      {
        name: 'Verified A+ two',
        bloodGroup: 'aPositive',
        status: 'verified',
        donationCount: 2,
        acceptedMinutesAgo: 60,
      },
      {
        name: 'Verified A+ three',
        bloodGroup: 'aPositive',
        status: 'verified',
        donationCount: 0,
        acceptedMinutesAgo: 50,
      },
      {
        name: 'Verified O- one',
        bloodGroup: 'oNegative',
        status: 'verified',
        donationCount: 7,
        acceptedMinutesAgo: 40,
        gender: 'মহিলা',
      },
      {
        name: 'Verified O- two',
        bloodGroup: 'oNegative',
        status: 'verified',
        donationCount: 5,
        acceptedMinutesAgo: 30,
      },
      {
        name: 'Verified AB+ one',
        bloodGroup: 'abPositive',
        status: 'verified',
        donationCount: 3,
        acceptedMinutesAgo: 20,
      },
      {
        name: 'Verified B- one',
        bloodGroup: 'bNegative',
        status: 'verified',
        donationCount: 1,
        acceptedMinutesAgo: 10,
        gender: 'তৃতীয় লিঙ্গ',
      },
      // Pending registrations count nowhere, however many donations they claim.
      { name: 'Pending A+', bloodGroup: 'aPositive', status: 'pending', donationCount: 50 },
      { name: 'Pending O+', bloodGroup: 'oPositive', status: 'pending' },
    ]);
    await insertRequests([
      {
        patient: 'Done B+ one',
        bloodGroup: 'bPositive',
        status: 'done',
        quantity: '2',
        completedMinutesAgo: 90,
      },
      {
        patient: 'Done B+ two',
        bloodGroup: 'bPositive',
        status: 'done',
        quantity: '6+',
        completedMinutesAgo: 80,
      },
      {
        patient: 'Done A+ one',
        bloodGroup: 'aPositive',
        status: 'done',
        quantity: '1',
        completedMinutesAgo: 70,
      },
      {
        patient: 'Done O- one',
        bloodGroup: 'oNegative',
        status: 'done',
        quantity: '3',
        completedMinutesAgo: 60,
      },
      {
        patient: 'Done O- two',
        bloodGroup: 'oNegative',
        status: 'done',
        quantity: '4',
        completedMinutesAgo: 50,
      },
      {
        patient: 'Done AB- one',
        bloodGroup: 'abNegative',
        status: 'done',
        quantity: '5',
        completedMinutesAgo: 40,
      },
      { patient: 'Still waiting', bloodGroup: 'oPositive', status: 'incomplete' },
      { patient: 'Still waiting 2', bloodGroup: 'oPositive', status: 'incomplete' },
    ]);

    const body = await analytics();
    const counts = (list: DashboardAnalytics['verifiedDonors']) =>
      Object.fromEntries(
        list.byBloodGroup.filter((g) => g.count > 0).map((g) => [g.bloodGroup, g.count]),
      );

    expect(body.verifiedDonors.total).toBe(7);
    expect(counts(body.verifiedDonors)).toEqual({
      aPositive: 3,
      oNegative: 2,
      abPositive: 1,
      bNegative: 1,
    });
    expect(body.verifiedDetailsMissing).toBe(0);
    // A donor from a list whose birth date is not known is counted like any other, and said to lack details.
    await t.db.update(donors).set({ birthDate: null }).where(eq(donors.name, 'Verified B- one'));
    const withMissing = await analytics();
    expect(withMissing.verifiedDonors.total).toBe(7);
    expect(withMissing.verifiedDetailsMissing).toBe(1);
    await t.db
      .update(donors)
      .set({ birthDate: '1995-05-05' })
      .where(eq(donors.name, 'Verified B- one'));
    expect(body.completedDonations.total).toBe(6);
    expect(counts(body.completedDonations)).toEqual({
      bPositive: 2,
      aPositive: 1,
      oNegative: 2,
      abNegative: 1,
    });

    expect(body.topDonors.map((d) => [d.name, d.bloodGroup, d.donationCount])).toEqual([
      ['Verified A+ one', 'aPositive', 9],
      ['Verified O- one', 'oNegative', 7],
      ['Verified O- two', 'oNegative', 5],
      ['Verified AB+ one', 'abPositive', 3],
      ['Verified A+ two', 'aPositive', 2],
    ]);
    expect(body.newDonors.map((d) => d.name)).toEqual([
      'Verified B- one',
      'Verified AB+ one',
      'Verified O- two',
      'Verified O- one',
      'Verified A+ three',
    ]);
    expect(body.newDonors[0]).toEqual({
      _id: expect.any(String),
      name: 'Verified B- one',
      gender: 'তৃতীয় লিঙ্গ',
      bloodGroup: 'bNegative',
    });
    expect(body.recentBloodDonations).toHaveLength(5);
    expect(body.recentBloodDonations[0]).toEqual({
      _id: expect.any(String),
      patient_name: 'Done AB- one',
      blood_quantity: '5',
      requested_bloodGroup: 'abNegative',
    });
    expect(body.recentBloodDonations.map((r) => r.patient_name)).not.toContain('Still waiting');
  });

  it('never carries a phone number, address or other private field', async () => {
    const text = JSON.stringify(await analytics());
    expect(text).not.toContain('0170000');
    expect(text).not.toContain('01711111111');
    expect(text).not.toContain('কাশিপুর');
    expect(text).not.toContain('1995-05-05');
    expect(text).not.toContain('সদর হাসপাতাল');
  });

  it('lists the five admins who joined last, newest first, with their role', async () => {
    const made: TestUser[] = [];
    for (const role of ['superAdmin', 'admin', 'admin', 'superAdmin', 'admin'] as const)
      made.push(await createUser(t, { role }));
    await createUser(t); // an ordinary user is no admin
    // Explicit join times, a second apart and after every other account's, made[0] the newest.
    const start = Date.now() + 1_000;
    for (const [i, user] of made.entries())
      await t.db
        .update(users)
        .set({ createdAt: new Date(i === 0 ? start + 60_000 : start + i * 1_000) })
        .where(eq(users.id, user.id));
    const body = await analytics();
    expect(body.recentAdmins).toEqual([
      { email: made[0]!.email, role: 'superAdmin' },
      { email: made[4]!.email, role: 'admin' },
      { email: made[3]!.email, role: 'superAdmin' },
      { email: made[2]!.email, role: 'admin' },
      { email: made[1]!.email, role: 'admin' },
    ]);
  });

  it('is for admins only and is never cached by the browser', async () => {
    expect((await t.inject({ url: '/api/dashboard/analytics' })).statusCode).toBe(401);
    const user = await createUser(t);
    expect(
      (await t.inject({ url: '/api/dashboard/analytics', headers: user.headers })).statusCode,
    ).toBe(403);
    const superAdmin = await loginAs(t, 'superAdmin');
    const res = await t.inject({ url: '/api/dashboard/analytics', headers: superAdmin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    // Query text is not an input of this call: it is ignored, not trusted.
    const odd = await t.inject({
      url: '/api/dashboard/analytics?limit=1000&status=pending',
      headers: admin.headers,
    });
    expect(odd.json().topDonors).toHaveLength(5);
  });
});
