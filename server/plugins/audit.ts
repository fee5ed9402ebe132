import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SIGN_IN_FAILURE_WINDOW_MS } from '../../common/constants.ts';
import { auditEntryFor, changesOf, type AuditEntry } from '../audit-actions.ts';
import type { Db } from '../db/client.ts';
import { auditEvents } from '../db/schema.ts';

declare module 'fastify' {
  interface FastifyInstance {
    audit: AuditTrail;
  }
}

type NewEvent = typeof auditEvents.$inferInsert;

/** Accounts with failed sign-ins kept in memory before the window is written out early. */
const MAX_PENDING_ACCOUNTS = 5_000;

export interface AuditTrail {
  record(event: NewEvent): Promise<void>;
  /** Writes the failed sign-ins counted so far, one event per account (also at every window's end and at close). */
  flushSignInFailures(now?: Date): Promise<void>;
}

interface Failures {
  count: number;
  firstAt: Date;
  lastAt: Date;
}

/**
 * The audit trail: one hook on every changing /api route writes the event that
 * server/audit-actions.ts declares for it, before the answer leaves, so that a reader sees it at
 * once. A route with no entry stops the server at start.
 */
export function registerAuditTrail(app: FastifyInstance) {
  const db: Db = app.db;
  const failures = new Map<string, Failures>();

  const trail: AuditTrail = {
    async record(event) {
      await db.insert(auditEvents).values(event);
    },
    async flushSignInFailures(now = new Date()) {
      if (!failures.size) return;
      const batch = [...failures.entries()];
      failures.clear();
      await db.insert(auditEvents).values(
        batch.map(([email, f]) => ({
          at: now,
          actorEmail: email,
          action: 'signInFailed',
          target: 'account',
          targetId: email,
          changes: { count: f.count, firstAt: f.firstAt.toISOString(), lastAt: f.lastAt.toISOString() },
        })),
      );
    },
  };
  app.decorate('audit', trail);

  const timer = setInterval(() => {
    trail.flushSignInFailures().catch((error: Error) => app.log.error({ err: error }, 'audit flush failed'));
  }, SIGN_IN_FAILURE_WINDOW_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await trail.flushSignInFailures();
  });

  const countFailure = (email: string) => {
    const now = new Date();
    const seen = failures.get(email);
    if (seen) {
      seen.count += 1;
      seen.lastAt = now;
      return;
    }
    failures.set(email, { count: 1, firstAt: now, lastAt: now });
    // Many made-up addresses must not grow memory without bound: write the window out early.
    if (failures.size >= MAX_PENDING_ACCOUNTS) {
      trail.flushSignInFailures().catch((error: Error) => app.log.error({ err: error }, 'audit flush failed'));
    }
  };

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter(
      (m) => m !== 'GET' && m !== 'HEAD' && m !== 'OPTIONS',
    );
    for (const method of methods) {
      const entry = auditEntryFor(method, route.url);
      if (!entry) throw new Error(`No audit entry for ${method} ${route.url} in server/audit-actions.ts`);
    }
    if (!methods.length) return;
    const previous = route.onSend ? [route.onSend].flat() : [];
    route.onSend = [
      ...previous,
      async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
        const entry = methods.includes(request.method) ? auditEntryFor(request.method, route.url) : undefined;
        if (!entry || 'skip' in entry || 'command' in entry) return payload;
        if ('identity' in entry) {
          identityEvent(request, reply.statusCode);
          return payload;
        }
        if (reply.statusCode >= 400) return payload;
        const answer = parseAnswer(payload);
        if (changedNothing(answer)) return payload;
        await trail.record(eventOf(entry, request, answer));
        return payload;
      },
    ];
  });

  /** Sign-ups are recorded as they happen; failed sign-ins are counted and written in bulk. */
  function identityEvent(request: FastifyRequest, status: number) {
    const path = request.url.split('?')[0];
    const email = emailOf(request.body);
    if (!email) return;
    if (path === '/api/auth/sign-in/email' && status >= 400 && status !== 429) countFailure(email);
    if (path === '/api/auth/sign-up/email' && status < 400) {
      void trail
        .record({ actorEmail: email, action: 'signUp', target: 'account', targetId: email, changes: changesOf(request.body) })
        .catch((error: Error) => app.log.error({ err: error }, 'audit write failed'));
    }
  }
}

function eventOf(entry: Extract<AuditEntry, { action: string }>, request: FastifyRequest, answer: unknown): NewEvent {
  const params = (request.params ?? {}) as Record<string, string | undefined>;
  const inserted = (answer as { insertedId?: unknown } | undefined)?.insertedId;
  const targetId =
    params.id ??
    params.email ??
    (typeof inserted === 'string' ? inserted : undefined) ??
    entry.targetId?.(answer) ??
    null;
  const changes = { ...(changesOf(request.body) ?? {}), ...(entry.answerChanges?.(answer) ?? {}), ...(entry.fixed ?? {}) };
  return {
    actorId: request.caller?.id ?? null,
    actorEmail: request.caller?.email ?? null,
    action: entry.action,
    target: entry.target === ':kind' ? (params.kind ?? 'unknown') : entry.target,
    targetId,
    changes: Object.keys(changes).length ? changes : null,
  };
}

function parseAnswer(payload: unknown): unknown {
  if (typeof payload !== 'string') return undefined;
  try {
    return JSON.parse(payload);
  } catch {
    return undefined;
  }
}

/** modifiedCount or deletedCount 0: the call was allowed but nothing changed. */
function changedNothing(answer: unknown): boolean {
  const a = answer as { modifiedCount?: unknown; deletedCount?: unknown } | undefined;
  return a?.modifiedCount === 0 || a?.deletedCount === 0;
}

function emailOf(body: unknown): string | undefined {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.length <= 254 ? email.trim().toLowerCase() : undefined;
}
