import Fastify, { type FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { AccessTokens } from './auth/access-token.ts';
import { createIdentity, type Identity } from './auth/identity.ts';
import { applyDemoMode } from './demo.ts';
import { identityRoutes } from './routes/auth/index.ts';
import { userRoutes } from './routes/users/index.ts';
import { unitRoutes } from './routes/units/index.ts';
import { donorRoutes } from './routes/donors/index.ts';
import { bloodRequestRoutes } from './routes/blood-requests/index.ts';
import { contactRoutes } from './routes/contacts/index.ts';
import { addressRoutes } from './routes/address/index.ts';
import { analyticsRoutes } from './routes/analytics/index.ts';
import { leaderboardRoutes } from './routes/leaderboard/index.ts';
import { certificateRoutes } from './routes/certificates/index.ts';
import { ownerRoutes } from './routes/owner/index.ts';
import { sessionRoutes } from './routes/sessions/index.ts';
import { ownerSetupCode, provenOwnerId } from './auth/owner.ts';
import type { DestinationStream } from 'pino';
import { operatorRoutes } from './routes/operator/index.ts';
import { donationRoutes } from './routes/donations/index.ts';
import { matchingRoutes } from './routes/matching/index.ts';
import { settingsRoutes } from './routes/settings/index.ts';
import { archiveRoutes } from './routes/archive/index.ts';
import { auditRoutes } from './routes/audit/index.ts';
import { importRoutes } from './routes/imports/index.ts';
import { exportRoutes } from './routes/exports/index.ts';
import type { Config } from './config.ts';
import { loggerOptions } from './logging.ts';
import type { Database, Db } from './db/client.ts';
import { storedMetaValue } from './data/meta.ts';
import { seedGeography } from './db/seed-geo.ts';
import { seedFirstUnit } from './data/units.ts';
import { keepStatistics } from './db/statistics.ts';
import { keepVacuumed } from './db/vacuum.ts';
import { withStartupLock } from './db/startup-lock.ts';
import { registerAccessControl } from './plugins/access.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { registerAuditTrail } from './plugins/audit.ts';
import { errorBody, registerErrorHandling } from './plugins/errors.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { answeredWrongMethod, registerAllowedMethods } from './plugins/methods.ts';
import { registerPublicCache } from './plugins/public-cache.ts';
import { registerResponseSchemas } from './plugins/responses.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerWeb } from './plugins/web.ts';
import { registerRouteFacts } from './route-facts.ts';
import { configRoutes, publicConfigOf } from './routes/config.ts';
import { geoRoutes } from './routes/geo/index.ts';
import { registerAlerts } from './alerts/service.ts';
import { registerImportJobs } from './routes/imports/jobs.ts';
import { alertRoutes } from './routes/alerts/index.ts';
import { moneyReportRoutes } from './routes/money-reports/index.ts';
import { donorLinkRoutes } from './routes/donor-link/index.ts';
import { invitationRoutes } from './routes/invitations/index.ts';
import { patientRoutes } from './routes/patients/index.ts';
import { patientStatusRoutes } from './routes/patient-status/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    accessTokens: AccessTokens;
    identity: Identity;
    authSecret: string;
    /** Random per process; only a local operator who can read DATA_DIR gets it (see main.ts). */
    operatorToken: string;
  }
}

/**
 * Builds the whole server on an open database: external plugins first, then ours, then the
 * routes, then the web app. Migrations and the geography seed run here, so every start is ready.
 */
