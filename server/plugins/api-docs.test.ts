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
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, { description?: string }>> };
    expect(doc.openapi).toMatch(/^3\./);
    const missing: string[] = [];
    for (const route of t.app.apiRoutes) {
      const [method, url] = route.split(' ') as [string, string];
      // The identity service (/api/auth/*) and the reference itself are not part of the product's API.
      if (url.startsWith('/api/auth/') || url === OPENAPI_PATH || url.startsWith(DOCS_PATH)) continue;
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
    expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(['name', 'bloodGroup', 'number1', 'union']));
    expect(register.description).toContain('Anyone');
    expect(doc.paths['/api/unions/{id}'].patch.description).toContain('Super admins only');
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
