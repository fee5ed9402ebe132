import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { meta } from '../db/schema.ts';

/**
 * A value the installation makes once and keeps (the auth secret, the VAPID keys): `fresh` is
 * stored unless the key already holds a value, and the stored value is answered, so every
 * instance starting at once ends up with the same one. Undefined only if nothing could be stored.
 */
export async function storedMetaValue(db: Db, key: string, fresh: string) {
  await db.insert(meta).values({ key, value: fresh }).onConflictDoNothing();
  const [row] = await db.select().from(meta).where(eq(meta.key, key));
  return row?.value;
}
