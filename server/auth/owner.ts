import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, isNotNull, ne, sql, TransactionRollbackError } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accounts, meta, sessions, users } from '../db/schema.ts';

/**
 * The owner: the account that PROVED it controls the OWNER_EMAIL address, either by a Google /
 * OpenID sign-in whose provider says the address is verified, or by entering the one-time owner
 * setup code (printed in the server log while nobody is proven; `npm run owner:code`). An account
 * that merely signed up with that address is an ordinary user until then. Both facts live in the
 * key/value `meta` table, shared by every instance.
 */
const OWNER_KEY = 'owner-user-id';
const CODE_KEY = 'owner-setup-code';

/** Unambiguous letters and digits (no 0/O, 1/I/L) so that a code read from a log is typed right. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** The proven owner's user id, or null. A proof for an address OWNER_EMAIL no longer names counts for nothing. */
export async function provenOwnerId(
  db: Db,
  ownerEmail: string | undefined,
): Promise<string | null> {
  if (!ownerEmail) return null;
  const [row] = await db
    .select({ id: users.id })
    .from(meta)
    .innerJoin(users, eq(users.id, meta.value))
    .where(and(eq(meta.key, OWNER_KEY), eq(sql`lower(${users.email})`, ownerEmail.toLowerCase())));
  return row?.id ?? null;
}

/** Whether this account carries the owner's address (proof aside). */
export const hasOwnerAddress = (user: { email: string }, ownerEmail: string | undefined) =>
  !!ownerEmail && user.email.toLowerCase() === ownerEmail.toLowerCase();

/** The current one-time setup code, made once (every instance then prints the same one). */
export async function ownerSetupCode(db: Db): Promise<string> {
  const groups = Array.from({ length: 3 }, () =>
    Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  );
  await db
    .insert(meta)
    .values({ key: CODE_KEY, value: groups.join('-') })
    .onConflictDoNothing();
  const [row] = await db.select().from(meta).where(eq(meta.key, CODE_KEY));
  if (!row) throw new Error('owner setup code could not be stored');
  return row.value;
}

/** Spaces, dashes and letter case do not matter when the code is typed in. */
const normalise = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');

/** Whether `input` is the current setup code (compared in constant time). */
export async function setupCodeMatches(db: Db, input: string): Promise<boolean> {
  const [row] = await db.select().from(meta).where(eq(meta.key, CODE_KEY));
  if (!row) return false;
  const want = Buffer.from(normalise(row.value));
  const got = Buffer.from(normalise(input));
  return want.length === got.length && timingSafeEqual(want, got);
}

/** Whether the account signs in with a password (which somebody else may know). */
export async function hasPassword(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.userId, userId),
        eq(accounts.providerId, 'credential'),
        isNotNull(accounts.password),
      ),
    );
  return !!row;
}

/**
 * Proof (a): the address is verified, which on this installation only a Google / OpenID provider
 * can say (there is no e-mail verification), and the account is linked to such a provider.
 */
export async function provedByProvider(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(
      and(
        eq(accounts.userId, userId),
        ne(accounts.providerId, 'credential'),
        eq(users.emailVerified, true),
      ),
    );
  return !!row;
}

/**
 * Makes `userId` the proven owner: super admin, the setup code used up, and every session of the
 * account except `keepSessionId` ended, so whoever else was signed in to it is out. With
 * `passwordHash`, the account's password is replaced in the same transaction. Returns false when
 * the code (if one is given) was used by somebody else in the meantime.
 */
export async function recordOwner(
  db: Db,
  options: { userId: string; keepSessionId: string; code?: string; passwordHash?: string },
): Promise<boolean> {
  return db
    .transaction(async (tx) => {
      if (options.code !== undefined) {
        // Single use even when two instances are asked at once: only one DELETE finds the row.
        const used = await tx
          .delete(meta)
          .where(eq(meta.key, CODE_KEY))
          .returning({ value: meta.value });
        if (!used[0] || normalise(used[0].value) !== normalise(options.code)) {
          tx.rollback();
        }
      } else {
        await tx.delete(meta).where(eq(meta.key, CODE_KEY));
      }
      await tx
        .insert(meta)
        .values({ key: OWNER_KEY, value: options.userId })
        .onConflictDoUpdate({
          target: meta.key,
          set: { value: options.userId, updatedAt: new Date() },
        });
      await tx
        .update(users)
        .set({ role: 'superAdmin', updatedAt: new Date() })
        .where(eq(users.id, options.userId));
      if (options.passwordHash) {
        await tx
          .update(accounts)
          .set({ password: options.passwordHash, updatedAt: new Date() })
          .where(and(eq(accounts.userId, options.userId), eq(accounts.providerId, 'credential')));
      }
      await tx
        .delete(sessions)
        .where(and(eq(sessions.userId, options.userId), ne(sessions.id, options.keepSessionId)));
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof TransactionRollbackError) return false;
      throw error;
    });
}
