import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import {
  freeIdempotencyKey,
  freeStaleIdempotencyKey,
  idempotencyKeyHeld,
  keepIdempotentAnswer,
  purgeIdempotencyKeys,
  reserveIdempotencyKey,
} from '../data/idempotency-keys.ts';
import { badRequest, conflict } from '../http-errors.ts';

/**
 * `Idempotency-Key` on the public creates (docs/decisions/055): a phone on a bad network sends a
 * form, loses the answer and sends it again; with the same key and the same body within 24 hours
 * it gets the first answer (status and body) and nothing is created twice. The same key with
 * another body is refused (409), and a second request while the first is still being answered
 * waits for its answer. Only 2xx answers are kept: after a refusal or a failure the key is free
 * again, so that the caller may retry with it.
 *
 * The table (idempotency_keys) holds nobody's data in clear: the key and the body only as keyed
 * hashes (HMAC with the server's secret), the answer encrypted (AES-256-GCM) with a key made from
 * the caller's own key, which is never stored. Rows older than 24 hours are ignored and deleted.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This create honours Idempotency-Key (for the API reference). */
    idempotent?: boolean;
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Printable ASCII without spaces, 8 to 255 characters (a UUID fits). */
const KEY = /^[\x21-\x7e]{8,255}$/;
const KEPT_HOURS = 24;
/** How long a second request waits for the first one's answer, and how often it looks. */
const WAIT_MS = 10_000;
const LOOK_EVERY_MS = 50;
/** A reservation with no answer this old belongs to a request that never finished (a crash). */
const ABANDONED_SECONDS = 120;
/** How often the expired rows of every key are deleted (at a reservation, not on a timer). */
const PURGE_EVERY_MS = 60 * 60_000;

interface Reserved {
  keyHash: string;
  route: string;
  answerKey: Buffer;
  stored: boolean;
}

const reservations = new WeakMap<FastifyRequest, Reserved>();

/** Route options for a create that honours Idempotency-Key: its hooks and its mark. */
export function idempotentCreate(app: FastifyInstance) {
  const db = app.db;
  const secret = app.authSecret;
  const keyed = (purpose: string, text: string) =>
    createHmac('sha256', secret).update(`${purpose}\0${text}`).digest();
  let lastPurge = 0;

  async function purge() {
    const now = Date.now();
    if (now - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = now;
    await purgeIdempotencyKeys(db, KEPT_HOURS);
  }

  async function reserveOrReplay(request: FastifyRequest, reply: FastifyReply) {
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined) return;
    if (typeof header !== 'string' || !KEY.test(header))
      throw badRequest(
        'Idempotency-Key must be 8 to 255 visible ASCII characters (a UUID, say)',
        'Idempotency-Key',
      );
    await purge();
    const route = `${request.method} ${request.routeOptions.url}`;
    const keyHash = keyed('key', header).toString('base64url');
    const bodyHash = keyed(
      'body',
      JSON.stringify({ params: request.params ?? null, body: request.body ?? null }),
    ).toString('base64url');
    const answerKey = keyed('answer', header);
    const waitUntil = Date.now() + WAIT_MS;
    for (;;) {
      // An expired row, or a reservation whose request never finished, no longer holds the key.
      await freeStaleIdempotencyKey(db, keyHash, route, KEPT_HOURS, ABANDONED_SECONDS);
      if (await reserveIdempotencyKey(db, { keyHash, route, bodyHash })) {
        reservations.set(request, { keyHash, route, answerKey, stored: false });
        return;
      }
      const row = await idempotencyKeyHeld(db, keyHash, route);
      // Gone between the insert and the read (it failed, and freed the key): try again.
      if (!row) continue;
      if (row.bodyHash !== bodyHash)
        throw conflict(
          'This Idempotency-Key was already used with a different request body; use a new key for a new request',
          'Idempotency-Key',
        );
      if (row.status !== null && row.answer !== null) {
        request.log.info('idempotent create answered again from its first answer');
        return reply
          .status(row.status)
          .header('idempotent-replayed', 'true')
          .send(JSON.parse(decrypt(answerKey, row.answer)) as unknown);
      }
      if (Date.now() > waitUntil)
        throw conflict(
          'A request with this Idempotency-Key is still being answered; try again in a moment',
          'Idempotency-Key',
        );
      await new Promise((resolve) => setTimeout(resolve, LOOK_EVERY_MS));
    }
  }

  /** A 2xx answer is kept before it leaves, so that a retry right after it finds it. */
  async function keepAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const reserved = reservations.get(request);
    if (!reserved || reply.statusCode >= 300) return payload;
    try {
      await keepIdempotentAnswer(db, reserved.keyHash, reserved.route, {
        status: reply.statusCode,
        answer: encrypt(reserved.answerKey, JSON.stringify(payload)),
      });
      reserved.stored = true;
    } catch (error) {
      // The create is done: its answer still goes out; a retry with the key may create again.
      request.log.error({ err: error }, 'an idempotent answer could not be kept');
    }
    return payload;
  }

  /** Anything but a kept answer frees the key for a retry. */
  async function freeKey(request: FastifyRequest) {
    const reserved = reservations.get(request);
    if (!reserved || reserved.stored) return;
    reservations.delete(request);
    await freeIdempotencyKey(db, reserved.keyHash, reserved.route).catch((error: unknown) =>
      request.log.error({ err: error }, 'an idempotency reservation could not be freed'),
    );
  }

  return {
    preHandler: reserveOrReplay,
    preSerialization: keepAnswer,
    onResponse: freeKey,
    config: { idempotent: true },
  };
}

function encrypt(key: Buffer, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

function decrypt(key: Buffer, stored: string): string {
  const bytes = Buffer.from(stored, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}
