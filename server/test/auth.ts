import { eq } from 'drizzle-orm';
import type { Role } from '../../common/constants.ts';
import { users } from '../db/schema.ts';
import type { TestApp } from './app.ts';

export type TestRole = Role | 'owner';

export interface TestUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  token: string;
  headers: { authorization: string };
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
  const { user } = await t.app.identity.api.signUpEmail({
    body: { email, name, password: options.password ?? 'password-123' },
  });
  await t.db.update(users).set({ role }).where(eq(users.id, user.id));
  const token = await t.app.accessTokens.issue({ id: user.id, email });
  return { id: user.id, email, name, role, token, headers: { authorization: `Bearer ${token}` } };
}

/** Signs in as one of the five callers of the authorization matrix (anonymous is no headers). */
export async function loginAs(t: TestApp, role: TestRole): Promise<TestUser> {
  if (role === 'owner') {
    const email = t.config.OWNER_EMAIL!;
    const [existing] = await t.db.select().from(users).where(eq(users.email, email));
    if (!existing) return createUser(t, { role: 'superAdmin', email, name: 'Owner' });
    await t.db.update(users).set({ role: 'superAdmin' }).where(eq(users.id, existing.id));
    const token = await t.app.accessTokens.issue(existing);
    return { ...existing, role: 'superAdmin', token, headers: { authorization: `Bearer ${token}` } };
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
