import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.ts';
import { DOCS_PATH, OPENAPI_PATH } from './api-docs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Fastify's `/api/donors/:id/calls` as OpenAPI writes it: `/api/donors/{id}/calls`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('the API reference', () => {
  it('documents every registered route with who may call it', async () => {
    const res = await t.inject({ url: OPENAPI_PATH });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      openapi: string;
      paths: Record<string, Record<string, { description?: string }>>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    const missing: string[] = [];
    for (const route of t.app.apiRoutes) {
      const [method, url] = route.split(' ') as [string, string];
      // The identity service's other calls (/api/auth/*) and the reference itself are not in the document.
      if (url === '/api/auth/*' || url === OPENAPI_PATH || url.startsWith(DOCS_PATH)) continue;
      const operation = doc.paths[openApiPath(url)]?.[method.toLowerCase()];
      if (!operation) missing.push(route);
      else expect(operation.description, route).toContain('Who may call');
    }
    expect(missing).toEqual([]);
  });

  it('shows request schemas from the same zod schemas that validate requests', async () => {
    const doc = (await t.inject({ url: OPENAPI_PATH })).json();
    const register = doc.paths['/api/donor-request'].post;
    const body = register.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties)).toEqual(
      expect.arrayContaining(['name', 'bloodGroup', 'number1', 'union']),
    );
    expect(register.description).toContain('Anyone');
    expect(doc.paths['/api/unions/{id}'].patch.description).toContain('Super admins only');
  });

  it('has a response schema on every route, except those declared to send files, streams or a passthrough', async () => {
    const exempt: Record<string, string> = {};
    const withoutSchema: string[] = [];
    for (const route of t.app.apiRoutes) {
      const answer = t.app.apiAnswers.get(route);
      if (answer === undefined) withoutSchema.push(route);
      else if (answer !== 'schema') exempt[route] = answer.exempt;
    }
    expect(withoutSchema).toEqual([]);
    // The whole list of exemptions: a new one is a decision, made here on purpose.
    expect(Object.keys(exempt).sort()).toEqual(
      [
        'GET /api/auth/*',
        'POST /api/auth/*',
        'GET /api/docs',
        'GET /api/docs/json',
        'GET /api/docs/static/*',
        'GET /api/docs/static/index.html',
        'GET /api/docs/static/swagger-initializer.js',
        'GET /api/docs/yaml',
        // A certificate's PDF and a donor's proud picture are files (decisions/064).
        'GET /api/certificates/:code/pdf',
        'GET /api/donor-link/:token/proud-picture',
        'GET /api/export/blood-requests',
        'GET /api/export/donors',
        'GET /api/images/:id',
        'GET /api/openapi.json',
        'GET /api/operator/backup',
        'POST /api/import/donors/errors',
      ].sort(),
    );
  });

  it("shows each answer's shape and the one error shape", async () => {
    const doc = (await t.inject({ url: OPENAPI_PATH })).json();
    const list = doc.paths['/api/available-donor'].get.responses;
    const rows = list['200'].content['application/json'].schema.properties.availableDonorList;
    expect(Object.keys(rows.items.properties)).toEqual(
      expect.arrayContaining(['_id', 'name', 'number1', 'callsLast3Days']),
    );
    expect(Object.keys(list['401']).concat(Object.keys(list['403']))).toEqual(['$ref', '$ref']);
    expect(Object.keys(doc.components.schemas.Error.properties)).toEqual(
      expect.arrayContaining(['statusCode', 'error', 'code', 'message', 'field', 'identityCode']),
    );
    expect(list['4XX']).toBeUndefined();
    expect(doc.paths['/api/donor-request'].post.responses['201']).toBeDefined();
    expect(list.default).toBeUndefined();
  });

  it('has no donor phone or address in the answer of any public route', async () => {
    const doc = (await t.inject({ url: OPENAPI_PATH })).json();
    const DONOR_PRIVATE = [
      'number1',
      'number2',
      'phone',
      'phone1',
      'phone2',
      'age',
      'birthDate',
      'village',
      'address',
    ];
    /** Every property name anywhere in a JSON schema. */
    const keysOf = (schema: unknown): string[] => {
      if (!schema || typeof schema !== 'object') return [];
      const node = schema as Record<string, unknown>;
      const own =
        node.properties && typeof node.properties === 'object' ? Object.keys(node.properties) : [];
      return [...own, ...Object.values(node).flatMap(keysOf)];
    };
    const checked: string[] = [];
    for (const route of t.app.apiRoutes) {
      const [method, url] = route.split(' ') as [string, string];
      if (
        t.app.routeFacts.get(route)?.access.who !== 'anyone' ||
        t.app.apiAnswers.get(route) !== 'schema'
      )
        continue;
      // The contact cards carry the organisation's own emergency numbers, public by design (never a donor's).
      if (url === '/api/contacts') continue;
      // So does a unit's card: the unit's public contact number (units.phone), never a donor's.
      if (url === '/api/unit-of-place') continue;
      const responses = doc.paths[openApiPath(url)][method.toLowerCase()].responses as Record<
        string,
        unknown
      >;
      const leaked = Object.entries(responses)
        .filter(([status]) => status.startsWith('2'))
        .flatMap(([, response]) => keysOf(response))
        .filter((key) => DONOR_PRIVATE.includes(key));
      expect(leaked, route).toEqual([]);
      checked.push(route);
    }
    expect(checked).toEqual(
      expect.arrayContaining([
        'GET /api/top-donor',
        'GET /api/divisions',
        'POST /api/donor-request',
      ]),
    );
  });

  it('names, sums up and files every operation under its resource, and says which need no token', async () => {
    const doc = (await t.inject({ url: OPENAPI_PATH })).json();
    const tags = new Set((doc.tags as { name: string }[]).map((tag) => tag.name));
    const ids: string[] = [];
    for (const [path, item] of Object.entries(
      doc.paths as Record<string, Record<string, Record<string, unknown>>>,
    )) {
      for (const [method, operation] of Object.entries(item)) {
        const route = `${method.toUpperCase()} ${path}`;
        ids.push(String(operation.operationId));
        expect(operation.summary, route).toEqual(expect.any(String));
        expect(operation.tags, route).toHaveLength(1);
        expect(tags.has((operation.tags as string[])[0]!), route).toBe(true);
        expect(operation.security, route).toBeDefined();
        const access = t.app.routeFacts.get(
          `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
        )?.access;
        if (access?.who === 'anyone') {
          expect(
            (operation.security as object[])
              .filter((s) => Object.keys(s).length > 0)
              .every((s) => 'identitySession' in s),
            route,
          ).toBe(true);
        }
        const responses = operation.responses as Record<string, unknown>;
        expect(
          Object.keys(responses).some((status) => status.startsWith('4')),
          route,
        ).toBe(true);
        if (path.includes('{')) expect(responses['404'], route).toBeDefined();
      }
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/api/top-donor'].get.security).toEqual([]);
    expect(doc.paths['/api/images/{id}'].get.responses['404']).toBeDefined();
    expect(doc.paths['/api/available-donor'].get.security).toEqual([{ bearer: [] }]);
  });

  it('documents signing up, in and out, and the session, with the Origin rule', async () => {
    const doc = (await t.inject({ url: OPENAPI_PATH })).json();
    const signIn = doc.paths['/api/auth/sign-in/email'].post;
    expect(signIn.requestBody.content['application/json'].schema.required).toEqual([
      'email',
      'password',
    ]);
    expect(signIn.description).toContain('Origin');
    expect(doc.paths['/api/auth/sign-up/email'].post.operationId).toBe('signUpEmail');
    expect(doc.paths['/api/auth/sign-out'].post).toBeDefined();
    expect(doc.paths['/api/auth/get-session'].get).toBeDefined();
    expect(doc.paths['/api/auth/{*}']).toBeUndefined();
    // A field the server takes as null (no second number) says so, though its schema prepares it first.
    const contact =
      doc.paths['/api/contact/{id}'].patch.requestBody.content['application/json'].schema;
    expect(contact.properties.number2.anyOf).toContainEqual({ type: 'null' });
    expect(doc.paths['/api/token'].put.requestBody.required).toBe(false);

    expect(signIn.parameters).toEqual([expect.objectContaining({ in: 'header', name: 'Origin' })]);
    // (The identity service skips its Origin check under NODE_ENV=test, so the rule itself is not tried here.)
    const body = { name: 'Signs Up', email: 'signs-up@example.com', password: 'password-123' };
    const signedUp = await t.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: body,
      headers: { origin: 'http://localhost:3000' },
    });
    expect(signedUp.statusCode).toBe(200);
    expect(signedUp.json().user.email).toBe(body.email);
    const missing = await t.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: body.email },
      headers: { origin: 'http://localhost:3000' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION', field: 'password' });
  });

  it('serves a reference page from this server only: no other host', async () => {
    const page = await t.inject({ url: `${DOCS_PATH}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).not.toMatch(/https?:\/\/(?!localhost)/);
    const csp = String(page.headers['content-security-policy'] ?? '');
    expect(csp).not.toMatch(/https?:\/\//);
  });
});
