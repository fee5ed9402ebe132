import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { AlertsResponse, SendAlertsResult } from '../../../common/schemas/alerts.ts';
import { tokenOf } from '../../alerts/link-tokens.ts';
import { WaveWorker } from '../../alerts/waves.ts';
import { claimDueWaves, upsertAutoAlerts, WAVE_LEASE_SECONDS } from '../../data/waves.ts';
import { SYSTEM_ACTOR } from '../../domain/command.ts';
import { sendWave } from '../../domain/waves.ts';
import {
  alertOutbox,
  alertWaves,
  auditEvents,
  bloodRequests,
  districts,
  donorLinks,
  unions,
  upazilas,
} from '../../db/schema.ts';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { loginAs, type TestUser } from '../../test/auth.ts';
import { buildDonor, placeOfUnion, places, type Place } from '../../test/factories.ts';

/**
 * Automatic alert waves (docs/decisions/059) with a clock the test moves: the first wave alerts
 * the request's union, each next one (when due) goes further (upazila, district, ...), a donor is
 * never alerted twice, and the waves stop once a donor's yes covers the bag, when a volunteer
 * stops them, or when the request closes. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */

const DAY = 86_400_000;
const WAVE = 600;
let t: TestApp;
let admin: TestUser;
let home: Place;
let sameUpazila: Place;
let sameDistrict: Place;
let sameDivision: Place;
let clock = Date.now();
let worker: WaveWorker;

