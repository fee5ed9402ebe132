import { FileChooser } from '../../components/FileChooser.tsx';
import { useEffect, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { ApiError } from '../../foundation/api.ts';
import { serverMessage } from '../../foundation/error-text.ts';
import { bindField } from '../../components/bind-field.ts';
import { FormField } from '../../components/FormField.tsx';
import { FormSubmit } from '../../components/FormSubmit.tsx';
import { InputField } from '../../components/InputField.tsx';
import { PhoneField } from '../../components/PhoneField.tsx';
import { toast } from '../../components/toast.tsx';
import { useZodForm } from '../../components/use-zod-form.ts';
import { contactTexts as t } from '../../i18n/contacts.ts';
import { useAddContact } from './api.ts';
import { addContactForm, type AddContactOutput, type AddContactValues } from './form.ts';

const empty: AddContactValues = { name: '', number1: '', number2: '', image: null };
const fields = ['name', 'number1', 'number2', 'image'] as const;

/** Add Contact: name, phone, optional second phone and a photo (JPEG or PNG, at most 1 MB). */
export function AddContactForm() {
  const add = useAddContact();
  const { register, handleSubmit, reset, setError, control, formState } = useZodForm<
    AddContactValues,
    AddContactOutput
  >(addContactForm, empty);
  const errors = formState.errors;
  const field = bindField('contact', register, errors);
  const files = useWatch({ control, name: 'image' });
  const chosen = files && files.length ? files[0] : null;
  const preview = useMemo(
    () => (chosen && /^image\/(jpeg|png)$/.test(chosen.type) ? URL.createObjectURL(chosen) : null),
    [chosen],
  );
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await add.mutateAsync(values);
      if (!answer.insertedId) return;
      toast.success(t.toasts.added);
      reset(empty);
    } catch (error) {
      // Upload and network failures show no toast; a refused field says why under it.
      if (error instanceof ApiError && error.status === 400) {
        const name = (error.field === 'img' ? 'image' : error.field) as (typeof fields)[number];
        if (fields.includes(name)) setError(name, { message: serverMessage(error.message) });
      }
    }
  });

  return (
    <form
      className="card contact-form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="add-contact-heading"
    >
      <h2 id="add-contact-heading" className="visually-hidden">
        {t.form.heading}
      </h2>
      <div className="form-grid">
        <InputField label={t.form.name} type="text" autoComplete="off" {...field('name')} />
        <PhoneField label={t.form.number1} example {...field('number1')} />
        <PhoneField label={t.form.number2} example {...field('number2')} />
        <FormField
          id="contact-image"
          label={t.form.image}
          hint={t.form.imageHint}
          error={errors.image?.message}
        >
          <div className="image-picker">
            <FileChooser
              accept="image/jpeg,image/png"
              id="contact-image"
              aria-invalid={!!errors.image}
              aria-describedby={errors.image ? 'contact-image-error' : undefined}
              {...register('image')}
            />
            {preview && (
              <img
                src={preview}
                alt={t.form.preview}
                width={56}
                height={56}
                className="image-preview"
              />
            )}
          </div>
        </FormField>
      </div>
      <FormSubmit
        label={t.form.submit}
        sendingLabel={t.form.sending}
        sending={formState.isSubmitting}
      />
    </form>
  );
}
