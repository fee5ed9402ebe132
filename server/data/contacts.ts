import { and, count, desc, eq, isNotNull, isNull, notExists } from 'drizzle-orm';

import type { Db } from '../db/client.ts';
import { contacts, images } from '../db/schema.ts';

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

type ContactFields = Pick<ContactRecord, 'name' | 'phone1' | 'phone2'>;

/** Stores a new card; the row as stored. */
export async function insertContact(
  db: Db,
  values: ContactFields & { imageId: string },
): Promise<ContactRecord | undefined> {
  const [row] = await db.insert(contacts).values(values).returning();
  return row;
}

/** A live card, locked for its change. */
export async function lockLiveContact(db: Db, id: string): Promise<ContactRecord | undefined> {
  const [before] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.id, id), liveContact))
    .for('update');
  return before;
}

/** Changes a card's name and numbers; the row as changed. */
export async function setContact(
  db: Db,
  id: string,
  values: ContactFields,
): Promise<ContactRecord | undefined> {
  const [after] = await db.update(contacts).set(values).where(eq(contacts.id, id)).returning();
  return after;
}

/** Archives a live card; the ids archived (none when it was not live). */
export function archiveContactRow(db: Db, id: string, now: Date, by: string | null) {
  return db
    .update(contacts)
    .set({ archivedAt: now, archivedBy: by })
    .where(and(eq(contacts.id, id), liveContact))
    .returning({ id: contacts.id });
}

/** Stores a cleaned picture; its id. */
export async function insertImage(db: Db, image: { contentType: string; bytes: Buffer }) {
  const [row] = await db.insert(images).values(image).returning({ id: images.id });
  return row;
}
