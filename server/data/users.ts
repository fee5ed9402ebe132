import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Role } from '../../common/constants.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { containsPattern } from '../db/search.ts';

export type UserRecord = typeof users.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRecord | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return user;
}

export async function findUserById(db: Db, id: string): Promise<UserRecord | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

export async function setRole(db: Db, id: string, role: string): Promise<number> {
  const rows = await db
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(and(eq(users.id, id), sql`${users.role} <> ${role}`))
    .returning({ id: users.id });
  return rows.length;
}

export async function deleteUser(db: Db, id: string): Promise<number> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length;
}

export async function pageUsers(db: Db, options: { limit: number; page: number; search: string }) {
  const where = options.search
    ? or(
        ilike(users.name, containsPattern(options.search)),
        ilike(users.email, containsPattern(options.search)),
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(options.limit)
      .offset(options.page * options.limit),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The admins' list's rows: written as the partial index users_admins_created_idx says it. */
const isAdmin = sql`${users.role} in ('admin', 'superAdmin')`;

/** One page of admins and super admins, newest first, counted and paged in SQL. */
export async function pageAdmins(db: Db, options: { limit: number; page: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(isAdmin)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(options.limit)
      .offset(options.page * options.limit),
    db.select({ n: count() }).from(users).where(isAdmin),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Deletes the accounts carrying this address (compared without case); the rows deleted. */
export function deleteUsersByEmail(db: Db, email: string) {
  return db
    .delete(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .returning();
}

/** The account, locked for a change (inside the change's transaction). */
export async function lockUser(db: Db, id: string): Promise<UserRecord | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

/** Gives the account a role; the row as changed. */
export async function setUserRole(db: Db, id: string, role: Role) {
  const [after] = await db
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return after;
}

/** Deletes the account; the row deleted, if there was one. */
export async function deleteUserById(db: Db, id: string): Promise<UserRecord | undefined> {
  const [deleted] = await db.delete(users).where(eq(users.id, id)).returning();
  return deleted;
}
