import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { createUser, loginAs, type TestUser } from '../../test/auth.ts';
import { findUserByEmail, setRole } from '../../data/users.ts';

let t: TestApp;
const ORIGIN = { origin: 'http://localhost:3000' };

beforeAll(async () => {
  t = await startTestApp({ AUTH_RATE_LIMIT: '5' });
});
afterAll(() => t.close());

async function signUp(
  email: string,
  password = 'secret-123',
  name = 'নতুন ব্যবহারকারী',
  remoteAddress?: string,
) {
  const res = await t.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: ORIGIN,
    ...(remoteAddress ? { remoteAddress } : {}),
    payload: { email, password, name, role: 'superAdmin' },
  });
  const cookie = [res.headers['set-cookie']]
    .flat()
    .filter(Boolean)
    .map((c) => String(c).split(';')[0])
    .join('; ');
  return { res, cookie };
}

describe('sign-up and the product token', () => {
  it('exchanges the identity session for a token that answers the admin check', async () => {
    const { res, cookie } = await signUp('reader@example.com');
    expect(res.statusCode).toBe(200);
    expect(cookie).toContain('session_token');

    const put = await t.inject({
      method: 'PUT',
      url: '/api/user/reader@example.com',
      headers: { cookie },
      payload: { email: 'reader@example.com', name: 'Reader', role: 'superAdmin' },
    });
    expect(put.statusCode).toBe(200);
    const { token } = put.json();
    expect(typeof token).toBe('string');

    // The sign-up body's role and the PUT body's role are both ignored.
    const check = await t.inject({
      url: '/api/admin/reader@example.com',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(check.json()).toEqual({ admin: false, role: 'user' });
  });

  it("refuses a token for somebody else's email, and without a session", async () => {
    const { cookie } = await signUp('mallory@example.com');
    const other = await t.inject({
      method: 'PUT',
      url: '/api/user/reader@example.com',
      headers: { cookie },
      payload: { email: 'reader@example.com' },
    });
    expect(other.statusCode).toBe(403);
    const none = await t.inject({
      method: 'PUT',
      url: '/api/user/mallory@example.com',
      payload: { email: 'mallory@example.com' },
    });
    expect(none.statusCode).toBe(401);
  });

  it('gives the OWNER_EMAIL address no rights until its owner proves it (signing up is no proof)', async () => {
    const { cookie } = await signUp(t.config.OWNER_EMAIL!);
    const put = await t.inject({
      method: 'PUT',
      url: `/api/user/${t.config.OWNER_EMAIL}`,
      headers: { cookie },
      payload: { email: t.config.OWNER_EMAIL },
    });
    const check = await t.inject({
      url: `/api/admin/${t.config.OWNER_EMAIL}`,
      headers: { authorization: `Bearer ${put.json().token}` },
    });
    expect(check.json()).toEqual({ admin: false, role: 'user' });
  });

  it('refuses passwords shorter than 6 characters', async () => {
    const { res } = await signUp('short@example.com', '12345');
    expect(res.statusCode).toBe(400);
  });

  it('refuses forged and expired tokens with 401', async () => {
    const user = await createUser(t);
    const forged = await new SignJWT({ email: user.email })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setAudience('roktosetu-api')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-server-secret-not-the-server-secret'));
    const expired = await new SignJWT({ email: user.email })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setAudience('roktosetu-api')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(t.config.AUTH_SECRET!));
    for (const token of [forged, expired, 'garbage']) {
      const res = await t.inject({
        url: `/api/admin/${user.email}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it('rate limits sign-in attempts per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { ...ORIGIN, 'x-forwarded-for': '' },
        payload: { email: 'nobody@example.com', password: 'wrong-password' },
        remoteAddress: '10.9.9.9',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('the one call on load: PUT /api/token', () => {
  // Sign-ups from an address of their own: the identity service limits them per address.
  const signUpHere = (email: string, name?: string) =>
    signUp(email, 'secret-123', name, '10.7.7.7');
  const tokenFor = (cookie?: string, payload: unknown = {}) =>
    t.inject({
      method: 'PUT',
      url: '/api/token',
      headers: cookie ? { cookie } : {},
      payload: payload as object,
    });

  it('answers who is signed in, their role and a working token, from the session cookie alone', async () => {
    const { cookie } = await signUpHere('onload@example.com', 'On Load');
    const res = await tokenFor(cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      user: { email: 'onload@example.com', name: 'On Load', image: null },
      admin: false,
      role: 'user',
    });
    const check = await t.inject({
      url: '/api/admin/onload@example.com',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(check.json()).toEqual({ admin: false, role: 'user' });
  });

  it("carries an admin's role, as the original call PUT /api/user/{email} now does too", async () => {
    const { cookie } = await signUpHere('onload-admin@example.com');
    const user = await findUserByEmail(t.app.db, 'onload-admin@example.com');
    await setRole(t.app.db, user!.id, 'admin');
    expect((await tokenFor(cookie)).json()).toMatchObject({ admin: true, role: 'admin' });
    const put = await t.inject({
      method: 'PUT',
      url: '/api/user/onload-admin@example.com',
      headers: { cookie },
      payload: { email: 'onload-admin@example.com' },
    });
    expect(put.json()).toMatchObject({ admin: true, role: 'admin' });
    expect(typeof put.json().token).toBe('string');
  });

  it('answers { user: null } and no token without a session (every visitor of a public page asks)', async () => {
    const res = await tokenFor();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
    expect((await tokenFor('better-auth.session_token=forged.value')).json()).toEqual({
      user: null,
    });
  });

  it('refuses a body with anything in it, naming the field', async () => {
    const res = await tokenFor(undefined, { role: 'superAdmin' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('role');
  });

  it('the role in the answer opens nothing: each call reads the role again', async () => {
    const { cookie } = await signUpHere('onload-demoted@example.com');
    const user = await findUserByEmail(t.app.db, 'onload-demoted@example.com');
    await setRole(t.app.db, user!.id, 'admin');
    const { token, role } = (await tokenFor(cookie)).json();
    expect(role).toBe('admin');
    const headers = { authorization: `Bearer ${token}` };
    expect((await t.inject({ url: '/api/users', headers })).statusCode).toBe(200);
    await setRole(t.app.db, user!.id, 'user');
    expect((await t.inject({ url: '/api/users', headers })).statusCode).toBe(403);
  });
});

describe('the admin check', () => {
  it('lets admins ask about anyone, and ordinary users only about themselves', async () => {
    const user = await createUser(t);
    const admin = await createUser(t, { role: 'admin' });
    const self = await t.inject({ url: `/api/admin/${user.email}`, headers: user.headers });
    expect(self.json()).toEqual({ admin: false, role: 'user' });
    const other = await t.inject({ url: `/api/admin/${admin.email}`, headers: user.headers });
    expect(other.statusCode).toBe(403);
    const byAdmin = await t.inject({ url: `/api/admin/${user.email}`, headers: admin.headers });
    expect(byAdmin.json()).toEqual({ admin: false, role: 'user' });
  });
});

describe('users and roles', () => {
  let superAdmin: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    superAdmin = await loginAs(t, 'superAdmin');
    admin = await loginAs(t, 'admin');
  });

  it('pages and searches users in SQL, treating % and _ literally', async () => {
    await createUser(t, { name: 'রহিম উদ্দিন', email: 'rahim@example.com' });
    await createUser(t, { name: 'Karim 100%', email: 'karim@example.com' });
    const bn = await t.inject({
      url: '/api/users?userSearchData=রহিম&limit=10',
      headers: admin.headers,
    });
    expect(bn.json().users.map((u: { email: string }) => u.email)).toEqual(['rahim@example.com']);
    const pct = await t.inject({ url: '/api/users?userSearchData=100%25', headers: admin.headers });
    expect(pct.json().users.map((u: { email: string }) => u.email)).toEqual(['karim@example.com']);
    const page = await t.inject({ url: '/api/users?limit=2&pageNumber=0', headers: admin.headers });
    expect(page.json().users).toHaveLength(2);
    expect(page.json().pageCount).toBeGreaterThan(1);
    const bad = await t.inject({ url: '/api/users?limit=1000', headers: admin.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('limit');
  });

  it('lets only a super admin make an admin, promote and demote, with the product messages', async () => {
    const user = await createUser(t);
    const denied = await t.inject({
      method: 'PUT',
      url: `/api/user/admin/${user.email}`,
      headers: admin.headers,
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('Super Admin Can Only Create Admin');

    const made = await t.inject({
      method: 'PUT',
      url: `/api/user/admin/${user.email}`,
      headers: superAdmin.headers,
    });
    expect(made.json()).toEqual({ modifiedCount: 1 });

    const promoteDenied = await t.inject({
      method: 'PATCH',
      url: `/api/admin/accessibility/${user.email}`,
      headers: admin.headers,
      payload: { role: 'superAdmin' },
    });
    expect(promoteDenied.json().message).toBe('Super Admin Can Only Create Super Admin');
    const demoteDenied = await t.inject({
      method: 'PATCH',
      url: `/api/admin/accessibility/${user.email}`,
      headers: admin.headers,
      payload: { role: 'admin' },
    });
    expect(demoteDenied.json().message).toBe('Super Admin Can Only Demote To Admin');

    const promoted = await t.inject({
      method: 'PATCH',
      url: `/api/admin/accessibility/${user.email}`,
      headers: superAdmin.headers,
      payload: { role: 'superAdmin' },
    });
    expect(promoted.json()).toEqual({ modifiedCount: 1 });
    const bad = await t.inject({
      method: 'PATCH',
      url: `/api/admin/accessibility/${user.email}`,
      headers: superAdmin.headers,
      payload: { role: 'owner' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('role');
  });

  it("applies a role change on the caller's next request, with the same token", async () => {
    const user = await createUser(t);
    expect((await t.inject({ url: '/api/users', headers: user.headers })).statusCode).toBe(403);
    await t.inject({
      method: 'PUT',
      url: `/api/user/admin/${user.email}`,
      headers: superAdmin.headers,
    });
    expect((await t.inject({ url: '/api/users', headers: user.headers })).statusCode).toBe(200);
  });

  it('protects the owner and forbids changing your own role', async () => {
    const owner = await loginAs(t, 'owner');
    const demote = await t.inject({
      method: 'PATCH',
      url: `/api/admin/accessibility/${owner.email}`,
      headers: superAdmin.headers,
      payload: { role: 'admin' },
    });
    expect(demote.statusCode).toBe(403);
    const del = await t.inject({
      method: 'DELETE',
      url: `/api/deleteUser/${owner.id}`,
      headers: superAdmin.headers,
    });
    expect(del.statusCode).toBe(403);
    const self = await t.inject({
      method: 'PATCH',
      url: `/api/admin/accessibility/${superAdmin.email}`,
      headers: superAdmin.headers,
      payload: { role: 'admin' },
    });
    expect(self.statusCode).toBe(403);
    const check = await t.inject({ url: `/api/admin/${owner.email}`, headers: owner.headers });
    expect(check.json().role).toBe('superAdmin');
  });

  it('lets admins delete ordinary users but only super admins delete admins', async () => {
    const user = await createUser(t);
    const otherAdmin = await createUser(t, { role: 'admin' });
    const deleted = await t.inject({
      method: 'DELETE',
      url: `/api/deleteUser/${user.id}`,
      headers: admin.headers,
    });
    expect(deleted.json()).toEqual({ deletedCount: 1 });
    const refused = await t.inject({
      method: 'DELETE',
      url: `/api/deleteUser/${otherAdmin.id}`,
      headers: admin.headers,
    });
    expect(refused.statusCode).toBe(403);
    const bySuper = await t.inject({
      method: 'DELETE',
      url: `/api/deleteUser/${otherAdmin.id}`,
      headers: superAdmin.headers,
    });
    expect(bySuper.json()).toEqual({ deletedCount: 1 });
    // The deleted admin's token no longer works.
    expect((await t.inject({ url: '/api/users', headers: otherAdmin.headers })).statusCode).toBe(
      401,
    );
  });

  it('lists admins and super admins, newest first', async () => {
    const res = await t.inject({ url: '/api/all-admin', headers: admin.headers });
    const roles = new Set(res.json().map((u: { role: string }) => u.role));
    expect([...roles].every((r) => r === 'admin' || r === 'superAdmin')).toBe(true);
  });
});
