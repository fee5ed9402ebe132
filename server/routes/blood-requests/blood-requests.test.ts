import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { bloodRequests } from '../../db/schema.ts';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { loginCallers, type TestUser } from '../../test/auth.ts';
import { requestsTo } from '../../test/requests.ts';
import { bloodRequestDemo } from '../../data/demo/blood-requests.ts';

let t: TestApp;
let user: TestUser;
let admin: TestUser;
let superAdmin: TestUser;

beforeAll(async () => {
  t = await startTestApp({ PUBLIC_WRITE_LIMIT: '3' });
  ({ user, admin, superAdmin } = await loginCallers(t));
});
afterAll(() => t.close());
const { patch, del } = requestsTo(() => t);

const uuid = '00000000-0000-4000-8000-000000000000';
let ip = 0;
/** Each public write from its own client address, so the low rate limit of this file bites only where meant. */
const nextAddress = () => `10.1.${Math.floor(++ip / 250)}.${ip % 250}`;

/** Two days ahead at 10:30 UTC: inside the window a request's date must fall in. */
const NEEDED = new Date(
  Math.floor(Date.now() / 86_400_000) * 86_400_000 + 2 * 86_400_000 + 37_800_000,
).toISOString();

const validRequest = (overrides: Record<string, unknown> = {}) => ({
  patient_name: 'রোগী ' + Math.random().toString(36).slice(2, 8),
  requested_bloodGroup: 'oPositive',
  date: NEEDED,
  blood_quantity: '2',
  hemoglobin: '৭.৫',
  patient_problem: 'অপারেশন',
  donation_place: 'ঢাকা মেডিকেল কলেজ',
  number1: '০১৭১২৩৪৫৬৭৮',
  number2: '',
  ...overrides,
});

async function send(body: unknown, remoteAddress = nextAddress()) {
  return t.inject({
    method: 'POST',
    url: '/api/blood-request',
    payload: body as object,
    remoteAddress,
  });
}

async function create(overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await send(validRequest(overrides));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().insertedId as string;
}

const incomplete = (headers = admin.headers, query = '') =>
  t.inject({ url: `/api/incomplete-blood-request${query}`, headers });
const complete = (headers = admin.headers, query = '') =>
  t.inject({ url: `/api/complete-blood-request${query}`, headers });

