import { ERROR_CODES, type ErrorCode } from '../../common/error-codes.ts';

/** What went wrong in a command, in the domain's words; server/plugins/errors.ts maps each kind to HTTP once. */
export type DomainErrorKind =
  'invalid' | 'notFound' | 'conflict' | 'forbidden' | 'gone' | 'tooMany';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** The request field the refusal is about, when there is one. */
    readonly field?: string,
    /** A stable code the screens translate; the kind's default when absent. */
    readonly code?: ErrorCode,
  ) {
    super(message);
  }
}

/** The one map from a domain error's kind to an HTTP status. */
export const STATUS_OF_DOMAIN_ERROR: Record<DomainErrorKind, number> = {
  invalid: 400,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  gone: 410,
  tooMany: 429,
};

/**
 * A done or cancelled blood request takes no new call, pledge or alert (a pledge already made may
 * still be recorded as given on a done one). The message names the request's state, so a client
 * without the code's translation still says why.
 */
export function requestClosed(status: string, field?: string) {
  const state = status === 'cancelled' ? 'cancelled' : 'done';
  return new DomainError(
    'conflict',
    `This blood request is ${state}: it takes no more calls, pledges or alerts`,
    field,
    ERROR_CODES.BLOOD_REQUEST_CLOSED,
  );
}
