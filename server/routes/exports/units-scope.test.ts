import { afterAll, beforeAll, expect, it } from 'vitest';
import { todayInBangladesh } from '../../../common/dates.ts';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { createUser, loginAs, type TestUser } from '../../test/auth.ts';
import { buildDonor, places, type Place } from '../../test/factories.ts';
import { addMember, makeUnit, requestIn } from '../../test/scope-fixtures.ts';

/** Units (docs/decisions/056-units.md): an export holds only the caller's units' donors and requests. */
let t: TestApp;
let adminA: TestUser;
let superAdmin: TestUser;

const get = (who: TestUser, url: string) =>
  t.inject({ method: 'GET', url, headers: { ...who.headers, origin: 'http://localhost:3000' } });
const today = todayInBangladesh();

beforeAll(async () => {
  t = await startTestApp();
  const [here] = (await places(t.db, 1)) as [Place];
  const unitA = await makeUnit(t.db, { bn: 'ঢাকা ইউনিট', en: 'Dhaka unit' });
  const unitB = await makeUnit(t.db, { bn: 'খুলনা ইউনিট', en: 'Khulna unit' });
  adminA = await createUser(t, { role: 'admin' });
  superAdmin = await loginAs(t, 'superAdmin');
  await addMember(t.db, unitA, adminA.id);
  await buildDonor(t.db, here, { name: 'দাতা ক', unitId: unitA });
  await buildDonor(t.db, here, { name: 'দাতা খ', unitId: unitB });
  await requestIn(t.db, unitA, { ...here, patientName: 'রোগী ক' });
  await requestIn(t.db, unitB, { ...here, patientName: 'রোগী খ' });
});
afterAll(() => t.close());

it("exports only the caller's units' donors; a super admin's holds every unit's", async () => {
  const mine = await get(adminA, '/api/export/donors?list=available&format=csv');
  expect(mine.statusCode, mine.body).toBe(200);
  expect(mine.body).toContain('দাতা ক');
  expect(mine.body).not.toContain('দাতা খ');
  const all = await get(superAdmin, '/api/export/donors?list=available&format=csv');
  expect(all.body).toContain('দাতা ক');
  expect(all.body).toContain('দাতা খ');
});

it("exports only the caller's units' requests", async () => {
  const url = `/api/export/blood-requests?from=${today}&to=${today}&format=csv`;
  const mine = await get(adminA, url);
  expect(mine.statusCode, mine.body).toBe(200);
  expect(mine.body).toContain('রোগী ক');
  expect(mine.body).not.toContain('রোগী খ');
  const all = await get(superAdmin, url);
  expect(all.body).toContain('রোগী খ');
});
