import { useState } from 'react';
import { usePublicConfig } from '../../foundation/render-hints.ts';
import { authText } from '../../i18n/auth.ts';
import { authClient } from './auth-client.ts';
import { identityErrorText } from './AuthCard.tsx';

/** 'Continue With Google' through OpenID Connect; says so when the server has it switched off. */
export function GoogleButton({
  returnTo,
  onError,
}: {
  returnTo: string;
  onError: (message: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const { googleSignIn } = usePublicConfig();
  if (!googleSignIn) {
    return (
      <div className="google-off">
        <button
          type="button"
          className="btn btn-outline wide"
          disabled
          aria-describedby="google-off"
        >
          {authText.google}
        </button>
        <p id="google-off" className="muted small">
          {authText.googleNotSet}
        </p>
      </div>
    );
  }
  return (
    <button
      type="button"
      className="btn btn-outline wide"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        const answer = await authClient().then(
          (client) => client.signIn.social({ provider: 'google', callbackURL: returnTo }),
          () => ({ error: {} }),
        );
        if (answer.error) {
          setBusy(false);
          onError(identityErrorText(answer.error));
        }
      }}
    >
      {authText.google}
    </button>
  );
}
