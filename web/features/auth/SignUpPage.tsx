import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { signUpForm, type SignUpForm } from '../../../common/schemas/auth.ts';
import { InputField } from '../../components/InputField.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { authText } from '../../i18n/auth.ts';
import { t } from '../../i18n/bn.ts';
import { authClient } from './auth-client.ts';
import { useAuth } from './auth-context.ts';
import { GoogleButton } from './GoogleButton.tsx';
import './auth.css';

export function SignUpPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<SignUpForm>({
    resolver: zodResolver(signUpForm),
  });
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const { error } = await authClient.signUp.email(values);
    if (error) {
      setServerError(error.message ?? authText.failed);
      return;
    }
    await auth.refresh();
    navigate('/', { replace: true });
  });

  return (
    <section className="page auth-page">
      <PageTitle title={t.titles.signUp} />
      <div className="card auth-card">
        <h1>{authText.signUpHeading}</h1>
        <form onSubmit={onSubmit} noValidate>
          <InputField
            id="signup-name"
            label={authText.name}
            autoComplete="name"
            error={errors.name?.message}
            registration={register('name')}
          />
          <InputField
            id="signup-email"
            label={authText.email}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            registration={register('email')}
          />
          <InputField
            id="signup-password"
            label={authText.password}
            type="password"
            autoComplete="new-password"
            error={errors.password?.message}
            registration={register('password')}
          />
          <button type="submit" className="btn btn-primary wide" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? authText.working : authText.signUp}
          </button>
          {serverError && (
            <p className="field-error server-error" role="alert">
              {serverError}
            </p>
          )}
        </form>
        <p className="auth-or">{authText.or}</p>
        <GoogleButton returnTo="/" onError={setServerError} />
        <p className="auth-switch">
          {authText.alreadyUser} <Link to="/login">{authText.login}</Link>
        </p>
      </div>
    </section>
  );
}

export default SignUpPage;
