import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { EMAIL_MESSAGES, SIMPLE_EMAIL } from '../../../common/email.ts';
import { t } from '../../i18n/bn.ts';

/**
 * The footer's email form: the address is checked (text@text.text), and it sends nothing anywhere. It uses
 * react-hook-form's own rules rather than zod, which would add 25 KB to every public page.
 */
export function Newsletter() {
  const [thanked, setThanked] = useState(false);
  const { register, handleSubmit, reset, formState } = useForm<{ email: string }>();
  const error = formState.errors.email?.message;
  return (
    <form
      className="newsletter"
      noValidate
      onSubmit={handleSubmit(() => {
        setThanked(true);
        reset();
      })}
    >
      <label htmlFor="newsletter-email" className="footer-heading">
        {t.footer.newsletterHeading}
      </label>
      <p className="muted">{t.footer.newsletterText}</p>
      <div className="newsletter-row">
        <input
          id="newsletter-email"
          type="email"
          autoComplete="email"
          placeholder={t.footer.emailPlaceholder}
          aria-invalid={!!error}
          aria-describedby={error ? 'newsletter-error' : undefined}
          {...register('email', {
            required: EMAIL_MESSAGES.required,
            pattern: { value: SIMPLE_EMAIL, message: EMAIL_MESSAGES.invalid },
            onChange: () => setThanked(false),
          })}
        />
        <button type="submit" className="btn btn-primary">
          {t.footer.subscribe}
        </button>
      </div>
      {error && (
        <p id="newsletter-error" className="field-error" role="alert">
          {error}
        </p>
      )}
      {thanked && <p className="muted" role="status">{t.footer.newsletterThanks}</p>}
    </form>
  );
}
