import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { todayInBangladesh } from '../../../common/dates.ts';
import type { DonorRow } from '../../../common/schemas/donors.ts';
import type { ImportPreview, ImportResult } from '../../../common/schemas/imports.ts';
import { districts, donations, donors, upazilas } from '../../db/schema.ts';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { loginCallers, type TestUser } from '../../test/auth.ts';
import { postImport, toCsv } from '../../test/import-fixtures.ts';

/**
 * The lists communities really keep: a name, a blood group, a mobile number, an area written as
 * people write it and a last donation as they remember it. Every such row is a donor; what the
 * list does not say is left unknown ("details missing"), never invented.
 */

let t: TestApp;
let admin: TestUser;
let rangunia: { id: number; districtId: number; divisionId: number };

beforeAll(async () => {
  t = await startTestApp();
  ({ admin } = await loginCallers(t));
  const [row] = await t.db
    .select({ id: upazilas.id, districtId: districts.id, divisionId: districts.divisionId })
    .from(upazilas)
    .innerJoin(districts, eq(districts.id, upazilas.districtId))
    .where(eq(upazilas.name, 'Rangunia'));
  rangunia = row!;
});
afterAll(() => t.close());

const preview = async (rows: string[][], options = {}) => {
  const res = await postImport(t, admin, 'preview', toCsv(rows), 'list.csv', options);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ImportPreview;
};
const confirm = async (rows: string[][], options = {}) => {
  const res = await postImport(t, admin, 'confirm', toCsv(rows), 'list.csv', options);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ImportResult;
};
const byPhone = async (phones: string[]) => {
  const rows = await t.db.select().from(donors).where(inArray(donors.phone1, phones));
  return new Map(rows.map((r) => [r.phone1, r]));
};

/** Twenty rows as a group keeps them: groups, phones and dates written every way. */
function minimalList(): { rows: string[][]; phones: string[] } {
  const groups = [
    'B+',
    'B Rh positive',
    'B+ (বি পজিটিভ)',
    'ও পজিটিভ',
    'AB-',
    'A+ve',
    'এবি নেগেটিভ',
    'O Rh negative',
    'বি+',
    'A pos.',
  ];
  const last = [
    '৩ মাস আগে',
    'মার্চ ২০২৪',
    '2024',
    'মনে নেই',
    '',
    '12/01/2025',
    'জানি না',
    'about 6 months ago',
  ];
  const rows = [['নাম', 'রক্তের গ্রুপ', 'মোবাইল', 'এলাকা', 'শেষ রক্তদান']];
  const phones: string[] = [];
  for (let i = 0; i < 20; i++) {
    const phone = `0171990${String(i).padStart(4, '0')}`;
    phones.push(phone);
    const written =
      i % 4 === 1
        ? `${phone} (imo)`
        : i % 4 === 2
          ? `${phone} ও 0181990${String(i).padStart(4, '0')}`
          : phone;
    rows.push([
      `দাতা ${i + 1}`,
      groups[i % groups.length]!,
      written,
      i % 2 ? 'শ্যামপুর, রাঙ্গুনিয়া' : 'Rangunia',
      last[i % last.length]!,
    ]);
  }
  return { rows, phones };
}

