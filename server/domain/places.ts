import { ERROR_CODES } from '../../common/error-codes.ts';
import type { Db } from '../db/client.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../db/sql-state.ts';
import {
  deleteUnionRow,
  deleteVillageRow,
  findVillageNamed,
  insertUnion,
  insertVillage,
  lockPlace,
  readPlace,
  setPlaceNames,
  type RenamedPlace,
  renameVillage as renameVillageRows,
  unionDependents,
  unionExists,
  upazilaExists,
} from '../data/address.ts';
import { changedFields, storedFields } from './changes.ts';
import { runCommand, type Actor } from './command.ts';
import { DomainError } from './errors.ts';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const VILLAGE_TAKEN = 'name: this union already has a village with this name';

/** Turns a constraint the database caught (two calls at once) into the refusal the check would have given. */
async function refusingRaces<T>(
  work: () => Promise<T>,
  races: { foreignKey?: DomainError; unique?: DomainError },
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (races.foreignKey && isForeignKeyViolation(error)) throw races.foreignKey;
    if (races.unique && isUniqueViolation(error)) throw races.unique;
    throw error;
  }
}

/** A super admin's new union under an existing upazila, with the official id it is given. */
export async function addUnion(
  db: Db,
  actor: Actor,
  union: { id: number; upazilaId: number; name: string; bnName: string },
): Promise<string> {
  return runCommand(db, actor, async (tx, record) => {
    if (!(await upazilaExists(tx, union.upazilaId))) {
      throw new DomainError(
        'invalid',
        `upazila_id: no upazila has the id ${union.upazilaId}`,
        'upazila_id',
        ERROR_CODES.UPAZILA_NOT_FOUND,
      );
    }
    const row = await insertUnion(tx, union);
    if (!row)
      throw new DomainError(
        'conflict',
        `union_id: the union id ${union.id} is already taken`,
        'union_id',
        ERROR_CODES.UNION_ID_TAKEN,
      );
    await record({
      action: 'create',
      target: 'union',
      targetId: String(row.id),
      changes: storedFields(row),
    });
    return String(row.id);
  });
}

/** Deletes a union that no village and no donor belongs to. */
export async function deleteUnion(db: Db, actor: Actor, id: number): Promise<number> {
  return runCommand(db, actor, async (tx, record) => {
    const dependents = await unionDependents(tx, id);
    if (dependents.villages > 0 || dependents.donors > 0) {
      const held = [
        dependents.villages > 0 ? plural(dependents.villages, 'village', 'villages') : '',
        dependents.donors > 0 ? plural(dependents.donors, 'donor', 'donors') : '',
      ]
        .filter(Boolean)
        .join(' and ');
      throw new DomainError(
        'conflict',
        `This union still has ${held}; it cannot be deleted while they belong to it`,
        'id',
      );
    }
    const deleted = await refusingRaces(() => deleteUnionRow(tx, id), {
      // A village or donor was added between the check and the delete.
      foreignKey: new DomainError(
        'conflict',
        'This union still has villages or donors; it cannot be deleted while they belong to it',
        'id',
      ),
    });
    if (!deleted.length) return 0;
    await record({
      action: 'delete',
      target: 'union',
      targetId: String(id),
      changes: storedFields(deleted[0]!),
    });
    return 1;
  });
}

/** A village under a union, its English and Bangla names new to that union. */
export async function addVillage(
  db: Db,
  actor: Actor,
  village: { unionId: number; name: string; bnName: string },
): Promise<string> {
  return runCommand(db, actor, async (tx, record) => {
    const noUnion = new DomainError(
      'invalid',
      `union_id: no union has the id ${village.unionId}`,
      'union_id',
      ERROR_CODES.UNION_NOT_FOUND,
    );
    if (!(await unionExists(tx, village.unionId))) throw noUnion;
    const same = await findVillageNamed(tx, village.unionId, village.name, village.bnName);
    if (same) {
      const field = same.name.toLowerCase() === village.name.toLowerCase() ? 'name' : 'bn_name';
      throw new DomainError(
        'conflict',
        `${field}: this union already has a village with this name`,
        field,
        ERROR_CODES.VILLAGE_NAME_TAKEN,
      );
    }
    // The union was deleted, or the same village added, between the check and the insert.
    const row = await refusingRaces(() => insertVillage(tx, village), {
      foreignKey: noUnion,
      unique: new DomainError('conflict', VILLAGE_TAKEN, 'name', ERROR_CODES.VILLAGE_NAME_TAKEN),
    });
    await record({
      action: 'create',
      target: 'village',
      targetId: row!.id,
      changes: storedFields(row!),
    });
    return row!.id;
  });
}

export type { RenamedPlace };

/**
 * New names for a union, an upazila (its Bangla name only; the route takes no other) or a village,
 * the event keeping each name that changed. A village's donors, who hold the village as text,
 * follow in the same transaction, and two villages of one union never share a name.
 */
export async function renamePlace<K extends RenamedPlace>(
  db: Db,
  actor: Actor,
  kind: K,
  id: K extends 'village' ? string : number,
  names: { name?: string; bnName?: string },
): Promise<number> {
  return runCommand(db, actor, async (tx, record) => {
    const before = await lockPlace(tx, kind, id);
    if (!before) throw new DomainError('notFound', `No ${kind} with that id`);
    if (kind === 'village') {
      await refusingRaces(() => renameVillageRows(tx, String(id), names), {
        unique: new DomainError('conflict', VILLAGE_TAKEN, 'name', ERROR_CODES.VILLAGE_NAME_TAKEN),
      });
    } else {
      await setPlaceNames(tx, kind, id, names);
    }
    const after = await readPlace(tx, kind, id);
    await record({
      action: 'update',
      target: kind,
      targetId: String(id),
      changes: changedFields(before, after!),
    });
    return 1;
  });
}

/** Deletes a village; donors keep their village as a name, so none points nowhere. */
export async function deleteVillage(db: Db, actor: Actor, id: string): Promise<number> {
  return runCommand(db, actor, async (tx, record) => {
    const deleted = await deleteVillageRow(tx, id);
    if (!deleted) return 0;
    await record({
      action: 'delete',
      target: 'village',
      targetId: id,
      changes: storedFields(deleted),
    });
    return 1;
  });
}
