import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodError, ZodType } from 'zod';
import {
  defaultErrorCode,
  ERROR_CODES,
  NAMED_REFUSALS,
  type ErrorCode,
} from '../../common/error-codes.ts';
import { DomainError, STATUS_OF_DOMAIN_ERROR } from '../domain/errors.ts';
import { HttpError } from '../http-errors.ts';
import { safeError } from '../logging.ts';
import { answerProblems } from './responses.ts';

class ValidationError extends Error {
  constructor(
    readonly issues: { field: string; message: string }[],
    readonly part: string,
  ) {
    super(issues.map((i) => `${i.field}: ${i.message}`).join('; '));
  }
}

function toIssues(error: ZodError) {
  return error.issues.map((issue) => ({
    field: issue.path.length ? issue.path.join('.') : '(root)',
    message: issue.message,
  }));
}

/**
 * Route schemas are zod schemas from common/: the parsed value replaces the raw input, and a bad
 * one becomes a 400 naming the field. Every error answer is `{ statusCode, error, code, message }`
 * (plus `field` when one input is at fault) with a code from common/error-codes.ts. No stack trace
 * or database message ever reaches a client, and an unexpected error is logged only as a safe
 * summary (server/logging.ts), never with the request's data.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const zod = schema as ZodType;
    return (data: unknown) => {
      const result = zod.safeParse(data ?? {});
      if (result.success) return { value: result.data };
      return { error: new ValidationError(toIssues(result.error), httpPart ?? 'body') };
    };
  });

  app.setErrorHandler((error: FastifyError & { cause?: unknown }, request, reply) => {
    const validation = error instanceof ValidationError ? error : (error.cause as unknown);
    if (validation instanceof ValidationError) {
      const first = validation.issues[0];
      return reply.status(400).send({
        statusCode: 400,
        error: 'Bad Request',
        code: ERROR_CODES.VALIDATION,
        message: validation.message,
        field: first?.field,
        issues: validation.issues,
      });
    }
    if (error instanceof DomainError) {
      const status = STATUS_OF_DOMAIN_ERROR[error.kind];
      return reply.status(status).send({
        statusCode: status,
        error: reasonOf(status),
        code:
          error.code ??
          (status === 403 ? NAMED_REFUSALS[error.message] : undefined) ??
          defaultErrorCode(status),
        message: error.message,
        ...(error.field ? { field: error.field } : {}),
      });
    }
    if (error instanceof HttpError) {
      if (error.retryAfter !== undefined) reply.header('retry-after', String(error.retryAfter));
      return reply.status(error.statusCode).send({
        statusCode: error.statusCode,
        error: reasonOf(error.statusCode),
        code: error.code,
        message: error.message,
        ...(error.field ? { field: error.field } : {}),
        ...(error.limitedBy ? { limitedBy: error.limitedBy } : {}),
      });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      // An answer that did not match its schema is logged by where it went wrong, never its values.
      const answer = answerProblems(error);
      request.log.error(
        { error: safeError(error), ...(answer ? { answer } : {}) },
        'request failed',
      );
      return reply.status(500).send({
        statusCode: 500,
        error: 'Internal Server Error',
        code: ERROR_CODES.INTERNAL,
        message: 'Something went wrong. Please try again.',
      });
    }
    // Fastify's own 4xx errors (bad JSON, body too large, wrong content type) say what is wrong.
    return reply.status(status).send({
      statusCode: status,
      error: reasonOf(status),
      code: fastifyErrorCode(error, status),
      message: error.message,
    });
  });
}

/** Codes for the errors Fastify and its plugins raise themselves. */
function fastifyErrorCode(error: FastifyError, status: number): ErrorCode {
  if (
    error instanceof SyntaxError ||
    error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
  ) {
    return ERROR_CODES.INVALID_JSON;
  }
  return defaultErrorCode(status);
}

/** A body for the few answers sent outside the error handler (unknown paths). */
export function errorBody(
  statusCode: number,
  message: string,
  code: ErrorCode = defaultErrorCode(statusCode),
) {
  return { statusCode, error: reasonOf(statusCode), code, message };
}

function reasonOf(status: number): string {
  return (
    {
      400: 'Bad Request',
      401: 'Unauthorized',
      403: 'Forbidden',
      404: 'Not Found',
      405: 'Method Not Allowed',
      409: 'Conflict',
      413: 'Payload Too Large',
      415: 'Unsupported Media Type',
      429: 'Too Many Requests',
    }[status] ?? 'Error'
  );
}
