import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.ts';
import { loginAs, type TestUser } from '../test/auth.ts';
import type { OpenAPIV3_1 } from 'openapi-types';
import { OPENAPI_PATH } from './api-docs.ts';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  admin = await loginAs(t, 'superAdmin');
});
afterAll(() => t.close());

describe('HTTP methods and media types', () => {
  it('a known path with a method it does not have answers 405 with Allow', async () => {
    const res = await t.inject({ method: 'DELETE', url: '/api/top-donor' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.json()).toMatchObject({ statusCode: 405, code: 'METHOD_NOT_ALLOWED' });

    const withParams = await t.inject({ method: 'GET', url: '/api/unions/96001?x=1' });
    expect(withParams.statusCode).toBe(405);
    expect(String(withParams.headers.allow).split(', ').sort()).toEqual(['DELETE', 'PATCH']);

    const post = await t.inject({ method: 'PUT', url: '/api/blood-request' });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('POST');
  });

  it('every path of the document, called with a method it does not list, answers 405 with Allow naming those it lists', async () => {
    const doc = (await t.inject({ url: OPENAPI_PATH })).json() as OpenAPIV3_1.Document;
    const wrong: string[] = [];
    let tried = 0;
    for (const [template, item] of Object.entries(doc.paths ?? {})) {
      const listed = ['get', 'post', 'put', 'patch', 'delete'].filter(
        (m) => (item as Record<string, unknown>)[m],
      );
      const url = template.replace(/\{(\w+)\}/g, (_, name: string) =>
        name === 'email'
          ? 'someone@example.com'
          : name === 'token'
            ? 'A'.repeat(43)
            : '00000000-0000-4000-8000-000000000000',
      );
      const expected = listed
        .flatMap((m) => (m === 'get' ? ['GET', 'HEAD'] : [m.toUpperCase()]))
        .sort();
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
        if (listed.includes(method.toLowerCase())) continue;
        tried += 1;
        const res = await t.inject({ method, url, headers: admin.headers });
        const allow = String(res.headers.allow ?? '')
          .split(', ')
          .filter(Boolean)
          .sort();
        if (res.statusCode !== 405 || allow.join() !== expected.join())
          wrong.push(`${method} ${template}: ${res.statusCode}, Allow ${allow.join(', ')}`);
      }
    }
    expect(tried).toBeGreaterThan(300);
    expect(wrong).toEqual([]);
  });

  it('the identity service: sign-in called with GET answers 405 with Allow POST (not the 404 it would give)', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/auth/sign-in/email' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(res.json()).toMatchObject({ statusCode: 405, code: 'METHOD_NOT_ALLOWED' });
    // Its other paths still reach it.
    expect((await t.inject({ method: 'GET', url: '/api/auth/get-session' })).statusCode).toBe(200);
  });

  it('JSON sent to a multipart upload answers 415, not 400', async () => {
    for (const url of ['/api/import/donors/preview', '/api/uploads/image']) {
      const res = await t.inject({
        method: 'POST',
        url,
        headers: admin.headers,
        payload: { file: 'name,phone\nA,01712345678' },
      });
      expect(res.statusCode, url).toBe(415);
      expect(res.json()).toMatchObject({ statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
  });

  it('an unknown path is still a 404, and a known method is not a 405', async () => {
    const res = await t.inject({ method: 'DELETE', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers.allow).toBeUndefined();
    expect((await t.inject({ url: '/api/top-donor' })).statusCode).toBe(200);
  });

  it('a JSON body sent as text/plain answers 415', async () => {
    const res = await t.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { ...admin.headers, 'content-type': 'text/plain' },
      payload: JSON.stringify({ eligibility: { wholeBloodMaleDays: 90 } }),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    const sameAsJson = await t.inject({
      method: 'POST',
      url: '/api/blood-request',
      headers: { 'content-type': 'text/plain; charset=utf-8' },
      payload: '{}',
    });
    expect(sameAsJson.statusCode).toBe(415);
  });
});
