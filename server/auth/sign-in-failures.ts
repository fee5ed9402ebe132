import { createHash } from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { meta } from '../db/schema.ts';

const PREFIX = 'sign-in-failures:';

/**
 * Wrong passwords per account, counted in the database so that every app instance sees the same
 * count. After `limit` failures, each less than `windowSeconds` after the one before, the account
 * refuses sign-in attempts (right password included) until `windowSeconds` after the last failure;
 * a successful sign-in clears the count. Other accounts, and the same person's other addresses,
 * are not affected. The key holds a hash of the email, so no address is stored for accounts that
 * do not exist; the database clock decides, so instances with skewed clocks agree.
 *
 * An attempt is counted before the password is checked (`reserve`) so that parallel guesses
 * cannot pass the limit together; `succeeded` and `notChecked` settle it afterwards.
 */
export class SignInFailures {
  constructor(
    private readonly db: Db,
    private readonly limit: number,
    private readonly windowSeconds: number,
  ) {}

  static keyOf(email: string): string {
    return `${PREFIX}${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
  }

  /** Counts one attempt; `retryAfter` (seconds) when the account is locked and nothing was counted. */
  async reserve(email: string): Promise<{ allowed: true } | { allowed: false; retryAfter: number }> {
    const key = SignInFailures.keyOf(email);
    const expired = sql`${meta.updatedAt} <= now() - make_interval(secs => ${this.windowSeconds})`;
    const counted = await this.db
      .insert(meta)
      .values({ key, value: '1', updatedAt: sql`now()` })
      .onConflictDoUpdate({
        target: meta.key,
        set: {
          value: sql`case when ${expired} then '1' else (${meta.value}::int + 1)::text end`,
          updatedAt: sql`now()`,
        },
        setWhere: sql`${expired} or ${meta.value}::int < ${this.limit}`,
      })
      .returning({ value: meta.value });
    if (counted.length) return { allowed: true };

    const [row] = await this.db
      .select({
        seconds: sql<string>`ceil(extract(epoch from ${meta.updatedAt} + make_interval(secs => ${this.windowSeconds}) - now()))`,
      })
      .from(meta)
      .where(eq(meta.key, key));
    return { allowed: false, retryAfter: Math.max(1, Number(row?.seconds ?? this.windowSeconds)) };
  }

  /** The password was right: the account starts afresh (and counts that have run out are removed). */
  async succeeded(email: string): Promise<void> {
    await this.db.delete(meta).where(eq(meta.key, SignInFailures.keyOf(email)));
    await this.db
      .delete(meta)
      .where(
        and(
          like(meta.key, `${PREFIX}%`),
          sql`${meta.updatedAt} <= now() - make_interval(secs => ${this.windowSeconds})`,
        ),
      );
  }

  /** The attempt was refused before any password check (bad input, address limit): uncount it. */
  async notChecked(email: string): Promise<void> {
    await this.db
      .update(meta)
      .set({ value: sql`greatest(${meta.value}::int - 1, 0)::text` })
      .where(eq(meta.key, SignInFailures.keyOf(email)));
  }
}
