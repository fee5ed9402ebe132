import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type {
  ImportOptionsInput,
  ImportPreview,
  ImportResult,
} from '../../../common/schemas/imports.ts';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '../../../common/schemas/imports.ts';
import { auditEvents, donations, donors } from '../../db/schema.ts';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { loginCallers, type TestUser } from '../../test/auth.ts';
import { buildDonor, places, type Place } from '../../test/factories.ts';
import {
  messySheet,
  placeNames,
  postImport,
  toCsv,
  toXlsx,
  type PlaceNames,
} from '../../test/import-fixtures.ts';

let t: TestApp;
let admin: TestUser;
let user: TestUser;
let here: Place;
let names: PlaceNames[];
const registered: string[] = [];

beforeAll(async () => {
  t = await startTestApp();
  ({ admin, user } = await loginCallers(t));
  [here] = (await places(t.db, 1)) as [Place];
  names = await placeNames(t.db, 12);
  for (const phone of ['01812000001', '01812000002', '01812000003']) {
    await buildDonor(t.db, here, { phone1: phone, name: `Registered ${phone}` });
    registered.push(phone);
  }
});
afterAll(() => t.close());

/** One step of the import, as the browser sends it (the file and the options as JSON). */
const post = (
  step: 'preview' | 'confirm' | 'errors',
  bytes: Buffer,
  fileName = 'donors.csv',
  options?: ImportOptionsInput,
  who: TestUser | null = admin,
) => postImport(t, who, step, bytes, fileName, options);

const exportCsv = async (url: string) => {
  const res = await t.inject({ method: 'GET', url, headers: admin.headers });
  expect(res.statusCode, res.body).toBe(200);
  return { res, records: parse(res.rawPayload, { bom: true }) as string[][] };
};

