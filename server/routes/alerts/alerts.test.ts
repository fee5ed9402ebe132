import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { BloodGroup } from '../../../common/constants.ts';
import type { AlertsResponse, SendAlertsResult } from '../../../common/schemas/alerts.ts';
import type { DonorLinkView } from '../../../common/schemas/donor-link.ts';
import type { PledgesResponse } from '../../../common/schemas/matching.ts';
import { FakeGateway } from '../../alerts/fake-gateway.ts';
import { alertOutbox, auditEvents, bloodRequests, donors } from '../../db/schema.ts';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { loginAs, type TestUser } from '../../test/auth.ts';
import { nextPhone, places, type Place } from '../../test/factories.ts';

const DAY = 86_400_000;
let t: TestApp;
let gateway: FakeGateway;
let admin: TestUser;
let here: Place;
let ip = 0;

beforeAll(async () => {
  gateway = new FakeGateway();
  await gateway.start();
  t = await startTestApp({
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: gateway.template,
    ALERT_POLL_MS: '50',
    PUBLIC_URL: 'https://roktosetu.example.org',
  });
  admin = await loginAs(t, 'admin');
  [here] = (await places(t.db, 1)) as [Place];
  // No quiet hours (start = end), so that an alert goes out at whatever hour the test runs; the
  // quiet-hours test sets its own.
  const settings = await setQuietHours('00:00', '00:00');
  expect(settings.statusCode, settings.body).toBe(200);
});
/** The super admin sets the alert limits (one a day, three a week) with these quiet hours. */
const setQuietHours = async (quietStart: string, quietEnd: string) =>
  send(
    'PUT',
    '/api/settings',
    {
      eligibility: {
        wholeBloodMaleDays: 90,
        wholeBloodFemaleDays: 120,
        wholeBloodOtherDays: 120,
        plateletsDays: 14,
      },
      alerts: { perDay: 1, perWeek: 3, quietStart, quietEnd },
    },
    await loginAs(t, 'superAdmin'),
  );

afterAll(async () => {
  await t.close();
  await gateway.stop();
});

