import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardAnalytics } from '../../../common/schemas/analytics.ts';
import { FAMILY_ANSWER_DAYS } from '../../../common/constants.ts';
import { startTestApp, type TestApp } from '../../test/app.ts';
import type { TestUser } from '../../test/auth.ts';
import { requestIn, twoUnits } from '../../test/scope-fixtures.ts';

/**
 * The families' answers in the analytics (docs/decisions/066): over the requests whose blood was
 * needed in the last FAMILY_ANSWER_DAYS days, given / not given / not yet / no answer, counted in
 * SQL and kept to the caller's units (and the unit filter).
 */
const DAY = 86_400_000;
let t: TestApp;
let fed: Awaited<ReturnType<typeof twoUnits>>;

const analytics = async (who: TestUser, query = '') => {
  const res = await t.inject({ url: `/api/dashboard/analytics${query}`, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as DashboardAnalytics).familyAnswers;
};

beforeAll(async () => {
  t = await startTestApp();
  fed = await twoUnits(t);
  const now = Date.now();
  const past = (values: Parameters<typeof requestIn>[2]) =>
    requestIn(t.db, fed.unitA, { neededAt: new Date(now - DAY), ...values });
  const answered = new Date();
  await past({ familyAnswer: 'given', familyAnsweredAt: answered, status: 'done' });
  await past({ familyAnswer: 'given', familyAnsweredAt: answered });
  await past({ familyAnswer: 'notGiven', familyAnsweredAt: answered });
  await past({ familyAnswer: 'notYet', familyAnsweredAt: answered });
  await past({});
  await past({ status: 'done', completedAt: answered });
  // Not counted: needed before the period, not needed yet, cancelled, archived.
  await past({ neededAt: new Date(now - (FAMILY_ANSWER_DAYS + 1) * DAY), familyAnswer: 'given' });
  await past({ neededAt: new Date(now + DAY) });
  await past({ status: 'cancelled' });
  await past({ familyAnswer: 'notGiven', archivedAt: answered });
  // Another unit's.
  await requestIn(t.db, fed.unitB, { neededAt: new Date(now - DAY), familyAnswer: 'notGiven' });
});
afterAll(() => t.close());

describe("the families' answers in the analytics", () => {
  it("counts a unit's answers for the period, no answer included", async () => {
    expect(await analytics(fed.adminA)).toEqual({
      days: FAMILY_ANSWER_DAYS,
      given: 2,
      notGiven: 1,
      notYet: 1,
      noAnswer: 2,
    });
  });

  it("keeps to the caller's units, and to the unit filter", async () => {
    expect(await analytics(fed.adminB)).toMatchObject({ given: 0, notGiven: 1, noAnswer: 0 });
    expect(await analytics(fed.superAdmin)).toMatchObject({ given: 2, notGiven: 2, noAnswer: 2 });
    expect(await analytics(fed.superAdmin, `?unitId=${fed.unitB}`)).toMatchObject({
      given: 0,
      notGiven: 1,
      notYet: 0,
      noAnswer: 0,
    });
  });
});
