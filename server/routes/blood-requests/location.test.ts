import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { BloodRequestRow } from '../../../common/schemas/blood-requests.ts';
import { districts, divisions, unions, upazilas } from '../../db/schema.ts';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { loginCallers, type TestUser } from '../../test/auth.ts';
import { requestsTo } from '../../test/requests.ts';
import { places, type Place } from '../../test/factories.ts';

let t: TestApp;
let admin: TestUser;
let user: TestUser;
let here: Place;
let there: Place;
let names: { division: string; district: string; upazila: string; union: string };
let english: typeof names;
let ip = 0;

beforeAll(async () => {
  t = await startTestApp();
  ({ user, admin } = await loginCallers(t));
  [here, there] = (await places(t.db, 2)) as [Place, Place];
  const bn = async (
    table: typeof divisions | typeof districts | typeof upazilas | typeof unions,
    id: number,
  ) => (await t.db.select({ bnName: table.bnName }).from(table).where(eq(table.id, id)))[0]!.bnName;
  names = {
    division: await bn(divisions, here.divisionId),
    district: await bn(districts, here.districtId),
    upazila: await bn(upazilas, here.upazilaId),
    union: await bn(unions, here.unionId),
  };
  const en = async (
    table: typeof divisions | typeof districts | typeof upazilas | typeof unions,
    id: number,
  ) => (await t.db.select({ name: table.name }).from(table).where(eq(table.id, id)))[0]!.name;
  english = {
    division: await en(divisions, here.divisionId),
    district: await en(districts, here.districtId),
    upazila: await en(upazilas, here.upazilaId),
    union: await en(unions, here.unionId),
  };
});
afterAll(() => t.close());
const { patch } = requestsTo(() => t);

const form = (overrides: Record<string, unknown> = {}) => ({
  patient_name: 'স্থান রোগী',
  requested_bloodGroup: 'bPositive',
  date: new Date(Date.now() + 2 * 86_400_000).toISOString(),
  blood_quantity: '1',
  donation_place: 'সদর হাসপাতাল',
  number1: '01712345678',
  ...overrides,
});
const submit = (payload: Record<string, unknown>) =>
  t.inject({ method: 'POST', url: '/api/blood-request', payload, remoteAddress: `10.3.0.${++ip}` });
const listed = async (id: string) => {
  const res = await t.inject({
    url: '/api/incomplete-blood-request?limit=100',
    headers: admin.headers,
  });
  return (res.json().incompleteBloodRequestList as BloodRequestRow[]).find((r) => r._id === id)!;
};
const full = () => ({
  divisionId: here.divisionId,
  districtId: here.districtId,
  upazilaId: here.upazilaId,
  unionId: here.unionId,
});

