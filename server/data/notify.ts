import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** Sends `payload` on a PostgreSQL NOTIFY channel (every instance LISTENing there receives it). */
export async function notifyChannel(db: Db, channel: string, payload: string) {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}
