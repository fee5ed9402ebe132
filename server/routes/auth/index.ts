import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { defaultErrorCode, ERROR_CODES, type ErrorCode } from '../../../common/error-codes.ts';
import { CLIENT_IP_HEADER, publicUrl } from '../../auth/identity.ts';
import { SignInClients, SignInFailures, type SignInAttempt } from '../../auth/sign-in-failures.ts';
import { tooManyRequests } from '../../http-errors.ts';
import { anyone } from '../../policy.ts';
import { errorBody } from '../../plugins/errors.ts';
import { HOUR, publicWriteLimits } from '../../plugins/write-limits.ts';
import type { DeclaredFacts } from '../../route-facts.ts';
import {
  sessionAnswer,
  signInEmailAnswer,
  signInEmailBody,
  signOutAnswer,
  signUpEmailAnswer,
  signUpEmailBody,
} from '../../../common/schemas/identity.ts';

/**
 * Hands /api/auth/* to the identity service (better-auth), translating to and from Fetch. The
 * client's address goes in a header of our own, always overwritten here, so the identity
 * service's per-address limits see the real client and nobody can choose their own bucket.
 * Password sign-in is also braked per account and client (server/auth/sign-in-failures.ts): a
 * successful one leaves a signed known-device cookie, and that device, or the owner sending the
 * owner setup code in its header (both told apart there, SignInClients), is not held by
 * strangers' failures. Sign-up is also counted per device and per email address, as the public
 * writes are (server/plugins/write-limits.ts, docs/decisions/055); its per-address limit is the
 * identity service's. Error answers are brought to the API's shape: a `code` beside the message, and `Retry-After` on a 429.
 */
export async function identityRoutes(app: FastifyInstance) {
  const base = publicUrl(app.config);
  const clients = new SignInClients(
    app.db,
    app.authSecret,
    app.config.OWNER_EMAIL,
    base.startsWith('https:'),
  );
  const failures = new SignInFailures(
    app.db,
    app.config.AUTH_ACCOUNT_FAILURE_LIMIT,
    app.config.AUTH_ACCOUNT_LOCK_SECONDS,
  );

  /** One call handed to the identity service and its answer sent back, errors in the API's shape. */
  async function passThrough(request: FastifyRequest, reply: FastifyReply) {
    // Any POST carrying an email and a password is treated as a password sign-in, whatever its
    // path looks like (a trailing slash or an escaped letter must not skip the account limit).
    const email = request.method === 'POST' ? passwordAttemptEmail(request.body) : undefined;
    let attempt: SignInAttempt | undefined;
    if (email) {
      attempt = await clients.attempt(email, request.headers, request.ip);
      const reserved = await failures.reserve(attempt);
      if (!reserved.allowed) {
        throw tooManyRequests(
          reserved.retryAfter < 60
            ? `Too many wrong passwords for this account. Please try again in ${reserved.retryAfter} seconds.`
            : `Too many wrong passwords for this account. Please try again in ${minutes(reserved.retryAfter)} minutes.`,
          ERROR_CODES.SIGN_IN_LOCKED,
          reserved.retryAfter,
        );
      }
    }

    const headers = fromNodeHeaders(request.headers);
    headers.delete(CLIENT_IP_HEADER);
    headers.set(CLIENT_IP_HEADER, request.ip);
    const body =
      request.method === 'POST' && request.body !== undefined
        ? JSON.stringify(request.body)
        : undefined;
    const response = await app.identity.handler(
      new Request(new URL(request.url, base), { method: request.method, headers, body }),
    );

    const cookies = response.headers.getSetCookie();
    if (attempt) {
      // 401 is a wrong email or password: it stays counted. Anything else was no password check.
      if (response.ok) {
        await failures.succeeded(attempt);
        cookies.push(clients.knownDeviceCookie(attempt, request.headers));
      } else if (response.status !== 401) await failures.notChecked(attempt);
    }

    reply.status(response.status);
    response.headers.forEach((value, key) => {
      // Fastify sets the length of what it sends (an error body may be rewritten below).
      if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
    });
    if (cookies.length) reply.header('set-cookie', cookies);
    reply.header('cache-control', 'no-store');
    if (response.status >= 400) return sendError(reply, response);
    return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
  }

  // The calls a client needs, each with its body and answers in the API's document (the body is
  // checked for its fields first, so a missing one is the usual 400 naming it).
  const documented = [
    {
      method: 'POST',
      url: '/api/auth/sign-up/email',
      body: signUpEmailBody,
      answer: signUpEmailAnswer,
      config: {
        access: anyone,
        audit: { identity: true },
        operation: {
          id: 'signUpEmail',
          tag: 'sessions',
          summary: 'Create an account with email and password (signs in)',
        },
      },
    },
    {
      method: 'POST',
      url: '/api/auth/sign-in/email',
      body: signInEmailBody,
      answer: signInEmailAnswer,
      config: {
        access: anyone,
        audit: { identity: true },
        operation: {
          id: 'signInEmail',
          tag: 'sessions',
          summary: 'Sign in with email and password',
        },
      },
    },
    {
      method: 'POST',
      url: '/api/auth/sign-out',
      answer: signOutAnswer,
      config: {
        access: anyone,
        audit: { identity: true },
        operation: {
          id: 'signOut',
          tag: 'sessions',
          summary: 'Sign out (ends the identity session)',
        },
      },
    },
    {
      method: 'GET',
      url: '/api/auth/get-session',
      answer: sessionAnswer,
      config: {
        access: anyone,
        operation: {
          id: 'getSession',
          tag: 'sessions',
          summary: 'The identity session behind the cookie',
        },
      },
    },
  ] as const;
  /**
   * Sign-up's own counts, before its body is checked: SIGN_UP_DEVICE_LIMIT an hour per device (a
   * caller without a device id is held by the identity service's per-address limit alone, as
   * before) and SIGN_UP_EMAIL_LIMIT an hour per email address named, from anywhere (the counter
   * holds a keyed hash of the address, never the address).
   */
  const signUpLimits = (facts: DeclaredFacts) =>
    publicWriteLimits(
      app,
      {
        group: 'sign-up',
        perAddress: false,
        perDevice: {
          max: app.config.SIGN_UP_DEVICE_LIMIT,
          timeWindow: HOUR,
          deviceLess: 'uncounted',
        },
        emails: {
          named: (body) => [{ field: 'email', value: body.email }],
          max: app.config.SIGN_UP_EMAIL_LIMIT,
          timeWindow: HOUR,
        },
      },
      facts,
    );
  for (const call of documented) {
    app.route({
      method: call.method,
      url: call.url,
      schema: { ...('body' in call ? { body: call.body } : {}), response: { 200: call.answer } },
      ...(call.url === '/api/auth/sign-up/email'
        ? signUpLimits(call.config)
        : { config: call.config }),
      handler: passThrough,
    });
  }

  // A documented path reaching the catch-all below was called with a method it does not take.
  const methodsOf = new Map<string, string[]>();
  for (const call of documented)
    methodsOf.set(call.url, [...(methodsOf.get(call.url) ?? []), call.method]);

  // Everything else the identity service answers (the Google flow's redirects and callback, ...).
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    // The identity service's own answers pass through as it made them; not in the API's document.
    schema: { hide: true },
    config: {
      access: anyone,
      audit: { identity: true },
      rawAnswer: 'the identity service answers itself (passthrough)',
    },
    handler: async (request, reply) => {
      const path = (request.url.split('?')[0] ?? '').replace(/(.)\/+$/, '$1');
      const allowed = methodsOf.get(path);
      // (The same path spelt with a trailing slash, with its own method, is the identity service's.)
      if (!allowed || allowed.includes(request.method)) return passThrough(request, reply);
      const allow = allowed.flatMap((m) => (m === 'GET' ? ['GET', 'HEAD'] : [m])).join(', ');
      return reply
        .status(405)
        .header('allow', allow)
        .header('cache-control', 'no-store')
        .send(errorBody(405, `${request.method} is not allowed here; use ${allow}`));
    },
  });
}

