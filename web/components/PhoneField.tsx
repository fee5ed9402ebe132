import { InputField, type InputFieldProps } from './InputField.tsx';

interface PhoneFieldProps extends Pick<
  InputFieldProps,
  'id' | 'label' | 'error' | 'registration' | 'hint'
> {
  autoComplete?: 'tel';
  /** Show the 11-digit shape (01XXXXXXXXX) in the empty input. */
  example?: boolean;
}

/** A phone number input (common/schemas/phone.ts checks it): the number pad on phones. */
export function PhoneField({ example, ...field }: PhoneFieldProps) {
  return (
    <InputField
      {...field}
      type="tel"
      inputMode="numeric"
      placeholder={example ? '01XXXXXXXXX' : undefined}
    />
  );
}
