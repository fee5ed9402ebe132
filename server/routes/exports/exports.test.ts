import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, isNull, and, sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { ImportOptionsInput, ImportPreview } from '../../../common/schemas/imports.ts';
import { addDays, endOfDay, todayInBangladesh } from '../../../common/dates.ts';
import { bloodRequests, districts, divisions, donors, unions, upazilas } from '../../db/schema.ts';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { loginCallers, type TestUser } from '../../test/auth.ts';
import { buildDonor, places, type Place } from '../../test/factories.ts';
import { realChains, realSheet, realXlsx } from '../../test/real-sheets.ts';

let t: TestApp;
let admin: TestUser;
let here: Place;

beforeAll(async () => {
  t = await startTestApp();
  ({ admin } = await loginCallers(t));
  [here] = (await places(t.db, 1)) as [Place];
});
afterAll(() => t.close());

async function importFile(
  app: TestApp,
  who: TestUser,
  step: 'preview' | 'confirm',
  bytes: Buffer,
  fileName: string,
  options?: ImportOptionsInput,
  allowEmpty = false,
) {
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
  const res = await t.inject({
    method: 'GET',
    url,
    headers: { ...admin.headers, ...(cookie ? { cookie } : {}) },
  });
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
  it("the request export has cancelled requests with their reason, and status as a word of the admin's language", async () => {
    const made = await t.inject({
      method: 'POST',
      url: '/api/blood-request',
      payload: {
        patient_name: 'রোগী ক',
        requested_bloodGroup: 'aPositive',
        date: new Date().toISOString(),
        blood_quantity: '2',
        donation_place: 'DMCH',
        number1: '+880 1712-345678',
      },
    });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().insertedId as string;
    await t.db
      .update(bloodRequests)
      .set({
        status: 'cancelled',
        cancelledAt: new Date(),
        completedAt: new Date(),
        cancelReason: 'রোগী অন্য হাসপাতালে',
      })
      .where(eq(bloodRequests.id, id));
    const today = new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 10);

    const bn = csvOf(
      await get(`/api/export/blood-requests?from=${today}&to=${today}`, 'roktosetu-language=bn'),
    );
    const header = bn[0]!;
    const row = bn.find((r) => r[0] === 'রোগী ক')!;
    expect(row[header.indexOf('Status / অবস্থা')]).toBe('বাতিল');
    expect(row[header.indexOf('Cancel reason / বাতিলের কারণ')]).toBe('রোগী অন্য হাসপাতালে');
    expect(row[header.indexOf('Phone / মোবাইল')]).toBe('01712345678');

    const en = csvOf(
      await get(
        `/api/export/blood-requests?from=${today}&to=${today}&status=cancelled&language=en`,
      ),
    );
    expect(en).toHaveLength(2);
    expect(en[1]![header.indexOf('Status / অবস্থা')]).toBe('Cancelled');
    const open = csvOf(
      await get(`/api/export/blood-requests?from=${today}&to=${today}&status=incomplete`),
    );
    expect(open.some((r) => r[0] === 'রোগী ক')).toBe(false);
  });

  it('donor exports say gender, status and state in words; an XLSX cell gets no apostrophe, a CSV formula-like name does', async () => {
    await buildDonor(t.db, here, {
      name: '=HYPERLINK("http://x.test")',
      phone1: '01977000101',
      gender: 'female',
    });
    await buildDonor(t.db, here, { name: '-রহিম', phone1: '01977000102', gender: 'third' });
    const csv = csvOf(
      await get(
        '/api/export/donors?list=available&donorSearchData=0197700010',
        'roktosetu-language=bn',
      ),
    );
    const header = csv[0]!;
    const byPhone = new Map(csv.slice(1).map((r) => [r[header.indexOf('Phone / মোবাইল')], r]));
    expect(byPhone.get('01977000101')?.[0]).toBe(`'=HYPERLINK("http://x.test")`);
    expect(byPhone.get('01977000101')?.[header.indexOf('Gender / লিঙ্গ')]).toBe('মহিলা');
    expect(byPhone.get('01977000102')?.[header.indexOf('Gender / লিঙ্গ')]).toBe('তৃতীয় লিঙ্গ');
    expect(byPhone.get('01977000101')?.[header.indexOf('Status / অবস্থা')]).toBe('যাচাইকৃত');
    expect(byPhone.get('01977000101')?.[header.indexOf('State / এখন')]).toBe('রক্ত দিতে পারেন');

    const res = await get(
      '/api/export/donors?list=available&format=xlsx&language=en&donorSearchData=0197700010',
    );
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
    // A paused donor: the pause column is written, and the import reads past it.
    await buildDonor(t.db, here, {
      name: 'Paused Rahim',
      phone1: '01977000104',
      pausedUntil: endOfDay(addDays(todayInBangladesh(), 10)),
    });
    const phones = [
      ...sheet.newDonors.keys(),
      '01977000101',
      '01977000102',
      '01977000103',
      '01977000104',
    ];
    const original = await donorsByPhone(t, phones);
    expect(original.size).toBe(phones.length);

    for (const format of ['csv', 'xlsx'] as const) {
      const empty = await startTestApp();
      try {
        const { admin: otherAdmin } = await loginCallers(empty);
        for (const list of ['available', 'unavailable']) {
          const file = await get(`/api/export/donors?list=${list}&format=${format}`);
          if (format === 'xlsx' && list === 'available') {
            // Birth dates and last donations go as date cells, and come back as the same days.
            const { sheet, col } = await workbookOf(file);
            expect(sheet.getRow(2).getCell(col('Date of birth / জন্ম তারিখ')).type).toBe(
              ExcelJS.ValueType.Date,
            );
            const last = sheet
              .getColumn(col('Last donation / সর্বশেষ রক্তদান'))
              .values.slice(2)
              .filter((v) => v !== null && v !== undefined);
            expect(last.length).toBeGreaterThan(0);
            expect(last.every((v) => v instanceof Date)).toBe(true);
          }
          // A list with no donor (nobody resting) is a header alone: nothing to import.
          const preview = (await importFile(
            empty,
            otherAdmin,
            'preview',
            file.rawPayload,
            `export.${format}`,
            undefined,
            true,
          )) as ImportPreview | null;
          if (!preview) continue;
          expect(preview.counts.error, JSON.stringify(preview.issues.slice(0, 3))).toBe(0);
          // No donor field is read from the pause column (nor from the other columns the import does not take).
          expect(Object.values(preview.mapping)).not.toContain(
            preview.headers.indexOf('Not available until / বিরতি পর্যন্ত'),
          );
          await importFile(empty, otherAdmin, 'confirm', file.rawPayload, `export.${format}`);
        }
        const copied = await donorsByPhone(empty, phones);
        for (const phone of phones)
          expect(copied.get(phone), `${format} ${phone}`).toEqual(original.get(phone));
      } finally {
        await empty.close();
      }
    }
  }, 180_000);
});

