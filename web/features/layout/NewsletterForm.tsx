import { useLayoutEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { EMAIL_MESSAGES, SIMPLE_EMAIL } from '../../../common/email.ts';
import { validationMessage } from '../../i18n/errors.ts';
import { NewsletterView } from './NewsletterView.tsx';

/** What the person had done in the drawn form before this one replaced it (Newsletter.tsx). */
export interface Handover {
  email: string;
  /** The control that had the focus, if one had. */
  focused: 'email' | 'subscribe' | null;
  /** They pressed Subscribe (or Enter) before the checks had loaded. */
  submitted: boolean;
}

/**
 * The footer's email form with its checks: the address must look like text@text.text, and it sends
 * nothing anywhere. It uses react-hook-form's own rules rather than zod, which the footer would
 * otherwise load on every public page.
 */
export function NewsletterForm({ handover }: { handover: Handover }) {
  const [thanked, setThanked] = useState(false);
  const { register, handleSubmit, reset, formState, setFocus } = useForm<{ email: string }>({
    defaultValues: { email: handover.email },
  });
  const error = formState.errors.email?.message;
  const onSubmit = handleSubmit(() => {
    setThanked(true);
    reset({ email: '' });
  });

  const formRef = useRef<HTMLFormElement>(null);

  // Before the browser paints the new form, so that no key pressed meanwhile is lost.
  useLayoutEffect(() => {
    // The value was set before the focus, so the caret lands after the text, where they were typing.
    if (handover.focused === 'email') setFocus('email');
    if (handover.focused === 'subscribe') formRef.current?.querySelector('button')?.focus();
    if (handover.submitted) void onSubmit();
    // Only once, for what was done before this form existed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <NewsletterView
      form={{ onSubmit, ref: formRef }}
      input={register('email', {
        required: EMAIL_MESSAGES.required,
        pattern: { value: SIMPLE_EMAIL, message: EMAIL_MESSAGES.invalid },
        onChange: () => setThanked(false),
      })}
      error={error && validationMessage(error)}
      thanked={thanked}
    />
  );
}
