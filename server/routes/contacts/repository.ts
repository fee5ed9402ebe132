import { count, desc, eq } from 'drizzle-orm';
import type { ContactBody, ContactUpdateBody } from '../../../common/schemas/contacts.ts';
import type { Db } from '../../db/client.ts';
import { contacts, images } from '../../db/schema.ts';

export type ContactRecord = typeof contacts.$inferSelect;

const newestFirst = [desc(contacts.createdAt), desc(contacts.id)];

/** One page of contact cards, counted and paged in SQL. */
export async function pageContacts(db: Db, options: { limit: number; page: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contacts)
      .orderBy(...newestFirst)
      .limit(options.limit)
      .offset(options.page * options.limit),
    db.select({ n: count() }).from(contacts),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The dashboard grid: newest first, at most `limit`. */
export function listContacts(db: Db, limit: number) {
  return db
    .select()
    .from(contacts)
    .orderBy(...newestFirst)
    .limit(limit);
}

export async function insertContact(
  db: Db,
  body: Omit<ContactBody, 'img'>,
  imageId: string,
): Promise<string> {
  const [row] = await db
    .insert(contacts)
    .values({ name: body.name, phone1: body.number1, phone2: body.number2, imageId })
    .returning({ id: contacts.id });
  return row!.id;
}

export async function updateContact(db: Db, id: string, body: ContactUpdateBody): Promise<number> {
  const rows = await db
    .update(contacts)
    .set({ name: body.name, phone1: body.number1, phone2: body.number2 })
    .where(eq(contacts.id, id))
    .returning({ id: contacts.id });
  return rows.length;
}

/** Deletes the contact and its image, which nothing else shows. */
export async function deleteContact(db: Db, id: string): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .delete(contacts)
      .where(eq(contacts.id, id))
      .returning({ imageId: contacts.imageId });
    const imageId = rows[0]?.imageId;
    if (imageId) await tx.delete(images).where(eq(images.id, imageId));
    return rows.length;
  });
}

export async function imageExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: images.id }).from(images).where(eq(images.id, id));
  return !!row;
}

export async function insertImage(db: Db, contentType: string, bytes: Buffer): Promise<string> {
  const [row] = await db.insert(images).values({ contentType, bytes }).returning({ id: images.id });
  return row!.id;
}

export async function findImage(db: Db, id: string) {
  const [row] = await db
    .select({ contentType: images.contentType, bytes: images.bytes })
    .from(images)
    .where(eq(images.id, id));
  return row;
}
