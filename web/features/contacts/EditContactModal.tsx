import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import {
  contactUpdateBody,
  type ContactCard,
  type ContactUpdateBody,
} from '../../../common/schemas/contacts.ts';
import { ApiError } from '../../app/api.ts';
import { FormField } from '../../components/FormField.tsx';
import { Modal } from '../../components/Modal.tsx';
import { toast } from '../../components/toast.tsx';
import { contactTexts as t } from '../../i18n/contacts.ts';
import { useUpdateContact } from './api.ts';
import { serverMessage, type ContactFormValues } from './form.ts';

/** 'Update Your Contact Info': name and numbers of one contact (the photo stays). */
export function EditContactModal({
  contact,
  onClose,
}: {
  contact: ContactCard | null;
  onClose: () => void;
}) {
  return (
    <Modal open={!!contact} title={t.update.title} onClose={onClose} wide>
      {contact && <EditContactForm key={contact._id} contact={contact} onClose={onClose} />}
    </Modal>
  );
}

function EditContactForm({ contact, onClose }: { contact: ContactCard; onClose: () => void }) {
  const update = useUpdateContact();
  const { register, handleSubmit, setError, formState } = useForm<
    ContactFormValues,
    unknown,
    ContactUpdateBody
  >({
    resolver: zodResolver(contactUpdateBody) as unknown as Resolver<
      ContactFormValues,
      unknown,
      ContactUpdateBody
    >,
    defaultValues: { name: contact.name, number1: contact.number1, number2: contact.number2 ?? '' },
  });
  const errors = formState.errors;
  const field = (name: keyof ContactFormValues) => ({
    id: `edit-contact-${name}`,
    'aria-invalid': !!errors[name],
    'aria-describedby': errors[name] ? `edit-contact-${name}-error` : undefined,
    ...register(name),
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      await update.mutateAsync({ id: contact._id, body });
      toast.success(t.toasts.updated);
      onClose();
    } catch (error) {
      // Spec 8: edit failures show nothing, except a refused field under that field.
      if (error instanceof ApiError && error.status === 400) {
        const name = error.field as keyof ContactFormValues;
        if (name === 'name' || name === 'number1' || name === 'number2') {
          setError(name, { message: serverMessage(error.message) });
        }
      }
    }
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <FormField id="edit-contact-name" label={t.form.name} error={errors.name?.message}>
        <input type="text" autoComplete="off" {...field('name')} />
      </FormField>
      <FormField id="edit-contact-number1" label={t.form.number1} error={errors.number1?.message}>
        <input type="tel" inputMode="numeric" {...field('number1')} />
      </FormField>
      <FormField id="edit-contact-number2" label={t.form.number2} error={errors.number2?.message}>
        <input type="tel" inputMode="numeric" {...field('number2')} />
      </FormField>
      <div className="modal-actions">
        <button type="button" className="btn btn-outline" onClick={onClose}>
          {t.update.cancel}
        </button>
        <button type="submit" className="btn btn-primary" disabled={formState.isSubmitting}>
          {t.update.submit}
        </button>
      </div>
    </form>
  );
}
