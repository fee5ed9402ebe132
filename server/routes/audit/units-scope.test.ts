import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '../../../common/schemas/audit.ts';
import { auditEvents } from '../../db/schema.ts';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { loginAs, type TestUser } from '../../test/auth.ts';
import { buildDonor, type Place } from '../../test/factories.ts';
import { requestIn, twoUnits } from '../../test/scope-fixtures.ts';

/**
 * Units (docs/decisions/056-units.md): the Activity screen of a unit's admin holds the events
 * about their units' donors, requests and units, and those their units' members did; not another
 * unit's. The super admin sees every event and filters by unit.
 */
let t: TestApp;
let here: Place;
let adminA: TestUser;
let adminB: TestUser;
let superAdmin: TestUser;
let unitA: string;
let unitB: string;
const event = {} as Record<
  'donorA' | 'donorB' | 'requestA' | 'requestB' | 'unitA' | 'unitB' | 'byA' | 'byB' | 'settings',
  string
>;

const audit = async (who: TestUser, query = '', status = 200) => {
  const res = await t.inject({ url: `/api/audit?limit=100${query}`, headers: who.headers });
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as AuditPage;
};
const ids = (page: AuditPage) => page.events.map((e) => e._id);

async function write(values: typeof auditEvents.$inferInsert) {
  const [row] = await t.db.insert(auditEvents).values(values).returning({ id: auditEvents.id });
  return row!.id;
}

beforeAll(async () => {
  t = await startTestApp();
  ({ here, unitA, unitB, adminA, adminB, superAdmin } = await twoUnits(t));
  const donorA = await buildDonor(t.db, here, { unitId: unitA });
  const donorB = await buildDonor(t.db, here, { unitId: unitB });
  const requestA = await requestIn(t.db, unitA, { ...here });
  const requestB = await requestIn(t.db, unitB, { ...here });
  const by = (who: TestUser | null) => ({
    actorId: who?.id ?? null,
    actorEmail: who?.email ?? null,
    action: 'update',
  });
  // About records, done by the super admin (a member of no unit).
  event.donorA = await write({ ...by(superAdmin), target: 'donor', targetId: donorA.id });
  event.donorB = await write({ ...by(superAdmin), target: 'donor', targetId: donorB.id });
  event.requestA = await write({ ...by(null), target: 'bloodRequest', targetId: requestA });
  event.requestB = await write({ ...by(null), target: 'bloodRequest', targetId: requestB });
  event.unitA = await write({ ...by(superAdmin), target: 'unit', targetId: unitA });
  event.unitB = await write({ ...by(superAdmin), target: 'unit', targetId: unitB });
  // Done by a unit's member, about something that is no unit's.
  event.byA = await write({ ...by(adminA), target: 'settings', targetId: null });
  event.byB = await write({ ...by(adminB), target: 'settings', targetId: null });
  event.settings = await write({ ...by(superAdmin), target: 'settings', targetId: null });
});
afterAll(() => t.close());

describe('the Activity screen of a unit', () => {
  it("an admin sees their unit's events and not the other unit's", async () => {
    const a = ids(await audit(adminA));
    expect(a.sort()).toEqual([event.donorA, event.requestA, event.unitA, event.byA].sort());
    const b = ids(await audit(adminB));
    expect(b.sort()).toEqual([event.donorB, event.requestB, event.unitB, event.byB].sort());
  });

  it('the super admin sees every event and filters by unit', async () => {
    const all = ids(await audit(superAdmin));
    expect(all).toEqual(expect.arrayContaining(Object.values(event)));
    const onlyB = await audit(superAdmin, `&unitId=${unitB}`);
    expect(ids(onlyB).sort()).toEqual(
      [event.donorB, event.requestB, event.unitB, event.byB].sort(),
    );
    expect(onlyB.totalCount).toBe(4);
  });

  it("the other filters still apply within the scope; another unit's filter is 404", async () => {
    const mine = await audit(adminA, `&actor=${encodeURIComponent(adminA.email)}`);
    expect(ids(mine)).toEqual([event.byA]);
    await audit(adminA, `&unitId=${unitB}`, 404);
    await audit(adminA, `&unitId=${unitA}`);
  });

  it('a plain user is refused', async () => {
    const user = await loginAs(t, 'user');
    await audit(user, '', 403);
  });
});
