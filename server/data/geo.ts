import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { districts, divisions, unions, upazilas, villages } from '../db/schema.ts';

export function listDivisions(db: Db) {
  return db.select().from(divisions).orderBy(asc(divisions.id));
}

export function listDistricts(db: Db, divisionId?: number) {
  return db
    .select()
    .from(districts)
    .where(divisionId === undefined ? undefined : eq(districts.divisionId, divisionId))
    .orderBy(asc(districts.bnName));
}

export function listUpazilas(db: Db, districtId?: number) {
  return db
    .select()
    .from(upazilas)
    .where(districtId === undefined ? undefined : eq(upazilas.districtId, districtId))
    .orderBy(asc(upazilas.bnName));
}

export function listUnions(db: Db, upazilaId?: number) {
  return db
    .select({
      id: unions.id,
      upazilaId: unions.upazilaId,
      name: unions.name,
      bnName: unions.bnName,
    })
    .from(unions)
    .where(upazilaId === undefined ? undefined : eq(unions.upazilaId, upazilaId))
    .orderBy(asc(unions.bnName));
}

export function listVillages(db: Db, unionId?: number) {
  return db
    .select({
      id: villages.id,
      unionId: villages.unionId,
      name: villages.name,
      bnName: villages.bnName,
    })
    .from(villages)
    .where(unionId === undefined ? undefined : eq(villages.unionId, unionId))
    .orderBy(asc(villages.bnName));
}
