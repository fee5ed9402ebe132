import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from './FormField.tsx';

export interface InputFieldProps {
  id: string;
  label: string;
  error?: string;
  registration: UseFormRegisterReturn;
  type?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email';
  placeholder?: string;
  maxLength?: number;
  /** Bounds of a date or number input (the browser's picker offers only these). */
  min?: string;
  max?: string;
}

/** A labelled <input> bound to react-hook-form, with its validation message. */
export function InputField({ id, label, error, registration, ...input }: InputFieldProps) {
  return (
    <FormField id={id} label={label} error={error}>
      <input
        id={id}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
        {...registration}
      />
    </FormField>
  );
}
