import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { api, configureApi } from '../../app/api.ts';
import type { Role } from '../../../common/constants.ts';
import { AuthContext, type Auth, type AuthState, type SignedInUser } from './auth-context.ts';
import { accessToken } from './token.ts';

const signedOut: AuthState = { status: 'signedOut', user: null, role: null, adminLoading: false };

async function identitySession(): Promise<SignedInUser | null> {
  const response = await fetch('/api/auth/get-session', { credentials: 'same-origin' });
  if (!response.ok) return null;
  const body = (await response.json().catch(() => null)) as {
    user?: { email: string; name: string; image?: string | null };
  } | null;
  if (!body?.user) return null;
  return { email: body.user.email, name: body.user.name, image: body.user.image ?? null };
}

/** Exchanges the identity session for the product's access token (PUT /api/user/{email}). */
async function issueToken(user: SignedInUser): Promise<string> {
  const response = await fetch(`/api/user/${encodeURIComponent(user.email)}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify({ email: user.email, name: user.name }),
  });
  if (!response.ok) throw new Error('token refused');
  const body = (await response.json()) as { token: string };
  accessToken.set(body.token);
  return body.token;
}

/** Set when a session is lost, read once on the home page after the reload. */
export const SESSION_ENDED_KEY = 'sessionEnded';

/** Tells the person, once, that they were signed out because their session ended. */
function tellSessionEnded() {
  if (!sessionStorage.getItem(SESSION_ENDED_KEY)) return;
  sessionStorage.removeItem(SESSION_ENDED_KEY);
  // The toast and the words stay out of the first download, as the toaster does in main.tsx.
  void Promise.all([import('../../components/toast.tsx'), import('../../i18n/auth.ts')]).then(
    ([{ toast }, { authText }]) => toast.error(authText.sessionEnded),
  );
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: 'loading', user: null, role: null, adminLoading: true });
  const userRef = useRef<SignedInUser | null>(null);
  const pendingToken = useRef<Promise<string> | null>(null);
  const losingSession = useRef(false);

  const forget = useCallback(() => {
    accessToken.clear();
    userRef.current = null;
    setState(signedOut);
  }, []);

  // Renews a minute before expiry; calls that arrive while a renewal runs share it.
  const freshToken = useCallback(async (renew = false) => {
    const current = accessToken.get();
    if (!renew && current && accessToken.secondsLeft(current) > 60) return current;
    const user = userRef.current;
    if (!user) return current;
    pendingToken.current ??= issueToken(user).finally(() => {
      pendingToken.current = null;
    });
    return pendingToken.current.catch(() => null);
  }, []);

  const signOut = useCallback(async () => {
    await fetch('/api/auth/sign-out', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: '{}',
    }).catch(() => undefined);
    forget();
  }, [forget]);

  const refresh = useCallback(async () => {
    const user = await identitySession().catch(() => null);
    userRef.current = user;
    if (!user) {
      accessToken.clear();
      setState(signedOut);
      return;
    }
    setState({ status: 'signedIn', user, role: null, adminLoading: true });
    try {
      await freshToken();
      const answer = await api.read<{ admin: boolean; role: Role }>(`/admin/${encodeURIComponent(user.email)}`);
      setState({ status: 'signedIn', user, role: answer.role, adminLoading: false });
    } catch {
      // The admin check's loading flag ends on error too; the user is then treated as non-admin.
      setState((s) => (s.status === 'signedIn' ? { ...s, role: null, adminLoading: false } : s));
    }
  }, [freshToken]);

  useEffect(() => {
    configureApi({
      freshToken,
      sessionLost: () => {
        if (losingSession.current) return;
        losingSession.current = true;
        void signOut().then(() => {
          // A full load of the home page also drops every cached list; the notice survives it.
          sessionStorage.setItem(SESSION_ENDED_KEY, '1');
          if (window.location.pathname !== '/') window.location.assign('/');
          else tellSessionEnded();
          losingSession.current = false;
        });
      },
    });
    tellSessionEnded();
    // refresh() sets state only after awaiting the identity service, never synchronously.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void refresh();
  }, [freshToken, refresh, signOut]);

  const value = useMemo<Auth>(
    () => ({
      ...state,
      isAdmin: state.role === 'admin' || state.role === 'superAdmin',
      refresh,
      signOut,
    }),
    [state, refresh, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
