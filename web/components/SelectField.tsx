import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from './FormField.tsx';

interface SelectFieldProps {
  id: string;
  label: string;
  error?: string;
  registration: UseFormRegisterReturn;
  /** The first, empty choice ('choose ...'). */
  placeholder: string;
  options: readonly { value: string; label: string }[];
  disabled?: boolean;
  /** A line under the control (what is stored already, a rule). */
  hint?: string;
}

/** A labelled <select> bound to react-hook-form, with its validation message. */
export function SelectField({
  id,
  label,
  error,
  registration,
  placeholder,
  options,
  disabled,
  hint,
}: SelectFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <select
        id={id}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        disabled={disabled}
        {...registration}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}
