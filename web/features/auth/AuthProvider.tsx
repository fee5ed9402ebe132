import { QueryClientContext } from '@tanstack/react-query';
import {
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { configureApi } from '../../foundation/api.ts';
import { publicApi } from '../../foundation/api-client.ts';
import {
  AuthContext,
  type Auth,
  type AuthState,
  type SignedInUser,
} from '../../shared/auth-context.ts';
import {
  forgetSession,
  requestSession,
  takeStartedSession,
  type SessionAnswer,
} from './session.ts';
import { accessToken } from '../../foundation/token.ts';
import type { DrawnFor } from '../../foundation/server-page.ts';

const signedOut: AuthState = { status: 'signedOut', user: null, role: null, adminLoading: false };

/** Set when a session is lost, read once on the home page after the reload. */
export const SESSION_ENDED_KEY = 'sessionEnded';
/** This device had a session (localStorage): a check that finds none then means it ended elsewhere. */
const SIGNED_IN_HERE_KEY = 'signedInHere';
/** Set when the session check finds the device's session gone; the login screen says so, once. */
export const SIGNED_OUT_ELSEWHERE_KEY = 'signedOutElsewhere';

const remember = (store: () => Storage, run: (s: Storage) => void) => {
  try {
    run(store());
  } catch {
    // Storage refused (private mode): the notice is a courtesy, nothing depends on it.
  }
};

/** Tells the person, once, that they were signed out because their session ended. */
function tellSessionEnded() {
  if (!sessionStorage.getItem(SESSION_ENDED_KEY)) return;
  sessionStorage.removeItem(SESSION_ENDED_KEY);
  // The toast and the words stay out of the first download, as the toaster does in main.tsx.
  void Promise.all([import('../../components/toast.tsx'), import('../../i18n/auth.ts')]).then(
    ([{ toast }, { authText }]) => toast.error(authText.sessionEnded),
  );
}

/** Where a page the server drew starts: as it was drawn (web/foundation/server-page.ts). */
function drawnState(drawnFor: DrawnFor | undefined): AuthState {
  if (drawnFor === 'signedOut') return signedOut;
  if (typeof drawnFor === 'object')
    return { status: 'signedIn', user: drawnFor.user, role: drawnFor.role, adminLoading: false };
  return { status: 'loading', user: null, role: null, adminLoading: true };
}

/**
 * `drawnFor`: on a page the server drew, whom it drew it for. For a browser without an identity
 * session cookie nobody is signed in and there is nothing to ask (the page shows 'Login' from the
 * start); for an admin's dashboard screen the server has already answered the session check
 * (user, role and a token, which web/main.tsx has stored).
 */
export function AuthProvider({ children, drawnFor }: { children: ReactNode; drawnFor?: DrawnFor }) {
  const [state, setState] = useState<AuthState>(() => drawnState(drawnFor));
  const known = drawnFor === 'signedOut' || typeof drawnFor === 'object';
  const userRef = useRef<SignedInUser | null>(typeof drawnFor === 'object' ? drawnFor.user : null);
  const pendingToken = useRef<Promise<string | null> | null>(null);
  const losingSession = useRef(false);
  const queries = useContext(QueryClientContext);

  const forget = useCallback(() => {
    accessToken.clear();
    forgetSession();
    userRef.current = null;
    setState(signedOut);
  }, []);

  // Renews a minute before expiry; calls that arrive while a renewal runs share it.
  const freshToken = useCallback(async (renew = false) => {
    const current = accessToken.get();
    if (!renew && current && accessToken.secondsLeft(current) > 60) return current;
    const user = userRef.current;
    if (!user) return current;
    pendingToken.current ??= requestSession()
      .then((answer) => answer?.token ?? null)
      .finally(() => {
        pendingToken.current = null;
      });
    return pendingToken.current.catch(() => null);
  }, []);

  const signOut = useCallback(async () => {
    // Signed out here whatever the identity service answers (a session already gone is a 401).
    await publicApi.POST('/api/auth/sign-out').catch(() => undefined);
    remember(
      () => localStorage,
      (s) => s.removeItem(SIGNED_IN_HERE_KEY),
    );
    forget();
    // Nothing read while signed in stays in the page's memory (a shared phone).
    queries?.clear();
  }, [forget, queries]);

  /**
   * One call answers who is signed in, their role and the token (PUT /api/token): the admin guard
   * trusts that role for what it shows, and the server still checks the role on every call.
   */
  const check = useCallback(
    async (session: Promise<SessionAnswer | null>) => {
      const answer = await session.catch(() => null);
      userRef.current = answer?.user ?? null;
      if (!answer) {
        // The device was signed in here and the server no longer knows its session: it was signed
        // out from another device (or the session ran out). The login screen says so.
        remember(
          () => localStorage,
          (s) => {
            if (!s.getItem(SIGNED_IN_HERE_KEY)) return;
            s.removeItem(SIGNED_IN_HERE_KEY);
            sessionStorage.setItem(SIGNED_OUT_ELSEWHERE_KEY, '1');
          },
        );
        forget();
        return;
      }
      remember(
        () => localStorage,
        (s) => s.setItem(SIGNED_IN_HERE_KEY, '1'),
      );
      setState({ status: 'signedIn', user: answer.user, role: answer.role, adminLoading: false });
    },
    [forget],
  );

  const refresh = useCallback(() => check(requestSession()), [check]);

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
    // A page the server drew for a signed-in admin is a session on this device too.
    if (userRef.current)
      remember(
        () => localStorage,
        (st) => st.setItem(SIGNED_IN_HERE_KEY, '1'),
      );
    if (known) return;
    // check() sets state only after awaiting the server, never synchronously; the call itself was
    // started before the first render where main.tsx could (startSession).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void check(takeStartedSession());
  }, [freshToken, check, signOut, known]);

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
