import type { Language } from './language.ts';
import type { ImportField } from './schemas/imports.ts';

/**
 * The words of an import's reasons, in both languages: the screen shows them (web/i18n/import.ts
 * reads them from here) and the error file writes them in the admin's language, so a reason reads
 * the same in both places. A reason is a code; `detail` is what it names (a row number, close names).
 */
export const IMPORT_FIELD_LABELS: Record<Language, Record<ImportField, string>> = {
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
    lastDonation: 'সর্বশেষ রক্তদানের তারিখ',
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
    lastDonation: 'Last donation date',
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
    repeatedInFile: 'ফাইলের আগের এক সারিতে একই নম্বর',
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
    placeAmbiguous: 'more than one place has this name; write the full Bengali name of the one you mean',
    registered: 'this number is already registered',
    repeatedInFile: 'the same number as an earlier row of the file',
    invalid: 'not valid',
  },
};

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';
const localDigits = (language: Language, text: string) =>
  language === 'bn' ? text.replace(/\d/g, (d) => BENGALI_DIGITS[Number(d)]!) : text;

/** What a reason's detail adds: "the same number is on row 12", "close names: Cumilla, Comilla". */
export function reasonDetailText(language: Language, code: string, detail: string | undefined): string {
  if (!detail) return '';
  if (code === 'repeatedInFile') return language === 'bn' ? `একই নম্বর সারি ${localDigits('bn', detail)}-এ আছে` : `the same number is on row ${detail}`;
  if (code === 'placeUnknown') return language === 'bn' ? `কাছাকাছি নাম: ${detail}` : `close names: ${detail}`;
  return localDigits(language, detail);
}

/** One reason as a person reads it: "District: no place by this name … (close names: Cumilla)". */
export function reasonText(language: Language, field: string, code: string, detail?: string): string {
  const label = field === 'row' ? '' : `${IMPORT_FIELD_LABELS[language][field as ImportField] ?? field}: `;
  const text = IMPORT_REASON_TEXTS[language][code] ?? IMPORT_REASON_TEXTS[language].invalid!;
  const extra = reasonDetailText(language, code, detail);
  return `${label}${code === 'repeatedInFile' && extra ? extra : text}${extra && code !== 'repeatedInFile' ? ` (${extra})` : ''}`;
}