describe('donor import', () => {
  it('previews a messy 500-row CSV: new, already registered and error rows, with reasons per field', async () => {
    const sheet = messySheet(500, names, registered);
    const res = await post('preview', toCsv(sheet.rows));
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json() as ImportPreview;
    expect(preview.counts).toEqual(sheet.expected);
    expect(sheet.expected).toEqual({ rows: 500, new: 450, duplicate: 10, error: 40 });
    // The guess read the Bengali and English headers.
    expect(preview.mapping).toMatchObject({
      name: 1,
      bloodGroup: 2,
      birthDate: 3,
      number1: 4,
      number2: 5,
      gender: 6,
      division: 7,
      district: 8,
      upazila: 9,
      union: 10,
      village: 11,
      lastDonation: 12,
    });
    expect(preview.sample).toHaveLength(5);
    const byRow = new Map(preview.issues.map((i) => [i.row, i]));
    expect(byRow.get(9)?.reasons).toEqual({ union: 'placeUnknown' }); // data row 8 (i = 7)
    expect(byRow.get(15)?.reasons).toEqual({ bloodGroup: 'bloodGroup' });
    expect(byRow.get(23)).toMatchObject({
      status: 'duplicate',
      reasons: { number1: 'registered' },
    });
    expect(byRow.get(35)?.reasons).toEqual({ number1: 'repeatedInFile' });
    expect(byRow.get(35)?.messages.number1).toBe('The same number is on row 34');
    // The row whose number it repeats waits too: neither is imported before the admin decides.
    expect(byRow.get(34)).toMatchObject({
      status: 'error',
      reasons: { number1: 'repeatedInFile' },
    });
    expect(byRow.get(34)?.messages.number1).toBe('The same number is on row 35');
    // Nothing was written.
    const [written] = await t.db
      .select({ id: donors.id })
      .from(donors)
      .where(inArray(donors.phone1, sheet.newPhones.slice(0, 5)));
    expect(written).toBeUndefined();
  });

  it('reads the same sheet as XLSX, and the error rows download as a CSV with the reasons', async () => {
    const sheet = messySheet(120, names, registered, 7);
    const preview = (
      await post('preview', await toXlsx(sheet.rows), 'donors.xlsx')
    ).json() as ImportPreview;
    expect(preview.counts).toEqual(sheet.expected);

    const res = await post('errors', toCsv(sheet.rows), 'donors.csv', { language: 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const records = parse(res.rawPayload, { bom: true }) as string[][];
    expect(records[0]?.at(-1)).toBe('Errors');
    expect(records).toHaveLength(1 + sheet.expected.error);
    expect(records.find((r) => r[3] === 'Z+')?.at(-1)).toBe(
      'Blood group: A+, A-, B+, B-, O+, O-, AB+ or AB-, like B+ or B positive — blood group not recognised',
    );
  });

  it('confirms in one transaction, with history from the last donation, and the donor export gives the same donors back', async () => {
    const sheet = messySheet(500, names, registered, 11);
    const res = await post('confirm', toCsv(sheet.rows), 'donors.csv', { duplicates: 'skip' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      jobId: expect.any(String),
      created: 450,
      updated: 0,
      skipped: 10,
      errors: 40,
      status: 'verified',
    } satisfies ImportResult);

    const rows = await t.db
      .select()
      .from(donors)
      .where(and(inArray(donors.phone1, sheet.newPhones), isNull(donors.archivedAt)));
    expect(rows).toHaveLength(450);
    expect(rows.every((r) => r.status === 'verified' && r.acceptedAt !== null)).toBe(true);
    const withHistory = rows.filter((r) => r.donationCount > 0);
    expect(withHistory.length).toBe(sheet.newWithHistory);
    const history = await t.db
      .select()
      .from(donations)
      .where(
        inArray(
          donations.donorId,
          withHistory.map((r) => r.id),
        ),
      );
    expect(history.length).toBe(sheet.newWithHistory);
    expect(withHistory.every((r) => r.lastDonatedAt !== null)).toBe(true);

    const [event] = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'import'));
    expect(event).toMatchObject({
      actorEmail: admin.email,
      target: 'donor',
      changes: { created: 450, skipped: 10, errors: 40, status: 'verified' },
    });

    // Export every donor (both tabs) and find the imported ones with their fields.
    const phones = new Set<string>();
    for (const list of ['available', 'unavailable']) {
      const { res: exported, records } = await exportCsv(
        `/api/export/donors?list=${list}&format=csv`,
      );
      expect(exported.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      expect(records[0]?.[0]).toBe('Name / নাম');
      for (const r of records.slice(1)) phones.add(r[3]!);
    }
    for (const phone of sheet.newPhones) expect(phones.has(phone)).toBe(true);
    const exportEvents = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'export'));
    expect(exportEvents).toHaveLength(2);
    expect(exportEvents[0]?.changes).toMatchObject({
      format: 'csv',
      filter: { list: 'available' },
    });

    // The export imported again: every donor is already registered, nothing is new.
    const { res: again } = await exportCsv('/api/export/donors?list=available&format=csv');
    const preview = (await post('preview', again.rawPayload)).json() as ImportPreview;
    expect(preview.counts.new).toBe(0);
    expect(preview.counts.error).toBe(0);
    expect(preview.counts.duplicate).toBe(preview.counts.rows);
  });

  it("fills a registered donor's empty second number and adds the missing donation when asked, and imports as pending on request", async () => {
    const known = await buildDonor(t.db, here, { phone1: '01812000099', phone2: null });
    const rows = [
      [
        'Name',
        'Blood group',
        'Date of birth',
        'Phone',
        'Phone 2',
        'Gender',
        'Division',
        'District',
        'Upazila',
        'Union',
        'Village',
        'Last donation',
      ],
      [
        'Someone',
        'B+',
        '1990-01-01',
        '+8801812000099',
        '01812000098',
        'male',
        ...names[0]!.division.slice(0, 1),
        names[0]!.district[0],
        names[0]!.upazila[0],
        names[0]!.union[0],
        'X',
        '2025-01-05',
      ],
      [
        'নতুন দাতা',
        'ও নেগেটিভ',
        '১২/০৩/১৯৯৫',
        '০১৮১২ ০০০০৯৭',
        '',
        'মহিলা',
        names[0]!.division[1],
        names[0]!.district[1],
        names[0]!.upazila[1],
        names[0]!.union[1],
        'গ্রাম',
        '',
      ],
    ];
    const res = await post('confirm', toCsv(rows), 'x.csv', {
      duplicates: 'fillEmpty',
      status: 'pending',
    });
    expect(res.json()).toEqual({
      jobId: expect.any(String),
      created: 1,
      updated: 1,
      skipped: 0,
      errors: 0,
      status: 'pending',
    });
    const [after] = await t.db.select().from(donors).where(eq(donors.id, known.id));
    expect(after?.phone2).toBe('01812000098');
    expect(after?.name).not.toBe('Someone');
    const history = await t.db.select().from(donations).where(eq(donations.donorId, known.id));
    expect(history.map((h) => h.donatedAt)).toContain('2025-01-05');
    const [fresh] = await t.db.select().from(donors).where(eq(donors.phone1, '01812000097'));
    expect(fresh).toMatchObject({
      status: 'pending',
      acceptedAt: null,
      bloodGroup: 'oNegative',
      gender: 'female',
      birthDate: '1995-03-12',
    });
  });

  it('a consent column (yes/no, Bengali or English) is stored with source import; without one, no consent', async () => {
    const place = [
      names[2]!.division[0],
      names[2]!.district[0],
      names[2]!.upazila[0],
      names[2]!.union[0],
    ];
    const rows = [
      [
        'Name',
        'Blood group',
        'Date of birth',
        'Phone',
        'Gender',
        'Division',
        'District',
        'Upazila',
        'Union',
        'Village',
        'Consent to SMS',
      ],
      ['C1', 'A+', '1990-01-01', '01956000001', 'male', ...place, 'V', 'হ্যাঁ'],
      ['C2', 'A+', '1990-01-01', '01956000002', 'male', ...place, 'V', 'no'],
      ['C3', 'A+', '1990-01-01', '01956000003', 'male', ...place, 'V', 'maybe'],
    ];
    expect((await post('confirm', toCsv(rows))).json()).toMatchObject({ created: 2, errors: 1 });
    const [yes] = await t.db.select().from(donors).where(eq(donors.phone1, '01956000001'));
    const [no] = await t.db.select().from(donors).where(eq(donors.phone1, '01956000002'));
    expect(yes).toMatchObject({ contactConsent: true, consentSource: 'import' });
    expect(no).toMatchObject({ contactConsent: false });
    const without = [
      rows[0]!.slice(0, 10),
      ['C4', 'A+', '1990-01-01', '01956000004', 'male', ...place, 'V'],
    ];
    await post('confirm', toCsv(without));
    const [none] = await t.db.select().from(donors).where(eq(donors.phone1, '01956000004'));
    expect(none!.contactConsent).toBe(false);
  });

  it('one number on two rows: both wait for the admin, neither is written', async () => {
    const before = (await t.db.select({ id: donors.id }).from(donors)).length;
    const rows = [
      [
        'Name',
        'Blood group',
        'Date of birth',
        'Phone',
        'Gender',
        'Division',
        'District',
        'Upazila',
        'Union',
        'Village',
      ],
      [
        'A',
        'A+',
        '1990-01-01',
        '01955000001',
        'male',
        names[1]!.division[0],
        names[1]!.district[0],
        names[1]!.upazila[0],
        names[1]!.union[0],
        'V',
      ],
      [
        'B',
        'A+',
        '1990-01-01',
        '01955000001',
        'male',
        names[1]!.division[0],
        names[1]!.district[0],
        names[1]!.upazila[0],
        names[1]!.union[0],
        'V',
      ],
    ];
    const res = await post('confirm', toCsv(rows));
    expect(res.json()).toMatchObject({ created: 0, errors: 2 });
    expect((await t.db.select({ id: donors.id }).from(donors)).length).toBe(before);
  });

  it('reads a formula cell as the value saved with it, and refuses one saved without a value (never evaluates)', async () => {
    const rows = [
      [
        'Name',
        'Blood group',
        'Date of birth',
        'Phone',
        'Gender',
        'Division',
        'District',
        'Upazila',
        'Union',
        'Village',
      ],
      [
        'placeholder',
        'A+',
        '1990-01-01',
        '01966000001',
        'male',
        names[2]!.division[0],
        names[2]!.district[0],
        names[2]!.upazila[0],
        names[2]!.union[0],
        'V',
      ],
    ];
    const cached = await toXlsx(rows, (sheet) => {
      sheet.getCell('A2').value = { formula: 'CONCAT("Ra","him")', result: 'Rahim' };
    });
    const preview = (await post('preview', cached, 'f.xlsx')).json() as ImportPreview;
    expect(preview.sample[0]?.[0]).toBe('Rahim');
    expect(preview.counts.new).toBe(1);

    const uncached = await toXlsx(rows, (sheet) => {
      sheet.getCell('A2').value = { formula: 'CONCAT("Ra","him")' } as ExcelJS.CellFormulaValue;
    });
    const refused = await post('preview', uncached, 'f.xlsx');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'IMPORT_FORMULA_WITHOUT_VALUE', field: 'file' });
    expect(refused.json().message).toContain('A2');
  });

  it('exports a name that looks like a formula as inert text: an apostrophe in CSV, a string cell (never a formula) in XLSX', async () => {
    await buildDonor(t.db, here, {
      name: '=HYPERLINK("http://x.test","click")',
      phone1: '01977000001',
    });
    await buildDonor(t.db, here, { name: '@SUM(1+1)', phone1: '01977000002' });
    const { records } = await exportCsv(
      '/api/export/donors?list=available&donorSearchData=0197700000',
    );
    const exportedNames = records.slice(1).map((r) => r[0]);
    expect(exportedNames).toEqual(
      expect.arrayContaining([`'=HYPERLINK("http://x.test","click")`, "'@SUM(1+1)"]),
    );

    const res = await t.inject({
      method: 'GET',
      url: '/api/export/donors?list=available&format=xlsx&donorSearchData=0197700000',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const cells = [2, 3].map((r) => sheet.getRow(r).getCell(1).value);
    expect(cells).toEqual(
      expect.arrayContaining(['=HYPERLINK("http://x.test","click")', '@SUM(1+1)']),
    );
    for (const r of [2, 3]) {
      expect(sheet.getRow(r).getCell(1).type).toBe(ExcelJS.ValueType.String);
      expect(sheet.getRow(r).getCell(1).formula).toBeFalsy();
    }
  });

  it('exports blood requests by date range', async () => {
    const made = await t.inject({
      method: 'POST',
      url: '/api/blood-request',
      payload: {
        patient_name: '+rogi',
        requested_bloodGroup: 'aPositive',
        date: new Date().toISOString(),
        blood_quantity: '2',
        donation_place: 'DMCH',
        number1: '01712345678',
      },
    });
    expect(made.statusCode, made.body).toBe(200);
    const today = new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 10);
    const { records } = await exportCsv(
      `/api/export/blood-requests?from=${today}&to=${today}&status=incomplete`,
    );
    expect(records).toHaveLength(2);
    expect(records[1]?.[0]).toBe("'+rogi");
    const { records: none } = await exportCsv(
      '/api/export/blood-requests?from=2001-01-01&to=2001-01-31',
    );
    expect(none).toHaveLength(1);
    const bad = await t.inject({
      method: 'GET',
      url: '/api/export/blood-requests?from=2025-02-01&to=2025-01-01',
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('from');
  });

  it('enforces the limits: 5 MB, 20,000 rows, a file, readable options; admins only', async () => {
    const big = Buffer.alloc(IMPORT_MAX_BYTES + 10, 'a');
    const tooBig = await post('preview', big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ code: 'IMPORT_FILE_TOO_LARGE' });
    expect(tooBig.json().message).toContain('5 MB');

    const header = 'Name,Phone\n';
    const many = Buffer.from(header + 'a,01711111111\n'.repeat(IMPORT_MAX_ROWS + 1));
    const tooMany = await post('preview', many);
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json()).toMatchObject({ code: 'IMPORT_TOO_MANY_ROWS' });
    expect(tooMany.json().message).toContain('20,000');

    const badOptions = await post('preview', toCsv([['Name'], ['x']]), 'a.csv', {
      duplicates: 'merge',
    } as never);
    expect(badOptions.statusCode).toBe(400);
    expect(badOptions.json().field).toBe('options.duplicates');

    const lone = new FormData();
    lone.append('file', new Blob([new Uint8Array(toCsv([['Name'], ['x']]))]), 'a.csv');
    lone.append('options', '{"mapping":{"name":"Na\\ud800me"}}');
    const loneRequest = new Request('http://localhost/', { method: 'POST', body: lone });
    const broken = await t.inject({
      method: 'POST',
      url: '/api/import/donors/confirm',
      headers: { ...admin.headers, 'content-type': loneRequest.headers.get('content-type')! },
      payload: Buffer.from(await loneRequest.arrayBuffer()),
    });
    expect(broken.statusCode, broken.body).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'MALFORMED_TEXT', field: 'options.mapping.name' });

    const json = await t.inject({
      method: 'POST',
      url: '/api/import/donors/preview',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: {},
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const noFile = await t.inject({
      method: 'POST',
      url: '/api/import/donors/preview',
      headers: admin.headers,
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().code).toBe('IMPORT_FILE_REQUIRED');

    const binary = await post('preview', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]));
    expect(binary.json().code).toBe('IMPORT_FILE_UNREADABLE');

    expect(
      (await post('preview', toCsv([['Name'], ['x']]), 'a.csv', undefined, user)).statusCode,
    ).toBe(403);
    expect(
      (await post('preview', toCsv([['Name'], ['x']]), 'a.csv', undefined, null)).statusCode,
    ).toBe(401);
  });
});