const send = (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  who: TestUser | null = admin,
) =>
  t.inject({
    method,
    url,
    headers: who?.headers ?? {},
    remoteAddress: `10.9.${Math.floor(++ip / 250)}.${ip % 250}`,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

/** A donor registered through the public form (with or without consent), then accepted by an admin. */
async function register(
  group: BloodGroup,
  contactConsent: boolean | undefined,
  language?: 'bn' | 'en',
) {
  const res = await send(
    'POST',
    '/api/donor-request',
    {
      name: `দাতা ${group}`,
      bloodGroup: group,
      age: '1995-05-20',
      number1: nextPhone(),
      gender: 'পুরুষ',
      division: String(here.divisionId),
      district: String(here.districtId),
      upazila: String(here.upazilaId),
      union: String(here.unionId),
      village: 'উত্তরপাড়া',
      ...(contactConsent === undefined ? {} : { contactConsent }),
      ...(language ? { language } : {}),
    },
    null,
  );
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().insertedId as string;
  expect((await send('PATCH', `/api/donorStatus/${id}`, { status: 'verified' })).statusCode).toBe(
    200,
  );
  return id;
}

async function bloodRequest(group: BloodGroup, quantity = '1') {
  const [row] = await t.db
    .insert(bloodRequests)
    .values({
      patientName: 'রোগী',
      bloodGroup: group,
      neededAt: new Date(Date.now() + DAY),
      quantity,
      place: 'সদর হাসপাতাল',
      phone1: '01712345678',
      ...here,
    })
    .returning({ id: bloodRequests.id });
  return row!.id;
}

async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  ms = 10_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const alerts = async (id: string) =>
  (await send('GET', `/api/blood-request/${id}/alerts`)).json() as AlertsResponse;
const linkOf = (text: string) =>
  /https:\/\/roktosetu\.example\.org\/d\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];

describe('alerts for a B- request through an HTTP SMS gateway', () => {
  it('reaches only compatible, eligible, consenting donors; their link answers yes into the pledges; a second alert within 24 h skips them', async () => {
    const bNeg = await register('bNegative', true);
    const oNeg = await register('oNegative', true, 'en');
    const bNegNoConsent = await register('bNegative', undefined);
    const bPos = await register('bPositive', true); // RhD+ cannot give to B-
    const aNeg = await register('aNegative', true); // A cannot give to B
    const bNegWaiting = await register('bNegative', true);
    await t.db
      .update(donors)
      .set({ nextEligibleAt: new Date(Date.now() + 30 * DAY) })
      .where(eq(donors.id, bNegWaiting));
    const requestId = await bloodRequest('bNegative', '2');

    const res = await send('POST', `/api/blood-request/${requestId}/alerts`, {});
    expect(res.statusCode, res.body).toBe(202);
    const result = res.json() as SendAlertsResult;
    expect(result.queued).toBe(2);
    expect(result.skipped).toContainEqual({ donorId: bNegNoConsent, reason: 'noConsent' });

    const sent = await until(
      () => alerts(requestId),
      (a) => a.alerts.length === 2 && a.alerts.every((x) => x.state === 'sent'),
    );
    expect(sent.alerts.map((a) => a.donorId).sort()).toEqual([bNeg, oNeg].sort());
    expect(sent.smsProvider).toBe('http');
    expect(sent.alerts.every((a) => a.text === null)).toBe(true);
    expect(gateway.messages.size).toBe(2);
    const phones = await t.db.select({ id: donors.id, phone1: donors.phone1 }).from(donors);
    const phoneOf = new Map(phones.map((p) => [p.id, `88${p.phone1}`]));
    const reached = [...gateway.messages.values()].map((m) => m.to).sort();
    expect(reached).toEqual([phoneOf.get(bNeg), phoneOf.get(oNeg)].sort());
    for (const excluded of [bNegNoConsent, bPos, aNeg, bNegWaiting])
      expect(reached).not.toContain(phoneOf.get(excluded));

    // Each text holds the donor's own link, in the donor's language.
    const toBNeg = [...gateway.messages.values()].find((m) => m.to === phoneOf.get(bNeg))!;
    const toONeg = [...gateway.messages.values()].find((m) => m.to === phoneOf.get(oNeg))!;
    expect(toBNeg.text).toContain('রক্তসেতু');
    expect(toONeg.text).toContain('Roktosetu');
    const token = linkOf(toBNeg.text)!;
    expect(token).toBeDefined();

    // The link page: the donor's own data, never the phone or address.
    const view = await send('GET', `/api/donor-link/${token}`, undefined, null);
    expect(view.statusCode).toBe(200);
    const page = view.json() as DonorLinkView;
    expect(page.donor.bloodGroup).toBe('bNegative');
    expect(page.alerts).toMatchObject([
      { requestId, bloodGroup: 'bNegative', bagsNeeded: 2, answer: null },
    ]);
    expect(view.body).not.toContain(phoneOf.get(bNeg)!.slice(2));
    expect(view.body).not.toContain('উত্তরপাড়া');

    // "yes" lands in the volunteer's pledges as an offer by the donor.
    const yes = await send(
      'POST',
      `/api/donor-link/${token}/alerts/${requestId}`,
      { answer: 'yes' },
      null,
    );
    expect(yes.statusCode, yes.body).toBe(200);
    const pledges = (
      await send('GET', `/api/blood-request/${requestId}/pledges`)
    ).json() as PledgesResponse;
    expect(pledges.pledges).toMatchObject([
      { donorId: bNeg, source: 'donorLink', confirmedAt: null, state: 'pledged' },
    ]);
    expect((await alerts(requestId)).alerts.find((a) => a.donorId === bNeg)).toMatchObject({
      state: 'answered',
      answer: 'yes',
    });

    // A willDonate call confirms the offer.
    const call = await send('POST', `/api/donors/${bNeg}/calls`, {
      outcome: 'willDonate',
      requestId,
    });
    expect(call.statusCode, call.body).toBe(201);
    const confirmed = (
      await send('GET', `/api/blood-request/${requestId}/pledges`)
    ).json() as PledgesResponse;
    expect(confirmed.pledges[0]!.confirmedAt).not.toBeNull();

    // A second alert within 24 h skips both donors.
    const second = await bloodRequest('bNegative');
    const again = (
      await send('POST', `/api/blood-request/${second}/alerts`, { donorIds: [bNeg, oNeg] })
    ).json() as SendAlertsResult;
    expect(again.queued).toBe(0);
    expect(again.skipped).toEqual([
      { donorId: bNeg, reason: 'alertedRecently' },
      { donorId: oNeg, reason: 'alertedRecently' },
    ]);
    expect(gateway.messages.size).toBe(2);

    // Every alert is in the audit trail.
    const events = await t.db.select().from(auditEvents).where(eq(auditEvents.targetId, requestId));
    expect(events.filter((e) => e.action === 'alertQueued')).toHaveLength(2);
    expect(events.filter((e) => e.action === 'alertSent')).toHaveLength(2);
    expect(events.filter((e) => e.action === 'alertAnswered')).toHaveLength(1);
  });

  it('"no" counts like a declined call and the donor drops in this request\'s ranking', async () => {
    const first = await register('abNegative', true);
    const second = await register('abNegative', true);
    const requestId = await bloodRequest('abNegative');
    const res = (
      await send('POST', `/api/blood-request/${requestId}/alerts`, { donorIds: [first, second] })
    ).json() as SendAlertsResult;
    expect(res.queued).toBe(2);
    await until(
      () => alerts(requestId),
      (a) => a.alerts.every((x) => x.state === 'sent'),
    );
    const [phone] = await t.db
      .select({ phone1: donors.phone1 })
      .from(donors)
      .where(eq(donors.id, first));
    const fresh = linkOf(
      [...gateway.messages.values()].find((m) => m.to === `88${phone!.phone1}`)!.text,
    )!;
    const no = await send(
      'POST',
      `/api/donor-link/${fresh}/alerts/${requestId}`,
      { answer: 'no' },
      null,
    );
    expect(no.statusCode, no.body).toBe(200);
    const matches = (
      await send('GET', `/api/blood-request/${requestId}/matches?limit=10`)
    ).json() as { matches: { _id: string }[] };
    const order = matches.matches.map((m) => m._id).filter((id) => id === first || id === second);
    expect(order).toEqual([second, first]);
  });

  it('the default pick takes the least recently called or alerted first within a rank', async () => {
    const alertedBefore = await register('abPositive', true);
    const calledBefore = await register('abPositive', true);
    const untouched = await register('abPositive', true);
    await t.db
      .update(donors)
      .set({ lastAlertedAt: new Date(Date.now() - 2 * DAY) })
      .where(eq(donors.id, alertedBefore));
    await t.db
      .update(donors)
      .set({ lastCalledAt: new Date(Date.now() - 3 * DAY) })
      .where(eq(donors.id, calledBefore));
    const requestId = await bloodRequest('abPositive');
    expect(
      (await send('POST', `/api/blood-request/${requestId}/alerts`, { limit: 2 })).json(),
    ).toEqual({ queued: 2, skipped: [] });
    const picked = (await alerts(requestId)).alerts.map((a) => a.donorId).sort();
    expect(picked).toEqual([untouched, calledBefore].sort());
  });

  it('quiet hours hold an alert until morning unless urgent; noChannel when the donor chose none', async () => {
    await setQuietHours('00:00', '23:59');
    const held = await register('aPositive', true);
    const urgent = await register('aPositive', true);
    const none = await register('aPositive', true);
    const issued = (await send('POST', `/api/donors/${none}/link`)).json() as { url: string };
    const token = issued.url.split('/d/')[1]!;
    expect(
      (await send('PUT', `/api/donor-link/${token}/channels`, { channels: [] }, null)).statusCode,
    ).toBe(200);
    const r1 = await bloodRequest('aPositive');
    const r2 = await bloodRequest('aPositive');
    const a = (
      await send('POST', `/api/blood-request/${r1}/alerts`, { donorIds: [held, none] })
    ).json() as SendAlertsResult;
    expect(a).toMatchObject({ queued: 1, skipped: [{ donorId: none, reason: 'noChannel' }] });
    // The answer says when the held alert goes; it carries no text to share before then.
    expect(a.heldUntil).toBeDefined();
    expect(a.texts).toBeUndefined();
    const b = (
      await send('POST', `/api/blood-request/${r2}/alerts`, { donorIds: [urgent], urgent: true })
    ).json() as SendAlertsResult;
    expect(b.queued).toBe(1);
    await until(
      () => alerts(r2),
      (x) => x.alerts[0]?.state === 'sent',
    );
    const [row] = await t.db.select().from(alertOutbox).where(eq(alertOutbox.donorId, held));
    expect(row!.state).toBe('queued');
    expect(row!.dueAt.getTime()).toBeGreaterThan(Date.now());
    expect(a.heldUntil).toBe(row!.dueAt.toISOString());
    const listed = await alerts(r1);
    expect(listed.alerts[0]!.notBefore).toBe(row!.dueAt.toISOString());
    expect(listed.quietHours).toEqual({ start: '00:00', end: '23:59' });
    expect(listed.requestClosed).toBe(false);
    // Cancelled: the held alert is said not to go, with no time promised.
    await t.db.update(bloodRequests).set({ status: 'cancelled' }).where(eq(bloodRequests.id, r1));
    const closed = await alerts(r1);
    expect(closed.requestClosed).toBe(true);
    expect(closed.alerts[0]).toMatchObject({ state: 'queued', notBefore: null });
    await setQuietHours('22:00', '08:00');
  });
});
