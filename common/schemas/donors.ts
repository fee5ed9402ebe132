import { isIsoDate, todayInBangladesh } from '../dates.ts';
import { z } from 'zod';
import { ageInYears } from '../age.ts';
import { toAsciiDigits } from '../text.ts';
import {
  BLOOD_GROUPS,
  GENDER_INPUTS,
  GENDERS,
  LEADER_BOARD_SIZE,
  MIN_DONOR_AGE_YEARS,
  VILLAGE_NAME_MAX,
  DONOR_LANGUAGES,
  ADMIN_CONSENT_SOURCES,
  CONSENT_FILTERS,
  DETAILS_FILTERS,
  CONSENT_SOURCES,
  DONOR_DETAILS,
  type BloodGroup,
  type GenderCode,
  DONOR_SHARINGS,
} from '../constants.ts';
import { donationDetails } from './donations.ts';
import { optionalPhoneNumber, phoneNumber, PHONE_MESSAGES } from './phone.ts';
import { arrayOrPageQuery, pageFields, pageIndex, pageSize, searchText } from './pagination.ts';
import { donorPlaceNames } from './geo.ts';
import { placeFilter, placeRef } from './place-ref.ts';
import { donorCallSummary } from './matching.ts';
import { bloodRequestHandoverBody, type BloodRequestHandoverBody } from './blood-requests.ts';

/**
 * Donors: one schema per request, used by the forms (react-hook-form + zodResolver) and by the
 * routes. Messages are the product's fixed wording where it has one.
 */

export const DONOR_MESSAGES = {
  name: 'Name is required',
  bloodGroup: 'Blood Group is required',
  age: 'Age is required',
  number: PHONE_MESSAGES.required,
  minLength: PHONE_MESSAGES.minLength,
  maxLength: PHONE_MESSAGES.maxLength,
  digitsOnly: PHONE_MESSAGES.digitsOnly,
  sameNumbers: 'The second number must differ from the first',
  gender: 'Gender is required',
  division: 'Division is required',
  district: 'District is required',
  upazila: 'Upazila Station is required',
  union: 'Union is required',
  village: 'Village is required',
  villageTooLong: `Village name must be at most ${VILLAGE_NAME_MAX} characters`,
  birthDateInvalid: 'Enter a real date of birth',
  birthDateFuture: 'Date of birth must be in the past',
  tooYoung: `Donor must be at least ${MIN_DONOR_AGE_YEARS} years old`,
  tooOld: 'Date of birth is too far in the past',
  donationCount: 'Donation Count is required',
  donationCountMin: 'Donation Count must be 0 or more',
  consentSource: 'How the donor consented is required',
  note: 'Total Day After Donation must be 0 or more',
} as const;

const NAME_MAX = 80;

const name = z
  .string({ error: DONOR_MESSAGES.name })
  .normalize('NFC')
  .trim()
  .min(1, DONOR_MESSAGES.name)
  .max(NAME_MAX, `Name must be at most ${NAME_MAX} characters`);

const bloodGroup = z.enum(BLOOD_GROUPS, { error: DONOR_MESSAGES.bloodGroup });
/** The gender code for any spelling the API accepts (the Bengali word, the short 'তৃতীয়', the code). */
export function genderCodeOf(value: string): GenderCode | undefined {
  const key = value.normalize('NFC').trim();
  return Object.hasOwn(GENDER_INPUTS, key) ? GENDER_INPUTS[key] : undefined;
}

/** Accepts the API's Bengali words, 'তৃতীয়' and the codes; gives the stored code. */
const gender = z.string({ error: DONOR_MESSAGES.gender }).transform((value, ctx) => {
  const code = genderCodeOf(value);
  if (!code) {
    ctx.addIssue({ code: 'custom', message: DONOR_MESSAGES.gender });
    return z.NEVER;
  }
  return code;
});

/** The shared phone rule (common/schemas/phone.ts): 11 digits, Bengali digits accepted. */
export const phone = phoneNumber;
export const optionalPhone = optionalPhoneNumber;

