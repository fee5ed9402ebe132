import { normalizeIP, type CreateRateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHmac } from 'node:crypto';
import { phoneNumber } from '../../common/schemas/phone.ts';
import { ERROR_CODES } from '../../common/error-codes.ts';
import { LIMITED_BY, type LimitedBy } from '../../common/schemas/answers.ts';
import { HttpError } from '../http-errors.ts';
import type { DeclaredFacts } from '../route-facts.ts';
import { idempotentCreate } from './idempotency.ts';

/**
 * Limits on the public writes (docs/decisions/055): one carrier address can carry thousands of
 * phones, so a write is counted three ways, each by @fastify/rate-limit's own counters (in memory,
 * or in Redis with REDIS_URL):
 * - per client address (PUBLIC_WRITE_LIMIT a minute): generous, the ceiling for anyone;
 * - per phone number the body names (PUBLIC_WRITE_PHONE_LIMIT an hour): the same person cannot
 *   be registered or asked for again and again from many addresses. The counter's key is a keyed
 *   hash of the number, so the counters never hold a number in clear;
 * - per device (PUBLIC_WRITE_DEVICE_LIMIT a minute): the web app sends a random id it keeps
 *   (X-Device-Id, web/foundation/device.ts); a caller without one is counted by its address here too.
 * Each kind of write (group) is counted apart. Every request is counted, even one whose body is
 * then refused: the limits run before the body is checked. A 429 names the limit reached
 * (`limitedBy`) and carries Retry-After; every answer carries the RateLimit-* headers of the
 * limit closest to being reached.
 *
 * Sign-up uses the same counts with its own numbers (server/routes/auth): per device and per email
 * address the body names (a keyed hash too); its per-address limit is the identity service's.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The kind of public write this route is, for its limits and the API reference. */
    publicWrite?: string;
  }
}

/** The request header the web app sends its device id in. */
export const DEVICE_HEADER = 'x-device-id';
/** A device id as the web app makes it (a random UUID) or any similar opaque token. */
const DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/;

export type LimitReason = LimitedBy;

/** The values of one kind (phone numbers, email addresses) a body names, with their fields. */
type Named = (body: Record<string, unknown>) => { field: string; value: unknown }[];

