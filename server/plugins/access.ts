import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from '../../common/constants.ts';
import { ROLES } from '../../common/constants.ts';
import { accountAndScopeOfLiveSession, accountOfLiveSession } from '../data/sessions.ts';
import { forbidden, unauthorized } from '../http-errors.ts';
import { allows, type Caller } from '../policy.ts';
import type { Scope } from '../data/scope.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller behind the Bearer token; set on every route that needs one. */
    caller: Caller | null;
    /**
     * What the caller sees of donors and requests (server/data/scope.ts), resolved once, before the
     * handler, on the routes that declare `scoped: true`; null on every other route.
     */
    scope: Scope | null;
  }
}

/** Requests already known to be refused, waiting for their body to word the refusal. */
const refused = new WeakSet<FastifyRequest>();

const toRole = (role: string): Role =>
  (ROLES as readonly string[]).includes(role) ? (role as Role) : 'user';

/**
 * Enforces the access every /api route declares (`config.access`, collected in app.routeFacts by
 * server/route-facts.ts, whose hook runs first): a route without one stops the server at start,
 * and each request is checked before its body is even read.
 */
export function registerAccessControl(app: FastifyInstance) {
  app.decorateRequest('caller', null);
  app.decorateRequest('scope', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const facts = app.routeFacts.get(`${method} ${route.url}`);
      const access = facts?.access;
      if (!access) throw new Error(`No access rule for ${method} ${route.url}`);
      const scoped = facts.scoped === true;
      // preParsing: before the body is read, so that a caller without the right is told so
      // even when the body is empty or not JSON. The one refusal whose words depend on the body
      // (a role change) is said in preValidation, once the body is parsed.
      const denied = access.who === 'superAdmin' ? access.denied : undefined;
      const previousParsing = route.preParsing ? [route.preParsing].flat() : [];
      route.preParsing = [
        ...previousParsing,
        async (request: FastifyRequest, _reply: unknown, payload: unknown) => {
          if (access.who === 'anyone' || access.who === 'identity') return payload;
          if (access.who === 'operator') {
            if (!isOperator(app, request)) throw unauthorized('Operator token required');
            return payload;
          }
          // Once per request, here, never per query: every read and write the route makes filters
          // by the scope. A scoped route reads it with the caller, in the same statement.
          const found = await callerOf(app, request, scoped);
          if (!found) throw unauthorized();
          const { caller, scope } = found;
          request.caller = caller;
          if (!allows(access, caller.role)) {
            if (typeof denied !== 'function') throw forbidden(denied ?? 'Forbidden');
            refused.add(request);
            return payload;
          }
          if (scoped) request.scope = scope;
          return payload;
        },
      ] as typeof route.preParsing;
      const previousValidation = route.preValidation ? [route.preValidation].flat() : [];
      route.preValidation = [
        ...previousValidation,
        async (request: FastifyRequest) => {
          if (refused.has(request))
            throw forbidden(typeof denied === 'function' ? denied(request.body) : 'Forbidden');
        },
      ];
    }
  });
}

/** The operator token comes in its own header (never in the URL, which is logged). */
export const OPERATOR_HEADER = 'x-operator-token';

function isOperator(app: FastifyInstance, request: FastifyRequest): boolean {
  const given = request.headers[OPERATOR_HEADER];
  if (typeof given !== 'string' || given === '') return false;
  // Compare digests, which have equal lengths, in constant time.
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(app.operatorToken));
}

/**
 * The caller behind a Bearer token: one query reads the user's role and checks that the identity
 * session the token was issued under still exists and has not expired, so sign-out, an ended
 * session or a deleted user refuse the token at once, on every instance.
 */
async function callerOf(
  app: FastifyInstance,
  request: FastifyRequest,
  withScope: boolean,
): Promise<{ caller: Caller; scope: Scope | null } | null> {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const claims = await app.accessTokens.verify(header.slice('Bearer '.length).trim());
  if (!claims) return null;
  const found = withScope
    ? await accountAndScopeOfLiveSession(app.db, claims.userId, claims.sessionId)
    : { user: await accountOfLiveSession(app.db, claims.userId, claims.sessionId), scope: null };
  if (!found?.user) return null;
  const caller = { ...found.user, role: toRole(found.user.role), sessionId: claims.sessionId };
  return { caller, scope: found.scope };
}

/**
 * The signed-in account behind a public call, when its Bearer token is live (null otherwise): a
 * donor's link acted on from a browser where someone is signed in is that person's doing.
 */
export async function signedInCallerOf(app: FastifyInstance, request: FastifyRequest) {
  if (request.caller) return request.caller;
  return (await callerOf(app, request, false))?.caller ?? null;
}

/**
 * The scope a scoped route's handler reads and writes within (resolved by the access check). A
 * route that reads donors or requests without declaring `scoped: true` fails here, loudly, rather
 * than seeing every unit.
 */
export function requestScope(request: FastifyRequest): Scope {
  if (!request.scope) throw new Error('This route reads scoped data: declare config.scoped');
  return request.scope;
}
