import type { Role } from '../../../common/constants.ts';
import { forgetBoot, takeBootSession, type BootSession } from '../../foundation/boot-start.ts';
import type { SignedInUser } from '../../shared/auth-context.ts';
import { accessToken } from '../../foundation/token.ts';

/** Who is signed in, their role and a new access token: one call (PUT /api/token) answers all three. */
export interface SessionAnswer {
  user: SignedInUser;
  role: Role;
  token: string;
}

let latest: Promise<SessionAnswer | null> | null = null;
let started: Promise<SessionAnswer | null> | null = null;

/**
 * Asks the server who the identity session cookie belongs to, with their role and a token (stored
 * at once). Null without a session; a rejection when the server cannot be reached or refuses.
 */
export function requestSession(): Promise<SessionAnswer | null> {
  // On a dashboard page the boot script (web/boot.ts) has usually started this call already.
  const boot = takeBootSession();
  const answer = (async () => {
    const { status, body: raw } = await (boot ?? askServer());
    if (status < 200 || status >= 300) throw new Error(`session check refused (${status})`);
    const body = raw as
      | { user: null }
      | { user: { email: string; name: string; image?: string | null }; role: Role; token: string };
    if (!body.user || !('token' in body)) return null;
    accessToken.set(body.token);
    return {
      user: { email: body.user.email, name: body.user.name, image: body.user.image ?? null },
      role: body.role,
      token: body.token,
    };
  })();
  latest = answer;
  return answer;
}

// The same request as web/boot.ts's, which must import nothing and so keeps its own copy.
async function askServer(): Promise<BootSession> {
  const response = await fetch('/api/token', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    credentials: 'same-origin',
    body: '{}',
  });
  return {
    status: response.status,
    body: response.ok ? ((await response.json()) as unknown) : null,
  };
}

/**
 * Starts the page's session check before the first render (main.tsx, and a dashboard screen's
 * route as it loads), so that it runs beside the screen's code instead of after it.
 */
export function startSession(): Promise<SessionAnswer | null> {
  started ??= requestSession();
  return started;
}

/**
 * A dashboard screen the server drew for an admin came with the session check's answer (who, the
 * role, a new token): it is this page's answer, as if the page had asked (web/main.tsx).
 */
export function adoptSession(answer: SessionAnswer) {
  accessToken.set(answer.token);
  latest = started = Promise.resolve(answer);
}

/** The AuthProvider's first check: the call already started for this page, or a new one. */
export function takeStartedSession(): Promise<SessionAnswer | null> {
  const answer = started ?? requestSession();
  started = null;
  return answer;
}

/**
 * Signing out (or losing the session) drops the page's last session answer too, so that a
 * screen's first read afterwards cannot take the token it carried; the next check asks again.
 */
export function forgetSession() {
  latest = null;
  started = null;
  forgetBoot();
}

/**
 * A token for a screen's first protected read, asked for before the screen is allowed to show:
 * the stored one while it has more than a minute left, else the one the session check brings
 * (null without a session, or for a signed-in person who is not an admin). Never fetches data itself.
 */
export async function tokenForEarlyRead(): Promise<string | null> {
  const stored = accessToken.get();
  if (stored && accessToken.secondsLeft(stored) > 60) return stored;
  const answer = await (latest ?? startSession()).catch(() => null);
  return answer && (answer.role === 'admin' || answer.role === 'superAdmin') ? answer.token : null;
}
