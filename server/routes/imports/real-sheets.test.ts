import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import { parse } from 'csv-parse/sync';
import type { ImportOptionsInput, ImportPreview } from '../../../common/schemas/imports.ts';
import { districts, divisions, donors, unions, upazilas } from '../../db/schema.ts';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { loginCallers, type TestUser } from '../../test/auth.ts';
import { buildDonor, places, type Place } from '../../test/factories.ts';
import { postImport } from '../../test/import-fixtures.ts';
import {
  realChains,
  realCsv,
  realSheet,
  realXlsx,
  REAL_COLUMNS,
  type RealSheet,
  type ResolvedChain,
} from '../../test/real-sheets.ts';

let t: TestApp;
let admin: TestUser;
let chains: ResolvedChain[];
const registered = ['01812000011', '01812000012'];

beforeAll(async () => {
  t = await startTestApp();
  ({ admin } = await loginCallers(t));
  const [here] = (await places(t.db, 1)) as [Place];
  chains = await realChains(t.db);
  for (const phone of registered) await buildDonor(t.db, here, { phone1: phone });
});
afterAll(() => t.close());

const post = (
  app: TestApp,
  step: 'preview' | 'confirm' | 'errors',
  bytes: Buffer,
  fileName: string,
  options?: ImportOptionsInput,
  who = admin,
) => postImport(app, who, step, bytes, fileName, options);

/** The preview of a sheet uploaded as it is (no options at all), checked against what was planted. */
async function previewAsIs(sheet: RealSheet, bytes: Buffer, fileName: string) {
  const res = await post(t, 'preview', bytes, fileName);
  expect(res.statusCode, res.body).toBe(200);
  const preview = res.json() as ImportPreview;
  expect(preview.headerRow).toBe(sheet.headerRow);
  expect(preview.headerChosen).toBe(false);
  expect(preview.mapping).toMatchObject(REAL_COLUMNS);
  if (process.env.DEBUG_IMPORT)
    console.log(
      JSON.stringify(
        preview.issues.filter((i) => !sheet.planted.has(i.row)),
        null,
        1,
      ),
    );
  expect(preview.counts).toEqual(sheet.expected);
  // Row numbers are the sheet's own (title, subtitle, blank and header lines counted).
  expect(preview.sampleRows[0]).toBe(sheet.headerRow + 1);
  const byRow = new Map(preview.issues.map((i) => [i.row, i]));
  for (const [row, want] of sheet.planted) {
    const issue = byRow.get(row);
    expect(issue, `row ${row}`).toBeDefined();
    expect(issue).toMatchObject({ status: want.status, reasons: want.reasons });
    if (want.detail) expect(issue?.details).toMatchObject(want.detail);
  }
  expect(preview.issues).toHaveLength(sheet.planted.size);
  return preview;
}

/** Every new row's donor as stored, against what the sheet means. */
async function expectDonors(app: TestApp, sheet: RealSheet) {
  const rows = await app.db
    .select()
    .from(donors)
    .where(inArray(donors.phone1, [...sheet.newDonors.keys()]));
  expect(rows).toHaveLength(sheet.newDonors.size);
  for (const row of rows) {
    const want = sheet.newDonors.get(row.phone1)!;
    expect(
      {
        name: row.name,
        bloodGroup: row.bloodGroup,
        birthDate: row.birthDate,
        phone2: row.phone2,
        gender: row.gender,
        ids: {
          division: row.divisionId,
          district: row.districtId,
          upazila: row.upazilaId,
          union: row.unionId,
        },
        village: row.village,
        lastDonation: row.lastDonatedAt
          ? new Date(row.lastDonatedAt.getTime() + 6 * 3_600_000).toISOString().slice(0, 10)
          : null,
      },
      row.phone1,
    ).toEqual({ ...want, phone1: undefined, name: want.name, lastDonation: want.lastDonation });
  }
}

