import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SIGN_IN_FAILURE_WINDOW_MS } from '../../common/constants.ts';
import type { Db } from '../db/client.ts';
import { insertAuditEvent, insertAuditEvents, type NewAuditEvent } from '../data/audit.ts';

declare module 'fastify' {
  interface FastifyInstance {
    audit: AuditTrail;
  }
}

type NewEvent = NewAuditEvent;

/** Accounts with failed sign-ins kept in memory before the window is written out early. */
const MAX_PENDING_ACCOUNTS = 5_000;
/** Longest account name kept for a failed sign-in (an email address is at most 254). */
const MAX_EMAIL_LENGTH = 254;

export interface AuditTrail {
  record(event: NewEvent): Promise<void>;
  /**
   * Writes the failed sign-ins counted so far, one event per account (also at every window's end
   * and at close). One bad row cannot sink the others: if the batch is refused, each row is
   * written alone and only the refused ones are dropped (and counted in the log).
   */
  flushSignInFailures(now?: Date): Promise<void>;
}

interface Failures {
  count: number;
  firstAt: Date;
  lastAt: Date;
}

/**
 * An address as typed at a failed sign-in, made safe to store: trimmed, lower case, control
 * characters and broken surrogate halves replaced (PostgreSQL refuses NUL in text and jsonb), cut
 * to an address's length. Undefined when nothing is left.
 */
export function cleanEmail(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  let out = '';
  const text = value.trim().toLowerCase().slice(0, MAX_EMAIL_LENGTH);
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) {
      out += '\ufffd';
    } else if (
      c >= 0xd800 &&
      c <= 0xdbff &&
      i + 1 < text.length &&
      text.charCodeAt(i + 1) >= 0xdc00 &&
      text.charCodeAt(i + 1) <= 0xdfff
    ) {
      out += text[i]! + text[i + 1]!;
      i += 1;
    } else if (c >= 0xd800 && c <= 0xdfff) {
      out += '\ufffd';
    } else {
      out += text[i];
    }
  }
  return out || undefined;
}

/**
 * The audit trail's identity half. Every change a route makes records its own event through its
 * domain command, in the change's transaction (server/domain/command.ts); every changing /api
 * route says how it is recorded (`config.audit`, checked at start by server/route-facts.ts). This
 * plugin counts failed sign-ins per account, written in bulk. A new account's event is written by
 * the identity service itself, in the transaction that makes the account (server/auth/identity.ts).
 */
export function registerAuditTrail(app: FastifyInstance) {
  const db: Db = app.db;
  const failures = new Map<string, Failures>();

  const trail: AuditTrail = {
    async record(event) {
      await insertAuditEvent(db, event);
    },
    async flushSignInFailures(now = new Date()) {
      if (!failures.size) return;
      const batch = [...failures.entries()];
      failures.clear();
      const rows: NewEvent[] = batch.map(([email, f]) => ({
        at: now,
        actorEmail: email,
        action: 'signInFailed',
        target: 'account',
        targetId: email,
        changes: {
          count: f.count,
          firstAt: f.firstAt.toISOString(),
          lastAt: f.lastAt.toISOString(),
        },
      }));
      try {
        await insertAuditEvents(db, rows);
        return;
      } catch {
        // One refused row fails the whole insert: write them one by one so that only it is lost.
      }
      let dropped = 0;
      for (const row of rows) {
        try {
          await insertAuditEvent(db, row);
        } catch {
          dropped += 1;
        }
      }
      if (dropped) app.log.error({ dropped, of: rows.length }, 'failed sign-ins not recorded');
    },
  };
  app.decorate('audit', trail);

  const timer = setInterval(() => {
    trail
      .flushSignInFailures()
      .catch((error: Error) => app.log.error({ err: error }, 'audit flush failed'));
  }, SIGN_IN_FAILURE_WINDOW_MS);
  timer.unref();
  // Runs while the database is still open: main.ts closes the database only after app.close().
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
      trail
        .flushSignInFailures()
        .catch((error: Error) => app.log.error({ err: error }, 'audit flush failed'));
    }
  };

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter(
      (m) => m !== 'GET' && m !== 'HEAD' && m !== 'OPTIONS',
    );
    for (const method of methods) {
      if (!app.routeFacts.get(`${method} ${route.url}`)?.audit)
        throw new Error(`No audit entry for ${method} ${route.url}`);
    }
    const identity = methods.filter((m) => {
      const entry = app.routeFacts.get(`${m} ${route.url}`)?.audit;
      return entry !== undefined && 'identity' in entry;
    });
    if (!identity.length) return;
    const previous = route.onSend ? [route.onSend].flat() : [];
    route.onSend = [
      ...previous,
      async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
        if (identity.includes(request.method)) identityEvent(request, reply.statusCode);
        return payload;
      },
    ];
  });

  /** Failed sign-ins are counted and written in bulk. */
  function identityEvent(request: FastifyRequest, status: number) {
    const path = request.url.split('?')[0];
    const email = cleanEmail((request.body as { email?: unknown } | undefined)?.email);
    if (!email) return;
    if (path === '/api/auth/sign-in/email' && status >= 400 && status !== 429) countFailure(email);
  }
}
