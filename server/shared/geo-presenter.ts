import type {
  BilingualName,
  District,
  Division,
  Union,
  Upazila,
  Village,
} from '../../common/schemas/geo.ts';
import type { OptionalPlaceNames, PlaceIds } from '../data/place-chain.ts';

/** Geography leaves the server with the API's established field names (ids as strings, as bd-geojs has them). */
export const presentDivision = (d: { id: number; name: string; bnName: string }): Division => ({
  division_id: String(d.id),
  name: d.name,
  bn_name: d.bnName,
});

export const presentDistrict = (d: {
  id: number;
  divisionId: number;
  name: string;
  bnName: string;
}): District => ({
  district_id: String(d.id),
  division_id: String(d.divisionId),
  name: d.name,
  bn_name: d.bnName,
});

export const presentUpazila = (u: {
  id: number;
  districtId: number;
  name: string;
  bnName: string;
}): Upazila => ({
  _id: String(u.id),
  upazila_id: String(u.id),
  district_id: String(u.districtId),
  name: u.name,
  bn_name: u.bnName,
});

export const presentUnion = (u: {
  id: number;
  upazilaId: number;
  name: string;
  bnName: string;
}): Union => ({
  _id: String(u.id),
  union_id: String(u.id),
  upazila_id: String(u.upazilaId),
  name: u.name,
  bn_name: u.bnName,
});

export const presentVillage = (v: {
  id: string;
  unionId: number;
  name: string;
  bnName: string;
}): Village => ({
  _id: v.id,
  union_id: String(v.unionId),
  name: v.name,
  bn_name: v.bnName,
});

/** A place's two names as answers carry them; an empty English name is none (the web shows the Bengali one). */
export const bilingual = (bn: string, en: string | null | undefined): BilingualName => ({
  bn,
  en: en && en.trim() ? en : null,
});

/** The same, for a place that may not be set (a blood request's optional levels). */
export const bilingualOrNull = (bn: string | null, en: string | null): BilingualName | null =>
  bn === null ? null : bilingual(bn, en);

/** An optional place (a request's patient, a recurring patient's hospital) as answers give it. */
export const presentOptionalPlace = (ids: PlaceIds, names: OptionalPlaceNames) => ({
  divisionId: ids.divisionId,
  districtId: ids.districtId,
  upazilaId: ids.upazilaId,
  unionId: ids.unionId,
  division: names.divisionName,
  district: names.districtName,
  upazila: names.upazilaName,
  union: names.unionName,
  placeNames: {
    division: bilingualOrNull(names.divisionName, names.divisionEnName),
    district: bilingualOrNull(names.districtName, names.districtEnName),
    upazila: bilingualOrNull(names.upazilaName, names.upazilaEnName),
    union: bilingualOrNull(names.unionName, names.unionEnName),
  },
});
