import { isIP } from 'node:net';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const isProxyAddress = (part: string) => {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(part)) return true;
  const [address = '', prefix, ...rest] = part.split('/');
  return (
    isIP(address) !== 0 && rest.length === 0 && (prefix === undefined || /^\d{1,3}$/.test(prefix))
  );
};

/** Every setting the server reads, parsed once at start; `.env.example` documents each one. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  /**
   * Where to listen. Unset: 127.0.0.1 while demo mode is on (its super admin's password is public),
   * otherwise 0.0.0.0.
   */
  HOST: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** postgres://... switches from the embedded PGlite database to a PostgreSQL server. */
  DATABASE_URL: z.string().url().optional(),
  /**
   * PostgreSQL only: a role that owns the schema, used for migrations (then it grants the
   * DATABASE_URL role reading and writing rows only, so the app cannot alter tables or switch off
   * the audit trail's triggers). Unset: DATABASE_URL's role migrates and owns the schema.
   */
  DATABASE_OWNER_URL: z.string().url().optional(),
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
  /**
   * Public writes (a donor registration, a blood request, a donor's link writes...) per minute per
   * client address, for each kind of write. Generous, because one carrier address can carry many
   * phones (docs/decisions/055); the phone and device limits below are the tight ones.
   */
  PUBLIC_WRITE_LIMIT: z.coerce.number().int().min(1).default(60),
  /**
   * Money reports per hour from one client address (each request also takes at most 5): generous,
   * as one carrier address carries many families (docs/decisions/055).
   */
  MONEY_REPORT_LIMIT: z.coerce.number().int().min(1).default(30),
  /** Public writes per hour naming one phone number (in the body), for each kind of write. */
  PUBLIC_WRITE_PHONE_LIMIT: z.coerce.number().int().min(1).default(5),
  /**
   * Public writes per minute from one device (the X-Device-Id the web app keeps), for each kind of
   * write; a caller without one is counted by its address under this limit.
   */
  PUBLIC_WRITE_DEVICE_LIMIT: z.coerce.number().int().min(1).default(20),
  /**
   * Pages an admin's signed-in browser has drawn (a dashboard screen, which checks the session and
   * draws with the admin's data) per minute per client address. Public pages are not counted per
   * address: they come from the kept drawings, and a carrier's shared address carries thousands of
   * visitors (docs/decisions/055).
   */
  PAGE_RATE_LIMIT: z.coerce.number().int().min(1).default(300),
  /**
   * Pages per minute from all clients together (per instance; per installation with REDIS_URL): a
   * safety limit far above any real crowd, so that a flood cannot keep the server drawing.
   */
  PAGE_GLOBAL_LIMIT: z.coerce.number().int().min(1).default(60_000),
  /** redis://... to share rate-limit counters between several app instances. */
  REDIS_URL: z.string().url().optional(),
  /** Sign-in and sign-up attempts per minute per client address. */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /**
   * Sign-up attempts per hour from one device (the X-Device-Id the web app keeps); a caller
   * without one is held by AUTH_RATE_LIMIT only (docs/decisions/055).
   */
  SIGN_UP_DEVICE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Sign-up attempts per hour naming one email address, from anywhere. */
  SIGN_UP_EMAIL_LIMIT: z.coerce.number().int().min(1).default(5),
  /** Wrong passwords for one account (per client, and from unknown devices together) before each next attempt waits. */
  AUTH_ACCOUNT_FAILURE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** The longest wait between attempts (the wait doubles from 1 s with every further wrong password). */
  AUTH_ACCOUNT_LOCK_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  /**
   * Gone: the waits after a donation are installation settings a super admin changes (by sex and
   * kind, PUT /api/settings). Refused rather than ignored, so that no installation silently loses
   * a wait it had configured.
   */
  NEXT_DONATION_DAYS: z
    .undefined({
      error:
        'is no longer read: a super admin sets the waits after a donation on the Settings screen',
    })
    .optional(),
  /**
   * Embedded database only (PostgreSQL has autovacuum): how often the server looks for tables
   * changed enough since their last ANALYZE and analyzes them (docs/decisions/020). 0 turns it off.
   */
  STATISTICS_CHECK_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /**
   * Embedded database only (PostgreSQL has autovacuum): how often the server looks for tables with
   * many dead rows and runs VACUUM (ANALYZE) on them, when no query is waiting (server/db/vacuum.ts).
   * 0 turns it off.
   */
  VACUUM_CHECK_SECONDS: z.coerce.number().int().min(0).max(86_400).default(600),
  /**
   * How alert SMS leave: `log` (default) sends nothing, the text is listed for an admin to copy or
   * share; `http` calls the gateway at SMS_HTTP_URL (README, "SMS and push").
   */
  SMS_PROVIDER: z.enum(['log', 'http']).default('log'),
  /** The gateway's URL with {to} (8801XXXXXXXXX), {text} and {id} (the outbox id) placeholders, URL-encoded. */
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_METHOD: z.enum(['GET', 'POST']).default('GET'),
  /** With POST: a JSON template whose string values may hold {to}, {text} and {id}. */
  SMS_HTTP_BODY: z.string().optional(),
  /** Extra request headers for the gateway as JSON (e.g. an API key header). */
  SMS_HTTP_HEADERS: z.string().optional(),
  SMS_HTTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Web Push to donors who turned it on; VAPID keys are made at first start and kept in the database. */
  PUSH_ENABLED: bool.default(true),
  /** The VAPID contact (mailto: or https:); default mailto: the OWNER_EMAIL or a placeholder. */
  VAPID_SUBJECT: z.string().optional(),
  /** Run the alert outbox worker in this process (every instance may; claims never overlap). */
  ALERT_WORKER: bool.default(true),
  /** How often an idle worker looks for due alerts. */
  ALERT_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(2000),
  /** How often the "you can give again" check runs (docs/decisions/060), with the alert worker. */
  REMINDER_CHECK_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
  /**
   * How often blood bridges' donors are asked ahead and asks left a day become "no answer"
   * (docs/decisions/061), with the alert worker.
   */
  BRIDGE_ASK_CHECK_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
  /** Alerts one worker sends at once. */
  ALERT_BATCH: z.coerce.number().int().min(1).max(500).default(20),
  ALERT_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(6),
  /** How long a worker's claim on an alert lasts; a send not marked by then is taken again (a crashed process). */
  ALERT_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** The first retry's wait after a failed send; each next one doubles (at most an hour). */
  ALERT_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  /**
   * Automatic alerts (docs/decisions/059): the wait between waves while the yes answers do not yet
   * cover the bags. A unit may set its own (its alert settings' waveSeconds).
   */
  ALERT_WAVE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  /** Run the import job worker in this process (every instance may; one import runs at a time). */
  IMPORT_WORKER: bool.default(true),
  /** How often an idle import worker looks for a queued job (a confirm on this instance wakes it at once). */
  IMPORT_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(2000),
  /** How long a worker's claim on an import job lasts without a committed chunk; then another resumes it. */
  IMPORT_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Requests per minute per client address on the donor's private-link routes. */
  DONOR_LINK_LIMIT: z.coerce.number().int().min(1).default(60),
  /** Serve the built SPA from dist/web (off in API-only tests). */
  SERVE_WEB: bool.default(true),
  /** Addresses of trusted reverse proxies (e.g. "loopback" or "10.0.0.0/8"), for client addresses in rate limits. */
  /**
   * Reverse proxies whose X-Forwarded-For is believed: a number of hops ("1"), or a comma-separated
   * list of addresses, CIDR ranges or the names loopback, linklocal, uniquelocal.
   */
  TRUST_PROXY: z
    .string()
    .transform((v) =>
      /^\d+$/.test(v.trim())
        ? Number(v)
        : v
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean),
    )
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
    .transform((v) =>
      v
        .split(',')
        .map((part) => part.trim().replace(/\/$/, ''))
        .filter(Boolean),
    )
    .refine((origins) => origins.every(isOrigin), {
      message: 'comma-separated origins like https://app.example.org',
    }),
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

