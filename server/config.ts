import { isIP } from 'node:net';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

const isProxyAddress = (part: string) => {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(part)) return true;
  const [address = '', prefix, ...rest] = part.split('/');
  return isIP(address) !== 0 && rest.length === 0 && (prefix === undefined || /^\d{1,3}$/.test(prefix));
};

/** Every setting the server reads, parsed once at start; `.env.example` documents each one. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** postgres://... switches from the embedded PGlite database to a PostgreSQL server. */
  DATABASE_URL: z.string().url().optional(),
  /** Where the embedded database keeps its files. */
  DATA_DIR: z.string().default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Public address of the app, used for sign-in redirects. */
  PUBLIC_URL: z.string().url().optional(),
  /** Secret for sessions and access tokens; at least 32 characters. Generated into DATA_DIR when unset on the embedded database. */
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  OWNER_EMAIL: z.string().email().optional(),
  /** Demo super admin and sample data; on by default only for a local installation (embedded database, PUBLIC_URL unset or on localhost). */
  DEMO: bool.optional(),
  /** OpenID Connect provider for 'Continue With Google'. All three or none. */
  GOOGLE_ISSUER: z.string().url().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** Organisation's social-media page shown in a lazy 340x130 embed on the home banner. */
  SOCIAL_PAGE_URL: z.string().url().optional(),
  /** Requests per minute per client address on public writes and sign-in. */
  PUBLIC_WRITE_LIMIT: z.coerce.number().int().min(1).default(20),
  /**
   * Pages (the web app's addresses, drawn on the server or not) per minute per client address.
   * Generous: a carrier's shared address can carry many phones; it stops a loop of drawings.
   */
  PAGE_RATE_LIMIT: z.coerce.number().int().min(1).default(300),
  /** redis://... to share rate-limit counters between several app instances. */
  REDIS_URL: z.string().url().optional(),
  /** Sign-in and sign-up attempts per minute per client address. */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Wrong passwords for one account, each within AUTH_ACCOUNT_LOCK_SECONDS of the last, before it locks. */
  AUTH_ACCOUNT_FAILURE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** How long an account refuses sign-in after its last counted wrong password. */
  AUTH_ACCOUNT_LOCK_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  /**
   * Gone: the waits after a donation are installation settings a super admin changes (by sex and
   * kind, PUT /api/settings). Refused rather than ignored, so that no installation silently loses
   * a wait it had configured.
   */
  NEXT_DONATION_DAYS: z
    .undefined({ error: 'is no longer read: a super admin sets the waits after a donation on the Settings screen' })
    .optional(),
  /**
   * Embedded database only (PostgreSQL has autovacuum): how often the server looks for tables
   * changed enough since their last ANALYZE and analyzes them (docs/decisions/020). 0 turns it off.
   */
  STATISTICS_CHECK_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /** Serve the built SPA from dist/web (off in API-only tests). */
  SERVE_WEB: bool.default(true),
  /** Addresses of trusted reverse proxies (e.g. "loopback" or "10.0.0.0/8"), for client addresses in rate limits. */
  /**
   * Reverse proxies whose X-Forwarded-For is believed: a number of hops ("1"), or a comma-separated
   * list of addresses, CIDR ranges or the names loopback, linklocal, uniquelocal.
   */
  TRUST_PROXY: z
    .string()
    .transform((v) => (/^\d+$/.test(v.trim()) ? Number(v) : v.split(',').map((part) => part.trim()).filter(Boolean)))
    .refine((v) => typeof v === 'number' || v.every(isProxyAddress), {
      message: 'a number of hops, or addresses, CIDR ranges, loopback, linklocal or uniquelocal',
    })
    .optional(),
  /**
   * Other web origins allowed to call the API from a browser with credentials (a client app on
   * another host): comma-separated, exact origins like https://app.example.org. Empty: none.
   */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((part) => part.trim().replace(/\/$/, '')).filter(Boolean))
    .refine((origins) => origins.every(isOrigin), { message: 'comma-separated origins like https://app.example.org' }),
});

/** An origin: scheme, host and optional port, nothing else (no path, no wildcard). */
function isOrigin(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === text;
  } catch {
    return false;
  }
}

export type Config = z.infer<typeof envSchema> & { demo: boolean };

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const googleParts = [c.GOOGLE_ISSUER, c.GOOGLE_CLIENT_ID, c.GOOGLE_CLIENT_SECRET].filter(Boolean);
  if (googleParts.length !== 0 && googleParts.length !== 3) {
    throw new Error(
      'Invalid environment: GOOGLE_ISSUER, GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together',
    );
  }
  return { ...c, demo: c.DEMO ?? isLocalInstallation(c) };
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A local installation: the embedded database, reached only on this machine. Only there is demo
 * on by default; a server others can reach gets no demo super admin unless DEMO=true says so.
 */
export function isLocalInstallation(c: { DATABASE_URL?: string; PUBLIC_URL?: string }): boolean {
  if (c.DATABASE_URL) return false;
  return !c.PUBLIC_URL || LOCAL_HOSTS.has(new URL(c.PUBLIC_URL).hostname);
}
