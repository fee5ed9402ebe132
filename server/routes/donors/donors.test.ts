import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DonorRow } from '../../../common/schemas/donors.ts';
import { districts, divisions, donations, donors, unions, upazilas } from '../../db/schema.ts';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { createUser, loginAs, type TestUser } from '../../test/auth.ts';
import { daysBefore } from '../../data/donations.ts';
import { buildDonor, nextPhone, places, type Place } from '../../test/factories.ts';
import { phoneSearchDigits, prefixUpperBound } from '../../data/donors.ts';

const DAY = 86_400_000;
/** The start of a YYYY-MM-DD date in Bangladesh (UTC+6, no daylight saving). */
const startInBangladesh = (date: string) => new Date(`${date}T00:00:00+06:00`).getTime();
let t: TestApp;
let admin: TestUser;
let user: TestUser;
let here: Place;
let there: Place;
let ipCounter = 0;

beforeAll(async () => {
  t = await startTestApp({ PUBLIC_WRITE_LIMIT: '3' });
  admin = await loginAs(t, 'admin');
  user = await createUser(t);
  [here, there] = (await places(t.db, 2)) as [Place, Place];
});
afterAll(() => t.close());

/** Each registration from its own client address, so that the rate limit is tested on its own. */
const register = (
  payload: Record<string, unknown>,
  remoteAddress = `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`,
) => t.inject({ method: 'POST', url: '/api/donor-request', payload, remoteAddress });

const registration = (overrides: Record<string, unknown> = {}) => ({
  name: 'রহিম উদ্দিন',
  bloodGroup: 'oPositive',
  age: '1995-05-20',
  number1: nextPhone(),
  number2: '',
  gender: 'পুরুষ',
  division: `${here.divisionId},বিভাগ`,
  district: String(here.districtId),
  upazila: String(here.upazilaId),
  union: `${here.unionId},ইউনিয়ন`,
  village: '  উত্তরপাড়া  ',
  ...overrides,
});

const get = (url: string, who: TestUser | null = admin) =>
  t.inject({ url, headers: who?.headers ?? {} });
const patch = (url: string, payload: unknown = {}, who: TestUser | null = admin) =>
  t.inject({
    method: 'PATCH',
    url,
    payload: payload as Record<string, unknown>,
    headers: who?.headers ?? {},
  });

async function donorRow(id: string) {
  const [row] = await t.db.select().from(donors).where(eq(donors.id, id));
  return row!;
}

