import { z } from 'zod';
import { BLOOD_GROUPS, type BloodGroup } from '../constants.ts';
import { donorListQuery } from './donors.ts';

/**
 * Bringing donors in from a spreadsheet and taking lists out (admins). The upload is a multipart
 * form: the file in `file`, and these options as JSON text in `options`.
 */

/** At most this many bytes in one uploaded file (5 MB). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** At most this many data rows (the header row not counted). */
export const IMPORT_MAX_ROWS = 20_000;
/** The preview lists at most this many rows that need attention (errors first, then duplicates). */
export const IMPORT_PREVIEW_ISSUES = 1_000;
/** Rows of the sheet shown as they are, so the admin can check the mapping. */
export const IMPORT_SAMPLE_ROWS = 5;

/** The donor's fields a column can be mapped to. */
export const IMPORT_FIELDS = [
  'name',
  'bloodGroup',
  'birthDate',
  'number1',
  'number2',
  'gender',
  'division',
  'district',
  'upazila',
  'union',
  'village',
  /** An "area" or "address" cell: the places it names, and its first part as the village when there is no village column. */
  'area',
  'lastDonation',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
/**
 * What a row needs: a name, a mobile number and a blood group, enough to find and call a donor.
 * Everything else is taken when the list says it; a donor without it is "details missing".
 */
export const REQUIRED_IMPORT_FIELDS: readonly ImportField[] = ['name', 'bloodGroup', 'number1'];

/** Words a header may contain for each field, in Bengali and English (lower case, NFC). */
const HEADER_WORDS: Record<ImportField, string[]> = {
  name: ['name', 'নাম', 'donor', 'রক্তদাতা', 'দাতা'],
  bloodGroup: ['blood group', 'রক্তের গ্রুপ', 'গ্রুপ', 'গ্রূপ', 'group', 'blood', 'bg', 'রক্ত'],
  birthDate: ['birth', 'dob', 'd.o.b', 'জন্ম', 'বয়স'],
  number1: [
    'mobile',
    'phone',
    'মোবাইল',
    'ফোন',
    'contact',
    'cell',
    'যোগাযোগ',
    'মোবা',
    'number',
    'নম্বর',
    'নাম্বার',
  ],
  number2: [
    'phone 2',
    'phone2',
    'mobile 2',
    'mobile2',
    'number 2',
    'number2',
    'second',
    'alternative',
    'alternate',
    'other phone',
    'বিকল্প',
    'দ্বিতীয়',
    'নম্বর ২',
    'নাম্বার ২',
    'মোবাইল ২',
    'মোবাইল নং ২',
    'ফোন ২',
  ],
  gender: ['gender', 'sex', 'লিঙ্গ'],
  division: ['division', 'বিভাগ'],
  district: ['district', 'zila', 'zilla', 'জেলা'],
  upazila: ['upazila', 'upazilla', 'upozila', 'thana', 'উপজেলা', 'থানা'],
  union: ['union', 'ইউনিয়ন', 'পৌরসভা', 'ward', 'ওয়ার্ড'],
  village: ['village', 'গ্রাম', 'মহল্লা', 'para', 'পাড়া'],
  area: ['area', 'address', 'এলাকা', 'ঠিকানা', 'location', 'স্থান', 'বাসস্থান'],
  lastDonation: [
    'last donation',
    'last donated',
    'donation date',
    'last',
    'সর্বশেষ',
    'শেষ রক্তদান',
    'রক্তদানের তারিখ',
    'রক্তদানের শেষ',
    'শেষ',
  ],
};

/** Fields whose words are checked first: more specific headers win ('Phone 2' before 'Phone'). */
const GUESS_ORDER: ImportField[] = [
  'number2',
  'lastDonation',
  'bloodGroup',
  'birthDate',
  'gender',
  'division',
  'district',
  'upazila',
  'union',
  'village',
  'area',
  'number1',
  'name',
];

export type ImportMapping = Partial<Record<ImportField, number | null>>;

/** The column index for each field, guessed from the header row's words; each column used once. */
export function guessMapping(headers: string[]): ImportMapping {
  const mapping: ImportMapping = {};
  const used = new Set<number>();
  const normal = headers.map((h) => h.normalize('NFC').toLowerCase().trim());
  // Word by word (the list's order is its priority), the first free column that has it.
  const find = (field: ImportField, matches: (header: string, word: string) => boolean) => {
    for (const word of HEADER_WORDS[field]) {
      const index = normal.findIndex((h, i) => !used.has(i) && h !== '' && matches(h, word));
      if (index !== -1) return index;
    }
    return -1;
  };
  // Headers that are exactly a field's word first, for every field ('জেলা' is the district even
  // beside 'উপজেলা', and 'Upazila' is the upazila although it contains 'zila'); then the rest by
  // the words they contain.
  const passes = [
    (h: string, w: string) => h === w || h.startsWith(`${w} /`) || h.endsWith(`/ ${w}`),
    (h: string, w: string) => h.includes(w),
  ];
  for (const matches of passes) {
    for (const field of GUESS_ORDER) {
      if (mapping[field] !== undefined) continue;
      const index = find(field, matches);
      if (index === -1) continue;
      mapping[field] = index;
      used.add(index);
    }
  }
  return Object.fromEntries(IMPORT_FIELDS.map((f) => [f, mapping[f] ?? null])) as ImportMapping;
}

/** Day/month/year or month/day/year. */
export const DATE_ORDERS = ['dmy', 'mdy'] as const;
const dateOrder = z.enum(DATE_ORDERS, { error: 'must be dmy or mdy' });

const columnIndex = z
  .number({ error: 'must be a column number' })
  .int('must be a column number')
  .min(0)
  .max(199)
  .nullable();

/** The `options` form field of the import calls. */
export const importOptions = z
  .object({
    /** Column index per field; absent or null means not in the file. Absent mapping = the server's guess. */
    mapping: z
      .object(
        Object.fromEntries(IMPORT_FIELDS.map((f) => [f, columnIndex.optional()])) as Record<
          ImportField,
          z.ZodOptional<typeof columnIndex>
        >,
      )
      .strict()
      .optional(),
    /** A row whose phone number a donor already has: skip it, or fill that donor's empty fields. */
    duplicates: z
      .enum(['skip', 'fillEmpty'], { error: 'must be skip or fillEmpty' })
      .default('skip'),
    /** Imported donors are verified (an admin vouched for the list) unless the admin chooses pending. */
    status: z
      .enum(['verified', 'pending'], { error: 'must be verified or pending' })
      .default('verified'),
    /** The sheet row the headers are on (as the spreadsheet numbers rows); absent = found by the server. */
    headerRow: z
      .number({ error: 'must be a row number' })
      .int('must be a row number')
      .min(1)
      .max(1_000_000)
      .optional(),
    /**
     * A CSV's blank division, district, upazila, union and village cells take the value of the row
     * above (a CSV saved from merged cells); absent = off. A workbook's merged cells are read as
     * merged, so a workbook ignores this.
     */
    fillDown: z.boolean({ error: 'must be true or false' }).optional(),
    /**
     * A workbook's sheets left out, by name; absent = the summary and empty sheets. When given, it is
     * exactly the sheets left out (an empty list reads every sheet with rows).
     */
    leaveOutSheets: z
      .array(z.string({ error: 'must be sheet names' }).max(100, 'must be sheet names'), {
        error: 'must be a list of sheet names',
      })
      .max(50, 'must be at most 50 sheets')
      .optional(),
    /**
     * How the admin says a date column is written, day/month/year or month/day/year, where its
     * values prove neither (absent: the order the column proves, else day first).
     */
    dateOrders: z
      .object(
        { birthDate: dateOrder.optional(), lastDonation: dateOrder.optional() },
        { error: 'must say the order of each date column' },
      )
      .strict()
      .optional(),
    /** The language of the error file's reasons; absent = the language cookie, else Bengali. */
    language: z.enum(['bn', 'en'], { error: 'must be bn or en' }).optional(),
    /**
     * The unit the donors go into, one the importer sees (docs/decisions/056-units.md); absent =
     * the only unit the importer sees. Needed when the importer sees several (a zone's admin, a
     * super admin of a federation): 400 IMPORT_UNIT_REQUIRED on options.unitId without it.
     */
    unitId: z.uuid('must be a unit id').optional(),
  })
  .strict();
export type ImportOptions = z.output<typeof importOptions>;
export type ImportOptionsInput = z.input<typeof importOptions>;

export const IMPORT_ROW_STATUSES = ['new', 'duplicate', 'error'] as const;
export type ImportRowStatus = (typeof IMPORT_ROW_STATUSES)[number];

const importMapping = z.partialRecord(z.enum(IMPORT_FIELDS), z.number().int().nullable());
const perField = z.partialRecord(z.enum([...IMPORT_FIELDS, 'contactConsent', 'row']), z.string());

/** One row of the preview that needs attention: its sheet row number (1 = header) and reasons per field. */
export const importIssue = z.object({
  row: z.number().int(),
  /** The workbook sheet the row is on (row is that sheet's own row number); absent for a CSV. */
  sheet: z.string().optional(),
  status: z.enum(IMPORT_ROW_STATUSES),
  name: z.string(),
  number1: z.string(),
  /** field → the reason's code (the screen's words: import.reason.<code>). */
  reasons: perField,
  /** field → the reason in English (logs and other clients). */
  messages: perField,
  /** field → what the reason names, in no language: the earlier row's number, close place names. */
  details: perField.optional(),
});
export type ImportIssue = z.infer<typeof importIssue>;

export const importPreview = z.object({
  fileName: z.string(),
  /** The sheet row the headers were read from, and whether the admin chose it. */
  headerRow: z.number().int(),
  headerChosen: z.boolean(),
  /** The first non-blank rows (row number and cells, cut short) to choose another header row from. */
  firstRows: z.array(z.object({ row: z.number().int(), cells: z.array(z.string()) })),
  /**
   * A CSV's rows that fill from above would complete (a blank place cell under a value; 0: nothing
   * to offer, and always 0 for a workbook, whose merged cells are read as merged), and whether
   * this preview filled them.
   */
  fillDownRows: z.number().int(),
  fillDown: z.boolean(),
  /** A workbook's sheets in the order of their tabs (a CSV: none): what each holds and whether it is read. */
  sheets: z.array(
    z.object({
      name: z.string(),
      kind: z.enum(['donors', 'summary', 'empty']),
      included: z.boolean(),
      /** The row its headers are on; null when it has no rows. */
      headerRow: z.number().int().nullable(),
      /** Data rows under its header. */
      rows: z.number().int(),
    }),
  ),
  /** The sheet whose header row, columns and first rows are shown (the first one read); null for a CSV. */
  mainSheet: z.string().nullable(),
  headers: z.array(z.string()),
  mapping: importMapping,
  /**
   * The date columns whose values read two ways (5/9/1979) with nothing in the column to tell
   * which: how many such values, and the order they are read in now (the admin's, or day first).
   */
  dateQuestions: z.array(
    z.object({
      field: z.enum(['birthDate', 'lastDonation']),
      ambiguous: z.number().int(),
      order: dateOrder,
      chosen: z.boolean(),
    }),
  ),
  sample: z.array(z.array(z.string())),
  /** The sheet row number of each sample row. */
  sampleRows: z.array(z.number().int()),
  counts: z.object({
    rows: z.number().int(),
    new: z.number().int(),
    duplicate: z.number().int(),
    error: z.number().int(),
  }),
  issues: z.array(importIssue),
  /** More rows need attention than `issues` lists. */
  issuesTruncated: z.boolean(),
});
export type ImportPreview = z.infer<typeof importPreview>;

export const importResult = z.object({
  /** The import's job: its donors can be invited and followed (docs/decisions/052). */
  jobId: z.uuid(),
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  errors: z.number().int(),
  status: z.enum(['verified', 'pending']),
});
export type ImportResult = z.infer<typeof importResult>;

/**
 * A confirm of at most this many rows is written while the request waits and answered 200 with
 * the counts (as before imports were jobs); a larger one answers 202 with its job, which a worker
 * runs in chunks (docs/decisions/053).
 */
export const IMPORT_SYNC_MAX_ROWS = 500;

export const IMPORT_JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type ImportJobState = (typeof IMPORT_JOB_STATES)[number];

/** The answer of a confirm that became a job (202). */
export const importJobStarted = z.object({ jobId: z.uuid() });
export type ImportJobStarted = z.infer<typeof importJobStarted>;

/**
 * An import job: its state and progress. `rowsDone` rows of `totalRows` are written (a chunk is
 * written whole or not at all); the counts are those rows' (when done, the whole file's). A
 * failed job keeps the rows of its committed chunks; importing the same file again skips them
 * as already registered and imports the rest.
 */
export const importJob = z.object({
  id: z.uuid(),
  state: z.enum(IMPORT_JOB_STATES),
  fileName: z.string(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  totalRows: z.number().int(),
  rowsDone: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  errors: z.number().int(),
  status: z.enum(['verified', 'pending']),
  /** Why a failed job stopped: a stable code and the English message. */
  errorCode: z.string().nullable(),
  errorMessage: z.string().nullable(),
});
export type ImportJob = z.infer<typeof importJob>;

/** The latest import job of this installation (null: none yet), for a screen opened while one runs. */
export const latestImportJob = z.object({ job: importJob.nullable() });

export const importJobParams = z.object({ id: z.uuid({ error: 'must be an import job id' }) });

// ---------------------------------------------------------------- exports

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
const format = z.enum(EXPORT_FORMATS, { error: 'must be csv or xlsx' }).default('csv');

/** GET /api/export/donors: the donor list's own filters and sort, which tab, and the format. */
/** The language of an export's words (gender, status, state); absent = the language cookie, else Bengali. */
const exportLanguage = z.enum(['bn', 'en'], { error: 'must be bn or en' }).optional();

export const donorExportQuery = donorListQuery.omit({ limit: true, pageNumber: true }).extend({
  list: z
    .enum(['available', 'unavailable'], { error: 'must be available or unavailable' })
    .default('available'),
  format,
  language: exportLanguage,
});
export type DonorExportQuery = z.output<typeof donorExportQuery>;

const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'must be a real date');

/** GET /api/export/blood-requests: requests received from `from` to `to` (days in Bangladesh, both included). */
export const bloodRequestExportQuery = z
  .object({
    from: day,
    to: day,
    /** all = open, done and cancelled; complete = done; incomplete = open; cancelled = cancelled (with the reason). */
    status: z
      .enum(['all', 'complete', 'incomplete', 'cancelled'], {
        error: 'must be all, complete, incomplete or cancelled',
      })
      .default('all'),
    format,
    language: exportLanguage,
  })
  .refine((q) => q.from <= q.to, { message: 'must not be after to', path: ['from'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 3660 * 86_400_000, {
    message: 'the range must be at most ten years',
    path: ['to'],
  });
export type BloodRequestExportQuery = z.output<typeof bloodRequestExportQuery>;

export const isBloodGroup = (v: string): v is BloodGroup =>
  (BLOOD_GROUPS as readonly string[]).includes(v);
