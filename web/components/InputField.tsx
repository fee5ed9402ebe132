import type { ReactNode } from 'react';
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
  /** A line under the input that says what is expected (the format, a limit). */
  hint?: string;
  /** Shown under the input, inside its field (a button that goes with it). */
  children?: ReactNode;
}

/** A labelled <input> bound to react-hook-form, with its validation message. */
export function InputField({
  id,
  label,
  error,
  registration,
  hint,
  children,
  ...input
}: InputFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
        {...registration}
      />
      {children}
    </FormField>
  );
}
