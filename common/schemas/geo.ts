import { z } from 'zod';

export const division = z.object({
  division_id: z.string(),
  bn_name: z.string(),
  name: z.string(),
});
export const district = z.object({
  district_id: z.string(),
  division_id: z.string(),
  bn_name: z.string(),
  name: z.string(),
});
export const upazila = z.object({
  _id: z.string(),
  upazila_id: z.string(),
  district_id: z.string(),
  name: z.string(),
  bn_name: z.string(),
});
export const union = z.object({
  _id: z.string(),
  union_id: z.string(),
  upazila_id: z.string(),
  name: z.string(),
  bn_name: z.string(),
});
export const village = z.object({
  _id: z.string(),
  union_id: z.string(),
  name: z.string(),
  bn_name: z.string(),
});

/**
 * A place's name in both languages, as lists and details send it beside the Bengali name the API
 * always had: Bengali always, English where the geography has one (null where it has none). The
 * web shows the page's language (web/shared/geo.ts, placeName).
 */
export const bilingualName = z.object({ bn: z.string(), en: z.string().nullable() });
export type BilingualName = z.infer<typeof bilingualName>;

/** The names of a donor's four levels of geography; null where the level is not known (an imported donor). */
export const donorPlaceNames = z.object({
  division: bilingualName.nullable(),
  district: bilingualName.nullable(),
  upazila: bilingualName.nullable(),
  union: bilingualName.nullable(),
});
export type DonorPlaceNames = z.infer<typeof donorPlaceNames>;

/** A place id of an optional place: a whole number, or null/absent for not set. */
const optionalPlaceId = z
  .preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be 1 or more')
      .max(999_999_999, 'is too large')
      .nullable(),
  )
  .meta({
    description: 'A place id (from GET /api/divisions, /api/districts, ...); null for none.',
  });

/**
 * An optional place by its ids, each level optional (a blood request's patient, a recurring
 * patient's hospital). The server checks they form one chain (server/data/place-chain.ts).
 */
export const optionalPlaceIds = z.object({
  divisionId: optionalPlaceId,
  districtId: optionalPlaceId,
  upazilaId: optionalPlaceId,
  unionId: optionalPlaceId,
});
export type OptionalPlaceIds = z.infer<typeof optionalPlaceIds>;

/** How an answer gives an optional place: the ids, the Bengali names, and both languages. */
export const optionalPlaceAnswer = {
  divisionId: z.number().int().nullable(),
  districtId: z.number().int().nullable(),
  upazilaId: z.number().int().nullable(),
  unionId: z.number().int().nullable(),
  division: z.string().nullable(),
  district: z.string().nullable(),
  upazila: z.string().nullable(),
  union: z.string().nullable(),
  /** The same places in Bengali and English, each null when not set. */
  placeNames: z.object({
    division: bilingualName.nullable(),
    district: bilingualName.nullable(),
    upazila: bilingualName.nullable(),
    union: bilingualName.nullable(),
  }),
};

/** The public lists of the registration cascade. */
export const divisionsAnswer = z.object({ divisions: z.array(division) });
export const districtsAnswer = z.object({ districts: z.array(district) });
export const upazilasAnswer = z.object({ upazilas: z.array(upazila) });
export const unionsAnswer = z.object({ unions: z.array(union) });
export const villagesAnswer = z.object({ villages: z.array(village) });

export type Division = z.infer<typeof division>;
export type District = z.infer<typeof district>;
export type Upazila = z.infer<typeof upazila>;
export type Union = z.infer<typeof union>;
export type Village = z.infer<typeof village>;

const optionalId = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be 0 or more')
  .optional();

/** Optional parent filters, so that a phone can fetch only the children of what was chosen. */
export const districtsQuery = z.object({ division_id: optionalId });
export const upazilasForFormQuery = z.object({ district_id: optionalId });
export const unionsForFormQuery = z.object({ upazila_id: optionalId });
export const villagesForFormQuery = z.object({ union_id: optionalId });
