import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerSetupCode, provenOwnerId } from '../../auth/owner.ts';
import { accounts, auditEvents, meta, unitMembers, units, users } from '../../db/schema.ts';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { createUser, loginAs } from '../../test/auth.ts';

const ORIGIN = 'http://localhost:3000';

const cookieOf = (res: { headers: Record<string, unknown> }) =>
  [res.headers['set-cookie']]
    .flat()
    .filter(Boolean)
    .map((c) => String(c).split(';')[0])
    .join('; ');

function helpers(app: () => TestApp) {
  const signInWith = async (email: string, password: string) => {
    const res = await app().inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: ORIGIN },
      payload: { email, password },
    });
    return { status: res.statusCode, cookie: cookieOf(res) };
  };
  const tokenFor = async (email: string, cookie: string) => {
    const res = await app().inject({
      method: 'PUT',
      url: `/api/user/${email}`,
      headers: { cookie },
      payload: { email },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { authorization: `Bearer ${res.json().token as string}` };
  };
  const roleOf = async (email: string, headers: Record<string, string>) =>
    (await app().inject({ url: `/api/admin/${email}`, headers })).json().role as string;
  const claim = (headers: Record<string, string>, payload: object) =>
    app().inject({ method: 'POST', url: '/api/owner/claim', headers, payload });
  return { signInWith, tokenFor, roleOf, claim };
}

/** The account's memberships, with the installation's only unit's id (migration 0020 made it). */
async function membershipsOf(t: TestApp, userId: string) {
  const live = await t.db.select({ id: units.id }).from(units).where(isNull(units.archivedAt));
  expect(live).toHaveLength(1);
  const rows = await t.db
    .select({ unitId: unitMembers.unitId, role: unitMembers.role })
    .from(unitMembers)
    .where(eq(unitMembers.userId, userId));
  return { onlyUnit: live[0]!.id, rows };
}

describe('owner proof by the setup code', () => {
  let t: TestApp;
  const h = helpers(() => t);
  beforeAll(async () => {
    t = await startTestApp({ AUTH_RATE_LIMIT: '1000' });
  });
  afterAll(() => t.close());

  it('a squatter who signed up first stays an ordinary user, and is locked out once the owner proves it', async () => {
    const email = t.config.OWNER_EMAIL!;
    const squatterPassword = 'squatter-pass';
    const signUp = await t.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: ORIGIN },
      payload: { email, password: squatterPassword, name: 'Squatter' },
    });
    expect(signUp.statusCode).toBe(200);
    const squatter = await h.tokenFor(email, cookieOf(signUp));
    expect(await h.roleOf(email, squatter)).toBe('user');

    // Not the owner: an ordinary super admin may demote or delete the unproven account.
    const superAdmin = await loginAs(t, 'superAdmin');
    const admins = await t.inject({ url: '/api/users?limit=50', headers: superAdmin.headers });
    const row = (admins.json().users as { email: string; isOwner: boolean }[]).find(
      (u) => u.email === email,
    )!;
    expect(row.isOwner).toBe(false);

    const status = await t.inject({ url: '/api/owner', headers: squatter });
    expect(status.json()).toEqual({ canClaim: true, isOwner: false, needsNewPassword: true });

    // The real owner got in (here: knows the password the squatter chose) on another device.
    const ownerDevice = await h.signInWith(email, squatterPassword);
    const owner = await h.tokenFor(email, ownerDevice.cookie);
    const code = await ownerSetupCode(t.db);
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);

    const wrong = await h.claim(owner, { code: 'AAAA-BBBB-CCCC', newPassword: 'owner-pass-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().field).toBe('code');
    const noPassword = await h.claim(owner, { code });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().field).toBe('newPassword');
    const shortPassword = await h.claim(owner, { code, newPassword: '123' });
    expect(shortPassword.json().field).toBe('newPassword');
    expect(await provenOwnerId(t.db, email)).toBeNull();

    // Letter case and spacing of the typed code do not matter.
    const claimed = await h.claim(owner, {
      code: ` ${code.toLowerCase()} `,
      newPassword: 'owner-pass-1',
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(await h.roleOf(email, owner)).toBe('superAdmin');
    // Like any new admin of a single community, the owner works in its only unit (recorded).
    const ownerRow = (await t.db.select().from(users).where(eq(users.email, email)))[0]!;
    const { onlyUnit, rows } = await membershipsOf(t, ownerRow.id);
    expect(rows).toEqual([{ unitId: onlyUnit, role: 'admin' }]);
    const joined = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'addMember'), eq(auditEvents.targetId, onlyUnit)));
    expect(joined.map((event) => event.changes)).toEqual([{ email, role: 'admin' }]);
    expect((await t.inject({ url: '/api/owner', headers: owner })).json()).toEqual({
      canClaim: false,
      isOwner: true,
      needsNewPassword: false,
    });

    // The squatter's session is ended, and their password no longer opens the account.
    expect((await t.inject({ url: `/api/admin/${email}`, headers: squatter })).statusCode).toBe(
      401,
    );
    expect((await h.signInWith(email, squatterPassword)).status).toBe(401);
    expect((await h.signInWith(email, 'owner-pass-1')).status).toBe(200);

    // Once only: the code is used up, and the proven owner is protected.
    expect(await t.db.select().from(meta).where(eq(meta.key, 'owner-setup-code'))).toHaveLength(0);
    expect((await h.claim(owner, { code, newPassword: 'owner-pass-2' })).statusCode).toBe(409);
    const demote = await t.inject({
      method: 'PATCH',
      url: `/api/admin/accessibility/${email}`,
      headers: superAdmin.headers,
      payload: { role: 'admin' },
    });
    expect(demote.statusCode).toBe(403);
  });

  it('only the account with the owner address may use the code', async () => {
    const other = await createUser(t);
    const res = await h.claim(other.headers, { code: 'AAAA-BBBB-CCCC' });
    expect(res.statusCode).toBe(403);
    expect((await t.inject({ url: '/api/owner', headers: other.headers })).json()).toEqual({
      canClaim: false,
      isOwner: false,
      needsNewPassword: false,
    });
  });
});

