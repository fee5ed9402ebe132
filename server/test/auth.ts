import { eq } from 'drizzle-orm';
import type { Role } from '../../common/constants.ts';
import { recordOwner } from '../auth/owner.ts';
import { sessions, users } from '../db/schema.ts';
import type { TestApp } from './app.ts';

export type TestRole = Role | 'owner';

export interface TestUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  /** The identity session the token is tied to. */
  sessionId: string;
  token: string;
  headers: { authorization: string };
}

/** A new identity session for the user (as a sign-in makes) and a product token tied to it. */
export async function signIn(t: TestApp, user: { id: string; email: string }, userAgent?: string) {
  const identity = await t.app.identity.$context;
  const session = await identity.internalAdapter.createSession(
    user.id,
    false,
    userAgent ? { userAgent } : undefined,
  );
  const token = await t.app.accessTokens.issue(user, session.id);
  return { sessionId: session.id, token, headers: { authorization: `Bearer ${token}` } };
}

let counter = 0;

/** A user made through the identity service, given `role` in the database, with a product token. */
export async function createUser(
  t: TestApp,
  options: { role?: Role; email?: string; name?: string; password?: string } = {},
): Promise<TestUser> {
  counter += 1;
  const email = options.email ?? `user${counter}-${Date.now()}@example.com`;
  const name = options.name ?? `Test User ${counter}`;
  const role = options.role ?? 'user';
  const { user, token: sessionToken } = await t.app.identity.api.signUpEmail({
    body: { email, name, password: options.password ?? 'password-123' },
  });
  await t.db.update(users).set({ role }).where(eq(users.id, user.id));
  // Sign-up signs the new user in: the token is tied to that session, the user's only one.
  const [session] = await t.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.token, sessionToken!));
  const token = await t.app.accessTokens.issue({ id: user.id, email }, session!.id);
  return {
    id: user.id,
    email,
    name,
    role,
    sessionId: session!.id,
    token,
    headers: { authorization: `Bearer ${token}` },
  };
}

/** Signs in as one of the five callers of the authorization matrix (anonymous is no headers). */
export async function loginAs(t: TestApp, role: TestRole): Promise<TestUser> {
  if (role === 'owner') {
    // The proven owner: the OWNER_EMAIL account recorded as having shown its proof.
    const email = t.config.OWNER_EMAIL!;
    const [existing] = await t.db.select().from(users).where(eq(users.email, email));
    const owner = existing
      ? { ...existing, role: 'superAdmin' as const, ...(await signIn(t, existing)) }
      : await createUser(t, { role: 'superAdmin', email, name: 'Owner' });
    await recordOwner(t.db, { userId: owner.id, keepSessionId: owner.sessionId });
    return owner;
  }
  return createUser(t, { role });
}

/** A user, an admin and a super admin, signed in in that order: most route tests need these. */
export async function loginCallers(t: TestApp) {
  const user = await loginAs(t, 'user');
  const admin = await loginAs(t, 'admin');
  const superAdmin = await loginAs(t, 'superAdmin');
  return { user, admin, superAdmin };
}
