import type { FastifyInstance } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { publicUrl } from '../../auth/identity.ts';

/** Hands /api/auth/* to the identity service (better-auth), translating to and from Fetch. */
export async function identityRoutes(app: FastifyInstance) {
  const base = publicUrl(app.config);
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    async handler(request, reply) {
      const body =
        request.method === 'POST' && request.body !== undefined ? JSON.stringify(request.body) : undefined;
      const response = await app.identity.handler(
        new Request(new URL(request.url, base), {
          method: request.method,
          headers: fromNodeHeaders(request.headers),
          body,
        }),
      );
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      reply.header('cache-control', 'no-store');
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
}
