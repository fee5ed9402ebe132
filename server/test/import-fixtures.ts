import { asc, eq } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import type { ImportOptionsInput } from '../../common/schemas/imports.ts';
import type { Db } from '../db/client.ts';
import type { TestApp } from './app.ts';
import type { TestUser } from './auth.ts';
import { districts, divisions, unions, upazilas } from '../db/schema.ts';

/**
 * A messy donor sheet as volunteer groups keep them, made the same way every time (tests and the
 * import benchmark): Bengali and English headers and places, phones with +880, spaces, dashes,
 * Bengali digits or a lost leading 0, blood groups and genders spelled many ways, dates in
 * several forms. Some rows are planted to fail or to repeat a registered donor.
 */

export interface PlaceNames {
  division: [string, string];
  district: [string, string];
  upazila: [string, string];
  union: [string, string];
}

/** `n` unions with the English and Bengali names of their chain. */
export async function placeNames(db: Db, n: number): Promise<PlaceNames[]> {
  const rows = await db
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
    .orderBy(asc(unions.id))
    .limit(n);
  return rows.map((r) => ({
    division: [r.division, r.divisionBn],
    district: [r.district, r.districtBn],
    upazila: [r.upazila, r.upazilaBn],
    union: [r.union, r.unionBn],
  }));
}

export const MESSY_HEADERS = [
  'ক্রমিক',
  'Donor Name',
  'রক্তের গ্রুপ',
  'Date of Birth',
  'Mobile',
  'Mobile 2',
  'Sex',
  'বিভাগ',
  'District',
  'উপজেলা',
  'Union',
  'গ্রাম',
  'Last Donation',
];

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';
const bengali = (text: string) => text.replace(/\d/g, (d) => BENGALI_DIGITS[Number(d)]!);

const GROUPS = [
  'B+',
  'b positive',
  'বি পজিটিভ',
  'O+',
  'o +ve',
  'A-',
  'a negative',
  'AB+',
  'এবি নেগেটিভ',
  'O Neg',
  'ও পজিটিভ',
  'A+',
];
const GENDERS = ['Male', 'পুরুষ', 'female', 'মহিলা', 'M', 'F', 'male', 'নারী'];
const NAMES = [
  'রহিম উদ্দিন',
  'Karim Hossain',
  'ফাতেমা খাতুন',
  'Nusrat Jahan',
  'সাকিব হাসান',
  'Tanvir Ahmed',
  'মরিয়ম বেগম',
  'Rafiq Islam',
];

/** The phone of data row `i` written one of several ways; `digits` is what it normalises to. */
function phoneOf(seed: number, i: number) {
  const digits = `019${String(seed % 100).padStart(2, '0')}${String(i).padStart(6, '0')}`;
  const ways = [
    digits,
    `+880 ${digits.slice(1, 5)}-${digits.slice(5)}`,
    bengali(digits),
    `${digits.slice(0, 5)} ${digits.slice(5)}`,
    `880${digits.slice(1)}`,
    digits.slice(1), // a number cell that lost its 0
  ];
  return { digits, written: ways[i % ways.length]! };
}

export interface MessySheet {
  rows: string[][];
  expected: { rows: number; new: number; duplicate: number; error: number };
  /** Normalised first numbers of the rows expected to be new. */
  newPhones: string[];
  /** How many of the new rows give a last donation (each becomes one history row). */
  newWithHistory: number;
}

/**
 * `count` data rows. Of every 50: row 7 names a union that does not exist, row 13 a blood group
 * that is not one, row 21 repeats a registered donor's number (`registered`, used in turn), row
 * 33 repeats the number of the row before it (both rows then wait for the admin); the others are new.
 */
export function messySheet(
  count: number,
  places: PlaceNames[],
  registered: string[] = [],
  seed = 42,
): MessySheet {
  const rows: string[][] = [MESSY_HEADERS];
  const expected = { rows: count, new: 0, duplicate: 0, error: 0 };
  const newPhones: string[] = [];
  let previousPhone = '';
  let previousHistory = false;
  let registeredUsed = 0;
  let newWithHistory = 0;
  for (let i = 0; i < count; i++) {
    const place = places[i % places.length]!;
    const lang = i % 2; // English or Bengali names, in turn
    const { digits, written } = phoneOf(seed, i);
    const year = 1970 + (i % 30);
    const month = 1 + (i % 12);
    const dayOfMonth = 1 + (i % 28);
    const birth =
      i % 3 === 0
        ? `${year}-${String(month).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`
        : i % 3 === 1
          ? `${dayOfMonth}/${month}/${year}`
          : bengali(
              `${String(dayOfMonth).padStart(2, '0')}-${String(month).padStart(2, '0')}-${year}`,
            );
    const lastDonation = i % 4 === 0 ? `${2024 + (i % 2)}-0${1 + (i % 9)}-1${i % 10}` : '';
    const row = [
      String(i + 1),
      `${NAMES[i % NAMES.length]} ${i}`,
      GROUPS[i % GROUPS.length]!,
      birth,
      written,
      i % 5 === 0 ? `018${String(seed % 100).padStart(2, '0')}${String(i).padStart(6, '0')}` : '',
      GENDERS[i % GENDERS.length]!,
      place.division[lang]!,
      place.district[(lang + 1) % 2]!,
      place.upazila[lang]!,
      place.union[(lang + 1) % 2]!,
      i % 2 ? `গ্রাম ${i}` : `Village ${i}`,
      lastDonation,
    ];
    const kind = i % 50;
    if (kind === 7) {
      row[10] = 'Nowhere Union';
      expected.error += 1;
    } else if (kind === 13) {
      row[2] = 'Z+';
      expected.error += 1;
    } else if (kind === 21 && registered.length) {
      row[4] = registered[registeredUsed++ % registered.length]!;
      expected.duplicate += 1;
    } else if (kind === 33) {
      row[4] = previousPhone;
      // One number on two rows stops both: the row before is no longer new either.
      expected.error += 2;
      expected.new -= 1;
      newPhones.pop();
      if (previousHistory) newWithHistory -= 1;
    } else {
      expected.new += 1;
      newPhones.push(digits);
      if (lastDonation) newWithHistory += 1;
    }
    previousPhone = digits;
    previousHistory = !!lastDonation;
    rows.push(row);
  }
  return { rows, expected, newPhones, newWithHistory };
}

export const toCsv = (rows: string[][]) => Buffer.from(stringify(rows, { bom: true }));

/** An XLSX workbook of these rows; `edit` may change cells (formulas) before it is written. */
export async function toXlsx(
  rows: (string | ExcelJS.CellValue)[][],
  edit?: (sheet: ExcelJS.Worksheet) => void,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Donors');
  for (const row of rows) sheet.addRow(row);
  edit?.(sheet);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The import form as the browser sends it (the file, and the options as JSON), posted to one step. */
export async function postImport(
  app: TestApp,
  who: TestUser | null,
  step: 'preview' | 'confirm' | 'errors',
  bytes: Buffer,
  fileName = 'donors.csv',
  options?: ImportOptionsInput,
) {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  if (options) data.append('options', JSON.stringify(options));
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  return app.inject({
    method: 'POST',
    url: `/api/import/donors/${step}`,
    headers: { ...(who?.headers ?? {}), 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}