describe('sheets as people have them', () => {
  it('a CSV saved by Excel with a title, a subtitle and a blank line above the header, totals below: found, read and imported as it is', async () => {
    const sheet = realSheet(chains, registered, { xlsx: false, seed: 31 });
    const bytes = realCsv(sheet);
    const preview = await previewAsIs(sheet, bytes, 'রক্তদাতা.csv');
    expect(preview.fillDownRows).toBe(0);
    expect(preview.fillDown).toBe(false);
    expect(preview.firstRows[0]?.cells[0]).toContain('আলোকিত');
    const repeat = [...sheet.planted].find(([, p]) => p.reasons.number1 === 'repeatedInFile')!;
    const issue = preview.issues.find((i) => i.row === repeat[0])!;
    expect(issue.messages.number1).toBe(`The same number is on row ${repeat[1].detail!.number1}`);

    const done = await post(t, 'confirm', bytes, 'রক্তদাতা.csv');
    expect(done.json()).toEqual({
      jobId: expect.any(String),
      created: sheet.expected.new,
      updated: 0,
      skipped: sheet.expected.duplicate,
      errors: sheet.expected.error,
      status: 'verified',
    });
    await expectDonors(t, sheet);
  });

  it('an XLSX workbook with a merged title and area cells merged down: the header found, each merged range read as its value', async () => {
    const sheet = realSheet(chains, registered, { xlsx: true, seed: 32 });
    const bytes = await realXlsx(sheet);
    const preview = await previewAsIs(sheet, bytes, 'donors.xlsx');
    // The reader filled the merged ranges: nothing is left for fill from above, which a workbook never uses.
    expect(preview.fillDownRows).toBe(0);
    expect(preview.fillDown).toBe(false);
    expect(preview.sheets).toEqual([
      {
        name: 'রক্তদাতা',
        kind: 'donors',
        included: true,
        headerRow: sheet.headerRow,
        rows: sheet.expected.rows,
      },
    ]);
    // The merged title did not narrow the columns.
    expect(preview.headers).toHaveLength(12);
    const ignored = (
      await post(t, 'preview', bytes, 'donors.xlsx', { fillDown: true })
    ).json() as ImportPreview;
    expect(ignored.counts).toEqual(sheet.expected);

    const done = await post(t, 'confirm', bytes, 'donors.xlsx');
    expect(done.json()).toMatchObject({
      created: sheet.expected.new,
      errors: sheet.expected.error,
    });
    await expectDonors(t, sheet);
  });

  it('a CSV whose places are blank below a filled cell (merged cells saved as CSV) imports when the admin ticks fill from above', async () => {
    const sheet = realSheet(chains, registered, { xlsx: true, seed: 33, count: 60 });
    const csv = realCsv(sheet);
    const plain = (await post(t, 'preview', csv, 'm.csv')).json() as ImportPreview;
    // Unfilled, the rows below the first of each group have no place: they would come in with
    // their details missing (never with the place of the row above), so fewer are complete.
    expect(plain.counts.rows).toBe(sheet.expected.rows);
    // Offered with the rows it would complete: every row under the first of its group.
    const blankBelow = sheet.lines
      .slice(sheet.headerRow)
      .filter((line) => line[REAL_COLUMNS.number1] && line[REAL_COLUMNS.division] === '').length;
    expect(blankBelow).toBe(40);
    expect(plain).toMatchObject({ fillDownRows: blankBelow, fillDown: false });
    const filled = (
      await post(t, 'preview', csv, 'm.csv', { fillDown: true })
    ).json() as ImportPreview;
    expect(filled.counts).toEqual(sheet.expected);
  });

  it('lets the admin choose the header row; a wrong choice maps little and a row beyond the sheet is a 400 naming the option', async () => {
    const sheet = realSheet(chains, registered, { xlsx: false, seed: 34, count: 20 });
    const bytes = realCsv(sheet);
    const chosen = (
      await post(t, 'preview', bytes, 'a.csv', { headerRow: 1 })
    ).json() as ImportPreview;
    expect(chosen).toMatchObject({ headerRow: 1, headerChosen: true });
    expect(chosen.counts.new).toBe(0);
    const right = (
      await post(t, 'preview', bytes, 'a.csv', { headerRow: sheet.headerRow })
    ).json() as ImportPreview;
    expect(right.counts).toEqual(sheet.expected);
    const beyond = await post(t, 'preview', bytes, 'a.csv', { headerRow: 5000 });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().field).toBe('options.headerRow');
  });

  it("the error file has the original columns as given and a reason in the admin's language; fixed, it imports", async () => {
    const sheet = realSheet(chains, registered, { xlsx: false, seed: 35, count: 60 });
    const bytes = realCsv(sheet);
    const errorRows = [...sheet.planted.values()].filter((p) => p.status === 'error').length;

    const bn = await post(t, 'errors', bytes, 'x.csv', { language: 'bn' });
    expect(bn.statusCode).toBe(200);
    const bnRecords = parse(bn.rawPayload, { bom: true }) as string[][];
    // The sheet's row number first, every column as given, the reason last.
    expect(bnRecords[0]).toEqual([
      'সারি',
      ...sheet.lines[sheet.headerRow - 1]!.map(String),
      'ত্রুটির কারণ',
    ]);
    expect(bnRecords).toHaveLength(1 + errorRows);
    for (const r of bnRecords.slice(1))
      expect(sheet.planted.get(Number(r[0]))?.status).toBe('error');
    const mobile = bnRecords.find((r) => r[5] === '01212345678')!;
    expect(mobile.at(-1)).toMatch(
      /^মোবাইল নম্বর: .*বাংলাদেশের মোবাইল নম্বর দিন: ০১৩ থেকে ০১৯ দিয়ে শুরু, ১১ অঙ্কের/,
    );
    // No title or total lines, values as given: a +880 number keeps its plus (no apostrophe).
    expect(
      bnRecords.some((r) => r[1]?.includes('আলোকিত') || r.some((c) => c.includes('মোট'))),
    ).toBe(false);
    // One number on two rows: both are in the file, each naming the other.
    const repeated = bnRecords.filter((r) => r.at(-1)!.includes('একই নম্বর'));
    expect(repeated.length).toBeGreaterThanOrEqual(2);
    expect(repeated[0]!.at(-1)).toMatch(/একই নম্বর সারি [০-৯]+-এ আছে/);

    const en = parse((await post(t, 'errors', bytes, 'x.csv', { language: 'en' })).rawPayload, {
      bom: true,
    }) as string[][];
    expect(en[0]?.[0]).toBe('Row');
    expect(en[0]?.at(-1)).toBe('Errors');
    expect(en.find((r) => r[5] === '01212345678')?.at(-1)).toMatch(
      /^Mobile number: .*enter a Bangladeshi mobile number: 11 digits starting with 013 to 019/,
    );
    expect(en.find((r) => r[10] === 'Nowhere Union')?.at(-1)).toMatch(/^Union: /);

    // The admin fixes the wrong number and the wrong union, gives the later of two rows sharing a
    // number its own number, and imports the file again as it is.
    const seen = new Set<string>();
    const fixed = bnRecords.map((r, i) => {
      if (i === 0) return r;
      const copy = [...r];
      if (copy[5] === '01212345678') copy[5] = '+880 1999-000' + String(i).padStart(3, '0');
      else if (copy.at(-1)!.includes('একই নম্বর') && seen.has(copy[5]!))
        copy[5] = '+880 1998-000' + String(i).padStart(3, '0');
      seen.add(copy[5]!);
      if (copy[10] === 'Nowhere Union')
        copy[10] = chains.find((c) => c.written.upazila === copy[9])!.union.name;
      return copy;
    });
    const again = (
      await post(
        t,
        'preview',
        Buffer.from(
          fixed.map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(',')).join('\r\n'),
        ),
        'fixed.csv',
      )
    ).json() as ImportPreview;
    // Every row of the fixed file is new; the row number and reason columns are not donor fields.
    expect(again.headerRow).toBe(1);
    expect(again.counts).toEqual({ rows: errorRows, new: errorRows, duplicate: 0, error: 0 });
  });

  it('a union name two unions share says which they are; the Bengali name picks one', async () => {
    const natai = await t.db
      .select({
        division: divisions.name,
        district: districts.name,
        upazila: upazilas.name,
        union: unions.name,
        bn: unions.bnName,
      })
      .from(unions)
      .innerJoin(upazilas, eq(upazilas.id, unions.upazilaId))
      .innerJoin(districts, eq(districts.id, upazilas.districtId))
      .innerJoin(divisions, eq(divisions.id, districts.divisionId))
      .where(eq(unions.name, 'Natai'));
    expect(natai).toHaveLength(2);
    const [a, b] = natai as [(typeof natai)[0], (typeof natai)[0]];
    const row = (union: string, phone: string) => [
      'Rahim',
      'B+',
      '1990-01-01',
      phone,
      'male',
      a.division,
      a.district,
      a.upazila,
      union,
      'V',
    ];
    const csv = Buffer.from(
      stringify([
        [
          'Name',
          'Blood group',
          'Date of birth',
          'Mobile',
          'Gender',
          'Division',
          'District',
          'Upazila',
          'Union',
          'Village',
        ],
        row('Natai', '01955000101'),
        row(a.bn, '01955000102'),
      ]),
    );
    const preview = (await post(t, 'preview', csv, 'n.csv')).json() as ImportPreview;
    expect(preview.counts).toMatchObject({ new: 1, error: 1 });
    expect(preview.issues[0]).toMatchObject({ row: 2, reasons: { union: 'placeAmbiguous' } });
    expect(preview.issues[0]?.details?.union).toContain(a.bn);
    expect(preview.issues[0]?.details?.union).toContain(b.bn);
  });
});
