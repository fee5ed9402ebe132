import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { donors, phoneChanges } from '../../db/schema.ts';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { createUser, loginAs, type TestUser } from '../../test/auth.ts';
import { buildDonor, places, type Place } from '../../test/factories.ts';
import { addMember, makeUnit, requestIn } from '../../test/scope-fixtures.ts';
import { callerRequests } from '../../test/requests.ts';

/**
 * Units (docs/decisions/056-units.md) for alerts, invitations and phone changes: another unit's
 * request or donor is as if missing; a donor shared with the federation may still be alerted.
 */
let t: TestApp;
let here: Place;
let adminA: TestUser;
let superAdmin: TestUser;
let donorA: string;
let donorB: string;
let sharedB: string;
let requestA: string;
let requestB: string;
let changeA: string;
let changeB: string;

const send = callerRequests(() => t);

beforeAll(async () => {
  t = await startTestApp();
  [here] = (await places(t.db, 1)) as [Place];
  const unitA = await makeUnit(t.db, { bn: 'ঢাকা ইউনিট', en: 'Dhaka unit' });
  const unitB = await makeUnit(t.db, { bn: 'খুলনা ইউনিট', en: 'Khulna unit' });
  adminA = await createUser(t, { role: 'admin' });
  superAdmin = await loginAs(t, 'superAdmin');
  await addMember(t.db, unitA, adminA.id);
  const base = { bloodGroup: 'oPositive', contactConsent: true } as const;
  donorA = (await buildDonor(t.db, here, { ...base, phone1: '01711000001', unitId: unitA })).id;
  donorB = (await buildDonor(t.db, here, { ...base, phone1: '01711000002', unitId: unitB })).id;
  sharedB = (
    await buildDonor(t.db, here, {
      ...base,
      phone1: '01711000003',
      unitId: unitB,
      sharing: 'federation',
    })
  ).id;
  requestA = await requestIn(t.db, unitA, { ...here });
  requestB = await requestIn(t.db, unitB, { ...here });
  const [a, b] = await t.db
    .insert(phoneChanges)
    .values([
      { donorId: donorA, newPhone: '01811000001' },
      { donorId: donorB, newPhone: '01811000002' },
    ])
    .returning({ id: phoneChanges.id });
  changeA = a!.id;
  changeB = b!.id;
});
afterAll(() => t.close());

const unitOf = async (donorId: string) =>
  (await t.db.select({ unitId: donors.unitId }).from(donors).where(eq(donors.id, donorId)))[0]!
    .unitId!;

describe('alerts', () => {
  it("another unit's request answers 404 to sending and listing", async () => {
    const sent = await send(adminA, 'POST', `/api/blood-request/${requestB}/alerts`, {});
    expect(sent.statusCode, sent.body).toBe(404);
    const listed = await send(adminA, 'GET', `/api/blood-request/${requestB}/alerts`);
    expect(listed.statusCode, listed.body).toBe(404);
    expect(
      (await send(superAdmin, 'GET', `/api/blood-request/${requestB}/alerts`)).statusCode,
    ).toBe(200);
  });

  it('a ticked donor of another unit is skipped as missing, unless shared with the federation', async () => {
    const res = await send(adminA, 'POST', `/api/blood-request/${requestA}/alerts`, {
      donorIds: [donorA, donorB, sharedB],
    });
    expect(res.statusCode, res.body).toBe(202);
    const { queued, skipped } = res.json() as {
      queued: number;
      skipped: { donorId: string; reason: string }[];
    };
    expect(skipped).toEqual([{ donorId: donorB, reason: 'notFound' }]);
    expect(queued).toBe(2);
    const listed = await send(adminA, 'GET', `/api/blood-request/${requestA}/alerts`);
    const alerted = (listed.json() as { alerts: { donorId: string }[] }).alerts.map(
      (a) => a.donorId,
    );
    expect(alerted.sort()).toEqual([donorA, sharedB].sort());
  });

  it("the top matches of a request never take another unit's unshared donor", async () => {
    // Donors of a group no other test alerts, in unit B: one shared with the federation.
    const unitB = await unitOf(donorB);
    const unshared = (
      await buildDonor(t.db, here, {
        bloodGroup: 'abNegative',
        contactConsent: true,
        phone1: '01711000004',
        unitId: unitB,
      })
    ).id;
    const shared = (
      await buildDonor(t.db, here, {
        bloodGroup: 'abNegative',
        contactConsent: true,
        phone1: '01711000005',
        unitId: unitB,
        sharing: 'federation',
      })
    ).id;
    // A request in the queue: adminA (a top-level unit's admin) sees it.
    const queued = await requestIn(t.db, null, { ...here, bloodGroup: 'abNegative' });
    const res = await send(adminA, 'POST', `/api/blood-request/${queued}/alerts`, { limit: 10 });
    expect(res.statusCode, res.body).toBe(202);
    const listed = await send(adminA, 'GET', `/api/blood-request/${queued}/alerts`);
    const alerted = (listed.json() as { alerts: { donorId: string }[] }).alerts.map(
      (a) => a.donorId,
    );
    expect(alerted).toEqual([shared]);
    expect(alerted).not.toContain(unshared);
  });
});

describe('invitations', () => {
  it("a named donor of another unit is skipped as missing; progress counts only one's own", async () => {
    const res = await send(adminA, 'POST', '/api/donors/invitations', {
      donorIds: [donorA, donorB],
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({
      queued: 1,
      skipped: [{ donorId: donorB, reason: 'notFound' }],
    });
    const all = await send(superAdmin, 'POST', '/api/donors/invitations', {
      donorIds: [donorB],
    });
    expect(all.json()).toMatchObject({ queued: 1 });
    const mine = await send(adminA, 'GET', '/api/donors/invitations/progress');
    expect(mine.json()).toMatchObject({ invited: 1 });
    const every = await send(superAdmin, 'GET', '/api/donors/invitations/progress');
    expect(every.json()).toMatchObject({ invited: 2 });
  });
});

describe('phone changes', () => {
  it("lists only one's own unit's, and another unit's answers 404 and stays pending", async () => {
    const list = await send(adminA, 'GET', '/api/phone-changes');
    expect((list.json() as { changes: { _id: string }[] }).changes.map((c) => c._id)).toEqual([
      changeA,
    ]);
    for (const verb of ['approve', 'reject']) {
      const res = await send(adminA, 'POST', `/api/phone-changes/${changeB}/${verb}`);
      expect(res.statusCode, `${verb} ${res.body}`).toBe(404);
    }
    const [b] = await t.db.select().from(phoneChanges).where(eq(phoneChanges.id, changeB));
    expect(b!.state).toBe('pending');
    const own = await send(adminA, 'POST', `/api/phone-changes/${changeA}/reject`);
    expect(own.statusCode, own.body).toBe(200);
    const all = await send(superAdmin, 'GET', '/api/phone-changes');
    expect((all.json() as { changes: { _id: string }[] }).changes.map((c) => c._id)).toEqual([
      changeB,
    ]);
  });
});
