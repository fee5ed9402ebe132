import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import { districts, divisions, donors, unions, upazilas } from '../../db/schema.ts';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { createUser, loginCallers, type TestUser } from '../../test/auth.ts';
import { multipart } from '../../test/requests.ts';
import { buildDonor, nextPhone, places, type Place } from '../../test/factories.ts';

/**
 * Calls exactly as the original app's web client makes them (with /api in front and a valid
 * token): place names instead of ids, the short gender word, its sort values, empty JSON bodies
 * and a null name. Each must work here as it did there. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */

let t: TestApp;
let user: TestUser;
let admin: TestUser;
let superAdmin: TestUser;
let here: Place;
/** The Bengali names of `here`'s chain, as the original client sends them. */
let names: { division: string; district: string; upazila: string; union: string };

beforeAll(async () => {
  t = await startTestApp();
  ({ user, admin, superAdmin } = await loginCallers(t));
  [here] = (await places(t.db, 1)) as [Place];
  const [row] = await t.db
    .select({
      division: divisions.bnName,
      district: districts.bnName,
      upazila: upazilas.bnName,
      union: unions.bnName,
    })
    .from(unions)
    .innerJoin(upazilas, eq(upazilas.id, unions.upazilaId))
    .innerJoin(districts, eq(districts.id, upazilas.districtId))
    .innerJoin(divisions, eq(divisions.id, districts.divisionId))
    .where(eq(unions.id, here.unionId));
  names = row!;
});
afterAll(() => t.close());

const registration = (overrides: Record<string, unknown> = {}) => ({
  name: 'পুরনো অ্যাপের দাতা',
  bloodGroup: 'aPositive',
  age: '1995-05-05',
  number1: nextPhone(),
  gender: 'পুরুষ',
  ...names,
  village: 'কাশিপুর',
  ...overrides,
});

const register = (body: Record<string, unknown>) =>
  t.inject({
    method: 'POST',
    url: '/api/donor-request',
    headers: { origin: 'http://localhost:3000' },
    payload: body,
  });

