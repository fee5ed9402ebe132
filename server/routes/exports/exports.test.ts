import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, isNull, and } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { ImportOptionsInput, ImportPreview } from '../../../common/schemas/imports.ts';
import { bloodRequests, donors } from '../../db/schema.ts';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { loginCallers, type TestUser } from '../../test/auth.ts';
import { buildDonor, places, type Place } from '../donors/factories.ts';
import { realChains, realSheet, realXlsx } from '../imports/real-sheets.ts';

let t: TestApp;
let admin: TestUser;
let here: Place;

beforeAll(async () => {
  t = await startTestApp();
  ({ admin } = await loginCallers(t));
  [here] = (await places(t.db, 1)) as [Place];
});
afterAll(() => t.close());

async function importFile(app: TestApp, who: TestUser, step: 'preview' | 'confirm', bytes: Buffer, fileName: string, options?: ImportOptionsInput, allowEmpty = false) {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  if (options) data.append('options', JSON.stringify(options));
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  const res = await app.inject({
    method: 'POST',
    url: `/api/import/donors/${step}`,
    headers: { ...who.headers, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  if (allowEmpty && res.statusCode === 400 && res.json().code === 'IMPORT_FILE_EMPTY') return null;
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const get = async (url: string, cookie?: string) => {
  const res = await t.inject({ method: 'GET', url, headers: { ...admin.headers, ...(cookie ? { cookie } : {}) } });
  expect(res.statusCode, res.body).toBe(200);
  return res;
};
const csvOf = (res: { rawPayload: Buffer }) => parse(res.rawPayload, { bom: true }) as string[][];

/** The fields that make a donor, by first number. */
async function donorsByPhone(app: TestApp, phones: string[]) {
  const rows = await app.db
    .select()
    .from(donors)
    .where(and(inArray(donors.phone1, phones), isNull(donors.archivedAt)));
  return new Map(
    rows.map((r) => [
      r.phone1,
      {
        name: r.name,
        bloodGroup: r.bloodGroup,
        birthDate: r.birthDate,
        phone2: r.phone2,
        gender: r.gender,
        places: [r.divisionId, r.districtId, r.upazilaId, r.unionId],
        village: r.village,
        lastDonatedAt: r.lastDonatedAt?.toISOString() ?? null,
      },
    ]),
  );
}

describe('exports that read well', () => {
  it('the request export has cancelled requests with their reason, and status as a word of the admin\'s language', async () => {
    const made = await t.inject({
      method: 'POST',
      url: '/api/blood-request',
      payload: { patient_name: 'রোগী ক', requested_bloodGroup: 'aPositive', date: new Date().toISOString(), blood_quantity: '2', donation_place: 'DMCH', number1: '+880 1712-345678' },
    });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().insertedId as string;
    await t.db.update(bloodRequests).set({ status: 'cancelled', cancelledAt: new Date(), completedAt: new Date(), cancelReason: 'রোগী অন্য হাসপাতালে' }).where(eq(bloodRequests.id, id));
    const today = new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 10);

    const bn = csvOf(await get(`/api/export/blood-requests?from=${today}&to=${today}`, 'roktosetu-language=bn'));
    const header = bn[0]!;
    const row = bn.find((r) => r[0] === 'রোগী ক')!;
    expect(row[header.indexOf('Status / অবস্থা')]).toBe('বাতিল');
    expect(row[header.indexOf('Cancel reason / বাতিলের কারণ')]).toBe('রোগী অন্য হাসপাতালে');
    expect(row[header.indexOf('Phone / মোবাইল')]).toBe('01712345678');

    const en = csvOf(await get(`/api/export/blood-requests?from=${today}&to=${today}&status=cancelled&language=en`));
    expect(en).toHaveLength(2);
    expect(en[1]![header.indexOf('Status / অবস্থা')]).toBe('Cancelled');
    const open = csvOf(await get(`/api/export/blood-requests?from=${today}&to=${today}&status=incomplete`));
    expect(open.some((r) => r[0] === 'রোগী ক')).toBe(false);
  });

  it('donor exports say gender, status and state in words; an XLSX cell gets no apostrophe, a CSV formula-like name does', async () => {
    await buildDonor(t.db, here, { name: '=HYPERLINK("http://x.test")', phone1: '01977000101', gender: 'female' });
    await buildDonor(t.db, here, { name: '-রহিম', phone1: '01977000102', gender: 'third' });
    const csv = csvOf(await get('/api/export/donors?list=available&donorSearchData=0197700010', 'roktosetu-language=bn'));
    const header = csv[0]!;
    const byPhone = new Map(csv.slice(1).map((r) => [r[header.indexOf('Phone / মোবাইল')], r]));
    expect(byPhone.get('01977000101')?.[0]).toBe(`'=HYPERLINK("http://x.test")`);
    expect(byPhone.get('01977000101')?.[header.indexOf('Gender / লিঙ্গ')]).toBe('মহিলা');
    expect(byPhone.get('01977000102')?.[header.indexOf('Gender / লিঙ্গ')]).toBe('তৃতীয় লিঙ্গ');
    expect(byPhone.get('01977000101')?.[header.indexOf('Status / অবস্থা')]).toBe('যাচাইকৃত');
    expect(byPhone.get('01977000101')?.[header.indexOf('State / এখন')]).toBe('রক্ত দিতে পারেন');

    const res = await get('/api/export/donors?list=available&format=xlsx&language=en&donorSearchData=0197700010');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const names = [2, 3].map((r) => sheet.getRow(r).getCell(1).value);
    expect(names).toEqual(expect.arrayContaining(['=HYPERLINK("http://x.test")', '-রহিম']));
    const genders = [2, 3].map((r) => sheet.getRow(r).getCell(6).value);
    expect(genders).toEqual(expect.arrayContaining(['Female', 'Third gender']));
  });

  it('an export imported into an empty database gives the same donors, with nothing added to their names (CSV and XLSX)', async () => {
    const chains = await realChains(t.db);
    const sheet = realSheet(chains, [], { xlsx: true, seed: 44, count: 120 });
    const result = await importFile(t, admin, 'confirm', await realXlsx(sheet), 'donors.xlsx');
    expect(result.created).toBe(sheet.expected.new);
    await buildDonor(t.db, here, { name: '+8801 Rahim', phone1: '01977000103', gender: 'unknown' });
    const phones = [...sheet.newDonors.keys(), '01977000101', '01977000102', '01977000103'];
    const original = await donorsByPhone(t, phones);
    expect(original.size).toBe(phones.length);

    for (const format of ['csv', 'xlsx'] as const) {
      const empty = await startTestApp();
      try {
        const { admin: otherAdmin } = await loginCallers(empty);
        for (const list of ['available', 'unavailable']) {
          const file = await get(`/api/export/donors?list=${list}&format=${format}`);
          // A list with no donor (nobody resting) is a header alone: nothing to import.
          const preview = (await importFile(empty, otherAdmin, 'preview', file.rawPayload, `export.${format}`, undefined, true)) as ImportPreview | null;
          if (!preview) continue;
          expect(preview.counts.error, JSON.stringify(preview.issues.slice(0, 3))).toBe(0);
          await importFile(empty, otherAdmin, 'confirm', file.rawPayload, `export.${format}`);
        }
        const copied = await donorsByPhone(empty, phones);
        for (const phone of phones) expect(copied.get(phone), `${format} ${phone}`).toEqual(original.get(phone));
      } finally {
        await empty.close();
      }
    }
  }, 180_000);
});
