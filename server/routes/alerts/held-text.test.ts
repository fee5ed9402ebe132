import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type {
  AlertShareText,
  AlertsResponse,
  SendAlertsResult,
} from '../../../common/schemas/alerts.ts';
import { alertOutbox, auditEvents, bloodRequests } from '../../db/schema.ts';
import { startTestApp, type TestApp } from '../../test/app.ts';
import type { TestUser } from '../../test/auth.ts';
import { buildDonor } from '../../test/factories.ts';
import { requestIn, twoUnits } from '../../test/scope-fixtures.ts';

/**
 * Held alerts under SMS_PROVIDER=log (docs/decisions/066): an alert held by quiet hours is
 * "queued" while they last and its text is refused; once they end it is "ready to copy" (never
 * "sent"), and an admin of the request's unit gets its text once, with the donor's link issued at
 * that moment, audited as theirs; then it is "handed over". Not to another unit's admin, not twice,
 * not for a cancelled request. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
const HOUR = 3_600_000;
let t: TestApp;
let fed: Awaited<ReturnType<typeof twoUnits>>;

/** HH:MM in Bangladesh (UTC+6, no summer time) at `ms`. */
const dhaka = (ms: number) => new Date(ms + 6 * HOUR).toISOString().slice(11, 16);

beforeAll(async () => {
  t = await startTestApp({
    ALERT_WORKER: 'false',
    SMS_PROVIDER: 'log',
    PUBLIC_URL: 'https://roktosetu.example.org',
  });
  fed = await twoUnits(t);
  // Quiet hours around now: a non-urgent alert is held until they end.
  const saved = await t.inject({
    method: 'PUT',
    url: '/api/settings',
    headers: fed.superAdmin.headers,
    payload: {
      eligibility: {
        wholeBloodMaleDays: 90,
        wholeBloodFemaleDays: 120,
        wholeBloodOtherDays: 120,
        plateletsDays: 14,
      },
      alerts: {
        perDay: 5,
        perWeek: 10,
        quietStart: dhaka(Date.now() - HOUR),
        quietEnd: dhaka(Date.now() + 2 * HOUR),
      },
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => t.close());

const TOKEN = /\/d\/([A-Za-z0-9_-]{43})/;

const getText = (who: TestUser, requestId: string, donorId: string) =>
  t.inject({
    method: 'POST',
    url: `/api/blood-request/${requestId}/alerts/${donorId}/text`,
    headers: who.headers,
  });
const listed = async (requestId: string) => {
  const res = await t.inject({
    method: 'GET',
    url: `/api/blood-request/${requestId}/alerts`,
    headers: fed.adminA.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.body, alerts: (res.json() as AlertsResponse).alerts };
};

/** A request of unit A with one donor alerted outside urgency: held by the quiet hours. */
async function heldAlert() {
  const donor = await buildDonor(t.db, fed.here, {
    contactConsent: true,
    bloodGroup: 'oNegative',
    unitId: fed.unitA,
  });
  const requestId = await requestIn(t.db, fed.unitA, { ...fed.here, bloodGroup: 'oNegative' });
  const queued = await t.inject({
    method: 'POST',
    url: `/api/blood-request/${requestId}/alerts`,
    headers: fed.adminA.headers,
    payload: { donorIds: [donor.id], urgent: false },
  });
  expect(queued.statusCode, queued.body).toBe(202);
  const result = queued.json() as SendAlertsResult;
  expect(result.heldUntil).toBeDefined();
  expect(result.texts).toBeUndefined();
  return { requestId, donorId: donor.id };
}

/** The quiet hours end: the alert is due, and the log "sent" it as the worker does. */
const hoursEnd = (requestId: string) =>
  t.db
    .update(alertOutbox)
    .set({ dueAt: new Date(Date.now() - 60_000), state: 'sent', sentAt: new Date() })
    .where(eq(alertOutbox.bloodRequestId, requestId));

describe('an alert held by quiet hours with SMS only logged', () => {
  it('is refused during the hours, then ready to copy, then given once to an admin of its unit', async () => {
    const { requestId, donorId } = await heldAlert();
    expect((await listed(requestId)).alerts[0]).toMatchObject({ state: 'queued' });
    const early = await getText(fed.adminA, requestId, donorId);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'ALERT_TEXT_HELD' });

    await hoursEnd(requestId);
    expect((await listed(requestId)).alerts[0]).toMatchObject({ state: 'readyToCopy' });
    // Another unit's admin does not see the request at all.
    expect((await getText(fed.adminB, requestId, donorId)).statusCode).toBe(404);

    const given = await getText(fed.adminA, requestId, donorId);
    expect(given.statusCode, given.body).toBe(200);
    const text = given.json() as AlertShareText;
    expect(text.donorId).toBe(donorId);
    const token = TOKEN.exec(text.text)?.[1];
    expect(token).toBeDefined();
    // The link works for the donor: it was issued at that moment.
    const page = await t.inject({ method: 'GET', url: `/api/donor-link/${token}` });
    expect(page.statusCode, page.body).toBe(200);

    // Once: not again to the same admin nor to the super admin.
    for (const who of [fed.adminA, fed.superAdmin]) {
      const again = await getText(who, requestId, donorId);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'ALERT_TEXT_GIVEN' });
    }
    const after = await listed(requestId);
    expect(after.alerts[0]).toMatchObject({ state: 'handedOver', text: null });
    expect(after.body).not.toMatch(TOKEN);

    const events = await t.db
      .select({ action: auditEvents.action, actor: auditEvents.actorId })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'alertTextGiven'), eq(auditEvents.targetId, requestId)));
    expect(events).toEqual([{ action: 'alertTextGiven', actor: fed.adminA.id }]);
  });

  it('is not given for a cancelled request, which lists it as waiting (it will not go)', async () => {
    const { requestId, donorId } = await heldAlert();
    await hoursEnd(requestId);
    await t.db
      .update(bloodRequests)
      .set({ status: 'cancelled' })
      .where(eq(bloodRequests.id, requestId));
    const res = await getText(fed.adminA, requestId, donorId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'BLOOD_REQUEST_CLOSED' });
    expect((await listed(requestId)).alerts[0]).toMatchObject({ state: 'queued' });
  });

  it('lists an alert whose text came with the answer that queued it as handed over', async () => {
    const donor = await buildDonor(t.db, fed.here, {
      contactConsent: true,
      bloodGroup: 'oNegative',
      unitId: fed.unitA,
    });
    const requestId = await requestIn(t.db, fed.unitA, { ...fed.here, bloodGroup: 'oNegative' });
    const queued = (
      await t.inject({
        method: 'POST',
        url: `/api/blood-request/${requestId}/alerts`,
        headers: fed.adminA.headers,
        payload: { donorIds: [donor.id], urgent: true },
      })
    ).json() as SendAlertsResult;
    expect(queued.texts).toHaveLength(1);
    expect((await listed(requestId)).alerts[0]).toMatchObject({ state: 'handedOver' });
    const res = await getText(fed.adminA, requestId, donor.id);
    expect(res.json()).toMatchObject({ code: 'ALERT_TEXT_GIVEN' });
  });
});
