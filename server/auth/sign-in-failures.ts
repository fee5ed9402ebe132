import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, like, sql, type SQL } from 'drizzle-orm';
import { parseCookies } from 'better-auth/cookies';
import { OWNER_CODE_HEADER } from '../../common/constants.ts';
import type { Db } from '../db/client.ts';
import { meta } from '../db/schema.ts';
import { setupCodeMatches } from './owner.ts';

const PREFIX = 'sign-in-failures:';
/** A count is forgotten this long after its last wrong password. */
const FORGET_SECONDS = 86_400;

/** One password attempt: the account, who tries, and whether that client is trusted for it. */
export interface SignInAttempt {
  email: string;
  /**
   * The client's own bucket: a known device's id when the attempt carries this account's device
   * cookie, otherwise the client's address. Stored only as part of a hash.
   */
  client: string;
  /**
   * A device that signed in to this account before, or the owner with the owner setup code:
   * the account-wide brake does not apply to it (a stranger failing elsewhere cannot lock it out).
   */
  trusted: boolean;
}

export type Reservation = { allowed: true } | { allowed: false; retryAfter: number };

/**
 * Wrong passwords, counted in the database so that every app instance sees the same counts (the
 * database clock decides, so instances with skewed clocks agree). Two counts brake an attempt:
 *
 * - per account and client (the client's address, or a known device): after `limit` wrong
 *   passwords the next attempt waits 1 s after the last one, then 2 s, 4 s, ... up to
 *   `maxDelaySeconds`. One guesser slows only itself.
 * - per account, from any untrusted client: the same growing delay after `limit` wrong passwords
 *   from all of them together, so that guessing from many addresses is slowed too. A device that
 *   signed in to the account before (its device cookie) and the owner with the owner setup code
 *   are not held by it: a stranger can slow down new devices but not lock the owner out.
 *
 * A count is forgotten a day after its last wrong password; a right password clears the account's
 * counts. Keys hold hashes only (of the email, of the client), so nothing is stored about accounts
 * that do not exist nor any address. An attempt is counted before the password is checked
 * (`reserve`) so that parallel guesses cannot pass a brake together; `succeeded` and `notChecked`
 * settle it afterwards.
 */
export class SignInFailures {
  constructor(
    private readonly db: Db,
    private readonly limit: number,
    private readonly maxDelaySeconds: number,
  ) {}

  static accountHash(email: string): string {
    return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  }

  static keyOf(email: string): string {
    return `${PREFIX}${SignInFailures.accountHash(email)}`;
  }

  static clientKeyOf(email: string, client: string): string {
    const hashed = createHash('sha256')
      .update(`${SignInFailures.accountHash(email)}\n${client}`)
      .digest('hex');
    return `${SignInFailures.keyOf(email)}:${hashed.slice(0, 32)}`;
  }

  private keys(attempt: SignInAttempt): string[] {
    const own = SignInFailures.clientKeyOf(attempt.email, attempt.client);
    return attempt.trusted ? [own] : [own, SignInFailures.keyOf(attempt.email)];
  }

  /** Seconds the count in `value`, last bumped at `updatedAt`, makes the next attempt wait. */
  private delay(): SQL {
    return sql`case when ${meta.value}::int < ${this.limit} then 0
      else least(power(2, ${meta.value}::int - ${this.limit}), ${this.maxDelaySeconds}) end`;
  }

  /** Counts one attempt; `retryAfter` (seconds) when a brake holds it, and then nothing is counted. */
  async reserve(attempt: SignInAttempt): Promise<Reservation> {
    const forgotten = sql`${meta.updatedAt} <= now() - make_interval(secs => ${FORGET_SECONDS})`;
    // Below the limit nothing waits. Said outright, not left to the time comparison: now() is when
    // this transaction began, and a parallel attempt that began later and committed first stamps
    // the count later than that, which would hold this attempt though the count is under the limit.
    const due = sql`${meta.value}::int < ${this.limit}
      or ${meta.updatedAt} + make_interval(secs => ${this.delay()}) <= now()`;
    try {
      await this.db.transaction(async (tx) => {
        for (const key of this.keys(attempt)) {
          const counted = await tx
            .insert(meta)
            .values({ key, value: '1', updatedAt: sql`now()` })
            .onConflictDoUpdate({
              target: meta.key,
              set: {
                value: sql`case when ${forgotten} then '1' else (${meta.value}::int + 1)::text end`,
                updatedAt: sql`now()`,
              },
              setWhere: sql`${forgotten} or ${due}`,
            })
            .returning({ value: meta.value });
          if (!counted.length) throw new Braked(key);
        }
      });
      return { allowed: true };
    } catch (error) {
      if (!(error instanceof Braked)) throw error;
      const [row] = await this.db
        .select({
          seconds: sql<string>`ceil(extract(epoch from ${meta.updatedAt} + make_interval(secs => ${this.delay()}) - now()))`,
        })
        .from(meta)
        .where(eq(meta.key, error.key));
      return { allowed: false, retryAfter: Math.max(1, Number(row?.seconds ?? 1)) };
    }
  }

