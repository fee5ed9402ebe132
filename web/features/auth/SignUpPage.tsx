import { Link } from 'react-router';
import { signUpForm, type SignUpForm } from '../../../common/schemas/auth.ts';
import { bindField } from '../../components/bind-field.ts';
import { InputField } from '../../components/InputField.tsx';
import { useZodForm } from '../../components/use-zod-form.ts';
import { authText } from '../../i18n/auth.ts';
import { t } from '../../i18n/bn.ts';
import { authClient } from './auth-client.ts';
import { AuthCard, useIdentityAction } from './AuthCard.tsx';
import { GoogleButton } from './GoogleButton.tsx';

export function SignUpPage() {
  const action = useIdentityAction('/');
  const { register, handleSubmit, formState } = useZodForm<SignUpForm, SignUpForm>(signUpForm, {});
  const field = bindField('signup', register, formState.errors);

  return (
    <AuthCard
      title={t.titles.signUp}
      heading={authText.signUpHeading}
      submitLabel={authText.signUp}
      submitting={formState.isSubmitting}
      serverError={action.serverError}
      onSubmit={handleSubmit((values) =>
        action.run(async () => (await authClient()).signUp.email(values)),
      )}
      after={
        <>
          <p className="auth-or">{authText.or}</p>
          <GoogleButton returnTo="/" onError={action.setServerError} />
          <p className="auth-switch">
            {authText.alreadyUser} <Link to="/login">{authText.login}</Link>
          </p>
        </>
      }
    >
      <InputField {...field('name')} label={authText.name} autoComplete="name" />
      <InputField {...field('email')} label={authText.email} type="email" autoComplete="email" />
      <InputField
        {...field('password')}
        label={authText.password}
        type="password"
        autoComplete="new-password"
      />
    </AuthCard>
  );
}

export default SignUpPage;
