import type { FormEvent } from 'react';
import { FileChooser } from '../../components/FileChooser.tsx';
import { importText as t } from '../../i18n/import.ts';
import { UnitSelect, type PickedUnit } from '../../shared/UnitTransfer.tsx';
import type { ImportRequest } from './import-api.ts';

export type ImportChoices = Pick<ImportRequest, 'duplicates' | 'status'>;

interface ChooseFileStepProps {
  choices: ImportChoices;
  /** A file was chosen (null: the choice was cleared). */
  onFile: (file: File | null) => void;
  onChoice: (change: Partial<ImportChoices>) => void;
  canPreview: boolean;
  previewing: boolean;
  onPreview: () => void;
  /**
   * The unit picker, in a federation only: the units the caller works in (the server refuses
   * others), the one chosen ('' none yet) and why it is wanted.
   */
  unit?: {
    units: readonly PickedUnit[];
    value: string;
    error: string | null;
    onChange: (unitId: string) => void;
  };
}

/** The first step: the file, what to do with numbers already registered, the new donors' status. */
export function ChooseFileStep({
  choices,
  onFile,
  onChoice,
  canPreview,
  previewing,
  onPreview,
  unit,
}: ChooseFileStepProps) {
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onPreview();
  };
  return (
    <form className="import-form" onSubmit={onSubmit}>
      <div className="import-file">
        <label htmlFor="import-file">{t.file.label}</label>
        <FileChooser
          id="import-file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(e) => onFile(e.target.files?.[0] ?? null)}
        />
      </div>
      {unit && (
        <div className="import-unit" data-testid="import-unit">
          <UnitSelect
            id="import-unit"
            label={t.unit.label}
            placeholder={t.unit.choose}
            hint={t.unit.hint}
            units={unit.units}
            value={unit.value}
            error={unit.error}
            onChange={unit.onChange}
          />
        </div>
      )}
      <fieldset>
        <legend>{t.options.duplicates}</legend>
        {(['skip', 'fillEmpty'] as const).map((value) => (
          <label key={value} className="import-choice">
            <input
              type="radio"
              name="duplicates"
              checked={choices.duplicates === value}
              onChange={() => onChoice({ duplicates: value })}
            />
            {t.options[value]}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t.options.status}</legend>
        {(['verified', 'pending'] as const).map((value) => (
          <label key={value} className="import-choice">
            <input
              type="radio"
              name="status"
              checked={choices.status === value}
              onChange={() => onChoice({ status: value })}
            />
            {t.options[value]}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="btn btn-primary" disabled={!canPreview || previewing}>
        {previewing ? t.previewing : t.preview}
      </button>
    </form>
  );
}
