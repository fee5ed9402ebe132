import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { donors, unions, upazilas, villages } from '../../db/schema.ts';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { createUser, loginAs, type TestUser } from '../../test/auth.ts';

let t: TestApp;
let superAdmin: TestUser;
let admin: TestUser;
let user: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  superAdmin = await loginAs(t, 'superAdmin');
  admin = await loginAs(t, 'admin');
  user = await createUser(t);
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, caller?: TestUser) =>
  t.inject({ method: 'POST', url, payload: payload as object, headers: caller?.headers ?? {} });
const del = (url: string, caller?: TestUser) =>
  t.inject({ method: 'DELETE', url, headers: caller?.headers ?? {} });
const get = (url: string, caller: TestUser = admin) => t.inject({ url, headers: caller.headers });

const unionCount = async () => (await t.db.select({ n: count() }).from(unions))[0]!.n;
const villageCount = async () => (await t.db.select({ n: count() }).from(villages))[0]!.n;

/** A donor row straight in the table (the donor API is another issue's), living in `unionId`. */
async function insertDonor(unionId: number, village = 'কাশিপুর') {
  const [place] = await t.db
    .select({ upazilaId: unions.upazilaId, districtId: upazilas.districtId })
    .from(unions)
    .innerJoin(upazilas, eq(upazilas.id, unions.upazilaId))
    .where(eq(unions.id, unionId));
  const { districts } = await import('../../db/schema.ts');
  const [district] = await t.db.select().from(districts).where(eq(districts.id, place!.districtId));
  const [row] = await t.db
    .insert(donors)
    .values({
      name: 'রহিম',
      birthDate: '1990-01-01',
      gender: 'male',
      phone1: `017${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      bloodGroup: 'aPositive',
      divisionId: district!.divisionId,
      districtId: district!.id,
      upazilaId: place!.upazilaId,
      unionId,
      village,
    })
    .returning({ id: donors.id });
  return row!.id;
}

describe('GET /api/upazilas', () => {
  it('pages all 491 upazilas five at a time by default, with the established fields', async () => {
    const res = await get('/api/upazilas');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pageCount).toBe(Math.ceil(491 / 5));
    expect(body.upazilas).toHaveLength(5);
    expect(Object.keys(body.upazilas[0]).sort()).toEqual([
      '_id',
      'bn_name',
      'district_id',
      'name',
      'upazila_id',
    ]);
    const second = (await get('/api/upazilas?upazilaLimit=5&upazilaPageNumber=1')).json();
    expect(second.upazilas[0].upazila_id).not.toBe(body.upazilas[0].upazila_id);
    const hundred = (await get('/api/upazilas?upazilaLimit=100&upazilaPageNumber=4')).json();
    expect(hundred.pageCount).toBe(5);
    expect(hundred.upazilas).toHaveLength(91);
  });

  it('searches English and Bangla names and the id', async () => {
    const [sample] = await t.db.select().from(upazilas).where(eq(upazilas.id, 100));
    const en = (
      await get(`/api/upazilas?upazilaSearchData=${encodeURIComponent(sample!.name.toUpperCase())}`)
    ).json();
    expect(en.upazilas.map((u: { name: string }) => u.name)).toContain(sample!.name);
    const bn = (
      await get(`/api/upazilas?upazilaSearchData=${encodeURIComponent(sample!.bnName)}`)
    ).json();
    expect(bn.upazilas.map((u: { bn_name: string }) => u.bn_name)).toContain(sample!.bnName);
    const byId = (await get('/api/upazilas?upazilaSearchData=100&upazilaLimit=100')).json();
    expect(byId.upazilas.map((u: { upazila_id: string }) => u.upazila_id)).toContain('100');
    const none = (await get('/api/upazilas?upazilaSearchData=%25_%25')).json();
    expect(none).toEqual({ upazilas: [], pageCount: 0, totalCount: 0 });
  });

  it('answers a bad page size with 400 naming the field, and refuses non-admins', async () => {
    for (const [query, field] of [
      ['upazilaLimit=1000', 'upazilaLimit'],
      ['upazilaLimit=abc', 'upazilaLimit'],
      ['upazilaPageNumber=-1', 'upazilaPageNumber'],
    ]) {
      const res = await get(`/api/upazilas?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe(field);
    }
    expect((await t.inject({ url: '/api/upazilas' })).statusCode).toBe(401);
    expect((await get('/api/upazilas', user)).statusCode).toBe(403);
  });
});

