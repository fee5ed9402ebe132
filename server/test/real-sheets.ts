import { and, asc, eq } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import type { BloodGroup, GenderCode } from '../../common/constants.ts';
import type { Db } from '../db/client.ts';
import { districts, divisions, unions, upazilas } from '../db/schema.ts';

/**
 * Donor sheets as volunteer groups really keep them, made in code for the tests: a title line
 * (merged across the columns in the workbook), a subtitle and a blank line above the header;
 * Bengali or English headers in their common variants; area cells merged down a group of rows in
 * the workbook (blank below the first); two numbers in one cell; dates written every way,
 * "don't know" words for no donation; English place names in their common spellings; and, below
 * the data, a total and a signature line. Planted rows: a number that is not a mobile number, a
 * place that does not exist, a registered donor's number, and (after a blank line) a number
 * repeated from three rows above (both rows then wait for the admin).
 */

/** A place chain as the database names it, and as the sheet writes it. */
interface Chain {
  official: { division: string; district: string; upazila: string };
  written: { division: string; district: string; upazila: string };
}

const CHAINS: Chain[] = [
  {
    official: { division: 'Chattagram', district: 'Coxsbazar', upazila: 'Ukhiya' },
    written: { division: 'Chittagong', district: "Cox's Bazar", upazila: 'Ukhia' },
  },
  {
    official: { division: 'Chattagram', district: 'Comilla', upazila: 'Comilla Sadar' },
    written: { division: 'Chattogram', district: 'Cumilla', upazila: 'Cumilla Sadar' },
  },
  {
    official: { division: 'Khulna', district: 'Jashore', upazila: 'Jessore Sadar' },
    written: { division: 'Khulna Division', district: 'Jessore', upazila: 'Jashore' },
  },
  {
    official: { division: 'Rajshahi', district: 'Bogura', upazila: 'Bogra Sadar' },
    written: { division: 'rajshahi', district: 'Bogra', upazila: 'Bogura Sadar' },
  },
  {
    official: { division: 'Barisal', district: 'Barisal', upazila: 'Barisal Sadar' },
    written: { division: 'Barishal', district: 'Barishal', upazila: 'Barisal Sadar' },
  },
  {
    official: { division: 'Dhaka', district: 'Dhaka', upazila: 'Savar' },
    written: { division: 'ঢাকা বিভাগ', district: 'ঢাকা জেলা', upazila: 'সাভার' },
  },
];

export interface ResolvedChain extends Chain {
  ids: { division: number; district: number; upazila: number; union: number };
  union: { name: string; bnName: string };
}

/** The chains with their ids and one union each (from the seeded geography). */
export async function realChains(db: Db): Promise<ResolvedChain[]> {
  const out: ResolvedChain[] = [];
  for (const chain of CHAINS) {
    const [row] = await db
      .select({
        division: divisions.id,
        district: districts.id,
        upazila: upazilas.id,
        union: unions.id,
        name: unions.name,
        bnName: unions.bnName,
      })
      .from(unions)
      .innerJoin(upazilas, eq(upazilas.id, unions.upazilaId))
      .innerJoin(districts, eq(districts.id, upazilas.districtId))
      .innerJoin(divisions, eq(divisions.id, districts.divisionId))
      .where(
        and(
          eq(divisions.name, chain.official.division),
          eq(districts.name, chain.official.district),
          eq(upazilas.name, chain.official.upazila),
        ),
      )
      .orderBy(asc(unions.id))
      .limit(1);
    if (!row) throw new Error(`no union under ${chain.official.upazila}`);
    out.push({
      ...chain,
      ids: {
        division: row.division,
        district: row.district,
        upazila: row.upazila,
        union: row.union,
      },
      union: { name: row.name, bnName: row.bnName },
    });
  }
  return out;
}

