import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { BANGLADESH_OFFSET_MS } from '../../common/dates.ts';
import { alertOutbox, bloodRequests, units } from '../db/schema.ts';
import { startTestApp, type TestApp } from '../test/app.ts';
import { loginAs, type TestUser } from '../test/auth.ts';
import { buildDonor, places, type Place } from '../test/factories.ts';
import { requestIn } from '../test/scope-fixtures.ts';
import { FakeGateway } from './fake-gateway.ts';
import { AlertOutbox, checkLease, sendingUnitQuietHours } from './outbox.ts';
import { HttpSms } from './sms.ts';
import { holdForQuietHours } from './quiet-hours.ts';

/** The outbox worker's claims, retries and limits, with workers driven by hand (ALERT_WORKER=false). */
let t: TestApp;
let gateway: FakeGateway;
let admin: TestUser;
let here: Place;

beforeAll(async () => {
  gateway = new FakeGateway();
  await gateway.start();
  t = await startTestApp({ ALERT_WORKER: 'false' });
  admin = await loginAs(t, 'admin');
  [here] = (await places(t.db, 1)) as [Place];
});
afterAll(async () => {
  await t.close();
  await gateway.stop();
});

const worker = (maxAttempts = 3) =>
  new AlertOutbox({
    db: t.db,
    sms: new HttpSms({ url: gateway.template, method: 'GET', timeoutMs: 2000 }),
    push: null,
    linkKey: t.app.alerts.linkKey,
    baseUrl: t.app.alerts.baseUrl,
    batch: 10,
    maxAttempts,
    leaseSeconds: 30,
    retryBaseMs: 60_000,
    pollMs: 1000,
    quietHours: sendingUnitQuietHours(t.db),
  });

async function queue(count: number) {
  const ids = [];
  for (let k = 0; k < count; k += 1)
    ids.push((await buildDonor(t.db, here, { contactConsent: true, bloodGroup: 'oNegative' })).id);
  const [request] = await t.db
    .insert(bloodRequests)
    .values({
      patientName: 'রোগী',
      bloodGroup: 'oNegative',
      neededAt: new Date(Date.now() + 86_400_000),
      quantity: '6+',
      place: 'হাসপাতাল',
      phone1: '01712345678',
    })
    .returning({ id: bloodRequests.id });
  const res = await t.inject({
    method: 'POST',
    url: `/api/blood-request/${request!.id}/alerts`,
    headers: admin.headers,
    payload: { donorIds: ids, urgent: true },
  });
  expect(res.json().queued).toBe(count);
  return request!.id;
}

