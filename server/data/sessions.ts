import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema.ts';

export type SessionRecord = Pick<
  typeof sessions.$inferSelect,
  'id' | 'createdAt' | 'updatedAt' | 'ipAddress' | 'userAgent'
>;

/** The user's live sessions, most recently seen first. */
export function listSessions(db: Db, userId: string): Promise<SessionRecord[]> {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.updatedAt), desc(sessions.id))
    .limit(100);
}

/** A token was issued under this session: note when and from where it was last seen. */
export async function touchSession(db: Db, sessionId: string, ipAddress: string | undefined) {
  await db
    .update(sessions)
    .set({ updatedAt: new Date(), ...(ipAddress ? { ipAddress } : {}) })
    .where(eq(sessions.id, sessionId));
}

/** Deletes one of the user's own sessions (another user's id deletes nothing); the ids deleted. */
export function deleteOwnSession(db: Db, userId: string, sessionId: string) {
  return db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId)))
    .returning({ id: sessions.id });
}

/** Deletes every session of the user but the one kept; the ids deleted. */
export function deleteOtherSessions(db: Db, userId: string, keepSessionId: string) {
  return db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
}
