import { useState } from 'react';
import { Link, useLocation, type Location } from 'react-router';
import { OWNER_CODE_HEADER } from '../../../common/constants.ts';
import { loginForm, type LoginForm } from '../../../common/schemas/auth.ts';
import { usePublicConfig } from '../../foundation/render-hints.ts';
import { bindField } from '../../components/bind-field.ts';
import { FormField } from '../../components/FormField.tsx';
import { InputField } from '../../components/InputField.tsx';
import { LanguageSwitch } from '../../components/LanguageSwitch.tsx';
import { useZodForm } from '../../components/use-zod-form.ts';
import { authText } from '../../i18n/auth.ts';
import { t } from '../../i18n/bn.ts';
import { authClient } from './auth-client.ts';
import { AuthCard, useIdentityAction } from './AuthCard.tsx';
import { SIGNED_OUT_ELSEWHERE_KEY } from './AuthProvider.tsx';
import { GoogleButton } from './GoogleButton.tsx';

/** Where the user was going before being sent to sign in, else '/'. */
export function useReturnTo(): string {
  const from = (useLocation().state as { from?: Location } | null)?.from;
  return from ? `${from.pathname}${from.search}` : '/';
}

/** Whether this page load should say the device was signed out elsewhere (said once). */
function takeSignedOutNotice(): boolean {
  try {
    const waiting = sessionStorage.getItem(SIGNED_OUT_ELSEWHERE_KEY) === '1';
    sessionStorage.removeItem(SIGNED_OUT_ELSEWHERE_KEY);
    return waiting;
  } catch {
    return false;
  }
}

export function LoginPage() {
  const returnTo = useReturnTo();
  const { demoCredential } = usePublicConfig();
  const [signedOutElsewhere] = useState(takeSignedOutNotice);
  const action = useIdentityAction(returnTo);
  const { register, handleSubmit, formState } = useZodForm<LoginForm, LoginForm>(loginForm, {});
  const field = bindField('login', register, formState.errors);
  // The owner code is sent beside the sign-in, not in it: the server reads it from a header.
  const [ownerCode, setOwnerCode] = useState('');
  const code = ownerCode.trim();

  return (
    <AuthCard
      title={t.titles.login}
      heading={authText.loginHeading}
      submitLabel={authText.login}
      submitting={formState.isSubmitting}
      serverError={action.serverError}
      onSubmit={handleSubmit((values) =>
        action.run(async () =>
          (await authClient()).signIn.email({
            ...values,
            ...(code ? { fetchOptions: { headers: { [OWNER_CODE_HEADER]: code } } } : {}),
          }),
        ),
      )}
      notice={
        signedOutElsewhere ? (
          <p className="redirect-notice" role="status" data-testid="signed-out-notice">
            {authText.signedOutElsewhere}
          </p>
        ) : null
      }
      after={
        <>
          <p className="auth-switch">
            {authText.needAccount} <Link to="/registration">{authText.signUp}</Link>
          </p>
          <p className="auth-or">{authText.or}</p>
          <GoogleButton returnTo={returnTo} onError={action.setServerError} />
          <p className="auth-language">
            <LanguageSwitch className="btn btn-outline" />
          </p>
          {demoCredential && (
            <aside className="demo-credential" aria-label={authText.demoHeading}>
              <p className="demo-heading">{authText.demoHeading}</p>
              <p>
                {authText.email}: <code>{demoCredential.email}</code>
              </p>
              <p>
                {authText.password}: <code>{demoCredential.password}</code>
              </p>
            </aside>
          )}
        </>
      }
    >
      <InputField {...field('email')} label={authText.email} type="email" autoComplete="email" />
      <InputField
        {...field('password')}
        label={authText.password}
        type="password"
        autoComplete="current-password"
      />
      <p className="muted small inert-text">{authText.forgot}</p>
      <details className="owner-sign-in" data-testid="owner-sign-in">
        <summary>{authText.ownerSignIn.toggle}</summary>
        <FormField
          id="login-owner-code"
          label={authText.ownerSignIn.code}
          hint={authText.ownerSignIn.hint}
        >
          <input
            id="login-owner-code"
            name="ownerCode"
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={32}
            value={ownerCode}
            onChange={(event) => setOwnerCode(event.currentTarget.value)}
          />
        </FormField>
      </details>
    </AuthCard>
  );
}

export default LoginPage;
