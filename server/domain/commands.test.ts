import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { auditEvents, users } from '../db/schema.ts';
import { startTestApp, type TestApp } from '../test/app.ts';
import { createUser, loginAs, type TestUser } from '../test/auth.ts';
import { failAuditOf } from '../test/audit-failure.ts';

/**
 * Every change and its audit event are one transaction (docs/decisions/034): when the event cannot
 * be written, the change is rolled back and the caller is told it failed; when it can, the event
 * holds the change as stored.
 */
let t: TestApp;
let superAdmin: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  superAdmin = await loginAs(t, 'superAdmin');
});
afterAll(() => t.close());

const lastEvent = async (action: string, targetId?: string) => {
  const [row] = await t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), targetId ? eq(auditEvents.targetId, targetId) : undefined))
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(1);
  return row;
};

/** Runs `call` while the audit insert of `action` fails; the call must answer 500. */
async function withFailingAudit(action: string, call: () => Promise<{ statusCode: number; body: string }>) {
  const restore = await failAuditOf(t.db, action);
  try {
    const res = await call();
    expect(res.statusCode, res.body).toBe(500);
  } finally {
    await restore();
  }
}

describe('users', () => {
  it('a role grant whose event cannot be written changes nothing; written, it holds before and after', async () => {
    const target = await createUser(t);
    const grant = () => t.inject({ method: 'PUT', url: `/api/user/admin/${target.email}`, headers: superAdmin.headers });
    await withFailingAudit('roleChange', grant);
    const [still] = await t.db.select({ role: users.role }).from(users).where(eq(users.id, target.id));
    expect(still?.role).toBe('user');

    expect((await grant()).statusCode).toBe(200);
    expect((await lastEvent('roleChange', target.email))?.changes).toEqual({ role: { from: 'user', to: 'admin' } });
  });

  it('a user deletion whose event cannot be written deletes nothing; written, it keeps who was deleted', async () => {
    const target = await createUser(t);
    const remove = () => t.inject({ method: 'DELETE', url: `/api/deleteUser/${target.id}`, headers: superAdmin.headers });
    await withFailingAudit('delete', remove);
    expect(await t.db.select().from(users).where(eq(users.id, target.id))).toHaveLength(1);

    const res = await remove();
    expect(res.json()).toEqual({ deletedCount: 1 });
    expect((await lastEvent('delete', target.id))?.changes).toMatchObject({ email: target.email, role: 'user' });
  });
});
