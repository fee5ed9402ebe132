import { readFile } from 'node:fs/promises';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTypesOf } from '../scripts/api-types.ts';
import { createRoktosetu, RoktosetuError } from '../sdk/index.ts';
import { buildDonor, places, type Place } from './test/factories.ts';
import { OPENAPI_PATH } from './plugins/api-docs.ts';
import { startTestApp, type TestApp } from './test/app.ts';
import { createUser } from './test/auth.ts';
import { contractChecker } from './test/contract.ts';

/**
 * The volunteer's whole job through a client generated from the document (openapi-fetch over the
 * openapi-typescript types), over HTTP against a listening server, every answer checked against
 * the document that server serves: sign in, take a blood request, read the matches, record a
 * call, take a pledge, mark it given.
 */
let t: TestApp;
let baseUrl: string;
let doc: OpenAPIV3_1.Document;
let here: Place;
let contract: ReturnType<typeof contractChecker>;
beforeAll(async () => {
  t = await startTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  doc = (await (await fetch(`${baseUrl}${OPENAPI_PATH}`)).json()) as OpenAPIV3_1.Document;
  contract = contractChecker(doc);
  [here] = (await places(t.db, 1)) as [Place];
});
afterAll(() => t.close());

/** The data of a call, or the API's error thrown. */
async function ok<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) throw new RoktosetuError(response.status, error as RoktosetuError['body']);
  return data as T;
}

describe("the volunteer's job through the generated client", () => {
  it("the client's types are the ones this server's document gives (generated from it now)", async () => {
    const generated = await apiTypesOf(doc);
    expect(generated).toBe(await readFile('common/api/schema.d.ts', 'utf8'));
    expect(generated).toBe(await readFile('sdk/schema.d.ts', 'utf8'));
  });

  it('signs in, asks for blood, reads the matches, calls, takes a pledge and marks it given; every answer as documented', async () => {
    const admin = await createUser(t, { role: 'admin', password: 'volunteer-password' });
    const willing = await buildDonor(t.db, here, {
      status: 'verified',
      bloodGroup: 'oNegative',
      name: 'ইচ্ছুক দাতা',
    });
    const silent = await buildDonor(t.db, here, {
      status: 'verified',
      bloodGroup: 'oNegative',
      name: 'নীরব দাতা',
    });

    const roktosetu = createRoktosetu({ baseUrl, fetch: contract.checkingFetch });
    const { api } = roktosetu;
    expect(await roktosetu.signIn(admin.email, 'volunteer-password')).toMatchObject({
      role: 'admin',
    });

    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
    const created = await ok(
      api.POST('/api/blood-request', {
        body: {
          patient_name: 'Rahima Begum',
          requested_bloodGroup: 'oNegative',
          date: tomorrow,
          blood_quantity: '1',
          donation_place: 'Dhaka Medical College Hospital',
          number1: '01712345678',
          divisionId: here.divisionId,
          districtId: here.districtId,
          upazilaId: here.upazilaId,
          unionId: here.unionId,
        },
      }),
    );
    const id = created.insertedId;
    const byId = { params: { path: { id } } };
    expect(await ok(api.GET('/api/blood-request/{id}', byId))).toMatchObject({
      state: 'incomplete',
      bagsNeeded: 1,
    });

    const matches = await ok(
      api.GET('/api/blood-request/{id}/matches', {
        params: { path: { id }, query: { limit: 10 } },
      }),
    );
    expect(matches.matches.map((m) => m._id)).toEqual(
      expect.arrayContaining([willing.id, silent.id]),
    );

    const unanswered = await ok(
      api.POST('/api/donors/{id}/calls', {
        params: { path: { id: silent.id } },
        body: { outcome: 'noAnswer', requestId: id },
      }),
    );
    expect(unanswered.call).toMatchObject({ outcome: 'noAnswer', requestId: id });
    expect(unanswered.pledge ?? null).toBeNull();

    const yes = await ok(
      api.POST('/api/donors/{id}/calls', {
        params: { path: { id: willing.id } },
        body: { outcome: 'willDonate', requestId: id },
      }),
    );
    const pledgeId = yes.pledge!._id;
    expect(yes.request).toMatchObject({ state: 'managed', pledgedCount: 1 });

    const pledges = await ok(api.GET('/api/blood-request/{id}/pledges', byId));
    expect(pledges.pledges.map((p) => p._id)).toEqual([pledgeId]);

    const given = await ok(
      api.POST('/api/blood-request/{id}/pledges/{pledgeId}/given', {
        params: { path: { id, pledgeId } },
        body: {},
      }),
    );
    expect(given.pledge).toMatchObject({ state: 'given', kind: 'whole_blood' });
    expect(await ok(api.GET('/api/blood-request/{id}', byId))).toMatchObject({
      state: 'done',
      givenCount: 1,
    });

    const history = await ok(
      api.GET('/api/donors/{id}/donations', { params: { path: { id: willing.id } } }),
    );
    expect(history.donations).toMatchObject([{ bloodRequestId: id }]);
    const calls = await ok(
      api.GET('/api/donors/{id}/calls', { params: { path: { id: silent.id } } }),
    );
    expect(calls.calls.map((c) => c.outcome)).toEqual(['noAnswer']);

    await roktosetu.signOut();

    expect(contract.problems).toEqual([]);
    expect(contract.calls()).toEqual([
      'POST /api/auth/sign-in/email 200',
      'PUT /api/token 200',
      'POST /api/blood-request 200',
      'GET /api/blood-request/{id} 200',
      'GET /api/blood-request/{id}/matches 200',
      'POST /api/donors/{id}/calls 201',
      'POST /api/donors/{id}/calls 201',
      'GET /api/blood-request/{id}/pledges 200',
      'POST /api/blood-request/{id}/pledges/{id}/given 200',
      'GET /api/blood-request/{id} 200',
      'GET /api/donors/{id}/donations 200',
      'GET /api/donors/{id}/calls 200',
      'POST /api/auth/sign-out 200',
    ]);
  });

  it('the check would catch a wrong answer: a body or a status the document does not allow', () => {
    const schema = contract.answerSchema('POST', '/api/donors/x/calls', 201)!;
    expect(contract.ajv.validate(schema, { call: { outcome: 'maybe' } })).toBe(false);
    expect(contract.answerSchema('POST', '/api/donors/x/calls', 200)).toBeUndefined();
  });
});
