import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import { errorBody } from './errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** For an /api path the server has under other methods: those methods (for 405 and Allow). */
    allowedMethods(url: string): string[];
  }
}

const METHODS: HTTPMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * Which methods each /api path answers: a router of its own (the same router Fastify uses, with
 * the same trailing-slash rule) fed by every /api route as it is added, so that a known path
 * called with a method it does not have answers 405 with `Allow` rather than 404.
 */
export function registerAllowedMethods(app: FastifyInstance) {
  const router = FindMyWay({ ignoreTrailingSlash: true });
  app.addHook('onRoute', (route) => {
    // A catch-all (the identity service's /api/auth/*) says nothing of the paths under it: those
    // it documents answer 405 themselves (server/routes/auth).
    if (!route.url.startsWith('/api') || route.url.includes('*')) return;
    const methods = [route.method].flat() as HTTPMethod[];
    for (const method of methods) {
      if (router.find(method, route.url)) continue;
      router.on(method, route.url, () => undefined);
    }
  });
  app.decorate('allowedMethods', (url: string) => {
    const path = url.split('?')[0] ?? url;
    if (!path.startsWith('/api')) return [];
    return METHODS.filter((method) => router.find(method, path) !== null);
  });
}

/** 405 with Allow when the path is known under other methods; false when it is simply not found. */
export function answeredWrongMethod(request: FastifyRequest, reply: FastifyReply): boolean {
  // (A server built without registerAllowedMethods, as some tests build one, knows no methods.)
  if (!request.server.hasDecorator('allowedMethods')) return false;
  const allowed = request.server.allowedMethods(request.url).filter((m) => m !== 'OPTIONS');
  if (!allowed.length || allowed.includes(request.method)) return false;
  void reply
    .status(405)
    .header('allow', allowed.join(', '))
    .send(errorBody(405, `${request.method} is not allowed here; use ${allowed.join(', ')}`));
  return true;
}