function passwordAttemptEmail(body: unknown): string | undefined {
  const { email, password } = (body ?? {}) as { email?: unknown; password?: unknown };
  return typeof email === 'string' && email.trim() && password !== undefined ? email : undefined;
}

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/**
 * The identity service's error in the API's shape: a `code` from common/error-codes.ts (its own
 * code kept as `identityCode`), and a standard Retry-After on its per-address 429.
 */
async function sendError(reply: FastifyReply, response: Response) {
  const text = await response.text();
  let said: { code?: unknown; message?: unknown } = {};
  try {
    said = text ? (JSON.parse(text) as typeof said) : {};
  } catch {
    said = {};
  }
  if (response.status === 429) {
    const seconds = Number(response.headers.get('x-retry-after')) || 60;
    reply.header('retry-after', String(seconds));
    return reply.type('application/json').send(
      // The identity service counts per address only.
      {
        ...errorBody(
          429,
          `Too many attempts from this address. Please try again in ${seconds} seconds.`,
          ERROR_CODES.RATE_LIMITED,
        ),
        limitedBy: 'address',
      },
    );
  }
  const message =
    typeof said.message === 'string' && said.message
      ? said.message
      : response.status === 404
        ? 'Not found'
        : 'Request failed';
  const identityCode = typeof said.code === 'string' ? said.code : undefined;
  return reply.type('application/json').send({
    ...errorBody(response.status, message, codeOf(identityCode, response.status)),
    ...(identityCode ? { identityCode } : {}),
  });
}

/** The identity service's own codes, as the API's: ours where it has one, else the status's. */
const IDENTITY_CODES: Readonly<Record<string, ErrorCode>> = {
  VALIDATION_ERROR: ERROR_CODES.VALIDATION,
  MISSING_FIELD: ERROR_CODES.VALIDATION,
  BODY_MUST_BE_AN_OBJECT: ERROR_CODES.VALIDATION,
  INVALID_EMAIL: ERROR_CODES.VALIDATION,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: ERROR_CODES.USER_ALREADY_EXISTS,
};

function codeOf(identityCode: string | undefined, status: number): ErrorCode {
  if (!identityCode) return defaultErrorCode(status);
  if (identityCode in IDENTITY_CODES) return IDENTITY_CODES[identityCode]!;
  const ours = (Object.values(ERROR_CODES) as string[]).includes(identityCode);
  return ours ? (identityCode as ErrorCode) : defaultErrorCode(status);
}
