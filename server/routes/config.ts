import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config.ts';
import { pingDatabase } from '../data/health.ts';
import { DEMO_ADMIN } from '../demo.ts';
import { anyone } from '../policy.ts';

/** What the browser needs to know about this installation; nothing secret. */
export const publicConfig = z.object({
  socialPageUrl: z.string().nullable(),
  googleSignIn: z.boolean(),
  /** The demo's shared admin sign-in, shown on the login page of a demo only. */
  demoCredential: z.object({ email: z.string(), password: z.string() }).nullable(),
  /** This installation is a demo: every page says so. */
  demo: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfig>;

const health = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

export function publicConfigOf(config: Config): PublicConfig {
  return {
    socialPageUrl: config.SOCIAL_PAGE_URL ?? null,
    googleSignIn: !!config.GOOGLE_ISSUER,
    demoCredential: config.demo ? { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } : null,
    demo: config.demo,
  };
}

export async function configRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const body = publicConfigOf(app.config);
  app.get(
    '/api/config',
    {
      schema: { response: { 200: publicConfig } },
      config: {
        access: anyone,
        operation: {
          id: 'getConfig',
          tag: 'service',
          summary: 'Installation settings the browser needs',
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return body;
    },
  );
  app.get(
    '/api/health',
    {
      schema: { response: { 200: health } },
      config: {
        access: anyone,
        operation: { id: 'getHealth', tag: 'service', summary: 'Is the server up' },
      },
    },
    async () => {
      await pingDatabase(app.database.db);
      return { status: 'ok' as const, database: app.database.kind };
    },
  );
}
