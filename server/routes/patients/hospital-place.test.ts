import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { auditEvents, districts, donorCalls, unions, upazilas } from '../../db/schema.ts';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { loginCallers, type TestUser } from '../../test/auth.ts';
import { buildDonor, placeOfUnion, places, type Place } from '../../test/factories.ts';
import { patientBody, registerPatient } from '../../test/patients.ts';
import { callerRequests } from '../../test/requests.ts';

/**
 * A recurring patient's hospital place (docs/decisions/065): taken on registration and change,
 * checked as a blood request's place is (every id exists, one chain, 400 naming the field),
 * answered with its names, and read by the bridge's suggestions so that donors nearest the
 * hospital come first. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
let t: TestApp;
let admin: TestUser;
/** The hospital's union; a union in another upazila of its district; a union in another district. */
let hospital: Place;
let sameDistrict: Place;
let otherDistrict: Place;

const send = callerRequests(() => t);
const placeOf = (p: Place) => ({
  divisionId: p.divisionId,
  districtId: p.districtId,
  upazilaId: p.upazilaId,
  unionId: p.unionId,
});

beforeAll(async () => {
  t = await startTestApp();
  ({ admin } = await loginCallers(t));
  [hospital] = (await places(t.db, 1)) as [Place];
  const [z] = await t.db
    .select({ id: unions.id })
    .from(unions)
    .innerJoin(upazilas, eq(upazilas.id, unions.upazilaId))
    .where(and(eq(upazilas.districtId, hospital.districtId), ne(upazilas.id, hospital.upazilaId)))
    .limit(1);
  sameDistrict = await placeOfUnion(t.db, z!.id);
  const [d] = await t.db
    .select({ id: unions.id })
    .from(unions)
    .innerJoin(upazilas, eq(upazilas.id, unions.upazilaId))
    .innerJoin(districts, eq(districts.id, upazilas.districtId))
    .where(ne(districts.id, hospital.districtId))
    .limit(1);
  otherDistrict = await placeOfUnion(t.db, d!.id);
});
afterAll(() => t.close());

