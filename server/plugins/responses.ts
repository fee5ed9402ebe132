import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createSerializerCompiler, ResponseSerializationError } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';
import { errorAnswer } from '../../common/schemas/answers.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Why this route answers something other than JSON checked against a response schema
     * (a file, a stream, a passthrough). Only such a declared route may go without one.
     */
    rawAnswer?: string;
  }
  interface FastifyInstance {
    /** Every '/api' METHOD and path with its answer: 'schema', or the reason it is exempt. */
    apiAnswers: Map<string, 'schema' | { exempt: string }>;
  }
}

/** Any status a route did not declare: no body may be sent with it. */
export const UNDECLARED_STATUS = z.never();

/** The API reference page's own files (swagger-ui registers them; they are files, not JSON answers). */
const DOCS_FILES = '/api/docs';

/**
 * Every /api route declares the shape of each answer it sends with a body, as zod schemas from
 * common/ (`schema.response`), and the server checks every answer against it before sending:
 * keys outside the schema are dropped (so a field a presenter adds by mistake, like a donor's
 * phone, does not leave), and an answer of the wrong shape is a 500 instead of a broken client.
 * Errors share one schema (common/schemas/answers.ts), added here to every route; a status the
 * route did not declare cannot carry a body. A route without a schema stops the server at start,
 * unless it declares why it answers raw bytes (`config.rawAnswer`). See docs/decisions/024.
 */
export function registerResponseSchemas(app: FastifyInstance) {
  app.setSerializerCompiler(createSerializerCompiler());
  const answers = new Map<string, 'schema' | { exempt: string }>();
  app.decorate('apiAnswers', answers);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const methods = [route.method].flat().filter((m) => m !== 'HEAD' && m !== 'OPTIONS');
    if (!methods.length) return;
    const exempt =
      route.config?.rawAnswer ??
      (route.url.startsWith(DOCS_FILES) ? 'the API reference page and its files' : undefined);
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (!response) {
      if (!exempt)
        throw new Error(
          `No response schema for ${methods.join(',')} ${route.url} (or config.rawAnswer saying why)`,
        );
      for (const method of methods) answers.set(`${method} ${route.url}`, { exempt });
      return;
    }
    route.schema = {
      ...route.schema,
      response: { '4xx': errorAnswer, '5xx': errorAnswer, ...response, default: UNDECLARED_STATUS },
    };
    for (const method of methods) answers.set(`${method} ${route.url}`, 'schema');
  });
}

/**
 * An answer checked against the route's own schema for `status`, for answers sent as bytes made
 * once (the public cache stores the JSON it sends): the same check and stripping as a sent answer.
 */
export function checkedAnswer(request: FastifyRequest, status: number, data: unknown): unknown {
  const schemas = request.routeOptions.schema?.response as Record<string, ZodType> | undefined;
  const schema = schemas?.[status] ?? UNDECLARED_STATUS;
  const result = schema.safeEncode(data);
  if (!result.success)
    throw new ResponseSerializationError(request.method, request.url, { cause: result.error });
  return result.data;
}

/** Where an answer went wrong, for the log: paths and zod codes, never the values. */
export function answerProblems(error: unknown): { path: string; code: string }[] | undefined {
  if (!(error instanceof ResponseSerializationError)) return undefined;
  return error.cause.issues.map((issue) => ({ path: issue.path.join('.'), code: issue.code }));
}
