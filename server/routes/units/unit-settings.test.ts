import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ALERT_DEFAULTS } from '../../../common/constants.ts';
import { auditEvents } from '../../db/schema.ts';
import { readAlertSettings } from '../../data/settings.ts';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { createUser, type TestUser } from '../../test/auth.ts';
import { buildDonor, type Place } from '../../test/factories.ts';
import { addMember, makeUnit, requestIn, twoUnits } from '../../test/scope-fixtures.ts';
import { callerRequests } from '../../test/requests.ts';

/**
 * A unit's own alert limits and quiet hours (docs/decisions/056-units.md): kept on the unit,
 * changed by its admins, read nearest first (the unit, the units above it, the installation), and
 * applied when the unit alerts: a donor of another unit shared with the federation is held to the
 * stricter of the two units' limits.
 */
let t: TestApp;
let here: Place;
let adminA: TestUser;
let adminB: TestUser;
let superAdmin: TestUser;
let unitA: string;
let unitB: string;

beforeAll(async () => {
  t = await startTestApp();
  ({ here, unitA, unitB, adminA, adminB, superAdmin } = await twoUnits(t));
});
afterAll(() => t.close());

const send = callerRequests(() => t);
const setAlerts = (who: TestUser, unitId: string, alerts: object) =>
  send(who, 'PATCH', `/api/units/${unitId}`, { settings: { alerts } });

describe("a unit's settings", () => {
  it('are changed by its admin, shown on the unit, and audited', async () => {
    const res = await setAlerts(adminA, unitA, { perDay: 1, quietStart: '21:00' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ modifiedCount: 1 });
    const unit = await send(adminA, 'GET', `/api/units/${unitA}`);
    expect(unit.json().settings).toEqual({ alerts: { perDay: 1, quietStart: '21:00' } });
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.target, 'unit'), eq(auditEvents.targetId, unitA)));
    expect(event!.changes).toMatchObject({
      settings: { from: {}, to: { alerts: { perDay: 1, quietStart: '21:00' } } },
    });
    // The same again changes nothing.
    expect((await setAlerts(adminA, unitA, { perDay: 1, quietStart: '21:00' })).json()).toEqual({
      modifiedCount: 0,
    });
  });

  it('refuse a value out of range naming the field, and another unit answers 404', async () => {
    const bad = await setAlerts(adminA, unitA, { perDay: 99 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('perDay');
    const time = await setAlerts(adminA, unitA, { quietEnd: '25:00' });
    expect(time.statusCode).toBe(400);
    expect(time.json().message).toContain('quietEnd');
    const unknown = await send(adminA, 'PATCH', `/api/units/${unitA}`, {
      settings: { smsEveryHour: true },
    });
    expect(unknown.statusCode).toBe(400);
    expect((await setAlerts(adminA, unitB, { perDay: 0 })).statusCode).toBe(404);
    expect((await send(superAdmin, 'GET', `/api/units/${unitB}`)).json().settings).toEqual({});
  });

  it('are read nearest first: the unit, the units above it, then the installation', async () => {
    const college = await makeUnit(t.db, { bn: 'কলেজ', en: 'College' }, { id: unitA, depth: 1 });
    expect((await setAlerts(adminA, college, { perWeek: 3 })).statusCode).toBe(200);
    expect(await readAlertSettings(t.db, college)).toEqual({
      ...ALERT_DEFAULTS,
      perDay: 1,
      perWeek: 3,
      quietStart: '21:00',
    });
    expect(await readAlertSettings(t.db, unitB)).toEqual(ALERT_DEFAULTS);
    expect(await readAlertSettings(t.db, null)).toEqual(ALERT_DEFAULTS);
  });
});

describe('alerts follow the units’ limits', () => {
  it("hold a unit's own donor to its limit, and a shared donor to the stricter unit's", async () => {
    const base = { bloodGroup: 'oPositive', contactConsent: true } as const;
    const ownA = (await buildDonor(t.db, here, { ...base, phone1: '01711000101', unitId: unitA }))
      .id;
    const sharedB = (
      await buildDonor(t.db, here, {
        ...base,
        phone1: '01711000102',
        unitId: unitB,
        sharing: 'federation',
      })
    ).id;
    const alert = async (donorIds: string[]) => {
      const requestId = await requestIn(t.db, unitA, { ...here });
      const res = await send(adminA, 'POST', `/api/blood-request/${requestId}/alerts`, {
        donorIds,
      });
      expect(res.statusCode, res.body).toBe(202);
      return res.json() as { queued: number; skipped: { donorId: string; reason: string }[] };
    };

    // Unit A allows no alert a day: neither its donor nor a shared one is alerted by it.
    expect((await setAlerts(adminA, unitA, { perDay: 0 })).statusCode).toBe(200);
    const none = await alert([ownA, sharedB]);
    expect(none.queued).toBe(0);
    expect(none.skipped).toEqual([
      { donorId: ownA, reason: 'alertedRecently' },
      { donorId: sharedB, reason: 'alertedRecently' },
    ]);

    // Unit A follows the installation again; unit B allows none: B's shared donor is spared.
    expect((await send(adminA, 'PATCH', `/api/units/${unitA}`, { settings: {} })).statusCode).toBe(
      200,
    );
    expect((await setAlerts(adminB, unitB, { perDay: 0 })).statusCode).toBe(200);
    const some = await alert([ownA, sharedB]);
    expect(some.queued).toBe(1);
    expect(some.skipped).toEqual([{ donorId: sharedB, reason: 'alertedRecently' }]);
  });

  it('leave a unit member who is not an admin of it without the right to change them', async () => {
    const volunteer = await createUser(t, { role: 'admin' });
    await addMember(t.db, unitA, volunteer.id, 'volunteer');
    const res = await setAlerts(volunteer, unitA, { perDay: 2 });
    expect(res.statusCode).toBe(403);
  });
});
