import type { BloodGroup, GenderCode } from './constants.ts';
import { normalisePhone as normaliseFormPhone } from './schemas/phone.ts';
import { toAsciiDigits } from './text.ts';

/**
 * How a spreadsheet's cells are read into a donor's fields: blood groups, genders, phone numbers,
 * consent answers and dates as people type them in Bengali or English. The results then pass the
 * registration schema itself (common/schemas/donors.ts), so an imported donor obeys the same
 * rules. Nothing here guesses: a value that could mean two things is undefined (or invalid), and
 * the caller names it. No RegExp is ever built from a cell's text.
 */

const nfc = (text: string) => text.normalize('NFC');

/** Zero-width joiners that some Bengali keyboards put inside words, and curly apostrophes. */
const invisible = (text: string) =>
  text.replace(/[\u200b-\u200d\ufeff]/g, '').replace(/[’‘`´]/g, "'");

/**
 * The parts in round or square brackets ("B+ (বি পজিটিভ)", "Male [পুরুষ]"), and the text
 * outside them.
 */
const BRACKETED = /[([]([^()[\]]*)[)\]]/g;

/**
 * Reads a cell that may repeat its value in brackets, as bilingual sheets do ("B+ (বি পজিটিভ)",
 * "Male (পুরুষ)"). When a bracket holds a whole value on its own, the text outside must be empty
 * or the same value: an echo that disagrees ("B+ (এ পজিটিভ)") gives undefined. Otherwise the cell
 * is read whole (brackets and all: "AB(+)").
 */
function readWithEcho<T>(
  cell: string,
  key: (text: string) => string,
  read: (key: string) => T | undefined,
): T | undefined {
  const echoes = [...cell.matchAll(BRACKETED)]
    .map((match) => read(key(match[1] ?? '')))
    .filter((value): value is T => value !== undefined);
  if (echoes.length === 0) return read(key(cell));
  const outside = key(cell.replace(BRACKETED, ' '));
  const values = outside ? [read(outside), ...echoes] : echoes;
  const first = values[0];
  return first !== undefined && values.every((value) => value === first) ? first : undefined;
}

/** Lower-case NFC text without spaces, dots, brackets or the words 'blood' / 'group'. */
function squeeze(text: string): string {
  return invisible(nfc(text))
    .toLowerCase()
    .replace(/blood|group|রক্তের|রক্ত|গ্রুপ/g, '')
    .replace(/[\s.()[\]_:]/g, '');
}

const LETTERS: Record<string, 'a' | 'b' | 'o' | 'ab'> = {
  a: 'a',
  b: 'b',
  o: 'o',
  '0': 'o',
  ab: 'ab',
  এ: 'a',
  বি: 'b',
  ও: 'o',
  এবি: 'ab',
};
/** Longest letter first, so that 'ab' is not read as 'a' followed by 'b'. */
const LETTERS_LONGEST_FIRST = Object.keys(LETTERS).sort((x, y) => y.length - x.length);

/** The Rhesus word between the letter and the sign ("B Rh+", "O Rh negative"). */
const RHESUS = ['rh', 'আরএইচ'];

const POSITIVE = new Set(
  ['+', '+ve', 've+', 'pos', 'positive', 'plus', 'পজিটিভ', 'পজেটিভ', 'পজিটিব', 'পজেটিব', 'পজ'].map(
    nfc,
  ),
);
const NEGATIVE = new Set(
  [
    '-',
    '-ve',
    've-',
    'neg',
    'negative',
    'minus',
    'নেগেটিভ',
    'নেগেটিব',
    'নেগটিভ',
    'নেগ',
    '−',
    '–',
    '−ve',
    '–ve',
  ].map(nfc),
);

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

/** A squeezed group ("b+", "brhpositive", "বিপজিটিভ") as its code; undefined when it is not one. */
function groupOfSqueezed(text: string): BloodGroup | undefined {
  for (const letter of LETTERS_LONGEST_FIRST) {
    if (!text.startsWith(letter)) continue;
    let rest = text.slice(letter.length);
    const rhesus = RHESUS.find((word) => rest.startsWith(word));
    if (rhesus) rest = rest.slice(rhesus.length);
    const sign = POSITIVE.has(rest) ? '+' : NEGATIVE.has(rest) ? '-' : undefined;
    if (sign) return CODE[`${LETTERS[letter]}${sign}`];
  }
  return undefined;
}

/**
 * The blood group code for 'B+', 'b positive', 'B +ve', 'A+ve', 'A pos.', 'B Rh+', 'O Rh negative',
 * 'AB(+)', 'বি+', 'বি পজিটিভ', 'B+ (বি পজিটিভ)', 'bPositive', ...; undefined when unsure, and when a
 * bracketed echo names another group ('B+ (এ পজিটিভ)').
 */
export function bloodGroupOf(cell: string): BloodGroup | undefined {
  const direct = Object.values(CODE).find(
    (code) => code.toLowerCase() === cell.trim().toLowerCase(),
  );
  if (direct) return direct;
  return readWithEcho(cell, squeeze, groupOfSqueezed);
}

const GENDER_WORDS: Record<string, GenderCode> = Object.fromEntries(
  (
    [
      ['male', 'male'],
      ['m', 'male'],
      ['man', 'male'],
      ['boy', 'male'],
      ['পুরুষ', 'male'],
      ['ছেলে', 'male'],
      ['পুং', 'male'],
      ['female', 'female'],
      ['f', 'female'],
      ['woman', 'female'],
      ['girl', 'female'],
      ['মহিলা', 'female'],
      ['নারী', 'female'],
      ['মেয়ে', 'female'],
      ['স্ত্রী', 'female'],
      ['third', 'third'],
      ['thirdgender', 'third'],
      ['other', 'third'],
      ['transgender', 'third'],
      ['hijra', 'third'],
      ['hijrah', 'third'],
      ['তৃতীয়', 'third'],
      ['তৃতীয়লিঙ্গ', 'third'],
      ['হিজড়া', 'third'],
      ['হিজরা', 'third'],
      ['unknown', 'unknown'],
      ['prefernottosay', 'unknown'],
      ['অজানা', 'unknown'],
      ['বলতেচাইনা', 'unknown'],
    ] as const
  ).map(([word, code]) => [nfc(word), code]),
);

/** A gender cell as a key of GENDER_WORDS: NFC, lower case, no spaces, dots, dashes or brackets. */
const genderKey = (text: string) =>
  invisible(nfc(text))
    .toLowerCase()
    .replace(/[\s_.\-()[\]]/g, '');

/**
 * The gender code ('male' | 'female' | 'third' | 'unknown') for a word in Bengali or English
 * ('M', 'Female', 'পুরুষ', 'মেয়ে', 'তৃতীয় লিঙ্গ', 'hijra', 'Male (পুরুষ)') or the stored code;
 * undefined when unknown, and when a bracketed echo disagrees ('M (মহিলা)').
 */
export function genderOf(cell: string): GenderCode | undefined {
  return readWithEcho(cell, genderKey, (key) =>
    Object.hasOwn(GENDER_WORDS, key) ? GENDER_WORDS[key] : undefined,
  );
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

/** Marks between two numbers written in one cell ("01711-111111, 01922222222", "… / …", "… & …"). */
const PHONE_MARKS = /[,;/|&\n\\]/;
/** Words between two numbers written in one cell ("… or …", "… ও …", "… অথবা …"). */
const PHONE_JOINERS = new Set(['or', 'and', 'ও', 'অথবা', 'বা', 'এবং', 'আর'].map(nfc));
/** A bracketed note without digits ("(imo)", "(বাসা)", "[office]"): dropped. */
const NOTE_IN_BRACKETS = /[([{][^()[\]{}0-9০-৯]*[)\]}]/g;
/** A word (letters and their marks, Bengali or English): a joiner, or a note to drop ("imo", "বিকাশ"). */
const WORD = /[\p{L}\p{M}']+/gu;
/** What is left at a number's edges once its notes are gone ("Mob: 0171…", "0171… -"). */
const PHONE_EDGES = /^[^0-9০-৯+(]+|[^0-9০-৯)]+$/g;
const ONE_MOBILE = /^01\d{9}$/;

/**
 * One part of a cell that holds one number, or two side by side with only spaces between them
 * ("01711111111 01922222222", "+880 1711-111111 +880 1922-222222", or 22 digits).
 */
function sideBySide(part: string): string[] {
  const digits = normalisePhone(part);
  if (ONE_MOBILE.test(digits)) return [part];
  if (/^01\d{9}01\d{9}$/.test(digits)) return [digits.slice(0, 11), digits.slice(11)];
  for (let at = part.indexOf(' '); at !== -1; at = part.indexOf(' ', at + 1)) {
    const left = part.slice(0, at).trim();
    const right = part.slice(at + 1).trim();
    if (ONE_MOBILE.test(normalisePhone(left)) && ONE_MOBILE.test(normalisePhone(right)))
      return [left, right];
  }
  return [part];
}

/**
 * The numbers one cell holds, in order, as written (normalisePhone brings each to the stored
 * form): usually one; more when they are joined by a comma, slash, semicolon, "&", "|", a line
 * break or a word ("or", "and", "ও", "অথবা", "বা", "এবং"), or written side by side. Notes around
 * a number are dropped: bracketed words ("(imo)", "(বাসা)", "(নিজ)") and any other word ("imo",
 * "whatsapp", "বিকাশ", "Mob:"). A cell without a digit gives itself (so that the phone rule names
 * it), a blank cell nothing.
 */
export function phonesOf(cell: string): string[] {
  const text = invisible(nfc(cell))
    .replace(NOTE_IN_BRACKETS, ' ')
    .replace(WORD, (word) => (PHONE_JOINERS.has(word.toLowerCase()) ? '\n' : ' '));
  const found = text
    .split(PHONE_MARKS)
    .map((part) => part.replace(PHONE_EDGES, '').trim())
    .filter((part) => /[0-9০-৯]/.test(part))
    .flatMap(sideBySide);
  if (found.length > 0) return found;
  const whole = cell.trim();
  return whole ? [whole] : [];
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Words that mean "no date" in a last-donation column: the row is fine, the donor has no donation
 * on record.
 */
const NO_DATE_WORDS = new Set(
  [
    'জানা নেই',
    'জানা নাই',
    'জানিনা',
    'জানি না',
    'অজানা',
    'মনে নেই',
    'মনে নাই',
    'নেই',
    'নাই',
    'কখনো না',
    'কখনও না',
    'কখনো দেননি',
    'কখনো দেইনি',
    'কখনো দেয়নি',
    'দেননি',
    'দেইনি',
    'দেয়নি',
    'প্রযোজ্য নয়',
    'n/a',
    'na',
    'n.a.',
    'n.a',
    'nil',
    'none',
    'never',
    'no',
    'unknown',
    'not known',
    "don't know",
    'dont know',
    'do not know',
    "don't remember",
    'dont remember',
    'not sure',
    '-',
    '--',
    '---',
    '–',
    '—',
    '?',
    'x',
  ].map(nfc),
);

/** True when a cell says there is no date ("জানা নেই", "মনে নেই", "N/A", "-", "কখনো না", ...). */
export function isNoDate(cell: string): boolean {
  return NO_DATE_WORDS.has(invisible(nfc(cell)).trim().toLowerCase().replace(/\s+/g, ' '));
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
for (const [month, names] of monthNames) for (const name of names) MONTHS[nfc(name)] = month;
const monthOf = (word: string) => (Object.hasOwn(MONTHS, word) ? MONTHS[word] : undefined);

/**
 * A two-digit year: the latest year ending so that is not after `thisYear` ('24' → 2024,
 * '85' → 1985).
 */
function fullYear(text: string, thisYear = new Date().getUTCFullYear()): number {
  const year = Number(text);
  if (text.length !== 2) return year;
  return 2000 + year > thisYear ? 1900 + year : 2000 + year;
}

const ymd = (y: number, m: number, d: number) =>
  `${String(y).padStart(4, '0')}-${pad(m)}-${pad(d)}`;

/**
 * Which part of a numeric date comes first: the day (Bangladesh, the default) or the month (US,
 * Google Forms).
 */
export type DateOrder = 'dmy' | 'mdy';

/** Excel's day numbers (days since 1899-12-30) of 1910 to 2100, as a sheet saved as text gives them. */
const EXCEL_SERIAL = /^(\d{4,5})(?:\.\d+)?$/;
/** A numeric date with the year last: 5/9/1979, 05-09-79, 5.9.1979, with a time after it or not. */
const NUMERIC_DATE =
  /^(\d{1,2})\s*[-/.]\s*(\d{1,2})\s*[-/.]\s*(\d{4}|\d{2})(?:\s+\d{1,2}:\d{2}.*)?$/;
const ISO_DATE = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ].*)?$/;

/** A date cell's text as YYYY-MM-DD, or the text itself (see isoDateOf). */
function readDate(cell: string, order: DateOrder, thisYear?: number): string {
  const text = toAsciiDigits(invisible(nfc(cell)).trim());
  const iso = ISO_DATE.exec(text);
  if (iso) return ymd(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const numeric = NUMERIC_DATE.exec(text);
  if (numeric) {
    const [first, second] = [Number(numeric[1]), Number(numeric[2])];
    const [day, month] = order === 'mdy' ? [second, first] : [first, second];
    return ymd(fullYear(numeric[3]!, thisYear), month, day);
  }
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
    const monthAt = words.findIndex((w) => monthOf(w) !== undefined);
    const numbers = words.filter((_w, i) => i !== monthAt);
    if (monthAt !== -1 && numbers.every((n) => /^\d{1,4}$/.test(n))) {
      const month = monthOf(words[monthAt]!)!;
      // Day then year, unless the first number is plainly a year ("2024 Mar 12").
      const [a, b] = numbers as [string, string];
      const [day, year] = a.length === 4 ? [b, a] : [a, b];
      if (day.length <= 2 && (year.length === 4 || year.length === 2))
        return ymd(fullYear(year, thisYear), month, Number(day));
    }
  }
  return text;
}

/**
 * A date cell as YYYY-MM-DD: ISO dates; day/month/year with / - . or spaces (the way Bangladesh
 * writes dates; month/day/year with `order` 'mdy', see dateOrderOf) and two-digit years; month
 * names in English or Bengali ("12 Mar 2024", "১২ মার্চ ২০২৪", "March 12, 2024"); Excel day
 * numbers written as text (45363); Bengali digits; a Date the spreadsheet stored. Anything else is
 * returned trimmed, so that the date rule names it as not a real date (check with isRealDay: a
 * YYYY-MM-DD from here may still be 2024-02-31 or 2020-13-13).
 */
export function isoDateOf(cell: string | Date, order: DateOrder = 'dmy'): string {
  if (cell instanceof Date) {
    return Number.isNaN(cell.getTime())
      ? ''
      : ymd(cell.getUTCFullYear(), cell.getUTCMonth() + 1, cell.getUTCDate());
  }
  return readDate(cell, order);
}

/** True when YYYY-MM-DD names a real day of the calendar. */
export function isRealDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(text);
}

/**
 * The order the numeric dates of one column are written in. A value whose first part is 13 to 31
 * (and second 1 to 12) proves day-first ('dmy'); one whose second part is 13 to 31 (and first 1 to
 * 12) proves month-first ('mdy'). Both proven: 'conflict' (the column mixes orders, or holds
 * mistakes: read each value day-first and let the bad ones be named). Neither: 'unknown' (read
 * day-first, as Bangladesh writes). ISO dates, month names, Excel day numbers, blanks and values
 * such as 13/13/2020 that are no date either way are evidence of nothing, and so are Date cells.
 * A Google Forms export with 5/9/1979 and 6/21/2001 is 'mdy'.
 */
export function dateOrderOf(
  texts: Iterable<string | Date | null | undefined>,
): DateOrder | 'unknown' | 'conflict' {
  let dayFirst = false;
  let monthFirst = false;
  for (const cell of texts) {
    if (typeof cell !== 'string') continue;
    const numeric = NUMERIC_DATE.exec(toAsciiDigits(invisible(nfc(cell)).trim()));
    if (!numeric) continue;
    const [first, second] = [Number(numeric[1]), Number(numeric[2])];
    const isDay = (n: number) => n >= 13 && n <= 31;
    const isMonth = (n: number) => n >= 1 && n <= 12;
    if (isDay(first) && isMonth(second)) dayFirst = true;
    else if (isMonth(first) && isDay(second)) monthFirst = true;
    if (dayFirst && monthFirst) return 'conflict';
  }
  return dayFirst ? 'dmy' : monthFirst ? 'mdy' : 'unknown';
}

const CONSENT_YES = new Set(
  [
    'yes',
    'y',
    'yeah',
    'yep',
    'ok',
    'okay',
    'true',
    '1',
    'agree',
    'agreed',
    'i agree',
    'i do',
    'x',
    '✓',
    '✔',
    '✔️',
    '☑',
    '☑️',
    '✅',
    'হ্যাঁ',
    'হ্যা',
    'হাঁ',
    'হা',
    'জি',
    'জী',
    'জ্বি',
    'জ্বী',
    'সম্মত',
    'আমি সম্মত',
    'সম্মতি আছে',
    'সম্মতি দিলাম',
    'রাজি',
    'রাজী',
    'আমি রাজি',
    'আমি রাজী',
    'রাজি আছি',
    'রাজী আছি',
  ].map(nfc),
);
const CONSENT_NO = new Set(
  [
    'no',
    'n',
    'nope',
    'false',
    '0',
    'not agreed',
    'disagree',
    'i disagree',
    'i do not agree',
    "i don't agree",
    'do not agree',
    "don't agree",
    '✗',
    '✘',
    '❌',
    'না',
    'জি না',
    'জী না',
    'অসম্মত',
    'সম্মত নই',
    'সম্মত না',
    'রাজি নই',
    'রাজী নই',
    'রাজি না',
    'রাজী না',
    'রাজি নয়',
  ].map(nfc),
);

/**
 * A consent cell: yes/no in English or Bengali ("Yes, I agree", "agreed", "y", "হ্যাঁ, রাজি",
 * "রাজি আছি", "সম্মত", "✓", "true", "1" are yes; "No", "না", "রাজি নই", "not agreed", "false",
 * "0", "✗" are no); a comma-separated answer is yes (or no) when every part is. Undefined when
 * blank (the caller decides: no consent column or an empty cell is no consent) and when it says
 * something else (the caller names the consent field).
 */
export function consentOf(cell: string): boolean | undefined {
  const text = toAsciiDigits(invisible(nfc(cell)).trim().toLowerCase())
    .replace(/\s+/g, ' ')
    .replace(/[.!।]+$/, '');
  if (!text) return undefined;
  const parts = text
    .split(/\s*[,;]\s*/)
    .map((part) => part.replace(/[.!।]+$/, ''))
    .filter(Boolean);
  if (parts.length === 0) return undefined;
  if (parts.every((part) => CONSENT_YES.has(part))) return true;
  if (parts.every((part) => CONSENT_NO.has(part))) return false;
  return undefined;
}

/** How precisely a last-donation cell names its day: the day, a month, a year, or "N months ago". */
export type DatePrecision = 'day' | 'month' | 'year' | 'monthsAgo';

/**
 * A last-donation cell read: a date (the LATEST day the text could mean, never after today: the
 * donor's eligibility is counted from it), 'unknown' for blank or "don't know" / "never" words (no
 * donation on record; the row is fine), or 'invalid' with the reason code the import uses ('date':
 * not a date, or before 1900; 'dateFuture': after today).
 */
export type LastDonation =
  | {
      kind: 'date';
      date: string;
      precision: DatePrecision;
      /** For precision 'monthsAgo': how many months ("a year ago": 12). */
      months?: number;
    }
  | { kind: 'unknown' }
  | { kind: 'invalid'; reason: 'date' | 'dateFuture' };

/** The earliest year a last-donation cell may name; before it the cell is not a date. */
export const EARLIEST_DONATION_YEAR = 1900;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
/** The last day of a month (1-12) of the Gregorian calendar. */
const lastDayOf = (year: number, month: number) =>
  month === 2 && isLeap(year) ? 29 : DAYS_IN_MONTH[month - 1]!;

/**
 * `today` (YYYY-MM-DD) less a number of months, the day clamped to the month's last (05-31 less
 * 3 months: 02-28).
 */
function monthsBefore(today: string, months: number): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) - months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return ymd(y, m, Math.min(day, lastDayOf(y, m)));
}

/** Words before a count of months or years: "about 3 months ago", "প্রায় ৩ মাস আগে". */
const ABOUT = new Set(
  [
    'about',
    'around',
    'approx',
    'approximately',
    'almost',
    'nearly',
    'roughly',
    'over',
    '~',
    'প্রায়',
    'আনুমানিক',
    'আনুঃ',
    'আনু',
  ].map(nfc),
);
const AGO = new Set(['ago', 'back', 'before', 'আগে', 'পূর্বে', 'আগেই'].map(nfc));
const MONTH_UNITS = new Set(['month', 'months', 'mo', 'mos', 'mon', 'mth', 'mths', 'মাস'].map(nfc));
const YEAR_UNITS = new Set(['year', 'years', 'yr', 'yrs', 'বছর', 'বৎসর'].map(nfc));
const COUNTS: Record<string, number> = Object.fromEntries(
  (
    [
      ['a', 1],
      ['an', 1],
      ['one', 1],
      ['two', 2],
      ['three', 3],
      ['four', 4],
      ['five', 5],
      ['six', 6],
      ['seven', 7],
      ['eight', 8],
      ['nine', 9],
      ['ten', 10],
      ['eleven', 11],
      ['twelve', 12],
      ['এক', 1],
      ['দুই', 2],
      ['দু', 2],
      ['তিন', 3],
      ['চার', 4],
      ['পাঁচ', 5],
      ['ছয়', 6],
      ['সাত', 7],
      ['আট', 8],
      ['নয়', 9],
      ['দশ', 10],
      ['এগারো', 11],
      ['বারো', 12],
    ] as const
  ).map(([word, n]) => [nfc(word), n]),
);
/** Words after a year or a date that say nothing more ("২০২৪ সাল", "১২ মার্চ ২০২৪ ইং"). */
const ERA = new Set(
  ['সাল', 'সালে', 'সালের', 'ইং', 'ইংরেজি', 'খ্রি', 'খ্রিঃ', 'খ্রিস্টাব্দ', 'খ্রিষ্টাব্দ', 'ad'].map(nfc),
);

/** Phrases for the month or year itself: "last month", "গত মাসে", "this year". */
const PERIODS: Record<string, { months: number; unit: 'month' | 'year' }> = Object.fromEntries(
  (
    [
      ['last month', 1, 'month'],
      ['previous month', 1, 'month'],
      ['গত মাস', 1, 'month'],
      ['গত মাসে', 1, 'month'],
      ['this month', 0, 'month'],
      ['এই মাস', 0, 'month'],
      ['এই মাসে', 0, 'month'],
      ['এ মাসে', 0, 'month'],
      ['চলতি মাসে', 0, 'month'],
      ['last year', 12, 'year'],
      ['previous year', 12, 'year'],
      ['গত বছর', 12, 'year'],
      ['গত বছরে', 12, 'year'],
      ['this year', 0, 'year'],
      ['এই বছর', 0, 'year'],
      ['এই বছরে', 0, 'year'],
      ['এ বছর', 0, 'year'],
      ['এ বছরে', 0, 'year'],
      ['চলতি বছরে', 0, 'year'],
    ] as const
  ).map(([phrase, months, unit]) => [nfc(phrase), { months, unit }]),
);

/** "3 months ago", "প্রায় ৩ মাস আগে", "৩ মাস", "a year ago", "২ বছর আগে": how many months. */
function monthsAgoOf(text: string): number | undefined {
  const words = text
    .replace(/^~/, '~ ')
    .replace(/(\d)(?=\p{L})/gu, '$1 ')
    .split(/[\s,]+/)
    .filter(Boolean);
  while (words.length > 0 && ABOUT.has(words[0]!)) words.shift();
  if (words.length > 0 && AGO.has(words[words.length - 1]!)) words.pop();
  if (words.length !== 2) return undefined;
  const [count, unit] = words as [string, string];
  const n = /^\d{1,3}$/.test(count)
    ? Number(count)
    : Object.hasOwn(COUNTS, count)
      ? COUNTS[count]
      : undefined;
  if (n === undefined) return undefined;
  if (MONTH_UNITS.has(unit)) return n;
  if (YEAR_UNITS.has(unit)) return n * 12;
  return undefined;
}

/** A month and year: "মার্চ ২০২৪", "March 2024", "Mar-24", "Mar'24", "03/2024", "2024-03". */
function monthYearOf(text: string, thisYear: number): { year: number; month: number } | undefined {
  const numeric = /^(\d{1,2})\s*[-/.]\s*(\d{4})$/.exec(text);
  if (numeric) return { year: Number(numeric[2]), month: Number(numeric[1]) };
  const isoMonth = /^(\d{4})\s*[-/.]\s*(\d{1,2})$/.exec(text);
  if (isoMonth) return { year: Number(isoMonth[1]), month: Number(isoMonth[2]) };
  const words = text.split(/[\s,./'-]+/).filter(Boolean);
  if (words.length !== 2) return undefined;
  const monthAt = words.findIndex((w) => monthOf(w) !== undefined);
  if (monthAt === -1) return undefined;
  const number = words[1 - monthAt]!;
  // Four digits are a year either side; two digits are a year only after the month (Excel's
  // "Mar-24"): before it they are a day without a year ("24-Mar").
  if (/^\d{4}$/.test(number) || (monthAt === 0 && /^\d{2}$/.test(number))) {
    return { year: fullYear(number, thisYear), month: monthOf(words[monthAt]!)! };
  }
  return undefined;
}

/**
 * A last-donation cell as people write it in the lists they keep, read against `today` (YYYY-MM-DD
 * in Bangladesh) and, for numeric dates, the column's `order` (see dateOrderOf; day first by
 * default). The date is the LATEST day the text could mean, never after today:
 * - a full date (any form isoDateOf reads, or a Date cell) → that day, precision 'day';
 * - "মার্চ ২০২৪", "March 2024", "Mar-24", "03/2024" → 2024-03-31, precision 'month' (this month:
 *   today);
 * - "2024", "২০২৪", "২০২৪ সাল" → 2024-12-31, precision 'year' (this year: today);
 * - "৩ মাস আগে", "3 months ago", "about 3 months ago", "প্রায় ৩ মাস আগে", "৩ মাস" → today less 3
 *   months; "১ বছর আগে", "a year ago", "2 years ago" → today less N years; precision 'monthsAgo'
 *   with `months` (12·N for years);
 * - "last month", "গত মাসে" → the last day of last month, precision 'month'; "last year", "গত বছর"
 *   → 31 December of last year, precision 'year'; "this month" / "this year": today;
 * - blank, "মনে নেই", "জানি না", "জানা নেই", "don't know", "unknown", "N/A", "-", "none",
 *   "কখনো না", "never" (isNoDate) → 'unknown';
 * - anything else, an impossible day (31 Feb, 13/13/2020) or a year before 1900 → invalid 'date';
 *   a day, month or year after today → invalid 'dateFuture'.
 */
export function lastDonationOf(
  cell: string | Date,
  today: string,
  order: DateOrder = 'dmy',
): LastDonation {
  if (!isRealDay(today)) throw new RangeError(`today must be YYYY-MM-DD, not "${today}"`);
  const thisYear = Number(today.slice(0, 4));
  const invalid = (reason: 'date' | 'dateFuture'): LastDonation => ({ kind: 'invalid', reason });
  const day = (date: string): LastDonation =>
    !isRealDay(date) || Number(date.slice(0, 4)) < EARLIEST_DONATION_YEAR
      ? invalid('date')
      : date > today
        ? invalid('dateFuture')
        : { kind: 'date', date, precision: 'day' };
  /** A period from its first to its last day: its last day, or today while it is running. */
  const period = (first: string, last: string, precision: 'month' | 'year'): LastDonation =>
    Number(first.slice(0, 4)) < EARLIEST_DONATION_YEAR
      ? invalid('date')
      : first > today
        ? invalid('dateFuture')
        : { kind: 'date', date: last < today ? last : today, precision };

  if (cell instanceof Date)
    return Number.isNaN(cell.getTime()) ? invalid('date') : day(isoDateOf(cell));
  const text = toAsciiDigits(invisible(nfc(cell)).trim()).replace(/\s+/g, ' ');
  if (!text || isNoDate(text)) return { kind: 'unknown' };
  const words = text.split(' ');
  const era = (word: string) => ERA.has(word.toLowerCase().replace(/\.$/, ''));
  while (words.length > 1 && era(words[words.length - 1]!)) words.pop();
  const plain = words.join(' ').toLowerCase();

  if (/^\d{4}$/.test(plain)) {
    const year = Number(plain);
    // Four digits alone are a year (not an Excel day number of 1910-1927).
    return year < EARLIEST_DONATION_YEAR
      ? invalid('date')
      : period(ymd(year, 1, 1), ymd(year, 12, 31), 'year');
  }
  if (Object.hasOwn(PERIODS, plain)) {
    const { months, unit } = PERIODS[plain]!;
    const start = monthsBefore(today, months);
    const [y, m] = [Number(start.slice(0, 4)), Number(start.slice(5, 7))];
    return unit === 'month'
      ? period(ymd(y, m, 1), ymd(y, m, lastDayOf(y, m)), 'month')
      : period(ymd(y, 1, 1), ymd(y, 12, 31), 'year');
  }
  const monthsAgo = monthsAgoOf(plain);
  if (monthsAgo !== undefined) {
    const date = monthsBefore(today, monthsAgo);
    return Number(date.slice(0, 4)) < EARLIEST_DONATION_YEAR
      ? invalid('date')
      : { kind: 'date', date, precision: 'monthsAgo', months: monthsAgo };
  }
  const monthYear = monthYearOf(plain, thisYear);
  if (monthYear) {
    const { year, month } = monthYear;
    if (month < 1 || month > 12) return invalid('date');
    return period(ymd(year, month, 1), ymd(year, month, lastDayOf(year, month)), 'month');
  }
  const date = readDate(words.join(' '), order, thisYear);
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? day(date) : invalid('date');
}

/**
 * How many of a column's values read as two different days day-first and month-first (5/9/1979:
 * 5 September or 9 May). When the column proves neither order, the preview asks the admin.
 */
export function ambiguousDates(texts: Iterable<string | Date | null | undefined>): number {
  let count = 0;
  for (const cell of texts) {
    if (typeof cell !== 'string') continue;
    const numeric = NUMERIC_DATE.exec(toAsciiDigits(invisible(nfc(cell)).trim()));
    if (!numeric) continue;
    const [first, second] = [Number(numeric[1]), Number(numeric[2])];
    if (first !== second && first >= 1 && first <= 12 && second >= 1 && second <= 12) count += 1;
  }
  return count;
}
