import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { loginAs, type TestUser } from '../../test/auth.ts';
import { buildDonor, places, type Place } from '../../test/factories.ts';

/**
 * Recognition the donor chooses (docs/decisions/060): a donor not asked yet is on the public
 * leader board as before; one who says no through their link leaves it (audited) and can come back.
 */
let t: TestApp;
let admin: TestUser;
let here: Place;

beforeAll(async () => {
  t = await startTestApp();
  admin = await loginAs(t, 'admin');
  [here] = (await places(t.db, 1)) as [Place];
}, 120_000);
afterAll(() => t?.close());

const onBoard = async (name: string) =>
  (await t.inject({ url: '/api/top-donor' }))
    .json<{ name: string }[]>()
    .some((d) => d.name === name);

describe('the leader board choice', () => {
  it('shows a donor not asked yet, hides one who said no, and shows them again on yes', async () => {
    const donor = await buildDonor(t.db, here, { donationCount: 40, name: 'নাম দেখানো দাতা' });
    expect(donor.onLeaderboard).toBeNull();
    expect(await onBoard('নাম দেখানো দাতা')).toBe(true);
    const link = await t.inject({
      method: 'POST',
      url: `/api/donors/${donor.id}/link`,
      headers: admin.headers,
    });
    const { token } = link.json<{ token: string }>();
    const no = await t.inject({
      method: 'PUT',
      url: `/api/donor-link/${token}/leaderboard`,
      payload: { onLeaderboard: false },
    });
    expect(no.statusCode, no.body).toBe(200);
    expect(await onBoard('নাম দেখানো দাতা')).toBe(false);
    const view = await t.inject({ url: `/api/donor-link/${token}` });
    expect(view.json().donor).toMatchObject({ onLeaderboard: false, donationCount: 40 });
    await t.inject({
      method: 'PUT',
      url: `/api/donor-link/${token}/leaderboard`,
      payload: { onLeaderboard: true },
    });
    expect(await onBoard('নাম দেখানো দাতা')).toBe(true);
    const events = await t.db.execute(
      sql`select changes from audit_events where target_id = ${donor.id} and action = 'donorLeaderboardChanged' order by at`,
    );
    expect((events as unknown as { rows: { changes: unknown }[] }).rows).toEqual([
      { changes: { via: 'donorLink', onLeaderboard: { from: null, to: false } } },
      { changes: { via: 'donorLink', onLeaderboard: { from: false, to: true } } },
    ]);
  });

  it('a donor who answered no (at registration or on their page) is not on it', async () => {
    await buildDonor(t.db, here, { donationCount: 45, name: 'লুকানো দাতা', onLeaderboard: false });
    expect(await onBoard('লুকানো দাতা')).toBe(false);
  });
});