export { ageInYears } from '../age.ts';

/** Date of birth (the API calls it `age`): a real date in the past, the donor at least 18. */
export const birthDate = z
  .string({ error: DONOR_MESSAGES.age })
  .trim()
  .min(1, DONOR_MESSAGES.age)
  .superRefine((text, ctx) => {
    if (text === '') return;
    if (!isIsoDate(text)) {
      ctx.addIssue({ code: 'custom', message: DONOR_MESSAGES.birthDateInvalid });
      return;
    }
    const today = new Date();
    if (text > todayInBangladesh(today)) {
      ctx.addIssue({ code: 'custom', message: DONOR_MESSAGES.birthDateFuture });
      return;
    }
    const years = ageInYears(text, today);
    if (years < MIN_DONOR_AGE_YEARS)
      ctx.addIssue({ code: 'custom', message: DONOR_MESSAGES.tooYoung });
    else if (years > 100) ctx.addIssue({ code: 'custom', message: DONOR_MESSAGES.tooOld });
  })
  .meta({
    format: 'date',
    description:
      "The donor's date of birth, YYYY-MM-DD (called `age` for the original app's clients): not in the future, the donor 18 to 100 years old today in Bangladesh.",
  });

const village = z
  .string({ error: DONOR_MESSAGES.village })
  .normalize('NFC')
  .trim()
  .min(1, DONOR_MESSAGES.village)
  .max(VILLAGE_NAME_MAX, DONOR_MESSAGES.villageTooLong);

/**
 * The donor agrees to be contacted by SMS or push about blood requests; false when absent. The
 * server stores when and how it was given (common/constants.ts CONSENT_SOURCES).
 */
export const contactConsent = z
  .boolean({ error: 'contactConsent must be true or false' })
  .optional()
  .default(false);

const differentNumbers = <T extends { number1: string; number2?: string | null | undefined }>(
  value: T,
) => !value.number2 || value.number2 !== value.number1;

/**
 * POST /api/donor-request (public registration). A client-sent status, acceptedTime or
 * donationCount is not part of the schema and so never reaches the database.
 */
export const donorRegistrationBody = z
  .object({
    name,
    bloodGroup,
    age: birthDate,
    number1: phone,
    number2: optionalPhone,
    gender,
    division: placeRef(DONOR_MESSAGES.division),
    district: placeRef(DONOR_MESSAGES.district),
    upazila: placeRef(DONOR_MESSAGES.upazila),
    union: placeRef(DONOR_MESSAGES.union),
    village,
    contactConsent,
    /** The language the donor's messages are written in (the form's language); Bengali when absent. */
    language: z.enum(DONOR_LANGUAGES).optional().default('bn'),
    /**
     * Whether the public leader board may show the donor's name (the form asks; decisions/060).
     * Absent (older clients): not answered, shown as before until the donor says otherwise.
     */
    onLeaderboard: z.boolean().optional(),
  })
  .refine(differentNumbers, { message: DONOR_MESSAGES.sameNumbers, path: ['number2'] });

/**
 * A donor from a community's own list (the import): a name, one mobile number and a blood group
 * are needed; the date of birth and the gender when the list says them (then by the registration's
 * rules), the village as written or ''. The places are found by the import and stored as far down
 * as they are known; what is not known makes the donor "details missing"
 * (docs/decisions/051-lists-people-keep.md).
 */
export const listedDonor = z
  .object({
    name,
    bloodGroup,
    age: birthDate.optional(),
    number1: phone,
    number2: optionalPhone,
    gender: gender.optional(),
    village: z
      .string()
      .normalize('NFC')
      .trim()
      .max(VILLAGE_NAME_MAX, DONOR_MESSAGES.villageTooLong),
    contactConsent,
  })
  .refine(differentNumbers, { message: DONOR_MESSAGES.sameNumbers, path: ['number2'] });
/** A listed donor with its places as ids, null where not known (from the top down). */
export type ListedDonor = z.output<typeof listedDonor> &
  Record<'division' | 'district' | 'upazila' | 'union', number | null>;

