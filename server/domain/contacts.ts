import type { ContactBody, ContactUpdateBody } from '../../common/schemas/contacts.ts';
import { imageIdOf } from '../../common/schemas/contacts.ts';
import type { Db } from '../db/client.ts';
import {
  archiveContactRow,
  imageExists,
  insertContact,
  insertImage,
  lockLiveContact,
  setContact,
} from '../data/contacts.ts';
import { changedFields, storedFields } from './changes.ts';
import { runCommand, type Actor } from './command.ts';
import { DomainError } from './errors.ts';

const BOOKKEEPING = ['archivedAt', 'archivedBy', 'isDemo'];

/** A new emergency contact card, whose picture must be one uploaded to this server. */
export async function createContact(db: Db, actor: Actor, body: ContactBody): Promise<string> {
  return runCommand(db, actor, async (tx, record) => {
    const imageId = imageIdOf(body.img);
    if (!imageId || !(await imageExists(tx, imageId))) {
      throw new DomainError('invalid', 'img: must be an image uploaded to this server', 'img');
    }
    const row = await insertContact(tx, {
      name: body.name,
      phone1: body.number1,
      phone2: body.number2,
      imageId,
    });
    await record({
      action: 'create',
      target: 'contact',
      targetId: row!.id,
      changes: storedFields(row!, BOOKKEEPING),
    });
    return row!.id;
  });
}

/** An edit of a live card's name and numbers. */
export async function updateContact(
  db: Db,
  actor: Actor,
  id: string,
  body: ContactUpdateBody,
): Promise<number> {
  return runCommand(db, actor, async (tx, record) => {
    const before = await lockLiveContact(tx, id);
    if (!before) throw new DomainError('notFound', 'No contact with that id');
    const after = await setContact(tx, id, {
      name: body.name,
      phone1: body.number1,
      phone2: body.number2,
    });
    await record({
      action: 'update',
      target: 'contact',
      targetId: id,
      changes: changedFields(before, after!, BOOKKEEPING),
    });
    return 1;
  });
}

/** Delete archives: the card and its image stay until the purge job, restorable for a while. */
export async function archiveContact(db: Db, actor: Actor, id: string, now: Date): Promise<number> {
  return runCommand(db, actor, async (tx, record) => {
    const rows = await archiveContactRow(tx, id, now, actor.id);
    if (!rows.length) return 0;
    await record({
      action: 'archive',
      target: 'contact',
      targetId: id,
      changes: { archivedAt: { from: null, to: now.toISOString() } },
    });
    return 1;
  });
}

/** A cleaned picture stored for a contact card; the event keeps its type and size, never its bytes. */
export async function uploadImage(
  db: Db,
  actor: Actor,
  image: { contentType: string; bytes: Buffer },
): Promise<string> {
  return runCommand(db, actor, async (tx, record) => {
    const row = await insertImage(tx, image);
    await record({
      action: 'upload',
      target: 'image',
      targetId: row!.id,
      changes: { contentType: image.contentType, size: image.bytes.length },
    });
    return row!.id;
  });
}
