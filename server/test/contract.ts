import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { OpenAPIV3_1 } from 'openapi-types';

type Response = OpenAPIV3_1.ResponseObject;

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** Recorded calls ('GET /api/blood-request/<uuid> 200') with every id as {id}, to compare with a list written in a test. */
export const withIdsMasked = (calls: readonly string[]): string[] =>
  calls.map((call) => call.replace(UUID, '{id}'));

/**
 * Checks answers against an OpenAPI document as a third party would: each answer's status must be
 * one the document lists for that method and path, and a JSON body must match its schema (ajv,
 * the 2020-12 dialect the document declares, with formats).
 */
export function contractChecker(doc: OpenAPIV3_1.Document) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  const compiled = new Map<string, ValidateFunction>();
  const checked: string[] = [];
  const problems: string[] = [];

  /** The document's response for this answer (method, concrete path, status), refs followed. */
  function documented(method: string, pathname: string, status: number): Response | undefined {
    for (const [template, item] of Object.entries(doc.paths ?? {})) {
      const want = template.split('/');
      const have = pathname.split('/');
      if (
        want.length !== have.length ||
        !want.every((part, i) => part.startsWith('{') || part === have[i])
      )
        continue;
      const operation = (item as Record<string, OpenAPIV3_1.OperationObject>)[method.toLowerCase()];
      const response = operation?.responses?.[String(status)] as
        Response | OpenAPIV3_1.ReferenceObject | undefined;
      if (response && '$ref' in response)
        return doc.components!.responses![response.$ref.split('/').pop()!] as Response;
      if (response) return response;
    }
    return undefined;
  }

  /** The JSON schema of that answer's body, refs followed. */
  function answerSchema(method: string, pathname: string, status: number): object | undefined {
    const schema = documented(method, pathname, status)?.content?.['application/json']?.schema;
    if (schema && '$ref' in schema)
      return doc.components!.schemas![(schema.$ref as string).split('/').pop()!];
    return schema;
  }

  const validatorOf = (schema: object) => {
    const id = JSON.stringify(schema);
    const validate = compiled.get(id) ?? ajv.compile(schema);
    compiled.set(id, validate);
    return validate;
  };

  /** fetch, with every answer checked; what it saw is in `checked`, what was wrong in `problems`. */
  const checkingFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const response = await fetch(request);
    const { pathname } = new URL(request.url);
    const key = `${request.method} ${pathname} ${response.status}`;
    checked.push(key);
    const response$ = documented(request.method, pathname, response.status);
    if (!response$) {
      problems.push(`${key}: not in the document`);
      return response;
    }
    const schema = answerSchema(request.method, pathname, response.status);
    if (schema) {
      const validate = validatorOf(schema);
      const body: unknown = await response.clone().json();
      if (!validate(body)) problems.push(`${key}: ${ajv.errorsText(validate.errors)}`);
    } else if (
      response$.content &&
      Object.keys(response$.content).length &&
      response.status !== 204
    ) {
      const type = response.headers.get('content-type')?.split(';')[0] ?? '';
      if (!(type in response$.content))
        problems.push(`${key}: ${type} is not a documented content type`);
    }
    return response;
  };

  /** The calls checked so far, ids masked (withIdsMasked). */
  const calls = () => withIdsMasked(checked);

  return { ajv, answerSchema, calls, checkingFetch, checked, problems, validatorOf };
}

/**
 * The answers seen (`METHOD /route/:param STATUS`, the route as Fastify wrote it) whose status the
 * document does not list for that call. Routes the document leaves out (hidden ones, the web
 * app's) are not its business; a HEAD is its GET's.
 */
export function undocumentedStatuses(document: object, seen: Iterable<string>): string[] {
  const doc = document as OpenAPIV3_1.Document;
  const wrong: string[] = [];
  for (const answer of seen) {
    const [method = '', route = '', status = ''] = answer.split(' ');
    const template = route.replace(/:(\w+)/g, '{$1}');
    const verb = method === 'HEAD' ? 'get' : method.toLowerCase();
    const operation = (doc.paths?.[template] as Record<string, OpenAPIV3_1.OperationObject>)?.[
      verb
    ];
    if (!operation?.responses) continue;
    if (!(status in operation.responses)) wrong.push(`${method} ${template} ${status}`);
  }
  return wrong.sort();
}
