import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { RequestStatus } from '../../../common/schemas/alerts.ts';
import { FakeGateway } from '../../alerts/fake-gateway.ts';
import { alertOutbox, auditEvents, units } from '../../db/schema.ts';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { loginAs, type TestUser } from '../../test/auth.ts';
import { nextPhone, places, type Place } from '../../test/factories.ts';

/**
 * The family is texted and warned (docs/decisions/059): a public request sends one SMS to the
 * number that asked, with the status link and the money warning in the form's language; the
 * status page says who is coming once a volunteer confirmed them, never a donor's number.
 */

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
});

afterAll(async () => {
  await t.close();
  await gateway.stop();
});

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
    remoteAddress: `10.8.${Math.floor(++ip / 250)}.${ip % 250}`,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

async function until<T>(read: () => T | Promise<T>, done: (value: T) => boolean, ms = 10_000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const askForBlood = async (phone: string, language?: 'bn' | 'en') => {
  const res = await send(
    'POST',
    '/api/blood-request',
    {
      patient_name: 'রোগী',
      requested_bloodGroup: 'oPositive',
      date: new Date(Date.now() + DAY).toISOString(),
      blood_quantity: '1',
      donation_place: 'সদর হাসপাতাল',
      number1: phone,
      ...here,
      ...(language ? { language } : {}),
    },
    null,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { insertedId: string; statusUrl: string };
};

const textsTo = (phone: string) =>
  [...gateway.messages.values()].filter((m) => m.to === `88${phone}`);

describe("the requester's SMS", () => {
  it('goes once, in Bengali by default, with the status link and a warning naming টাকা', async () => {
    const phone = nextPhone();
    const { insertedId, statusUrl } = await askForBlood(phone);
    const [text] = await until(
      () => textsTo(phone),
      (m) => m.length > 0,
    );
    expect(text?.text).toContain(statusUrl);
    expect(text?.text).toContain('টাকা');
    // Sent once: the outbox holds one requester row, and the gateway saw it once.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(textsTo(phone)).toHaveLength(1);
    const rows = await t.db
      .select({ kind: alertOutbox.kind, state: alertOutbox.state, donorId: alertOutbox.donorId })
      .from(alertOutbox)
      .where(eq(alertOutbox.bloodRequestId, insertedId));
    expect(rows).toEqual([{ kind: 'requester', state: 'sent', donorId: null }]);
    const events = await t.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.targetId, insertedId));
    expect(events.map((e) => e.action).sort()).toEqual(
      ['create', 'requesterSmsQueued', 'requesterSmsSent'].sort(),
    );
    // The link in the SMS opens the status page.
    const token = statusUrl.split('/r/')[1]!;
    const status = await send('GET', `/api/request-status/${token}`, undefined, null);
    expect(status.statusCode).toBe(200);
  });

  it('is written in English when the form was', async () => {
    const phone = nextPhone();
    const { statusUrl } = await askForBlood(phone, 'en');
    const [text] = await until(
      () => textsTo(phone),
      (m) => m.length > 0,
    );
    expect(text?.text).toContain('Roktosetu');
    expect(text?.text).toContain(statusUrl);
    expect(text?.text).toMatch(/never pay anyone for blood or for travel/i);
  });
});

describe('who is coming, on the status page', () => {
  it('shows a confirmed donor by first name, verified, donations and the volunteer; never the number', async () => {
    const { insertedId, statusUrl } = await askForBlood(nextPhone());
    const token = statusUrl.split('/r/')[1]!;
    const donorPhone = nextPhone();
    const reg = await send(
      'POST',
      '/api/donor-request',
      {
        name: 'করিম উদ্দিন',
        bloodGroup: 'oPositive',
        age: '1995-05-20',
        number1: donorPhone,
        gender: 'পুরুষ',
        division: String(here.divisionId),
        district: String(here.districtId),
        upazila: String(here.upazilaId),
        union: String(here.unionId),
        village: 'উত্তরপাড়া',
        contactConsent: true,
      },
      null,
    );
    expect(reg.statusCode, reg.body).toBe(201);
    const donorId = reg.json().insertedId as string;
    expect(
      (await send('PATCH', `/api/donorStatus/${donorId}`, { status: 'verified' })).statusCode,
    ).toBe(200);

    const before = (
      await send('GET', `/api/request-status/${token}`, undefined, null)
    ).json() as RequestStatus;
    expect(before.coming).toEqual([]);

    const call = await send('POST', `/api/donors/${donorId}/calls`, {
      outcome: 'willDonate',
      requestId: insertedId,
    });
    expect(call.statusCode, call.body).toBe(201);
    const res = await send('GET', `/api/request-status/${token}`, undefined, null);
    const after = res.json() as RequestStatus;
    expect(after.coming).toEqual([
      { firstName: 'করিম', verified: true, donations: 0, volunteer: admin.name },
    ]);
    expect(res.body).not.toContain(donorPhone);
    expect(res.body).not.toContain('উদ্দিন');
  });
});

describe("the family's number stays private", () => {
  it("a share names the unit's public number; the alert SMS and the donor's page never carry the family's", async () => {
    const familyPhone = nextPhone();
    const { insertedId } = await askForBlood(familyPhone);
    await t.db.update(units).set({ phone: '01900000001' });
    const one = await send('GET', `/api/blood-request/${insertedId}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().publicContact).toBe('01900000001');

    const donorPhone = nextPhone();
    const reg = await send(
      'POST',
      '/api/donor-request',
      {
        name: 'রহিম',
        bloodGroup: 'oPositive',
        age: '1990-01-01',
        number1: donorPhone,
        gender: 'পুরুষ',
        division: String(here.divisionId),
        district: String(here.districtId),
        upazila: String(here.upazilaId),
        union: String(here.unionId),
        village: 'গ্রাম',
        contactConsent: true,
      },
      null,
    );
    const donorId = reg.json().insertedId as string;
    await send('PATCH', `/api/donorStatus/${donorId}`, { status: 'verified' });
    // Urgent, so that quiet hours (22:00-08:00 in Bangladesh) never hold it whenever the test runs.
    const alerted = await send('POST', `/api/blood-request/${insertedId}/alerts`, {
      donorIds: [donorId],
      urgent: true,
    });
    expect(alerted.json().queued).toBe(1);
    const [sms] = await until(
      () => textsTo(donorPhone),
      (m) => m.length > 0,
    );
    expect(sms?.text).not.toContain(familyPhone);
    const token = /\/d\/([A-Za-z0-9_-]{43})/.exec(sms!.text)![1]!;
    const page = await send('GET', `/api/donor-link/${token}`, undefined, null);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(familyPhone);
  });
});
