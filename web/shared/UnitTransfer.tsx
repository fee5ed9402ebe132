import { useState } from 'react';
import { HANDOVER_NOTE_MAX } from '../../common/schemas/blood-requests.ts';
import { FormField } from '../components/FormField.tsx';
import { currentLanguage } from '../i18n/language.ts';
import { drawnIn, useUnitDirectory } from './unit-directory.ts';

/** A unit as a picker lists it: its id and its names in both languages. */
export interface PickedUnit {
  id: string;
  name: { bn: string; en: string };
  /** Its depth in the tree (1 at the top): drawn in by it under its parent. */
  depth: number;
}

interface UnitSelectProps {
  id: string;
  label: string;
  /** The empty first choice ("Choose a unit"). */
  placeholder: string;
  units: readonly PickedUnit[];
  value: string;
  onChange: (unitId: string) => void;
  error?: string | null;
  hint?: string;
  disabled?: boolean;
}

/**
 * A labelled select of units, named in the screen's language, with its error under it: the
 * import's unit, and the unit a request or a donor is handed to. The units come in tree order
 * (parents first) and each is drawn in by its depth below the shallowest listed.
 */
export function UnitSelect({
  id,
  label,
  placeholder,
  units,
  value,
  onChange,
  error,
  hint,
  disabled,
}: UnitSelectProps) {
  const language = currentLanguage();
  const top = Math.min(...units.map((unit) => unit.depth));
  return (
    <FormField id={id} label={label} error={error ?? undefined} hint={hint}>
      <select
        id={id}
        value={value}
        disabled={disabled}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange((event.target as HTMLSelectElement).value)}
      >
        <option value="">{placeholder}</option>
        {units.map((unit) => (
          <option key={unit.id} value={unit.id}>
            {drawnIn(unit.depth, top)}
            {unit.name[language]}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/** The words of one transfer form (a request's handover, a donor's move). */
export interface UnitTransferTexts {
  unit: string;
  choose: string;
  unitRequired: string;
  note: string;
  noteHint: string;
  back: string;
  confirm: string;
}

interface UnitTransferFormProps {
  /** The ids' prefix: two forms may not share ids on one page. */
  idPrefix: string;
  /** What is handed over, shown above the choice (a patient's or a donor's name). */
  subject: string;
  texts: UnitTransferTexts;
  pending: boolean;
  onClose: () => void;
  /** The chosen unit (a live unit of the directory) and the note, trimmed (null when empty). */
  onSubmit: (body: { unitId: string; note: string | null }, unitName: string) => void;
}

/**
 * Hand something to another unit of the federation: a unit from the directory (every live unit;
 * the server refuses one that is not) and an optional note for the audit trail. A request's
 * handover and a donor's move share it; each says its own words and sends its own call.
 */
export function UnitTransferForm({
  idPrefix,
  subject,
  texts,
  pending,
  onClose,
  onSubmit,
}: UnitTransferFormProps) {
  const directory = useUnitDirectory();
  const [unitId, setUnitId] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: Event) => {
    event.preventDefault();
    if (!unitId) {
      setError(texts.unitRequired);
      return;
    }
    onSubmit({ unitId, note: note.trim() || null }, directory.nameOf(unitId) ?? '');
  };
  return (
    <form noValidate onSubmit={submit as never}>
      <p className="confirm-detail">{subject}</p>
      <UnitSelect
        id={`${idPrefix}-unit`}
        label={texts.unit}
        placeholder={texts.choose}
        units={directory.units}
        value={unitId}
        error={error}
        onChange={(next) => {
          setUnitId(next);
          setError(null);
        }}
      />
      <FormField id={`${idPrefix}-note`} label={texts.note} hint={texts.noteHint}>
        <textarea
          id={`${idPrefix}-note`}
          rows={3}
          maxLength={HANDOVER_NOTE_MAX}
          value={note}
          onChange={(event) => setNote((event.target as HTMLTextAreaElement).value)}
        />
      </FormField>
      <div className="modal-actions">
        <button type="button" className="btn btn-outline" onClick={onClose}>
          {texts.back}
        </button>
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {texts.confirm}
        </button>
      </div>
    </form>
  );
}
