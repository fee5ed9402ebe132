import { useId } from 'react';
import { donorsText as t } from '../../i18n/donors.ts';

/** 'Sort By': Default, or donation count from high to low. */
export function SortSelect({
  value,
  onChange,
  countLabel,
}: {
  value: boolean;
  onChange: (byCount: boolean) => void;
  countLabel: string;
}) {
  const id = useId();
  return (
    <div className="inline-field">
      <label htmlFor={id}>{t.list.sortBy}</label>
      <select
        id={id}
        value={value ? 'donationCount' : 'default'}
        onChange={(e) => onChange(e.target.value === 'donationCount')}
      >
        <option value="default">{t.list.sortDefault}</option>
        <option value="donationCount">{countLabel}</option>
      </select>
    </div>
  );
}
