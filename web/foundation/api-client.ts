import createClient from 'openapi-fetch';
import type { paths } from '../../common/api/schema';
import { sendTyped } from './api.ts';
import { querySerializer, shapeAnswer, type ApiRead } from './api-read.ts';

export { ApiError } from './api.ts';

/**
 * The API through its generated contract (common/api/schema.d.ts, from the server's OpenAPI
 * document): a path, parameter, body or answer that drifts from the server is a type error here.
 * Calls leave through foundation/api.ts (the same transport, Bearer token, one renewal on 401, session
 * loss and ApiError), so a non-2xx answer rejects with an ApiError and `data` is the answer.
 *
 * The base is a placeholder: openapi-fetch needs an absolute address to build its Request, and
 * sendTyped sends only the path and query (to this origin, or the server's own transport).
 */
const BASE = 'http://roktosetu.invalid';

const client = (options: Parameters<typeof sendTyped>[1]) =>
  createClient<paths>({
    baseUrl: BASE,
    querySerializer,
    fetch: (request) => sendTyped(request, options),
  });

/** Public calls: no token. */
export const publicApi = client({});

/** A donor's link: public, but carrying the token of whoever is signed in here (audited as theirs). */
export const linkApi = client({ carryToken: true });

/** Protected writes: the session's token. */
export const api = client({ auth: true });

/** Protected reads: a 403 also means the session is lost (as api.read in foundation/api.ts). */
export const readApi = client({ auth: true, forbiddenMeansSignedOut: true });

/**
 * A read declared as data (foundation/api-read.ts) as the query options a screen's useQuery and its
 * route's loader take: its key, and its call through the protected client.
 */
export const readQuery = <T>(read: ApiRead<T>) => ({
  queryKey: read.queryKey,
  queryFn: (): Promise<T> => readWith(readApi, read),
});

/** A read's call through one of the clients, and its answer shaped as the cache keeps it. */
export async function readWith<T>(
  client: ReturnType<typeof earlyApi>,
  read: ApiRead<T>,
): Promise<T> {
  // The path and query were checked against the contract where the read was declared (apiRead).
  const get = client.GET as unknown as (
    path: string,
    init: { params: { query?: Record<string, unknown> } },
  ) => Promise<{ data?: unknown }>;
  const { data } = await get(read.path, { params: { query: read.query } });
  return shapeAnswer(read, data);
}

/**
 * A dashboard screen's first reads, sent with the token they were given while the session check
 * may still be running: no renewal and no signing out on a refusal, only the error (and the boot
 * script's answer when it already started the same read).
 */
export const earlyApi = (token: string) => client({ earlyToken: token });

/**
 * A file the server sends (an export, an import's error rows), saved by the browser under the name
 * the server gives in Content-Disposition, else `fallbackName`. The call is made with
 * `parseAs: 'blob'`.
 */
export async function saveFile(
  call: Promise<{ data?: Blob; response: Response }>,
  fallbackName: string,
): Promise<void> {
  const { data, response } = await call;
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(data ?? new Blob([]));
  const link = document.createElement('a');
  link.href = url;
  link.download = named ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * The answer of a call made with one of the clients above. A non-2xx answer has already rejected
 * with an ApiError; an empty one (204) is undefined.
 */
export async function answer<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  const { data } = await call;
  return data as T;
}

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';
type Json<R> = R extends { content: { 'application/json': infer T } } ? T : never;

type Success<R> = R extends { 200: infer A }
  ? A
  : R extends { 201: infer A }
    ? A
    : R extends { 202: infer A }
      ? A
      : never;

/** What a call answers on success (its 200, 201 or 202 JSON body), as the contract says. */
export type Answer<P extends keyof paths, M extends Method> = paths[P][M] extends {
  responses: infer R;
}
  ? Json<Success<R>>
  : never;

/** The JSON body a call takes, as the contract says. */
export type Body<P extends keyof paths, M extends Method> = paths[P][M] extends {
  requestBody?: { content: { 'application/json': infer T } };
}
  ? T
  : never;
