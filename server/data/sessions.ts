import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import { scopeOf, scopeQuery, type ScopeRow } from './scope.ts';

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

/**
 * The account behind an access token: only while the identity session it was issued under still
 * exists and has not expired (so sign-out, an ended session or a deleted account refuse the token
 * at once, on every instance). One row or none.
 */
function liveAccount(db: Db, userId: string, sessionId: string) {
  return db
    .select({ id: users.id, email: users.email, name: users.name, role: users.role })
    .from(users)
    .innerJoin(sessions, eq(sessions.userId, users.id))
    .where(
      and(eq(users.id, userId), eq(sessions.id, sessionId), gt(sessions.expiresAt, sql`now()`)),
    );
}

/** The account behind an access token (liveAccount), in one query. */
export async function accountOfLiveSession(db: Db, userId: string, sessionId: string) {
  const [user] = await liveAccount(db, userId, sessionId);
  return user;
}

/**
 * The account behind an access token (liveAccount) and, in the same statement, the scope it works
 * in (server/data/scope.ts): a scoped route's access check in one round trip.
 */
export async function accountAndScopeOfLiveSession(db: Db, userId: string, sessionId: string) {
  const [row] = await rowsOf<{ id: string; email: string; name: string; role: string } & ScopeRow>(
    db,
    scopeQuery(userId, liveAccount(db, userId, sessionId)),
  );
  if (!row) return undefined;
  const { id, email, name, role } = row;
  return { user: { id, email, name, role }, scope: scopeOf(role, row) };
}
