import type { AuditAction } from '../../common/constants.ts';
import type { Db, Tx } from '../db/client.ts';
import { insertAuditEvent } from '../data/audit.ts';
import { EVERYTHING, type Scope } from '../data/scope.ts';

export type { Tx };

/** Who makes a change: a signed-in caller, a donor through their private link, or the server itself. */
export interface Actor {
  id: string | null;
  email: string | null;
  /**
   * The donors and requests the actor may touch (a scoped route's caller, server/data/scope.ts);
   * absent: everything (the server's own work, a public form, a donor's own link).
   */
  scope?: Scope;
}

export const SYSTEM_ACTOR: Actor = { id: null, email: null };

/** The actor of an HTTP call: its signed-in caller (with its scope on a scoped route), or nobody (a public form). */
export const actorOf = (request: {
  caller?: { id: string; email: string } | null;
  scope?: Scope | null;
}): Actor =>
  request.caller
    ? {
        id: request.caller.id,
        email: request.caller.email,
        ...(request.scope ? { scope: request.scope } : {}),
      }
    : SYSTEM_ACTOR;

/** What a command may touch: the actor's scope, or everything when it has none. */
export const scopeOf = (actor: Actor): Scope => actor.scope ?? EVERYTHING;

/** What an audit event says: the change as stored, never the raw request. */
export interface AuditRecord {
  action: AuditAction;
  target: string;
  targetId: string | null;
  changes?: Record<string, unknown> | null;
}

/**
 * Runs one change and its audit events in one transaction: the command writes through `tx` and
 * calls `record` for what it stored; if writing an event fails, the change is rolled back with it.
 * Routes, imports, alerts and scripts all change data this way (docs/decisions/034).
 */
export async function runCommand<T>(
  db: Db,
  actor: Actor,
  work: (tx: Tx, record: (event: AuditRecord) => Promise<void>) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const record = async (event: AuditRecord) => {
      await insertAuditEvent(tx, {
        actorId: actor.id,
        actorEmail: actor.email,
        action: event.action,
        target: event.target,
        targetId: event.targetId,
        changes: event.changes && Object.keys(event.changes).length ? event.changes : null,
      });
    };
    return work(tx, record);
  });
}