beforeAll(async () => {
  // The server's own wave worker waits WAVE seconds of real time: only the test's clock moves waves.
  t = await startTestApp({ ALERT_WAVE_SECONDS: String(WAVE), ALERT_POLL_MS: '50' });
  admin = await loginAs(t, 'admin');
  [home] = (await places(t.db, 1)) as [Place];
  const [u2] = await t.db
    .select({ id: unions.id })
    .from(unions)
    .where(and(eq(unions.upazilaId, home.upazilaId), ne(unions.id, home.unionId)))
    .limit(1);
  sameUpazila = await placeOfUnion(t.db, u2!.id);
  const [z2] = await t.db
    .select({ id: unions.id })
    .from(unions)
    .innerJoin(upazilas, eq(upazilas.id, unions.upazilaId))
    .where(and(eq(upazilas.districtId, home.districtId), ne(upazilas.id, home.upazilaId)))
    .limit(1);
  sameDistrict = await placeOfUnion(t.db, z2!.id);
  const [d2] = await t.db
    .select({ id: unions.id })
    .from(unions)
    .innerJoin(upazilas, eq(upazilas.id, unions.upazilaId))
    .innerJoin(districts, eq(districts.id, upazilas.districtId))
    .where(and(eq(districts.divisionId, home.divisionId), ne(districts.id, home.districtId)))
    .limit(1);
  sameDivision = await placeOfUnion(t.db, d2!.id);
  // No quiet hours, so that waves go whatever the hour.
  const saved = await t.inject({
    method: 'PUT',
    url: '/api/settings',
    headers: (await loginAs(t, 'superAdmin')).headers,
    payload: {
      eligibility: {
        wholeBloodMaleDays: 90,
        wholeBloodFemaleDays: 120,
        wholeBloodOtherDays: 120,
        plateletsDays: 14,
      },
      alerts: { perDay: 5, perWeek: 10, quietStart: '00:00', quietEnd: '00:00' },
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  worker = new WaveWorker({
    db: t.db,
    linkKey: t.app.alerts.linkKey,
    pushAvailable: false,
    defaultWaveSeconds: WAVE,
    pollMs: 1000,
    clock: () => new Date(clock),
  });
});
afterAll(() => t.close());

const send = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
  who: TestUser | null = admin,
) =>
  t.inject({
    method,
    url,
    headers: who?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const donorAt = async (place: Place) =>
  (
    await buildDonor(t.db, place, {
      bloodGroup: 'abNegative',
      contactConsent: true,
      channels: ['sms'],
    })
  ).id;

async function request(quantity = '1') {
  const [row] = await t.db
    .insert(bloodRequests)
    .values({
      patientName: 'রোগী',
      bloodGroup: 'abNegative',
      neededAt: new Date(Date.now() + DAY),
      quantity,
      place: 'সদর হাসপাতাল',
      phone1: '01712345678',
      ...home,
    })
    .returning({ id: bloodRequests.id });
  return row!.id;
}

const alertedOf = async (id: string) =>
  (
    await t.db
      .select({ donorId: alertOutbox.donorId })
      .from(alertOutbox)
      .where(and(eq(alertOutbox.bloodRequestId, id), eq(alertOutbox.kind, 'alert')))
  ).map((r) => r.donorId!);

// From the later of the test's clock and the real one: the routes start waves at the real time,
// which on a busy machine may be well past where the test's clock stood.
const later = (seconds: number) => {
  clock = Math.max(clock, Date.now()) + seconds * 1000;
};

describe('automatic waves', () => {
  it('widen from the union to the upazila and district while nobody says yes, never twice, and stop when a yes covers the bag', async () => {
    const a = await donorAt(home);
    const b1 = await donorAt(sameUpazila);
    const b2 = await donorAt(sameUpazila);
    const c = await donorAt(sameDistrict);
    const d = await donorAt(sameDivision);
    const id = await request('1');
    clock = Date.now();

    const started = await send('POST', `/api/blood-request/${id}/alerts`, { auto: true });
    expect(started.statusCode, started.body).toBe(202);
    const first = started.json() as SendAlertsResult;
    // One bag, not urgent: two donors wanted; the union has one.
    expect(first).toMatchObject({ queued: 1, auto: { wave: 1, reach: 'union', stopped: null } });
    expect(await alertedOf(id)).toEqual([a]);

    // Not due yet: nothing more.
    expect(await worker.runOnce()).toBe(0);
    later(WAVE + 1);
    expect(await worker.runOnce()).toBe(1);
    expect((await alertedOf(id)).sort()).toEqual([a, b1, b2].sort());
    later(WAVE + 1);
    await worker.runOnce();
    expect((await alertedOf(id)).sort()).toEqual([a, b1, b2, c].sort());

    // A donor of the second wave says yes through their link: the bag is covered. (Admins never
    // see a donor's link: the token is made here as the SMS made it.)
    const [link] = await t.db
      .select({ nonce: donorLinks.nonce })
      .from(donorLinks)
      .where(and(eq(donorLinks.donorId, b1), isNull(donorLinks.revokedAt)));
    const token = tokenOf(t.app.alerts.linkKey, link!.nonce);
    const yes = await send(
      'POST',
      `/api/donor-link/${token}/alerts/${id}`,
      { answer: 'yes' },
      null,
    );
    expect(yes.statusCode, yes.body).toBe(200);
    later(WAVE + 1);
    await worker.runOnce();
    later(WAVE + 1);
    await worker.runOnce();
    const alerted = await alertedOf(id);
    expect(alerted).not.toContain(d);
    expect(new Set(alerted).size).toBe(alerted.length);

    const waves = await t.db
      .select({ number: alertWaves.number, reach: alertWaves.reach, queued: alertWaves.queued })
      .from(alertWaves)
      .where(eq(alertWaves.bloodRequestId, id))
      .orderBy(alertWaves.number);
    expect(waves).toEqual([
      { number: 1, reach: 'union', queued: 1 },
      { number: 2, reach: 'upazila', queued: 2 },
      { number: 3, reach: 'district', queued: 1 },
    ]);
    const after = (await send('GET', `/api/blood-request/${id}/alerts`)).json() as AlertsResponse;
    expect(after.auto).toMatchObject({ running: false, stopReason: 'covered' });
    expect(after.auto?.waves.map((w) => w.reach)).toEqual(['union', 'upazila', 'district']);
    const events = await t.db
      .select({ action: auditEvents.action, changes: auditEvents.changes })
      .from(auditEvents)
      .where(eq(auditEvents.targetId, id));
    expect(events.filter((e) => e.action === 'alertWaveSent')).toHaveLength(3);
    expect(events.find((e) => e.action === 'autoAlertsStopped')?.changes).toEqual({
      reason: 'covered',
    });
  });

  it('stop when a volunteer stops them, and when the request closes; urgent asks two extra', async () => {
    for (let i = 0; i < 4; i++) await donorAt(home);
    const stopped = await request('1');
    const started = (
      await send('POST', `/api/blood-request/${stopped}/alerts`, { auto: true, urgent: true })
    ).json() as SendAlertsResult;
    expect(started.queued).toBe(3);
    const stop = await send('POST', `/api/blood-request/${stopped}/alerts/stop`);
    expect(stop.json()).toEqual({ stopped: true });
    later(WAVE + 1);
    await worker.runOnce();
    expect(await alertedOf(stopped)).toHaveLength(3);
    const state = (
      await send('GET', `/api/blood-request/${stopped}/alerts`)
    ).json() as AlertsResponse;
    expect(state.auto).toMatchObject({ running: false, stopReason: 'stopped', nextAt: null });

    const closed = await request('1');
    clock = Date.now();
    await send('POST', `/api/blood-request/${closed}/alerts`, { auto: true });
    const before = (await alertedOf(closed)).length;
    expect(
      (await send('PATCH', `/api/blood-request-status/${closed}`, { status: 'done' })).statusCode,
    ).toBe(200);
    later(WAVE + 1);
    await worker.runOnce();
    expect(await alertedOf(closed)).toHaveLength(before);
    const closedState = (
      await send('GET', `/api/blood-request/${closed}/alerts`)
    ).json() as AlertsResponse;
    expect(closedState.auto).toMatchObject({ running: false, stopReason: 'closed' });
  });

  it("stop at once when a donor's yes covers the bags, not at the next due wave (docs/decisions/066)", async () => {
    for (let i = 0; i < 3; i++) await donorAt(home);
    const id = await request('1');
    clock = Date.now();
    const started = (
      await send('POST', `/api/blood-request/${id}/alerts`, { auto: true })
    ).json() as SendAlertsResult;
    expect(started).toMatchObject({ queued: 2, auto: { wave: 1, stopped: null } });
    const [first] = await alertedOf(id);
    const [link] = await t.db
      .select({ nonce: donorLinks.nonce })
      .from(donorLinks)
      .where(and(eq(donorLinks.donorId, first!), isNull(donorLinks.revokedAt)));
    const token = tokenOf(t.app.alerts.linkKey, link!.nonce);
    const yes = await send(
      'POST',
      `/api/donor-link/${token}/alerts/${id}`,
      { answer: 'yes' },
      null,
    );
    expect(yes.statusCode, yes.body).toBe(200);
    // Stopped by the yes itself: the worker has not run.
    const state = (await send('GET', `/api/blood-request/${id}/alerts`)).json() as AlertsResponse;
    expect(state.auto).toMatchObject({ running: false, stopReason: 'covered', nextAt: null });
    const stops = await t.db
      .select({ actor: auditEvents.actorId, changes: auditEvents.changes })
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, id), eq(auditEvents.action, 'autoAlertsStopped')));
    expect(stops).toEqual([{ actor: null, changes: { reason: 'covered' } }]);
    // Past the interval, twice: no wave is due, nobody more is alerted.
    later(WAVE + 1);
    await worker.runOnce();
    later(WAVE + 1);
    await worker.runOnce();
    expect(await alertedOf(id)).toHaveLength(2);
    const waves = await t.db.select().from(alertWaves).where(eq(alertWaves.bloodRequestId, id));
    expect(waves).toHaveLength(1);
  });

  it("stop at once when a volunteer's pledge covers the last bag; not before", async () => {
    for (let i = 0; i < 4; i++) await donorAt(home);
    const id = await request('2');
    clock = Date.now();
    await send('POST', `/api/blood-request/${id}/alerts`, { auto: true });
    const [a, b] = await alertedOf(id);
    const call = (donorId: string) =>
      send('POST', `/api/donors/${donorId}/calls`, { outcome: 'willDonate', requestId: id });
    expect((await call(a!)).statusCode).toBe(201);
    const half = (await send('GET', `/api/blood-request/${id}/alerts`)).json() as AlertsResponse;
    expect(half.auto).toMatchObject({ running: true, stopReason: null });
    expect((await call(b!)).statusCode).toBe(201);
    const full = (await send('GET', `/api/blood-request/${id}/alerts`)).json() as AlertsResponse;
    expect(full.auto).toMatchObject({ running: false, stopReason: 'covered' });
    const before = (await alertedOf(id)).length;
    later(WAVE + 1);
    await worker.runOnce();
    expect(await alertedOf(id)).toHaveLength(before);
  });

  it('a wave is sent once: the starter holds the first, and a second sender finds the next not due', async () => {
    for (let i = 0; i < 2; i++) await donorAt(home);
    await donorAt(sameUpazila);
    const id = await request('1');
    // Waves as a volunteer starts them, stopped before the first is sent: the row is due now
    // and leased to the starter, so a worker polling meanwhile does not claim it.
    const now = new Date(Math.max(clock, Date.now()));
    await t.db.transaction((tx) => upsertAutoAlerts(tx, id, false, admin.id, now));
    expect(await claimDueWaves(t.db, now, 10, WAVE_LEASE_SECONDS)).toEqual([]);
    const options = {
      linkKey: t.app.alerts.linkKey,
      pushAvailable: false,
      defaultWaveSeconds: WAVE,
      now,
    };
    const first = await sendWave(t.db, SYSTEM_ACTOR, id, options);
    expect(first).toMatchObject({ wave: 1, reach: 'union', queued: 2 });
    // A second sender at the same moment (the worker had claimed it before the lease, say):
    // nothing, where it used to send the upazila's wave at once.
    const second = await sendWave(t.db, SYSTEM_ACTOR, id, options);
    expect(second).toMatchObject({ wave: null, queued: 0, stopped: null });
    expect(await alertedOf(id)).toHaveLength(2);
    const waves = await t.db.select().from(alertWaves).where(eq(alertWaves.bloodRequestId, id));
    expect(waves.map((w) => w.reach)).toEqual(['union']);
  });

  it('refuses auto with a list of donors, naming the field', async () => {
    const id = await request('1');
    const res = await send('POST', `/api/blood-request/${id}/alerts`, {
      auto: true,
      donorIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('auto');
  });
});
