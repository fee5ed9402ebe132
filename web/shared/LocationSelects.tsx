import { useId } from 'react';
import { idOf, optionValue, useGeoCascade, type GeoChoice, type GeoOption } from './geo.ts';

/** A place picked down to any level: each value is 'id,bn_name', '' when not chosen. */
export type LocationChoice = GeoChoice;

export const NO_LOCATION: LocationChoice = { division: '', district: '', upazila: '', union: '' };

const LEVELS = ['division', 'district', 'upazila', 'union'] as const;
type Level = (typeof LEVELS)[number];

export interface LocationIds {
  divisionId: string | null;
  districtId: string | null;
  upazilaId: string | null;
  unionId: string | null;
}

/** The chosen ids, null where a level is not chosen (the API's location fields). */
export function locationIds(choice: LocationChoice): LocationIds {
  const id = (value: string) => idOf(value) || null;
  return {
    divisionId: id(choice.division),
    districtId: id(choice.district),
    upazilaId: id(choice.upazila),
    unionId: id(choice.union),
  };
}

/** The chosen ids as numbers, null where a level is not chosen (a body the API types as numbers). */
export function locationPlaceIds(choice: LocationChoice) {
  const ids = locationIds(choice);
  const id = (value: string | null) => (value === null ? null : Number(value));
  return {
    divisionId: id(ids.divisionId),
    districtId: id(ids.districtId),
    upazilaId: id(ids.upazilaId),
    unionId: id(ids.unionId),
  };
}

/** A stored place (ids and names as the API lists them) → the selects' values. */
export function locationChoice(place: {
  divisionId?: string | number | null;
  districtId?: string | number | null;
  upazilaId?: string | number | null;
  unionId?: string | number | null;
  division?: string | null;
  district?: string | null;
  upazila?: string | null;
  union?: string | null;
}): LocationChoice {
  const value = (id: string | number | null | undefined, name: string | null | undefined) =>
    id === null || id === undefined || id === '' ? '' : optionValue(String(id), name ?? '');
  return {
    division: value(place.divisionId, place.division),
    district: value(place.districtId, place.district),
    upazila: value(place.upazilaId, place.upazila),
    union: value(place.unionId, place.union),
  };
}

/** Picking a level clears every level under it: a district belongs to one division only. */
export function chooseLevel(choice: LocationChoice, level: Level, value: string): LocationChoice {
  const next = { ...choice, [level]: value };
  for (const lower of LEVELS.slice(LEVELS.indexOf(level) + 1)) next[lower] = '';
  return next;
}

export interface LocationSelectsProps {
  value: LocationChoice;
  onChange: (next: LocationChoice) => void;
  labels: Record<Level, string> & { choose: string; parentFirst: string };
  disabled?: boolean;
}

/**
 * Division → district → upazila → union, each list fetched for the chosen parent only (the same
 * cascade as donor registration). Every level is optional; a lower one waits for its parent.
 */
export function LocationSelects({ value, onChange, labels, disabled }: LocationSelectsProps) {
  const id = useId();
  const geo = useGeoCascade(value, { withVillages: false });
  const lists: Record<Level, { options: GeoOption[]; loading: boolean }> = {
    division: geo.divisions,
    district: geo.districts,
    upazila: geo.upazilas,
    union: geo.unions,
  };
  return (
    <>
      {LEVELS.map((level, index) => {
        const parent = index === 0 ? 'x' : value[LEVELS[index - 1]!];
        const { options, loading } = lists[level];
        // A stored choice is offered even before its list has loaded, so the select keeps it.
        const shown =
          value[level] && !options.some((o) => o.value === value[level])
            ? [
                {
                  value: value[level],
                  label: value[level].split(',').slice(1).join(',') || value[level],
                },
                ...options,
              ]
            : options;
        return (
          <div className="field" key={level}>
            <label htmlFor={`${id}-${level}`}>{labels[level]}</label>
            <select
              id={`${id}-${level}`}
              value={value[level]}
              disabled={disabled || !parent}
              onChange={(e) => onChange(chooseLevel(value, level, e.target.value))}
            >
              <option value="">
                {!parent ? labels.parentFirst : loading ? '…' : labels.choose}
              </option>
              {shown.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        );
      })}
    </>
  );
}