export interface PublicWriteLimitOptions {
  /** The kind of write; each kind is counted apart. */
  group: string;
  /**
   * Writes per minute per client address (default PUBLIC_WRITE_LIMIT); false where another
   * counter already holds the address (sign-up: the identity service's).
   */
  perAddress?: number | false;
  /**
   * Writes per device (default PUBLIC_WRITE_DEVICE_LIMIT a minute, a caller without a device id
   * counted by its address). `deviceLess: 'uncounted'` leaves such a caller to the address limit.
   */
  perDevice?: { max: number; timeWindow: number; deviceLess: 'by-address' | 'uncounted' };
  /** The phone numbers the body names, as sent (each is normalised as the schemas do). */
  phones?: Named;
  /** The email addresses the body names, with their limit (each trimmed and lower-cased). */
  emails?: { named: Named; max: number; timeWindow: number };
  /** A create that honours Idempotency-Key (server/plugins/idempotency.ts). */
  idempotent?: boolean;
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
/** Counters kept in memory per limit (least recently used go first). */
const COUNTERS = 50_000;

type Check = ReturnType<FastifyInstance['createRateLimit']>;
type Counted = Extract<Awaited<ReturnType<Check>>, { isAllowed: false }>;

const MESSAGES: Record<LimitReason, string> = {
  phone: 'Too many requests naming this phone number',
  email: 'Too many requests naming this email address',
  device: 'Too many requests from this device',
  address: 'Too many requests from this network address',
};

/**
 * Route options for a public write: the hook that counts it (before its body is checked) and the
 * config that marks it for the API reference. Spread into the route's options.
 */
export function publicWriteLimits(
  app: FastifyInstance,
  options: PublicWriteLimitOptions,
  /** The route's own facts (access, audit entry, operation), kept in the same `config`. */
  facts: DeclaredFacts = {},
) {
  const config = app.config;
  const { group } = options;
  /** The phone or email a request is being counted for (their limits' key generators read it). */
  const counting = new WeakMap<FastifyRequest, string>();
  const limiter = (settings: CreateRateLimitOptions) =>
    app.createRateLimit({ ...settings, cache: COUNTERS } as CreateRateLimitOptions);
  const address =
    options.perAddress === false
      ? undefined
      : limiter({
          keyGenerator: (request) => `write:${group}:address:${normalizeIP(request.ip, 64)}`,
          max: options.perAddress ?? config.PUBLIC_WRITE_LIMIT,
          timeWindow: MINUTE,
        });
  const perDevice = options.perDevice ?? {
    max: config.PUBLIC_WRITE_DEVICE_LIMIT,
    timeWindow: MINUTE,
    deviceLess: 'by-address',
  };
  const deviceOf = (request: FastifyRequest) => {
    const id = request.headers[DEVICE_HEADER];
    return typeof id === 'string' && DEVICE_ID.test(id) ? id : undefined;
  };
  const device = limiter({
    keyGenerator: (request) => {
      const id = deviceOf(request);
      return id
        ? `write:${group}:device:${id}`
        : `write:${group}:device-less:${normalizeIP(request.ip, 64)}`;
    },
    max: perDevice.max,
    timeWindow: perDevice.timeWindow,
  });
  const namedLimiter = (max: number, timeWindow: number) =>
    limiter({
      keyGenerator: (request) => `write:${group}:${counting.get(request)}`,
      max,
      timeWindow,
    });
  /** Each kind of value a body names: how it is read, normalised, counted. */
  const namedCounts: {
    reason: 'phone' | 'email';
    named: Named;
    normalise: (value: unknown) => string | undefined;
    check: Check;
  }[] = [];
  if (options.phones)
    namedCounts.push({
      reason: 'phone',
      named: options.phones,
      // A number the schema refuses is answered 400 by the route; nothing to count it under.
      normalise: (value) => {
        const parsed = phoneNumber.safeParse(value);
        return parsed.success ? parsed.data : undefined;
      },
      check: namedLimiter(config.PUBLIC_WRITE_PHONE_LIMIT, HOUR),
    });
  if (options.emails)
    namedCounts.push({
      reason: 'email',
      named: options.emails.named,
      normalise: (value) =>
        typeof value === 'string' && value.trim() ? value.trim().toLowerCase() : undefined,
      check: namedLimiter(options.emails.max, options.emails.timeWindow),
    });
  /** A counter's key for a phone number or an email address: a keyed hash, never the value. */
  const namedKey = (reason: string, value: string) =>
    `${reason}:${createHmac('sha256', app.authSecret).update(`${reason}:${value}`).digest('base64url').slice(0, 22)}`;

  async function countWrite(request: FastifyRequest, reply: FastifyReply) {
    const counted: { reason: LimitReason; field?: string; result: Counted }[] = [];
    const add = async (reason: LimitReason, check: Check, field?: string) => {
      const result = await check(request);
      if (!result.isAllowed) counted.push({ reason, field, result });
    };
    if (address) await add('address', address);
    if (perDevice.deviceLess === 'by-address' || deviceOf(request)) await add('device', device);
    const body =
      request.body && typeof request.body === 'object'
        ? (request.body as Record<string, unknown>)
        : {};
    for (const { reason, named, normalise, check } of namedCounts) {
      const seen = new Set<string>();
      for (const { field, value } of named(body)) {
        const normal = normalise(value);
        if (normal === undefined || seen.has(normal)) continue;
        seen.add(normal);
        counting.set(request, namedKey(reason, normal));
        await add(reason, check, field);
      }
    }
    counting.delete(request);
    if (counted.length === 0) return;
    // The headers describe the limit closest to being reached.
    const closest = counted.reduce((a, b) => (b.result.remaining < a.result.remaining ? b : a));
    reply
      .header('ratelimit-limit', String(closest.result.max))
      .header('ratelimit-remaining', String(closest.result.remaining))
      .header('ratelimit-reset', String(closest.result.ttlInSeconds));
    // The most particular limit first: the value named, then the device, then the address.
    const exceeded = counted
      .filter((c) => c.result.isExceeded)
      .sort((a, b) => LIMITED_BY.indexOf(a.reason) - LIMITED_BY.indexOf(b.reason));
    const first = exceeded[0];
    if (!first) return;
    const seconds = Math.max(1, ...exceeded.map((c) => c.result.ttlInSeconds));
    reply
      .header('ratelimit-limit', String(first.result.max))
      .header('ratelimit-remaining', '0')
      .header('ratelimit-reset', String(seconds));
    request.log.info({ limitedBy: first.reason, group }, 'public write limited');
    const error = new HttpError(
      429,
      `${MESSAGES[first.reason]}. Please try again in ${waitText(seconds)}.`,
      first.field,
      ERROR_CODES.RATE_LIMITED,
    );
    error.retryAfter = seconds;
    error.limitedBy = first.reason;
    throw error;
  }

  const limits = { preValidation: countWrite, config: { ...facts, publicWrite: group } };
  if (!options.idempotent) return limits;
  const idempotent = idempotentCreate(app);
  return { ...idempotent, ...limits, config: { ...idempotent.config, ...limits.config } };
}

function waitText(seconds: number) {
  if (seconds < 120) return `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}
