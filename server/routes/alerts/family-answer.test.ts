import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { RequestStatus } from '../../../common/schemas/alerts.ts';
import type { BloodRequestRow } from '../../../common/schemas/blood-requests.ts';
import { hashToken } from '../../alerts/link-tokens.ts';
import { auditEvents, bloodRequests, donations } from '../../db/schema.ts';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { loginAs, type TestUser } from '../../test/auth.ts';
import { requestIn, twoUnits } from '../../test/scope-fixtures.ts';

/**
 * "Was the blood given?" (docs/decisions/063): the family answers on their status page once the
 * day the blood was needed has come and while the request is open; the answer can change, is
 * audited as the status link's, is shown to the volunteers of the request's unit only, and never
 * records a donation.
 */

const HOUR = 3_600_000;
let t: TestApp;
let fed: Awaited<ReturnType<typeof twoUnits>>;
let user: TestUser;
let ip = 0;

beforeAll(async () => {
  t = await startTestApp();
  fed = await twoUnits(t);
  user = await loginAs(t, 'user');
});

afterAll(async () => {
  await t.close();
});

const send = (method: 'GET' | 'PUT', url: string, payload?: unknown, who?: TestUser | null) =>
  t.inject({
    method,
    url,
    headers: who?.headers ?? {},
    remoteAddress: `10.9.${Math.floor(++ip / 250)}.${ip % 250}`,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

/** A request of unit A with a status link, needed `hoursAgo` hours ago (negative: later). */
async function requestWithLink(hoursAgo: number, status = 'incomplete') {
  const token = randomBytes(32).toString('base64url').slice(0, 43);
  const id = await requestIn(t.db, fed.unitA, {
    neededAt: new Date(Date.now() - hoursAgo * HOUR),
    statusTokenHash: hashToken(token),
    status,
    ...(status === 'done' ? { completedAt: new Date() } : {}),
  });
  return { id, token };
}

const answer = (token: string, body: unknown, who?: TestUser | null) =>
  send('PUT', `/api/request-status/${token}/answer`, body, who);

describe("the family's answer", () => {
  it('is asked after the needed day, stored, changeable, audited as the status link, no donation', async () => {
    const { id, token } = await requestWithLink(2);
    const before = (await send('GET', `/api/request-status/${token}`)).json() as RequestStatus;
    expect(before).toMatchObject({ askFamily: true, familyAnswer: null });

    const first = await answer(token, { answer: 'notYet' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ familyAnswer: 'notYet' });
    const changed = await answer(token, { answer: 'given' });
    expect(changed.statusCode).toBe(200);
    const after = (await send('GET', `/api/request-status/${token}`)).json() as RequestStatus;
    expect(after.familyAnswer).toBe('given');

    const events = await t.db
      .select({ actorId: auditEvents.actorId, changes: auditEvents.changes })
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, id), eq(auditEvents.action, 'familyAnswered')))
      .orderBy(auditEvents.at);
    expect(events).toEqual([
      { actorId: null, changes: { via: 'statusLink', familyAnswer: { from: null, to: 'notYet' } } },
      {
        actorId: null,
        changes: { via: 'statusLink', familyAnswer: { from: 'notYet', to: 'given' } },
      },
    ]);
    // The same answer again changes nothing and records nothing.
    expect((await answer(token, { answer: 'given' })).statusCode).toBe(200);
    const again = await t.db
      .select({ id: auditEvents.id })
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, id), eq(auditEvents.action, 'familyAnswered')));
    expect(again).toHaveLength(2);
    // "Given" by the family is not a donation: the history and the request stay as they were.
    expect(
      await t.db.select().from(donations).where(eq(donations.bloodRequestId, id)),
    ).toHaveLength(0);
    const [row] = await t.db
      .select({ status: bloodRequests.status })
      .from(bloodRequests)
      .where(eq(bloodRequests.id, id));
    expect(row?.status).toBe('incomplete');
  });

  it("is the token holder's whoever is signed in: user, admin, super admin, other unit's admin", async () => {
    const { token } = await requestWithLink(1);
    const callers: [string, TestUser | null][] = [
      ['anonymous', null],
      ['user', user],
      ['admin', fed.adminA],
      ['superAdmin', fed.superAdmin],
      ['otherUnitAdmin', fed.adminB],
    ];
    for (const [name, who] of callers) {
      const res = await answer(token, { answer: 'notGiven' }, who);
      expect(res.statusCode, name).toBe(200);
    }
  });

  it('is shown to the volunteers of the request only', async () => {
    const { id, token } = await requestWithLink(3);
    await answer(token, { answer: 'given' });
    const view = (who?: TestUser | null) => send('GET', `/api/blood-request/${id}`, undefined, who);
    for (const who of [fed.adminA, fed.superAdmin]) {
      const res = await view(who);
      expect(res.statusCode).toBe(200);
      expect((res.json() as BloodRequestRow).familyAnswer).toMatchObject({ answer: 'given' });
    }
    expect((await view(fed.adminB)).statusCode).toBe(404);
    expect((await view(user)).statusCode).toBe(403);
    expect((await view(null)).statusCode).toBe(401);
  });

  it('is refused before the day the blood is needed, and on a closed request', async () => {
    const early = await requestWithLink(-5);
    const status = (
      await send('GET', `/api/request-status/${early.token}`)
    ).json() as RequestStatus;
    expect(status.askFamily).toBe(false);
    const res = await answer(early.token, { answer: 'given' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'FAMILY_ANSWER_TOO_EARLY', field: 'answer' });

    const closed = await requestWithLink(5, 'done');
    const closedStatus = (
      await send('GET', `/api/request-status/${closed.token}`)
    ).json() as RequestStatus;
    expect(closedStatus.askFamily).toBe(false);
    const refused = await answer(closed.token, { answer: 'notGiven' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'BLOOD_REQUEST_CLOSED' });
    const rows = await t.db
      .select({ answer: bloodRequests.familyAnswer })
      .from(bloodRequests)
      .where(eq(bloodRequests.id, early.id));
    expect(rows).toEqual([{ answer: null }]);
  });

  it('refuses bad input with a 4xx naming the field, and an unknown link with 404', async () => {
    const { token } = await requestWithLink(1);
    for (const body of [{ answer: 'maybe' }, {}, { answer: 1 }]) {
      const res = await answer(token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ field: 'answer' });
    }
    expect((await answer('x'.repeat(43), { answer: 'given' })).statusCode).toBe(404);
    expect((await answer('short', { answer: 'given' })).statusCode).toBe(404);
  });
});