describe('unions', () => {
  const newUnion = { name: 'Notun Char', bn_name: 'নতুন চর', union_id: 90001, upazila_id: 1 };

  it('lists the seeded unions in pages of five, searchable', async () => {
    const res = await get('/api/unions');
    expect(res.statusCode).toBe(200);
    expect(res.json().unions).toHaveLength(5);
    expect(res.json().pageCount).toBe(Math.ceil(4540 / 5));
    expect(Object.keys(res.json().unions[0]).sort()).toEqual([
      '_id',
      'bn_name',
      'name',
      'union_id',
      'upazila_id',
    ]);
    const [sample] = await t.db.select().from(unions).where(eq(unions.id, 42));
    const found = (
      await get(`/api/unions?unionSearchData=${encodeURIComponent(sample!.bnName)}&unionLimit=100`)
    ).json();
    expect(found.unions.map((u: { union_id: string }) => u.union_id)).toContain('42');
    expect((await get('/api/unions?unionLimit=0')).json().field).toBe('unionLimit');
  });

  it('lets a super admin add a union, which the registration cascade offers at once', async () => {
    const res = await post(
      '/api/unions',
      { ...newUnion, _id: 'forged', createdAt: '2000-01-01' },
      superAdmin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ insertedId: '90001' });
    const first = (await get('/api/unions')).json().unions[0];
    expect(first).toEqual({
      _id: '90001',
      union_id: '90001',
      upazila_id: '1',
      name: 'Notun Char',
      bn_name: 'নতুন চর',
    });
    const cascade = (await t.inject({ url: '/api/unionsForForm?upazila_id=1' })).json().unions;
    expect(cascade.map((u: { union_id: string }) => u.union_id)).toContain('90001');
    const [row] = await t.db.select().from(unions).where(eq(unions.id, 90001));
    expect(row!.createdAt.getFullYear()).toBeGreaterThan(2000);
  });

  it('trims names and refuses bad input with 400 naming the field, storing nothing', async () => {
    const before = await unionCount();
    const cases: [unknown, string, string][] = [
      [{ ...newUnion, union_id: 90002, name: '  ' }, 'name', 'Union name is required'],
      [{ ...newUnion, union_id: 90002, bn_name: undefined }, 'bn_name', 'Union name is required'],
      [{ ...newUnion, union_id: undefined }, 'union_id', 'Union id is required'],
      [{ ...newUnion, union_id: '90002' }, 'union_id', 'Union id must be a number'],
      [{ ...newUnion, union_id: -1 }, 'union_id', 'Union id must be 0 or more'],
      [{ ...newUnion, union_id: 1.5 }, 'union_id', 'Union id must be a whole number'],
      [{ ...newUnion, union_id: 99999999999 }, 'union_id', 'Union id is too large'],
      [
        { ...newUnion, union_id: 90002, upazila_id: undefined },
        'upazila_id',
        'Upazila id is required',
      ],
      [
        { ...newUnion, union_id: 90002, name: 'x'.repeat(101) },
        'name',
        'must be at most 100 characters',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await post('/api/unions', body, superAdmin);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().field).toBe(field);
      expect(res.json().issues[0].message).toBe(message);
    }
    expect(await unionCount()).toBe(before);
  });

  it('refuses an upazila that does not exist (400) and a union id already taken (409)', async () => {
    const before = await unionCount();
    const noUpazila = await post(
      '/api/unions',
      { ...newUnion, union_id: 90003, upazila_id: 99999 },
      superAdmin,
    );
    expect(noUpazila.statusCode).toBe(400);
    expect(noUpazila.json()).toMatchObject({ field: 'upazila_id', code: 'UPAZILA_NOT_FOUND' });
    expect(noUpazila.json().message).toContain('upazila');
    const taken = await post('/api/unions', { ...newUnion, union_id: 1 }, superAdmin);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      field: 'union_id',
      code: 'UNION_ID_TAKEN',
      message: 'union_id: the union id 1 is already taken',
    });
    expect(await unionCount()).toBe(before);
    const [seeded] = await t.db.select().from(unions).where(eq(unions.id, 1));
    expect(seeded!.name).not.toBe(newUnion.name);
  });

  it('lets only a super admin add or delete, with the product messages', async () => {
    const before = await unionCount();
    const byAdmin = await post('/api/unions', { ...newUnion, union_id: 90004 }, admin);
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toBe('Super Admin Can Only Add Union');
    // The access rule comes first: even a bad body gets the 403, not a 400.
    expect((await post('/api/unions', {}, admin)).json().message).toBe(
      'Super Admin Can Only Add Union',
    );
    expect((await post('/api/unions', { ...newUnion, union_id: 90004 }, user)).statusCode).toBe(
      403,
    );
    expect((await post('/api/unions', { ...newUnion, union_id: 90004 })).statusCode).toBe(401);
    expect(await unionCount()).toBe(before);

    const delByAdmin = await del('/api/unions/90001', admin);
    expect(delByAdmin.statusCode).toBe(403);
    expect(delByAdmin.json().message).toBe('Super Admin Can Only Delete Union');
    expect((await del('/api/unions/90001')).statusCode).toBe(401);
    expect(await unionCount()).toBe(before);
  });

  it('deletes a union nothing depends on, and refuses one that still has villages or donors (409)', async () => {
    await post('/api/unions', { ...newUnion, union_id: 90010 }, superAdmin);
    const village = await post(
      '/api/villages',
      { name: 'Bottola', bn_name: 'বটতলা', union_id: 90010 },
      superAdmin,
    );
    const withVillage = await del('/api/unions/90010', superAdmin);
    expect(withVillage.statusCode).toBe(409);
    expect(withVillage.json().message).toBe(
      'This union still has 1 village; it cannot be deleted while they belong to it',
    );
    await del(`/api/villages/${village.json().insertedId}`, superAdmin);

    await insertDonor(90010);
    await insertDonor(90010);
    const withDonors = await del('/api/unions/90010', superAdmin);
    expect(withDonors.statusCode).toBe(409);
    expect(withDonors.json().message).toContain('2 donors');
    expect(await t.db.select().from(unions).where(eq(unions.id, 90010))).toHaveLength(1);

    await post('/api/unions', { ...newUnion, union_id: 90011 }, superAdmin);
    expect((await del('/api/unions/90011', superAdmin)).json()).toEqual({ deletedCount: 1 });
    expect((await del('/api/unions/90011', superAdmin)).json()).toEqual({ deletedCount: 0 });
    const cascade = (await t.inject({ url: '/api/unionsForForm?upazila_id=1' })).json().unions;
    expect(cascade.map((u: { union_id: string }) => u.union_id)).not.toContain('90011');

    const bad = await del('/api/unions/abc', superAdmin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('id');
  });
});

