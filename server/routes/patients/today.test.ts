import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInBangladesh } from '../../../common/dates.ts';
import type { TodaySessionsAnswer } from '../../../common/schemas/patients.ts';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { createUser, type TestUser } from '../../test/auth.ts';
import { buildDonor, type Place } from '../../test/factories.ts';
import { callerRequests } from '../../test/requests.ts';
import { putBridge, registerPatient } from '../../test/patients.ts';
import { twoUnits } from '../../test/scope-fixtures.ts';

/**
 * Today's bridge sessions (GET /api/bridge-sessions/today; docs/decisions/057): the volunteer's list of
 * the day shows each patient of their units with a session today, the donors planned or answering
 * with their numbers to call, and nothing of patients whose session is another day, paused or of
 * another unit. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
let t: TestApp;
let here: Place;
let unitA: string;
let adminA: TestUser;
let adminB: TestUser;
let superAdmin: TestUser;
let user: TestUser;
const send = callerRequests(() => t);
const today = todayInBangladesh();

const register = (name: string, nextSessionAt: string, bagsPerSession = 1) =>
  registerPatient(send, adminA, { name, nextSessionAt, bagsPerSession });

const man = () =>
  buildDonor(t.db, here, { unitId: unitA, bloodGroup: 'bPositive', gender: 'male' });

const bridge = (id: string, donorIds: string[]) => putBridge(send, adminA, id, donorIds);

const todayOf = async (who: TestUser) => {
  const res = await send(who, 'GET', '/api/bridge-sessions/today');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TodaySessionsAnswer;
};

beforeAll(async () => {
  t = await startTestApp();
  ({ here, unitA, adminA, adminB, superAdmin } = await twoUnits(t));
  user = await createUser(t, { role: 'user' });
});
afterAll(() => t.close());

describe('GET /api/bridge-sessions/today', () => {
  it("lists today's sessions with their donors' numbers, and leaves out other days and paused patients", async () => {
    const [first, second] = await Promise.all([man(), man()]);
    const todays = await register('আজকের শিশু', today, 2);
    await bridge(todays, [first.id, second.id]);
    // Three weeks ago: a whole interval before today, so today is a session too.
    const repeated = await register('পুনরাবৃত্ত শিশু', addDays(today, -21));
    await bridge(repeated, [(await man()).id]);
    const tomorrow = await register('আগামীকালের শিশু', addDays(today, 1));
    await bridge(tomorrow, [(await man()).id]);
    const paused = await register('থামানো শিশু', today);
    await bridge(paused, [(await man()).id]);
    expect(
      (await send(adminA, 'POST', `/api/patients/${paused}/pause`, { paused: true })).statusCode,
    ).toBe(200);

    const answer = await todayOf(adminA);
    expect(answer.date).toBe(today);
    expect(answer.sessions.map((s) => s.name)).toEqual(['আজকের শিশু', 'পুনরাবৃত্ত শিশু']);
    const session = answer.sessions[0]!;
    expect(session).toMatchObject({
      patientId: todays,
      hospital: 'ঢাকা শিশু হাসপাতাল',
      bloodGroup: 'bPositive',
      bags: 2,
      covered: true,
    });
    expect(session.donors.map((d) => [d.donorId, d.phone]).sort()).toEqual(
      [
        [first.id, first.phone1],
        [second.id, second.phone1],
      ].sort(),
    );

    // A volunteer records one as given: the list says so.
    const given = await send(adminA, 'POST', `/api/patients/${todays}/session-answers`, {
      date: today,
      donorId: first.id,
      state: 'given',
    });
    expect(given.statusCode, given.body).toBe(200);
    const after = (await todayOf(adminA)).sessions[0]!;
    expect(after.donors.find((d) => d.donorId === first.id)?.state).toBe('given');
  });

  it("shows another unit's admin none of it; the super admin all; a user 403, anonymous 401", async () => {
    expect((await todayOf(adminB)).sessions).toEqual([]);
    expect((await todayOf(superAdmin)).sessions.map((s) => s.name)).toContain('আজকের শিশু');
    expect((await send(user, 'GET', '/api/bridge-sessions/today')).statusCode).toBe(403);
    expect((await t.inject({ url: '/api/bridge-sessions/today' })).statusCode).toBe(401);
  });
});
