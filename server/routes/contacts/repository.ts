import { and, count, desc, eq, isNotNull, isNull, notExists } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { contacts, images } from '../../db/schema.ts';

export type ContactRecord = typeof contacts.$inferSelect;

const newestFirst = [desc(contacts.createdAt), desc(contacts.id)];

/** Archived contacts leave the public cards and the dashboard grid. */
export const liveContact = isNull(contacts.archivedAt);

/** One page of contact cards, counted and paged in SQL. */
export async function pageContacts(db: Db, options: { limit: number; page: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contacts)
      .where(liveContact)
      .orderBy(...newestFirst)
      .limit(options.limit)
      .offset(options.page * options.limit),
    db.select({ n: count() }).from(contacts).where(liveContact),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function imageExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: images.id }).from(images).where(eq(images.id, id));
  return !!row;
}

/** An image, unless it is the picture of an archived contact (archived cards are not shown anywhere). */
export async function findImage(db: Db, id: string) {
  const ofArchivedContact = db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.imageId, images.id), isNotNull(contacts.archivedAt)));
  const [row] = await db
    .select({ contentType: images.contentType, bytes: images.bytes })
    .from(images)
    .where(and(eq(images.id, id), notExists(ofArchivedContact)));
  return row;
}
