import type { BloodGroup, GenderCode } from './constants.ts';
import { normalisePhone as normaliseFormPhone } from './schemas/phone.ts';
import { toAsciiDigits } from './text.ts';

/**
 * How a spreadsheet's cells are read into a donor's fields: blood groups, genders, phone numbers
 * and dates as people type them in Bengali or English. The results then pass the registration
 * schema itself (common/schemas/donors.ts), so an imported donor obeys the same rules.
 */

/** Lower-case NFC text without spaces, dots, brackets or the words 'blood' / 'group'. */
function squeeze(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/blood|group|রক্তের|গ্রুপ/g, '')
    .replace(/[\s.()[\]_:]/g, '');
}

const LETTERS: Record<string, 'a' | 'b' | 'o' | 'ab'> = {
  a: 'a',
  b: 'b',
  o: 'o',
  '0': 'o',
  ab: 'ab',
  'এ': 'a',
  'বি': 'b',
  'ও': 'o',
  'এবি': 'ab',
};

const POSITIVE = ['+', '+ve', 've+', 'pos', 'positive', 'plus', 'পজিটিভ', 'পজেটিভ', 'পজিটিভ', 'পজেটিভ', 'পজ'];
const NEGATIVE = ['-', '-ve', 've-', 'neg', 'negative', 'minus', 'নেগেটিভ', 'নেগেটিভ', 'নেগ', '−', '–'];

const CODE: Record<string, BloodGroup> = {
  'a+': 'aPositive',
  'a-': 'aNegative',
  'b+': 'bPositive',
  'b-': 'bNegative',
  'o+': 'oPositive',
  'o-': 'oNegative',
  'ab+': 'abPositive',
  'ab-': 'abNegative',
};

/** The blood group code for 'B+', 'b positive', 'B +ve', 'বি পজিটিভ', 'bPositive', ...; undefined when unsure. */
export function bloodGroupOf(cell: string): BloodGroup | undefined {
  const direct = Object.values(CODE).find((code) => code.toLowerCase() === cell.trim().toLowerCase());
  if (direct) return direct;
  const text = squeeze(cell);
  // Longest letter first, so that 'ab' is not read as 'a' followed by 'b'.
  for (const letter of Object.keys(LETTERS).sort((x, y) => y.length - x.length)) {
    if (!text.startsWith(letter)) continue;
    const rest = text.slice(letter.length);
    const sign = POSITIVE.includes(rest) ? '+' : NEGATIVE.includes(rest) ? '-' : undefined;
    if (sign) return CODE[`${LETTERS[letter]}${sign}`];
  }
  return undefined;
}

const GENDER_WORDS: Record<string, GenderCode> = {
  male: 'male',
  m: 'male',
  man: 'male',
  boy: 'male',
  'পুরুষ': 'male',
  'ছেলে': 'male',
  'পুং': 'male',
  female: 'female',
  f: 'female',
  woman: 'female',
  girl: 'female',
  'মহিলা': 'female',
  'নারী': 'female',
  'মেয়ে': 'female',
  'স্ত্রী': 'female',
  third: 'third',
  thirdgender: 'third',
  other: 'third',
  transgender: 'third',
  hijra: 'third',
  'তৃতীয়': 'third',
  'তৃতীয়লিঙ্গ': 'third',
  'হিজড়া': 'third',
  unknown: 'unknown',
  prefernottosay: 'unknown',
  'অজানা': 'unknown',
  'বলতেচাইনা': 'unknown',
};

/** The gender code for a word in Bengali or English (or the stored code); undefined when unknown. */
export function genderOf(cell: string): GenderCode | undefined {
  const key = cell.normalize('NFC').toLowerCase().replace(/[\s_.-]/g, '');
  return Object.hasOwn(GENDER_WORDS, key) ? GENDER_WORDS[key] : undefined;
}

/**
 * A phone number as a spreadsheet holds it, brought to the form the registration rule checks
 * (common/schemas/phone.ts: +880, 880, spaces, dashes, Bengali digits), and the 0 restored when a
 * number cell lost it (1712345678).
 */
export function normalisePhone(cell: string): string {
  const digits = normaliseFormPhone(cell);
  return /^1\d{9}$/.test(digits) ? `0${digits}` : digits;
}

/** Words and marks between two numbers written in one cell ("01711-111111, 01922222222", "… / …", "… or …"). */
const BETWEEN_NUMBERS = /[,;/|\n\\]|\s(?:or|অথবা|বা)\s/i;

/**
 * The numbers one cell holds: usually one; two when they are written with a comma, slash, semicolon
 * or "or" between them, or side by side with only spaces (22 digits that are two numbers).
 */
export function phonesOf(cell: string): string[] {
  const parts = cell
    .split(BETWEEN_NUMBERS)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length > 1) return parts;
  const whole = normalisePhone(cell);
  if (/^01\d{9}01\d{9}$/.test(whole)) return [whole.slice(0, 11), whole.slice(11)];
  return parts.length ? parts : [''];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Words that mean "no date" in a last-donation column: the row is fine, the donor has no donation on record. */
const NO_DATE_WORDS = new Set(
  [
    'জানা নেই',
    'জানিনা',
    'জানি না',
    'অজানা',
    'নেই',
    'কখনো না',
    'কখনও না',
    'কখনো দেননি',
    'দেননি',
    'প্রযোজ্য নয়',
    'n/a',
    'na',
    'n.a.',
    'nil',
    'none',
    'never',
    'no',
    'unknown',
    'not known',
    "don't know",
    'dont know',
    '-',
    '--',
    '---',
    '–',
    '—',
    '?',
    'x',
  ].map((w) => w.normalize('NFC')),
);

