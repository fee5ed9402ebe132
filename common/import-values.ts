import type { BloodGroup, GenderCode } from './constants.ts';
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
 * A phone number as a spreadsheet holds it, brought to the form the registration rule checks:
 * Bengali digits to ASCII, spaces, dashes, dots and brackets dropped, the country code (+880 or
 * 880) replaced by the leading 0, and the 0 restored when a number cell lost it (1712345678).
 */
export function normalisePhone(cell: string): string {
  let digits = toAsciiDigits(cell.trim()).replace(/[\s\-.()]/g, '');
  if (/^\+?880\d{10}$/.test(digits)) digits = `0${digits.slice(digits.length - 10)}`;
  else if (/^\+?88\d{11}$/.test(digits)) digits = digits.slice(digits.length - 11);
  if (/^1\d{9}$/.test(digits)) digits = `0${digits}`;
  return digits;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A date cell as YYYY-MM-DD: ISO dates, day/month/year with / - or . (the way Bangladesh writes
 * dates), Bengali digits, or a Date the spreadsheet stored. Anything else is returned trimmed, so
 * that the date rule names it as not a real date.
 */
export function isoDateOf(cell: string | Date): string {
  if (cell instanceof Date) {
    return Number.isNaN(cell.getTime())
      ? ''
      : `${cell.getUTCFullYear()}-${pad(cell.getUTCMonth() + 1)}-${pad(cell.getUTCDate())}`;
  }
  const text = toAsciiDigits(cell.trim());
  const iso = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ].*)?$/.exec(text);
  if (iso) return `${iso[1]}-${pad(Number(iso[2]))}-${pad(Number(iso[3]))}`;
  const dmy = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  if (dmy) return `${dmy[3]}-${pad(Number(dmy[2]))}-${pad(Number(dmy[1]))}`;
  return text;
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