describe('villages', () => {
  const UNION = 7; // a seeded union

  it('lets a super admin add a village that the registration cascade offers at once, past a cached ETag', async () => {
    const url = `/api/villagesForForm?union_id=${UNION}`;
    const before = await t.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(before.json()).toEqual({ villages: [] });
    const etag = before.headers.etag as string;
    expect(etag).toBeTruthy();

    const res = await post(
      '/api/villages',
      { name: ' Kashipur ', bn_name: 'কাশিপুর', union_id: UNION, _id: 'forged', status: 'x' },
      superAdmin,
    );
    expect(res.statusCode).toBe(200);
    const id = res.json().insertedId;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    // A browser revalidating with the old ETag gets the new list, not 304.
    const after = await t.inject({
      url,
      headers: { 'if-none-match': etag, 'accept-encoding': 'gzip' },
    });
    expect(after.statusCode).toBe(200);
    const plain = await t.inject({ url });
    expect(plain.json()).toEqual({
      villages: [{ _id: id, union_id: String(UNION), name: 'Kashipur', bn_name: 'কাশিপুর' }],
    });
    const listed = (await get('/api/villages')).json();
    expect(listed.villages[0]).toEqual({
      _id: id,
      union_id: String(UNION),
      name: 'Kashipur',
      bn_name: 'কাশিপুর',
    });
    expect(listed.pageCount).toBe(1);
  });

  it('pages and searches villages in either script', async () => {
    for (let i = 0; i < 6; i++) {
      await post(
        '/api/villages',
        { name: `Para ${i}`, bn_name: `পাড়া ${i}`, union_id: 8 },
        superAdmin,
      );
    }
    const page = (await get('/api/villages?villageLimit=5&villagePageNumber=0')).json();
    expect(page.villages).toHaveLength(5);
    expect(page.pageCount).toBe(2);
    expect(page.villages[0].name).toBe('Para 5'); // the last added first
    const bn = (
      await get(`/api/villages?villageSearchData=${encodeURIComponent('পাড়া 3')}`)
    ).json();
    expect(bn.villages.map((v: { name: string }) => v.name)).toEqual(['Para 3']);
    const en = (await get('/api/villages?villageSearchData=para&villageLimit=10')).json();
    expect(en.villages).toHaveLength(6);
    expect((await get('/api/villages?villageLimit=101')).json().field).toBe('villageLimit');
  });

  it('refuses bad input, an unknown union (400) and a name the union already has (409), storing nothing', async () => {
    const before = await villageCount();
    const cases: [unknown, string, string][] = [
      [{ name: '', bn_name: 'গ্রাম', union_id: UNION }, 'name', 'Village name is required'],
      [{ name: 'Gram', union_id: UNION }, 'bn_name', 'Village name is required'],
      [{ name: 'Gram', bn_name: 'গ্রাম' }, 'union_id', 'Union id is required'],
      [
        { name: 'Gram', bn_name: 'গ্রাম', union_id: 'seven' },
        'union_id',
        'Union id must be a number',
      ],
      [
        { name: 'x'.repeat(61), bn_name: 'গ্রাম', union_id: UNION },
        'name',
        'must be at most 60 characters',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await post('/api/villages', body, superAdmin);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().field).toBe(field);
      expect(res.json().issues[0].message).toBe(message);
    }
    const noUnion = await post(
      '/api/villages',
      { name: 'Gram', bn_name: 'গ্রাম', union_id: 999999 },
      superAdmin,
    );
    expect(noUnion.statusCode).toBe(400);
    expect(noUnion.json()).toMatchObject({
      field: 'union_id',
      code: 'UNION_NOT_FOUND',
      message: 'union_id: no union has the id 999999',
    });
    const twice = await post(
      '/api/villages',
      { name: 'KASHIPUR', bn_name: 'অন্য নাম', union_id: UNION },
      superAdmin,
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ field: 'name', code: 'VILLAGE_NAME_TAKEN' });
    const twiceBn = await post(
      '/api/villages',
      { name: 'Other', bn_name: 'কাশিপুর', union_id: UNION },
      superAdmin,
    );
    expect(twiceBn.statusCode).toBe(409);
    expect(twiceBn.json()).toMatchObject({ field: 'bn_name', code: 'VILLAGE_NAME_TAKEN' });
    expect(await villageCount()).toBe(before);
  });

  it('lets only a super admin add or delete, with the product messages, storing nothing', async () => {
    const before = await villageCount();
    const body = { name: 'Nijgram', bn_name: 'নিজগ্রাম', union_id: UNION };
    const byAdmin = await post('/api/villages', body, admin);
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toBe('Super Admin Can Only Add Village');
    expect((await post('/api/villages', body, user)).statusCode).toBe(403);
    expect((await post('/api/villages', body)).statusCode).toBe(401);
    expect(await villageCount()).toBe(before);
    expect(
      (await t.inject({ url: `/api/villagesForForm?union_id=${UNION}` })).json().villages,
    ).toHaveLength(1);

    const [village] = await t.db.select().from(villages).limit(1);
    const delByAdmin = await del(`/api/villages/${village!.id}`, admin);
    expect(delByAdmin.statusCode).toBe(403);
    expect(delByAdmin.json().message).toBe('Super Admin Can Only Delete Village');
    expect((await del(`/api/villages/${village!.id}`)).statusCode).toBe(401);
    expect(await villageCount()).toBe(before);
  });

  it('deletes a village even when donors name it (they keep the name), and answers 0 for an unknown one', async () => {
    const res = await post(
      '/api/villages',
      { name: 'Shimultoli', bn_name: 'শিমুলতলী', union_id: 9 },
      superAdmin,
    );
    const id = res.json().insertedId as string;
    const donorId = await insertDonor(9, 'শিমুলতলী');
    expect((await del(`/api/villages/${id}`, superAdmin)).json()).toEqual({ deletedCount: 1 });
    const [donor] = await t.db.select().from(donors).where(eq(donors.id, donorId));
    expect(donor!.village).toBe('শিমুলতলী');
    expect((await t.inject({ url: '/api/villagesForForm?union_id=9' })).json()).toEqual({
      villages: [],
    });
    expect((await del(`/api/villages/${id}`, superAdmin)).json()).toEqual({ deletedCount: 0 });
    const bad = await del('/api/villages/not-a-uuid', superAdmin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('id');
  });
});

