import { useQuery } from '@tanstack/react-query';
import { answer, publicApi } from '../foundation/api-client.ts';
import { geoKeys } from './query-keys/geo.ts';
import type { BilingualName } from '../../common/schemas/geo.ts';
import { currentLanguage, type Language } from '../i18n/language.ts';

/**
 * The five-level geography cascade (division, district, upazila, union, village): each option's value is 'id,bn_name'; only the id
 * narrows the next list, and each lower list is fetched for the chosen parent only.
 */
export interface GeoOption {
  value: string;
  label: string;
}

export const optionValue = (id: string, bnName: string) => `${id},${bnName}`;
export const idOf = (value: string) => value.split(',')[0] ?? '';

/** A place's name in the current language: the geography's English name in English, where it has one. */
export const placeLabel = (place: { name: string; bn_name: string }) =>
  currentLanguage() === 'en' && place.name.trim() ? place.name : place.bn_name;

/**
 * A place named in an answer (a donor's, a match's, a request's), in the current language: the
 * English name in English where the geography has one, else the Bengali. `bn` is the answer's
 * Bengali-only field, for a row that carries no `placeNames` (one kept offline from before).
 */
export const placeName = (names: BilingualName | null | undefined, bn?: string | null): string =>
  (currentLanguage() === 'en' && names?.en) || names?.bn || bn || '';

/** An optional place as answers name it (a request's patient, a recurring patient's hospital). */
export interface NamedPlace {
  division?: string | null;
  district?: string | null;
  upazila?: string | null;
  union?: string | null;
  placeNames?: {
    division: BilingualName | null;
    district: BilingualName | null;
    upazila: BilingualName | null;
    union: BilingualName | null;
  };
}

/** 'ঢাকা › সাভার › আশুলিয়া' ('Dhaka › Savar › Ashulia' in English): the chosen levels, highest first. */
export function placeText(place: NamedPlace): string {
  const names = place.placeNames;
  return [
    placeName(names?.division, place.division),
    placeName(names?.district, place.district),
    placeName(names?.upazila, place.upazila),
    placeName(names?.union, place.union),
  ]
    .filter(Boolean)
    .join(' › ');
}

const collators = new Map<Language, Intl.Collator>();

/**
 * Places in the reader's alphabetical order: by English rules in English (a name the geography
 * has only in Bengali goes after the English ones), by Bengali rules in Bengali. The server lists
 * them once for both languages (a public, cached answer), so each list is ordered where it is shown.
 */
export function inNameOrder<T extends { label: string }>(
  places: readonly T[],
  language?: Language,
): T[] {
  // The language is read only for a list to sort, as placeLabel reads it only for a place to name.
  if (places.length < 2) return [...places];
  const lang = language ?? currentLanguage();
  let collator = collators.get(lang);
  if (!collator) {
    collator = new Intl.Collator(lang === 'en' ? 'en' : 'bn');
    collators.set(lang, collator);
  }
  return [...places].sort((a, b) => collator.compare(a.label, b.label));
}

const day = 24 * 60 * 60 * 1000;
const geoQuery = { staleTime: day, gcTime: day };

export interface GeoChoice {
  division: string;
  district: string;
  upazila: string;
  union: string;
}

/**
 * The cascade's reads for a choice, as its selects make them: the divisions always, and each lower
 * list once its parent is chosen. A screen's route loader names the same (foundation/route-reads.ts):
 * `geoReads` lists the ones a choice makes.
 */
export function geoQueries(choice: GeoChoice, { withVillages = true } = {}) {
  const divisionId = idOf(choice.division);
  const districtId = idOf(choice.district);
  const upazilaId = idOf(choice.upazila);
  const unionId = idOf(choice.union);
  return {
    divisions: {
      queryKey: geoKeys.divisions,
      queryFn: () => answer(publicApi.GET('/api/divisions')),
      enabled: true,
      ...geoQuery,
    },
    districts: {
      queryKey: geoKeys.districts(divisionId),
      queryFn: () =>
        answer(
          publicApi.GET('/api/districts', {
            params: { query: { division_id: Number(divisionId) } },
          }),
        ),
      enabled: !!divisionId,
      ...geoQuery,
    },
    upazilas: {
      queryKey: geoKeys.upazilas(districtId),
      queryFn: () =>
        answer(
          publicApi.GET('/api/upazilasForForm', {
            params: { query: { district_id: Number(districtId) } },
          }),
        ),
      enabled: !!districtId,
      ...geoQuery,
    },
    unions: {
      queryKey: geoKeys.unions(upazilaId),
      queryFn: () =>
        answer(
          publicApi.GET('/api/unionsForForm', {
            params: { query: { upazila_id: Number(upazilaId) } },
          }),
        ),
      enabled: !!upazilaId,
      ...geoQuery,
    },
    villages: {
      queryKey: geoKeys.villages(unionId),
      queryFn: () =>
        answer(
          publicApi.GET('/api/villagesForForm', {
            params: { query: { union_id: Number(unionId) } },
          }),
        ),
      enabled: withVillages && !!unionId,
      staleTime: 60_000,
    },
  };
}

/** The reads the cascade makes for a choice (those its selects ask for), for a route loader. */
export const geoReads = (choice: GeoChoice, options: { withVillages?: boolean } = {}) =>
  Object.values(geoQueries(choice, options)).filter((query) => query.enabled !== false);

/** No place chosen yet: a form's first render. */
export const NO_PLACE: GeoChoice = { division: '', district: '', upazila: '', union: '' };

/** `withVillages: false` stops at the union (a blood request's place has no village). */
export function useGeoCascade(choice: GeoChoice, { withVillages = true } = {}) {
  const queries = geoQueries(choice, { withVillages });
  const divisions = useQuery(queries.divisions);
  const districts = useQuery(queries.districts);
  const upazilas = useQuery(queries.upazilas);
  const unions = useQuery(queries.unions);
  const villages = useQuery(queries.villages);

  return {
    divisions: {
      options: inNameOrder(
        (divisions.data?.divisions ?? []).map((d) => ({
          value: optionValue(d.division_id, d.bn_name),
          label: placeLabel(d),
        })),
      ),
      loading: divisions.isLoading,
      failed: divisions.isError,
      loaded: divisions.isSuccess,
    },
    districts: {
      options: inNameOrder(
        (districts.data?.districts ?? []).map((d) => ({
          value: optionValue(d.district_id, d.bn_name),
          label: placeLabel(d),
        })),
      ),
      loading: districts.isLoading,
    },
    upazilas: {
      options: inNameOrder(
        (upazilas.data?.upazilas ?? []).map((u) => ({
          value: optionValue(u.upazila_id, u.bn_name),
          label: placeLabel(u),
        })),
      ),
      loading: upazilas.isLoading,
    },
    unions: {
      options: inNameOrder(
        (unions.data?.unions ?? []).map((u) => ({
          value: optionValue(u.union_id, u.bn_name),
          label: placeLabel(u),
        })),
      ),
      loading: unions.isLoading,
    },
    villages: {
      /** A village's value is its name alone (villages are stored by name on the donor). */
      options: inNameOrder(
        (villages.data?.villages ?? []).map((v) => ({
          value: v.bn_name,
          label: placeLabel(v),
        })),
      ),
      loading: villages.isLoading,
      loaded: villages.isSuccess,
    },
  };
}
