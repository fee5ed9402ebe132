import { useRef } from 'react';

/**
 * Idempotency-Key on the public creates (server/plugins/idempotency.ts, docs/decisions/055): a
 * phone on a bad network sends a form, loses the answer and sends it again; with the same key the
 * server answers the first answer and creates nothing twice. The forms and the offline outbox
 * make their keys here.
 */

export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** A new key: 128 random bits (crypto.getRandomValues works on plain http too). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `form-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** The typed client's options carrying the key, or nothing without one. */
export const idempotencyHeaders = (key: string | undefined) =>
  key ? { headers: { [IDEMPOTENCY_HEADER]: key } } : {};

export interface SubmissionKeys {
  /** The key of this submission: the one before if the body is the same, else a new one. */
  keyFor(body: unknown): string;
  /** The form was sent (or kept for later) and cleared: the next submission is a new one. */
  forget(): void;
}

/**
 * One key per filled form: submitting the same body again (a retry after a lost answer or a
 * failure) reuses the key; a changed body is a new submission and gets a new key.
 */
export function submissionKeys(): SubmissionKeys {
  let last: { body: string; key: string } | undefined;
  return {
    keyFor(body) {
      const text = JSON.stringify(body);
      if (last?.body !== text) last = { body: text, key: newIdempotencyKey() };
      return last.key;
    },
    forget() {
      last = undefined;
    },
  };
}

/** The form's submission keys, kept for as long as the form is on the screen. */
export function useSubmissionKeys(): SubmissionKeys {
  const keys = useRef<SubmissionKeys | null>(null);
  return (keys.current ??= submissionKeys());
}