describe('geography by name', () => {
  it('registers a donor whose places are Bengali names, stored as the ids of that chain', async () => {
    const res = await register(registration());
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.db.select().from(donors).where(eq(donors.id, res.json().insertedId));
    expect(row).toMatchObject({
      divisionId: here.divisionId,
      districtId: here.districtId,
      upazilaId: here.upazilaId,
      unionId: here.unionId,
    });
  });

  it('still takes ids and "id,bn_name" option values', async () => {
    const byId = await register(
      registration({
        division: here.divisionId,
        district: `${here.districtId},${names.district}`,
        upazila: String(here.upazilaId),
        union: here.unionId,
      }),
    );
    expect(byId.statusCode, byId.body).toBe(201);
  });

  it('an unknown name, or a name from another place, is a 400 naming the field', async () => {
    const unknown = await register(registration({ union: 'কোথাও-নেই' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().field).toBe('union');
    // A real union name, but of another upazila: looked up within the upazila given, so not found.
    const [other] = await t.db
      .select({ bnName: unions.bnName })
      .from(unions)
      .where(
        sql`${unions.upazilaId} <> ${here.upazilaId} and ${unions.bnName} not in (select bn_name from unions where upazila_id = ${here.upazilaId})`,
      )
      .limit(1);
    const elsewhere = await register(registration({ union: other!.bnName }));
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().field).toBe('union');
    expect(await t.db.select().from(donors).where(eq(donors.village, 'কোথাও-নেই'))).toHaveLength(0);
  });

  it('filters both donor lists by place names; a name shared by two unions without its upazila is ambiguous (400)', async () => {
    const donor = await buildDonor(t.db, here, { name: 'নামে খোঁজা দাতা', status: 'verified' });
    const query = new URLSearchParams({
      divisionFilterData: names.division,
      districtFilterData: names.district,
      upazilaFilterData: names.upazila,
      unionFilterData: names.union,
    });
    const res = await t.inject({ url: `/api/available-donor?${query}`, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().availableDonorList.map((d: { _id: string }) => d._id)).toContain(donor.id);
    const unavailable = await t.inject({
      url: `/api/unavailable-donor?${query}`,
      headers: admin.headers,
    });
    expect(unavailable.statusCode, unavailable.body).toBe(200);

    const [shared] = await t.db
      .select({ bnName: unions.bnName })
      .from(unions)
      .groupBy(unions.bnName)
      .having(sql`count(*) > 1`)
      .limit(1);
    const ambiguous = await t.inject({
      url: `/api/available-donor?unionFilterData=${encodeURIComponent(shared!.bnName)}`,
      headers: admin.headers,
    });
    expect(ambiguous.statusCode).toBe(400);
    expect(ambiguous.json().field).toBe('unionFilterData');
    const unknown = await t.inject({
      url: '/api/unavailable-donor?districtFilterData=অজানা',
      headers: admin.headers,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().field).toBe('districtFilterData');
  });
});

describe('the short gender word and the original sort values', () => {
  it("registers 'তৃতীয়' as the third gender", async () => {
    const res = await register(registration({ gender: 'তৃতীয়' }));
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.db
      .select({ gender: donors.gender })
      .from(donors)
      .where(eq(donors.id, res.json().insertedId));
    expect(row!.gender).toBe('third');
  });

  it("takes 'donateButtonClickTime,1' and 'donationCount,-1' on both lists", async () => {
    for (const list of ['available', 'unavailable']) {
      for (const sort of ['donateButtonClickTime,1', 'donationCount,-1']) {
        const res = await t.inject({
          url: `/api/${list}-donor?sortByDonateCount=${encodeURIComponent(sort)}`,
          headers: admin.headers,
        });
        expect(res.statusCode, `${list} ${sort}: ${res.body}`).toBe(200);
      }
    }
    const bad = await t.inject({
      url: '/api/available-donor?sortByDonateCount=name,1',
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('sortByDonateCount');
  });
});

describe('empty JSON bodies and the access check', () => {
  const empty = (method: 'PATCH' | 'DELETE', url: string, who: TestUser) =>
    t.inject({
      method,
      url,
      headers: { ...who.headers, 'content-type': 'application/json' },
      payload: '',
    });

  it('PATCH handleAvailability with a JSON content type and no body works for an admin', async () => {
    const donor = await buildDonor(t.db, here, {
      status: 'verified',
      nextEligibleAt: new Date(Date.now() + 86_400_000),
    });
    const res = await empty('PATCH', `/api/handleAvailability/${donor.id}`, admin);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('an admin calling a super admin route with an empty body hears the 403 message, not a 400', async () => {
    const contact = await empty(
      'DELETE',
      '/api/delete-contact/00000000-0000-4000-8000-000000000000',
      admin,
    );
    expect(contact.statusCode).toBe(403);
    expect(contact.json().message).toBe('Super Admin Can Only Delete Contact');
    const union = await empty('DELETE', '/api/unions/95999', admin);
    expect(union.statusCode).toBe(403);
    expect(union.json().message).toBe('Super Admin Can Only Delete Union');
    const village = await empty(
      'DELETE',
      '/api/villages/00000000-0000-4000-8000-000000000000',
      admin,
    );
    expect(village.json().message).toBe('Super Admin Can Only Delete Village');
    // A super admin's empty body goes through to the route.
    expect((await empty('DELETE', '/api/unions/95999', superAdmin)).statusCode).toBe(200);
  });

  it('the access check comes before a malformed body too', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/unions',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(403);
    const anonymous = await t.inject({
      method: 'POST',
      url: '/api/unions',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(anonymous.statusCode).toBe(401);
    // For a caller allowed in, malformed JSON is still a 400.
    const allowed = await t.inject({
      method: 'POST',
      url: '/api/unions',
      headers: { ...superAdmin.headers, 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(allowed.statusCode).toBe(400);
  });
});

describe('place edits answer success, as the original server did', () => {
  // The original client closes its edit forms on `success`; without it they stayed open.
  const patch = (url: string, body: unknown) =>
    t.inject({ method: 'PATCH', url, headers: superAdmin.headers, payload: body as object });

  it('PATCH of an upazila, a union and a village answers success: true with the count', async () => {
    const upazila = await patch(`/api/upazilas/${here.upazilaId}`, { bn_name: names.upazila });
    expect(upazila.statusCode, upazila.body).toBe(200);
    expect(upazila.json()).toEqual({ success: true, modifiedCount: 1 });

    const union = await patch(`/api/unions/${here.unionId}`, { bn_name: names.union });
    expect(union.statusCode, union.body).toBe(200);
    expect(union.json()).toEqual({ success: true, modifiedCount: 1 });

    const added = await t.inject({
      method: 'POST',
      url: '/api/villages',
      headers: superAdmin.headers,
      payload: { name: 'Compat Para', bn_name: 'কমপ্যাট পাড়া', union_id: here.unionId },
    });
    expect(added.statusCode, added.body).toBe(200);
    const village = await patch(`/api/villages/${added.json().insertedId}`, {
      bn_name: 'কমপ্যাট নতুন পাড়া',
    });
    expect(village.statusCode, village.body).toBe(200);
    expect(village.json()).toEqual({ success: true, modifiedCount: 1 });
  });
});

describe('sign-up sends a null name', () => {
  it('PUT /user/{email} with name null gives the token', async () => {
    const email = `nullname-${Date.now()}@example.com`;
    const signUp = await t.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: 'http://localhost:3000' },
      payload: { email, password: 'secret-123', name: 'নাম' },
    });
    const cookie = [signUp.headers['set-cookie']]
      .flat()
      .filter(Boolean)
      .map((c) => String(c).split(';')[0])
      .join('; ');
    const res = await t.inject({
      method: 'PUT',
      url: `/api/user/${email}`,
      headers: { cookie },
      payload: { email, name: null },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(typeof res.json().token).toBe('string');
  });
});

/**
 * Every call the original client makes (its list of calls, with /api in front), in the order a
 * volunteer's day makes them, with the bodies and queries it sends, each answering what the client
 * reads. The deliberate differences (README): every admin call carries a token (the original
 * sent none on some deletes); the blood request is for tomorrow (from today to 60 days ahead);
 * the contact's image is uploaded here first instead of to an image host.
 */
describe('every call of the original client, replayed', () => {
  type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  const replayed: string[] = [];
  async function call(method: Method, url: string, who: TestUser | null, body?: object) {
    const res = await t.inject({
      method,
      url: `/api${url}`,
      headers: { ...(who?.headers ?? {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { payload: body } : {}),
    });
    replayed.push(
      `${method} ${url
        .split('?')[0]!
        .replace(/\/[^/]+@[^/]+$/, '/{email}')
        .replace(/\/[^/]*[0-9][^/]*$/, '/{id}')}`,
    );
    // The original client took any 2xx as success (201 for a creation).
    expect([200, 201], `${method} ${url}: ${res.statusCode} ${res.body}`).toContain(res.statusCode);
    return res.json() as Record<string, unknown> & unknown[];
  }
  const filters =
    'sortByDonateCount=donationCount,-1&donorSearchData=&unionFilterData=&villageFilterData=&bloodGroupFilterData=&upazilaFilterData=&districtFilterData=&divisionFilterData=';

  it('answers each the way the client reads it', async () => {
    // The signed-in admin's check, and the registration form's place lists.
    expect(await call('GET', `/admin/${admin.email}`, admin)).toMatchObject({
      admin: true,
      role: 'admin',
    });
    expect((await call('GET', '/divisions', admin)).divisions).toEqual(
      expect.arrayContaining([expect.objectContaining({ division_id: String(here.divisionId) })]),
    );
    expect(
      (await call('GET', `/districts?division_id=${here.divisionId}`, admin)).districts,
    ).not.toHaveLength(0);
    expect(
      (await call('GET', `/upazilasForForm?district_id=${here.districtId}`, admin)).upazilas,
    ).not.toHaveLength(0);
    expect(
      (await call('GET', `/unionsForForm?upazila_id=${here.upazilaId}`, admin)).unions,
    ).not.toHaveLength(0);
    expect(await call('GET', `/villagesForForm?union_id=${here.unionId}`, admin)).toHaveProperty(
      'villages',
    );

    // A donor registers (no token), an admin accepts, edits, counts a donation, makes them available.
    const name = 'পুনরাভিনয় দাতা';
    const registered = await call(
      'POST',
      '/donor-request',
      null,
      registration({ name, number2: '', status: 'pending' }),
    );
    expect(registered.insertedId).toEqual(expect.any(String));
    const queue = await call('GET', '/donor-request?limit=10&pageNumber=0', admin);
    expect(queue).toMatchObject({ pageCount: expect.any(Number), totalCount: expect.any(Number) });
    const id = (queue.allDonorRequest as { _id: string; name: string }[]).find(
      (d) => d.name === name,
    )!._id;
    await call('PATCH', `/donorStatus/${id}`, admin, {
      status: 'verified',
      acceptedTime: new Date().toISOString(),
    });
    const available = await call('GET', `/available-donor?limit=10&pageNumber=0&${filters}`, admin);
    expect(available).toMatchObject({ pageCount: expect.any(Number) });
    expect((available.availableDonorList as { _id: string }[]).map((d) => d._id)).toContain(id);
    const edited = await call('PATCH', `/donorInfo/${id}`, admin, {
      name,
      bloodGroup: 'aPositive',
      gender: 'পুরুষ',
      number1: nextPhone(),
      number2: '',
      donationCount: 2,
    });
    expect(edited.success).toBe(true);
    const now = new Date().toISOString();
    await call('PATCH', `/donationCount/${id}`, admin, {
      donateTime: now,
      donateButtonClickTime: now,
      note: 0,
    });
    const unavailable = await call(
      'GET',
      `/unavailable-donor?limit=10&pageNumber=0&${filters}`,
      admin,
    );
    expect((unavailable.unavailableDonorList as { _id: string }[]).map((d) => d._id)).toContain(id);
    expect(await call('PATCH', `/handleAvailability/${id}`, admin, {})).toMatchObject({ name });
    expect(await call('GET', '/verified-donor', admin)).toEqual(
      expect.arrayContaining([expect.objectContaining({ _id: id })]),
    );
    expect(await call('GET', '/top-donor', admin)).toEqual(
      expect.arrayContaining([expect.objectContaining({ name })]),
    );
    // A second registration, declined: the request is deleted.
    const declined = await call(
      'POST',
      '/donor-request',
      null,
      registration({ status: 'pending' }),
    );
    expect(
      (await call('DELETE', `/donorRequest/${declined.insertedId as string}`, admin)).deletedCount,
    ).toBe(1);

    // A blood request (no token), listed, completed, listed as complete, deleted.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const asked = await call('POST', '/blood-request', null, {
      patient_name: 'রোগী',
      requested_bloodGroup: 'aPositive',
      date: tomorrow,
      blood_quantity: '2',
      patient_problem: 'অপারেশন',
      donation_place: 'ঢাকা মেডিকেল',
      number1: '01711111111',
      number2: '',
      status: 'incomplete',
    });
    const requestId = asked.insertedId as string;
    const incomplete = await call('GET', '/incomplete-blood-request?limit=10&pageNumber=0', admin);
    expect(incomplete).toMatchObject({
      pageCount: expect.any(Number),
      totalCount: expect.any(Number),
    });
    expect(
      (incomplete.incompleteBloodRequestList as { _id: string }[]).map((r) => r._id),
    ).toContain(requestId);
    await call('PATCH', `/blood-request-status/${requestId}`, admin, {
      status: 'done',
      submissionTime: new Date().toISOString(),
    });
    const complete = await call('GET', '/complete-blood-request?limit=10&pageNumber=0', admin);
    expect((complete.completeBloodRequestList as { _id: string }[]).map((r) => r._id)).toContain(
      requestId,
    );
    expect((await call('DELETE', `/deleteBloodRequest/${requestId}`, admin)).deletedCount).toBe(1);

    // Users: the list, making an admin, the admins, promoting, deleting (a super admin's calls).
    const newcomer = await createUser(t);
    const users = await call(
      'GET',
      `/users?limit=10&pageNumber=0&userSearchData=${encodeURIComponent(newcomer.email)}`,
      superAdmin,
    );
    expect(users).toMatchObject({
      users: [expect.objectContaining({ email: newcomer.email })],
      pageCount: 1,
    });
    expect((await call('PUT', `/user/admin/${newcomer.email}`, superAdmin)).modifiedCount).toBe(1);
    expect(await call('GET', '/all-admin', superAdmin)).toEqual(
      expect.arrayContaining([expect.objectContaining({ email: newcomer.email, role: 'admin' })]),
    );
    const promoted = await call('PATCH', `/admin/accessibility/${newcomer.email}`, superAdmin, {
      role: 'superAdmin',
    });
    expect(promoted.modifiedCount).toBe(1);
    expect((await call('DELETE', `/deleteUser/${newcomer.id}`, superAdmin)).deletedCount).toBe(1);

    // Emergency contacts: the photo (uploaded here), add, both lists, edit, delete.
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fe3c47' } })
      .png()
      .toBuffer();
    const form = await multipart(png, 'card.png', 'image/png');
    const upload = await t.inject({
      method: 'POST',
      url: '/api/uploads/image',
      headers: { ...admin.headers, ...form.headers },
      payload: form.payload,
    });
    expect(upload.json()).toMatchObject({ success: true, data: { url: expect.any(String) } });
    const contact = await call('POST', '/admin-contact', admin, {
      name: 'জরুরি',
      number1: '01722222222',
      number2: '',
      img: upload.json().data.url as string,
    });
    const contactId = contact.insertedId as string;
    expect(await call('GET', '/contacts/dashboard', admin)).toEqual(
      expect.arrayContaining([expect.objectContaining({ _id: contactId })]),
    );
    expect(await call('GET', '/contacts?pageNumber=0', null)).toMatchObject({
      contacts: expect.any(Array),
      pageCount: expect.any(Number),
    });
    expect(
      (
        await call('PATCH', `/contact/${contactId}`, admin, {
          name: 'জরুরি ২',
          number1: '01722222222',
          number2: '',
        })
      ).success,
    ).toBe(true);
    expect((await call('DELETE', `/delete-contact/${contactId}`, superAdmin)).deletedCount).toBe(1);

    // Places: the three lists, adding and deleting a union and a village (a super admin's calls).
    expect(
      await call('GET', '/upazilas?upazilaLimit=5&upazilaPageNumber=0&upazilaSearchData=', admin),
    ).toMatchObject({ upazilas: expect.any(Array), pageCount: expect.any(Number) });
    expect(
      await call('GET', '/unions?unionLimit=5&unionPageNumber=0&unionSearchData=', admin),
    ).toMatchObject({ unions: expect.any(Array), pageCount: expect.any(Number) });
    expect(
      await call('GET', '/villages?villageLimit=5&villagePageNumber=0&villageSearchData=', admin),
    ).toMatchObject({ villages: expect.any(Array), pageCount: expect.any(Number) });
    const union = await call('POST', '/unions', superAdmin, {
      name: 'Replay Union',
      bn_name: 'পুনরাভিনয় ইউনিয়ন',
      union_id: 96001,
      upazila_id: here.upazilaId,
    });
    expect(union.insertedId).toBeTruthy();
    const village = await call('POST', '/villages', superAdmin, {
      name: 'Replay Para',
      bn_name: 'পুনরাভিনয় পাড়া',
      union_id: 96001,
    });
    expect(
      (await call('DELETE', `/villages/${village.insertedId as string}`, superAdmin)).deletedCount,
    ).toBeGreaterThan(0);
    expect((await call('DELETE', '/unions/96001', superAdmin)).deletedCount).toBeGreaterThan(0);

    // Every call of the client's list but the sign-up's PUT /user/{email} (replayed above).
    expect(new Set(replayed)).toEqual(
      new Set([
        'GET /admin/{email}',
        'GET /divisions',
        'GET /districts',
        'GET /upazilasForForm',
        'GET /unionsForForm',
        'GET /villagesForForm',
        'POST /donor-request',
        'GET /donor-request',
        'PATCH /donorStatus/{id}',
        'DELETE /donorRequest/{id}',
        'GET /available-donor',
        'GET /unavailable-donor',
        'PATCH /donorInfo/{id}',
        'PATCH /donationCount/{id}',
        'PATCH /handleAvailability/{id}',
        'GET /verified-donor',
        'GET /complete-blood-request',
        'GET /incomplete-blood-request',
        'POST /blood-request',
        'PATCH /blood-request-status/{id}',
        'DELETE /deleteBloodRequest/{id}',
        'GET /top-donor',
        'GET /users',
        'DELETE /deleteUser/{id}',
        'PUT /user/admin/{email}',
        'GET /all-admin',
        'PATCH /admin/accessibility/{email}',
        'GET /contacts/dashboard',
        'GET /contacts',
        'POST /admin-contact',
        'PATCH /contact/{id}',
        'DELETE /delete-contact/{id}',
        'GET /unions',
        'POST /unions',
        'DELETE /unions/{id}',
        'GET /upazilas',
        'GET /villages',
        'POST /villages',
        'DELETE /villages/{id}',
      ]),
    );
  });
});
