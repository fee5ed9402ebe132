import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { PlaceRef } from '../../../common/schemas/place-ref.ts';
import type { Db } from '../../db/client.ts';
import { districts, divisions, unions, upazilas } from '../../db/schema.ts';
import type { PlaceError, PlaceIds } from './place-chain.ts';

export type PlaceRefs = Record<keyof PlaceIds, PlaceRef | undefined>;

interface Level {
  table: PgTable;
  id: PgColumn;
  name: PgColumn;
  bnName: PgColumn;
  /** The column holding the id of the place above (none for a division). */
  parent?: PgColumn;
  label: string;
}

const LEVELS: [keyof PlaceIds, Level][] = [
  [
    'divisionId',
    {
      table: divisions,
      id: divisions.id,
      name: divisions.name,
      bnName: divisions.bnName,
      label: 'Division',
    },
  ],
  [
    'districtId',
    {
      table: districts,
      id: districts.id,
      name: districts.name,
      bnName: districts.bnName,
      parent: districts.divisionId,
      label: 'District',
    },
  ],
  [
    'upazilaId',
    {
      table: upazilas,
      id: upazilas.id,
      name: upazilas.name,
      bnName: upazilas.bnName,
      parent: upazilas.districtId,
      label: 'Upazila',
    },
  ],
  [
    'unionId',
    {
      table: unions,
      id: unions.id,
      name: unions.name,
      bnName: unions.bnName,
      parent: unions.upazilaId,
      label: 'Union',
    },
  ],
];

/**
 * Turns place references into ids, from the division down. A name matches the Bengali name
 * exactly or the English name without regard to case, inside the place above when that is known
 * (two unions in different upazilas share many names). No match, or more than one, is an error
 * naming the field; ids are passed through for the chain check (place-chain.ts) to verify.
 */
export async function resolvePlaceNames(
  db: Db,
  refs: PlaceRefs,
  fields: Record<keyof PlaceIds, string>,
): Promise<{ ids: PlaceIds } | { error: PlaceError }> {
  const ids: PlaceIds = { divisionId: null, districtId: null, upazilaId: null, unionId: null };
  let parentId: number | null = null;
  for (const [key, level] of LEVELS) {
    const ref = refs[key];
    if (ref === undefined) {
      parentId = null;
      continue;
    }
    if (typeof ref === 'number') {
      ids[key] = ref;
      parentId = ref;
      continue;
    }
    const byName: SQL = or(
      eq(level.bnName, ref.name),
      sql`lower(${level.name}) = lower(${ref.name})`,
    )!;
    const where =
      level.parent && parentId !== null ? and(byName, eq(level.parent, parentId)) : byName;
    // Two rows are enough to tell "one" from "more than one".
    const rows = await db.select({ id: level.id }).from(level.table).where(where).limit(2);
    const field = fields[key];
    if (rows.length === 0)
      return { error: { field, message: `${field}: ${level.label} not found` } };
    if (rows.length > 1)
      return {
        error: {
          field,
          message: `${field}: more than one ${level.label.toLowerCase()} has this name; send its id`,
        },
      };
    ids[key] = rows[0]!.id as number;
    parentId = ids[key];
  }
  return { ids };
}