describe('POST /api/blood-request (public form)', () => {
  it('stores a request as incomplete with digits converted, and ignores client status and times', async () => {
    const res = await send(
      validRequest({
        patient_name: '  সুমাইয়া আক্তার ',
        status: 'done',
        submissionTime: '2020-01-01T00:00:00.000Z',
        _id: uuid,
      }),
    );
    expect(res.statusCode).toBe(200);
    const { insertedId } = res.json();
    expect(insertedId).toMatch(/^[0-9a-f-]{36}$/);
    expect(insertedId).not.toBe(uuid);

    const [row] = await t.db.select().from(bloodRequests).where(eq(bloodRequests.id, insertedId));
    expect(row).toMatchObject({
      patientName: 'সুমাইয়া আক্তার',
      status: 'incomplete',
      completedAt: null,
      phone1: '01712345678',
      phone2: null,
      hemoglobin: '7.5',
      quantity: '2',
    });
    expect(row!.neededAt.toISOString()).toBe(NEEDED);

    const list = await incomplete();
    const shown = list
      .json()
      .incompleteBloodRequestList.find((r: { _id: string }) => r._id === insertedId);
    expect(shown).toEqual({
      _id: insertedId,
      patient_name: 'সুমাইয়া আক্তার',
      requested_bloodGroup: 'oPositive',
      date: NEEDED,
      blood_quantity: '2',
      hemoglobin: '7.5',
      patient_problem: 'অপারেশন',
      donation_place: 'ঢাকা মেডিকেল কলেজ',
      number1: '01712345678',
      number2: null,
      blocked: false,
      publicContact: null,
      status: 'incomplete',
      submissionTime: null,
      cancelledAt: null,
      cancelReason: null,
      state: 'incomplete',
      bagsNeeded: 2,
      pledgedCount: 0,
      givenCount: 0,
      divisionId: null,
      districtId: null,
      upazilaId: null,
      unionId: null,
      division: null,
      district: null,
      upazila: null,
      union: null,
      placeNames: { division: null, district: null, upazila: null, union: null },
      // The installation's one unit takes every request.
      unitId: row!.unitId,
    });
    expect(row!.unitId).toEqual(expect.any(String));
  });

  it('accepts 6+ bags, no hemoglobin and no problem', async () => {
    const id = await create({ blood_quantity: '6+', hemoglobin: undefined, patient_problem: '' });
    const [row] = await t.db.select().from(bloodRequests).where(eq(bloodRequests.id, id));
    expect(row).toMatchObject({ quantity: '6+', hemoglobin: null, problem: null });
  });

  it.each([
    [{ patient_name: '' }, 'patient_name', 'Patient name is required'],
    [{ requested_bloodGroup: '' }, 'requested_bloodGroup', 'Blood Group is required'],
    [{ requested_bloodGroup: 'O+' }, 'requested_bloodGroup', 'must be a blood group'],
    [{ date: '' }, 'date', 'Date & time is required'],
    [{ date: 'tomorrow' }, 'date', 'must be a date and time'],
    [
      { date: new Date(Date.now() - 2 * 86_400_000).toISOString() },
      'date',
      'Date & time must be from today up to 60 days ahead',
    ],
    [
      { date: new Date(Date.now() + 61 * 86_400_000).toISOString() },
      'date',
      'Date & time must be from today up to 60 days ahead',
    ],
    [{ blood_quantity: undefined }, 'blood_quantity', 'Blood Bag quantity is required'],
    [{ blood_quantity: '7' }, 'blood_quantity', 'must be 1 to 6 or 6+'],
    [{ patient_problem: 'x'.repeat(201) }, 'patient_problem', 'Maximum length 200'],
    [{ donation_place: '' }, 'donation_place', 'Blood donation place is required'],
    [{ donation_place: 'ক'.repeat(101) }, 'donation_place', 'Maximum length 100'],
    [{ number1: '' }, 'number1', 'Number is required'],
    [{ number1: '0171234567' }, 'number1', 'Minimum length 11'],
    [{ number1: '017123456789' }, 'number1', 'Maximum length 11'],
    [{ number1: '0171234567a' }, 'number1', 'Number must contain digits only'],
    [{ number2: '০১৭১২৩' }, 'number2', 'Minimum length 11'],
  ])('refuses %o with 400 naming %s', async (overrides, field, message) => {
    const res = await send(validRequest(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
    expect(res.json().issues).toContainEqual({ field, message });
  });

  it("takes a date from yesterday's grace to 60 days ahead", async () => {
    await create({ date: new Date(Date.now() - 12 * 3_600_000).toISOString() });
    await create({ date: new Date(Date.now() + 59 * 86_400_000).toISOString() });
  });

  it('keeps the 200 and 100 character limits inclusive', async () => {
    await create({ patient_problem: 'x'.repeat(200), donation_place: 'ক'.repeat(100) });
  });

  it('rate limits public writes per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await send(validRequest(), '10.200.0.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Another address is not affected.
    expect((await send(validRequest(), '10.200.0.2')).statusCode).toBe(200);
  });
});

describe('the complete and incomplete lists', () => {
  it('pages in SQL with pageCount and totalCount, the blood needed soonest first', async () => {
    // Needed 23 hours ago and 3, 1 and 2 minutes: sooner than every other request here (a day's
    // grace is the earliest allowed), and created in another order than needed.
    const neededAt = (minutes: number) =>
      new Date(Date.now() - 23 * 3_600_000 + minutes * 60_000).toISOString();
    const ids: string[] = [];
    for (const minutes of [3, 1, 2]) ids.push(await create({ date: neededAt(minutes) }));
    const all = await incomplete();
    const total = all.json().totalCount as number;
    expect(total).toBeGreaterThanOrEqual(3);
    const first = await incomplete(admin.headers, '?limit=2&pageNumber=0');
    expect(first.statusCode).toBe(200);
    expect(first.json().incompleteBloodRequestList.map((r: { _id: string }) => r._id)).toEqual([
      ids[1],
      ids[2],
    ]);
    expect(first.json().pageCount).toBe(Math.ceil(total / 2));
    expect(first.json().totalCount).toBe(total);
    const second = await incomplete(admin.headers, '?limit=2&pageNumber=1');
    expect(second.json().incompleteBloodRequestList[0]._id).toBe(ids[0]);
    const beyond = await incomplete(admin.headers, '?limit=2&pageNumber=500');
    expect(beyond.json().incompleteBloodRequestList).toEqual([]);
  });

  it.each([
    ['?limit=0', 'limit'],
    ['?limit=101', 'limit'],
    ['?limit=ten', 'limit'],
    ['?pageNumber=-1', 'pageNumber'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    for (const list of [incomplete, complete]) {
      const res = await list(admin.headers, query);
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe(field);
    }
  });

  it('is for admins only', async () => {
    for (const list of [incomplete, complete]) {
      expect((await list({} as never)).statusCode).toBe(401);
      expect((await list(user.headers)).statusCode).toBe(403);
      expect((await list(superAdmin.headers)).statusCode).toBe(200);
    }
  });
});

describe('Done, Decline and delete', () => {
  it('Done moves a request to the complete list with the server clock, ignoring the client time', async () => {
    const id = await create();
    const before = Date.now();
    const res = await patch(`/api/blood-request-status/${id}`, admin.headers, {
      status: 'done',
      submissionTime: '1999-01-01T00:00:00.000Z',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ modifiedCount: 1 });

    const done = (await complete()).json();
    const row = done.completeBloodRequestList[0];
    expect(row._id).toBe(id);
    expect(row.status).toBe('done');
    const time = Date.parse(row.submissionTime);
    expect(time).toBeGreaterThanOrEqual(before - 1000);
    expect(time).toBeLessThanOrEqual(Date.now() + 1000);
    expect(done.pageCount).toBeGreaterThanOrEqual(1);
    const open = (await incomplete(admin.headers, '?limit=100')).json().incompleteBloodRequestList;
    expect(open.map((r: { _id: string }) => r._id)).not.toContain(id);

    // Done twice changes nothing and keeps the first completion time.
    const again = await patch(`/api/blood-request-status/${id}`, admin.headers);
    expect(again.json()).toEqual({ modifiedCount: 0 });
    expect((await complete()).json().completeBloodRequestList[0].submissionTime).toBe(
      row.submissionTime,
    );
  });

  it('refuses a status other than done, a bad id, and an unknown id', async () => {
    const id = await create();
    const bad = await patch(`/api/blood-request-status/${id}`, admin.headers, {
      status: 'incomplete',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('status');
    const badId = await patch('/api/blood-request-status/42', admin.headers);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().field).toBe('id');
    const unknown = await patch(`/api/blood-request-status/${uuid}`, admin.headers, {
      status: 'done',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('deletes a request (Decline or delete) and answers deletedCount', async () => {
    const id = await create();
    const res = await del(`/api/deleteBloodRequest/${id}`, admin.headers);
    expect(res.json()).toEqual({ deletedCount: 1 });
    const again = await del(`/api/deleteBloodRequest/${id}`, admin.headers);
    expect(again.json()).toEqual({ deletedCount: 0 });
    const badId = await del('/api/deleteBloodRequest/x', admin.headers);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().field).toBe('id');
  });

  it('lets only admins mark done or delete', async () => {
    const id = await create();
    for (const [headers, status] of [
      [{}, 401],
      [user.headers, 403],
    ] as const) {
      const done = await patch(`/api/blood-request-status/${id}`, headers, { status: 'done' });
      expect(done.statusCode).toBe(status);
      const deleted = await del(`/api/deleteBloodRequest/${id}`, headers);
      expect(deleted.statusCode).toBe(status);
    }
    const [row] = await t.db.select().from(bloodRequests).where(eq(bloodRequests.id, id));
    expect(row!.status).toBe('incomplete');
  });

  it('feeds the sidebar badge count', async () => {
    const before = (await t.inject({ url: '/api/dashboard/counts', headers: admin.headers })).json()
      .incompleteBloodRequests;
    const id = await create();
    const after = (await t.inject({ url: '/api/dashboard/counts', headers: admin.headers })).json()
      .incompleteBloodRequests;
    expect(after).toBe(before + 1);
    await patch(`/api/blood-request-status/${id}`, admin.headers, { status: 'done' });
    const done = (await t.inject({ url: '/api/dashboard/counts', headers: admin.headers })).json()
      .incompleteBloodRequests;
    expect(done).toBe(before);
  });
});

describe('demo blood requests', () => {
  it('are seeded once, marked is_demo, and removed with demo mode off', async () => {
    const demoRows = () =>
      t.db
        .select()
        .from(bloodRequests)
        .where(and(eq(bloodRequests.isDemo, true), isNull(bloodRequests.archivedAt)));
    await bloodRequestDemo.seed(t.app);
    const seeded = await demoRows();
    expect(seeded.length).toBeGreaterThanOrEqual(4);
    expect(seeded.every((r) => r.patientName.includes('ডেমো'))).toBe(true);
    expect(new Set(seeded.map((r) => r.status))).toEqual(new Set(['incomplete', 'done']));

    // An admin works one; a restart does not bring it back or add more.
    await del(`/api/deleteBloodRequest/${seeded[0]!.id}`, admin.headers);
    await bloodRequestDemo.seed(t.app);
    expect(await demoRows()).toHaveLength(seeded.length - 1);

    await bloodRequestDemo.remove(t.app);
    expect(
      await t.db.select().from(bloodRequests).where(eq(bloodRequests.isDemo, true)),
    ).toHaveLength(0);
    const real = await t.db.select().from(bloodRequests).where(eq(bloodRequests.isDemo, false));
    expect(real.length).toBeGreaterThan(0);
  });
});
