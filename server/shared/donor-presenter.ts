import {
  CONSENT_SOURCES,
  GENDER_WORD,
  type BloodGroup,
  type ConsentSource,
  type DonorDetail,
  type GenderCode,
} from '../../common/constants.ts';
import type { DonorRow, TopDonor } from '../../common/schemas/donors.ts';
import type { DonorCallSummary } from '../../common/schemas/matching.ts';
import { bilingualOrNull } from './geo-presenter.ts';
import type { DonorRecord } from '../data/donors.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The stored gender code as the API's Bengali word. */
export const genderWord = (code: string | null) =>
  (code && GENDER_WORD[code as GenderCode]) || GENDER_WORD.unknown;

const idText = (id: number | null) => (id === null ? null : String(id));

/** What the donor's record lacks (the database's details_missing, spelled out for the screens). */
export function missingDetails(d: {
  birthDate: string | null;
  gender: string | null;
  unionId: number | null;
  village: string;
}): DonorDetail[] {
  const missing: DonorDetail[] = [];
  if (d.birthDate === null) missing.push('birthDate');
  if (d.gender === null) missing.push('gender');
  if (d.unionId === null) missing.push('place');
  if (d.village === '') missing.push('village');
  return missing;
}

/** The stored consent source as the API names it (a code it does not know: null). */
const consentSourceOf = (code: string | null): ConsentSource | null =>
  code !== null && (CONSENT_SOURCES as readonly string[]).includes(code)
    ? (code as ConsentSource)
    : null;

/** The call figures of a donor nobody has called. */
export const NO_CALLS: DonorCallSummary = {
  callsLast3Days: 0,
  lastCalledAt: null,
  lastCalledBy: null,
  wrongNumberAt: null,
};

/**
 * A donor as the dashboard sees it, with the API's established field names: `age` is the date of birth,
 * `time` the next-eligible time, `available` derived from it at `now`. Admin-only responses.
 */
export function presentDonor(
  record: DonorRecord,
  now: Date,
  calls: DonorCallSummary = NO_CALLS,
  linkIssuedAt: Date | null = null,
): DonorRow {
  const d = record.donor;
  return {
    _id: d.id,
    name: d.name,
    age: d.birthDate,
    gender: genderWord(d.gender),
    number1: d.phone1,
    number2: d.phone2,
    bloodGroup: d.bloodGroup as BloodGroup,
    division: record.divisionName,
    district: record.districtName,
    upazila: record.upazilaName,
    union: record.unionName,
    placeNames: {
      division: bilingualOrNull(record.divisionName, record.divisionEnName),
      district: bilingualOrNull(record.districtName, record.districtEnName),
      upazila: bilingualOrNull(record.upazilaName, record.upazilaEnName),
      union: bilingualOrNull(record.unionName, record.unionEnName),
    },
    village: d.village,
    division_id: idText(d.divisionId),
    district_id: idText(d.districtId),
    upazila_id: idText(d.upazilaId),
    union_id: idText(d.unionId),
    missing: missingDetails(d),
    status: d.status === 'verified' ? 'verified' : 'pending',
    contactConsent: d.contactConsent,
    consentSource: consentSourceOf(d.consentSource),
    sharing: d.sharing === 'federation' ? 'federation' : 'unit',
    pausedUntil: d.pausedUntil && d.pausedUntil > now ? d.pausedUntil.toISOString() : null,
    linkIssuedAt: iso(linkIssuedAt),
    acceptedTime: iso(d.acceptedAt),
    donationCount: d.donationCount,
    available: d.status === 'verified' && (!d.nextEligibleAt || d.nextEligibleAt <= now),
    donateTime: iso(d.lastDonatedAt),
    donateButtonClickTime: iso(d.donateClickedAt),
    time: iso(d.nextEligibleAt),
    note: d.note,
    // The API calls the registration time submissionTime; for blood requests it means completed.
    submissionTime: d.createdAt.toISOString(),
    callsLast3Days: calls.callsLast3Days,
    lastCalledAt: calls.lastCalledAt,
    lastCalledBy: calls.lastCalledBy,
    wrongNumberAt: iso(d.wrongNumberAt),
  };
}

/** The public leader board: name, blood group and count, nothing else (no phone, no address). */
export const presentTopDonor = (d: {
  name: string;
  bloodGroup: string;
  donationCount: number;
}): TopDonor => ({
  name: d.name,
  bloodGroup: d.bloodGroup as BloodGroup,
  donationCount: d.donationCount,
});
