import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { ApiError } from '../../app/api.ts';
import { FormField } from '../../components/FormField.tsx';
import { toast } from '../../components/toast.tsx';
import { contactTexts as t } from '../../i18n/contacts.ts';
import { useAddContact } from './api.ts';
import {
  addContactForm,
  serverMessage,
  type AddContactOutput,
  type AddContactValues,
} from './form.ts';

const empty: AddContactValues = { name: '', number1: '', number2: '', image: null };
const fields = ['name', 'number1', 'number2', 'image'] as const;

/** Add Contact: name, phone, optional second phone and a photo (JPEG or PNG, at most 1 MB). */
export function AddContactForm() {
  const add = useAddContact();
  const { register, handleSubmit, reset, setError, control, formState } = useForm<
    AddContactValues,
    unknown,
    AddContactOutput
  >({
    resolver: zodResolver(addContactForm) as unknown as Resolver<
      AddContactValues,
      unknown,
      AddContactOutput
    >,
    defaultValues: empty,
  });
  const errors = formState.errors;
  const files = useWatch({ control, name: 'image' });
  const chosen = files && files.length ? files[0] : null;
  const preview = useMemo(
    () => (chosen && /^image\/(jpeg|png)$/.test(chosen.type) ? URL.createObjectURL(chosen) : null),
    [chosen],
  );
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const field = (name: (typeof fields)[number]) => ({
    id: `contact-${name}`,
    'aria-invalid': !!errors[name],
    'aria-describedby': errors[name] ? `contact-${name}-error` : undefined,
    ...register(name),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await add.mutateAsync(values);
      if (!answer.insertedId) return;
      toast.success(t.toasts.added);
      reset(empty);
    } catch (error) {
      // Spec 8: upload and network failures show no toast; a refused field says why under it.
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
        <FormField id="contact-name" label={t.form.name} error={errors.name?.message}>
          <input type="text" autoComplete="off" {...field('name')} />
        </FormField>
        <FormField id="contact-number1" label={t.form.number1} error={errors.number1?.message}>
          <input type="tel" inputMode="numeric" placeholder="01XXXXXXXXX" {...field('number1')} />
        </FormField>
        <FormField id="contact-number2" label={t.form.number2} error={errors.number2?.message}>
          <input type="tel" inputMode="numeric" placeholder="01XXXXXXXXX" {...field('number2')} />
        </FormField>
        <FormField
          id="contact-image"
          label={t.form.image}
          hint={t.form.imageHint}
          error={errors.image?.message}
        >
          <div className="image-picker">
            <input type="file" accept="image/jpeg,image/png" {...field('image')} />
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
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t.form.sending : t.form.submit}
        </button>
      </div>
    </form>
  );
}
