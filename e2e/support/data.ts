import { expect, type APIRequestContext } from '@playwright/test';
import { randomPhone } from './donors.ts';

/**
 * The rows a browser test makes through the API: places from the public lists, donors registered
 * and verified, blood requests. One copy for every spec (the specs had drifted copies of each).
 * Each test makes its own rows with names and numbers of its own (uniqueName, randomPhone): the
 * spec files that share a worker's server, and their order, change with the number of workers
 * (and with E2E_SERVERS=shared every file shares one), so a test never counts on rows it did not
 * make, nor on a list holding only its own.
 */

/** An id and its Bengali name as the forms send them: `${id},${bn_name}`. */
export interface Named {
  id: string;
  name: string;
}

/** A place in Dhaka division: a district, an upazila and its unions (`unions[0]` the first). */
export interface Place {
  division: Named;
  district: Named;
  upazila: Named;
  union: Named;
  /** Every union of the upazila. */
  unions: Named[];
}

/** The value of a place select (and of the registration's place fields): `${id},${bn_name}`. */
export const optionValue = (named: Named) => `${named.id},${named.name}`;

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.ok(), path).toBe(true);
  return (await res.json()) as T;
}

/**
 * A place in Dhaka division (id 6): its district at `district` (negative counts from the end) and
 * that district's first upazila with at least `unions` unions. Flows that look donors up by place
 * take a district no other flow uses, so that their lists hold only their own donors: lists the
 * first (0), donor-link-isolation the second (1), alerts the second-to-last (-2), matching the last
 * (-1).
 */
export async function placeInDhaka(
  request: APIRequestContext,
  district: number,
  unions = 1,
): Promise<Place> {
  const { districts } = await json<{ districts: { district_id: string; bn_name: string }[] }>(
    request,
    '/api/districts?division_id=6',
  );
  const chosen = districts.at(district)!;
  const { upazilas } = await json<{ upazilas: { upazila_id: string; bn_name: string }[] }>(
    request,
    `/api/upazilasForForm?district_id=${chosen.district_id}`,
  );
  for (const upazila of upazilas) {
    const found = await json<{ unions: { union_id: string; bn_name: string }[] }>(
      request,
      `/api/unionsForForm?upazila_id=${upazila.upazila_id}`,
    );
    if (found.unions.length < unions) continue;
    const named = found.unions.map((u) => ({ id: u.union_id, name: u.bn_name }));
    return {
      division: { id: '6', name: 'ঢাকা' },
      district: { id: chosen.district_id, name: chosen.bn_name },
      upazila: { id: upazila.upazila_id, name: upazila.bn_name },
      union: named[0]!,
      unions: named,
    };
  }
  throw new Error(`no upazila with ${unions} unions in district ${chosen.bn_name}`);
}

/**
 * A district by its division's and its own Bengali names, with that district's first upazila and
 * its unions, from the public lists (flows that need a district of their own: unit-admins takes
 * two of Rangpur, held-text Moulvibazar).
 */
export async function placeIn(
  request: APIRequestContext,
  divisionName: string,
  districtName: string,
): Promise<Place> {
  const { divisions } = await json<{ divisions: { division_id: string; bn_name: string }[] }>(
    request,
    '/api/divisions',
  );
  const division = divisions.find((d) => d.bn_name === divisionName)!;
  const { districts } = await json<{ districts: { district_id: string; bn_name: string }[] }>(
    request,
    `/api/districts?division_id=${division.division_id}`,
  );
  const chosen = districts.find((d) => d.bn_name === districtName)!;
  const { upazilas } = await json<{ upazilas: { upazila_id: string; bn_name: string }[] }>(
    request,
    `/api/upazilasForForm?district_id=${chosen.district_id}`,
  );
  const upazila = upazilas[0]!;
  const { unions } = await json<{ unions: { union_id: string; bn_name: string }[] }>(
    request,
    `/api/unionsForForm?upazila_id=${upazila.upazila_id}`,
  );
  const named: Named[] = unions.map((u) => ({ id: u.union_id, name: u.bn_name }));
  return {
    division: { id: division.division_id, name: division.bn_name },
    district: { id: chosen.district_id, name: chosen.bn_name },
    upazila: { id: upazila.upazila_id, name: upazila.bn_name },
    union: named[0]!,
    unions: named,
  };
}

/**
 * The Bengali names of the first division → district → upazila → union chain of the public lists,
 * as a sheet to import writes them (division, district, upazila, union).
 */
