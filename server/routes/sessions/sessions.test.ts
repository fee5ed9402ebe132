import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { createUser, loginAs } from '../../test/auth.ts';
import { maskAddress } from './presenter.ts';

let t: TestApp;
const ORIGIN = 'http://localhost:3000';
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const LAPTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

beforeAll(async () => {
  t = await startTestApp({ AUTH_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

const cookieOf = (res: { headers: Record<string, unknown> }) =>
  [res.headers['set-cookie']]
    .flat()
    .filter(Boolean)
    .map((c) => String(c).split(';')[0])
    .join('; ');

/** A real sign-in from one device: the identity cookie, then the product token, as the browser does. */
async function signInFrom(
  email: string,
  userAgent: string,
  remoteAddress: string,
  password = 'password-123',
) {
  const signIn = await t.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: ORIGIN, 'user-agent': userAgent },
    payload: { email, password },
    remoteAddress,
  });
  expect(signIn.statusCode, signIn.body).toBe(200);
  const cookie = cookieOf(signIn);
  const put = await t.inject({
    method: 'PUT',
    url: `/api/user/${email}`,
    headers: { cookie, 'user-agent': userAgent },
    payload: { email },
    remoteAddress,
  });
  expect(put.statusCode, put.body).toBe(200);
  const token = put.json().token as string;
  return { cookie, token, headers: { authorization: `Bearer ${token}` } };
}

const whoAmI = (headers: Record<string, string>, email: string) =>
  t.inject({ url: `/api/admin/${email}`, headers });

describe('signed-in devices', () => {
  it('lists each device with browser, system, times and a masked address, marking this one', async () => {
    const user = await createUser(t);
    const phone = await signInFrom(user.email, PHONE_UA, '203.0.113.77');
    await signInFrom(user.email, LAPTOP_UA, '198.51.100.23');
    const res = await t.inject({ url: '/api/sessions', headers: phone.headers });
    expect(res.statusCode).toBe(200);
    const devices = res.json() as {
      browser: string;
      os: string;
      place: string;
      current: boolean;
      signedInAt: string;
    }[];
    // createUser's own session, plus the two sign-ins.
    expect(devices).toHaveLength(3);
    const mine = devices.find((d) => d.current)!;
    expect(mine).toMatchObject({ browser: 'Chrome 120', os: 'Android 14', place: '203.0.113.x' });
    expect(devices.filter((d) => d.current)).toHaveLength(1);
    expect(devices).toContainEqual(
      expect.objectContaining({ browser: 'Firefox 128', os: 'Windows 10', place: '198.51.100.x' }),
    );
    expect(Number.isNaN(Date.parse(mine.signedInAt))).toBe(false);
    // Full addresses never leave the server.
    expect(res.body).not.toContain('203.0.113.77');
    expect(res.body).not.toContain('198.51.100.23');
  });

  it('signing one device out refuses its token at once; the others keep working', async () => {
    const user = await createUser(t);
    const phone = await signInFrom(user.email, PHONE_UA, '203.0.113.1');
    const laptop = await signInFrom(user.email, LAPTOP_UA, '198.51.100.1');
    const devices = (await t.inject({ url: '/api/sessions', headers: phone.headers })).json() as {
      id: string;
      browser: string;
    }[];
    const laptopId = devices.find((d) => d.browser === 'Firefox 128')!.id;
    expect((await whoAmI(laptop.headers, user.email)).statusCode).toBe(200);

    const ended = await t.inject({
      method: 'DELETE',
      url: `/api/sessions/${laptopId}`,
      headers: phone.headers,
    });
    expect(ended.json()).toEqual({ deletedCount: 1 });
    expect((await whoAmI(laptop.headers, user.email)).statusCode).toBe(401);
    expect((await whoAmI(phone.headers, user.email)).statusCode).toBe(200);
    // Its identity cookie is gone too: it cannot fetch a new token.
    const again = await t.inject({
      method: 'PUT',
      url: `/api/user/${user.email}`,
      headers: { cookie: laptop.cookie },
      payload: { email: user.email },
    });
    expect(again.statusCode).toBe(401);
  });

  it("cannot end somebody else's session", async () => {
    const alice = await createUser(t);
    const bob = await createUser(t);
    const res = await t.inject({
      method: 'DELETE',
      url: `/api/sessions/${bob.sessionId}`,
      headers: alice.headers,
    });
    expect(res.json()).toEqual({ deletedCount: 0 });
    expect((await whoAmI(bob.headers, bob.email)).statusCode).toBe(200);
    const list = (await t.inject({ url: '/api/sessions', headers: alice.headers })).json() as {
      id: string;
    }[];
    expect(list.map((d) => d.id)).toEqual([alice.sessionId]);
  });

  it('"sign out everywhere else" ends every other session and keeps this one', async () => {
    const user = await createUser(t);
    const phone = await signInFrom(user.email, PHONE_UA, '203.0.113.2');
    const laptop = await signInFrom(user.email, LAPTOP_UA, '198.51.100.2');
    const res = await t.inject({ method: 'DELETE', url: '/api/sessions', headers: phone.headers });
    expect(res.json()).toEqual({ deletedCount: 2 });
    expect((await whoAmI(laptop.headers, user.email)).statusCode).toBe(401);
    expect((await whoAmI(user.headers, user.email)).statusCode).toBe(401);
    expect((await whoAmI(phone.headers, user.email)).statusCode).toBe(200);
  });

  it('400 naming the field for a malformed session id', async () => {
    const user = await createUser(t);
    const res = await t.inject({
      method: 'DELETE',
      url: `/api/sessions/${'x'.repeat(65)}`,
      headers: user.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('id');
  });
});

describe('tokens end with their session', () => {
  it('a token stops working at once after sign-out (401)', async () => {
    const user = await createUser(t);
    const device = await signInFrom(user.email, PHONE_UA, '203.0.113.3');
    expect((await t.inject({ url: '/api/sessions', headers: device.headers })).statusCode).toBe(
      200,
    );
    const out = await t.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: device.cookie, origin: ORIGIN },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect((await t.inject({ url: '/api/sessions', headers: device.headers })).statusCode).toBe(
      401,
    );
    expect((await whoAmI(device.headers, user.email)).statusCode).toBe(401);
  });

  it('an admin token stops working at once when its user is deleted (401)', async () => {
    const superAdmin = await loginAs(t, 'superAdmin');
    const admin = await createUser(t, { role: 'admin' });
    expect((await t.inject({ url: '/api/users', headers: admin.headers })).statusCode).toBe(200);
    const del = await t.inject({
      method: 'DELETE',
      url: `/api/deleteUser/${admin.id}`,
      headers: superAdmin.headers,
    });
    expect(del.json()).toEqual({ deletedCount: 1 });
    expect((await t.inject({ url: '/api/users', headers: admin.headers })).statusCode).toBe(401);
  });

  it('refuses a correctly signed token without exp, without sid, or with a session of another user (401)', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const key = new TextEncoder().encode(t.config.AUTH_SECRET!);
    const base = () =>
      new SignJWT({ email: user.email, sid: user.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setAudience('roktosetu-api')
        .setIssuedAt();
    const noExp = await base().sign(key);
    const noSid = await new SignJWT({ email: user.email })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setAudience('roktosetu-api')
      .setExpirationTime('1h')
      .sign(key);
    const foreignSid = await new SignJWT({ email: user.email, sid: other.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setAudience('roktosetu-api')
      .setExpirationTime('1h')
      .sign(key);
    const good = await base().setExpirationTime('1h').sign(key);
    expect((await whoAmI({ authorization: `Bearer ${good}` }, user.email)).statusCode).toBe(200);
    for (const token of [noExp, noSid, foreignSid]) {
      expect((await whoAmI({ authorization: `Bearer ${token}` }, user.email)).statusCode).toBe(401);
    }
  });
});

describe('maskAddress', () => {
  it('keeps only the network of an address', () => {
    expect(maskAddress('203.0.113.77')).toBe('203.0.113.x');
    expect(maskAddress('::ffff:10.1.2.3')).toBe('10.1.2.x');
    expect(maskAddress('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::/48');
    expect(maskAddress('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(maskAddress(null)).toBeNull();
    expect(maskAddress('not an address')).toBeNull();
  });
});
