import type { UseFormRegisterReturn } from 'react-hook-form';
import { DONATION_KINDS } from '../../common/constants.ts';
import { InputField } from '../components/InputField.tsx';
import { SelectField } from '../components/SelectField.tsx';

// A module of its own, apart from DonationForm.tsx: the donor's private page (public) takes these
// fields without the volunteers' form, its catalog and its check.

/** What one input takes from its form (bindField's result for one name). */
export interface BoundField {
  id: string;
  error?: string;
  registration: UseFormRegisterReturn;
}

/** The words of the donation fields, from the catalog of the screen that shows them. */
export interface DonationFieldTexts {
  date: string;
  kind: string;
  /** The kind select's empty choice. */
  kindPlaceholder: string;
  place: string;
  placeHint: string;
  kinds: Record<string, string>;
}

/**
 * One donation's date, kind and optional place: the fields of the volunteers' form below and of
 * the donor's "I donated" on their private page, each with its own words, check and buttons.
 */
export function DonationFields({
  field,
  texts,
  placeMaxLength,
  maxDate,
}: {
  field: (name: 'donatedAt' | 'kind' | 'place') => BoundField;
  texts: DonationFieldTexts;
  /** The longest place the form's check takes; the input lets a few more through so that the check can say so. */
  placeMaxLength: number;
  /** The last day the date picker offers (today in Bangladesh), when known. */
  maxDate?: string;
}) {
  const kindOptions = DONATION_KINDS.map((kind) => ({
    value: kind,
    label: texts.kinds[kind] ?? kind,
  }));
  return (
    <div className="form-grid">
      <InputField label={texts.date} type="date" max={maxDate} {...field('donatedAt')} />
      <SelectField
        label={texts.kind}
        placeholder={texts.kindPlaceholder}
        options={kindOptions}
        {...field('kind')}
      />
      <InputField
        label={texts.place}
        type="text"
        autoComplete="off"
        placeholder={texts.placeHint}
        maxLength={placeMaxLength + 10}
        {...field('place')}
      />
    </div>
  );
}