export async function firstPlaceNames(request: APIRequestContext): Promise<string[]> {
  const first = async <T>(path: string, key: string) =>
    (await json<Record<string, T[]>>(request, path))[key]![0]!;
  const division = await first<{ division_id: string; bn_name: string }>(
    '/api/divisions',
    'divisions',
  );
  const district = await first<{ district_id: string; bn_name: string }>(
    `/api/districts?division_id=${division.division_id}`,
    'districts',
  );
  const upazila = await first<{ upazila_id: string; bn_name: string }>(
    `/api/upazilasForForm?district_id=${district.district_id}`,
    'upazilas',
  );
  const union = await first<{ bn_name: string }>(
    `/api/unionsForForm?upazila_id=${upazila.upazila_id}`,
    'unions',
  );
  return [division.bn_name, district.bn_name, upazila.bn_name, union.bn_name];
}

/**
 * A CSV sheet as volunteers write one, in Bengali: a header row, one good donor named `name` (born
 * ০১/০২/১৯৯০, in the first place chain) and one row the import refuses, named `badName`.
 */
export async function sheetWithOneBadRow(
  request: APIRequestContext,
  name: string,
  badName: string,
): Promise<string> {
  const place = await firstPlaceNames(request);
  return [
    [
      'নাম',
      'রক্তের গ্রুপ',
      'জন্ম তারিখ',
      'মোবাইল',
      'লিঙ্গ',
      'বিভাগ',
      'জেলা',
      'উপজেলা',
      'ইউনিয়ন',
      'গ্রাম',
    ],
    [name, 'বি পজিটিভ', '০১/০২/১৯৯০', '01611111111', 'পুরুষ', ...place, 'উত্তর পাড়া'],
    [badName, 'Z+', '1991-01-01', '016', 'male', ...place, 'Para'],
  ]
    .map((line) => line.map((cell) => `"${cell}"`).join(','))
    .join('\n');
}

/** What a donor registers with; the rest has plain defaults (a man born in 1992, village মধ্যপাড়া). */
export interface NewDonor {
  name: string;
  place: Place;
  /** The union of `place` to register in (the place's first by default). */
  union?: Named;
  phone?: string;
  phone2?: string;
  bloodGroup?: string;
  /** YYYY-MM-DD. */
  birthDate?: string;
  gender?: string;
  village?: string;
  /** The donor agrees to be contacted (alerts, a private link). */
  consent?: boolean;
}

/** Registers a donor through the public form's API (a pending donor request); its id. */
export async function registerDonor(request: APIRequestContext, donor: NewDonor): Promise<string> {
  const union = donor.union ?? donor.place.union;
  const registered = await request.post('/api/donor-request', {
    data: {
      name: donor.name,
      bloodGroup: donor.bloodGroup ?? 'aPositive',
      age: donor.birthDate ?? '1992-05-10',
      number1: donor.phone ?? randomPhone(),
      ...(donor.phone2 ? { number2: donor.phone2 } : {}),
      gender: donor.gender ?? 'পুরুষ',
      division: optionValue(donor.place.division),
      district: optionValue(donor.place.district),
      upazila: optionValue(donor.place.upazila),
      union: optionValue(union),
      village: donor.village ?? 'মধ্যপাড়া',
      ...(donor.consent ? { contactConsent: true, language: 'bn' } : {}),
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  return ((await registered.json()) as { insertedId: string }).insertedId;
}

/** An admin verifies a registered donor (PATCH /api/donorStatus/{id}). */
export async function verifyDonor(
  request: APIRequestContext,
  headers: Record<string, string>,
  id: string,
) {
  const accepted = await request.patch(`/api/donorStatus/${id}`, {
    headers,
    data: { status: 'verified' },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
}

/** An admin issues a consenting donor's private link; its path (/d/<token>). */
export async function issueDonorLink(
  request: APIRequestContext,
  headers: Record<string, string>,
  id: string,
) {
  const issued = await request.post(`/api/donors/${id}/link`, { headers });
  expect(issued.status(), await issued.text()).toBe(201);
  return new URL(((await issued.json()) as { url: string }).url).pathname;
}

/** What a blood request is sent with; the rest has plain defaults (2 bags of A+ in an hour). */
export interface NewBloodRequest {
  patient: string;
  bloodGroup?: string;
  quantity?: string;
  /** When the blood is needed (an hour from now by default). */
  date?: Date;
  phone?: string;
  hospital?: string;
}

/** Sends a blood request through the public form's API; its id. */
export async function sendBloodRequest(
  request: APIRequestContext,
  blood: NewBloodRequest,
): Promise<string> {
  const res = await request.post('/api/blood-request', {
    data: {
      patient_name: blood.patient,
      requested_bloodGroup: blood.bloodGroup ?? 'aPositive',
      date: (blood.date ?? new Date(Date.now() + 3_600_000)).toISOString(),
      blood_quantity: blood.quantity ?? '2',
      donation_place: blood.hospital ?? 'ঢাকা মেডিকেল কলেজ হাসপাতাল',
      number1: blood.phone ?? randomPhone(),
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { insertedId: string }).insertedId;
}
