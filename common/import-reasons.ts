import { MIN_DONOR_AGE_YEARS, VILLAGE_NAME_MAX } from './constants.ts';
import type { Language } from './language.ts';
import type { ImportField } from './schemas/imports.ts';

/**
 * The words of an import's reasons, in both languages: the screen shows them (web/i18n/import.ts
 * reads them from here) and the error file writes them in the admin's language, so a reason reads
 * the same in both places. A reason is a code; `detail` is what it names (a row number, close names).
 */
export const IMPORT_FIELD_LABELS: Record<
  Language,
  Record<ImportField | 'contactConsent', string>
> = {
  bn: {
    name: 'নাম',
    bloodGroup: 'রক্তের গ্রুপ',
    birthDate: 'জন্ম তারিখ',
    number1: 'মোবাইল নম্বর',
    number2: 'দ্বিতীয় নম্বর',
    gender: 'লিঙ্গ',
    division: 'বিভাগ',
    district: 'জেলা',
    upazila: 'উপজেলা',
    union: 'ইউনিয়ন',
    village: 'গ্রাম',
    area: 'এলাকা / ঠিকানা',
    lastDonation: 'সর্বশেষ রক্তদানের তারিখ',
    contactConsent: 'যোগাযোগের সম্মতি',
  },
  en: {
    name: 'Name',
    bloodGroup: 'Blood group',
    birthDate: 'Date of birth',
    number1: 'Mobile number',
    number2: 'Second number',
    gender: 'Gender',
    division: 'Division',
    district: 'District',
    upazila: 'Upazila',
    union: 'Union',
    village: 'Village',
    area: 'Area / address',
    lastDonation: 'Last donation date',
    contactConsent: 'Consent to be contacted',
  },
};

export const IMPORT_REASON_TEXTS: Record<Language, Record<string, string>> = {
  bn: {
    required: 'দেওয়া নেই',
    bloodGroup: 'রক্তের গ্রুপ চেনা যায়নি',
    gender: 'লিঙ্গ চেনা যায়নি',
    phoneLength: 'নম্বর ১১ অঙ্কের হতে হবে',
    phoneDigits: 'নম্বরে শুধু অঙ্ক থাকবে',
    phoneMobile: 'বাংলাদেশের মোবাইল নম্বর দিন: ০১৩ থেকে ০১৯ দিয়ে শুরু, ১১ অঙ্কের',
    sameNumbers: 'দ্বিতীয় নম্বর প্রথমটির মতো',
    date: 'তারিখ বোঝা যায়নি',
    dateFuture: 'তারিখ ভবিষ্যতের',
    tooYoung: 'বয়স ১৮ বছরের কম',
    tooOld: 'জন্ম তারিখ অনেক পুরনো',
    beforeBirth: 'জন্মের আগের তারিখ',
    tooLong: 'লেখা বেশি লম্বা',
    placeUnknown: 'এই নামে স্থান পাওয়া যায়নি (উপরের স্তরের মধ্যে)',
    placeAmbiguous: 'এই নামে একাধিক স্থান; যেটি চান তার পুরো বাংলা নাম লিখুন',
    registered: 'এই নম্বর আগে থেকেই নিবন্ধিত',
    registeredInUnit: 'এই নম্বর আগে থেকেই অন্য ইউনিটের রক্তদাতার; আবার যোগ হবে না',
    repeatedInFile: 'ফাইলের আরেক সারিতেও একই নম্বর; কোনটি রাখবেন ঠিক করুন',
    consent: 'হ্যাঁ বা না বোঝা যায়নি',
    invalid: 'সঠিক নয়',
  },
  en: {
    required: 'missing',
    bloodGroup: 'blood group not recognised',
    gender: 'gender not recognised',
    phoneLength: 'the number must have 11 digits',
    phoneDigits: 'the number must contain digits only',
    phoneMobile: 'enter a Bangladeshi mobile number: 11 digits starting with 013 to 019',
    sameNumbers: 'the second number equals the first',
    date: 'date not understood',
    dateFuture: 'date in the future',
    tooYoung: 'younger than 18',
    tooOld: 'date of birth too far in the past',
    beforeBirth: 'date before the date of birth',
    tooLong: 'text too long',
    placeUnknown: 'no place by this name (inside the level above)',
    placeAmbiguous:
      'more than one place has this name; write the full Bengali name of the one you mean',
    registered: 'this number is already registered',
    registeredInUnit: "this number is already another unit's donor; not added again",
    repeatedInFile: 'the same number is on another row of the file; decide which to keep',
    consent: 'not understood as yes or no',
    invalid: 'not valid',
  },
};

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';
const localDigits = (language: Language, text: string) =>
  language === 'bn' ? text.replace(/\d/g, (d) => BENGALI_DIGITS[Number(d)]!) : text;

/**
 * What each field should hold, as the error file says it after the field's name ("Mobile number:
 * an 11-digit mobile number, like 01711223344"), so that a volunteer can correct the cell without
 * the screen beside them. Examples are values the import reads.
 */
export const IMPORT_FIELD_FORMS: Record<
  Language,
  Record<ImportField | 'contactConsent', string>
