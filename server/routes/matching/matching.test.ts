import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import type { BloodGroup } from '../../../common/constants.ts';
import type { BloodRequestRow } from '../../../common/schemas/blood-requests.ts';
import { todayInBangladesh } from '../../../common/dates.ts';
import type { DonorRow } from '../../../common/schemas/donors.ts';
import type {
  CallResult,
  CallsPage,
  MatchesPage,
  PledgeResult,
  PledgesResponse,
} from '../../../common/schemas/matching.ts';
import {
  auditEvents,
  bloodRequests,
  donations,
  districts,
  donors,
  unions,
  upazilas,
} from '../../db/schema.ts';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { loginAs, loginCallers, type TestUser } from '../../test/auth.ts';
import { daysBefore } from '../../data/donations.ts';
import {
  buildDonor,
  placeOfUnion as placeOfUnionIn,
  places,
  type DonorOverrides,
  type Place,
} from '../../test/factories.ts';

const DAY = 86_400_000;
let t: TestApp;
let admin: TestUser;
let user: TestUser;
/** A union (home), another union of its upazila, another upazila of its district, another district of its division, another division. */
let home: Place;
let sameUpazila: Place;
let sameDistrict: Place;
let sameDivision: Place;
let elsewhere: Place;

const placeOfUnion = (unionId: number) => placeOfUnionIn(t.db, unionId);

beforeAll(async () => {
  t = await startTestApp();
  ({ admin, user } = await loginCallers(t));
  [home] = (await places(t.db, 1)) as [Place];
  const [u2] = await t.db
    .select({ id: unions.id })
    .from(unions)
    .where(and(eq(unions.upazilaId, home.upazilaId), ne(unions.id, home.unionId)))
    .limit(1);
  sameUpazila = await placeOfUnion(u2!.id);
  const [z2] = await t.db
    .select({ id: unions.id })
    .from(unions)
    .innerJoin(upazilas, eq(upazilas.id, unions.upazilaId))
    .where(and(eq(upazilas.districtId, home.districtId), ne(upazilas.id, home.upazilaId)))
    .limit(1);
  sameDistrict = await placeOfUnion(z2!.id);
  const [d2] = await t.db
    .select({ id: unions.id })
    .from(unions)
    .innerJoin(upazilas, eq(upazilas.id, unions.upazilaId))
    .innerJoin(districts, eq(districts.id, upazilas.districtId))
    .where(and(eq(districts.divisionId, home.divisionId), ne(districts.id, home.districtId)))
    .limit(1);
  sameDivision = await placeOfUnion(d2!.id);
  const [v2] = await t.db
    .select({ id: unions.id })
    .from(unions)
    .innerJoin(upazilas, eq(upazilas.id, unions.upazilaId))
    .innerJoin(districts, eq(districts.id, upazilas.districtId))
    .where(ne(districts.divisionId, home.divisionId))
    .limit(1);
  elsewhere = await placeOfUnion(v2!.id);
});
afterAll(() => t.close());

