import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { donors } from '../../db/schema.ts';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { loginAs, type TestUser } from '../../test/auth.ts';
import { buildDonor, places } from './factories.ts';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await startTestApp({ NEXT_DONATION_DAYS: '30' });
  admin = await loginAs(t, 'admin');
});
afterAll(() => t.close());

it('waits NEXT_DONATION_DAYS after a donation when the installation configures it', async () => {
  const [here] = await places(t.db, 1);
  const donor = await buildDonor(t.db, here!, { name: 'অপেক্ষা' });
  const before = Date.now();
  const res = await t.inject({
    method: 'PATCH',
    url: `/api/donationCount/${donor.id}`,
    payload: { note: 0 },
    headers: admin.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await t.db.select().from(donors).where(eq(donors.id, donor.id));
  expect(Math.abs(row!.nextEligibleAt!.getTime() - (before + 30 * 86_400_000))).toBeLessThan(5000);
});
