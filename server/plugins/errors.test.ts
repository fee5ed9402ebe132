import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../common/error-codes.ts';
import { nextPhone, places, type Place } from '../test/factories.ts';
import { startTestApp, type TestApp } from '../test/app.ts';
import { createUser, loginCallers, type TestUser } from '../test/auth.ts';

/**
 * Every error answer carries a stable `code` from common/error-codes.ts beside its message, so a
 * screen can say it in the person's language: ours, Fastify's own, the rate limiter's and the
 * identity service's.
 */
let t: TestApp;
let user: TestUser;
let admin: TestUser;
let here: Place;
const KNOWN = new Set<string>(Object.values(ERROR_CODES));
const origin = 'http://localhost:3000';

beforeAll(async () => {
  t = await startTestApp({ PUBLIC_WRITE_LIMIT: '2' });
  ({ user, admin } = await loginCallers(t));
  here = (await places(t.db, 1))[0]!;
});
afterAll(() => t.close());

const registration = (number1: string) => ({
  name: 'রহিম উদ্দিন',
  bloodGroup: 'oPositive',
  age: '1995-05-20',
  number1,
  gender: 'পুরুষ',
  division: `${here.divisionId},বিভাগ`,
  district: String(here.districtId),
  upazila: String(here.upazilaId),
  union: `${here.unionId},ইউনিয়ন`,
  village: 'উত্তরপাড়া',
});

/** Asserts the API's error shape and returns the body. */
function errorOf(
  res: { statusCode: number; body: string; json: () => unknown },
  status: number,
  code: string,
) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as { statusCode: number; code: string; message: string };
  expect(body).toMatchObject({ statusCode: status, code });
  expect(KNOWN.has(body.code), `${body.code} is listed in ERROR_CODES`).toBe(true);
  expect(typeof body.message).toBe('string');
  return body;
}

describe('error codes', () => {
  it('401, 403 (plain and named), 404 and unknown paths', async () => {
    errorOf(await t.inject({ url: '/api/users' }), 401, 'UNAUTHORIZED');
    errorOf(await t.inject({ url: '/api/users', headers: user.headers }), 403, 'FORBIDDEN');
    const named = errorOf(
      await t.inject({ method: 'DELETE', url: '/api/unions/95999', headers: admin.headers }),
      403,
      'SUPER_ADMIN_ONLY_DELETE_UNION',
    );
    expect(named.message).toBe('Super Admin Can Only Delete Union');
    errorOf(
      await t.inject({ url: '/api/admin/nobody@example.com', headers: admin.headers }),
      404,
      'NOT_FOUND',
    );
    errorOf(await t.inject({ url: '/api/no-such-route' }), 404, 'NOT_FOUND');
  });

  it('400 VALIDATION names the field; bad JSON is INVALID_JSON', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/donor-request',
      remoteAddress: '10.1.0.1',
      payload: { ...registration(nextPhone()), bloodGroup: 'x' },
    });
    expect(errorOf(res, 400, 'VALIDATION')).toMatchObject({ field: 'bloodGroup' });
    errorOf(
      await t.inject({
        method: 'POST',
        url: '/api/donor-request',
        remoteAddress: '10.1.0.2',
        headers: { 'content-type': 'application/json' },
        payload: '{"name": ',
      }),
      400,
      'INVALID_JSON',
    );
  });

  it('409 DUPLICATE_PHONE for a number already registered', async () => {
    const phone = nextPhone();
    const first = await t.inject({
      method: 'POST',
      url: '/api/donor-request',
      remoteAddress: '10.1.0.3',
      payload: registration(phone),
    });
    expect(first.statusCode, first.body).toBe(201);
    const again = await t.inject({
      method: 'POST',
      url: '/api/donor-request',
      remoteAddress: '10.1.0.4',
      payload: registration(phone),
    });
    expect(errorOf(again, 409, 'DUPLICATE_PHONE')).toMatchObject({ field: 'number1' });
  });

  it('413 PAYLOAD_TOO_LARGE and 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    errorOf(
      await t.inject({
        method: 'POST',
        url: '/api/donor-request',
        remoteAddress: '10.1.0.5',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ name: 'x'.repeat(70 * 1024) }),
      }),
      413,
      'PAYLOAD_TOO_LARGE',
    );
    errorOf(
      await t.inject({
        method: 'POST',
        url: '/api/donor-request',
        remoteAddress: '10.1.0.6',
        headers: { 'content-type': 'application/xml' },
        payload: '<donor/>',
      }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });

  it('429 RATE_LIMITED with Retry-After on public writes, per client address', async () => {
    const send = (remoteAddress: string) =>
      t.inject({ method: 'POST', url: '/api/blood-request', remoteAddress, payload: {} });
    await send('10.2.0.1');
    await send('10.2.0.1');
    const limited = await send('10.2.0.1');
    errorOf(limited, 429, 'RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send('10.2.0.2')).statusCode).toBe(400);
  });

  it('identity errors carry codes of the same list', async () => {
    const existing = await createUser(t, { password: 'password-123' });
    errorOf(
      await t.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: '10.3.0.1',
        headers: { origin },
        payload: { email: existing.email, password: 'wrong-password' },
      }),
      401,
      'INVALID_EMAIL_OR_PASSWORD',
    );
    errorOf(
      await t.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        remoteAddress: '10.3.0.2',
        headers: { origin },
        payload: { email: existing.email, password: 'password-123', name: 'Again' },
      }),
      422,
      'USER_ALREADY_EXISTS',
    );
    const invalid = await t.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: '10.3.0.3',
      headers: { origin },
      payload: { email: 42 },
    });
    expect(invalid.statusCode).toBe(400);
    expect(KNOWN.has(invalid.json().code)).toBe(true);
    errorOf(
      await t.inject({ url: '/api/auth/no-such-endpoint', headers: { origin } }),
      404,
      'NOT_FOUND',
    );
  });
});
