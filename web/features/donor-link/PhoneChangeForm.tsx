import { useState } from 'react';
import { phoneChangeBody, type PhoneChangeBody } from '../../../common/schemas/donor-link.ts';
import { ApiError } from '../../foundation/api-client.ts';
import { serverMessage } from '../../foundation/error-text.ts';
import { bindField } from '../../components/bind-field.ts';
import { FormSubmit } from '../../components/FormSubmit.tsx';
import { PhoneField } from '../../components/PhoneField.tsx';
import { toast } from '../../components/toast.tsx';
import { useZodForm } from '../../components/use-zod-form.ts';
import { donorLinkText as t } from '../../i18n/donor-link.ts';
import { linkFailure, usePhoneChange } from './donor-link-api.ts';

/** Asks for a new first phone number; nothing changes until a volunteer approves it. */
export function PhoneChangeForm({ token }: { token: string }) {
  const change = usePhoneChange(token);
  const { register, handleSubmit, setError, formState } = useZodForm<
    { number: string },
    PhoneChangeBody
  >(phoneChangeBody, { number: '' });
  const field = bindField('phone-change', register, formState.errors);
  // Once asked, the form gives way to the note (the page's view says so too when it is read again).
  const [asked, setAsked] = useState(false);

  const onSubmit = handleSubmit(async (body) => {
    try {
      await change.mutateAsync(body);
      setAsked(true);
      toast.success(t.phone.saved);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.field === 'number') {
        setError('number', { message: serverMessage(error.message) }, { shouldFocus: true });
      } else toast.error(linkFailure(error));
    }
  });

  if (asked) {
    return (
      <p className="card muted" role="status" data-testid="phone-change-asked">
        {t.record.phoneChangePending}
      </p>
    );
  }

  return (
    <form
      className="card"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="phone-change-heading"
      data-testid="phone-change"
    >
      <h2 id="phone-change-heading">{t.phone.heading}</h2>
      <p className="muted">{t.phone.hint}</p>
      <PhoneField label={t.phone.number} example {...field('number')} />
      <FormSubmit
        label={t.phone.submit}
        sendingLabel={t.report.sending}
        sending={formState.isSubmitting}
      />
    </form>
  );
}
