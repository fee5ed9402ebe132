import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.ts';
import { loginAs, type TestUser } from '../test/auth.ts';

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