/** True when a cell says there is no date ("জানা নেই", "N/A", "-", "none", "কখনো না", ...). */
export function isNoDate(cell: string): boolean {
  return NO_DATE_WORDS.has(cell.normalize('NFC').trim().toLowerCase().replace(/\s+/g, ' '));
}

/** Month names and their short forms, English and Bengali (both common spellings). */
const MONTHS: Record<string, number> = {};
const monthNames: [number, string[]][] = [
  [1, ['january', 'jan', 'জানুয়ারি', 'জানুয়ারী', 'জানু']],
  [2, ['february', 'feb', 'ফেব্রুয়ারি', 'ফেব্রুয়ারী', 'ফেব্রু']],
  [3, ['march', 'mar', 'মার্চ']],
  [4, ['april', 'apr', 'এপ্রিল']],
  [5, ['may', 'মে']],
  [6, ['june', 'jun', 'জুন']],
  [7, ['july', 'jul', 'জুলাই']],
  [8, ['august', 'aug', 'আগস্ট', 'আগষ্ট']],
  [9, ['september', 'sep', 'sept', 'সেপ্টেম্বর']],
  [10, ['october', 'oct', 'অক্টোবর']],
  [11, ['november', 'nov', 'নভেম্বর']],
  [12, ['december', 'dec', 'ডিসেম্বর']],
];
for (const [month, names] of monthNames) for (const name of names) MONTHS[name.normalize('NFC')] = month;

/** A two-digit year: the latest year ending so that is not after this year ('24' → 2024, '85' → 1985). */
function fullYear(text: string): number {
  const year = Number(text);
  if (text.length !== 2) return year;
  const thisYear = new Date().getUTCFullYear();
  return 2000 + year > thisYear ? 1900 + year : 2000 + year;
}

const ymd = (y: number, m: number, d: number) => `${String(y).padStart(4, '0')}-${pad(m)}-${pad(d)}`;

/** Excel's day numbers (days since 1899-12-30) of 1910 to 2100, as a sheet saved as text gives them. */
const EXCEL_SERIAL = /^(\d{4,5})(?:\.\d+)?$/;

/**
 * A date cell as YYYY-MM-DD: ISO dates; day/month/year with / - . or spaces (the way Bangladesh
 * writes dates) and two-digit years; month names in English or Bengali ("12 Mar 2024",
 * "১২ মার্চ ২০২৪", "March 12, 2024"); Excel day numbers written as text (45363); Bengali digits;
 * a Date the spreadsheet stored. Anything else is returned trimmed, so that the date rule names it
 * as not a real date.
 */
export function isoDateOf(cell: string | Date): string {
  if (cell instanceof Date) {
    return Number.isNaN(cell.getTime()) ? '' : ymd(cell.getUTCFullYear(), cell.getUTCMonth() + 1, cell.getUTCDate());
  }
  const text = toAsciiDigits(cell.normalize('NFC').trim());
  const iso = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ].*)?$/.exec(text);
  if (iso) return ymd(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dmy = /^(\d{1,2})\s*[-/.]\s*(\d{1,2})\s*[-/.]\s*(\d{4}|\d{2})(?:\s+\d{1,2}:\d{2}.*)?$/.exec(text);
  if (dmy) return ymd(fullYear(dmy[3]!), Number(dmy[2]), Number(dmy[1]));
  const serial = EXCEL_SERIAL.exec(text);
  if (serial) {
    const days = Number(serial[1]);
    if (days >= 3654 && days <= 73415) {
      const date = new Date(Date.UTC(1899, 11, 30) + days * 86_400_000);
      return ymd(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
    }
  }
  // Words: "12 Mar 2024", "12-Mar-24", "১২ মার্চ, ২০২৪", "March 12, 2024", "Mar 12 2024".
  const words = text
    .toLowerCase()
    .replace(/(\d)(st|nd|rd|th)\b/g, '$1')
    .split(/[\s,./-]+/)
    .filter(Boolean);
  if (words.length === 3) {
    const monthAt = words.findIndex((w) => Object.hasOwn(MONTHS, w));
    const numbers = words.filter((_w, i) => i !== monthAt);
    if (monthAt !== -1 && numbers.every((n) => /^\d{1,4}$/.test(n))) {
      const month = MONTHS[words[monthAt]!]!;
      // Day then year, unless the first number is plainly a year ("2024 Mar 12").
      const [a, b] = numbers as [string, string];
      const [day, year] = a.length === 4 ? [b, a] : [a, b];
      if (day.length <= 2 && (year.length === 4 || year.length === 2)) return ymd(fullYear(year), month, Number(day));
    }
  }
  return text;
}

/** True when YYYY-MM-DD names a real day of the calendar. */
export function isRealDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(text);
}

const CONSENT_YES = new Set(['yes', 'y', 'true', '1', 'agree', 'agreed', 'x', '✓', '✔', 'হ্যাঁ', 'হ্যা', 'হাঁ', 'হা', 'সম্মত', 'রাজি']);
const CONSENT_NO = new Set(['', 'no', 'n', 'false', '0', 'না', 'অসম্মত']);

/** A consent cell: yes/no in English or Bengali (empty is no); undefined when it says something else. */
export function consentOf(cell: string): boolean | undefined {
  const text = toAsciiDigits(cell.normalize('NFC').trim().toLowerCase());
  if (CONSENT_YES.has(text)) return true;
  if (CONSENT_NO.has(text)) return false;
  return undefined;
}
