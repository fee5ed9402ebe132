import {
  defaultErrorCode,
  ERROR_CODES,
  NAMED_REFUSALS,
  type ErrorCode,
} from '../common/error-codes.ts';
import type { LimitedBy } from '../common/schemas/answers.ts';

/**
 * An error with an HTTP status whose message is safe to show to the client, and a stable `code`
 * (common/error-codes.ts) a screen can translate. Without a code, the status's default is used.
 */
export class HttpError extends Error {
  readonly code: ErrorCode;
  /** Seconds to wait, sent as Retry-After (429 only). */
  retryAfter?: number;
  /** Which limit a 429 of a public write or a sign-up reached (server/plugins/write-limits.ts). */
  limitedBy?: LimitedBy;
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
    code?: ErrorCode,
  ) {
    super(message);
    this.code = code ?? defaultErrorCode(statusCode);
  }
}

export const badRequest = (
  message: string,
  field?: string,
  code: ErrorCode = ERROR_CODES.VALIDATION,
) => new HttpError(400, message, field, code);
export const notFound = (message = 'Not found', code: ErrorCode = ERROR_CODES.NOT_FOUND) =>
  new HttpError(404, message, undefined, code);
export const conflict = (message: string, field?: string, code: ErrorCode = ERROR_CODES.CONFLICT) =>
  new HttpError(409, message, field, code);
/** A refusal; the product's named refusals get their own code from their message by default. */
export const forbidden = (message = 'Forbidden', code?: ErrorCode) =>
  new HttpError(403, message, undefined, code ?? NAMED_REFUSALS[message] ?? ERROR_CODES.FORBIDDEN);
export const unauthorized = (
  message = 'Sign in first',
  code: ErrorCode = ERROR_CODES.UNAUTHORIZED,
) => new HttpError(401, message, undefined, code);
export const tooManyRequests = (
  message: string,
  code: ErrorCode = ERROR_CODES.RATE_LIMITED,
  retryAfter?: number,
) => {
  const error = new HttpError(429, message, undefined, code);
  error.retryAfter = retryAfter;
  return error;
};
