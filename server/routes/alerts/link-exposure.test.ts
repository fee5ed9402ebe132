import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { AlertsResponse, SendAlertsResult } from '../../../common/schemas/alerts.ts';
import { auditEvents, bloodRequests } from '../../db/schema.ts';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { loginAs, type TestUser } from '../../test/auth.ts';
import { buildDonor, places, type Place } from '../../test/factories.ts';

/**
 * A donor's live link is a key to act as the donor: with SMS only logged, the volunteer gets each
 * text (with the link) once, in the answer that queued the alert; the alert list never carries it,
 * to that admin or any other. What is done through a link from a signed-in browser is audited as
 * that account's.
 */
let t: TestApp;
let admin: TestUser;
let other: TestUser;
let here: Place;

beforeAll(async () => {
  t = await startTestApp({
    ALERT_WORKER: 'false',
    SMS_PROVIDER: 'log',
    DONOR_LINK_LIMIT: '1000',
    PUBLIC_URL: 'https://roktosetu.example.org',
  });
  admin = await loginAs(t, 'admin');
  other = await loginAs(t, 'superAdmin');
  [here] = (await places(t.db, 1)) as [Place];
});
afterAll(() => t.close());

async function openRequest() {
  const [row] = await t.db
    .insert(bloodRequests)
    .values({
      patientName: 'রোগী',
      bloodGroup: 'oNegative',
      neededAt: new Date(Date.now() + 86_400_000),
      quantity: '1',
      place: 'সদর হাসপাতাল',
      phone1: '01712345678',
      ...here,
    })
    .returning({ id: bloodRequests.id });
  return row!.id;
}

const TOKEN = /\/d\/([A-Za-z0-9_-]{43})/;

