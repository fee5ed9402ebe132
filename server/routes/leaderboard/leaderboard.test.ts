import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UnitTotals } from '../../../common/schemas/leaderboard.ts';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { loginAs } from '../../test/auth.ts';
import { buildDonor, places, type Place } from '../../test/factories.ts';
import { makeUnit } from '../../test/scope-fixtures.ts';

/**
 * The public leader board by unit (docs/decisions/056-units.md): the units' donation totals and
 * one unit's board (with the units below it), names only; an unknown unit answers 404.
 */
let t: TestApp;
let here: Place;
let unitA: string;
let unitB: string;
let childA: string;

beforeAll(async () => {
  t = await startTestApp();
  [here] = (await places(t.db, 1)) as [Place];
  unitA = await makeUnit(t.db, { bn: 'ঢাকা ইউনিট', en: 'Dhaka unit' });
  unitB = await makeUnit(t.db, { bn: 'খুলনা ইউনিট', en: 'Khulna unit' });
  childA = await makeUnit(t.db, { bn: 'ঢাকা কলেজ', en: 'Dhaka college' }, { id: unitA, depth: 1 });
  await buildDonor(t.db, here, { name: 'ক', unitId: unitA, donationCount: 4 });
  await buildDonor(t.db, here, { name: 'খ', unitId: childA, donationCount: 2 });
  await buildDonor(t.db, here, { name: 'গ', unitId: unitB, donationCount: 1 });
  // Not counted: a pending donor's and an archived donor's donations.
  await buildDonor(t.db, here, { unitId: unitB, donationCount: 9, status: 'pending' });
  await buildDonor(t.db, here, { unitId: unitB, donationCount: 9, archivedAt: new Date() });
});
afterAll(() => t.close());

describe('the leader board by unit', () => {
  it("lists every live unit's donation total, most first, to anyone", async () => {
    const res = await t.inject({ url: '/api/leaderboard/units' });
    expect(res.statusCode, res.body).toBe(200);
    const { units } = res.json() as UnitTotals;
    const total = (id: string) => units.find((u) => u._id === id)?.donationCount;
    expect([total(unitA), total(childA), total(unitB)]).toEqual([4, 2, 1]);
    const counts = units.map((u) => u.donationCount);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    expect(Object.keys(units[0]!).sort()).toEqual(['_id', 'donationCount', 'nameBn', 'nameEn']);
  });

  it("answers one unit's board with the units below it, names only", async () => {
    const res = await t.inject({ url: `/api/leaderboard/units/${unitA}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      { name: 'ক', bloodGroup: 'oPositive', donationCount: 4 },
      { name: 'খ', bloodGroup: 'oPositive', donationCount: 2 },
    ]);
    const b = await t.inject({ url: `/api/leaderboard/units/${unitB}` });
    expect(b.json()).toEqual([{ name: 'গ', bloodGroup: 'oPositive', donationCount: 1 }]);
    expect(b.body).not.toMatch(/01\d{9}/);
  });

  it('an unknown unit answers 404, a malformed id 400', async () => {
    const missing = await t.inject({ url: `/api/leaderboard/units/${crypto.randomUUID()}` });
    expect(missing.statusCode).toBe(404);
    const bad = await t.inject({ url: '/api/leaderboard/units/nope' });
    expect([bad.statusCode, bad.json().field]).toEqual([400, 'id']);
  });

  it('is answered from the public cache (ETag, 304) and fresh after a unit is renamed', async () => {
    const first = await t.inject({ url: '/api/leaderboard/units' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.inject({
      url: '/api/leaderboard/units',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    const board = await t.inject({ url: `/api/leaderboard/units/${unitB}` });
    expect(board.headers.etag).toBeTruthy();
    const boardAgain = await t.inject({
      url: `/api/leaderboard/units/${unitB}`,
      headers: { 'if-none-match': board.headers.etag as string },
    });
    expect(boardAgain.statusCode).toBe(304);

    const superAdmin = await loginAs(t, 'superAdmin');
    const renamed = await t.inject({
      method: 'PATCH',
      url: `/api/units/${unitB}`,
      headers: superAdmin.headers,
      payload: { name: { bn: 'খুলনা শাখা', en: 'Khulna branch' } },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = await t.inject({
      url: '/api/leaderboard/units',
      headers: { 'if-none-match': etag },
    });
    expect(after.statusCode).toBe(200);
    const { units } = after.json() as UnitTotals;
    expect(units.find((u) => u._id === unitB)?.nameEn).toBe('Khulna branch');
  });
});
