import { DEVICE_HEADER, deviceId } from './device.ts';
import type { ErrorCode } from '../../common/error-codes.ts';
import { accessToken } from './token.ts';
import { takeBootRead } from './boot-start.ts';

/**
 * An API answer other than 2xx, with the server's message, the field it names (on 400) and its
 * stable code (common/error-codes.ts), by which a screen can choose the words in its language.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
    readonly code?: ErrorCode,
  ) {
    super(message);
  }
}

interface Hooks {
  /**
   * Returns a token valid for a while longer, fetching a new one through the identity session;
   * `renew` fetches a new one even if the stored one looks valid (the server refused it).
   */
  freshToken: (renew?: boolean) => Promise<string | null>;
  /** The session is lost: sign out, forget the token, go to the home page and say why. */
  sessionLost: () => void;
}

let hooks: Hooks = { freshToken: async () => accessToken.get(), sessionLost: () => {} };

export function configureApi(next: Hooks) {
  hooks = next;
}

/** How a request leaves: a path of this site and the request's details, to its response. */
export type Send = (url: string, init: RequestInit) => Promise<Response>;

const browserFetch: Send = (url, init) => fetch(url, init);

/**
 * Finds how this request leaves: the browser's fetch, or on the server, where pages are drawn with
 * their data (web/server-render.tsx), the send function of the drawing the request belongs to
 * (several drawings may be reading at once; each brings its own, see web/foundation/render-context.ts).
 */
let transport: () => Send = () => browserFetch;

/** On the server, once: where each request finds the send function of its drawing. */
export function setTransport(find: () => Send) {
  transport = find;
}

interface RequestOptions {
  /** Send the Bearer token (every call except the public ones). */
  auth?: boolean;
  /**
   * A public call that still carries the token when someone is signed in on this browser (no
   * renewal, no signing out): a donor's link acted on by a signed-in admin is audited as theirs.
   */
  carryToken?: boolean;
  /**
   * A 403 also means the session is lost (protected lists and dashboard reads). Mutations keep
   * their 403 so that the screen can show why, e.g. 'Super Admin Can Only ...'.
   */
  forbiddenMeansSignedOut?: boolean;
  /**
   * A screen's first read, sent with this token while the session check may still be running: no
   * renewal and no signing out on a refusal (the session check decides that), only the error.
   */
  earlyToken?: string;
}

/**
 * A call sent with the session's token when `auth` is set: on a 401 one new token and a retry;
 * a 401 that does not cure (or a 403 with forbiddenMeansSignedOut) loses the session. The
 * response if 2xx, else an ApiError.
 */
async function withSession(
  send: (token: string | null) => Promise<Response>,
  options: Pick<RequestOptions, 'auth' | 'forbiddenMeansSignedOut' | 'carryToken'>,
): Promise<Response> {
  const token = options.auth || options.carryToken ? await hooks.freshToken() : null;
  let response = await send(token);
  if (options.auth && response.status === 401) {
    // The token expired or was replaced since it was read: fetch a new one once and try again.
    const renewed = await hooks.freshToken(true);
    if (renewed && renewed !== token) response = await send(renewed);
  }
  if (
    options.auth &&
    (response.status === 401 || (response.status === 403 && options.forbiddenMeansSignedOut))
  ) {
    hooks.sessionLost();
  }
  return failOn(response);
}

/**
 * One call of the typed client (foundation/api-client.ts), made by openapi-fetch as a Request: sent
 * through the transport above (the browser's fetch, or the server's own when it draws a page)
 * with the session's token, one renewal on 401, session loss, and an ApiError for anything but 2xx.
 */
export async function sendTyped(
  request: Request,
  options: Pick<RequestOptions, 'auth' | 'forbiddenMeansSignedOut' | 'earlyToken' | 'carryToken'>,
): Promise<Response> {
  // A form (a file) leaves as a FormData, whose boundary fetch then writes; anything else (JSON)
  // as its text.
  const form = request.headers.get('content-type')?.startsWith('multipart/form-data');
  const body =
    request.body === null ? undefined : form ? await request.formData() : await request.text();
  const url = new URL(request.url);
  const target = `${url.pathname}${url.search}`;
  const send = (token: string | null) => {
    const headers = new Headers(request.headers);
    if (form) headers.delete('content-type');
    if (token) headers.set('authorization', `Bearer ${token}`);
    if (request.method !== 'GET' && request.method !== 'HEAD' && !headers.has(DEVICE_HEADER)) {
      const device = deviceId();
      if (device) headers.set(DEVICE_HEADER, device);
    }
    return transport()(target, {
      method: request.method,
      headers,
      credentials: 'same-origin',
      body,
    });
  };
  // A screen's first read: the boot script's answer if it started this read, else sent with the
  // token it was given (see RequestOptions.earlyToken).
  if (options.earlyToken) {
    const early = options.earlyToken;
    const started = await takeBootRead(target);
    return failOn(started ?? (await send(early)));
  }
  // A protected read that the boot script already started (the screen asked before its early
  // read could take it): its answer is used, so the same read is not sent twice.
  if (request.method === 'GET' && options.auth) {
    const started = await takeBootRead(target);
    if (started?.ok) return started;
  }
  return withSession(send, options);
}

/** The response if 2xx, else an ApiError with the server's message, field and code. */
async function failOn(response: Response): Promise<Response> {
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as {
      message?: string;
      field?: string;
      code?: ErrorCode;
    };
    throw new ApiError(response.status, body.message ?? response.statusText, body.field, body.code);
  }
  return response;
}