describe('POST /api/blood-request with a location', () => {
  it('stores the optional place and lists its ids and Bengali names', async () => {
    const res = await submit(form(full()));
    expect(res.statusCode, res.body).toBe(200);
    const row = await listed(res.json().insertedId);
    expect(row).toMatchObject({ ...full(), ...names });
    expect(english.union).toMatch(/^[A-Za-z]/);
    expect(row.placeNames).toEqual({
      division: { bn: names.division, en: english.division },
      district: { bn: names.district, en: english.district },
      upazila: { bn: names.upazila, en: english.upazila },
      union: { bn: names.union, en: english.union },
    });
  });

  it('accepts a place given down to any level, and none at all', async () => {
    const top = await submit(
      form({
        divisionId: here.divisionId,
        districtId: String(here.districtId),
        upazilaId: '',
        unionId: null,
      }),
    );
    expect(top.statusCode, top.body).toBe(200);
    expect(await listed(top.json().insertedId)).toMatchObject({
      divisionId: here.divisionId,
      districtId: here.districtId,
      upazilaId: null,
      unionId: null,
      division: names.division,
      district: names.district,
      upazila: null,
      union: null,
      placeNames: {
        division: { bn: names.division, en: english.division },
        district: { bn: names.district, en: english.district },
        upazila: null,
        union: null,
      },
    });
    const none = await submit(form());
    expect(await listed(none.json().insertedId)).toMatchObject({
      divisionId: null,
      division: null,
      union: null,
      placeNames: { division: null, district: null, upazila: null, union: null },
    });
  });

  it.each([
    [{ unionId: 'x' }, 'unionId', 'must be a number'],
    [{ unionId: 0 }, 'unionId', 'must be 1 or more'],
    [{ unionId: 1.5 }, 'unionId', 'must be a whole number'],
  ])('refuses %o with 400 naming the field', async (fields, field, message) => {
    const res = await submit(form(fields));
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
    expect(res.json().message).toContain(message);
  });

  it('refuses a place that is not one chain, naming the wrong field, and writes nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { ...full(), upazilaId: there.upazilaId },
        'unionId',
        'unionId: Union is not in this upazila',
      ],
      [{ ...full(), unionId: 99_999_999 }, 'unionId', 'unionId: Union not found'],
      [
        { divisionId: 999, districtId: here.districtId },
        'districtId',
        'districtId: District is not in this division',
      ],
      [
        { divisionId: null, districtId: here.districtId },
        'divisionId',
        'divisionId: Division is required with a district',
      ],
      [{ divisionId: 999 }, 'divisionId', 'divisionId: Division not found'],
    ];
    const before = await t.inject({ url: '/api/incomplete-blood-request', headers: admin.headers });
    for (const [fields, field, message] of cases) {
      const res = await submit(form(fields));
      expect(
        [res.statusCode, res.json().field, res.json().message],
        JSON.stringify(fields),
      ).toEqual([400, field, message]);
    }
    const after = await t.inject({ url: '/api/incomplete-blood-request', headers: admin.headers });
    expect(after.json().totalCount).toBe(before.json().totalCount);
  });
});

describe('PATCH /api/blood-request/:id/location', () => {
  it('lets an admin set, fix and clear the place, answering the updated request', async () => {
    const id = (await submit(form())).json().insertedId as string;
    const set = await patch(`/api/blood-request/${id}/location`, admin.headers, full());
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ _id: id, ...full(), ...names, patient_name: 'স্থান রোগী' });
    expect(await listed(id)).toMatchObject(full());

    const fixed = await patch(`/api/blood-request/${id}/location`, admin.headers, {
      divisionId: there.divisionId,
      districtId: there.districtId,
      upazilaId: there.upazilaId,
      unionId: there.unionId,
    });
    expect(fixed.json()).toMatchObject({ unionId: there.unionId, upazilaId: there.upazilaId });

    const cleared = await patch(`/api/blood-request/${id}/location`, admin.headers, {
      divisionId: null,
      districtId: null,
      upazilaId: null,
      unionId: null,
    });
    expect(cleared.json()).toMatchObject({
      divisionId: null,
      districtId: null,
      upazilaId: null,
      unionId: null,
      division: null,
      union: null,
    });
  });

  it('refuses a wrong chain, an unknown or archived request, and anyone but an admin', async () => {
    const id = (await submit(form())).json().insertedId as string;
    const wrong = await patch(`/api/blood-request/${id}/location`, admin.headers, {
      ...full(),
      upazilaId: there.upazilaId,
    });
    expect([wrong.statusCode, wrong.json().field]).toEqual([400, 'unionId']);
    const unknown = await patch(
      '/api/blood-request/00000000-0000-4000-8000-000000000000/location',
      admin.headers,
      full(),
    );
    expect(unknown.statusCode).toBe(404);
    const badId = await patch('/api/blood-request/7/location', admin.headers, full());
    expect([badId.statusCode, badId.json().field]).toEqual([400, 'id']);
    expect(
      (await patch(`/api/blood-request/${id}/location`, user.headers, full())).statusCode,
    ).toBe(403);
    expect((await patch(`/api/blood-request/${id}/location`, {}, full())).statusCode).toBe(401);
    await t.inject({
      method: 'DELETE',
      url: `/api/deleteBloodRequest/${id}`,
      headers: admin.headers,
    });
    expect(
      (await patch(`/api/blood-request/${id}/location`, admin.headers, full())).statusCode,
    ).toBe(404);
  });
});
