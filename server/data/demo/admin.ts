import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';

/** The demo super admin's account (server/demo.ts): found, removed and raised by its email. */

/** The account with exactly this email, if any. */
export async function demoAdminRow(db: Db, email: string) {
  const [existing] = await db.select().from(users).where(eq(users.email, email));
  return existing;
}

/** Removes the demo account (its sessions go with it). */
export async function deleteDemoAdmin(db: Db, id: string) {
  await db.delete(users).where(eq(users.id, id));
}

/** Removes the session of this token (the one sign-up opened and nobody holds). */
export async function deleteSessionByToken(db: Db, token: string) {
  await db.delete(sessions).where(eq(sessions.token, token));
}

export async function makeDemoAdminSuperAdmin(db: Db, email: string) {
  await db.update(users).set({ role: 'superAdmin' }).where(eq(users.email, email));
}