const BN = '০১২৩৪৫৬৭৮৯';
const bengali = (text: string) => text.replace(/\d/g, (d) => BN[Number(d)]!);
const MONTHS_EN = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
const MONTHS_LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const MONTHS_BN = [
  'জানুয়ারি',
  'ফেব্রুয়ারি',
  'মার্চ',
  'এপ্রিল',
  'মে',
  'জুন',
  'জুলাই',
  'আগস্ট',
  'সেপ্টেম্বর',
  'অক্টোবর',
  'নভেম্বর',
  'ডিসেম্বর',
];
const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const serialOf = (y: number, m: number, d: number) =>
  Math.round((Date.UTC(y, m - 1, d) - Date.UTC(1899, 11, 30)) / 86_400_000);

/** One date written the i-th way; returns the cell and the day it means. */
function writtenDate(
  i: number,
  y: number,
  m: number,
  d: number,
  forXlsx: boolean,
): { cell: string | Date; iso: string } {
  const iso = `${y}-${pad(m)}-${pad(d)}`;
  const ways: (string | Date)[] = [
    `${d} ${MONTHS_EN[m - 1]} ${y}`,
    bengali(`${d} ${MONTHS_BN[m - 1]} ${y}`),
    `${pad(d)}/${pad(m)}/${pad(y % 100)}`,
    iso,
    String(serialOf(y, m, d)),
    `${MONTHS_LONG[m - 1]} ${d}, ${y}`,
    `${pad(d)}-${MONTHS_EN[m - 1]}-${pad(y % 100)}`,
    bengali(`${pad(d)}-${pad(m)}-${y}`),
  ];
  // A workbook also stores some dates as dates.
  const cell = forXlsx && i % 8 === 7 ? new Date(Date.UTC(y, m - 1, d)) : ways[i % ways.length]!;
  return { cell, iso };
}

const NO_DATE = ['জানা নেই', 'N/A', '-', 'none', 'কখনো না'];
const GROUPS: [string, BloodGroup][] = [
  ['B+', 'bPositive'],
  ['বি পজিটিভ', 'bPositive'],
  ['O+ve', 'oPositive'],
  ['A-', 'aNegative'],
  ['এবি নেগেটিভ', 'abNegative'],
  ['o neg', 'oNegative'],
  ['AB+', 'abPositive'],
  ['ও পজিটিভ', 'oPositive'],
];
const GENDERS: [string, GenderCode][] = [
  ['পুরুষ', 'male'],
  ['Male', 'male'],
  ['মহিলা', 'female'],
  ['F', 'female'],
  ['M', 'male'],
  ['নারী', 'female'],
];
const NAMES = [
  'মো. রহিম উদ্দিন',
  'Karim Hossain',
  'ফাতেমা আক্তার',
  'Nusrat Jahan',
  'সাকিব আল হাসান',
  'Tanvir Ahmed',
  'মরিয়ম বেগম',
  'Abdur Rafiq',
];

const HEADERS = {
  bn: [
    'ক্রমিক নং',
    'রক্তদাতার নাম',
    'রক্তের গ্রুপ',
    'জন্ম তারিখ',
    'মোবাইল নং',
    'লিঙ্গ',
    'বিভাগ',
    'জেলা',
    'উপজেলা',
    'ইউনিয়ন',
    'গ্রাম/মহল্লা',
    'শেষ রক্তদান',
  ],
  en: [
    'SL',
    'Donor Name',
    'Blood Group',
    'Date of Birth',
    'Mobile No.',
    'Gender',
    'Division',
    'District',
    'Upazila',
    'Union',
    'Village',
    'Last donation',
  ],
};
/** Column of each field in the sheets above. */
export const REAL_COLUMNS = {
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
  lastDonation: 11,
};

/** What a new row must become. */
export interface ExpectedDonor {
  name: string;
  bloodGroup: BloodGroup;
  birthDate: string;
  phone1: string;
  phone2: string | null;
  gender: GenderCode;
  ids: ResolvedChain['ids'];
  village: string;
  lastDonation: string | null;
}

