import { useState, type FormEventHandler, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../components/PageTitle.tsx';
import { authText } from '../../i18n/auth.ts';
import { errorCodeText } from '../../i18n/errors.ts';
import { authClient } from './auth-client.ts';
import { useAuth } from '../../shared/auth-context.ts';
import authStylesheet from './auth.css?url';
import { requireStylesheet } from '../../shared/stylesheets.ts';

requireStylesheet(authStylesheet);

/** The identity service's refusal in the page's language (by its code), else its own message. */
export const identityErrorText = (error: { message?: string; code?: string }) =>
  (error.code && errorCodeText[error.code]) || error.message || authText.failed;

/**
 * Runs a call to the identity service; on success fetches the product token and role and goes to
 * `destination` (replacing the history entry), on failure keeps the service's message to show.
 */
export function useIdentityAction(destination: string) {
  const auth = useAuth();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const run = async (
    call: () => Promise<{ error: { message?: string; code?: string } | null }>,
  ) => {
    setServerError(null);
    // The call fails outright only when the identity client's code cannot load (offline).
    const { error } = await call().catch(() => ({ error: {} }));
    if (error) {
      setServerError(identityErrorText(error));
      return;
    }
    await auth.refresh();
    navigate(destination, { replace: true });
  };
  return { serverError, setServerError, run };
}

interface AuthCardProps {
  title: string;
  heading: string;
  submitLabel: string;
  submitting: boolean;
  serverError: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's fields. */
  children: ReactNode;
  /** What follows the form (links, the Google button, the demo credential). */
  after: ReactNode;
  /** A word above the form (why the person is here), if any. */
  notice?: ReactNode;
}

const warmUp = () => void authClient().catch(() => undefined);

/** The card of the Login and Sign Up screens: fields, submit, and the identity service's error in red. */
export function AuthCard(props: AuthCardProps) {
  return (
    <section className="page auth-page">
      <PageTitle title={props.title} />
      <div className="card auth-card">
        <h1>{props.heading}</h1>
        {props.notice}
        {/* The identity client's code starts loading as soon as the form is touched. */}
        <form onSubmit={props.onSubmit} onFocus={warmUp} onPointerDown={warmUp} noValidate>
          {props.children}
          <button type="submit" className="btn btn-primary wide" disabled={props.submitting}>
            {props.submitting ? authText.working : props.submitLabel}
          </button>
          {props.serverError && (
            <p className="field-error server-error" role="alert">
              {props.serverError}
            </p>
          )}
        </form>
        {props.after}
      </div>
    </section>
  );
}
