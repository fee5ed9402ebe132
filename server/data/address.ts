import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { donors, inNameOrder, unions, upazilas, villages } from '../db/schema.ts';
import { containsPattern } from '../db/search.ts';
import type { Language } from '../../common/language.ts';

export interface PageOptions {
  limit: number;
  page: number;
  search: string;
  /** Alphabetical by the names in this language; without it, each list's own order. */
  nameOrder?: Language;
}

/**
 * A list's ORDER BY: by the English or the Bangla name in alphabetical order, then the id (the
 * name-order indexes of migration 0021 hold exactly this), or the list's own order.
 */
function listOrder(
  options: PageOptions,
  table: { name: AnyPgColumn; bnName: AnyPgColumn; id: AnyPgColumn },
  otherwise: SQL[],
): SQL[] {
  if (!options.nameOrder) return otherwise;
  const name = options.nameOrder === 'en' ? table.name : table.bnName;
  return [asc(inNameOrder(name)), asc(table.id)];
}

/** Search text matches the English or the Bangla name anywhere, or the id when it is a number. */
function matching(search: string, names: AnyPgColumn[], id?: AnyPgColumn): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  const conditions = names.map((column) => ilike(column, pattern));
  if (id && /^\d{1,9}$/.test(search)) conditions.push(eq(id, Number(search)));
  return or(...conditions);
}

export async function pageUpazilas(db: Db, options: PageOptions) {
  const where = matching(options.search, [upazilas.name, upazilas.bnName], upazilas.id);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(upazilas)
      .where(where)
      .orderBy(...listOrder(options, upazilas, [asc(upazilas.id)]))
      .limit(options.limit)
      .offset(options.page * options.limit),
    db.select({ n: count() }).from(upazilas).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Unions, the ones added last first (the seeded ones by id), or in name order. */
export async function pageUnions(db: Db, options: PageOptions) {
  const where = matching(options.search, [unions.name, unions.bnName], unions.id);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: unions.id,
        upazilaId: unions.upazilaId,
        name: unions.name,
        bnName: unions.bnName,
      })
      .from(unions)
      .where(where)
      .orderBy(...listOrder(options, unions, [desc(unions.createdAt), asc(unions.id)]))
      .limit(options.limit)
      .offset(options.page * options.limit),
    db.select({ n: count() }).from(unions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Villages, the ones added last first, or in name order. */
export async function pageVillages(db: Db, options: PageOptions) {
  const where = matching(options.search, [villages.name, villages.bnName], villages.unionId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: villages.id,
        unionId: villages.unionId,
        name: villages.name,
        bnName: villages.bnName,
      })
      .from(villages)
      .where(where)
      .orderBy(...listOrder(options, villages, [desc(villages.createdAt), asc(villages.id)]))
      .limit(options.limit)
      .offset(options.page * options.limit),
    db.select({ n: count() }).from(villages).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function upazilaExists(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: upazilas.id })
    .from(upazilas)
    .where(eq(upazilas.id, id))
    .limit(1);
  return rows.length > 0;
}

export async function unionExists(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: unions.id }).from(unions).where(eq(unions.id, id)).limit(1);
  return rows.length > 0;
}

/** How many villages and donors still point at a union (either keeps it from being deleted). */
export async function unionDependents(db: Db, id: number) {
  // One after the other: a command passes its transaction, which runs one query at a time.
  const [villageCount] = await db
    .select({ n: count() })
    .from(villages)
    .where(eq(villages.unionId, id));
  const [donorCount] = await db.select({ n: count() }).from(donors).where(eq(donors.unionId, id));
  return { villages: villageCount?.n ?? 0, donors: donorCount?.n ?? 0 };
}

/** A village of this union that already has the English or the Bangla name (either script, any case). */
export async function findVillageNamed(db: Db, unionId: number, name: string, bnName: string) {
  const [row] = await db
    .select({ name: villages.name, bnName: villages.bnName })
    .from(villages)
    .where(
      and(
        eq(villages.unionId, unionId),
        or(
          eq(sql`lower(${villages.name})`, name.toLowerCase()),
          eq(sql`lower(${villages.bnName})`, bnName.toLowerCase()),
        ),
      ),
    )
    .limit(1);
  return row;
}

/**
 * New names for a village. Donors hold their village as text, so the donors of the same union
 * whose village was the old English or Bangla name get the new one in the same transaction.
 * Answers the village's union, or undefined when there is no such village.
 */
export async function renameVillage(
  db: Db,
  id: string,
  names: { name?: string; bnName?: string },
): Promise<{ unionId: number } | undefined> {
  return db.transaction(async (tx) => {
    const [old] = await tx
      .select({ unionId: villages.unionId, name: villages.name, bnName: villages.bnName })
      .from(villages)
      .where(eq(villages.id, id))
      .for('update');
    if (!old) return undefined;
    await tx.update(villages).set(names).where(eq(villages.id, id));
    const moves: [string, string | undefined][] = [
      [old.name, names.name],
      [old.bnName, names.bnName],
    ];
    for (const [from, to] of moves) {
      if (to === undefined || to === from) continue;
      await tx
        .update(donors)
        .set({ village: to })
        .where(and(eq(donors.unionId, old.unionId), eq(donors.village, from)));
    }
    return { unionId: old.unionId };
  });
}

/** Stores a new union unless its id is taken; the row, or undefined when the id was taken. */
export async function insertUnion(
  db: Db,
  union: { id: number; upazilaId: number; name: string; bnName: string },
) {
  const [row] = await db.insert(unions).values(union).onConflictDoNothing().returning();
  return row;
}

/** Deletes a union; the rows deleted (a foreign-key error when something still belongs to it). */
export function deleteUnionRow(db: Db, id: number) {
  return db.delete(unions).where(eq(unions.id, id)).returning();
}

/** Stores a new village; the row as stored. */
export async function insertVillage(db: Db, village: typeof villages.$inferInsert) {
  const [row] = await db.insert(villages).values(village).returning();
  return row;
}

/** Deletes a village; the row deleted, if there was one. */
export async function deleteVillageRow(db: Db, id: string) {
  const [deleted] = await db.delete(villages).where(eq(villages.id, id)).returning();
  return deleted;
}

/** The places a super admin renames, each with its table and how an id is written. */
const RENAMED = { union: unions, upazila: upazilas, village: villages } as const;
export type RenamedPlace = keyof typeof RENAMED;

// The three share what is read and written here (id, name, bn_name); the query builder is given
// one of them as their common type.
const renamedTable = (kind: RenamedPlace) => RENAMED[kind] as unknown as typeof unions;
const renamedId = (kind: RenamedPlace, id: string | number) => eq(renamedTable(kind).id, id as number);

/** A place about to be renamed, locked for the change. */
export async function lockPlace(db: Db, kind: RenamedPlace, id: string | number) {
  const [before] = await db
    .select()
    .from(renamedTable(kind))
    .where(renamedId(kind, id))
    .for('update');
  return before;
}

/** A place as stored now. */
export async function readPlace(db: Db, kind: RenamedPlace, id: string | number) {
  const [after] = await db.select().from(renamedTable(kind)).where(renamedId(kind, id));
  return after;
}

/** Gives a union or an upazila new names (a village is renamed with its donors: renameVillage). */
export async function setPlaceNames(
  db: Db,
  kind: RenamedPlace,
  id: string | number,
  names: { name?: string; bnName?: string },
): Promise<void> {
  await db.update(renamedTable(kind)).set(names).where(renamedId(kind, id));
}