describe('renaming places', () => {
  const patch = (url: string, payload: unknown, caller?: TestUser) =>
    t.inject({ method: 'PATCH', url, payload: payload as object, headers: caller?.headers ?? {} });

  it('a super admin renames a union in both scripts; its donors keep pointing at it and show the new name', async () => {
    const created = await post(
      '/api/unions',
      { name: 'Oldname', bn_name: 'পুরনো', union_id: 96001, upazila_id: 1 },
      superAdmin,
    );
    expect(created.statusCode, created.body).toBe(200);
    const donorId = await insertDonor(96001);
    const cascade = async () =>
      (
        (await t.inject({ url: '/api/unionsForForm?upazila_id=1' })).json().unions as {
          bn_name: string;
        }[]
      ).map((u) => u.bn_name);
    expect(await cascade()).toContain('পুরনো');
    const res = await patch(
      '/api/unions/96001',
      { name: 'Newname', bn_name: 'নতুন নাম' },
      superAdmin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, modifiedCount: 1 });
    const [row] = await t.db.select().from(unions).where(eq(unions.id, 96001));
    expect(row).toMatchObject({ name: 'Newname', bnName: 'নতুন নাম', upazilaId: 1 });
    const [donor] = await t.db
      .select({ unionId: donors.unionId })
      .from(donors)
      .where(eq(donors.id, donorId));
    expect(donor!.unionId).toBe(96001);
    // The public registration cascade shows the new name at once (its cache was cleared).
    expect(await cascade()).toContain('নতুন নাম');
  });

  it('one name alone may change; an empty body or an empty name is a 400 naming the field', async () => {
    expect((await patch('/api/unions/96001', { bn_name: 'শুধু বাংলা' }, superAdmin)).statusCode).toBe(
      200,
    );
    const [row] = await t.db.select().from(unions).where(eq(unions.id, 96001));
    expect(row).toMatchObject({ name: 'Newname', bnName: 'শুধু বাংলা' });
    const empty = await patch('/api/unions/96001', {}, superAdmin);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().field).toBe('name');
    const blank = await patch('/api/unions/96001', { bn_name: '  ' }, superAdmin);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().field).toBe('bn_name');
  });

  it('an unknown union, upazila or village is a 404', async () => {
    expect((await patch('/api/unions/96999', { name: 'X' }, superAdmin)).statusCode).toBe(404);
    expect((await patch('/api/upazilas/96999', { bn_name: 'X' }, superAdmin)).statusCode).toBe(404);
    expect(
      (await patch('/api/villages/00000000-0000-4000-8000-000000000000', { name: 'X' }, superAdmin))
        .statusCode,
    ).toBe(404);
  });

  it("a super admin corrects an upazila's Bangla name; its English name stays", async () => {
    const [before] = await t.db.select().from(upazilas).where(eq(upazilas.id, 2));
    const res = await patch('/api/upazilas/2', { bn_name: 'সংশোধিত', name: 'Ignored' }, superAdmin);
    expect(res.statusCode, res.body).toBe(200);
    const [after] = await t.db.select().from(upazilas).where(eq(upazilas.id, 2));
    expect(after).toMatchObject({ name: before!.name, bnName: 'সংশোধিত' });
  });

  it('renaming a village carries its donors of that union to the new name; a clash with another village is a 409', async () => {
    const one = await post(
      '/api/villages',
      { name: 'Kashipur', bn_name: 'কাশিপুর', union_id: 96001 },
      superAdmin,
    );
    await post('/api/villages', { name: 'Rampur', bn_name: 'রামপুর', union_id: 96001 }, superAdmin);
    const villageId = one.json().insertedId as string;
    const donorId = await insertDonor(96001, 'কাশিপুর');
    const res = await patch(
      `/api/villages/${villageId}`,
      { name: 'Kashipur Uttar', bn_name: 'উত্তর কাশিপুর' },
      superAdmin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [donor] = await t.db
      .select({ village: donors.village })
      .from(donors)
      .where(eq(donors.id, donorId));
    expect(donor!.village).toBe('উত্তর কাশিপুর');
    const clash = await patch(`/api/villages/${villageId}`, { bn_name: 'রামপুর' }, superAdmin);
    expect(clash.statusCode).toBe(409);
  });

  it('an admin is refused with the Super Admin message; anonymous callers must sign in', async () => {
    const refused = await patch('/api/unions/96001', { name: 'Nope' }, admin);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Super Admin Can Only Edit Union');
    expect(
      (await patch('/api/villages/00000000-0000-4000-8000-000000000000', { name: 'X' }, user))
        .statusCode,
    ).toBe(403);
    expect((await patch('/api/upazilas/2', { bn_name: 'X' })).statusCode).toBe(401);
  });
});

