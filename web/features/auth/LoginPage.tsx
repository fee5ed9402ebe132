import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, type Location } from 'react-router';
import { loginForm, type LoginForm } from '../../../common/schemas/auth.ts';
import { publicConfig } from '../../app/public-config.ts';
import { InputField } from '../../components/InputField.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { authText } from '../../i18n/auth.ts';
import { t } from '../../i18n/bn.ts';
import { authClient } from './auth-client.ts';
import { useAuth } from './auth-context.ts';
import { GoogleButton } from './GoogleButton.tsx';
import './auth.css';

/** Where the user was going before being sent to sign in, else '/'. */
export function useReturnTo(): string {
  const from = (useLocation().state as { from?: Location } | null)?.from;
  return from ? `${from.pathname}${from.search}` : '/';
}

export function LoginPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<LoginForm>({
    resolver: zodResolver(loginForm),
  });
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const { error } = await authClient.signIn.email(values);
    if (error) {
      setServerError(error.message ?? authText.failed);
      return;
    }
    await auth.refresh();
    navigate(returnTo, { replace: true });
  });

  return (
    <section className="page auth-page">
      <PageTitle title={t.titles.login} />
      <div className="card auth-card">
        <h1>{authText.loginHeading}</h1>
        <form onSubmit={onSubmit} noValidate>
          <InputField
            id="login-email"
            label={authText.email}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            registration={register('email')}
          />
          <InputField
            id="login-password"
            label={authText.password}
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            registration={register('password')}
          />
          <p className="muted small inert-text">{authText.forgot}</p>
          <button type="submit" className="btn btn-primary wide" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? authText.working : authText.login}
          </button>
          {serverError && (
            <p className="field-error server-error" role="alert">
              {serverError}
            </p>
          )}
        </form>
        <p className="auth-switch">
          {authText.needAccount} <Link to="/registration">{authText.signUp}</Link>
        </p>
        <p className="auth-or">{authText.or}</p>
        <GoogleButton returnTo={returnTo} onError={setServerError} />
        {publicConfig.demoCredential && (
          <aside className="demo-credential" aria-label={authText.demoHeading}>
            <p className="demo-heading">{authText.demoHeading}</p>
            <p>
              {authText.email}: <code>{publicConfig.demoCredential.email}</code>
            </p>
            <p>
              {authText.password}: <code>{publicConfig.demoCredential.password}</code>
            </p>
          </aside>
        )}
      </div>
    </section>
  );
}

export default LoginPage;