const send = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
  who: TestUser = admin,
) =>
  t.inject({
    method,
    url,
    headers: who.headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

async function bloodRequest(
  group: BloodGroup,
  place: Partial<Place> | null,
  overrides: Partial<typeof bloodRequests.$inferInsert> = {},
) {
  const [row] = await t.db
    .insert(bloodRequests)
    .values({
      patientName: 'রোগী',
      bloodGroup: group,
      neededAt: new Date(Date.now() + DAY),
      quantity: '1',
      place: 'সদর হাসপাতাল',
      phone1: '01712345678',
      ...(place ?? {}),
      ...overrides,
    })
    .returning({ id: bloodRequests.id });
  return row!.id;
}
const donor = (place: Place, group: BloodGroup, name: string, overrides: DonorOverrides = {}) =>
  buildDonor(t.db, place, { bloodGroup: group, name, ...overrides });
const matches = async (requestId: string, query = 'limit=100') => {
  const res = await send('GET', `/api/blood-request/${requestId}/matches?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as MatchesPage;
};
const call = (donorId: string, body: Record<string, unknown>) =>
  send('POST', `/api/donors/${donorId}/calls`, body);

describe('GET /api/blood-request/:id/matches', () => {
  it("ranks a donor known only to the request's upazila with that upazila, and donors of unknown place after everyone, saying so", async () => {
    const id = await bloodRequest('abNegative', home);
    const atHome = await donor(home, 'abNegative', 'ঘরের');
    const far = await donor(elsewhere, 'abNegative', 'দূরের');
    // From a community's list: only the upazila known, or no place at all.
    const upazilaOnly = await donor(
      { ...home, unionId: null } as unknown as Place,
      'abNegative',
      'শুধু উপজেলা',
      { village: '' },
    );
    const nowhere = await donor(
      { divisionId: null, districtId: null, upazilaId: null, unionId: null } as unknown as Place,
      'abNegative',
      'ঠিকানা নেই',
      { village: '', birthDate: null, gender: null as unknown as string },
    );
    const page = await matches(id);
    expect(page.matches.map((m) => [m.name, m.proximity])).toEqual([
      [atHome.name, 'union'],
      [upazilaOnly.name, 'upazila'],
      [far.name, 'other'],
      [nowhere.name, 'unknown'],
    ]);
    const last = page.matches.at(-1)!;
    expect(last).toMatchObject({
      upazila: null,
      union: null,
      village: '',
      placeNames: { upazila: null, union: null },
    });
    expect(page.totalCount).toBe(4);
  });

  it('ranks the exact group before compatible ones, nearest first, least recently called first; leaves out who may not give', async () => {
    const id = await bloodRequest('bNegative', home);
    const exactHome = await donor(home, 'bNegative', 'ইউনিয়ন');
    const exactUpazila = await donor(sameUpazila, 'bNegative', 'উপজেলা');
    const exactDistrict = await donor(sameDistrict, 'bNegative', 'জেলা');
    const exactDivision = await donor(sameDivision, 'bNegative', 'বিভাগ');
    const calledElsewhere = await donor(elsewhere, 'bNegative', 'অন্যত্র ডাকা');
    const elsewhereNever = await donor(elsewhere, 'bNegative', 'অন্যত্র নতুন');
    const compatibleHome = await donor(home, 'oNegative', 'ও নেগেটিভ');
    const compatibleFar = await donor(elsewhere, 'oNegative', 'ও নেগেটিভ দূরে');
    // Left out: Rh-positive for an Rh-negative patient, A- (A antigen), waiting, archived, pending.
    await donor(home, 'bPositive', 'বি পজিটিভ');
    await donor(home, 'aNegative', 'এ নেগেটিভ');
    const waiting = await donor(home, 'bNegative', 'অপেক্ষায়', { donations: [{ daysAgo: 10 }] });
    await donor(home, 'bNegative', 'আর্কাইভ', { archivedAt: new Date() });
    await donor(home, 'bNegative', 'অপেক্ষমাণ', { status: 'pending' });

    // Called first the one elsewhere; then the home O- donor twice (least recently called goes first among equals).
    expect((await call(calledElsewhere.id, { outcome: 'noAnswer' })).statusCode).toBe(201);

    const page = await matches(id);
    expect(page.matches.map((m) => m.name)).toEqual([
      exactHome.name,
      exactUpazila.name,
      exactDistrict.name,
      exactDivision.name,
      elsewhereNever.name,
      calledElsewhere.name,
      compatibleHome.name,
      compatibleFar.name,
    ]);
    expect(page.totalCount).toBe(8);
    expect(page.pageCount).toBe(1);
    expect(page.matches.map((m) => [m.exactMatch, m.proximity])).toEqual([
      [true, 'union'],
      [true, 'upazila'],
      [true, 'district'],
      [true, 'division'],
      [true, 'other'],
      [true, 'other'],
      [false, 'union'],
      [false, 'other'],
    ]);
    const called = page.matches.find((m) => m._id === calledElsewhere.id)!;
    expect(called).toMatchObject({
      callsLast3Days: 1,
      lastCalledBy: expect.any(String),
      eligibleNow: true,
      eligibleFrom: null,
    });
    expect(Date.now() - new Date(called.lastCalledAt!).getTime()).toBeLessThan(60_000);
    expect(page.matches[0]).toMatchObject({
      _id: exactHome.id,
      bloodGroup: 'bNegative',
      number1: exactHome.phone1,
      callsLast3Days: 0,
      lastCalledAt: null,
      pledgeId: null,
      village: exactHome.village,
      upazila: expect.any(String),
      union: expect.any(String),
    });
    // The upazila and union also in both languages, the Bengali ones the same as the old fields.
    const [homeNames] = await t.db
      .select({
        upazila: { bn: upazilas.bnName, en: upazilas.name },
        union: { bn: unions.bnName, en: unions.name },
      })
      .from(unions)
      .innerJoin(upazilas, eq(upazilas.id, unions.upazilaId))
      .where(eq(unions.id, home.unionId));
    expect(homeNames!.union.en).toMatch(/^[A-Za-z]/);
    expect(page.matches[0]!.placeNames).toEqual(homeNames);
    expect(page.matches[0]).toMatchObject({
      upazila: homeNames!.upazila.bn,
      union: homeNames!.union.bn,
    });

    // Pages are slices of the same order.
    const p1 = await matches(id, 'limit=3&pageNumber=1');
    expect(p1.matches.map((m) => m._id)).toEqual(page.matches.slice(3, 6).map((m) => m._id));
    expect(p1).toMatchObject({ totalCount: 8, pageCount: 3 });
    const p2 = await matches(id, 'limit=3&pageNumber=2');
    expect(p2.matches.map((m) => m._id)).toEqual(page.matches.slice(6).map((m) => m._id));
    expect((await matches(id, 'limit=3&pageNumber=9')).matches).toEqual([]);

    // The toggle shows the waiting donor too, with the date it may give again.
    const all = await matches(id, 'limit=100&includeNotEligible=true');
    expect(all.totalCount).toBe(9);
    const shown = all.matches.find((m) => m._id === waiting.id)!;
    expect(shown).toMatchObject({ eligibleNow: false, proximity: 'union', exactMatch: true });
    expect(new Date(shown.eligibleFrom!).getTime()).toBe(waiting.nextEligibleAt!.getTime());
    // ...after everyone who may give now (though nearest and of the same group), who keep their order.
    expect(all.matches.map((m) => m._id)).toEqual([...page.matches.map((m) => m._id), waiting.id]);
    const lastPage = await matches(id, 'limit=4&pageNumber=2&includeNotEligible=true');
    expect(lastPage.matches.map((m) => m._id)).toEqual([waiting.id]);

    // Calling the home B- donor sends them after the other never-called home... (alone in the union: stays first of its rank).
    await call(compatibleHome.id, { outcome: 'declined' });
    const after = await matches(id);
    expect(after.matches.at(-2)!._id).toBe(compatibleHome.id);
    void compatibleFar;
  });

  it('without a location: no proximity, exact group first, least recently called first', async () => {
    // Its own donors, in several places (none nearer than another without a location).
    const exactNever = await donor(elsewhere, 'oPositive', 'ও পজিটিভ নতুন');
    const exactCalledFirst = await donor(home, 'oPositive', 'ও পজিটিভ আগে ডাকা');
    const exactCalledLast = await donor(sameDistrict, 'oPositive', 'ও পজিটিভ পরে ডাকা');
    const compatible = await donor(home, 'oNegative', 'ও নেগেটিভ অবস্থানহীন');
    const incompatible = await donor(home, 'aPositive', 'এ পজিটিভ অবস্থানহীন');
    const waiting = await donor(home, 'oPositive', 'ও পজিটিভ অপেক্ষায়', {
      donations: [{ daysAgo: 10 }],
    });
    expect((await call(exactCalledFirst.id, { outcome: 'noAnswer' })).statusCode).toBe(201);
    expect((await call(exactCalledLast.id, { outcome: 'noAnswer' })).statusCode).toBe(201);

    const id = await bloodRequest('oPositive', null);
    const page = await matches(id);
    expect(page.matches.length).toBeGreaterThan(0);
    expect(page.totalCount).toBeLessThanOrEqual(100);
    const own = [
      exactNever,
      exactCalledFirst,
      exactCalledLast,
      compatible,
      incompatible,
      waiting,
    ].map((d) => d.id);
    expect(page.matches.filter((m) => own.includes(m._id)).map((m) => m.name)).toEqual([
      exactNever.name,
      exactCalledFirst.name,
      exactCalledLast.name,
      compatible.name,
    ]);
    expect(page.matches.every((m) => m.proximity === null)).toBe(true);
    const firstCompatible = page.matches.findIndex((m) => !m.exactMatch);
    expect(firstCompatible).toBeGreaterThan(0);
    expect(page.matches.slice(0, firstCompatible).every((m) => m.exactMatch)).toBe(true);
    expect(page.matches.slice(firstCompatible).every((m) => !m.exactMatch)).toBe(true);
    const exact = page.matches.slice(0, firstCompatible);
    const calledAt = exact.map((m) => (m.lastCalledAt ? new Date(m.lastCalledAt).getTime() : -1));
    expect(calledAt).toEqual([...calledAt].sort((a, b) => a - b));
  });

  it('answers 404 for an unknown or archived request and 400 for a bad query', async () => {
    expect(
      (await send('GET', '/api/blood-request/00000000-0000-4000-8000-000000000000/matches'))
        .statusCode,
    ).toBe(404);
    const archived = await bloodRequest('aPositive', null, { archivedAt: new Date() });
    expect((await send('GET', `/api/blood-request/${archived}/matches`)).statusCode).toBe(404);
    const id = await bloodRequest('aPositive', null);
    const bad = await send('GET', `/api/blood-request/${id}/matches?includeNotEligible=maybe`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('includeNotEligible');
    expect((await send('GET', `/api/blood-request/${id}/matches?limit=500`)).statusCode).toBe(400);
    expect(
      (await send('GET', `/api/blood-request/${id}/matches`, undefined, user)).statusCode,
    ).toBe(403);
  });
});

describe('calls', () => {
  it('records outcomes with notes, lists them newest first with who called, and shows the figures in the donor lists', async () => {
    const d = await donor(home, 'aPositive', 'কল দাতা');
    const first = await call(d.id, { outcome: 'noAnswer' });
    expect(first.statusCode, first.body).toBe(201);
    const second = await call(d.id, { outcome: 'other', note: '  রাতে আবার\r\nফোন করতে বলেছেন  ' });
    const result = second.json() as CallResult;
    expect(result.call).toMatchObject({
      outcome: 'other',
      note: 'রাতে আবার\nফোন করতে বলেছেন',
      donorId: d.id,
      requestId: null,
    });
    expect(result.donor).toMatchObject({
      callsLast3Days: 2,
      wrongNumberAt: null,
      lastCalledBy: expect.any(String),
    });
    expect(result.pledge).toBeNull();

    const list = (await send('GET', `/api/donors/${d.id}/calls?limit=1`)).json() as CallsPage;
    expect(list).toMatchObject({ totalCount: 2, pageCount: 2 });
    expect(list.calls[0]).toMatchObject({ outcome: 'other', calledBy: result.donor.lastCalledBy });
    const older = (
      await send('GET', `/api/donors/${d.id}/calls?limit=1&pageNumber=1`)
    ).json() as CallsPage;
    expect(older.calls[0]!.outcome).toBe('noAnswer');

    const available = (await send('GET', '/api/available-donor?limit=100')).json()
      .availableDonorList as DonorRow[];
    expect(available.find((r) => r._id === d.id)).toMatchObject({
      callsLast3Days: 2,
      lastCalledAt: result.call.calledAt,
      lastCalledBy: result.donor.lastCalledBy,
      wrongNumberAt: null,
    });
    const [stored] = await t.db
      .select({ at: donors.lastCalledAt })
      .from(donors)
      .where(eq(donors.id, d.id));
    expect(stored!.at!.toISOString()).toBe(result.call.calledAt);
    const [audit] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'recordCall'), eq(auditEvents.targetId, d.id)))
      .limit(1);
    expect(audit).toMatchObject({ target: 'donor' });
  });

  it('refuses bad input naming the field, and unknown donors and requests', async () => {
    const d = await donor(home, 'aPositive', 'ভুল ইনপুট');
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'outcome'],
      [{ outcome: 'maybe' }, 'outcome'],
      [{ outcome: 'other', note: 'x'.repeat(501) }, 'note'],
      [{ outcome: 'donatedRecently' }, 'donatedOn'],
      [{ outcome: 'noAnswer', donatedOn: daysBefore(new Date(), 3) }, 'donatedOn'],
      [{ outcome: 'donatedRecently', donatedOn: '2999-01-01' }, 'donatedOn'],
      [{ outcome: 'donatedRecently', donatedOn: '2024-02-30' }, 'donatedOn'],
      [{ outcome: 'noAnswer', requestId: 'nope' }, 'requestId'],
      [{ outcome: 'noAnswer', requestId: '00000000-0000-4000-8000-000000000000' }, 'requestId'],
    ];
    for (const [body, field] of cases) {
      const res = await call(d.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toContain(field);
    }
    expect(
      (await call('00000000-0000-4000-8000-000000000000', { outcome: 'noAnswer' })).statusCode,
    ).toBe(404);
    expect((await send('GET', `/api/donors/${d.id}/calls`)).json().totalCount).toBe(0);
  });

  it('wrong number flags the donor until an admin changes the numbers', async () => {
    const d = await donor(home, 'aPositive', 'ভুল নম্বর');
    const res = (await call(d.id, { outcome: 'wrongNumber' })).json() as CallResult;
    expect(res.donor.wrongNumberAt).toBe(res.call.calledAt);
    const listed = async () =>
      (
        (await send('GET', '/api/available-donor?limit=100')).json()
          .availableDonorList as DonorRow[]
      ).find((r) => r._id === d.id)!;
    expect((await listed()).wrongNumberAt).toBe(res.call.calledAt);
    const edit = {
      name: d.name,
      bloodGroup: 'aPositive',
      gender: 'male',
      number1: d.phone1,
      donationCount: 0,
    };
    expect(
      (await send('PATCH', `/api/donorInfo/${d.id}`, { ...edit, name: 'নাম বদল' })).statusCode,
    ).toBe(200);
    expect((await listed()).wrongNumberAt).toBe(res.call.calledAt);
    expect(
      (await send('PATCH', `/api/donorInfo/${d.id}`, { ...edit, number1: '01899999999' }))
        .statusCode,
    ).toBe(200);
    expect((await listed()).wrongNumberAt).toBeNull();
  });

  it('donated recently records the donation in the history and the donor waits from that date', async () => {
    const d = await donor(home, 'aPositive', 'সম্প্রতি দিয়েছেন', { gender: 'female' });
    const on = daysBefore(new Date(), 20);
    const res = await call(d.id, { outcome: 'donatedRecently', donatedOn: on });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as CallResult;
    expect(body.call).toMatchObject({ donatedOn: on, donationId: expect.any(String) });
    const [history] = await t.db.select().from(donations).where(eq(donations.donorId, d.id));
    expect(history).toMatchObject({
      donatedAt: on,
      kind: 'whole_blood',
      bloodRequestId: null,
      id: body.call.donationId,
    });
    const [row] = await t.db.select().from(donors).where(eq(donors.id, d.id));
    // A woman waits 120 days after whole blood, to the start of that day in Bangladesh.
    expect(row!.nextEligibleAt!.getTime()).toBe(
      new Date(`${on}T00:00:00+06:00`).getTime() + 120 * DAY,
    );
    expect(row!.donationCount).toBe(1);
    const again = await call(d.id, { outcome: 'donatedRecently', donatedOn: on });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('DONATION_ALREADY_RECORDED');
    const tooEarly = await call(d.id, { outcome: 'donatedRecently', donatedOn: '1990-01-01' });
    expect(tooEarly.statusCode).toBe(400);
  });
});

describe('pledges and the request lifecycle', () => {
  const pledges = async (id: string) =>
    (await send('GET', `/api/blood-request/${id}/pledges`)).json() as PledgesResponse;
  const listedIncomplete = async (id: string) =>
    (
      (await send('GET', '/api/incomplete-blood-request?limit=100')).json()
        .incompleteBloodRequestList as BloodRequestRow[]
    ).find((r) => r._id === id);
  const listedComplete = async (id: string) =>
    (
      (await send('GET', '/api/complete-blood-request?limit=100')).json()
        .completeBloodRequestList as BloodRequestRow[]
    ).find((r) => r._id === id);

  it('will donate pledges; enough pledges make it managed; given donations make it done and the donor unavailable', async () => {
    const id = await bloodRequest('abPositive', home, { quantity: '2' });
    const a = await donor(home, 'abPositive', 'প্রথম');
    const b = await donor(sameUpazila, 'oPositive', 'দ্বিতীয়');
    expect(await listedIncomplete(id)).toMatchObject({
      state: 'incomplete',
      bagsNeeded: 2,
      pledgedCount: 0,
      givenCount: 0,
    });

    const first = (await call(a.id, { outcome: 'willDonate', requestId: id })).json() as CallResult;
    expect(first.pledge).toMatchObject({
      state: 'pledged',
      donorId: a.id,
      requestId: id,
      donationId: null,
    });
    expect(first.request).toEqual({
      state: 'incomplete',
      bagsNeeded: 2,
      pledgedCount: 1,
      givenCount: 0,
    });
    // Saying yes twice keeps one pledge.
    const twice = (await call(a.id, { outcome: 'willDonate', requestId: id })).json() as CallResult;
    expect(twice.pledge!._id).toBe(first.pledge!._id);
    expect(twice.request!.pledgedCount).toBe(1);
    expect((await matches(id)).matches.find((m) => m._id === a.id)!.pledgeId).toBe(
      first.pledge!._id,
    );

    const second = (
      await call(b.id, { outcome: 'willDonate', requestId: id, note: 'সকালে আসবেন' })
    ).json() as CallResult;
    expect(second.request).toMatchObject({ state: 'managed', pledgedCount: 2 });
    expect(await listedIncomplete(id)).toMatchObject({
      state: 'managed',
      pledgedCount: 2,
      givenCount: 0,
    });

    const given = await send(
      'POST',
      `/api/blood-request/${id}/pledges/${first.pledge!._id}/given`,
      {},
    );
    expect(given.statusCode, given.body).toBe(200);
    const g = given.json() as PledgeResult;
    expect(g.pledge).toMatchObject({
      state: 'given',
      donatedOn: todayInBangladesh(),
      kind: 'whole_blood',
    });
    expect(g.request).toEqual({ state: 'managed', bagsNeeded: 2, pledgedCount: 2, givenCount: 1 });
    const [aRow] = await t.db.select().from(donors).where(eq(donors.id, a.id));
    expect(aRow!.nextEligibleAt!.getTime()).toBeGreaterThan(Date.now() + 80 * DAY);
    const [linked] = await t.db
      .select()
      .from(donations)
      .where(eq(donations.id, g.pledge.donationId!));
    expect(linked!.bloodRequestId).toBe(id);
    // Given twice: refused.
    const again = await send(
      'POST',
      `/api/blood-request/${id}/pledges/${first.pledge!._id}/given`,
      {},
    );
    expect(again.json().code).toBe('PLEDGE_NOT_OPEN');

    const done = (
      await send('POST', `/api/blood-request/${id}/pledges/${second.pledge!._id}/given`, {
        place: 'সদর',
      })
    ).json() as PledgeResult;
    expect(done.request).toEqual({ state: 'done', bagsNeeded: 2, pledgedCount: 2, givenCount: 2 });
    expect(await listedIncomplete(id)).toBeUndefined();
    expect(await listedComplete(id)).toMatchObject({
      state: 'done',
      status: 'done',
      submissionTime: expect.any(String),
    });
    const list = await pledges(id);
    expect(list.pledges.map((p) => p.state)).toEqual(['given', 'given']);
    // A closed request takes no new pledge.
    const c = await donor(home, 'abPositive', 'তৃতীয়');
    const late = await call(c.id, { outcome: 'willDonate', requestId: id });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('BLOOD_REQUEST_CLOSED');
  });

  it('refuses an incompatible or not-yet-eligible donor; withdraws a pledge', async () => {
    const id = await bloodRequest('oNegative', null, { quantity: '1' });
    const incompatible = await donor(home, 'abPositive', 'অমিল');
    const res = await call(incompatible.id, { outcome: 'willDonate', requestId: id });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('BLOOD_GROUP_INCOMPATIBLE');
    const waiting = await donor(home, 'oNegative', 'অপেক্ষা', { donations: [{ daysAgo: 5 }] });
    // A resting donor is not pledged, but the call is kept and the answer says from when they may give.
    const resting = await call(waiting.id, { outcome: 'willDonate', requestId: id });
    expect(resting.statusCode, resting.body).toBe(201);
    const restingAnswer = resting.json() as CallResult;
    expect(restingAnswer.pledge).toBeNull();
    expect(restingAnswer.pledgeRefused).toMatchObject({ code: 'DONOR_NOT_AVAILABLE' });
    const [waitingRow] = await t.db.select().from(donors).where(eq(donors.id, waiting.id));
    expect(restingAnswer.pledgeRefused!.eligibleFrom).toBe(
      waitingRow!.nextEligibleAt!.toISOString(),
    );
    expect(restingAnswer.request).toMatchObject({ state: 'incomplete', pledgedCount: 0 });
    expect((await send('GET', `/api/donors/${waiting.id}/calls`)).json().totalCount).toBe(1);
    expect((await pledges(id)).pledges).toHaveLength(0);

    const ok = await donor(home, 'oNegative', 'রাজি');
    const pledge = (
      (await call(ok.id, { outcome: 'willDonate', requestId: id })).json() as CallResult
    ).pledge!;
    expect((await pledges(id)).state).toBe('managed');
    const withdrawn = await send(
      'POST',
      `/api/blood-request/${id}/pledges/${pledge._id}/withdraw`,
      { reason: 'অসুস্থ' },
    );
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((withdrawn.json() as PledgeResult).pledge).toMatchObject({
      state: 'withdrawn',
      withdrawReason: 'অসুস্থ',
    });
    expect(await pledges(id)).toMatchObject({ state: 'incomplete', pledgedCount: 0 });
    expect(
      (await send('POST', `/api/blood-request/${id}/pledges/${pledge._id}/given`, {})).json().code,
    ).toBe('PLEDGE_NOT_OPEN');
    // The donor may pledge again after withdrawing.
    expect((await call(ok.id, { outcome: 'willDonate', requestId: id })).statusCode).toBe(201);
    expect(
      (
        await send(
          'POST',
          `/api/blood-request/${id}/pledges/00000000-0000-4000-8000-000000000000/given`,
          {},
        )
      ).statusCode,
    ).toBe(404);
  });

  it('cancels with a reason; Done still marks a request done; neither reopens a closed one', async () => {
    const id = await bloodRequest('aNegative', null);
    expect((await send('POST', `/api/blood-request/${id}/cancel`, {})).json().message).toContain(
      'reason',
    );
    const res = await send('POST', `/api/blood-request/${id}/cancel`, {
      reason: 'রোগী অন্য হাসপাতালে',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ modifiedCount: 1, state: 'cancelled' });
    expect(await listedComplete(id)).toMatchObject({
      state: 'cancelled',
      cancelReason: 'রোগী অন্য হাসপাতালে',
      cancelledAt: expect.any(String),
    });
    expect(
      (await send('POST', `/api/blood-request/${id}/cancel`, { reason: 'আবার' })).json().code,
    ).toBe('BLOOD_REQUEST_CLOSED');
    expect(
      (await send('PATCH', `/api/blood-request-status/${id}`, { status: 'done' })).json()
        .modifiedCount,
    ).toBe(0);
    const d = await donor(home, 'aNegative', 'বাতিল');
    expect((await call(d.id, { outcome: 'willDonate', requestId: id })).json().code).toBe(
      'BLOOD_REQUEST_CLOSED',
    );
    // Any other call about a closed request is refused too; the same call without the request is kept.
    expect((await call(d.id, { outcome: 'declined', requestId: id })).json().code).toBe(
      'BLOOD_REQUEST_CLOSED',
    );
    expect((await call(d.id, { outcome: 'declined' })).statusCode).toBe(201);

    const other = await bloodRequest('aNegative', null);
    expect(
      (await send('PATCH', `/api/blood-request-status/${other}`, { status: 'done' })).json()
        .modifiedCount,
    ).toBe(1);
    const single = (await send('GET', `/api/blood-request/${other}`)).json() as BloodRequestRow;
    expect(single).toMatchObject({ state: 'done', status: 'done', pledgedCount: 0, givenCount: 0 });
    expect(
      (await send('POST', `/api/blood-request/${other}/cancel`, { reason: 'x' })).json().code,
    ).toBe('BLOOD_REQUEST_CLOSED');
  });
});

describe('a closed request takes no call, pledge or alert', () => {
  it('refuses them for every caller who may reach the route, saying whether it is done or cancelled, and writes nothing', async () => {
    const done = await bloodRequest('abNegative', home, {
      status: 'done',
      completedAt: new Date(),
    });
    const cancelled = await bloodRequest('abNegative', home, {
      status: 'cancelled',
      cancelledAt: new Date(),
      completedAt: new Date(),
      cancelReason: 'রোগী সুস্থ',
    });
    const d = await donor(home, 'abNegative', 'বন্ধ অনুরোধ');
    const [superAdmin, owner] = [await loginAs(t, 'superAdmin'), await loginAs(t, 'owner')];
    const attempts = (requestId: string) =>
      [
        ['POST', `/api/donors/${d.id}/calls`, { outcome: 'willDonate', requestId }],
        ['POST', `/api/donors/${d.id}/calls`, { outcome: 'noAnswer', requestId }],
        ['POST', `/api/blood-request/${requestId}/alerts`, { donorIds: [d.id] }],
        ['POST', `/api/blood-request/${requestId}/alerts`, {}],
      ] as const;
    for (const [requestId, state] of [
      [done, 'done'],
      [cancelled, 'cancelled'],
    ] as const) {
      for (const [method, url, body] of attempts(requestId)) {
        expect((await t.inject({ method, url, payload: body })).statusCode, url).toBe(401);
        expect((await send(method, url, body, user)).statusCode, url).toBe(403);
        for (const who of [admin, superAdmin, owner]) {
          const res = await send(method, url, body, who);
          expect(res.statusCode, `${who.role} ${url} ${res.body}`).toBe(409);
          expect(res.json()).toMatchObject({ code: 'BLOOD_REQUEST_CLOSED' });
          expect(res.json().message).toContain(`is ${state}`);
        }
      }
    }
    // Nothing was written: no call, no pledge, no alert.
    expect((await send('GET', `/api/donors/${d.id}/calls`)).json().totalCount).toBe(0);
    for (const id of [done, cancelled]) {
      expect((await send('GET', `/api/blood-request/${id}/pledges`)).json().pledges).toHaveLength(
        0,
      );
      expect((await send('GET', `/api/blood-request/${id}/alerts`)).json().alerts).toHaveLength(0);
    }
  });
});