> = {
  bn: {
    name: 'রক্তদাতার নাম, ৮০ অক্ষরের মধ্যে, যেমন রহিম উদ্দিন',
    bloodGroup: 'A+, A-, B+, B-, O+, O-, AB+ বা AB-, যেমন B+ বা বি পজিটিভ',
    birthDate: `দিন/মাস/বছর, যেমন ২৫/০৩/১৯৯৫, বয়স অন্তত ${localDigits('bn', String(MIN_DONOR_AGE_YEARS))} বছর`,
    number1: '১১ অঙ্কের মোবাইল নম্বর, যেমন ০১৭১১২২৩৩৪৪',
    number2: 'প্রথমটি থেকে আলাদা ১১ অঙ্কের মোবাইল নম্বর, যেমন ০১৮১১২২৩৩৪৪, অথবা খালি',
    gender: 'পুরুষ, মহিলা বা তৃতীয় লিঙ্গ',
    division: 'বাংলাদেশের একটি বিভাগের নাম, বাংলা বা ইংরেজিতে, যেমন ঢাকা',
    district: 'সারির বিভাগের একটি জেলার নাম, বাংলা বা ইংরেজিতে, যেমন কুমিল্লা',
    upazila: 'সারির জেলার একটি উপজেলার নাম, বাংলা বা ইংরেজিতে',
    union: 'সারির উপজেলার একটি ইউনিয়নের নাম, বাংলা বা ইংরেজিতে',
    village: `গ্রাম বা মহল্লার নাম, ${localDigits('bn', String(VILLAGE_NAME_MAX))} অক্ষরের মধ্যে`,
    area: 'গ্রাম, ইউনিয়ন, উপজেলা, জেলা কমা দিয়ে, যেমন শ্যামপুর, রাঙ্গুনিয়া',
    lastDonation:
      'দিন/মাস/বছর, যেমন ১২/০১/২০২৪, জন্ম তারিখের পরে এবং আজ বা তার আগে, জানা না থাকলে খালি',
    contactConsent: 'হ্যাঁ বা না',
  },
  en: {
    name: "the donor's name, at most 80 characters, like Rahim Uddin",
    bloodGroup: 'A+, A-, B+, B-, O+, O-, AB+ or AB-, like B+ or B positive',
    birthDate: `a date as day/month/year, like 25/03/1995, at least ${MIN_DONOR_AGE_YEARS} years ago`,
    number1: 'an 11-digit mobile number, like 01711223344',
    number2: 'another 11-digit mobile number than the first, like 01811223344, or blank',
    gender: 'male, female or third gender',
    division: 'the name of a division of Bangladesh, in Bengali or English, like Dhaka',
    district: "the name of a district in the row's division, in Bengali or English, like Cumilla",
    upazila: "the name of an upazila in the row's district, in Bengali or English",
    union: "the name of a union in the row's upazila, in Bengali or English",
    village: `the village or neighbourhood, at most ${VILLAGE_NAME_MAX} characters`,
    area: 'village, union, upazila and district separated by commas, like Shyampur, Rangunia',
    lastDonation:
      'a date as day/month/year, like 12/01/2024, after the date of birth and not after today, or blank if not known',
    contactConsent: 'yes or no',
  },
};

/** The error file's own columns: the sheet's row number first, the reasons last (the header guess leaves both alone). */
export const IMPORT_ERROR_FILE_HEADERS: Record<
  Language,
  { row: string; sheet: string; reasons: string }
> = {
  bn: { row: 'সারি', sheet: 'শিট', reasons: 'ত্রুটির কারণ' },
  en: { row: 'Row', sheet: 'Sheet', reasons: 'Errors' },
};

/** What a reason's detail adds: "the same number is on row 12", "close names: Cumilla, Comilla". */
export function reasonDetailText(
  language: Language,
  code: string,
  detail: string | undefined,
): string {
  if (!detail) return '';
  if (code === 'repeatedInFile')
    return language === 'bn'
      ? `একই নম্বর সারি ${localDigits('bn', detail)}-এ আছে`
      : `the same number is on row ${detail}`;
  if (code === 'placeUnknown')
    return language === 'bn' ? `কাছাকাছি নাম: ${detail}` : `close names: ${detail}`;
  if (code === 'registeredInUnit')
    return language === 'bn' ? `ইউনিট: ${detail}` : `unit: ${detail}`;
  return localDigits(language, detail);
}

/** One reason as a person reads it: "District: no place by this name … (close names: Cumilla)". */
export function reasonText(
  language: Language,
  field: string,
  code: string,
  detail?: string,
): string {
  const label =
    field === 'row' ? '' : `${IMPORT_FIELD_LABELS[language][field as ImportField] ?? field}: `;
  const text = IMPORT_REASON_TEXTS[language][code] ?? IMPORT_REASON_TEXTS[language].invalid!;
  const extra = reasonDetailText(language, code, detail);
  return `${label}${code === 'repeatedInFile' && extra ? extra : text}${extra && code !== 'repeatedInFile' ? ` (${extra})` : ''}`;
}

/**
 * One reason as the error file writes it: the field, the form it expects, then what was wrong
 * ("Mobile number: an 11-digit mobile number, like 01711223344 — the number must have 11 digits").
 * A reason on no field (the row) is written as the screen says it.
 */
export function errorFileReason(
  language: Language,
  field: string,
  code: string,
  detail?: string,
): string {
  const forms = IMPORT_FIELD_FORMS[language];
  if (!Object.hasOwn(forms, field)) return reasonText(language, field, code, detail);
  const key = field as ImportField | 'contactConsent';
  return `${IMPORT_FIELD_LABELS[language][key]}: ${forms[key]} — ${reasonText(language, 'row', code, detail)}`;
}
