import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { PlaceNameIndex } from '../../common/place-names.ts';
import type { PlaceRef } from '../../common/schemas/place-ref.ts';
import type { Db } from '../db/client.ts';
import { districts, divisions, unions, upazilas } from '../db/schema.ts';
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
 * Turns place references into ids, from the division down. A name is matched as people write it
 * (common/place-names.ts: Bengali or English, official or common spelling such as Chittagong or
 * Comilla, with or without spaces, apostrophes, the level's word or "Sadar"), inside the place
 * above when that is known (two unions in different upazilas share many names). No match, or more
 * than one, is an error naming the field (with close names when there are some); ids are passed
 * through for the chain check (place-chain.ts) to verify.
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
    // The places under the parent (a few dozen), or the whole level when no parent is known.
    const query = db
      .select({ id: level.id, name: level.name, bnName: level.bnName })
      .from(level.table);
    const rows = (await (level.parent && parentId !== null
      ? query.where(eq(level.parent, parentId))
      : query)) as {
      id: number;
      name: string;
      bnName: string;
    }[];
    const index = new PlaceNameIndex(rows);
    const found = index.find(ref.name);
    const field = fields[key];
    if (found.length === 0) {
      const close = index.close(ref.name);
      return {
        error: {
          field,
          message: `${field}: ${level.label} not found${close.length ? `; close names: ${close.join(', ')}` : ''}`,
        },
      };
    }
    if (found.length > 1)
      return {
        error: {
          field,
          message: `${field}: more than one ${level.label.toLowerCase()} has this name; send its id`,
        },
      };
    ids[key] = found[0]!;
    parentId = ids[key];
  }
  return { ids };
}
