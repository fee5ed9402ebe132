import {
  IMPORT_FIELD_LABELS,
  IMPORT_REASON_TEXTS,
  reasonDetailText,
} from '../../common/import-reasons.ts';
import { digits, localized, type CatalogOf } from './language.ts';

/**
 * Texts of the Import screen (donors from a spreadsheet) and of the Export buttons on the donor
 * and blood request lists. A namespace of the message catalog, loaded with those screens only.
 */
const bnImport = {
  title: 'রক্তদাতা আমদানি',
  heading: 'রক্তদাতা আমদানি',
  intro:
    'এক্সেল বা গুগল শিটের তালিকা (CSV বা XLSX; ওয়ার্কবুকের রক্তদাতার প্রতিটি শিট) তুলুন। কোন কলামে কী আছে মিলিয়ে নিন, প্রতিটি সারির অবস্থা দেখুন, তারপর নিশ্চিত করুন। নিশ্চিত না করা পর্যন্ত কিছুই সংরক্ষণ হয় না।',
  file: {
    label: 'ফাইল (CSV বা XLSX, সর্বোচ্চ ৫ MB, ২০,০০০ সারি)',
  },
  unit: {
    label: 'রক্তদাতারা কোন ইউনিটে যোগ হবেন',
    choose: 'ইউনিট বাছাই করুন',
    hint: 'তালিকার নতুন রক্তদাতারা এই ইউনিটের হবেন।',
  },
  options: {
    duplicates: 'যে সারির নম্বর আগে থেকেই নিবন্ধিত',
    skip: 'বাদ দিন',
    fillEmpty: 'সেই রক্তদাতার খালি ঘর পূরণ করুন',
    status: 'নতুন রক্তদাতারা',
    verified: 'যাচাইকৃত (অ্যাডমিন তালিকাটি নিশ্চিত করেছেন)',
    pending: 'অপেক্ষমাণ (পরে যাচাই হবে)',
  },
  header: {
    label: 'শিরোনামের সারি',
    found: (n: number) =>
      `শিরোনাম পাওয়া গেছে সারি ${digits(n)}-এ${n > 1 ? '; তার উপরের লাইনগুলো বাদ' : ''}।`,
    chosen: (n: number) => `শিরোনাম: সারি ${digits(n)} (আপনার বাছাই)`,
    option: (n: number, cells: string) => `সারি ${digits(n)}: ${cells || '(ফাঁকা)'}`,
  },
  sheets: {
    heading: 'ফাইলের শিট',
    hint: 'টিক দেওয়া শিটগুলোর সারি আমদানি হবে। সারসংক্ষেপ বা মোটের শিট টিক না দিলে বাদ থাকে।',
    kind: { donors: 'রক্তদাতা', summary: 'সারসংক্ষেপ', empty: 'খালি' } as Record<
      'donors' | 'summary' | 'empty',
      string
    >,
    rows: (n: number) => `${digits(n)}টি সারি`,
    main: (name: string) =>
      `কলাম ও প্রথম সারিগুলো „${name}“ শিটের; অন্য শিটের কলাম শিরোনাম দেখে মেলানো হয়।`,
  },
  fillDown: (n: number) =>
    `খালি স্থানের ঘর (বিভাগ, জেলা, উপজেলা, ইউনিয়ন, গ্রাম) উপরের সারি থেকে নিন: ${digits(n)}টি সারি`,
  fillDownHint:
    'মেশানো (merge) ঘরসহ শিট CSV হিসেবে সংরক্ষণ করলে প্রথমটির নিচের সারিগুলোতে ঘর খালি থাকে।',
  dateOrder: {
    question: (field: string, n: number) =>
      `„${field}“ কলামের ${digits(n)}টি তারিখ দুইভাবে পড়া যায় (যেমন ৫/৯/১৯৭৯)। কীভাবে লেখা?`,
    dmy: 'দিন/মাস/বছর (২৫/০৩/১৯৯৫)',
    mdy: 'মাস/দিন/বছর (০৩/২৫/১৯৯৫, যেমন গুগল ফর্ম ইংরেজিতে লেখে)',
  },
  preview: 'যাচাই করে দেখুন',
  previewing: 'দেখা হচ্ছে…',
  checkAgain: 'আবার যাচাই করুন',
  mapping: {
    heading: 'কলাম মেলান',
    hint: 'শিরোনাম দেখে অনুমান করা হয়েছে; ভুল হলে ঠিক করে আবার যাচাই করুন।',
    none: '— ফাইলে নেই —',
    column: (n: number, header: string) => `কলাম ${digits(n)}: ${header || '(শিরোনাম নেই)'}`,
  },
  // The field and reason words are shared with the server's error file (common/import-reasons.ts).
  fields: IMPORT_FIELD_LABELS.bn,
  sample: 'ফাইলের প্রথম কয়েকটি সারি',
  sampleRow: 'সারি',
  counts: {
    heading: 'ফলাফল',
    rows: 'মোট সারি',
    new: 'নতুন',
    duplicate: 'আগে থেকে নিবন্ধিত',
    error: 'ত্রুটি',
  },
  status: {
    new: 'নতুন',
    duplicate: 'নিবন্ধিত',
    error: 'ত্রুটি',
  },
  issues: {
    heading: 'যে সারিগুলো দেখা দরকার',
    row: (n: number) => `সারি ${digits(n)}`,
    sheetRow: (sheet: string, n: number) => `„${sheet}“ শিটের সারি ${digits(n)}`,
    truncated: 'আরও সারি আছে; ত্রুটির ফাইলে সবগুলো পাবেন।',
    none: 'সব সারি ঠিক আছে।',
  },
  reasons: IMPORT_REASON_TEXTS.bn,
  detail: (code: string, detail: string | undefined) => reasonDetailText('bn', code, detail),
  confirm: (n: number) => `${digits(n)} জন রক্তদাতা আমদানি করুন`,
  confirmUpdate: 'আমদানি করুন',
  confirming: 'আমদানি হচ্ছে…',
  downloadErrors: 'ত্রুটির সারিগুলো ডাউনলোড করুন (CSV)',
  done: (created: number, updated: number, skipped: number) =>
    `${digits(created)} জন নতুন রক্তদাতা যোগ হয়েছে, ${digits(updated)} জনের তথ্য পূরণ হয়েছে, ${digits(skipped)}টি সারি বাদ গেছে।`,
  toList: 'রক্তদাতার তালিকা দেখুন',
  inviteThese: 'এই রক্তদাতাদের আমন্ত্রণ জানান',
  job: {
    queued: 'আমদানি শুরুর অপেক্ষায় (আরেকটি আমদানি চলছে)…',
    running: 'আমদানি চলছে…',
    label: (file: string) => `„${file}“ আমদানির অগ্রগতি`,
    rows: (done: number, total: number) => `${digits(total)}টির মধ্যে ${digits(done)}টি সারি`,
    hint: 'পাতাটি বন্ধ করলেও আমদানি চলবে; ফিরে এলে অগ্রগতি দেখতে পাবেন।',
    failed: (done: number, total: number) =>
      `আমদানি থেমে গেছে: ${digits(total)}টির মধ্যে ${digits(done)}টি সারি সংরক্ষিত হয়েছে, বাকিগুলো হয়নি।`,
    failedHint:
      'একই ফাইল আবার আমদানি করুন: যাঁরা যোগ হয়েছেন তাঁরা "আগে থেকে নিবন্ধিত" হিসেবে বাদ যাবেন, বাকিরা যোগ হবেন।',
  },
  errors: {
    IMPORT_FILE_TOO_LARGE: 'ফাইলটি ৫ MB-এর বেশি; ছোট ছোট ফাইলে ভাগ করুন।',
    IMPORT_TOO_MANY_ROWS: 'ফাইলে ২০,০০০-এর বেশি সারি; ছোট ছোট ফাইলে ভাগ করুন।',
    IMPORT_FILE_REQUIRED: 'একটি CSV বা XLSX ফাইল বাছুন।',
    IMPORT_FILE_UNREADABLE: 'ফাইলটি পড়া যায়নি; CSV বা XLSX হিসেবে সংরক্ষণ করে আবার চেষ্টা করুন।',
    IMPORT_FILE_EMPTY: 'ফাইলে শিরোনামের সারি ও তার নিচে তথ্য নেই।',
    IMPORT_FORMULA_WITHOUT_VALUE:
      'ফাইলে এমন সূত্র (formula) আছে যার মান সংরক্ষিত নেই; স্প্রেডশিট প্রোগ্রামে খুলে সংরক্ষণ করুন বা মানগুলো পেস্ট করুন।',
    IMPORT_CHANGED:
      'আমদানির সময় ফাইলের কোনো নম্বর অন্য কেউ নিবন্ধন করেছেন; কিছুই সংরক্ষণ হয়নি। আবার যাচাই করুন।',
    IMPORT_UNIT_REQUIRED: 'রক্তদাতারা কোন ইউনিটে যোগ হবেন তা বাছুন।',
  } as Record<string, string>,
};