const patientOf = async (id: string) => {
  const res = await send(admin, 'GET', `/api/patients/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, unknown>;
};

describe("a patient's hospital place", () => {
  it('is taken on registration and answered with its names; none is null', async () => {
    const id = await registerPatient(send, admin, placeOf(hospital));
    const answer = await patientOf(id);
    expect(answer).toMatchObject({ ...placeOf(hospital), hospital: 'ঢাকা শিশু হাসপাতাল' });
    for (const level of ['division', 'district', 'upazila', 'union'])
      expect(answer[level], level).toEqual(expect.any(String));
    expect(answer.placeNames).toMatchObject({ union: { bn: answer.union } });

    const without = await patientOf(await registerPatient(send, admin));
    expect(without).toMatchObject({
      divisionId: null,
      districtId: null,
      upazilaId: null,
      unionId: null,
      union: null,
      placeNames: { division: null, district: null, upazila: null, union: null },
    });
  });

  it('changes by PATCH: a level not sent keeps its value, null clears one; audited', async () => {
    const id = await registerPatient(send, admin);
    const set = await send(admin, 'PATCH', `/api/patients/${id}`, placeOf(hospital));
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ modifiedCount: 1 });
    const cleared = await send(admin, 'PATCH', `/api/patients/${id}`, { unionId: null });
    expect(cleared.json()).toEqual({ modifiedCount: 1 });
    expect(await patientOf(id)).toMatchObject({ ...placeOf(hospital), unionId: null, union: null });
    const events = await t.db
      .select({ changes: auditEvents.changes })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.target, 'patient'),
          eq(auditEvents.targetId, id),
          eq(auditEvents.action, 'update'),
        ),
      );
    expect(events.map((e) => e.changes)).toContainEqual({
      unionId: { from: hospital.unionId, to: null },
    });
  });

  it('refuses ids that do not exist or do not form one chain with 400 naming the field, writing nothing', async () => {
    const cases: [object, string][] = [
      [{ unionId: 'abc' }, 'unionId'],
      [{ divisionId: 0 }, 'divisionId'],
      [{ ...placeOf(hospital), unionId: 999_999_999 }, 'unionId'],
      [{ ...placeOf(hospital), unionId: otherDistrict.unionId }, 'unionId'],
      [{ ...placeOf(hospital), districtId: otherDistrict.districtId }, 'upazilaId'],
      [{ upazilaId: hospital.upazilaId }, 'districtId'],
      [{ divisionId: 999_999 }, 'divisionId'],
    ];
    for (const [over, field] of cases) {
      const res = await send(admin, 'POST', '/api/patients', {
        ...patientBody(over),
        name: 'ভুল জায়গা',
      });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().field, JSON.stringify(over)).toBe(field);
    }
    const list = await send(admin, 'GET', '/api/patients?limit=100');
    expect(
      (list.json() as { patients: { name: string }[] }).patients.some((p) => p.name === 'ভুল জায়গা'),
    ).toBe(false);

    // A change checks the place it makes with the levels kept: a union of another upazila is refused.
    const id = await registerPatient(send, admin, placeOf(hospital));
    const res = await send(admin, 'PATCH', `/api/patients/${id}`, {
      unionId: sameDistrict.unionId,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('unionId');
    expect(await patientOf(id)).toMatchObject(placeOf(hospital));
  });
});

describe("GET /api/patients/{id}/suggestions with the hospital's place", () => {
  it("ranks a donor in the hospital's union before an equally good one elsewhere in the district, and that one before one in another district", async () => {
    // AB- (no other donor of it here); each donor verified, never called, may give now. Their ids
    // are chosen so that the last tie-breaker (the id) alone would put them in the opposite order.
    const id = (first: string) => `${first.repeat(8)}${randomUUID().slice(8)}`;
    const far = await buildDonor(t.db, otherDistrict, { bloodGroup: 'abNegative', id: id('0') });
    const district = await buildDonor(t.db, sameDistrict, {
      bloodGroup: 'abNegative',
      id: id('7'),
    });
    const near = await buildDonor(t.db, hospital, { bloodGroup: 'abNegative', id: id('f') });
    const suggested = async (patientId: string) => {
      const res = await send(admin, 'GET', `/api/patients/${patientId}/suggestions`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { donors: { donorId: string }[] }).donors
        .map((d) => d.donorId)
        .filter((d) => [far.id, district.id, near.id].includes(d));
    };

    const patient = await registerPatient(send, admin, {
      bloodGroup: 'abNegative',
      ...placeOf(hospital),
    });
    expect(await suggested(patient)).toEqual([near.id, district.id, far.id]);

    // Without a place the hospital is no key: the same donors fall back to the other keys.
    const nowhere = await registerPatient(send, admin, { bloodGroup: 'abNegative' });
    expect(await suggested(nowhere)).toEqual([far.id, district.id, near.id]);
  });
});

describe('GET /api/patients/{id}/suggestions: reliable by their call history', () => {
  it('puts a donor missed on two of their last three calls after the reliable ones, and says so', async () => {
    const id = (first: string) => `${first.repeat(8)}${randomUUID().slice(8)}`;
    // All A-, never called before this test's calls; by place and id alone: missed, recovered,
    // once, far.
    const missed = await buildDonor(t.db, hospital, { bloodGroup: 'aNegative', id: id('1') });
    const recovered = await buildDonor(t.db, hospital, { bloodGroup: 'aNegative', id: id('2') });
    const once = await buildDonor(t.db, hospital, { bloodGroup: 'aNegative', id: id('3') });
    const far = await buildDonor(t.db, otherDistrict, { bloodGroup: 'aNegative', id: id('4') });
    const day = 86_400_000;
    const calls = (donorId: string, outcomes: string[]) =>
      // Oldest first: the last outcome is the newest call.
      t.db.insert(donorCalls).values(
        outcomes.map((outcome, k) => ({
          donorId,
          outcome,
          calledAt: new Date(Date.now() - (outcomes.length - k) * day),
        })),
      );
    await calls(missed.id, ['willDonate', 'noAnswer', 'wrongNumber']);
    // Two misses long ago, then three calls that reached them: their last three are fine.
    await calls(recovered.id, ['noAnswer', 'unreachable', 'willDonate', 'declined', 'willDonate']);
    await calls(once.id, ['noAnswer', 'willDonate']);

    const patient = await registerPatient(send, admin, {
      bloodGroup: 'aNegative',
      ...placeOf(hospital),
    });
    const res = await send(admin, 'GET', `/api/patients/${patient}/suggestions`);
    expect(res.statusCode, res.body).toBe(200);
    const ours = (
      res.json() as { donors: { donorId: string; missedCalls: number }[] }
    ).donors.filter((d) => [missed.id, recovered.id, once.id, far.id].includes(d.donorId));
    expect(ours).toEqual(
      [
        { donorId: recovered.id, missedCalls: 0 },
        { donorId: once.id, missedCalls: 1 },
        { donorId: far.id, missedCalls: 0 },
        { donorId: missed.id, missedCalls: 2 },
      ].map((d) => expect.objectContaining(d)),
    );
  });
});
