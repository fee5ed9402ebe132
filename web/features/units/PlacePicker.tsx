import { useId, useState } from 'react';
import { unitsText } from '../../i18n/units.ts';
import { liveTexts } from '../../i18n/language.ts';
import { idOf, NO_PLACE, useGeoCascade, type GeoChoice, type GeoOption } from '../../shared/geo.ts';
import type { ChosenPlace } from './unit-form.ts';

const t = liveTexts(() => unitsText.form);

const LEVELS = ['division', 'district', 'upazila'] as const;
type Level = (typeof LEVELS)[number];

interface PlacePickerProps {
  places: readonly ChosenPlace[];
  onChange: (next: ChosenPlace[]) => void;
  /** The server's refusal of the places (an overlap), shown under them. */
  error?: string;
  /** The refusal's own words, naming the places (the server's message). */
  detail?: string;
}

/**
 * The places a unit covers: the app's division → district → upazila cascade (shared/geo.ts), and
 * "Add area" adds the deepest level chosen; each added place shows as a chip with its own Remove.
 * Several districts are added one after another (the division stays chosen for the next).
 */
export function PlacePicker({ places, onChange, error, detail }: PlacePickerProps) {
  const id = useId();
  const [choice, setChoice] = useState<GeoChoice>(NO_PLACE);
  const geo = useGeoCascade(choice, { withVillages: false });
  const lists: Record<Level, { options: GeoOption[]; loading: boolean }> = {
    division: geo.divisions,
    district: geo.districts,
    upazila: geo.upazilas,
  };
  const deepest = [...LEVELS].reverse().find((level) => choice[level]);
  const label = (level: Level) =>
    lists[level].options.find((o) => o.value === choice[level])?.label ??
    choice[level].split(',').slice(1).join(',');
  const has = (level: Level, placeId: number) =>
    places.some((p) => p.level === level && p.id === placeId);

  const add = () => {
    if (!deepest) return;
    const placeId = Number(idOf(choice[deepest]));
    if (!has(deepest, placeId))
      onChange([...places, { level: deepest, id: placeId, label: label(deepest) }]);
    // The division stays, for the next district of it.
    setChoice({ ...NO_PLACE, division: choice.division });
  };

  return (
    <fieldset className="unit-places" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{t.places}</legend>
      <p className="muted small">{t.placesHint}</p>
      <div className="unit-place-selects">
        {LEVELS.map((level, index) => {
          const parent = index === 0 ? 'x' : choice[LEVELS[index - 1]!];
          const { options, loading } = lists[level];
          return (
            <div className="field" key={level}>
              <label htmlFor={`${id}-${level}`}>{t[level]}</label>
              <select
                id={`${id}-${level}`}
                value={choice[level]}
                disabled={!parent}
                onChange={(e) => {
                  const next = { ...choice, [level]: e.target.value };
                  for (const lower of LEVELS.slice(index + 1)) next[lower] = '';
                  setChoice(next);
                }}
              >
                <option value="">{!parent ? t.parentFirst : loading ? '…' : t.choose}</option>
                {options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
      </div>
      <button
        type="button"
        className="btn btn-outline unit-place-add"
        disabled={!deepest}
        onClick={add}
      >
        {t.addPlace}
      </button>
      {places.length === 0 ? (
        <p className="muted small">{t.noPlaces}</p>
      ) : (
        <ul className="unit-place-chips" aria-label={t.places}>
          {places.map((place) => (
            <li key={`${place.level}-${place.id}`} className="unit-place-chip">
              <span>
                <span className="muted small">{t.levels[place.level]}: </span>
                {place.label}
              </span>
              <button
                type="button"
                className="icon-btn"
                aria-label={t.removePlace(place.label)}
                onClick={() => onChange(places.filter((p) => p !== place))}
              >
                ✕
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p
          className="field-error unit-overlap"
          id={`${id}-error`}
          role="alert"
          data-testid="unit-places-error"
        >
          {error}
          {detail && <span className="unit-overlap-detail">{detail}</span>}
        </p>
      )}
    </fieldset>
  );
}