describe('the alert outbox worker', () => {
  it('two workers at once never take the same alert', async () => {
    const requestId = await queue(30);
    const before = gateway.calls;
    const a = worker();
    const b = worker();
    while ((await Promise.all([a.runOnce(), b.runOnce()])).some((n) => n > 0));
    const rows = await t.db
      .select()
      .from(alertOutbox)
      .where(eq(alertOutbox.bloodRequestId, requestId));
    expect(rows.every((r) => r.state === 'sent' && r.attempts === 1)).toBe(true);
    expect(gateway.calls - before).toBe(30);
    expect(gateway.duplicates).toBe(0);
  });

  it('a failed send waits with backoff and is retried; after the last attempt it fails, audited', async () => {
    const requestId = await queue(1);
    const w = worker(2);
    gateway.failNext = 1;
    expect(await w.runOnce()).toBe(1);
    let [row] = await t.db
      .select()
      .from(alertOutbox)
      .where(eq(alertOutbox.bloodRequestId, requestId));
    expect(row).toMatchObject({ state: 'queued', attempts: 1, lastError: 'gateway answered 503' });
    expect(row!.dueAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    expect(await w.runOnce()).toBe(0); // not due yet
    await t.db.execute(sql`update alert_outbox set due_at = now() where id = ${row!.id}`);
    gateway.failNext = 1;
    await w.runOnce();
    [row] = await t.db.select().from(alertOutbox).where(eq(alertOutbox.bloodRequestId, requestId));
    expect(row).toMatchObject({ state: 'failed', attempts: 2 });
    const events = await t.db.execute(
      sql`select action from audit_events where target_id = ${requestId} order by at`,
    );
    expect((events as unknown as { rows: { action: string }[] }).rows.map((e) => e.action)).toEqual(
      ['alertQueued', 'alertFailed'],
    );
  });

  it('an alert whose donor withdrew consent before the send is not sent', async () => {
    const requestId = await queue(1);
    await t.db.execute(
      sql`update donors set contact_consent = false where id in (select donor_id from alert_outbox where blood_request_id = ${requestId})`,
    );
    const before = gateway.calls;
    await worker().runOnce();
    const [row] = await t.db
      .select()
      .from(alertOutbox)
      .where(eq(alertOutbox.bloodRequestId, requestId));
    expect(row).toMatchObject({ state: 'failed', lastError: 'donor no longer reachable' });
    expect(gateway.calls).toBe(before);
  });

  it("a retry waits out the quiet hours of the unit that sent the alert, not the installation's", async () => {
    const [unit] = await t.db.select({ id: units.id }).from(units).limit(1);
    // A quiet window around now, in Bangladesh time: from an hour ago to two hours ahead.
    const hhmm = (offsetMinutes: number) => {
      const at = new Date(Date.now() + BANGLADESH_OFFSET_MS + offsetMinutes * 60_000);
      return `${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')}`;
    };
    const quiet = { quietStart: hhmm(-60), quietEnd: hhmm(120) };
    await t.db
      .update(units)
      .set({ settings: { alerts: quiet } })
      .where(eq(units.id, unit!.id));
    try {
      const donor = await buildDonor(t.db, here, { contactConsent: true, bloodGroup: 'oNegative' });
      const requestId = await requestIn(t.db, unit!.id, { bloodGroup: 'oNegative' });
      const res = await t.inject({
        method: 'POST',
        url: `/api/blood-request/${requestId}/alerts`,
        headers: admin.headers,
        payload: { donorIds: [donor.id] },
      });
      expect(res.json().queued, res.body).toBe(1);
      // Held already by the unit's quiet hours when queued; made due now to see the retry.
      await t.db.execute(
        sql`update alert_outbox set due_at = now() where blood_request_id = ${requestId}`,
      );
      gateway.failNext = 1;
      expect(await worker().runOnce()).toBe(1);
      const [row] = await t.db
        .select()
        .from(alertOutbox)
        .where(eq(alertOutbox.bloodRequestId, requestId));
      expect(row).toMatchObject({ state: 'queued', attempts: 1 });
      const end = holdForQuietHours(new Date(Date.now() + 60_000), quiet).getTime();
      expect(Math.abs(row!.dueAt.getTime() - end)).toBeLessThan(2 * 60_000);
    } finally {
      await t.db.update(units).set({ settings: {} }).where(eq(units.id, unit!.id));
    }
  });
  it('a gateway slower than the timeout gets each alert once; the volunteer sees "sending", not "failed"', async () => {
    const requestId = await queue(5);
    const before = gateway.calls;
    const known = gateway.messages.size;
    gateway.delayMs = 700;
    try {
      // Two workers, 200 ms timeout, a 2 s lease: they keep polling for 1.5 s (inside timeout + lease).
      const slow = () =>
        new AlertOutbox({
          db: t.db,
          sms: new HttpSms({ url: gateway.template, method: 'GET', timeoutMs: 200 }),
          push: null,
          linkKey: t.app.alerts.linkKey,
          baseUrl: t.app.alerts.baseUrl,
          batch: 10,
          maxAttempts: 6,
          leaseSeconds: 2,
          retryBaseMs: 10,
          pollMs: 10,
          quietHours: sendingUnitQuietHours(t.db),
        });
      const a = slow();
      const b = slow();
      const end = Date.now() + 1_500;
      while (Date.now() < end) {
        await Promise.all([a.runOnce(), b.runOnce()]);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      // Every gateway answer has come by now (700 ms); none was asked twice.
      expect(gateway.calls - before).toBe(5);
      expect(gateway.messages.size - known).toBe(5);
      expect(gateway.duplicates).toBe(0);
      const rows = await t.db
        .select()
        .from(alertOutbox)
        .where(eq(alertOutbox.bloodRequestId, requestId));
      expect(rows.map((r) => [r.state, r.attempts, r.lastError])).toEqual(
        Array.from({ length: 5 }, () => ['sending', 1, 'gateway timed out']),
      );
      const list = await t.inject({
        method: 'GET',
        url: `/api/blood-request/${requestId}/alerts`,
        headers: admin.headers,
      });
      expect((list.json() as { alerts: { state: string }[] }).alerts.map((x) => x.state)).toEqual([
        'sending',
        'sending',
        'sending',
        'sending',
        'sending',
      ]);
    } finally {
      gateway.delayMs = 0;
    }
  });

  it('refuses to start with a lease that does not outlast the send timeout plus a margin', () => {
    expect(() => checkLease(10, 10_000)).toThrow(/ALERT_LEASE_SECONDS \(10\) must be at least 20/);
    expect(() => checkLease(1, 200)).toThrow(/ALERT_LEASE_SECONDS/);
    expect(() => checkLease(60, 10_000)).not.toThrow();
    expect(
      () =>
        new AlertOutbox({
          db: t.db,
          sms: new HttpSms({ url: gateway.template, method: 'GET', timeoutMs: 30_000 }),
          push: null,
          linkKey: t.app.alerts.linkKey,
          baseUrl: t.app.alerts.baseUrl,
          batch: 10,
          maxAttempts: 3,
          leaseSeconds: 30,
          retryBaseMs: 1000,
          pollMs: 1000,
          quietHours: sendingUnitQuietHours(t.db),
        }),
    ).toThrow(/must be at least 60/);
  });
});
