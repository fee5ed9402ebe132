import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { startTestApp, type TestApp } from '../test/app.ts';
import { loginAs, type TestUser } from '../test/auth.ts';

const CLIENT = 'https://client.example.org';

describe('CORS_ORIGINS', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await startTestApp({ CORS_ORIGINS: `${CLIENT}, https://other.example.org/` });
    admin = await loginAs(t, 'admin');
  });
  afterAll(() => t.close());

  it("answers a listed origin's preflight with its origin, credentials, methods and headers", async () => {
    const res = await t.inject({
      method: 'OPTIONS',
      url: '/api/available-donor',
      headers: {
        origin: CLIENT,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(CLIENT);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(String(res.headers['access-control-allow-methods'])).toContain('PATCH');
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'authorization',
    );
  });

  it('lets a listed origin read an answer (a trailing slash in the setting is forgiven); the access check still applies', async () => {
    const ok = await t.inject({
      url: '/api/available-donor',
      headers: { origin: 'https://other.example.org', ...admin.headers },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['access-control-allow-origin']).toBe('https://other.example.org');
    const anonymous = await t.inject({ url: '/api/available-donor', headers: { origin: CLIENT } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('gives an unlisted origin no CORS headers, so its browser refuses the answer', async () => {
    const res = await t.inject({
      url: '/api/divisions',
      headers: { origin: 'https://evil.example.com' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.inject({
      method: 'OPTIONS',
      url: '/api/divisions',
      headers: { origin: 'https://evil.example.com', 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('without CORS_ORIGINS', () => {
  it('is off by default, and a wrong value stops the server at start naming the setting', async () => {
    const t = await startTestApp();
    try {
      const res = await t.inject({ url: '/api/divisions', headers: { origin: CLIENT } });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await t.close();
    }
    expect(() => loadConfig({ CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ CORS_ORIGINS: 'https://a.example.org/path' })).toThrow(
      /CORS_ORIGINS/,
    );
  });
});
