import type { Db } from '../db/client.ts';

/** The cheapest round trip to the database: the health check's proof that it answers. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute('select 1');
}