describe('the error file', () => {
  const HEADERS = [
    'Name',
    'Blood group',
    'Date of birth',
    'Phone',
    'Gender',
    'Division',
    'District',
    'Upazila',
    'Union',
    'Village',
    'Consent',
  ];
  /** A title line, the header on row 2, then a short number, a blood group that is none, a consent that is neither yes nor no, and a good row. */
  const sheetWithErrors = () => {
    const place = [
      names[3]!.division[0],
      names[3]!.district[1],
      names[3]!.upazila[0],
      names[3]!.union[1],
    ];
    return [
      ['Donors of the blood camp'],
      HEADERS,
      ['Short Number', 'A+', '1990-01-01', '0171122', 'male', ...place, 'V1', 'yes'],
      ['Odd Group', 'Z+', '1991-02-02', '01957000002', 'female', ...place, 'V2', 'no'],
      ['Unsure Consent', 'O-', '12/03/1992', '01957000003', 'male', ...place, 'V3', 'maybe'],
      ['Good Row', 'B+', '1993-04-04', '01957000004', 'male', ...place, 'V4', 'yes'],
    ];
  };

  it("is UTF-8 with a BOM, the sheet's row number first, every column as given, and a reason naming the field and its form (Bengali)", async () => {
    const res = await post('errors', toCsv(sheetWithErrors()), 'camp.csv', { language: 'bn' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const records = parse(res.rawPayload, { bom: true }) as string[][];
    expect(records[0]).toEqual(['সারি', ...HEADERS, 'ত্রুটির কারণ']);
    // Rows 3, 4 and 5 of the sheet (a title line and the header above them); the good row is not in the file.
    expect(records.map((r) => r[0])).toEqual(['সারি', '3', '4', '5']);
    expect(records[1]!.slice(1, -1)).toEqual(sheetWithErrors()[2]);
    expect(records[1]!.at(-1)).toBe(
      'মোবাইল নম্বর: ১১ অঙ্কের মোবাইল নম্বর, যেমন ০১৭১১২২৩৩৪৪ — নম্বর ১১ অঙ্কের হতে হবে',
    );
    expect(records[2]!.at(-1)).toBe(
      'রক্তের গ্রুপ: A+, A-, B+, B-, O+, O-, AB+ বা AB-, যেমন B+ বা বি পজিটিভ — রক্তের গ্রুপ চেনা যায়নি',
    );
    expect(records[3]!.at(-1)).toBe('যোগাযোগের সম্মতি: হ্যাঁ বা না — হ্যাঁ বা না বোঝা যায়নি');
  });

  it('says the field and the form in English too, and names the place field with close names', async () => {
    const rows = sheetWithErrors();
    rows[5]![8] = 'Nowhere Union';
    const res = await post('errors', toCsv(rows), 'camp.csv', { language: 'en' });
    const records = parse(res.rawPayload, { bom: true }) as string[][];
    expect(records[0]?.[0]).toBe('Row');
    expect(records[0]?.at(-1)).toBe('Errors');
    const reasons = new Map(records.slice(1).map((r) => [r[0], r.at(-1)]));
    expect(reasons.get('3')).toBe(
      'Mobile number: an 11-digit mobile number, like 01711223344 — the number must have 11 digits',
    );
    expect(reasons.get('4')).toBe(
      'Blood group: A+, A-, B+, B-, O+, O-, AB+ or AB-, like B+ or B positive — blood group not recognised',
    );
    expect(reasons.get('5')).toBe(
      'Consent to be contacted: yes or no — not understood as yes or no',
    );
    expect(reasons.get('6')).toMatch(
      /^Union: the name of a union in the row's upazila, in Bengali or English — no place by this name/,
    );
  });

  it('corrected and uploaded again as it is (row number and reason columns included), previews and imports those rows', async () => {
    const res = await post('errors', toCsv(sheetWithErrors()), 'camp.csv', { language: 'bn' });
    const records = parse(res.rawPayload, { bom: true }) as string[][];
    // The volunteer corrects the cells and leaves the row number and the reasons where they are.
    const fixed = records.map((r) => [...r]);
    fixed[1]![4] = '01957000001';
    fixed[2]![2] = 'B+';
    fixed[3]![11] = 'হ্যাঁ';
    const file = toCsv(fixed);

    const preview = (await post('preview', file, 'camp-errors.csv')).json() as ImportPreview;
    expect(preview.headerRow).toBe(1);
    expect(preview.counts).toEqual({ rows: 3, new: 3, duplicate: 0, error: 0 });
    // The columns are guessed one to the right, and neither the row number nor the reasons is a donor field.
    expect(preview.mapping).toMatchObject({
      name: 1,
      bloodGroup: 2,
      birthDate: 3,
      number1: 4,
      gender: 5,
      division: 6,
      district: 7,
      upazila: 8,
      union: 9,
      village: 10,
    });
    const used = Object.values(preview.mapping);
    expect(used).not.toContain(0);
    expect(used).not.toContain(fixed[0]!.length - 1);

    expect((await post('confirm', file, 'camp-errors.csv')).json()).toMatchObject({
      created: 3,
      errors: 0,
    });
    const made = await t.db
      .select()
      .from(donors)
      .where(inArray(donors.phone1, ['01957000001', '01957000002', '01957000003']));
    expect(made.map((d) => [d.name, d.bloodGroup, d.contactConsent]).sort()).toEqual([
      ['Odd Group', 'bPositive', false],
      ['Short Number', 'aPositive', true],
      ['Unsure Consent', 'oNegative', true],
    ]);
  });
});

describe('every sheet of a workbook, and fill from above only where cells were merged', () => {
  const HEADER = [
    'Name',
    'Blood group',
    'Date of birth',
    'Phone',
    'Gender',
    'Division',
    'District',
    'Upazila',
    'Union',
    'Village',
  ];
  const place = () => [
    names[4]!.division[0],
    names[4]!.district[0],
    names[4]!.upazila[0],
    names[4]!.union[0],
  ];
  const row = (name: string, phone: string, union?: string) => {
    const [division, district, upazila, own] = place();
    return [
      name,
      'A+',
      '1990-01-01',
      phone,
      'male',
      division!,
      district!,
      upazila!,
      union ?? own!,
      'Para',
    ];
  };
  /** A workbook of these sheets, in this order; `merges` per sheet. */
  const book = async (
    sheets: { name: string; lines: (string | number)[][]; merges?: string[] }[],
  ) => {
    const workbook = new ExcelJS.Workbook();
    for (const sheet of sheets) {
      const ws = workbook.addWorksheet(sheet.name);
      sheet.lines.forEach((line, i) =>
        line.forEach((cell, c) => cell !== '' && (ws.getRow(i + 1).getCell(c + 1).value = cell)),
      );
      for (const range of sheet.merges ?? []) ws.mergeCells(range);
    }
    return Buffer.from(await workbook.xlsx.writeBuffer());
  };
  const unionOf = async (phone: string) =>
    (await t.db.select({ union: donors.unionId }).from(donors).where(eq(donors.phone1, phone)))[0]
      ?.union ?? null;

  it('reads every donor sheet of a workbook whose first sheet is a summary: listed, the summary left out, rows named by sheet', async () => {
    const bytes = await book([
      { name: 'মোট', lines: [['সারসংক্ষেপ'], ['গ্রুপ', 'সংখ্যা'], ['A+', 2], ['B+', 1], ['মোট', 3]] },
      {
        name: 'Union A',
        lines: [
          ['Club A'],
          HEADER,
          row('A One', '01944000001'),
          row('A Two', '01944000002'),
          row('A Bad', '0194'),
        ],
      },
      { name: 'Union B', lines: [HEADER, row('B One', '01944000003')] },
    ]);
    const res = await post('preview', bytes, 'book.xlsx');
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json() as ImportPreview;
    expect(preview.sheets).toEqual([
      {
        name: 'মোট',
        kind: 'summary',
        included: false,
        headerRow: expect.any(Number),
        rows: expect.any(Number),
      },
      { name: 'Union A', kind: 'donors', included: true, headerRow: 2, rows: 3 },
      { name: 'Union B', kind: 'donors', included: true, headerRow: 1, rows: 1 },
    ]);
    expect(preview).toMatchObject({ mainSheet: 'Union A', headerRow: 2, fillDownRows: 0 });
    expect(preview.counts).toMatchObject({ rows: 4, new: 3, error: 1 });
    // The row number is the sheet's own, and the issue says which sheet.
    expect(preview.issues).toEqual([
      expect.objectContaining({ sheet: 'Union A', row: 5, name: 'A Bad' }),
    ]);
    // The error file says the sheet beside the row number when the rows come from several sheets.
    const errors = parse(
      (await post('errors', bytes, 'book.xlsx', { language: 'en' })).rawPayload,
      { bom: true },
    ) as string[][];
    expect(errors[0]?.slice(0, 2)).toEqual(['Row', 'Sheet']);
    expect(errors.slice(1).map((r) => r.slice(0, 2))).toEqual([['5', 'Union A']]);

    const onlyB = (
      await post('preview', bytes, 'book.xlsx', { leaveOutSheets: ['মোট', 'Union A'] })
    ).json() as ImportPreview;
    expect(onlyB).toMatchObject({ mainSheet: 'Union B', counts: { rows: 1, new: 1 } });
    const unknown = await post('preview', bytes, 'book.xlsx', { leaveOutSheets: ['Union C'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ field: 'options.leaveOutSheets' });
    expect(
      (await post('preview', bytes, 'book.xlsx', { leaveOutSheets: [42] } as never)).json(),
    ).toMatchObject({ field: 'options.leaveOutSheets.0' });

    expect((await post('confirm', bytes, 'book.xlsx')).json()).toMatchObject({
      created: 3,
      errors: 1,
    });
    const made = await t.db
      .select({ name: donors.name })
      .from(donors)
      .where(inArray(donors.phone1, ['01944000001', '01944000002', '01944000003']));
    expect(made.map((d) => d.name).sort()).toEqual(['A One', 'A Two', 'B One']);
  });

  it('fills a cell covered by a vertical merge, never a blank outside one (a merged title above does not switch it on)', async () => {
    const lines = [
      ['Alokito Jubo Sangha'],
      HEADER,
      row('M One', '01944000011'),
      row('M Two', '01944000012', ''),
      row('M Three', '01944000013'),
      row('M Four', '01944000014', ''),
    ];
    const bytes = await book([{ name: 'Donors', lines, merges: ['A1:J1', 'I3:I4'] }]);
    const preview = (
      await post('preview', bytes, 'merged.xlsx', { fillDown: true })
    ).json() as ImportPreview;
    // The merged union is read as the sheet shows it; a workbook is never offered fill from above.
    expect(preview.sample[1]?.[8]).toBe(names[4]!.union[0]);
    expect(preview.sample[3]?.[8]).toBe('');
    expect(preview).toMatchObject({ fillDownRows: 0, fillDown: false });
    await post('confirm', bytes, 'merged.xlsx', { fillDown: true });
    const id = await unionOf('01944000011');
    expect(id).not.toBeNull();
    expect(await unionOf('01944000012')).toBe(id);
    expect(await unionOf('01944000014')).toBeNull();
  });

  it('a CSV with places blank under a value: offered with the number of rows it fills, and filled only when the admin ticks it', async () => {
    const blank = (name: string, phone: string) => [
      ...row(name, phone).slice(0, 5),
      '',
      '',
      '',
      '',
      '',
    ];
    const phone = (stamp: string, n: number) => `0194500${stamp}0${n}`;
    const rows = (stamp: string) => [
      HEADER,
      row(`F One ${stamp}`, phone(stamp, 1)),
      blank(`F Two ${stamp}`, phone(stamp, 2)),
      blank(`F Three ${stamp}`, phone(stamp, 3)),
      row(`F Four ${stamp}`, phone(stamp, 4)),
    ];
    const plain = (await post('preview', toCsv(rows('01')), 'f.csv')).json() as ImportPreview;
    expect(plain).toMatchObject({ fillDownRows: 2, fillDown: false, sheets: [], mainSheet: null });

    await post('confirm', toCsv(rows('01')), 'f.csv');
    const id = await unionOf(phone('01', 1));
    expect(id).not.toBeNull();
    expect(await unionOf(phone('01', 2))).toBeNull();
    const ticked = (
      await post('preview', toCsv(rows('02')), 'f.csv', { fillDown: true })
    ).json() as ImportPreview;
    expect(ticked).toMatchObject({ fillDownRows: 2, fillDown: true });
    const done = await post('confirm', toCsv(rows('02')), 'f.csv', { fillDown: true });
    expect(done.json(), done.body).toMatchObject({ created: 4, errors: 0 });
    expect(await unionOf(phone('02', 2))).toBe(id);
    expect(await unionOf(phone('02', 3))).toBe(id);
  });
});
