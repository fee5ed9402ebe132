import { useId } from 'react';
import { t } from '../i18n/bn.ts';
import { digits } from '../i18n/language.ts';

interface PageSizeSelectProps {
  value: number;
  sizes: readonly number[];
  onChange: (size: number) => void;
  label?: string;
}

/** The 'Show' selector of every table. */
export function PageSizeSelect({
  value,
  sizes,
  onChange,
  label = t.common.show,
}: PageSizeSelectProps) {
  const id = useId();
  return (
    <div className="inline-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {sizes.map((size) => (
          <option key={size} value={size}>
            {digits(size)}
          </option>
        ))}
      </select>
    </div>
  );
}