describe('POST /api/donor-request (public registration)', () => {
  it('stores a pending request with Bengali digits turned into ASCII, ignoring server-owned fields', async () => {
    const res = await register(
      registration({
        number1: '০১৯১১২২৩৩৪৪',
        number2: '০১৮১১ ২২৩৩৪৪',
        status: 'verified',
        acceptedTime: '2020-01-01T00:00:00Z',
        donationCount: 50,
        available: false,
        time: '2030-01-01T00:00:00Z',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { insertedId } = res.json();
    expect(typeof insertedId).toBe('string');
    const row = await donorRow(insertedId);
    expect(row).toMatchObject({
      status: 'pending',
      acceptedAt: null,
      donationCount: 0,
      nextEligibleAt: null,
      phone1: '01911223344',
      phone2: '01811223344',
      village: 'উত্তরপাড়া',
      unionId: here.unionId,
    });

    const list = (await get('/api/donor-request?limit=100')).json();
    const shown = list.allDonorRequest.find((d: DonorRow) => d._id === insertedId);
    const [names] = await t.db
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
    expect(shown).toMatchObject({
      ...names,
      village: 'উত্তরপাড়া',
      status: 'pending',
      age: '1995-05-20',
    });
    // Beside the Bengali names the API always sent, each place in both languages.
    const [english] = await t.db
      .select({
        division: divisions.name,
        district: districts.name,
        upazila: upazilas.name,
        union: unions.name,
      })
      .from(unions)
      .innerJoin(upazilas, eq(upazilas.id, unions.upazilaId))
      .innerJoin(districts, eq(districts.id, upazilas.districtId))
      .innerJoin(divisions, eq(divisions.id, districts.divisionId))
      .where(eq(unions.id, here.unionId));
    expect(english!.division).toMatch(/^[A-Za-z]/);
    expect(shown.placeNames).toEqual({
      division: { bn: names!.division, en: english!.division },
      district: { bn: names!.district, en: english!.district },
      upazila: { bn: names!.upazila, en: english!.upazila },
      union: { bn: names!.union, en: english!.union },
    });
  });

  it('answers bad input with 400 naming the field and the product message', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '  ' }, 'name', 'Name is required'],
      [{ bloodGroup: '' }, 'bloodGroup', 'Blood Group is required'],
      [{ age: '' }, 'age', 'Age is required'],
      [{ number1: '' }, 'number1', 'Number is required'],
      [{ number1: '0171122334' }, 'number1', 'Minimum length 11'],
      [{ number1: '017112233445' }, 'number1', 'Maximum length 11'],
      [{ number1: '0171122334a' }, 'number1', 'Number must contain digits only'],
      [{ number2: '0171' }, 'number2', 'Minimum length 11'],
      [{ gender: 'man' }, 'gender', 'Gender is required'],
      [{ division: '' }, 'division', 'Division is required'],
      [{ district: '' }, 'district', 'District is required'],
      [{ upazila: '' }, 'upazila', 'Upazila Station is required'],
      [{ union: '' }, 'union', 'Union is required'],
      [{ village: '' }, 'village', 'Village is required'],
      [{ village: 'গ'.repeat(61) }, 'village', 'Village name must be at most 60 characters'],
      [{ age: '2001-02-30' }, 'age', 'Enter a real date of birth'],
      [{ age: '2999-01-01' }, 'age', 'Date of birth must be in the past'],
      [
        { age: new Date(Date.now() - 17 * 365 * DAY).toISOString().slice(0, 10) },
        'age',
        'Donor must be at least 18 years old',
      ],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await register(registration(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().field).toBe(field);
      expect(res.json().message).toContain(message);
    }
  });

  it('refuses a phone number that a donor already has, naming the field', async () => {
    const phone = nextPhone();
    const other = nextPhone();
    expect((await register(registration({ number1: phone, number2: other }))).statusCode).toBe(201);
    const again = await register(registration({ number1: phone }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ field: 'number1' });
    expect(again.json().message).toMatch(/already registered/);
    // A number that is somebody's second number, given here as the second number.
    const asSecond = await register(registration({ number2: other }));
    expect(asSecond.statusCode).toBe(409);
    expect(asSecond.json().field).toBe('number2');
    // Typed in Bengali digits, it is still the same number.
    const bengali = phone.replace(/\d/g, (d) => String.fromCharCode(0x09e6 + Number(d)));
    expect((await register(registration({ number1: bengali }))).statusCode).toBe(409);
  });

  it('checks that the geography exists and belongs together', async () => {
    const wrongUpazila = await register(registration({ upazila: String(there.upazilaId) }));
    expect(wrongUpazila.statusCode).toBe(400);
    expect(wrongUpazila.json().field).toBe('union');
    const missing = await register(registration({ union: '999999' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe('union');
    const wrongDivision = await register(
      registration({ division: String(there.divisionId === 1 ? 2 : 1) }),
    );
    expect(wrongDivision.statusCode).toBe(400);
  });

  it('rate limits registrations per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await register(registration(), '192.0.2.77')).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect((await register(registration(), '192.0.2.78')).statusCode).toBe(201);
  });
});

describe('the donor request queue', () => {
  it('pages pending requests in SQL with counts, and bounds the page size', async () => {
    for (let i = 0; i < 3; i++)
      await buildDonor(t.db, here, { status: 'pending', acceptedAt: null });
    const page = (await get('/api/donor-request?limit=2&pageNumber=0')).json();
    expect(page.allDonorRequest).toHaveLength(2);
    expect(page.totalCount).toBeGreaterThanOrEqual(3);
    expect(page.pageCount).toBe(Math.ceil(page.totalCount / 2));
    expect(page.allDonorRequest.every((d: DonorRow) => d.status === 'pending')).toBe(true);
    const counts = (await get('/api/dashboard/counts')).json();
    expect(counts.pendingDonorRequests).toBe(page.totalCount);

    for (const [url, field] of [
      ['/api/donor-request?limit=101', 'limit'],
      ['/api/donor-request?limit=0', 'limit'],
      ['/api/donor-request?pageNumber=-1', 'pageNumber'],
      ['/api/donor-request?limit=abc', 'limit'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().field).toBe(field);
    }
    expect((await get('/api/donor-request', null)).statusCode).toBe(401);
    expect((await get('/api/donor-request', user)).statusCode).toBe(403);
  });

  it('accepts a request with the server clock, ignoring client-sent status and times', async () => {
    const pending = await buildDonor(t.db, here, {
      status: 'pending',
      acceptedAt: null,
      donationCount: 7,
    });
    const before = Date.now();
    const res = await patch(`/api/donorStatus/${pending.id}`, {
      status: 'pending',
      acceptedTime: '2001-01-01T00:00:00Z',
      donationCount: 99,
    });
    expect(res.json()).toEqual({ modifiedCount: 1 });
    const row = await donorRow(pending.id);
    expect(row.status).toBe('verified');
    // The history (7 donations) is kept: accepting resets nothing.
    expect(row.donationCount).toBe(7);
    expect(row.nextEligibleAt!.getTime()).toBeLessThan(Date.now());
    expect(row.acceptedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);

    // Accepting again changes nothing (a verified donor's count is never reset).
    await t.db.update(donors).set({ donationCount: 3 }).where(eq(donors.id, pending.id));
    expect((await patch(`/api/donorStatus/${pending.id}`)).json()).toEqual({ modifiedCount: 0 });
    expect((await donorRow(pending.id)).donationCount).toBe(3);

    const available = (await get('/api/available-donor?limit=100')).json()
      .availableDonorList as DonorRow[];
    expect(available.find((d) => d._id === pending.id)).toMatchObject({
      available: true,
      status: 'verified',
    });

    expect((await patch('/api/donorStatus/not-a-uuid')).json().field).toBe('id');
    expect((await patch(`/api/donorStatus/${pending.id}`, {}, null)).statusCode).toBe(401);
    expect((await patch(`/api/donorStatus/${pending.id}`, {}, user)).statusCode).toBe(403);
  });

  it('deletes a donor or a request', async () => {
    const pending = await buildDonor(t.db, here, { status: 'pending' });
    const del = () =>
      t.inject({
        method: 'DELETE',
        url: `/api/donorRequest/${pending.id}`,
        headers: admin.headers,
      });
    expect((await del()).json()).toEqual({ deletedCount: 1 });
    expect((await del()).json()).toEqual({ deletedCount: 0 });
    const bad = await t.inject({
      method: 'DELETE',
      url: '/api/donorRequest/123',
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('id');
    const anon = await t.inject({ method: 'DELETE', url: `/api/donorRequest/${pending.id}` });
    expect(anon.statusCode).toBe(401);
  });
});

describe('the available and unavailable lists', () => {
  // Donors of this block carry a marker village so that the assertions ignore other tests' rows.
  const V = 'তালিকাগ্রাম';
  const ids: Record<string, string> = {};
  const listOf = async (kind: 'available' | 'unavailable', query = '') => {
    const res = await get(
      `/api/${kind}-donor?limit=100&villageFilterData=${encodeURIComponent(V)}${query}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    return body[`${kind}DonorList`] as DonorRow[];
  };
  const names = (rows: DonorRow[]) => rows.map((r) => r.name);

  beforeAll(async () => {
    const now = Date.now();
    const make = async (key: string, place: Place, o: Parameters<typeof buildDonor>[2]) =>
      (ids[key] = (await buildDonor(t.db, place, { village: V, ...o })).id);
    await make('rahim', here, {
      name: 'রহিম মিয়া',
      phone1: '01712345678',
      donationCount: 2,
      acceptedAt: new Date(now - 3 * DAY),
    });
    await make('karim', here, {
      name: 'Karim Ahmed',
      gender: 'পুরুষ',
      bloodGroup: 'aPositive',
      donationCount: 9,
      acceptedAt: new Date(now - 2 * DAY),
    });
    await make('fatema', there, {
      name: 'ফাতেমা 100%',
      gender: 'মহিলা',
      bloodGroup: 'bNegative',
      phone2: '01898765432',
      donationCount: 5,
      acceptedAt: new Date(now - DAY),
    });
    await make('passed', there, {
      name: 'সময় পেরিয়েছে',
      gender: 'অজানা',
      nextEligibleAt: new Date(now - 60_000),
      acceptedAt: new Date(now - 4 * DAY),
    });
    await make('waiting1', here, {
      name: 'অপেক্ষমাণ এক',
      donationCount: 1,
      donateClickedAt: new Date(now - 5 * DAY),
      nextEligibleAt: new Date(now + 80 * DAY),
    });
    await make('waiting2', here, {
      name: 'অপেক্ষমাণ দুই',
      donationCount: 6,
      donateClickedAt: new Date(now - 9 * DAY),
      nextEligibleAt: new Date(now + 70 * DAY),
    });
    await make('pending', here, { name: 'অপেক্ষারত আবেদন', status: 'pending', acceptedAt: null });
  });

  it('splits verified donors by their next-eligible time, derived on the server', async () => {
    expect(names(await listOf('available'))).toEqual([
      'ফাতেমা 100%',
      'Karim Ahmed',
      'রহিম মিয়া',
      'সময় পেরিয়েছে',
    ]);
    expect(names(await listOf('unavailable'))).toEqual(['অপেক্ষমাণ দুই', 'অপেক্ষমাণ এক']);
    const passed = (await listOf('available')).find((d) => d._id === ids.passed)!;
    expect(passed.available).toBe(true);
  });

  it('sorts by donation count when asked', async () => {
    expect(names(await listOf('available', '&sortByDonateCount=true'))).toEqual([
      'Karim Ahmed',
      'ফাতেমা 100%',
      'রহিম মিয়া',
      'সময় পেরিয়েছে',
    ]);
    expect(names(await listOf('unavailable', '&sortByDonateCount=donationCount'))).toEqual([
      'অপেক্ষমাণ দুই',
      'অপেক্ষমাণ এক',
    ]);
  });

  it('filters by geography, blood group and gender', async () => {
    expect(names(await listOf('available', `&unionFilterData=${there.unionId}`))).toEqual([
      'ফাতেমা 100%',
      'সময় পেরিয়েছে',
    ]);
    expect(names(await listOf('available', `&upazilaFilterData=${here.upazilaId},নাম`))).toEqual([
      'Karim Ahmed',
      'রহিম মিয়া',
    ]);
    expect(
      (await listOf('available', `&districtFilterData=${here.districtId}`)).length,
    ).toBeGreaterThanOrEqual(2);
    expect(
      (await listOf('available', `&divisionFilterData=${here.divisionId}`)).length,
    ).toBeGreaterThanOrEqual(2);
    expect(names(await listOf('available', '&bloodGroupFilterData=aPositive'))).toEqual([
      'Karim Ahmed',
    ]);
    expect(
      names(await listOf('available', `&genders=${encodeURIComponent('মহিলা,অজানা')}`)),
    ).toEqual(['ফাতেমা 100%', 'সময় পেরিয়েছে']);
  });

  it('searches names and villages in either script, and phones exactly or by prefix', async () => {
    const search = (text: string) =>
      listOf('available', `&donorSearchData=${encodeURIComponent(text)}`);
    expect(names(await search('রহিম'))).toEqual(['রহিম মিয়া']);
    expect(names(await search('karim'))).toEqual(['Karim Ahmed']);
    expect(names(await search('100%'))).toEqual(['ফাতেমা 100%']);
    expect(names(await search('%'))).toEqual(['ফাতেমা 100%']);
    expect(names(await search('01712345678'))).toEqual(['রহিম মিয়া']);
    expect(names(await search('০১৭১২৩৪৫'))).toEqual(['রহিম মিয়া']);
    expect(names(await search('+8801898765432'))).toEqual(['ফাতেমা 100%']);
    expect((await search('তালিকা')).length).toBe(4);
    expect(await search('.*')).toEqual([]);
  });

  it('pages in SQL and validates the query', async () => {
    const res = (
      await get(
        `/api/available-donor?limit=2&pageNumber=1&villageFilterData=${encodeURIComponent(V)}`,
      )
    ).json();
    expect(res).toMatchObject({ pageCount: 2, totalCount: 4 });
    expect(res.availableDonorList.map((d: DonorRow) => d.name)).toEqual([
      'রহিম মিয়া',
      'সময় পেরিয়েছে',
    ]);
    for (const [query, field] of [
      ['limit=101', 'limit'],
      ['pageNumber=x', 'pageNumber'],
      ['bloodGroupFilterData=Z%2B', 'bloodGroupFilterData'],
      ['unionFilterData=abc', 'unionFilterData'],
      ['genders=man', 'genders'],
      ['sortByDonateCount=sideways', 'sortByDonateCount'],
      [`donorSearchData=${'x'.repeat(101)}`, 'donorSearchData'],
    ] as const) {
      for (const kind of ['available', 'unavailable']) {
        const bad = await get(`/api/${kind}-donor?${query}`);
        expect(bad.statusCode, query).toBe(400);
        expect(bad.json().field).toBe(field);
      }
    }
    for (const kind of ['available', 'unavailable']) {
      expect((await get(`/api/${kind}-donor`, null)).statusCode).toBe(401);
      expect((await get(`/api/${kind}-donor`, user)).statusCode).toBe(403);
    }
  });
});

describe('donations and availability', () => {
  it('counts a donation made days ago, records it, and makes a man unavailable until 90 days after its date', async () => {
    const donor = await buildDonor(t.db, here, { name: 'দানকারী', donationCount: 2 });
    const before = Date.now();
    const res = await patch(`/api/donationCount/${donor.id}`, {
      note: 10,
      donateTime: '2001-01-01T00:00:00Z',
      donateButtonClickTime: '2001-01-01T00:00:00Z',
      donationCount: 100,
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await donorRow(donor.id);
    expect(row.donationCount).toBe(3);
    expect(row.note).toBe(10);
    const donatedOn = daysBefore(new Date(before), 10);
    expect(row.lastDonatedAt!.getTime()).toBe(startInBangladesh(donatedOn));
    expect(row.nextEligibleAt!.getTime()).toBe(startInBangladesh(donatedOn) + 90 * DAY);
    expect(Math.abs(row.donateClickedAt!.getTime() - before)).toBeLessThan(5000);
    const recorded = (
      await t.db.select().from(donations).where(eq(donations.donorId, donor.id))
    ).filter((r) => r.recordedBy !== null);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]!.recordedBy).toBe(admin.id);
    expect(recorded[0]).toMatchObject({
      donatedAt: donatedOn,
      kind: 'whole_blood',
      place: null,
      bloodRequestId: null,
    });

    const unavailable = (
      await get('/api/unavailable-donor?limit=100&donorSearchData=দানকারী')
    ).json();
    expect(unavailable.unavailableDonorList).toHaveLength(1);
    expect(unavailable.unavailableDonorList[0]).toMatchObject({
      available: false,
      donationCount: 3,
      note: 10,
    });
    expect(
      (await get('/api/available-donor?limit=100&donorSearchData=দানকারী')).json()
        .availableDonorList,
    ).toEqual([]);

    // Not twice while unavailable.
    const again = await patch(`/api/donationCount/${donor.id}`, { note: 0 });
    expect(again.statusCode).toBe(409);
    expect((await donorRow(donor.id)).donationCount).toBe(3);
  });

  it('keeps a donor available when the donation was more than 90 days ago; defaults note to 0', async () => {
    const old = await buildDonor(t.db, here, { name: 'পুরোনো দান' });
    expect((await patch(`/api/donationCount/${old.id}`, { note: 120 })).statusCode).toBe(200);
    const row = await donorRow(old.id);
    expect(row.donationCount).toBe(1);
    expect(row.nextEligibleAt!.getTime()).toBeLessThan(Date.now());
    const list = (await get('/api/available-donor?donorSearchData=পুরোনো দান')).json()
      .availableDonorList;
    expect(list).toHaveLength(1);

    const fresh = await buildDonor(t.db, here);
    const before = Date.now();
    expect((await patch(`/api/donationCount/${fresh.id}`, {})).statusCode).toBe(200);
    const next = (await donorRow(fresh.id)).nextEligibleAt!.getTime();
    expect(next).toBe(startInBangladesh(daysBefore(new Date(before), 0)) + 90 * DAY);
  });

  it('validates the donation and refuses the wrong callers', async () => {
    const donor = await buildDonor(t.db, here);
    for (const note of [-1, 'abc', 1.5]) {
      const res = await patch(`/api/donationCount/${donor.id}`, { note });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('note');
    }
    const pending = await buildDonor(t.db, here, { status: 'pending' });
    expect((await patch(`/api/donationCount/${pending.id}`, { note: 0 })).statusCode).toBe(404);
    expect((await patch(`/api/donationCount/${donor.id}`, { note: 0 }, null)).statusCode).toBe(401);
    expect((await patch(`/api/donationCount/${donor.id}`, { note: 0 }, user)).statusCode).toBe(403);
    expect((await donorRow(donor.id)).donationCount).toBe(0);
  });

  it('Done makes an unavailable donor available at once and names them', async () => {
    const donor = await buildDonor(t.db, here, {
      name: 'অপেক্ষায় আছেন',
      donationCount: 4,
      nextEligibleAt: new Date(Date.now() + 30 * DAY),
    });
    const res = await patch(`/api/handleAvailability/${donor.id}`, {
      available: false,
      time: '2099-01-01',
    });
    expect(res.json()).toEqual({ modifiedCount: 1, name: 'অপেক্ষায় আছেন' });
    const row = await donorRow(donor.id);
    expect(row.nextEligibleAt).toBeNull();
    expect(row.donationCount).toBe(4);
    const missing = await patch('/api/handleAvailability/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect((await patch(`/api/handleAvailability/${donor.id}`, {}, user)).statusCode).toBe(403);
    expect((await patch(`/api/handleAvailability/${donor.id}`, {}, null)).statusCode).toBe(401);
  });
});

describe('PATCH /api/donorInfo/:id', () => {
  it('updates the editable fields, converting the count, ignoring status and times', async () => {
    const donor = await buildDonor(t.db, here, { donationCount: 1 });
    const phone = nextPhone();
    const res = await patch(`/api/donorInfo/${donor.id}`, {
      name: ' নতুন নাম ',
      bloodGroup: 'abNegative',
      gender: 'মহিলা',
      number1: phone,
      number2: '',
      donationCount: '6',
      status: 'pending',
      acceptedTime: '2001-01-01T00:00:00Z',
      time: '2099-01-01T00:00:00Z',
    });
    expect(res.json()).toEqual({ success: true, modifiedCount: 1 });
    const row = await donorRow(donor.id);
    expect(row).toMatchObject({
      name: 'নতুন নাম',
      bloodGroup: 'abNegative',
      gender: 'female',
      phone1: phone,
      phone2: null,
      priorDonations: 5,
      donationCount: 6,
      status: 'verified',
    });
    // Re-derived with the new sex's wait: her donation 400 days ago is long past 120 days.
    expect(row.nextEligibleAt!.getTime()).toBeLessThan(Date.now());
    expect(row.acceptedAt!.getTime()).toBe(donor.acceptedAt!.getTime());
  });

  it('refuses bad input, a phone of another donor, a missing donor and the wrong callers', async () => {
    const donor = await buildDonor(t.db, here);
    const other = await buildDonor(t.db, here);
    const body = {
      name: 'ক',
      bloodGroup: 'oPositive',
      gender: 'পুরুষ',
      number1: donor.phone1,
      donationCount: 0,
    };
    // Its own number is fine.
    expect((await patch(`/api/donorInfo/${donor.id}`, body)).statusCode).toBe(200);
    for (const [overrides, field, message] of [
      [{ donationCount: '' }, 'donationCount', 'Donation Count is required'],
      [{ donationCount: -1 }, 'donationCount', 'Donation Count must be 0 or more'],
      [{ name: '' }, 'name', 'Name is required'],
      [{ number1: '123' }, 'number1', 'Minimum length 11'],
      [{ number2: '123456789012' }, 'number2', 'Maximum length 11'],
      [{ bloodGroup: 'x' }, 'bloodGroup', 'Blood Group is required'],
    ] as const) {
      const res = await patch(`/api/donorInfo/${donor.id}`, { ...body, ...overrides });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe(field);
      expect(res.json().message).toContain(message);
    }
    const taken = await patch(`/api/donorInfo/${donor.id}`, { ...body, number2: other.phone1 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().field).toBe('number2');
    const missing = await patch('/api/donorInfo/00000000-0000-4000-8000-000000000000', {
      ...body,
      number1: nextPhone(),
    });
    expect(missing.statusCode).toBe(404);
    expect((await patch(`/api/donorInfo/${donor.id}`, body, user)).statusCode).toBe(403);
    expect((await patch(`/api/donorInfo/${donor.id}`, body, null)).statusCode).toBe(401);
  });
});

describe('leader board and verified donors', () => {
  beforeEach(async () => {
    await t.db.delete(donations);
    await t.db.delete(donors);
  });

  it('GET /api/top-donor is public, carries name, blood group and count only, at most 20, by count', async () => {
    for (let i = 0; i < 23; i++)
      await buildDonor(t.db, here, { name: `দাতা ${i}`, donationCount: i + 1 });
    await buildDonor(t.db, here, { name: 'আবেদনকারী', status: 'pending', donationCount: 500 });
    await buildDonor(t.db, here, { name: 'শূন্য', donationCount: 0 });
    const res = await t.inject({ url: '/api/top-donor' });
    expect(res.statusCode).toBe(200);
    const top = res.json();
    expect(top).toHaveLength(20);
    expect(top[0]).toEqual({ name: 'দাতা 22', bloodGroup: 'oPositive', donationCount: 23 });
    for (const row of top)
      expect(Object.keys(row).sort()).toEqual(['bloodGroup', 'donationCount', 'name']);
    const counts = top.map((r: { donationCount: number }) => r.donationCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect((await t.inject({ url: '/api/top-donor?limit=5' })).json()).toHaveLength(5);
    const bad = await t.inject({ url: '/api/top-donor?limit=21' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('limit');
  });

  it('GET /api/verified-donor is for admins, verified only, at most 100 rows', async () => {
    await t.db.insert(donors).values(
      Array.from({ length: 105 }, (_, i) => ({
        name: `যাচাইকৃত ${i}`,
        birthDate: '1990-01-01',
        gender: 'male',
        phone1: nextPhone(),
        bloodGroup: 'aPositive',
        ...here,
        village: 'গ্রাম',
        status: 'verified',
        acceptedAt: new Date(Date.now() - i * 1000),
      })),
    );
    await buildDonor(t.db, here, { status: 'pending' });
    const all = (await get('/api/verified-donor')).json() as DonorRow[];
    expect(all).toHaveLength(100);
    expect(all.every((d) => d.status === 'verified')).toBe(true);
    expect(all[0]!.name).toBe('যাচাইকৃত 0');
    expect((await get('/api/verified-donor?limit=7')).json()).toHaveLength(7);
    expect((await get('/api/verified-donor?limit=500')).json().field).toBe('limit');
    expect((await get('/api/verified-donor', user)).statusCode).toBe(403);
    expect((await get('/api/verified-donor', null)).statusCode).toBe(401);
  });
});

describe('phone search helpers', () => {
  it('reads digits in either script, with or without the country code', () => {
    expect(phoneSearchDigits('০১৭১২')).toBe('01712');
    expect(phoneSearchDigits('+880 1712-345678')).toBe('01712345678');
    expect(phoneSearchDigits('রহিম')).toBeUndefined();
    expect(phoneSearchDigits('017a')).toBeUndefined();
  });

  it('bounds a prefix range from above', () => {
    expect(prefixUpperBound('0171')).toBe('0172');
    expect(prefixUpperBound('0179')).toBe('018');
    expect(prefixUpperBound('999')).toBeUndefined();
  });
});
