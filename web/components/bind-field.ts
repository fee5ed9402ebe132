import {
  get,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';

/**
 * What an InputField (or PhoneField) takes from its form for one field: the id `prefix-name` (the
 * message's id follows it), the validation message and the registration. `{...field('name')}`.
 */
export function bindField<Values extends FieldValues>(
  prefix: string,
  register: UseFormRegister<Values>,
  errors: FieldErrors<Values>,
) {
  return (name: Path<Values>) => ({
    id: `${prefix}-${name}`,
    error: (get(errors, name) as FieldError | undefined)?.message,
    registration: register(name),
  });
}
