import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';

/**
 * Idempotency-Key reservations and kept answers (server/plugins/idempotency.ts): a key is one row
 * per (key hash, route), reserved by its insert, answered once its create's answer is stored.
 */

const thisKey = (keyHash: string, route: string) =>
  and(eq(idempotencyKeys.keyHash, keyHash), eq(idempotencyKeys.route, route));

/** Removes every key older than `keptHours`. */
export async function purgeIdempotencyKeys(db: Db, keptHours: number) {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${keptHours})`));
}

/** Frees the key if it expired, or if its reservation was never answered within `abandonedSeconds`. */
export async function freeStaleIdempotencyKey(
  db: Db,
  keyHash: string,
  route: string,
  keptHours: number,
  abandonedSeconds: number,
) {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        thisKey(keyHash, route),
        or(
          lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${keptHours})`),
          and(
            isNull(idempotencyKeys.status),
            lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${abandonedSeconds})`),
          ),
        ),
      ),
    );
}

/** Reserves the key for this request's body; whether this call got it (false: it is held). */
export async function reserveIdempotencyKey(
  db: Db,
  key: { keyHash: string; route: string; bodyHash: string },
) {
  const inserted = await db
    .insert(idempotencyKeys)
    .values(key)
    .onConflictDoNothing()
    .returning({ keyHash: idempotencyKeys.keyHash });
  return inserted.length > 0;
}

/** The key's body hash and, once answered, its status and sealed answer. */
export async function idempotencyKeyHeld(db: Db, keyHash: string, route: string) {
  const [row] = await db
    .select({
      bodyHash: idempotencyKeys.bodyHash,
      status: idempotencyKeys.status,
      answer: idempotencyKeys.answer,
    })
    .from(idempotencyKeys)
    .where(thisKey(keyHash, route));
  return row;
}

/** Keeps the create's answer (sealed) under its key. */
export async function keepIdempotentAnswer(
  db: Db,
  keyHash: string,
  route: string,
  answer: { status: number; answer: string },
) {
  await db
    .update(idempotencyKeys)
    .set(answer)
    .where(and(eq(idempotencyKeys.keyHash, keyHash), eq(idempotencyKeys.route, route)));
}

/** Frees a reservation that was not answered. */
export async function freeIdempotencyKey(db: Db, keyHash: string, route: string) {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.keyHash, keyHash),
        eq(idempotencyKeys.route, route),
        isNull(idempotencyKeys.status),
      ),
    );
}
