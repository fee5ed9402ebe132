import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { DEMO_ADMIN } from '../demo.ts';

/** What the browser needs to know about this installation; nothing secret. */
export interface PublicConfig {
  socialPageUrl: string | null;
  googleSignIn: boolean;
  demoCredential: { email: string; password: string } | null;
  /** This installation is a demo: every page says so. */
  demo: boolean;
}

export function publicConfigOf(config: Config): PublicConfig {
  return {
    socialPageUrl: config.SOCIAL_PAGE_URL ?? null,
    googleSignIn: !!config.GOOGLE_ISSUER,
    demoCredential: config.demo ? { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } : null,
    demo: config.demo,
  };
}

export async function configRoutes(app: FastifyInstance) {
  const body = publicConfigOf(app.config);
  app.get('/api/config', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return body;
  });
  app.get('/api/health', async () => {
    await app.database.db.execute('select 1');
    return { status: 'ok', database: app.database.kind };
  });
}
