import createClient from 'openapi-fetch';
import type { paths } from '../../common/api/schema';
import { sendTyped } from './api.ts';

/**
 * The API through its generated contract (common/api/schema.d.ts, from the server's OpenAPI
 * document): a path, parameter, body or answer that drifts from the server is a type error here.
 * Calls leave through app/api.ts (the same transport, Bearer token, one renewal on 401, session
 * loss and ApiError), so a non-2xx answer rejects with an ApiError and `data` is the answer.
 *
 * The base is a placeholder: openapi-fetch needs an absolute address to build its Request, and
 * sendTyped sends only the path and query (to this origin, or the server's own transport).
 */
const BASE = 'http://roktosetu.invalid';

/** Public calls: no token. */
export const publicApi = createClient<paths>({ baseUrl: BASE, fetch: (request) => sendTyped(request, {}) });

/** Protected writes: the session's token. */
export const api = createClient<paths>({ baseUrl: BASE, fetch: (request) => sendTyped(request, { auth: true }) });

/** Protected reads: a 403 also means the session is lost (as api.read in app/api.ts). */
export const readApi = createClient<paths>({
  baseUrl: BASE,
  fetch: (request) => sendTyped(request, { auth: true, forbiddenMeansSignedOut: true }),
});

/**
 * The answer of a call made with one of the clients above. A non-2xx answer has already rejected
 * with an ApiError; an empty one (204) is undefined.
 */
export async function answer<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data } = await call;
  return data as T;
}
