import { useState } from 'react';
import {
  BLOOD_GROUP_LABELS,
  BLOOD_GROUPS,
  CONSENT_FILTERS,
  DETAILS_FILTERS,
  GENDERS,
} from '../../../common/constants.ts';
import { donorsText as t } from '../../i18n/donors.ts';
import { useGeoCascade, type GeoOption } from '../../shared/geo.ts';
import { NO_FILTERS, type DonorFilters } from './list-state.ts';

const levels = ['division', 'district', 'upazila', 'union', 'village'] as const;
type Level = (typeof levels)[number];

/**
 * The filter dropdown: the address cascade (each level lists only children of the chosen parent),
 * blood group, consent to be contacted and gender checkboxes; everything is sent to the server.
 */
export function DonorFilterPanel({
  filters,
  onChange,
}: {
  filters: DonorFilters;
  onChange: (f: DonorFilters) => void;
}) {
  const [open, setOpen] = useState(false);
  const geo = useGeoCascade(filters);
  const active =
    levels.some((l) => filters[l]) ||
    !!filters.bloodGroup ||
    filters.genders.length > 0 ||
    !!filters.consent ||
    !!filters.details;

  const choose = (level: Level, value: string) => {
    const next = { ...filters, [level]: value };
    for (const lower of levels.slice(levels.indexOf(level) + 1)) next[lower] = '';
    onChange(next);
  };
  const toggleGender = (gender: string) =>
    onChange({
      ...filters,
      genders: filters.genders.includes(gender)
        ? filters.genders.filter((g) => g !== gender)
        : [...filters.genders, gender],
    });

  const select = (level: Level, label: string, options: GeoOption[], enabled: boolean) => (
    <div className="field">
      <label htmlFor={`filter-${level}`}>{label}</label>
      <select
        id={`filter-${level}`}
        value={filters[level]}
        disabled={!enabled}
        onChange={(e) => choose(level, e.target.value)}
      >
        <option value="">{t.list.default}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <>
      <button
        type="button"
        className={active ? 'btn btn-small btn-primary' : 'btn btn-small btn-outline'}
        aria-expanded={open}
        aria-controls="donor-filters"
        onClick={() => setOpen(!open)}
      >
        {open ? t.list.hideFilter : t.list.filter}
      </button>
      {open && (
        <div className="donor-filters" id="donor-filters" role="region" aria-label={t.list.filter}>
          <div className="donor-filters-grid">
            {select('division', t.fields.division, geo.divisions.options, true)}
            {select('district', t.fields.district, geo.districts.options, !!filters.division)}
            {select('upazila', t.fields.upazila, geo.upazilas.options, !!filters.district)}
            {select('union', t.fields.union, geo.unions.options, !!filters.upazila)}
            {select('village', t.fields.village, geo.villages.options, !!filters.union)}
            <div className="field">
              <label htmlFor="filter-bloodGroup">{t.fields.bloodGroup}</label>
              <select
                id="filter-bloodGroup"
                value={filters.bloodGroup}
                onChange={(e) => onChange({ ...filters, bloodGroup: e.target.value })}
              >
                <option value="">{t.list.default}</option>
                {BLOOD_GROUPS.map((g) => (
                  <option key={g} value={g}>
                    {BLOOD_GROUP_LABELS[g]}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="filter-consent">{t.consent.filter}</label>
              <select
                id="filter-consent"
                value={filters.consent}
                onChange={(e) => onChange({ ...filters, consent: e.target.value })}
              >
                <option value="">{t.list.default}</option>
                {CONSENT_FILTERS.map((c) => (
                  <option key={c} value={c}>
                    {t.consent[c]}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="filter-details">{t.missing.filter}</label>
              <select
                id="filter-details"
                value={filters.details}
                onChange={(e) => onChange({ ...filters, details: e.target.value })}
              >
                <option value="">{t.list.default}</option>
                {DETAILS_FILTERS.map((d) => (
                  <option key={d} value={d}>
                    {t.missing.filters[d]}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <fieldset>
            <legend>{t.list.gender}</legend>
            <div className="checks">
              {GENDERS.map((g) => (
                <label key={g}>
                  <input
                    type="checkbox"
                    checked={filters.genders.includes(g)}
                    onChange={() => toggleGender(g)}
                  />
                  {t.genderLabels[g]}
                </label>
              ))}
            </div>
          </fieldset>
          {active && (
            <button
              type="button"
              className="link-button small village-switch"
              onClick={() => onChange(NO_FILTERS)}
            >
              {t.list.clearFilter}
            </button>
          )}
        </div>
      )}
    </>
  );
}
