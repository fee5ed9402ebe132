import type { Db } from '../db/client.ts';
import { deleteOtherSessions, deleteOwnSession } from '../data/sessions.ts';
import { runCommand, type Actor } from './command.ts';

/** Ends one of the caller's own sessions (another user's id ends nothing: 0). */
export async function signOutSession(
  db: Db,
  actor: Actor & { id: string },
  sessionId: string,
): Promise<number> {
  return runCommand(db, actor, async (tx, record) => {
    const ended = await deleteOwnSession(tx, actor.id, sessionId);
    if (ended.length)
      await record({
        action: 'signOut',
        target: 'session',
        targetId: sessionId,
        changes: { ended: 1 },
      });
    return ended.length;
  });
}

/** Ends every session of the caller but the one this call came from. */
export async function signOutEverywhereElse(
  db: Db,
  actor: Actor & { id: string },
  keepSessionId: string,
): Promise<number> {
  return runCommand(db, actor, async (tx, record) => {
    const ended = await deleteOtherSessions(tx, actor.id, keepSessionId);
    if (ended.length) {
      await record({
        action: 'signOut',
        target: 'session',
        targetId: null,
        changes: { everywhereElse: true, ended: ended.length },
      });
    }
    return ended.length;
  });
}