describe('owner proof by a verified Google / OpenID sign-in', () => {
  let t: TestApp;
  const h = helpers(() => t);
  beforeAll(async () => {
    t = await startTestApp({ AUTH_RATE_LIMIT: '1000' });
  });
  afterAll(() => t.close());

  it('counts only when the provider verified the address, and ends the other sessions', async () => {
    const email = t.config.OWNER_EMAIL!;
    const account = await createUser(t, { email, password: 'owner-pass-1' });
    const otherDevice = await h.signInWith(email, 'owner-pass-1');
    const other = await h.tokenFor(email, otherDevice.cookie);

    // Linked to a provider, but the address is not verified: no proof.
    await t.db.insert(accounts).values({
      id: crypto.randomUUID(),
      accountId: 'google-sub-1',
      providerId: 'google',
      userId: account.id,
    });
    const first = await h.signInWith(email, 'owner-pass-1');
    expect(await h.roleOf(email, await h.tokenFor(email, first.cookie))).toBe('user');

    // The provider said the address is verified (what a Google sign-in records): proof.
    await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, account.id));
    const proven = await h.signInWith(email, 'owner-pass-1');
    const owner = await h.tokenFor(email, proven.cookie);
    expect(await h.roleOf(email, owner)).toBe('superAdmin');
    expect(await provenOwnerId(t.db, email)).toBe(account.id);
    const { onlyUnit, rows } = await membershipsOf(t, account.id);
    expect(rows).toEqual([{ unitId: onlyUnit, role: 'admin' }]);
    const events = await t.db
      .select({ action: auditEvents.action, actorId: auditEvents.actorId })
      .from(auditEvents)
      .where(eq(auditEvents.actorId, account.id));
    expect(events.map((event) => event.action).sort()).toEqual(['addMember', 'claimOwner']);
    expect((await t.inject({ url: `/api/admin/${email}`, headers: other })).statusCode).toBe(401);
  });

  it('a verified address without a provider account is no proof', async () => {
    const t2 = await startTestApp({ OWNER_EMAIL: 'second-owner@roktosetu.test' });
    try {
      const user = await createUser(t2, { email: 'second-owner@roktosetu.test' });
      await t2.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
      const signIn = await helpers(() => t2).signInWith(user.email, 'password-123');
      const headers = await helpers(() => t2).tokenFor(user.email, signIn.cookie);
      expect(await helpers(() => t2).roleOf(user.email, headers)).toBe('user');
      const linked = await t2.db
        .select()
        .from(accounts)
        .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, 'google')));
      expect(linked).toHaveLength(0);
    } finally {
      await t2.close();
    }
  });
});

describe('the owner code at once from two places, and a changed OWNER_EMAIL', () => {
  let t: TestApp;
  const h = helpers(() => t);
  beforeAll(async () => {
    t = await startTestApp({ AUTH_RATE_LIMIT: '1000' });
  });
  afterAll(() => t.close());

  it('accepts the code once when two devices send it together', async () => {
    const email = t.config.OWNER_EMAIL!;
    const owner = await createUser(t, { email, password: 'owner-pass-1' });
    const second = await h.tokenFor(email, (await h.signInWith(email, 'owner-pass-1')).cookie);
    const code = await ownerSetupCode(t.db);
    const results = await Promise.all([
      h.claim(owner.headers, { code, newPassword: 'owner-pass-2' }),
      h.claim(second, { code, newPassword: 'owner-pass-3' }),
    ]);
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect(statuses[1]).toBeGreaterThanOrEqual(400);
    expect(statuses[1]).toBeLessThan(500);
    expect(await provenOwnerId(t.db, email)).toBe(owner.id);
  });

  it('a proof for one address counts for nothing once OWNER_EMAIL names another', async () => {
    const owner = await loginAs(t, 'owner');
    expect(await provenOwnerId(t.db, owner.email)).toBe(owner.id);
    expect(await provenOwnerId(t.db, 'someone-else@roktosetu.test')).toBeNull();
    expect(await provenOwnerId(t.db, undefined)).toBeNull();
  });
});
