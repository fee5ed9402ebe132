import { AsyncLocalStorage } from 'node:async_hooks';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { maskPersonalData, safeError } from '../logging.ts';
import type { Db } from '../db/client.ts';
import { accounts, auditEvents, rateLimits, sessions, users, verifications } from '../db/schema.ts';
import type { Tx } from '../domain/command.ts';
import { PASSWORD_MIN_LENGTH } from '../../common/constants.ts';

/** The header that carries the client's address to the identity service; never taken from a client. */
export const CLIENT_IP_HEADER = 'x-roktosetu-client-ip';

/** The address the app is reached at: PUBLIC_URL, or localhost on PORT for the embedded default. */
export function publicUrl(config: Config): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
}

/**
 * The identity service's database: the app's, except that each transaction it opens is also
 * handed to `identityTransaction`, so that the audit event of an account it makes is written in
 * the same transaction as the account.
 */
const identityTransaction = new AsyncLocalStorage<Tx>();
function transactionAware(db: Db): Db {
  return Object.create(db, {
    transaction: {
      value: <T>(work: (tx: Tx) => Promise<T>) =>
        db.transaction((tx) => identityTransaction.run(tx, () => work(tx))),
    },
  }) as Db;
}

/**
 * Writes the event of a new account (a sign-up, or a first sign-in with Google) before its row,
 * in the identity service's transaction: if the event cannot be written, the account is not made
 * either (the sign-up is refused). What is kept is the account as it will be stored: its address
 * and name, never the password. Outside a transaction (none is expected) the event is still
 * written first, so that no account exists without one.
 */
async function recordNewAccount(db: Db, user: { email?: unknown; name?: unknown }) {
  const email = typeof user.email === 'string' ? user.email : null;
  const changes = {
    ...(email ? { email } : {}),
    ...(typeof user.name === 'string' && user.name ? { name: user.name } : {}),
  };
  await (identityTransaction.getStore() ?? db).insert(auditEvents).values({
    actorEmail: email,
    action: 'signUp',
    target: 'account',
    targetId: email,
    changes: Object.keys(changes).length ? changes : null,
  });
}

/**
 * The self-hosted identity service (better-auth): email and password, and 'Continue With Google'
 * through OpenID Connect when GOOGLE_ISSUER is set. Its sessions, accounts and rate-limit
 * counters live in the database, so any app instance can answer.
 */
export function createIdentity(config: Config, db: Db, secret: string, log?: FastifyBaseLogger) {
  const baseURL = publicUrl(config);
  const local = new URL(baseURL);
  const trustedOrigins = [baseURL];
  if (!config.PUBLIC_URL) trustedOrigins.push(`http://127.0.0.1:${local.port || config.PORT}`);
  // Client apps on the origins allowed to call the API (CORS_ORIGINS) may also sign in.
  trustedOrigins.push(...config.CORS_ORIGINS);

  return betterAuth({
    appName: 'Roktosetu',
    // Into the server's log, as a masked message and safe error summaries (server/logging.ts).
    logger: {
      disabled: config.LOG_LEVEL === 'silent' || !log,
      log: (level, message, ...args) => {
        const errors = args.filter((arg) => arg instanceof Error).map(safeError);
        log?.[level](
          { source: 'identity', ...(errors.length ? { errors } : {}) },
          maskPersonalData(message),
        );
      },
    },
    baseURL,
    basePath: '/api/auth',
    secret,
    trustedOrigins,
    database: drizzleAdapter(transactionAware(db), {
      provider: 'pg',
      // A sign-up's user, account, session and audit event are one transaction.
      transaction: true,
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: 128,
      autoSignIn: true,
    },
    databaseHooks: {
      user: { create: { before: async (user) => void (await recordNewAccount(db, user)) } },
    },
    user: {
      additionalFields: {
        // The product's role; never taken from a sign-up body.
        role: { type: 'string', required: false, defaultValue: 'user', input: false },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100 * config.AUTH_RATE_LIMIT,
      customRules: {
        '/sign-in/email': { window: 60, max: config.AUTH_RATE_LIMIT },
        '/sign-up/email': { window: 60, max: config.AUTH_RATE_LIMIT },
        '/sign-in/social': { window: 60, max: config.AUTH_RATE_LIMIT },
      },
    },
    advanced: {
      database: { generateId: () => crypto.randomUUID() },
      // The proxy route (server/routes/auth) always overwrites this header with Fastify's
      // request.ip, which believes X-Forwarded-For only from TRUST_PROXY's hops.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: baseURL.startsWith('https://'),
    },
    plugins: config.GOOGLE_ISSUER
      ? [
          genericOAuth({
            config: [
              {
                providerId: 'google',
                name: 'Google',
                discoveryUrl: `${config.GOOGLE_ISSUER.replace(/\/$/, '')}/.well-known/openid-configuration`,
                clientId: config.GOOGLE_CLIENT_ID!,
                clientSecret: config.GOOGLE_CLIENT_SECRET,
                scopes: ['openid', 'email', 'profile'],
                pkce: true,
              },
            ],
          }),
        ]
      : [],
  });
}

export type Identity = ReturnType<typeof createIdentity>;
