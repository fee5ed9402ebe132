import type { FormHTMLAttributes, InputHTMLAttributes, Ref } from 'react';
import { t } from '../../i18n/bn.ts';

export const NEWSLETTER_INPUT_ID = 'newsletter-email';

interface Props {
  form: FormHTMLAttributes<HTMLFormElement> & { ref?: Ref<HTMLFormElement> };
  input: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
  error?: string;
  thanked?: boolean;
}

/** The footer's email form as drawn: the same markup whether its checks have loaded or not. */
export function NewsletterView({ form, input, error, thanked }: Props) {
  return (
    <form className="newsletter" noValidate {...form}>
      <label htmlFor={NEWSLETTER_INPUT_ID} className="footer-heading">
        {t.footer.newsletterHeading}
      </label>
      <p className="muted">{t.footer.newsletterText}</p>
      <div className="newsletter-row">
        <input
          id={NEWSLETTER_INPUT_ID}
          type="email"
          autoComplete="email"
          placeholder={t.footer.emailPlaceholder}
          aria-invalid={!!error}
          aria-describedby={error ? 'newsletter-error' : undefined}
          {...input}
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
      {thanked && (
        <p className="muted" role="status">
          {t.footer.newsletterThanks}
        </p>
      )}
    </form>
  );
}
