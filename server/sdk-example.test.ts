import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { example } from '../sdk/example.ts';
import { buildDonor, places, type Place } from './routes/donors/factories.ts';
import { OPENAPI_PATH } from './plugins/api-docs.ts';
import { startTestApp, type TestApp } from './test/app.ts';
import { createUser } from './test/auth.ts';

/**
 * The SDK's example (sdk/example.ts) run as a third party would: over HTTP against a listening
 * server, every answer checked against the OpenAPI document the server serves, with ajv.
 */
let t: TestApp;
let baseUrl: string;
let doc: OpenAPIV3_1.Document;
let here: Place;
beforeAll(async () => {
  t = await startTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  doc = (await t.inject({ url: OPENAPI_PATH })).json();
  [here] = (await places(t.db, 1)) as [Place];
});
afterAll(() => t.close());

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
const compiled = new Map<string, ValidateFunction>();

/** The document's schema for this answer (method, path, status), refs followed. */
function answerSchema(method: string, pathname: string, status: number): object | undefined {
  for (const [template, item] of Object.entries(doc.paths ?? {})) {
    const want = template.split('/');
    const have = pathname.split('/');
    if (want.length !== have.length || !want.every((part, i) => part.startsWith('{') || part === have[i])) continue;
    const operation = (item as Record<string, OpenAPIV3_1.OperationObject>)[method.toLowerCase()];
    let response = operation?.responses?.[String(status)] as OpenAPIV3_1.ResponseObject | OpenAPIV3_1.ReferenceObject | undefined;
    if (response && '$ref' in response) response = doc.components!.responses![response.$ref.split('/').pop()!] as OpenAPIV3_1.ResponseObject;
    const schema = response?.content?.['application/json']?.schema;
    if (schema && '$ref' in schema) return doc.components!.schemas![(schema.$ref as string).split('/').pop()!];
    return schema;
  }
  return undefined;
}

const checked: string[] = [];
const problems: string[] = [];

/** fetch, with every answer validated against the document. */
const checkingFetch: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  const response = await fetch(request);
  const { pathname } = new URL(request.url);
  const key = `${request.method} ${pathname} ${response.status}`;
  const schema = answerSchema(request.method, pathname, response.status);
  if (!schema) {
    problems.push(`${key}: not in the document`);
    return response;
  }
  const id = JSON.stringify(schema);
  const validate = compiled.get(id) ?? ajv.compile(schema);
  compiled.set(id, validate);
  const body = await response.clone().json();
  if (!validate(body)) problems.push(`${key}: ${ajv.errorsText(validate.errors)}`);
  checked.push(key);
  return response;
};

describe('the SDK example, as a third party runs it', () => {
  it('signs in, asks for blood and reads the matches; every answer is as the document says', async () => {
    const admin = await createUser(t, { role: 'admin', password: 'example-password' });
    await buildDonor(t.db, here, { status: 'verified', bloodGroup: 'bPositive' });
    const { me, requestId, matches } = await example(baseUrl, admin.email, 'example-password', checkingFetch);
    expect(me).toMatchObject({ email: admin.email, role: 'admin' });
    expect(requestId).toEqual(expect.any(String));
    expect(matches.totalCount).toBeGreaterThanOrEqual(1);
    expect(problems).toEqual([]);
    expect(checked.map((c) => c.replace(/\/[0-9a-f-]{36}\//, '/{id}/'))).toEqual([
      'POST /api/auth/sign-in/email 200',
      'PUT /api/token 200',
      'POST /api/blood-request 200',
      'GET /api/blood-request/{id}/matches 200',
      'POST /api/auth/sign-out 200',
    ]);
  });

  it('a wrong answer would be caught: the check refuses a body the document does not allow', () => {
    const schema = answerSchema('POST', '/api/blood-request', 200)!;
    expect(ajv.validate(schema, { insertedId: 'x', statusUrl: 'http://localhost:3000/r/x' })).toBe(true);
    expect(ajv.validate(schema, { modifiedCount: 1 })).toBe(false);
  });
});