export type DonorRegistrationInput = z.input<typeof donorRegistrationBody>;
export type DonorRegistration = z.output<typeof donorRegistrationBody>;

/** PATCH /api/donorInfo/:id: the admin's edit of a donor. */
export const donorInfoBody = z
  .object({
    name,
    bloodGroup,
    /** Absent or '': the stored gender stays (a donor from a list may have none yet). */
    gender: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      gender.optional(),
    ),
    number1: phone,
    number2: optionalPhone,
    donationCount: z.preprocess(
      (value) =>
        value === '' || value === null
          ? undefined
          : typeof value === 'string'
            ? Number(toAsciiDigits(value))
            : value,
      z
        .number({ error: DONOR_MESSAGES.donationCount })
        .int('Donation Count must be a whole number')
        .min(0, DONOR_MESSAGES.donationCountMin)
        .max(1000, 'Donation Count is too large'),
    ),
    /**
     * Absent: the stored consent stays as it is (older clients send no such field). true: the donor
     * consented, in the way `consentSource` says (required then); false: consent withdrawn.
     */
    contactConsent: z.boolean({ error: 'contactConsent must be true or false' }).optional(),
    /** How the donor consented: required with contactConsent true, ignored otherwise ('' or null: not said). */
    consentSource: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z
        .enum(ADMIN_CONSENT_SOURCES, {
          error: `consentSource must be one of ${ADMIN_CONSENT_SOURCES.join(', ')}`,
        })
        .optional(),
    ),
    /**
     * Who may find the donor, as the donor said it (the admin records their word): `unit` or
     * `federation` (docs/decisions/056-units.md). Absent: it stays as it is.
     */
    sharing: z
      .enum(DONOR_SHARINGS, { error: `sharing must be one of ${DONOR_SHARINGS.join(', ')}` })
      .optional(),
  })
  .refine(differentNumbers, { message: DONOR_MESSAGES.sameNumbers, path: ['number2'] })
  .refine((body) => body.contactConsent !== true || body.consentSource !== undefined, {
    message: DONOR_MESSAGES.consentSource,
    path: ['consentSource'],
  });

export type DonorInfoInput = z.input<typeof donorInfoBody>;
export type DonorInfo = z.output<typeof donorInfoBody>;

/**
 * PATCH /api/donationCount/:id (Donate). `note` is how many days ago the donation happened;
 * donateTime and donateButtonClickTime are accepted for old clients and ignored: the server's clock
 * decides. `kind`, `place` and `bloodRequestId` describe the donation (whole blood by default).
 */
export const donationBody = z.object({
  ...donationDetails,
  note: z.preprocess(
    (value) =>
      value === '' || value === null || value === undefined
        ? 0
        : typeof value === 'string'
          ? Number(toAsciiDigits(value))
          : value,
    z
      .number({ error: DONOR_MESSAGES.note })
      .int('Total Day After Donation must be a whole number')
      .min(0, DONOR_MESSAGES.note)
      .max(3650, 'Total Day After Donation is too large'),
  ),
  donateTime: z.unknown().optional(),
  donateButtonClickTime: z.unknown().optional(),
});
export type DonationInput = z.input<typeof donationBody>;

export const donorIdParam = z.object({ id: z.uuid('must be a donor id') });

/**
 * POST /api/donors/{id}/unit: the live unit the donor goes to (any unit of the federation; a
 * queue donor is assigned the same way), with an optional note for the audit trail, as a blood
 * request's handover takes them (control characters become spaces, trimmed, at most 300
 * characters; empty: none). The donor's history, calls and pledges stay with them.
 */
export const donorUnitBody = bloodRequestHandoverBody;
export type DonorUnitBody = BloodRequestHandoverBody;

const SORT_BY_COUNT = ['true', '1', 'donationcount', 'desc', 'count'];
const SORT_DEFAULT = ['', 'false', '0', 'default', 'acceptedtime', 'donatebuttonclicktime'];