describe('a donor link after it is issued', () => {
  it('comes only in the answer that queued the alert, for the donors it alerted; the list never carries it', async () => {
    const first = await buildDonor(t.db, here, { contactConsent: true, bloodGroup: 'oNegative' });
    const second = await buildDonor(t.db, here, { contactConsent: true, bloodGroup: 'oNegative' });
    const requestId = await openRequest();
    const one = await t.inject({
      method: 'POST',
      url: `/api/blood-request/${requestId}/alerts`,
      headers: admin.headers,
      payload: { donorIds: [first.id], urgent: true },
    });
    expect(one.statusCode, one.body).toBe(202);
    const answered = one.json() as SendAlertsResult;
    expect(answered.texts).toHaveLength(1);
    expect(answered.texts![0]).toMatchObject({ donorId: first.id, number1: first.phone1 });
    const token = TOKEN.exec(answered.texts![0]!.text)?.[1];
    expect(token).toBeDefined();

    // Again with both: the first is skipped (alerted already) and gets no text.
    const two = (
      await t.inject({
        method: 'POST',
        url: `/api/blood-request/${requestId}/alerts`,
        headers: admin.headers,
        payload: { donorIds: [first.id, second.id], urgent: true },
      })
    ).json() as SendAlertsResult;
    expect(two.skipped.map((x) => x.donorId)).toEqual([first.id]);
    expect(two.texts!.map((x) => x.donorId)).toEqual([second.id]);

    for (const who of [admin, other]) {
      const list = await t.inject({
        method: 'GET',
        url: `/api/blood-request/${requestId}/alerts`,
        headers: who.headers,
      });
      expect(list.statusCode).toBe(200);
      const body = list.json() as AlertsResponse;
      expect(body.alerts).toHaveLength(2);
      expect(body.alerts.every((a) => a.text === null)).toBe(true);
      expect(list.body).not.toContain(token!);
      expect(list.body).not.toMatch(TOKEN);
    }
  });

  it("an action through the link from a signed-in admin's browser is audited as that admin's", async () => {
    const donor = await buildDonor(t.db, here, { contactConsent: true, bloodGroup: 'oNegative' });
    const requestId = await openRequest();
    const queued = (
      await t.inject({
        method: 'POST',
        url: `/api/blood-request/${requestId}/alerts`,
        headers: admin.headers,
        payload: { donorIds: [donor.id], urgent: true },
      })
    ).json() as SendAlertsResult;
    const token = TOKEN.exec(queued.texts![0]!.text)![1]!;

    // The donor, with no session: no actor.
    const byDonor = await t.inject({
      method: 'POST',
      url: `/api/donor-link/${token}/pause`,
      payload: { until: null },
    });
    expect(byDonor.statusCode, byDonor.body).toBe(200);
    // The other admin, signed in on this browser, answers "yes" and then pauses the donor.
    const yes = await t.inject({
      method: 'POST',
      url: `/api/donor-link/${token}/alerts/${requestId}`,
      headers: other.headers,
      payload: { answer: 'yes' },
    });
    expect(yes.statusCode, yes.body).toBe(200);
    const paused = await t.inject({
      method: 'POST',
      url: `/api/donor-link/${token}/pause`,
      headers: other.headers,
      payload: { until: null },
    });
    expect(paused.statusCode, paused.body).toBe(200);
    // A token that is not live is no one's: the change is the donor's, as without it.
    const forged = await t.inject({
      method: 'POST',
      url: `/api/donor-link/${token}/pause`,
      headers: { authorization: 'Bearer not-a-token' },
      payload: { until: null },
    });
    expect(forged.statusCode, forged.body).toBe(200);

    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, donor.id)))
      .orderBy(auditEvents.at);
    const answers = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, requestId), eq(auditEvents.action, 'alertAnswered')));
    expect(answers.map((e) => e.actorId)).toEqual([other.id]);
    expect(answers[0]!.actorEmail).toBe(other.email);
    const pauses = events.filter((e) => e.action === 'donorPaused');
    expect(pauses.map((e) => e.actorId)).toEqual([null, other.id, null]);
  });

  it("every other write through the link is audited as the signed-in admin's too: bridge, session, reminders, leader board, certificate", async () => {
    const donor = await buildDonor(t.db, here, {
      contactConsent: true,
      bloodGroup: 'oNegative',
      donations: [{ daysAgo: 200 }],
    });
    const requestId = await openRequest();
    const queued = (
      await t.inject({
        method: 'POST',
        url: `/api/blood-request/${requestId}/alerts`,
        headers: admin.headers,
        payload: { donorIds: [donor.id], urgent: true },
      })
    ).json() as SendAlertsResult;
    const token = TOKEN.exec(queued.texts![0]!.text)![1]!;
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Dhaka' });
    const made = await t.inject({
      method: 'POST',
      url: '/api/patients',
      headers: other.headers,
      payload: {
        name: 'সেতুর শিশু',
        bloodGroup: 'bPositive',
        guardianPhone: '01712345678',
        hospital: 'শিশু হাসপাতাল',
        intervalDays: 21,
        bagsPerSession: 1,
        nextSessionAt: today,
        consent: true,
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const patientId = (made.json() as { id: string }).id;
    const bridge = await t.inject({
      method: 'PUT',
      url: `/api/patients/${patientId}/bridge`,
      headers: other.headers,
      payload: { donorIds: [donor.id] },
    });
    expect(bridge.statusCode, bridge.body).toBe(200);

    const through = (method: 'POST' | 'PUT', path: string, payload: object) =>
      t.inject({ method, url: `/api/donor-link/${token}${path}`, headers: other.headers, payload });
    for (const [method, path, payload] of [
      ['PUT', `/bridges/${patientId}`, { agreement: 'agreed' }],
      ['POST', `/bridges/${patientId}/sessions`, { date: today, answer: 'confirmed' }],
      ['PUT', '/reminders', { remindersEnabled: false }],
      ['PUT', '/leaderboard', { onLeaderboard: false }],
      ['POST', '/certificate', {}],
    ] as const) {
      const res = await through(method, path, payload);
      expect([200, 201], `${path}: ${res.body}`).toContain(res.statusCode);
    }
    const actions = [
      'donorBridgeAnswered',
      'answerSession',
      'donorRemindersChanged',
      'donorLeaderboardChanged',
      'certificateIssued',
    ];
    const events = await t.db.select().from(auditEvents).orderBy(auditEvents.at);
    for (const action of actions) {
      const mine = events.filter(
        (e) =>
          e.action === action &&
          (e.targetId === donor.id || e.targetId === patientId) &&
          (action !== 'answerSession' || (e.changes as { via?: string }).via === 'donorLink'),
      );
      expect(
        mine.map((e) => [e.actorId, e.actorEmail]),
        action,
      ).toEqual([[other.id, other.email]]);
    }
  });
});
