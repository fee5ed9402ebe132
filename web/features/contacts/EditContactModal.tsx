import {
  contactUpdateBody,
  type ContactCard,
  type ContactUpdateBody,
} from '../../../common/schemas/contacts.ts';
import { ApiError } from '../../foundation/api.ts';
import { serverMessage } from '../../foundation/error-text.ts';
import { bindField } from '../../components/bind-field.ts';
import { InputField } from '../../components/InputField.tsx';
import { Modal } from '../../components/Modal.tsx';
import { ModalFormActions } from '../../components/ModalFormActions.tsx';
import { PhoneField } from '../../components/PhoneField.tsx';
import { toast } from '../../components/toast.tsx';
import { useZodForm } from '../../components/use-zod-form.ts';
import { contactTexts as t } from '../../i18n/contacts.ts';
import { useUpdateContact } from './api.ts';
import type { ContactFormValues } from './form.ts';

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
  const { register, handleSubmit, setError, formState } = useZodForm<
    ContactFormValues,
    ContactUpdateBody
  >(contactUpdateBody, {
    name: contact.name,
    number1: contact.number1,
    number2: contact.number2 ?? '',
  });
  const field = bindField('edit-contact', register, formState.errors);

  const onSubmit = handleSubmit(async (body) => {
    try {
      await update.mutateAsync({ id: contact._id, body });
      toast.success(t.toasts.updated);
      onClose();
    } catch (error) {
      // Edit failures show nothing, except a refused field under that field.
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
      <InputField label={t.form.name} type="text" autoComplete="off" {...field('name')} />
      <PhoneField label={t.form.number1} {...field('number1')} />
      <PhoneField label={t.form.number2} {...field('number2')} />
      <ModalFormActions
        cancelLabel={t.update.cancel}
        onCancel={onClose}
        submitLabel={t.update.submit}
        pending={formState.isSubmitting}
      />
    </form>
  );
}