/** Who consented to be contacted: `yes`, `no`, or '' for everyone (absent too). */
const consentFilter = z
  .string()
  .trim()
  .default('')
  .refine(
    (v) => v === '' || (CONSENT_FILTERS as readonly string[]).includes(v),
    'must be yes or no',
  )
  .transform((v) => (v === '' ? undefined : (v as (typeof CONSENT_FILTERS)[number])));

/** Donors whose record lacks details (`missing`: a list did not say them), or is `complete`; '' for everyone. */
const detailsFilter = z
  .string()
  .trim()
  .default('')
  .refine(
    (v) => v === '' || (DETAILS_FILTERS as readonly string[]).includes(v),
    'must be missing or complete',
  )
  .transform((v) => (v === '' ? undefined : (v as (typeof DETAILS_FILTERS)[number])));

/** The query of both donor lists (available-donor and unavailable-donor). */
export const donorListQuery = z.object({
  limit: pageSize(10),
  pageNumber: pageIndex,
  /** Donation (High to Low) when set; the default order otherwise. */
  sortByDonateCount: z
    .string()
    .trim()
    .toLowerCase()
    .default('')
    // The original app's client sends the field and direction: 'donationCount,-1', 'donateButtonClickTime,1'.
    .transform((v) => v.split(',')[0]!.trim())
    .refine(
      (v) => SORT_BY_COUNT.includes(v) || SORT_DEFAULT.includes(v),
      'must be default or donationCount',
    )
    .transform((v) => SORT_BY_COUNT.includes(v)),
  donorSearchData: searchText,
  divisionFilterData: placeFilter,
  districtFilterData: placeFilter,
  upazilaFilterData: placeFilter,
  unionFilterData: placeFilter,
  villageFilterData: z
    .string()
    .normalize('NFC')
    .trim()
    .max(VILLAGE_NAME_MAX, `must be at most ${VILLAGE_NAME_MAX} characters`)
    .default(''),
  bloodGroupFilterData: z
    .string()
    .trim()
    .default('')
    .refine(
      (v) =>
        v === '' ||
        v.toLowerCase() === 'default' ||
        (BLOOD_GROUPS as readonly string[]).includes(v),
      'must be a blood group',
    )
    .transform((v) =>
      (BLOOD_GROUPS as readonly string[]).includes(v) ? (v as BloodGroup) : undefined,
    ),
  /** Comma-separated gender values (words or codes); empty means every gender. Gives the codes. */
  genders: z
    .string()
    .trim()
    .max(200, 'is too long')
    .default('')
    .transform((v, ctx) => {
      const list = v
        .split(',')
        .map((g) => g.trim())
        .filter(Boolean);
      const codes: GenderCode[] = [];
      for (const g of list) {
        const code = genderCodeOf(g);
        if (!code) {
          ctx.addIssue({ code: 'custom', message: 'must be gender values separated by commas' });
          return z.NEVER;
        }
        codes.push(code);
      }
      return [...new Set(codes)];
    }),
  consent: consentFilter,
  details: detailsFilter,
  /**
   * The `next` of the page before this one (the available list only): the page is read from the
   * list's index after that row instead of counting past the rows before it. Without it, or for
   * a page reached some other way, the page is found by its number.
   */
  after: z
    .string()
    .trim()
    .max(400, 'is too long')
    .regex(/^[A-Za-z0-9_-]*$/, 'must be the next of the page before')
    .optional(),
});
export type DonorListQuery = z.output<typeof donorListQuery>;
/** A list query whose places the server has turned into ids. */
export type PlacedDonorListQuery = Omit<
  DonorListQuery,
  'divisionFilterData' | 'districtFilterData' | 'upazilaFilterData' | 'unionFilterData'
> &
  Partial<
    Record<
      'divisionFilterData' | 'districtFilterData' | 'upazilaFilterData' | 'unionFilterData',
      number
    >
  >;

export const donorRequestQuery = z.object({
  limit: pageSize(10),
  pageNumber: pageIndex,
  consent: consentFilter,
});