export interface RealSheet {
  /** Every line of the sheet, blank lines as []. */
  lines: (string | number | Date)[][];
  /** Merged ranges (workbook only), e.g. 'A1:L1'. */
  merges: string[];
  headerRow: number;
  expected: { rows: number; new: number; duplicate: number; error: number };
  /** New rows by first number. */
  newDonors: Map<string, ExpectedDonor>;
  /** Sheet row → the reason codes expected there (errors) or 'registered' (duplicates). */
  planted: Map<
    number,
    {
      status: 'error' | 'duplicate';
      reasons: Record<string, string>;
      detail?: Record<string, string>;
    }
  >;
}

/**
 * A 300-row (by default) sheet. `xlsx`: English headers, area cells merged down groups of three
 * rows, some numbers and dates stored as numbers and dates; otherwise (CSV): Bengali headers and
 * every cell written out (Excel's CSV of a sheet without merges).
 */
export function realSheet(
  chains: ResolvedChain[],
  registered: string[],
  options: { xlsx: boolean; count?: number; seed?: number },
): RealSheet {
  const { xlsx, count = 300, seed = 31 } = options;
  const lines: RealSheet['lines'] = [];
  const merges: string[] = [];
  const title = xlsx
    ? 'Alokito Jubo Sangha, Ukhia: blood donors'
    : 'আলোকিত যুব সংঘ — রক্তদাতাদের তালিকা';
  lines.push([title]);
  merges.push('A1:L1');
  lines.push([xlsx ? 'Updated 12 March 2024' : 'হালনাগাদ: ১২ মার্চ ২০২৪']);
  lines.push([]);
  lines.push(xlsx ? HEADERS.en : HEADERS.bn);
  const headerRow = lines.length;
  const expected = { rows: count, new: 0, duplicate: 0, error: 0 };
  const newDonors = new Map<string, ExpectedDonor>();
  const planted: RealSheet['planted'] = new Map();
  const sheetRowOf: number[] = [];
  const phoneOf = (i: number) => `017${pad(seed)}${pad(i, 6)}`;
  let registeredUsed = 0;

  for (let i = 0; i < count; i++) {
    const kind = i % 50;
    if (kind === 42) lines.push([]); // a blank line before the repeated number
    const sheetRow = lines.length + 1;
    sheetRowOf[i] = sheetRow;
    const group = Math.floor(i / 3); // rows sharing their place (merged in the workbook)
    const chain = chains[group % chains.length]!;
    const firstOfGroup = i % 3 === 0 || kind === 42;
    // The group holding the wrong union (row 17 of every 50) has its union written in every row, not merged.
    const groupStart = i - (i % 3);
    const unmergedUnion = [0, 1, 2].some((k) => (groupStart + k) % 50 === 17);
    const digits = phoneOf(i);
    const phoneWays = [
      `${digits.slice(0, 5)}-${digits.slice(5)}`,
      `+880 ${digits.slice(1, 5)} ${digits.slice(5)}`,
      bengali(digits),
      `880${digits.slice(1)}`,
      digits,
    ];
    let phoneCell: string | number =
      xlsx && i % 5 === 4 ? Number(digits) : phoneWays[i % phoneWays.length]!;
    const second = i % 7 === 0 ? `018${pad(seed)}${pad(i, 6)}` : null;
    if (second)
      phoneCell = `${phoneWays[i % phoneWays.length]}${i % 14 === 0 ? ', ' : ' / '}${second}`;

    const year = 1975 + (i % 25);
    const month = 1 + (i % 12);
    const day = 1 + (i % 28);
    const birth = writtenDate(i, year, month, day, xlsx);
    const lastWay = i % 4;
    const last =
      lastWay === 0
        ? { cell: NO_DATE[Math.floor(i / 4) % NO_DATE.length]!, iso: null }
        : lastWay === 3
          ? { cell: '', iso: null }
          : writtenDate(i + 3, 2024, 1 + (i % 12), 1 + (i % 27), xlsx);
    const [groupText, groupCode] = GROUPS[i % GROUPS.length]!;
    const [genderText, genderCode] = GENDERS[i % GENDERS.length]!;
    const name = `${NAMES[i % NAMES.length]} ${i + 1}`;
    const unionText = i % 2 ? chain.union.bnName : chain.union.name;
    const village = i % 2 ? `পূর্বপাড়া ${i}` : `Purbo Para ${i}`;
    const area = [chain.written.division, chain.written.district, chain.written.upazila, unionText];
    const row: (string | number | Date)[] = [
      String(i + 1),
      name,
      groupText,
      birth.cell,
      phoneCell,
      genderText,
      ...(xlsx && !firstOfGroup ? ['', '', '', unmergedUnion ? unionText : ''] : area),
      village,
      last.cell,
    ];
    if (xlsx && i % 3 === 0) {
      // The group's area cells are merged down its three rows, and over the blank line when one falls
      // inside the group (before row 142 of every 200, say: the merge then spans four sheet rows).
      const inside = [1, 2].some((k) => i + k < count && (i + k) % 50 === 42) ? 1 : 0;
      const end = Math.min(sheetRow + 2, sheetRow + (count - 1 - i)) + inside;
      if (end > sheetRow)
        for (const col of unmergedUnion ? ['G', 'H', 'I'] : ['G', 'H', 'I', 'J'])
          merges.push(`${col}${sheetRow}:${col}${end}`);
    }
    if (kind === 5) {
      row[4] = '01212345678';
      expected.error += 1;
      planted.set(sheetRow, { status: 'error', reasons: { number1: 'phoneMobile' } });
    } else if (kind === 17) {
      row[9] = 'Nowhere Union';
      expected.error += 1;
      planted.set(sheetRow, { status: 'error', reasons: { union: 'placeUnknown' } });
    } else if (kind === 29 && registered.length) {
      row[4] = registered[registeredUsed++ % registered.length]!;
      expected.duplicate += 1;
      planted.set(sheetRow, { status: 'duplicate', reasons: { number1: 'registered' } });
    } else if (kind === 42) {
      const earlier = i - 3;
      row[4] = phoneOf(earlier);
      // One number on two rows: both wait for the admin (the earlier row was a new donor).
      expected.error += 2;
      expected.new -= 1;
      newDonors.delete(phoneOf(earlier));
      planted.set(sheetRow, {
        status: 'error',
        reasons: { number1: 'repeatedInFile' },
        detail: { number1: String(sheetRowOf[earlier]) },
      });
      planted.set(sheetRowOf[earlier]!, {
        status: 'error',
        reasons: { number1: 'repeatedInFile' },
        detail: { number1: String(sheetRow) },
      });
    } else {
      expected.new += 1;
      newDonors.set(digits, {
        name,
        bloodGroup: groupCode,
        birthDate: birth.iso,
        phone1: digits,
        phone2: second,
        gender: genderCode,
        ids: chain.ids,
        village,
        lastDonation: last.iso,
      });
    }
    lines.push(row);
  }
  lines.push([]);
  lines.push([xlsx ? 'Total: 300 donors' : 'মোট: ৩০০ জন']);
  lines.push([
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    xlsx ? 'Signature: __________' : 'স্বাক্ষর: __________',
  ]);
  return { lines, merges, headerRow, expected, newDonors, planted };
}

/** The sheet as Excel saves it as CSV (UTF-8 with a byte-order mark; blank lines as empty cells). */
export function realCsv(sheet: RealSheet): Buffer {
  const width = 12;
  const rows = sheet.lines.map((line) =>
    Array.from({ length: width }, (_v, i) => {
      const cell = line[i];
      return cell === undefined
        ? ''
        : cell instanceof Date
          ? cell.toISOString().slice(0, 10)
          : String(cell);
    }),
  );
  return Buffer.from(stringify(rows, { bom: true, record_delimiter: '\r\n' }));
}

/** The sheet as an XLSX workbook with its merged cells. */
export async function realXlsx(sheet: RealSheet): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('রক্তদাতা');
  sheet.lines.forEach((line, index) => {
    const row = ws.getRow(index + 1);
    line.forEach((cell, c) => {
      if (cell !== '') row.getCell(c + 1).value = cell;
    });
    row.commit();
  });
  for (const range of sheet.merges) ws.mergeCells(range);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
