import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '../../common/error-codes.ts';
import { badRequest } from '../http-errors.ts';

/** Deepest JSON nesting any route accepts; the product's deepest body is 2 levels. */
export const MAX_JSON_DEPTH = 32;

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/** NUL and the other C0 control characters; tab, newline and CR are ordinary text. */
export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c < 0x20 && c !== TAB && c !== LINE_FEED && c !== CARRIAGE_RETURN) return true;
  }
  return false;
}

/**
 * A lone UTF-16 surrogate (JSON's "\ud800" with no partner) is not Unicode text: PostgreSQL's text
 * columns keep it mangled and jsonb refuses it, so it must never get past the door.
 */
export function hasLoneSurrogate(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c < 0xd800 || c > 0xdfff) continue;
    if (c <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        i += 1;
        continue;
      }
    }
    return true;
  }
  return false;
}

export type InputProblem = {
  field: string;
  problem: 'control-character' | 'malformed-text' | 'too-deep';
};

const textProblem = (text: string): 'control-character' | 'malformed-text' | null =>
  hasControlCharacter(text)
    ? 'control-character'
    : hasLoneSurrogate(text)
      ? 'malformed-text'
      : null;

const fieldName = (path: readonly (string | number)[]) => (path.length ? path.join('.') : '(root)');

/**
 * The first string (or object key) holding a control character or a lone surrogate (text that is
 * not well-formed Unicode), or the first value nested deeper
 * than MAX_JSON_DEPTH, in a parsed body, query or params. Walks with its own stack, so a hostile
 * nesting cannot overflow the call stack; raw bodies (an uploaded image) are not text and are skipped.
 */
export function findInputProblem(input: unknown): InputProblem | null {
  const pending: { value: unknown; path: (string | number)[]; depth: number }[] = [
    { value: input, path: [], depth: 0 },
  ];
  while (pending.length) {
    const { value, path, depth } = pending.pop()!;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) return { field: fieldName(path), problem };
      continue;
    }
    if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) continue;
    if (depth >= MAX_JSON_DEPTH) return { field: fieldName(path), problem: 'too-deep' };
    if (Array.isArray(value)) {
      value.forEach((item, index) =>
        pending.push({ value: item, path: [...path, index], depth: depth + 1 }),
      );
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      const problem = textProblem(key);
      if (problem) return { field: fieldName(path), problem };
      pending.push({ value: item, path: [...path, key], depth: depth + 1 });
    }
  }
  return null;
}

/**
 * Every request's params, query and body are checked before any route sees them (after the access
 * check, which runs before the body is read): a control character, a lone surrogate or a hostile
 * nesting is a 400 naming
 * the field, on every route including the identity service's, so that such input never reaches
 * the database or a serialiser as a 500.
 */
export function registerInputGuard(app: FastifyInstance) {
  // JSON as Fastify parses it (prototype poisoning refused), except that an empty body with a JSON
  // content type is no body: the original app's client sends that on calls that need none.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  // No route takes plain text: a JSON body sent as text/plain is a 415, not a string that fails
  // validation somewhere else (or, on a route without a body schema, is silently ignored).
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    parseJson(request, text, done);
  });
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const problem = findInputProblem(part);
      if (!problem) continue;
      const { field } = problem;
      if (problem.problem === 'too-deep') {
        throw badRequest(
          `${field}: nested deeper than ${MAX_JSON_DEPTH} levels`,
          field,
          ERROR_CODES.NESTING_TOO_DEEP,
        );
      }
      if (problem.problem === 'malformed-text') {
        throw badRequest(`${field}: is not well-formed text`, field, ERROR_CODES.MALFORMED_TEXT);
      }
      throw badRequest(
        `${field}: must not contain control characters`,
        field,
        ERROR_CODES.CONTROL_CHARACTER,
      );
    }
  });
}