export const topDonorQuery = z.object({
  limit: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(LEADER_BOARD_SIZE, `must be at most ${LEADER_BOARD_SIZE}`)
    .default(LEADER_BOARD_SIZE),
});

export const verifiedDonorQuery = arrayOrPageQuery;

/** A donor as the dashboard sees it (the API's established field names), with its call figures. Admins only. */
export const donorRow = z.object({
  _id: z.string(),
  name: z.string(),
  /** Date of birth, YYYY-MM-DD (the API calls it age); null when not known. */
  age: z.string().nullable(),
  /** 'অজানা' also when never said (then `missing` names the gender). */
  gender: z.enum(GENDERS),
  number1: z.string(),
  number2: z.string().nullable(),
  bloodGroup: z.enum(BLOOD_GROUPS),
  /** The four places' Bengali names, known from the top down; null where a level is not known. */
  division: z.string().nullable(),
  district: z.string().nullable(),
  upazila: z.string().nullable(),
  union: z.string().nullable(),
  /** The same four places in Bengali and English (the fields above are their Bengali names). */
  placeNames: donorPlaceNames,
  /** '' when not known. */
  village: z.string(),
  division_id: z.string().nullable(),
  district_id: z.string().nullable(),
  upazila_id: z.string().nullable(),
  union_id: z.string().nullable(),
  /** What is not known of the donor (an imported list did not say): empty when the record is complete. */
  missing: z.array(z.enum(DONOR_DETAILS)),
  status: z.enum(['pending', 'verified']),
  /** The donor agreed to be contacted by alerts (the admin form's checkbox shows it). */
  contactConsent: z.boolean(),
  /** How consent was last given or withdrawn (CONSENT_SOURCES); null when never recorded. */
  consentSource: z.enum(CONSENT_SOURCES).nullable(),
  /** Who may find the donor: their unit (and those above it), or every unit (docs/decisions/056-units.md). */
  sharing: z.enum(DONOR_SHARINGS),
  /** When the donor's live private link (/d/{token}) was issued; null when there is none. */
  linkIssuedAt: z.string().nullable(),
  /** One of the donor's numbers is on the block list (it asked a family for money). */
  blocked: z.boolean().optional(),
  /** "Not available until" said through the donor's link; null or past: not paused. */
  pausedUntil: z.string().nullable().optional(),
  acceptedTime: z.string().nullable(),
  donationCount: z.number().int(),
  available: z.boolean(),
  /** When the last donation happened. */
  donateTime: z.string().nullable(),
  donateButtonClickTime: z.string().nullable(),
  /** When the donor may give again (unavailable until then). */
  time: z.string().nullable(),
  note: z.number().nullable(),
  /** When the donor registered (the API's historical name; `createdAt` inside the server). */
  submissionTime: z.string(),
  ...donorCallSummary.shape,
});
export type DonorRow = z.infer<typeof donorRow>;

/** The public leader board entry: nothing else leaves the server (no phone, no address). */
export const topDonor = z.object({
  name: z.string(),
  bloodGroup: z.enum(BLOOD_GROUPS),
  donationCount: z.number().int(),
});
export type TopDonor = z.infer<typeof topDonor>;

/** GET /api/donor-request, /api/available-donor, /api/unavailable-donor: a page of donor rows under the list's key. */
export const donorRequestPage = z.object({
  allDonorRequest: z.array(donorRow),
  pageCount: z.number().int(),
  totalCount: z.number().int(),
});
/** GET /api/verified-donor: the bare array (original app), or with `pageNumber` a page. */
export const verifiedDonorsAnswer = z.union([
  z.array(donorRow),
  z.object({ verifiedDonorList: z.array(donorRow), ...pageFields }),
]);

export const availableDonorPage = z.object({
  availableDonorList: z.array(donorRow),
  pageCount: z.number().int(),
  totalCount: z.number().int(),
  /** Where the next page starts (its `after`), or null on the last page. */
  next: z.string().nullable(),
});
export const unavailableDonorPage = z.object({
  unavailableDonorList: z.array(donorRow),
  pageCount: z.number().int(),
  totalCount: z.number().int(),
});
