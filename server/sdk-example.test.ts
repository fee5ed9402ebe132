import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { example } from '../sdk/example.ts';
import { buildDonor, places, type Place } from './test/factories.ts';
import { OPENAPI_PATH } from './plugins/api-docs.ts';
import { startTestApp, type TestApp } from './test/app.ts';
import { contractChecker } from './test/contract.ts';
import { createUser } from './test/auth.ts';

/**
 * The SDK's example (sdk/example.ts) run as a third party would: over HTTP against a listening
 * server, every answer checked against the OpenAPI document the server serves, with ajv.
 */
let t: TestApp;
let baseUrl: string;
let doc: OpenAPIV3_1.Document;
let here: Place;
let contract: ReturnType<typeof contractChecker>;
beforeAll(async () => {
  t = await startTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  doc = (await t.inject({ url: OPENAPI_PATH })).json();
  contract = contractChecker(doc);
  [here] = (await places(t.db, 1)) as [Place];
});
afterAll(() => t.close());

describe('the SDK example, as a third party runs it', () => {
  it('signs in, asks for blood and reads the matches; every answer is as the document says', async () => {
    const admin = await createUser(t, { role: 'admin', password: 'example-password' });
    await buildDonor(t.db, here, { status: 'verified', bloodGroup: 'bPositive' });
    const { me, requestId, matches } = await example(
      baseUrl,
      admin.email,
      'example-password',
      contract.checkingFetch,
    );
    expect(me).toMatchObject({ email: admin.email, role: 'admin' });
    expect(requestId).toEqual(expect.any(String));
    expect(matches.totalCount).toBeGreaterThanOrEqual(1);
    expect(contract.problems).toEqual([]);
    expect(contract.calls()).toEqual([
      'POST /api/auth/sign-in/email 200',
      'PUT /api/token 200',
      'POST /api/blood-request 200',
      'GET /api/blood-request/{id}/matches 200',
      'POST /api/auth/sign-out 200',
    ]);
  });

  it('a wrong answer would be caught: the check refuses a body the document does not allow', () => {
    const schema = contract.answerSchema('POST', '/api/blood-request', 200)!;
    expect(
      contract.ajv.validate(schema, { insertedId: 'x', statusUrl: 'http://localhost:3000/r/x' }),
    ).toBe(true);
    expect(contract.ajv.validate(schema, { modifiedCount: 1 })).toBe(false);
  });
});