const enImport: CatalogOf<typeof bnImport> = {
  title: 'Import Donors',
  heading: 'Import Donors',
  intro:
    'Upload a list from Excel or Google Sheets (CSV or XLSX; every donor sheet of a workbook). Match what each column holds, look at the state of every row, then confirm. Nothing is saved until you confirm.',
  file: {
    label: 'File (CSV or XLSX, at most 5 MB, 20,000 rows)',
  },
  unit: {
    label: 'The unit the donors go into',
    choose: 'Choose a unit',
    hint: "The list's new donors become this unit's donors.",
  },
  options: {
    duplicates: 'Rows whose number is already registered',
    skip: 'Skip them',
    fillEmpty: "Fill that donor's empty fields",
    status: 'New donors',
    verified: 'Verified (an admin has checked the list)',
    pending: 'Pending (to be verified later)',
  },
  header: {
    label: 'Header row',
    found: (n) => `Headers found on row ${n}${n > 1 ? '; the lines above it are left out' : ''}.`,
    chosen: (n) => `Headers: row ${n} (your choice)`,
    option: (n, cells) => `Row ${n}: ${cells || '(blank)'}`,
  },
  sheets: {
    heading: 'Sheets in the file',
    hint: 'Rows of the ticked sheets are imported. A summary or totals sheet is left out unless you tick it.',
    kind: { donors: 'Donors', summary: 'Summary', empty: 'Empty' },
    rows: (n) => `${n} row${n === 1 ? '' : 's'}`,
    main: (name) =>
      `Columns and first rows are of sheet “${name}”; other sheets' columns are matched by their headers.`,
  },
  fillDown: (n) =>
    `Fill blank places (division, district, upazila, union, village) from the row above: ${n} row${n === 1 ? '' : 's'}`,
  fillDownHint: 'A sheet with merged cells saved as CSV leaves them blank below the first row.',
  dateOrder: {
    question: (field, n) =>
      `${n} date${n === 1 ? '' : 's'} in the “${field}” column can be read two ways (like 5/9/1979). How are they written?`,
    dmy: 'day/month/year (25/03/1995)',
    mdy: 'month/day/year (03/25/1995, as Google Forms writes in English)',
  },
  preview: 'Preview',
  previewing: 'Checking…',
  checkAgain: 'Check again',
  mapping: {
    heading: 'Match the columns',
    hint: 'Guessed from the headers; if a guess is wrong, correct it and check again.',
    none: '— not in the file —',
    column: (n, header) => `Column ${n}: ${header || '(no header)'}`,
  },
  fields: IMPORT_FIELD_LABELS.en,
  sample: 'The first rows of the file',
  sampleRow: 'Row',
  counts: {
    heading: 'Result',
    rows: 'Rows',
    new: 'New',
    duplicate: 'Already registered',
    error: 'Errors',
  },
  status: {
    new: 'New',
    duplicate: 'Registered',
    error: 'Error',
  },
  issues: {
    heading: 'Rows to look at',
    row: (n) => `Row ${n}`,
    sheetRow: (sheet, n) => `Sheet “${sheet}”, row ${n}`,
    truncated: 'There are more rows; the error file has them all.',
    none: 'Every row is fine.',
  },
  reasons: IMPORT_REASON_TEXTS.en,
  detail: (code, detail) => reasonDetailText('en', code, detail),
  confirm: (n) => `Import ${n} donor${n === 1 ? '' : 's'}`,
  confirmUpdate: 'Import',
  confirming: 'Importing…',
  downloadErrors: 'Download the rows with errors (CSV)',
  done: (created, updated, skipped) =>
    `${created} new donor${created === 1 ? '' : 's'} added, ${updated} filled in, ${skipped} row${skipped === 1 ? '' : 's'} skipped.`,
  toList: 'See the donor list',
  inviteThese: 'Invite these donors',
  job: {
    queued: 'Waiting to start (another import is running)…',
    running: 'Importing…',
    label: (file) => `Progress of importing “${file}”`,
    rows: (done, total) => `${done} of ${total} rows`,
    hint: 'The import goes on if you close this page; come back to see how far it is.',
    failed: (done, total) =>
      `The import stopped: ${done} of ${total} rows were saved, the rest were not.`,
    failedHint:
      'Import the same file again: the donors already added are skipped as already registered, and the rest are added.',
  },
  errors: {
    IMPORT_FILE_TOO_LARGE: 'The file is larger than 5 MB; split it into smaller files.',
    IMPORT_TOO_MANY_ROWS: 'The file has more than 20,000 rows; split it into smaller files.',
    IMPORT_FILE_REQUIRED: 'Choose a CSV or XLSX file.',
    IMPORT_FILE_UNREADABLE: 'The file could not be read; save it as CSV or XLSX and try again.',
    IMPORT_FILE_EMPTY: 'The file has no header row with data under it.',
    IMPORT_FORMULA_WITHOUT_VALUE:
      'The file has formulas saved without their values; open and save it in a spreadsheet program, or paste the values.',
    IMPORT_CHANGED:
      'Someone registered one of the numbers in the file meanwhile; nothing was saved. Check again.',
    IMPORT_UNIT_REQUIRED: 'Choose the unit the donors go into.',
  },
};

export const importText = localized(bnImport, enImport);

const bnExport = {
  label: 'রপ্তানি',
  csv: 'CSV',
  xlsx: 'Excel',
  donorsHint: 'এই তালিকা (বর্তমান ছাঁকনি ও ক্রম অনুযায়ী) ডাউনলোড করুন',
  requests: {
    heading: 'রক্তের অনুরোধ রপ্তানি',
    from: 'তারিখ থেকে',
    to: 'তারিখ পর্যন্ত',
    status: 'অবস্থা',
    all: 'সব',
    complete: 'সম্পন্ন',
    incomplete: 'অসম্পন্ন',
  },
  working: 'তৈরি হচ্ছে…',
  failed: 'ফাইল তৈরি করা যায়নি',
};

const enExport: CatalogOf<typeof bnExport> = {
  label: 'Export',
  csv: 'CSV',
  xlsx: 'Excel',
  donorsHint: 'Download this list (with its current filters and order)',
  requests: {
    heading: 'Export blood requests',
    from: 'From date',
    to: 'To date',
    status: 'Status',
    all: 'All',
    complete: 'Complete',
    incomplete: 'Incomplete',
  },
  working: 'Preparing…',
  failed: 'The file could not be made',
};

export const exportText = localized(bnExport, enExport);