describe("the lists in the reader's alphabetical order (lang)", () => {
  type Row = { name: string; bn_name: string };
  /** Every row of a list, page after page at the largest page size, in the order asked for. */
  async function everyRow(path: string, prefix: string, key: string, lang: string) {
    const rows: Row[] = [];
    for (let page = 0; ; page++) {
      const res = await get(`${path}?${prefix}Limit=100&${prefix}PageNumber=${page}&lang=${lang}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      rows.push(...(body[key] as Row[]));
      if (page + 1 >= body.pageCount) break;
    }
    return rows;
  }
  /**
   * The Unicode root order (ICU's, as the database's und-x-icu collation has it): English names by
   * English rules, Bengali names by the Bengali alphabet. The browser's Bengali collator adds a
   * tailoring the embedded database's ICU lacks (where a vowel with a chandrabindu goes among the
   * same letters without one); letter by letter the orders are the same, which is checked too.
   */
  const inOrder = (names: string[]) => [...names].sort(new Intl.Collator('und').compare);
  const bengali = new Intl.Collator('bn');
  const firstLetters = (names: string[]) => names.map((n) => n.normalize('NFC')[0]!);

  it('lists all 491 upazilas by English name in English and by Bangla name in Bengali', async () => {
    const en = await everyRow('/api/upazilas', 'upazila', 'upazilas', 'en');
    expect(en).toHaveLength(491);
    const english = en.map((u) => u.name);
    expect(english).toEqual(inOrder(english));
    expect(english).toEqual([...english].sort(new Intl.Collator('en').compare));
    const bn = await everyRow('/api/upazilas', 'upazila', 'upazilas', 'bn');
    expect(bn).toHaveLength(491);
    const bangla = bn.map((u) => u.bn_name);
    expect(bangla).toEqual(inOrder(bangla));
    const letters = firstLetters(bangla);
    expect(letters).toEqual([...letters].sort(bengali.compare));
    // Not the id order the list has without `lang`, in either language.
    const byId = (await get('/api/upazilas?upazilaLimit=100')).json().upazilas as Row[];
    expect(english.slice(0, 100)).not.toEqual(byId.map((u) => u.name));
    expect(bangla.slice(0, 100)).not.toEqual(byId.map((u) => u.bn_name));
    // The pages follow one another: the second page of five is the next five.
    const second = (await get('/api/upazilas?upazilaPageNumber=1&lang=bn')).json().upazilas;
    expect(second.map((u: Row) => u.bn_name)).toEqual(bangla.slice(5, 10));
  });

  it('orders unions and villages by name too, whatever the letter case', async () => {
    const added = [
      { name: 'zeta para', bn_name: 'অ-পাড়া' },
      { name: 'Alpha Para', bn_name: 'হ-পাড়া' },
      { name: 'beta para', bn_name: 'ক-পাড়া' },
    ];
    for (const village of added)
      expect(
        (await post('/api/villages', { ...village, union_id: 9 }, superAdmin)).statusCode,
      ).toBe(200);
    const villagesEn = (await everyRow('/api/villages', 'village', 'villages', 'en')).map(
      (v) => v.name,
    );
    expect(villagesEn).toEqual(inOrder(villagesEn));
    expect(villagesEn.filter((n) => n.endsWith('ara') && / /.test(n) && !/\d/.test(n))).toEqual([
      'Alpha Para',
      'beta para',
      'zeta para',
    ]);
    const villagesBn = (await everyRow('/api/villages', 'village', 'villages', 'bn')).map(
      (v) => v.bn_name,
    );
    expect(villagesBn).toEqual(inOrder(villagesBn));
    const unionsBn = (await get('/api/unions?unionLimit=100&lang=bn')).json().unions as Row[];
    const firstUnions = (await everyRow('/api/unions', 'union', 'unions', 'bn')).slice(0, 100);
    expect(unionsBn.map((u) => u.bn_name)).toEqual(firstUnions.map((u) => u.bn_name));
    const allUnionsEn = (await everyRow('/api/unions', 'union', 'unions', 'en')).map((u) => u.name);
    expect(allUnionsEn.length).toBeGreaterThanOrEqual(4540);
    expect(allUnionsEn).toEqual(inOrder(allUnionsEn));
  });

  it('keeps the page-size limit, and refuses a language it does not know, naming the field', async () => {
    for (const [query, field] of [
      ['/api/upazilas?upazilaLimit=101&lang=en', 'upazilaLimit'],
      ['/api/unions?unionLimit=101&lang=bn', 'unionLimit'],
      ['/api/villages?villageLimit=101&lang=en', 'villageLimit'],
      ['/api/upazilas?lang=fr', 'lang'],
      ['/api/villages?lang=', 'lang'],
    ] as const) {
      const res = await get(query);
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe(field);
    }
    const page = (await get('/api/unions?unionLimit=100&lang=en')).json();
    expect(page.unions).toHaveLength(100);
  });
});