export async function buildApp(
  config: Config,
  database: Database,
  options: { logStream?: DestinationStream } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : loggerOptions(config, options.logStream),
    // Only the configured proxies' X-Forwarded-For is believed; request.ip is the client's address.
    trustProxy: trustedProxies(config.TRUST_PROXY),
    bodyLimit: 64 * 1024,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
  });

  // Everything that writes to the database before serving runs under one lock, so that several
  // instances starting at once do it one at a time.
  await withStartupLock(database, async () => {
    await database.migrate();
    const seeded = await seedGeography(database.db);
    if (seeded) app.log.info('geography seeded from bd-geojs');
    if (await seedFirstUnit(database.db)) app.log.info('first unit made');

    const authSecret = config.AUTH_SECRET ?? (await storedSecret(database.db));
    app.decorate('config', config);
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.decorate('authSecret', authSecret);
    app.decorate('accessTokens', new AccessTokens(authSecret, config.ACCESS_TOKEN_TTL_SECONDS));
    app.decorate('identity', createIdentity(config, database.db, authSecret, app.log));
    await applyDemoMode(app);
    await announceOwnerCode(app);
  });
  app.decorate('operatorToken', randomBytes(32).toString('base64url'));

  // First: the plugins below read the facts each route declares from what this collects.
  registerRouteFacts(app);
  registerErrorHandling(app);
  registerResponseSchemas(app);
  registerAllowedMethods(app);
  registerInputGuard(app);
  await registerSecurity(app, config);
  registerAccessControl(app);
  registerAuditTrail(app);
  await registerPublicCache(app, database);
  await registerApiDocs(app);
  await registerAlerts(app);
  registerImportJobs(app);

  await app.register(configRoutes);
  await app.register(geoRoutes);
  await app.register(identityRoutes);
  await app.register(userRoutes);
  await app.register(unitRoutes);
  await app.register(sessionRoutes);
  await app.register(ownerRoutes);
  await app.register(donorRoutes);
  await app.register(bloodRequestRoutes);
  await app.register(patientRoutes);
  await app.register(patientStatusRoutes);
  await app.register(contactRoutes);
  await app.register(addressRoutes);
  await app.register(analyticsRoutes);
  await app.register(leaderboardRoutes);
  await app.register(certificateRoutes);
  await app.register(operatorRoutes);
  await app.register(donationRoutes);
  await app.register(matchingRoutes);
  await app.register(settingsRoutes);
  await app.register(archiveRoutes);
  await app.register(auditRoutes);
  await app.register(importRoutes);
  await app.register(exportRoutes);
  await app.register(donorLinkRoutes);
  await app.register(alertRoutes);
  await app.register(moneyReportRoutes);
  await app.register(invitationRoutes);

  if (database.kind === 'pglite') {
    const keeper = keepStatistics(database, config.STATISTICS_CHECK_SECONDS, {
      onAnalyzed: (tables) => app.log.info({ tables }, 'planner statistics refreshed'),
      onError: (error) => app.log.error({ err: error }, 'ANALYZE failed'),
    });
    app.addHook('onClose', () => keeper.stop());
    const vacuum = keepVacuumed(database, config.VACUUM_CHECK_SECONDS, {
      onVacuumed: (tables) => app.log.info({ tables }, 'dead rows vacuumed'),
      onError: (error) => app.log.error({ err: error }, 'VACUUM failed'),
    });
    app.addHook('onClose', () => vacuum.stop());
  }

  // What this start changed (demo rows added or removed) must not stay cached on other instances.
  await app.publicCache.invalidate('all');

  if (config.SERVE_WEB) await registerWeb(app, publicConfigOf(config));
  else {
    app.setNotFoundHandler((request, reply) =>
      answeredWrongMethod(request, reply)
        ? reply
        : reply.status(404).send(errorBody(404, 'Not found')),
    );
  }
  return app;
}

/**
 * While nobody has proven they control OWNER_EMAIL, the one-time owner setup code goes to the log
 * (only whoever runs the server reads it); signed in with that address, it is entered on Profile.
 */
async function announceOwnerCode(app: FastifyInstance) {
  if (!app.config.OWNER_EMAIL || (await provenOwnerId(app.db, app.config.OWNER_EMAIL)) !== null)
    return;
  const code = await ownerSetupCode(app.db);
  app.log.warn(
    `owner setup code: ${code} (sign in with the OWNER_EMAIL address and enter it on the Profile page)`,
  );
}

/** TRUST_PROXY as Fastify takes it: a number of hops believes exactly that many, nearest first. */
function trustedProxies(setting: Config['TRUST_PROXY']) {
  if (setting === undefined) return false;
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting;
}

/** Without AUTH_SECRET, one random secret is generated once and kept in the database, shared by every instance. */
async function storedSecret(db: Db): Promise<string> {
  const value = await storedMetaValue(db, 'auth-secret', randomBytes(32).toString('base64url'));
  if (value === undefined) throw new Error('auth secret could not be stored');
  return value;
}
