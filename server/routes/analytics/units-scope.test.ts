import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardAnalytics } from '../../../common/schemas/analytics.ts';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { type TestUser } from '../../test/auth.ts';
import { buildDonor, type Place } from '../../test/factories.ts';
import { makeUnit, requestIn, twoUnits } from '../../test/scope-fixtures.ts';

/**
 * Units (docs/decisions/056-units.md): the dashboard's counts and figures are the caller's units'.
 * Two units: each admin counts their own; the super admin counts the total and filters by unit;
 * a unit outside the caller's scope answers 404.
 */
let t: TestApp;
let here: Place;
let adminA: TestUser;
let adminB: TestUser;
let superAdmin: TestUser;
let unitA: string;
let unitB: string;
let childA: string;

const get = async (who: TestUser, url: string, status = 200) => {
  const res = await t.inject({ url, headers: who.headers });
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
};
const counts = (who: TestUser, query = '') =>
  get(who, `/api/dashboard/counts${query}`) as Promise<{
    pendingDonorRequests: number;
    incompleteBloodRequests: number;
  }>;
const analytics = (who: TestUser, query = '') =>
  get(who, `/api/dashboard/analytics${query}`) as Promise<DashboardAnalytics>;

let n = 0;
const donor = (unitId: string | null, extra: Parameters<typeof buildDonor>[2] = {}) =>
  buildDonor(t.db, here, {
    name: `দাতা ${++n}`,
    unitId,
    ...extra,
  });

beforeAll(async () => {
  t = await startTestApp();
  ({ here, unitA, unitB, adminA, adminB, superAdmin } = await twoUnits(t));
  childA = await makeUnit(t.db, { bn: 'ঢাকা কলেজ', en: 'Dhaka college' }, { id: unitA, depth: 1 });
  // Unit A: 2 pending (one in the college below it), 1 verified with 3 donations, 1 incomplete
  // and 1 done request. Unit B: 1 pending, 2 verified, 2 incomplete requests.
  await donor(unitA, { status: 'pending' });
  await donor(childA, { status: 'pending' });
  await donor(unitA, { status: 'verified', donationCount: 3, acceptedAt: new Date() });
  await requestIn(t.db, unitA, { ...here });
  await requestIn(t.db, unitA, { ...here, status: 'done', completedAt: new Date() });
  await donor(unitB, { status: 'pending' });
  await donor(unitB, { status: 'verified', acceptedAt: new Date() });
  await donor(unitB, { status: 'verified', acceptedAt: new Date() });
  await requestIn(t.db, unitB, { ...here });
  await requestIn(t.db, unitB, { ...here });
});
afterAll(() => t.close());

describe('the dashboard counts the caller’s units', () => {
  it('each unit admin counts their own unit (and the units below it)', async () => {
    expect(await counts(adminA)).toEqual({ pendingDonorRequests: 2, incompleteBloodRequests: 1 });
    expect(await counts(adminB)).toEqual({ pendingDonorRequests: 1, incompleteBloodRequests: 2 });
  });

  it('the super admin counts the total and filters by unit', async () => {
    const all = await counts(superAdmin);
    expect(all.pendingDonorRequests).toBeGreaterThanOrEqual(3);
    expect(all.incompleteBloodRequests).toBeGreaterThanOrEqual(3);
    expect(await counts(superAdmin, `?unitId=${unitB}`)).toEqual({
      pendingDonorRequests: 1,
      incompleteBloodRequests: 2,
    });
    expect(await counts(superAdmin, `?unitId=${unitA}`)).toEqual({
      pendingDonorRequests: 2,
      incompleteBloodRequests: 1,
    });
    expect(await counts(superAdmin, `?unitId=${childA}`)).toEqual({
      pendingDonorRequests: 1,
      incompleteBloodRequests: 0,
    });
  });

  it('the analytics figures are the unit’s', async () => {
    const a = await analytics(adminA);
    expect(a.verifiedDonors.total).toBe(1);
    expect(a.completedDonations.total).toBe(1);
    expect(a.topDonors.map((d) => d.donationCount)).toEqual([3]);
    expect(a.recentAdmins.map((r) => r.email)).toEqual([adminA.email]);
    const b = await analytics(adminB);
    expect(b.verifiedDonors.total).toBe(2);
    expect(b.completedDonations.total).toBe(0);
    expect(b.topDonors).toEqual([]);
    expect(b.recentAdmins.map((r) => r.email)).toEqual([adminB.email]);
    const all = await analytics(superAdmin);
    expect(all.verifiedDonors.total).toBe(3);
    expect(all.recentAdmins.map((r) => r.email)).toEqual(
      expect.arrayContaining([adminA.email, adminB.email]),
    );
    const onlyB = await analytics(superAdmin, `?unitId=${unitB}`);
    expect(onlyB.verifiedDonors.total).toBe(2);
    expect(onlyB.newDonors).toHaveLength(2);
  });

  it('an admin may filter to a unit below theirs, never to another unit (404)', async () => {
    expect(await counts(adminA, `?unitId=${childA}`)).toEqual({
      pendingDonorRequests: 1,
      incompleteBloodRequests: 0,
    });
    await get(adminA, `/api/dashboard/counts?unitId=${unitB}`, 404);
    await get(adminB, `/api/dashboard/analytics?unitId=${unitA}`, 404);
    await get(superAdmin, `/api/dashboard/counts?unitId=${crypto.randomUUID()}`, 404);
  });

  it('a unit id that is not one answers 400 naming the field', async () => {
    const res = await t.inject({
      url: '/api/dashboard/counts?unitId=nope',
      headers: adminA.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('unitId');
  });
});
