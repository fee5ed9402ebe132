import { createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Private-link tokens (docs/decisions/036). A link row keeps 128 random bits (the nonce, from
 * crypto.randomBytes) and the sha256 of the token; the token is HMAC-SHA256(link key, nonce) in
 * base64url (43 characters). So the database alone opens no link, and an alert can still carry the
 * donor's live link without replacing it. The link key is derived from the auth secret.
 */
export const TOKEN_LENGTH = 43;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function linkKeyOf(authSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', authSecret, 'roktosetu', 'donor-link-key', 32));
}

export function newNonce(): string {
  return randomBytes(16).toString('base64url');
}

export function tokenOf(key: Buffer, nonce: string): string {
  return createHmac('sha256', key).update(nonce).digest('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A token of the right shape (anything else is answered like an unknown token, without a lookup). */
export function wellFormedToken(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}

/** A random status-link token for the person who asked for blood (only its hash is kept). */
export function newRandomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The public address links start with: PUBLIC_URL, or this machine on the server's port. */
export function publicBase(config: { PUBLIC_URL?: string; PORT: number }): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
}