describe('the lists communities keep', () => {
  it('a minimal list (name, group, mobile, area, last donation) imports every row, its details missing, its places read from the area', async () => {
    const { rows, phones } = minimalList();
    const seen = await preview(rows);
    expect(seen.counts).toEqual({ rows: 20, new: 20, duplicate: 0, error: 0 });
    expect(seen.mapping).toMatchObject({
      name: 0,
      bloodGroup: 1,
      number1: 2,
      area: 3,
      lastDonation: 4,
      birthDate: null,
      gender: null,
      village: null,
    });

    expect(await confirm(rows)).toMatchObject({ created: 20, errors: 0 });
    const stored = await byPhone(phones);
    expect(stored.size).toBe(20);
    const first = stored.get(phones[0]!)!;
    expect(first).toMatchObject({
      birthDate: null,
      gender: null,
      divisionId: rangunia.divisionId,
      districtId: rangunia.districtId,
      upazilaId: rangunia.id,
      unionId: null,
      village: '',
      detailsMissing: true,
      bloodGroup: 'bPositive',
      status: 'verified',
    });
    // "শ্যামপুর" is no union of Rangunia, so it is the village.
    expect(stored.get(phones[1]!)).toMatchObject({
      upazilaId: rangunia.id,
      village: 'শ্যামপুর',
      bloodGroup: 'bPositive',
      phone2: null,
    });
    expect(stored.get(phones[2]!)).toMatchObject({
      bloodGroup: 'bPositive',
      phone2: '01819900002',
    });
    expect(stored.get(phones[3]!)?.bloodGroup).toBe('oPositive');
  });

  it('keeps a vague last donation with its precision, as the latest day it can mean; "don\'t know" is no donation on record', async () => {
    const { phones } = minimalList();
    const stored = await byPhone(phones);
    const history = await t.db
      .select({
        donorId: donations.donorId,
        donatedAt: donations.donatedAt,
        precision: donations.precision,
      })
      .from(donations)
      .where(
        inArray(
          donations.donorId,
          [...stored.values()].map((d) => d.id),
        ),
      );
    const of = (i: number) => history.filter((h) => h.donorId === stored.get(phones[i]!)!.id);
    expect(of(1)).toEqual([
      { donorId: stored.get(phones[1]!)!.id, donatedAt: '2024-03-31', precision: 'month' },
    ]);
    expect(of(2)).toMatchObject([{ donatedAt: '2024-12-31', precision: 'year' }]);
    expect(of(0)).toMatchObject([{ precision: 'monthsAgo' }]);
    expect(of(0)[0]!.donatedAt < todayInBangladesh()).toBe(true);
    expect(of(5)).toMatchObject([{ donatedAt: '2025-01-12', precision: 'day' }]);
    expect(of(3)).toEqual([]); // মনে নেই
    expect(of(6)).toEqual([]); // জানি না
    // The wait is counted from the latest day: a donor who gave "3 months ago" may not give yet.
    expect(stored.get(phones[0]!)!.nextEligibleAt).not.toBeNull();
  });

  it('lists such a donor with what is missing, and filters nothing out of the admin lists', async () => {
    const { phones } = minimalList();
    const res = await t.inject({
      method: 'GET',
      url: '/api/available-donor?limit=50',
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as { availableDonorList: DonorRow[] };
    const listed = page.availableDonorList.find((d) => d.number1 === phones[3]);
    expect(listed).toMatchObject({
      age: null,
      gender: 'অজানা',
      union: null,
      union_id: null,
      upazila_id: String(rangunia.id),
      placeNames: { union: null, upazila: { bn: 'রাঙ্গুনিয়া', en: 'Rangunia' } },
      missing: ['birthDate', 'gender', 'place'],
      village: 'শ্যামপুর',
    });
  });

  it('exports such donors with empty cells for what is not known, and the export imports again as the same donors', async () => {
    const { phones } = minimalList();
    const res = await t.inject({
      method: 'GET',
      url: '/api/export/donors?list=available&format=csv&details=missing&language=en',
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const records = parse(res.rawPayload, { bom: true }) as string[][];
    const header = records[0]!;
    const at = (name: string) => header.findIndex((h) => h.startsWith(name));
    const row = records.find((r) => r.includes(phones[5]!))!;
    expect(row).toBeDefined();
    expect(row[at('Union')]).toBe('');
    expect(row[at('Upazila')]).toBe('Rangunia');
    expect(row[at('Gender')]).toBe('');
    // Imported again (here: already registered), nothing is an error for lack of details.
    const again = await postImport(t, admin, 'preview', res.rawPayload, 'export.csv');
    expect((again.json() as ImportPreview).counts.error).toBe(0);
  });

  it("an admin's edit without a gender keeps a listed donor's gender unsaid; with one, stores it", async () => {
    const { phones } = minimalList();
    const donor = (await byPhone([phones[4]!])).get(phones[4]!)!;
    const edit = (extra: Record<string, unknown>) =>
      t.inject({
        method: 'PATCH',
        url: `/api/donorInfo/${donor.id}`,
        headers: admin.headers,
        payload: {
          name: 'নতুন নাম',
          bloodGroup: donor.bloodGroup,
          number1: donor.phone1,
          donationCount: 0,
          ...extra,
        },
      });
    expect((await edit({})).statusCode).toBe(200);
    expect((await byPhone([donor.phone1])).get(donor.phone1)).toMatchObject({
      name: 'নতুন নাম',
      gender: null,
      detailsMissing: true,
    });
    expect((await edit({ gender: 'মহিলা' })).statusCode).toBe(200);
    expect((await byPhone([donor.phone1])).get(donor.phone1)?.gender).toBe('female');
  });

  it('the donor lists filter by details missing or complete; a wrong value is a 400 naming the field', async () => {
    const { phones } = minimalList();
    const list = async (details: string) => {
      const res = await t.inject({
        method: 'GET',
        url: `/api/available-donor?limit=100&details=${details}`,
        headers: admin.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { availableDonorList: DonorRow[] }).availableDonorList;
    };
    const missing = await list('missing');
    expect(missing.length).toBeGreaterThan(0);
    expect(missing.every((d) => d.missing.length > 0)).toBe(true);
    expect(missing.some((d) => d.number1 === phones[5])).toBe(true);
    const complete = await list('complete');
    expect(complete.every((d) => d.missing.length === 0)).toBe(true);
    expect(complete.some((d) => phones.includes(d.number1))).toBe(false);
    // The gender filter's "unknown" (অজানা) finds the donors whose gender a list never said.
    const unknown = await t.inject({
      method: 'GET',
      url: `/api/available-donor?limit=100&genders=${encodeURIComponent('অজানা')}`,
      headers: admin.headers,
    });
    expect(
      (unknown.json() as { availableDonorList: DonorRow[] }).availableDonorList.some(
        (d) => d.number1 === phones[5],
      ),
    ).toBe(true);
    const bad = await t.inject({
      method: 'GET',
      url: '/api/unavailable-donor?details=some',
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('details');
  });

  it('reads a sheet with no village or area column; a name two places share is never guessed', async () => {
    const rows = [
      ['Name', 'Group', 'Phone', 'Address'],
      ['Karim', 'O+', '01719910001', 'Shyampur'],
      ['Rahim', 'A+', '01719910002', ''],
    ];
    expect((await preview(rows)).counts).toEqual({ rows: 2, new: 2, duplicate: 0, error: 0 });
    await confirm(rows);
    const stored = await byPhone(['01719910001', '01719910002']);
    // A lone word could be any of the unions or villages called so: the place stays unknown and the
    // word is kept as the village.
    expect(stored.get('01719910001')).toMatchObject({
      divisionId: null,
      upazilaId: null,
      unionId: null,
      village: 'Shyampur',
      detailsMissing: true,
    });
    expect(stored.get('01719910002')).toMatchObject({
      divisionId: null,
      village: '',
      detailsMissing: true,
    });
  });

  it('refuses what a row says but cannot be read: a group that is none, a union not in the upazila, a consent that is not yes or no', async () => {
    const rows = [
      ['Name', 'Group', 'Phone', 'Upazila', 'Union', 'Consent'],
      ['A', 'Z+', '01719920001', 'Rangunia', '', 'yes'],
      ['B', 'B+', '01719920002', 'Rangunia', 'Nowhere', 'yes'],
      ['C', 'B+', '01719920003', 'Rangunia', 'Pomra', 'maybe'],
      ['D', 'B+', '01719920004', 'Rangunia', 'Pomra', 'Yes, I agree'],
      ['E', '', '01719920005', '', '', ''],
    ];
    const seen = await preview(rows);
    const reasons = new Map(seen.issues.map((i) => [i.row, i.reasons]));
    expect(reasons.get(2)).toEqual({ bloodGroup: 'bloodGroup' });
    expect(reasons.get(3)).toEqual({ union: 'placeUnknown' });
    expect(reasons.get(4)).toEqual({ contactConsent: 'consent' });
    expect(reasons.get(6)).toEqual({ bloodGroup: 'required' });
    expect(seen.counts).toEqual({ rows: 5, new: 1, duplicate: 0, error: 4 });
    await confirm(rows);
    expect((await byPhone(['01719920004'])).get('01719920004')).toMatchObject({
      contactConsent: true,
      consentSource: 'import',
      village: '',
    });
  });

  it('asks how a date column that proves no order is written, and reads it as the admin answers', async () => {
    const rows = [
      ['Name', 'Group', 'Phone', 'Date of birth', 'Last donation'],
      ['H', 'B+', '01719940001', '5/9/1979', '12/01/2025'],
      ['I', 'B+', '01719940002', '3/4/1980', '20/02/2025'],
    ];
    const asked = await preview(rows);
    // The birth dates read two ways; the last donations prove day first (20/02), so no question.
    expect(asked.dateQuestions).toEqual([
      { field: 'birthDate', ambiguous: 2, order: 'dmy', chosen: false },
    ]);
    const answered = await preview(rows, { dateOrders: { birthDate: 'mdy' } });
    expect(answered.dateQuestions).toEqual([
      { field: 'birthDate', ambiguous: 2, order: 'mdy', chosen: true },
    ]);
    await confirm(rows, { dateOrders: { birthDate: 'mdy' } });
    const stored = await byPhone(['01719940001', '01719940002']);
    expect(stored.get('01719940001')?.birthDate).toBe('1979-05-09');
    expect(stored.get('01719940002')?.birthDate).toBe('1980-03-04');
    const bad = await postImport(t, admin, 'preview', toCsv(rows), 'list.csv', {
      dateOrders: { birthDate: 'ymd' },
    } as never);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('options.dateOrders.birthDate');
  });

  it('reads a date column in the order its own values prove (a Google Forms export, month first)', async () => {
    const rows = [
      ['Name', 'Group', 'Phone', 'Date of birth'],
      ['F', 'B+', '01719930001', '5/9/1979'],
      ['G', 'B+', '01719930002', '6/21/2001'],
    ];
    await confirm(rows);
    const stored = await byPhone(['01719930001', '01719930002']);
    expect(stored.get('01719930001')?.birthDate).toBe('1979-05-09');
    expect(stored.get('01719930002')?.birthDate).toBe('2001-06-21');
  });
});
