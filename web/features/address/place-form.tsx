import type { FormEventHandler, ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { ApiError } from '../../foundation/api.ts';
import { FormField } from '../../components/FormField.tsx';
import { ModalFormActions } from '../../components/ModalFormActions.tsx';
import { toast } from '../../components/toast.tsx';
import { addressText as T } from '../../i18n/address.ts';
import { fieldRefusal } from './server-errors.ts';

type NameField = 'name' | 'bn_name';

/** An input's error state for screen readers: invalid, and described by the message under it. */
export const invalidProps = (id: string, error: unknown) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});

interface NameFieldsProps {
  /** The inputs' ids are `${prefix}-name` and `${prefix}-bn_name`. */
  prefix: string;
  register: (field: NameField) => UseFormRegisterReturn;
  errors: Partial<Record<NameField, FieldError>>;
  englishName: string;
  banglaName: string;
  englishHint?: string;
  banglaHint?: string;
  /** An upazila's English name is the government's: shown, not changed. */
  englishReadOnly?: boolean;
}

/** A place's English and Bangla names, in the Add and the Edit forms. */
export function NameFields({
  prefix,
  register,
  errors,
  englishName,
  banglaName,
  englishHint,
  banglaHint,
  englishReadOnly,
}: NameFieldsProps) {
  const name = `${prefix}-name`;
  const bnName = `${prefix}-bn_name`;
  return (
    <>
      <FormField id={name} label={englishName} error={errors.name?.message} hint={englishHint}>
        <input
          id={name}
          autoComplete="off"
          readOnly={englishReadOnly}
          {...register('name')}
          {...invalidProps(name, errors.name)}
        />
      </FormField>
      <FormField id={bnName} label={banglaName} error={errors.bn_name?.message} hint={banglaHint}>
        <input
          id={bnName}
          lang="bn"
          autoComplete="off"
          {...register('bn_name')}
          {...invalidProps(bnName, errors.bn_name)}
        />
      </FormField>
    </>
  );
}

interface Refused<Field extends string> {
  /** The fields a refusal (a 400 or a 409 naming one) is shown under. */
  fields: readonly Field[];
  setError: (field: Field, error: { message: string }, options: { shouldFocus: boolean }) => void;
  /** 403: the modal closes (the form resets with it) and the toast says who may do this. */
  close: () => void;
  onlySuper: string;
  /** Any other refusal but a 401 (the session's own handling signs the admin out). */
  failed: string;
}

/**
 * How the Add and Edit forms take a refusal: 403 closes the modal with a toast; one that names a
 * field (a 409 for a taken union id or a village name its union has, a 400 for a missing union) goes
 * under that field, which gets the focus; any other, but a 401, is a toast.
 */
export function onPlaceRefused<Field extends string>(error: unknown, how: Refused<Field>) {
  if (error instanceof ApiError && error.status === 403) {
    how.close();
    toast.error(how.onlySuper);
    return;
  }
  const refusal = fieldRefusal(error, how.fields);
  if (refusal)
    how.setError(refusal.field as Field, { message: refusal.message }, { shouldFocus: true });
  else if (!(error instanceof ApiError && error.status === 401)) toast.error(how.failed);
}

interface PlaceFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Cancel: closes the modal. */
  onCancel: () => void;
  submitLabel: string;
  pending: boolean;
  children: ReactNode;
}

/** An Add or Edit form of the address page: its fields, then Cancel and the submit button. */
export function PlaceForm({ onSubmit, children, ...actions }: PlaceFormProps) {
  return (
    <form noValidate onSubmit={onSubmit}>
      {children}
      <ModalFormActions cancelLabel={T.form.cancel} {...actions} />
    </form>
  );
}

interface RowButtonProps {
  tone: 'outline' | 'danger';
  /** The button's name for screen readers, with the place's name in it. */
  label: string;
  onClick: () => void;
  children: ReactNode;
}

/** A row's Edit or Delete button in an address list. */
export function RowButton({ tone, label, onClick, children }: RowButtonProps) {
  return (
    <button
      type="button"
      className={`btn btn-${tone} btn-small`}
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