/** The first sheet of an XLSX answer, with a column's number by its header. */
async function workbookOf(res: { rawPayload: Buffer }) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).map((v) => String(v ?? ''));
  const col = (header: string) => {
    const index = headers.indexOf(header);
    expect(index, header).toBeGreaterThan(0);
    return index;
  };
  return { sheet, headers, col };
}

const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);

describe('XLSX that opens well', () => {
  it('phones are text cells, dates are date cells with a date format, every column has a width, and the pause is its own column', async () => {
    const today = todayInBangladesh();
    const back = addDays(today, 20);
    await buildDonor(t.db, here, {
      name: 'Sheet Donor',
      phone1: '01977000301',
      phone2: '01877000301',
      birthDate: '1990-05-17',
      pausedUntil: endOfDay(back),
      donations: [{ daysAgo: 200 }],
    });
    await buildDonor(t.db, here, {
      name: 'Was Paused',
      phone1: '01977000302',
      pausedUntil: endOfDay(addDays(today, -3)),
    });

    const csv = csvOf(
      await get('/api/export/donors?list=available&donorSearchData=0197700030&language=en'),
    );
    const csvHeader = csv[0]!;
    const csvRow = csv.find((r) => r[0] === 'Sheet Donor')!;
    expect(csvRow[csvHeader.indexOf('Not available until / বিরতি পর্যন্ত')]).toBe(back);
    // A pause that is over is not written.
    expect(
      csv.find((r) => r[0] === 'Was Paused')![
        csvHeader.indexOf('Not available until / বিরতি পর্যন্ত')
      ],
    ).toBe('');
    const lastDonation = csvRow[csvHeader.indexOf('Last donation / সর্বশেষ রক্তদান')]!;
    expect(lastDonation).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const { sheet, headers, col } = await workbookOf(
      await get(
        '/api/export/donors?list=available&format=xlsx&donorSearchData=0197700030&language=en',
      ),
    );
    expect(headers.slice(1)).toEqual(csvHeader);
    const row = [2, 3]
      .map((r) => sheet.getRow(r))
      .find((r) => r.getCell(1).value === 'Sheet Donor')!;

    for (const header of ['Phone / মোবাইল', 'Phone 2 / মোবাইল ২']) {
      const cell = row.getCell(col(header));
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.numFmt).toBe('@');
      expect(String(cell.value)).toMatch(/^01[89]77000301$/);
    }
    const dates: [string, Date][] = [
      ['Date of birth / জন্ম তারিখ', utcDay('1990-05-17')],
      ['Last donation / সর্বশেষ রক্তদান', utcDay(lastDonation)],
      ['Not available until / বিরতি পর্যন্ত', utcDay(back)],
      ['Registered / নিবন্ধন', utcDay(today)],
    ];
    for (const [header, value] of dates) {
      const cell = row.getCell(col(header));
      expect(cell.type, header).toBe(ExcelJS.ValueType.Date);
      expect(cell.value, header).toEqual(value);
      expect(cell.numFmt, header).toBe('dd/mm/yyyy');
    }
    expect(row.getCell(col('Total donations / মোট রক্তদান')).type).toBe(ExcelJS.ValueType.Number);
    // A blank is an empty cell, not an empty string.
    const paused = [2, 3]
      .map((r) => sheet.getRow(r))
      .find((r) => r.getCell(1).value === 'Was Paused')!;
    expect(paused.getCell(col('Not available until / বিরতি পর্যন্ত')).type).toBe(
      ExcelJS.ValueType.Null,
    );

    // Widths: each column at least as wide as either language's half of its header (the header wraps at " / ").
    for (let c = 1; c < headers.length; c++) {
      const width = sheet.getColumn(c).width ?? 0;
      for (const half of headers[c]!.split(' / '))
        expect(width, headers[c]).toBeGreaterThanOrEqual([...half].length);
    }
    expect(sheet.getColumn(col('Name / নাম')).width).toBeGreaterThanOrEqual(20);
    expect(sheet.getColumn(col('Phone / মোবাইল')).width).toBeGreaterThanOrEqual(13);
    const headerCell = sheet.getRow(1).getCell(1);
    expect(headerCell.font?.bold).toBe(true);
    expect(headerCell.alignment?.wrapText).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });

  it("places are named in the export's language, Bengali or English", async () => {
    await buildDonor(t.db, here, { name: 'Place Donor', phone1: '01977000311' });
    const [chain] = await t.db
      .select({
        division: divisions.name,
        divisionBn: divisions.bnName,
        district: districts.name,
        districtBn: districts.bnName,
        upazila: upazilas.name,
        upazilaBn: upazilas.bnName,
        union: unions.name,
        unionBn: unions.bnName,
      })
      .from(unions)
      .innerJoin(upazilas, eq(upazilas.id, unions.upazilaId))
      .innerJoin(districts, eq(districts.id, upazilas.districtId))
      .innerJoin(divisions, eq(divisions.id, districts.divisionId))
      .where(eq(unions.id, here.unionId));
    const placeHeaders = [
      'Division / বিভাগ',
      'District / জেলা',
      'Upazila / উপজেলা',
      'Union / ইউনিয়ন',
    ];
    const places = async (language: string, format: 'csv' | 'xlsx') => {
      const res = await get(
        `/api/export/donors?list=available&format=${format}&donorSearchData=01977000311&language=${language}`,
      );
      if (format === 'csv') {
        const [header, row] = csvOf(res);
        return placeHeaders.map((h) => row![header!.indexOf(h)]);
      }
      const { sheet, col } = await workbookOf(res);
      return placeHeaders.map((h) => sheet.getRow(2).getCell(col(h)).value);
    };
    const bn = [chain!.divisionBn, chain!.districtBn, chain!.upazilaBn, chain!.unionBn];
    const en = [chain!.division, chain!.district, chain!.upazila, chain!.union];
    expect(bn).not.toEqual(en);
    expect(await places('bn', 'xlsx')).toEqual(bn);
    expect(await places('en', 'xlsx')).toEqual(en);
    expect(await places('bn', 'csv')).toEqual(bn);
    expect(await places('en', 'csv')).toEqual(en);
  });

  it('an English export names a union whose English name another union of its upazila shares in Bengali, so that it imports again', async () => {
    const [shared] = await t.db
      .select({
        unionId: unions.id,
        upazilaId: unions.upazilaId,
        name: unions.name,
        bnName: unions.bnName,
      })
      .from(unions)
      .where(
        sql`exists (select 1 from unions other where other.upazila_id = ${unions.upazilaId} and other.id <> ${unions.id} and lower(other.name) = lower(${unions.name}))`,
      )
      .limit(1);
    expect(shared, 'the seeded geography has unions that share an English name').toBeDefined();
    const [chain] = await t.db
      .select({ districtId: upazilas.districtId, divisionId: districts.divisionId })
      .from(upazilas)
      .innerJoin(districts, eq(districts.id, upazilas.districtId))
      .where(eq(upazilas.id, shared!.upazilaId));
    await buildDonor(
      t.db,
      { ...chain!, upazilaId: shared!.upazilaId, unionId: shared!.unionId },
      { name: 'Shared Union', phone1: '01977000321' },
    );

    const res = await get(
      '/api/export/donors?list=available&format=csv&donorSearchData=01977000321&language=en',
    );
    const [header, row] = csvOf(res);
    expect(row![header!.indexOf('Union / ইউনিয়ন')]).toBe(shared!.bnName);
    // The same row with a new number reads as a new donor in the same place, with no error.
    row![header!.indexOf('Phone / মোবাইল')] = '01977000322';
    const preview = (await importFile(
      t,
      admin,
      'preview',
      Buffer.from(
        `\ufeff${[header, row].map((r) => r!.map((c) => `"${c.replace(/"/g, '""')}"`).join(',')).join('\r\n')}`,
      ),
      'again.csv',
    )) as ImportPreview;
    expect(preview.counts, JSON.stringify(preview.issues)).toMatchObject({
      rows: 1,
      new: 1,
      error: 0,
    });
  });

  it("a CSV export that Excel saved again without the phones' leading 0 still imports", async () => {
    const res = await get(
      '/api/export/donors?list=available&format=csv&donorSearchData=019770003&language=bn',
    );
    const records = csvOf(res);
    const phone = records[0]!.indexOf('Phone / মোবাইল');
    const resaved = records.map((r, i) =>
      i === 0 ? r : r.map((c, j) => (j === phone ? c.replace(/^0/, '') : c)),
    );
    expect(resaved[1]![phone]).toMatch(/^1\d{9}$/);
    const text = `\ufeff${resaved.map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(',')).join('\r\n')}`;
    const preview = (await importFile(
      t,
      admin,
      'preview',
      Buffer.from(text),
      'resaved.csv',
    )) as ImportPreview;
    // Every donor is found again by its number: all already registered, none an error.
    expect(preview.counts).toMatchObject({
      rows: records.length - 1,
      duplicate: records.length - 1,
      error: 0,
    });
  });

  it('the request export writes its times as date cells and its phones as text cells', async () => {
    const made = await t.inject({
      method: 'POST',
      url: '/api/blood-request',
      payload: {
        patient_name: 'Sheet Patient',
        requested_bloodGroup: 'bNegative',
        date: new Date().toISOString(),
        blood_quantity: '1',
        donation_place: 'DMCH',
        number1: '01712345679',
      },
    });
    expect(made.statusCode, made.body).toBe(200);
    const today = todayInBangladesh();
    const csv = csvOf(
      await get(`/api/export/blood-requests?from=${today}&to=${today}&language=en`),
    );
    const csvRow = csv.find((r) => r[0] === 'Sheet Patient')!;
    const requestedAt = csvRow[csv[0]!.indexOf('Requested at / অনুরোধের সময়')]!;
    expect(requestedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

    const { sheet, col } = await workbookOf(
      await get(`/api/export/blood-requests?from=${today}&to=${today}&format=xlsx&language=en`),
    );
    const row = Array.from({ length: sheet.rowCount - 1 }, (_v, i) => sheet.getRow(i + 2)).find(
      (r) => r.getCell(1).value === 'Sheet Patient',
    )!;
    const requested = row.getCell(col('Requested at / অনুরোধের সময়'));
    expect(requested.type).toBe(ExcelJS.ValueType.Date);
    expect(requested.numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(requested.value).toEqual(new Date(`${requestedAt.replace(' ', 'T')}:00Z`));
    expect(row.getCell(col('Needed at / প্রয়োজনের সময়')).type).toBe(ExcelJS.ValueType.Date);
    const phone = row.getCell(col('Phone / মোবাইল'));
    expect(phone).toMatchObject({
      type: ExcelJS.ValueType.String,
      value: '01712345679',
      numFmt: '@',
    });
    expect(row.getCell(col('Completed at / সম্পন্নের সময়')).type).toBe(ExcelJS.ValueType.Null);
  });
});