export type Config = Omit<z.infer<typeof envSchema>, 'HOST'> & {
  HOST: string;
  demo: boolean;
  /** Set when demo mode is on and HOST was given: a warning for the log at start. */
  demoReachable: string | null;
};

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1']);

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (c.SMS_PROVIDER === 'http' && !c.SMS_HTTP_URL)
    throw new Error('Invalid environment: SMS_PROVIDER=http needs SMS_HTTP_URL');
  if (c.SMS_HTTP_METHOD === 'POST' && c.SMS_HTTP_BODY !== undefined) {
    try {
      JSON.parse(c.SMS_HTTP_BODY);
    } catch {
      throw new Error('Invalid environment: SMS_HTTP_BODY must be a JSON template');
    }
  }
  if (c.SMS_HTTP_HEADERS !== undefined) {
    try {
      const headers: unknown = JSON.parse(c.SMS_HTTP_HEADERS);
      if (
        !headers ||
        typeof headers !== 'object' ||
        Object.values(headers).some((v) => typeof v !== 'string')
      )
        throw new Error();
    } catch {
      throw new Error('Invalid environment: SMS_HTTP_HEADERS must be a JSON object of strings');
    }
  }
  const googleParts = [c.GOOGLE_ISSUER, c.GOOGLE_CLIENT_ID, c.GOOGLE_CLIENT_SECRET].filter(Boolean);
  if (googleParts.length !== 0 && googleParts.length !== 3) {
    throw new Error(
      'Invalid environment: GOOGLE_ISSUER, GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together',
    );
  }
  const demo = c.DEMO ?? isLocalInstallation(c);
  // The demo super admin's password is handed to anyone who asks (/api/config): with demo on, a
  // first start listens on this machine only, and listening elsewhere has to be said.
  const HOST = c.HOST ?? (demo ? '127.0.0.1' : '0.0.0.0');
  const demoReachable =
    demo && c.HOST !== undefined && !LOOPBACK_HOSTS.has(c.HOST)
      ? `demo mode is on and HOST=${c.HOST}: the demo super admin (whose password the sign-in page shows) can be reached from other machines; set DEMO=false unless this is a trial`
      : null;
  return { ...c, HOST, demo, demoReachable };
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
