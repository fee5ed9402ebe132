import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { readQuery } from '../foundation/api-client.ts';
import { currentLanguage } from '../i18n/language.ts';
import { unitsRead } from './query-keys/units.ts';
import { drawnIn } from './unit-directory.ts';

interface UnitFilterProps {
  /** The chosen unit's id; '' for all the caller's units (the default view). */
  value: string;
  onChange: (unitId: string) => void;
  /** The field's label and the all-units choice, in the screen's words. */
  label: string;
  allLabel: string;
  /** The field's class on this screen (its layout there). */
  className?: string;
  testId?: string;
}

/**
 * Which unit a screen shows (Analytics' figures, Activity's events; decisions/056): all the caller's units, or one unit and
 * the units below it. Only for someone who sees more than one live unit; hidden otherwise (a
 * single community, or an admin of one unit with none below). The units are the caller's tree
 * (GET /api/units), parents first, each drawn in by its depth. Read in the browser only, as the
 * sidebar does: a page the server draws shows the default view.
 */
export function UnitFilter({
  value,
  onChange,
  label,
  allLabel,
  className,
  testId,
}: UnitFilterProps) {
  const id = useId();
  const units = useQuery({ ...readQuery(unitsRead), enabled: !import.meta.env.SSR });
  const live = (units.data?.units ?? []).filter((unit) => !unit.archived);
  if (live.length < 2) return null;
  const top = Math.min(...live.map((unit) => unit.depth));
  const english = currentLanguage() === 'en';
  return (
    <div className={className ? `field ${className}` : 'field'} data-testid={testId}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        <option value="">{allLabel}</option>
        {live.map((unit) => (
          <option key={unit.id} value={unit.id}>
            {drawnIn(unit.depth, top)}
            {(english && unit.name.en.trim()) || unit.name.bn}
          </option>
        ))}
      </select>
    </div>
  );
}