  /** The password was right: the account starts afresh (and counts that have run out are removed). */
  async succeeded(attempt: SignInAttempt): Promise<void> {
    await this.db.delete(meta).where(like(meta.key, `${SignInFailures.keyOf(attempt.email)}%`));
    await this.db
      .delete(meta)
      .where(
        and(
          like(meta.key, `${PREFIX}%`),
          sql`${meta.updatedAt} <= now() - make_interval(secs => ${FORGET_SECONDS})`,
        ),
      );
  }

  /** The attempt was refused before any password check (bad input, address limit): uncount it. */
  async notChecked(attempt: SignInAttempt): Promise<void> {
    for (const key of this.keys(attempt)) {
      await this.db
        .update(meta)
        .set({ value: sql`greatest(${meta.value}::int - 1, 0)::text` })
        .where(eq(meta.key, key));
    }
  }
}

class Braked extends Error {
  constructor(readonly key: string) {
    super('braked');
  }
}

/**
 * The known-device cookie: set at a successful password sign-in, it names this device (a random
 * id) and the account, signed with the server's secret. Only the account it was set for trusts it.
 */
export const DEVICE_COOKIE = 'roktosetu_device';

export class DeviceCookies {
  constructor(private readonly secret: string) {}

  private mac(accountHash: string, device: string): string {
    return createHmac('sha256', this.secret)
      .update(`device\n${accountHash}\n${device}`)
      .digest('base64url');
  }

  /** The cookie's value for `email` on `device` (a new device id when none is given). */
  value(email: string, device = randomBytes(16).toString('base64url')): string {
    return `${device}.${this.mac(SignInFailures.accountHash(email), device)}`;
  }

  /** The device id when `value` is a cookie this server set for `email`, else null. */
  deviceFor(email: string, value: string | undefined): string | null {
    if (!value) return null;
    const [device, mac, ...rest] = value.split('.');
    if (!device || !mac || rest.length) return null;
    const want = Buffer.from(this.mac(SignInFailures.accountHash(email), device));
    const got = Buffer.from(mac);
    return want.length === got.length && timingSafeEqual(want, got) ? device : null;
  }

  /** The id inside any well-formed cookie value (kept when the device signs in to another account). */
  static deviceId(value: string | undefined): string | undefined {
    const device = value?.split('.')[0];
    return device && /^[\w-]{16,64}$/.test(device) ? device : undefined;
  }
}
const DEVICE_COOKIE_SECONDS = 365 * 86_400;

/**
 * Who is trying to sign in, for the brakes: a device that signed in to this account before (its
 * signed device cookie), or else the client's address; trusted when it is such a device, or when
 * the attempt is for the owner's address and carries the current owner setup code.
 */
export class SignInClients {
  private readonly devices: DeviceCookies;
  private readonly ownerEmail: string | undefined;

  constructor(
    private readonly db: Db,
    secret: string,
    ownerEmail: string | undefined,
    /** Device cookies carry Secure when the app is served over https. */
    private readonly secure: boolean,
  ) {
    this.devices = new DeviceCookies(secret);
    this.ownerEmail = ownerEmail?.trim().toLowerCase();
  }

  /** The attempt for `email` from a request with these headers, from this address. */
  async attempt(
    email: string,
    headers: Record<string, string | string[] | undefined>,
    ip: string,
  ): Promise<SignInAttempt> {
    const device = this.devices.deviceFor(email, this.deviceCookie(headers));
    const code = headers[OWNER_CODE_HEADER];
    const owner =
      !device &&
      this.ownerEmail !== undefined &&
      email.trim().toLowerCase() === this.ownerEmail &&
      typeof code === 'string' &&
      (await setupCodeMatches(this.db, code));
    return {
      email,
      client: device ? `device:${device}` : `address:${ip}`,
      trusted: Boolean(device) || owner,
    };
  }

  /**
   * The Set-Cookie that makes this device known to the account after a right password (the same
   * device id for every account signed in on it; the cookie names the last one).
   */
  knownDeviceCookie(
    attempt: SignInAttempt,
    headers: Record<string, string | string[] | undefined>,
  ): string {
    const value = this.devices.value(
      attempt.email,
      DeviceCookies.deviceId(this.deviceCookie(headers)),
    );
    return `${DEVICE_COOKIE}=${value}; Path=/api/auth; Max-Age=${DEVICE_COOKIE_SECONDS}; HttpOnly; SameSite=Strict${this.secure ? '; Secure' : ''}`;
  }

  private deviceCookie(headers: Record<string, string | string[] | undefined>): string | undefined {
    const cookie = headers.cookie;
    return parseCookies(typeof cookie === 'string' ? cookie : '').get(DEVICE_COOKIE);
  }
}
