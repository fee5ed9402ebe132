import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DonationHistory } from '../../../common/schemas/donations.ts';
import { todayInBangladesh } from '../../../common/dates.ts';
import type { DonorRow } from '../../../common/schemas/donors.ts';
import { bloodRequests, donations, donors } from '../../db/schema.ts';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { loginCallers, type TestUser } from '../../test/auth.ts';
import {
  buildDonor,
  nextPhone,
  places,
  type DonorOverrides,
  type Place,
} from '../../test/factories.ts';
import { daysBefore } from '../../data/donations.ts';

const DAY = 86_400_000;
/** The start of a YYYY-MM-DD date in Bangladesh (UTC+6, no daylight saving). */
const startInBangladesh = (date: string) => new Date(`${date}T00:00:00+06:00`).getTime();
const ago = (days: number) => daysBefore(new Date(), days);

let t: TestApp;
let user: TestUser;
let admin: TestUser;
let here: Place;

beforeAll(async () => {
  t = await startTestApp();
  ({ user, admin } = await loginCallers(t));
  [here] = (await places(t.db, 1)) as [Place];
});
afterAll(() => t.close());

const send = (
  method: 'GET' | 'POST' | 'DELETE' | 'PATCH',
  url: string,
  payload?: unknown,
  who: TestUser | null = admin,
) =>
  t.inject({
    method,
    url,
    headers: who?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const history = async (id: string) =>
  (await send('GET', `/api/donors/${id}/donations`)).json() as DonationHistory;
const add = (id: string, body: Record<string, unknown>) =>
  send('POST', `/api/donors/${id}/donations`, body);
const donor = (overrides: DonorOverrides = {}) => buildDonor(t.db, here, overrides);
async function row(id: string) {
  const [r] = await t.db.select().from(donors).where(eq(donors.id, id));
  return r!;
}
const nextOf = async (id: string) => (await row(id)).nextEligibleAt?.getTime() ?? null;

describe('donation history API', () => {
  it('adds past donations, lists them newest first with who recorded them, and keeps the totals', async () => {
    const d = await donor({ name: 'ইতিহাস', priorDonations: 2 });
    expect(await history(d.id)).toEqual({
      donations: [],
      priorDonations: 2,
      donationCount: 2,
      nextEligibleAt: null,
    });

    const first = await add(d.id, {
      donatedAt: ago(200),
      kind: 'whole_blood',
      place: '  ঢাকা মেডিকেল  ',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({
      donation: {
        _id: expect.any(String),
        donatedAt: ago(200),
        kind: 'whole_blood',
        place: 'ঢাকা মেডিকেল',
        bloodRequestId: null,
        recordedBy: admin.name,
      },
      donationCount: 3,
      nextEligibleAt: new Date(startInBangladesh(ago(200)) + 90 * DAY).toISOString(),
    });
    expect((await add(d.id, { donatedAt: ago(30), kind: 'platelets' })).statusCode).toBe(201);
    // An older donation added later does not move eligibility: the latest one decides.
    expect((await add(d.id, { donatedAt: ago(400) })).json().nextEligibleAt).toBe(
      new Date(startInBangladesh(ago(30)) + 14 * DAY).toISOString(),
    );

    const h = await history(d.id);
    expect(h.donations.map((x) => [x.donatedAt, x.kind])).toEqual([
      [ago(30), 'platelets'],
      [ago(200), 'whole_blood'],
      [ago(400), 'whole_blood'],
    ]);
    expect(h).toMatchObject({ priorDonations: 2, donationCount: 5 });
    expect((await row(d.id)).lastDonatedAt!.getTime()).toBe(startInBangladesh(ago(30)));

    // The lists, the leader board and the dashboard show the same total.
    const listed = (
      await send('GET', '/api/available-donor?limit=100&donorSearchData=ইতিহাস')
    ).json().availableDonorList as DonorRow[];
    expect(listed[0]!.donationCount).toBe(5);
    const top = (await send('GET', '/api/top-donor', undefined, null)).json() as {
      name: string;
      donationCount: number;
    }[];
    expect(top.find((x) => x.name === 'ইতিহাস')?.donationCount).toBe(5);
    const analytics = (await send('GET', '/api/dashboard/analytics')).json();
    expect(
      analytics.topDonors.find((x: { name: string }) => x.name === 'ইতিহাস')?.donationCount,
    ).toBe(5);
  });

  it('removes a mistaken donation and re-derives count and eligibility', async () => {
    const d = await donor({ gender: 'female' });
    const old = (await add(d.id, { donatedAt: ago(300) })).json().donation._id as string;
    const mistaken = (await add(d.id, { donatedAt: ago(10) })).json().donation._id as string;
    expect(await nextOf(d.id)).toBe(startInBangladesh(ago(10)) + 120 * DAY);

    const res = await send('DELETE', `/api/donors/${d.id}/donations/${mistaken}`);
    expect(res.json()).toEqual({
      deletedCount: 1,
      donationCount: 1,
      nextEligibleAt: new Date(startInBangladesh(ago(300)) + 120 * DAY).toISOString(),
    });
    // Again, or through another donor: nothing to delete.
    expect(
      (await send('DELETE', `/api/donors/${d.id}/donations/${mistaken}`)).json().deletedCount,
    ).toBe(0);
    const other = await donor();
    expect(
      (await send('DELETE', `/api/donors/${other.id}/donations/${old}`)).json().deletedCount,
    ).toBe(0);
    expect((await history(d.id)).donations).toHaveLength(1);

    expect((await send('DELETE', `/api/donors/${d.id}/donations/${old}`)).json()).toEqual({
      deletedCount: 1,
      donationCount: 0,
      nextEligibleAt: null,
    });
    expect((await row(d.id)).lastDonatedAt).toBeNull();
  });

  it('refuses bad input naming the field, and unknown donors, without writing', async () => {
    const d = await donor({ birthDate: '2000-06-15' });
    const tomorrow = daysBefore(new Date(), -1);
    for (const [body, field] of [
      [{}, 'donatedAt'],
      [{ donatedAt: '2024-02-30' }, 'donatedAt'],
      [{ donatedAt: '15/06/2024' }, 'donatedAt'],
      [{ donatedAt: tomorrow }, 'donatedAt'],
      [{ donatedAt: '2000-06-14' }, 'donatedAt'],
      [{ donatedAt: '2024-01-01', kind: 'plasma' }, 'kind'],
      [{ donatedAt: '2024-01-01', place: 'ক'.repeat(101) }, 'place'],
      [{ donatedAt: '2024-01-01', bloodRequestId: 'nope' }, 'bloodRequestId'],
      [
        { donatedAt: '2024-01-01', bloodRequestId: '00000000-0000-4000-8000-000000000000' },
        'bloodRequestId',
      ],
    ] as const) {
      const res = await add(d.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().field).toBe(field);
    }
    expect((await history(d.id)).donations).toEqual([]);
    // Today and the birthday itself are fine.
    expect((await add(d.id, { donatedAt: todayInBangladesh() })).statusCode).toBe(201);
    expect((await add(d.id, { donatedAt: '2000-06-15' })).statusCode).toBe(201);

    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await add(missing, { donatedAt: '2024-01-01' })).statusCode).toBe(404);
    expect((await send('GET', `/api/donors/${missing}/donations`)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/donors/${missing}/donations/${missing}`)).statusCode).toBe(
      404,
    );
    expect((await send('GET', '/api/donors/not-an-id/donations')).json().field).toBe('id');
    expect((await send('DELETE', `/api/donors/${d.id}/donations/x`)).json().field).toBe(
      'donationId',
    );
    expect((await send('GET', `/api/donors/${d.id}/donations`, undefined, user)).statusCode).toBe(
      403,
    );
    expect((await send('GET', `/api/donors/${d.id}/donations`, undefined, null)).statusCode).toBe(
      401,
    );
  });

  it('links a donation to the blood request it answered', async () => {
    const [request] = await t.db
      .insert(bloodRequests)
      .values({
        patientName: 'রোগী',
        bloodGroup: 'oPositive',
        neededAt: new Date(),
        quantity: '1',
        place: 'হাসপাতাল',
        phone1: nextPhone(),
      })
      .returning();
    const d = await donor();
    const res = await add(d.id, { donatedAt: ago(1), bloodRequestId: request!.id });
    expect(res.json().donation.bloodRequestId).toBe(request!.id);
  });

  it('answers at most 200 rows, newest first, while the count covers all of them', async () => {
    const d = await donor();
    await t.db
      .insert(donations)
      .values(Array.from({ length: 205 }, (_, k) => ({ donorId: d.id, donatedAt: ago(100 + k) })));
    const { refreshDonor } = await import('../../data/donor-derived.ts');
    const { readEligibility } = await import('../../data/settings.ts');
    await refreshDonor(t.db, d.id, await readEligibility(t.db));
    const h = await history(d.id);
    expect(h.donations).toHaveLength(200);
    expect(h.donations[0]!.donatedAt).toBe(ago(100));
    expect(h.donationCount).toBe(205);
  });
});

describe('eligibility by sex and kind', () => {
  it('waits 90 days after whole blood for men, 120 for women, third gender and unknown, 14 after platelets', async () => {
    const cases = [
      ['male', 'whole_blood', 90],
      ['female', 'whole_blood', 120],
      ['third', 'whole_blood', 120],
      ['unknown', 'whole_blood', 120],
      ['male', 'platelets', 14],
      ['female', 'platelets', 14],
    ] as const;
    for (const [gender, kind, days] of cases) {
      const d = await donor({ gender });
      await add(d.id, { donatedAt: ago(5), kind });
      expect(await nextOf(d.id), `${gender} ${kind}`).toBe(startInBangladesh(ago(5)) + days * DAY);
    }
  });

  it('after platelets then whole blood, the whole-blood wait applies (the latest donation decides)', async () => {
    const d = await donor({ gender: 'female' });
    await add(d.id, { donatedAt: ago(40), kind: 'platelets' });
    expect(await nextOf(d.id)).toBeLessThan(Date.now());
    await add(d.id, { donatedAt: ago(20), kind: 'whole_blood' });
    expect(await nextOf(d.id)).toBe(startInBangladesh(ago(20)) + 120 * DAY);
  });

  it('Donate takes the kind, place and request; Done waives the waits recorded so far only', async () => {
    const d = await donor({ name: 'প্লেটলেট দাতা' });
    const res = await send('PATCH', `/api/donationCount/${d.id}`, {
      note: 2,
      kind: 'platelets',
      place: 'কোয়ান্টাম',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [saved] = await t.db.select().from(donations).where(eq(donations.donorId, d.id));
    expect(saved).toMatchObject({
      donatedAt: ago(2),
      kind: 'platelets',
      place: 'কোয়ান্টাম'.normalize('NFC'),
      recordedBy: admin.id,
    });
    expect(await nextOf(d.id)).toBe(startInBangladesh(ago(2)) + 14 * DAY);
    expect(
      (await send('PATCH', `/api/donationCount/${d.id}`, { kind: 'plasma' })).json().field,
    ).toBe('kind');

    // Done: available at once, and a later history change keeps the waiver...
    expect((await send('PATCH', `/api/handleAvailability/${d.id}`)).statusCode).toBe(200);
    expect(await nextOf(d.id)).toBeNull();
    // ...but a donation recorded after it starts a new wait.
    await add(d.id, { donatedAt: ago(0) });
    expect(await nextOf(d.id)).toBe(startInBangladesh(ago(0)) + 90 * DAY);
  });
});

describe('history against the old counter', () => {
  it("Edit's count sets the donations before joining: never below 0, the total stays history + prior", async () => {
    const d = await donor({ gender: 'female' });
    await add(d.id, { donatedAt: ago(300) });
    await add(d.id, { donatedAt: ago(200) });
    const edit = (donationCount: number) =>
      send('PATCH', `/api/donorInfo/${d.id}`, {
        name: 'সম্পাদনা',
        bloodGroup: 'oPositive',
        gender: 'মহিলা',
        number1: d.phone1,
        donationCount,
      });
    expect((await edit(6)).statusCode).toBe(200);
    expect(await row(d.id)).toMatchObject({ priorDonations: 4, donationCount: 6 });
    expect((await edit(1)).statusCode).toBe(200);
    expect(await row(d.id)).toMatchObject({ priorDonations: 0, donationCount: 2 });
    expect((await history(d.id)).donations).toHaveLength(2);
  });

  it('Accept keeps a pending donor’s history; deleting a donor archives it and the rows stay', async () => {
    const pending = await donor({
      status: 'pending',
      acceptedAt: null,
      donations: [{ daysAgo: 10 }],
    });
    expect((await send('PATCH', `/api/donorStatus/${pending.id}`, {})).json()).toEqual({
      modifiedCount: 1,
    });
    const accepted = await row(pending.id);
    expect(accepted).toMatchObject({ status: 'verified', donationCount: 1 });
    expect(accepted.nextEligibleAt!.getTime()).toBe(startInBangladesh(ago(10)) + 90 * DAY);

    const deleted = await send('DELETE', `/api/donorRequest/${pending.id}`);
    expect(deleted.json()).toEqual({ deletedCount: 1 });
    const donationRows = await t.db
      .select()
      .from(donations)
      .where(eq(donations.donorId, pending.id));
    expect(donationRows).toHaveLength(1);
  });
});

describe('gender codes and text however typed', () => {
  it('stores codes, answers the Bengali words, accepts "তৃতীয়" and the codes, filters by either', async () => {
    const register = (gender: string, name: string) =>
      t.inject({
        method: 'POST',
        url: '/api/donor-request',
        payload: {
          name,
          bloodGroup: 'oPositive',
          age: '1995-05-20',
          number1: nextPhone(),
          gender,
          division: String(here.divisionId),
          district: String(here.districtId),
          upazila: String(here.upazilaId),
          union: String(here.unionId),
          village: 'গ্রাম',
        },
      });
    const short = await register('তৃতীয়', 'লিঙ্গ এক');
    const code = await register('female', 'লিঙ্গ দুই');
    const word = await register('পুরুষ', 'লিঙ্গ তিন');
    expect([short.statusCode, code.statusCode, word.statusCode]).toEqual([201, 201, 201]);
    expect((await row(short.json().insertedId)).gender).toBe('third');
    expect((await row(code.json().insertedId)).gender).toBe('female');
    expect((await row(word.json().insertedId)).gender).toBe('male');
    expect((await register('man', 'লিঙ্গ চার')).json().field).toBe('gender');

    for (const r of [short, code, word])
      await send('PATCH', `/api/donorStatus/${r.json().insertedId}`, {});
    const list = async (genders: string) =>
      (
        (
          await send(
            'GET',
            `/api/available-donor?limit=100&donorSearchData=লিঙ্গ&genders=${encodeURIComponent(genders)}`,
          )
        ).json().availableDonorList as DonorRow[]
      ).map((d) => [d.name, d.gender]);
    expect(await list('তৃতীয় লিঙ্গ')).toEqual([['লিঙ্গ এক', 'তৃতীয় লিঙ্গ']]);
    expect(await list('female,male')).toEqual([
      ['লিঙ্গ তিন', 'পুরুষ'],
      ['লিঙ্গ দুই', 'মহিলা'],
    ]);
  });

  it('finds "উখিয়া" typed with য + nukta or with the single letter য়, whichever way it was stored', async () => {
    const composed = 'উখি\u09DFা'; // য় as one code point
    const decomposed = 'উখি\u09AF\u09BCা'; // য + nukta, as phone keyboards type it
    expect(composed).not.toBe(decomposed);
    const a = await donor({ name: `${composed} এক`, village: 'পূর্বপাড়া' });
    // Through the API, so that the schema's normalisation applies.
    const edit = await send('PATCH', `/api/donorInfo/${a.id}`, {
      name: `${composed} এক`,
      bloodGroup: 'oPositive',
      gender: 'male',
      number1: a.phone1,
      donationCount: 0,
    });
    expect(edit.statusCode).toBe(200);
    const b = await donor({ name: 'অন্য নাম' });
    await send('PATCH', `/api/donorInfo/${b.id}`, {
      name: `${decomposed} দুই`,
      bloodGroup: 'oPositive',
      gender: 'male',
      number1: b.phone1,
      donationCount: 0,
    });
    expect((await row(a.id)).name).toBe((await row(a.id)).name.normalize('NFC'));

    for (const typed of [composed, decomposed]) {
      const found = (
        await send(
          'GET',
          `/api/available-donor?limit=100&donorSearchData=${encodeURIComponent(typed)}`,
        )
      ).json().availableDonorList as DonorRow[];
      expect(found.map((d) => d.name).sort(), typed).toEqual(
        [`${decomposed} এক`, `${decomposed} দুই`].sort(),
      );
    }
  });
});
