import Fastify, { type FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { AccessTokens } from './auth/access-token.ts';
import { createIdentity, type Identity } from './auth/identity.ts';
import { applyDemoMode } from './demo.ts';
import { identityRoutes } from './routes/auth/index.ts';
import { userRoutes } from './routes/users/index.ts';
import { donorRoutes } from './routes/donors/index.ts';
import { bloodRequestRoutes } from './routes/blood-requests/index.ts';
import { contactRoutes } from './routes/contacts/index.ts';
import { addressRoutes } from './routes/address/index.ts';
import { analyticsRoutes } from './routes/analytics/index.ts';
import { archiveRoutes } from './routes/archive/index.ts';
import { auditRoutes } from './routes/audit/index.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { meta } from './db/schema.ts';
import { seedGeography } from './db/seed-geo.ts';
import { registerAccessControl } from './plugins/access.ts';
import { registerAuditTrail } from './plugins/audit.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerWeb } from './plugins/web.ts';
import { configRoutes, publicConfigOf } from './routes/config.ts';
import { geoRoutes } from './routes/geo/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    accessTokens: AccessTokens;
    identity: Identity;
    authSecret: string;
  }
}

/**
 * Builds the whole server on an open database: external plugins first, then ours, then the
 * routes, then the web app. Migrations and the geography seed run here, so every start is ready.
 */
export async function buildApp(config: Config, database: Database): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
          },
    trustProxy: config.TRUST_PROXY ?? false,
    bodyLimit: 64 * 1024,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
  });

  await database.migrate();
  const seeded = await seedGeography(database.db);
  if (seeded) app.log.info('geography seeded from bd-geojs');

  const authSecret = config.AUTH_SECRET ?? (await storedSecret(database.db));
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('authSecret', authSecret);
  app.decorate('accessTokens', new AccessTokens(authSecret, config.ACCESS_TOKEN_TTL_SECONDS));
  app.decorate('identity', createIdentity(config, database.db, authSecret));
  await applyDemoMode(app);

  registerErrorHandling(app);
  await registerSecurity(app, config);
  registerAccessControl(app);
  registerAuditTrail(app);

  await app.register(configRoutes);
  await app.register(geoRoutes);
  await app.register(identityRoutes);
  await app.register(userRoutes);
  await app.register(donorRoutes);
  await app.register(bloodRequestRoutes);
  await app.register(contactRoutes);
  await app.register(addressRoutes);
  await app.register(analyticsRoutes);
  await app.register(archiveRoutes);
  await app.register(auditRoutes);

  if (config.SERVE_WEB) await registerWeb(app, publicConfigOf(config));
  else {
    app.setNotFoundHandler((_request, reply) =>
      reply.status(404).send({ statusCode: 404, error: 'Not Found', message: 'Not found' }),
    );
  }
  return app;
}

/** Without AUTH_SECRET, one random secret is generated once and kept in the database, shared by every instance. */
async function storedSecret(db: Db): Promise<string> {
  await db
    .insert(meta)
    .values({ key: 'auth-secret', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(meta).where(eq(meta.key, 'auth-secret'));
  if (!row) throw new Error('auth secret could not be stored');
  return row.value;
}
