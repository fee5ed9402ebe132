import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './schema';

export type { paths, components, operations } from './schema';

export interface RoktosetuOptions {
  /** The server's address, e.g. https://roktosetu.example.org (no /api). */
  baseUrl: string;
  /** The fetch to use (default: the platform's). */
  fetch?: typeof globalThis.fetch;
}

/** Who is signed in, as PUT /api/token answers. */
export interface SignedIn {
  email: string;
  name: string;
  role: string;
  token: string;
}

export interface Roktosetu {
  /** Every call of the API, typed from its OpenAPI document (schema.d.ts). */
  api: Client<paths>;
  /** Signs in with email and password, then takes the access token that every protected call sends. */
  signIn(email: string, password: string): Promise<SignedIn>;
  /** A new access token from the identity session (the token expires; the session lasts 30 days). */
  refresh(): Promise<SignedIn>;
  /** Ends the identity session and forgets the token. */
  signOut(): Promise<void>;
}

/** A non-2xx answer, with the API's error body (`code` is stable). */
export class RoktosetuError extends Error {
  constructor(
    readonly status: number,
    readonly body:
      { statusCode?: number; code?: string; message?: string; field?: string } | undefined,
  ) {
    super(body?.message ?? `HTTP ${status}`);
  }
}

/**
 * A thin client: openapi-fetch over the generated types, plus the sign-in a script needs. The
 * identity session is a cookie; outside a browser there is no cookie jar, so this keeps the one
 * cookie it is given and sends it (with the Origin the identity service asks for) to /api/auth
 * and PUT /api/token only. Every other call carries the access token as `Authorization: Bearer`.
 */
export function createRoktosetu(options: RoktosetuOptions): Roktosetu {
  const origin = new URL(options.baseUrl).origin;
  const fetch = options.fetch ?? globalThis.fetch;
  let cookie: string | undefined;
  let token: string | undefined;

  const session: Middleware = {
    onRequest({ request }) {
      const path = new URL(request.url).pathname;
      const identity = path.startsWith('/api/auth/') || path === '/api/token';
      if (identity) {
        request.headers.set('origin', origin);
        if (cookie) request.headers.set('cookie', cookie);
      } else if (token) {
        request.headers.set('authorization', `Bearer ${token}`);
      }
      return request;
    },
    onResponse({ response }) {
      const cookies = response.headers.getSetCookie?.() ?? [];
      const kept = cookies.map((c) => c.split(';')[0]!).filter((c) => /session_token=./.test(c));
      if (kept.length) cookie = kept.join('; ');
      return response;
    },
  };

  const api = createClient<paths>({ baseUrl: origin, fetch: (request) => fetch(request) });
  api.use(session);

  const ok = async <T>(
    call: Promise<{ data?: T; error?: unknown; response: Response }>,
  ): Promise<T> => {
    const { data, error, response } = await call;
    if (!response.ok) throw new RoktosetuError(response.status, error as RoktosetuError['body']);
    return data as T;
  };

  async function refresh(): Promise<SignedIn> {
    const answer = await ok(api.PUT('/api/token', {}));
    if (!('token' in answer)) throw new RoktosetuError(401, { message: 'Not signed in' });
    token = answer.token;
    return {
      email: answer.user.email,
      name: answer.user.name,
      role: answer.role,
      token: answer.token,
    };
  }

  return {
    api,
    async signIn(email, password) {
      await ok(api.POST('/api/auth/sign-in/email', { body: { email, password } }));
      return refresh();
    },
    refresh,
    async signOut() {
      await ok(api.POST('/api/auth/sign-out', {}));
      cookie = undefined;
      token = undefined;
    },
  };
}
