import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { COMMUNITY_NAME_DEFAULTS } from '../../common/schemas/donations.ts';
import type { UnitRole } from '../../common/schemas/units.ts';
import { rowsOf, type Db, type Tx } from '../db/client.ts';
import {
  districts,
  divisions,
  donors,
  unitMembers,
  unitPlaces,
  units,
  upazilas,
  users,
} from '../db/schema.ts';

/**
 * The units of the federation (docs/decisions/056-units.md): the tree, the places each covers,
 * who works in each, and which unit a registration or request goes to.
 */

export type UnitRow = typeof units.$inferSelect;
export type PlaceLevel = 'division' | 'district' | 'upazila';
export const PLACE_LEVELS: readonly PlaceLevel[] = ['division', 'district', 'upazila'];

/** A unit's places, by level. */
export interface UnitPlaceIds {
  divisionIds: number[];
  districtIds: number[];
  upazilaIds: number[];
}
export const PLACE_FIELD: Record<PlaceLevel, keyof UnitPlaceIds> = {
  division: 'divisionIds',
  district: 'districtIds',
  upazila: 'upazilaIds',
};

type Conn = Db | Tx;

const live = isNull(units.archivedAt);

// ---------------------------------------------------------------- who works where

/** An account's memberships in live units. */
export async function unitsOf(
  db: Conn,
  userId: string,
): Promise<{ unitId: string; role: UnitRole }[]> {
  const rows = await db
    .select({ unitId: unitMembers.unitId, role: unitMembers.role })
    .from(unitMembers)
    .innerJoin(units, eq(units.id, unitMembers.unitId))
    .where(and(eq(unitMembers.userId, userId), live))
    .orderBy(asc(units.depth), asc(unitMembers.unitId));
  return rows as { unitId: string; role: UnitRole }[];
}

/** These units and every unit below them (archived ones too), each once. */
export async function subtreeIds(db: Conn, unitIds: readonly string[]): Promise<string[]> {
  if (!unitIds.length) return [];
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`with recursive tree(id) as (
          select ${units.id} from ${units} where ${inArray(units.id, [...unitIds])}
          union
          select child.id from units child join tree on child.parent_id = tree.id
        )
        select id from tree`,
  );
  return rows.map((row) => row.id);
}

/** The unit and every unit above it, nearest first. */
export async function ancestorIds(db: Conn, unitId: string): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`with recursive up(id, parent_id, depth) as (
          select ${units.id}, ${units.parentId}, ${units.depth} from ${units} where ${units.id} = ${unitId}
          union all
          select parent.id, parent.parent_id, parent.depth from units parent join up on parent.id = up.parent_id
        )
        select id from up order by depth desc`,
  );
  return rows.map((row) => row.id);
}

/**
 * The stored settings of the unit and of every unit above it, the top one first (so that a
 * nearer unit's values, merged after, win).
 */
export async function settingsDownTo(db: Conn, unitId: string): Promise<unknown[]> {
  const rows = await rowsOf<{ settings: unknown }>(
    db,
    sql`with recursive up(id, parent_id, depth, settings) as (
          select ${units.id}, ${units.parentId}, ${units.depth}, ${units.settings} from ${units} where ${units.id} = ${unitId}
          union all
          select parent.id, parent.parent_id, parent.depth, parent.settings from units parent join up on parent.id = up.parent_id
        )
        select settings from up order by depth asc`,
  );
  return rows.map((row) => row.settings);
}

/**
 * A new installation's first unit, named as the community (the product's name until one is set),
 * made when the server first starts on an empty database (under the startup lock). An installation
 * that already had data got its unit from migration 0020. False when there is a unit already.
 */
export async function seedFirstUnit(db: Conn): Promise<boolean> {
  const result = (await db.execute(sql`
    insert into units (depth, name_bn, name_en)
    select 1,
      coalesce((select value->>'bn' from settings where key = 'community'), ${COMMUNITY_NAME_DEFAULTS.bn}),
      coalesce((select value->>'en' from settings where key = 'community'), ${COMMUNITY_NAME_DEFAULTS.en})
    where not exists (select 1 from units)
    returning id`)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

/** Whether the installation has more than one live unit (a federation), as a column of a select. */
export const severalLiveUnits = sql<boolean>`(select count(*) from (select 1 from units where archived_at is null limit 2) live) > 1`;

/** The live unit when the installation has exactly one; null when it has none or several. */
export async function onlyLiveUnitId(db: Conn): Promise<string | null> {
  const rows = await db.select({ id: units.id }).from(units).where(live).limit(2);
  return rows.length === 1 ? rows[0]!.id : null;
}

/**
 * The unit a registration or request at this place goes to: with exactly one live unit, that
 * unit; otherwise the live unit covering the deepest place given (upazila, then district, then
 * division; on a tie the deeper unit); null when none covers it (the federation's queue).
 */
export async function unitForPlace(
  db: Conn,
  place: { divisionId?: number | null; districtId?: number | null; upazilaId?: number | null },
): Promise<string | null> {
  const only = await onlyLiveUnitId(db);
  if (only) return only;
  const given = [
    place.upazilaId != null &&
      and(eq(unitPlaces.level, 'upazila'), eq(unitPlaces.placeId, place.upazilaId)),
    place.districtId != null &&
      and(eq(unitPlaces.level, 'district'), eq(unitPlaces.placeId, place.districtId)),
    place.divisionId != null &&
      and(eq(unitPlaces.level, 'division'), eq(unitPlaces.placeId, place.divisionId)),
  ].filter((condition) => condition !== false);
  if (!given.length) return null;
  const [row] = await db
    .select({ id: units.id })
    .from(unitPlaces)
    .innerJoin(units, eq(units.id, unitPlaces.unitId))
    .where(and(live, sql`(${sql.join(given, sql` or `)})`))
    .orderBy(
      sql`case ${unitPlaces.level} when 'upazila' then 3 when 'district' then 2 else 1 end desc`,
      sql`${units.depth} desc`,
      asc(units.createdAt),
      asc(units.id),
    )
    .limit(1);
  return row?.id ?? null;
}

// ---------------------------------------------------------------- reading units

/**
 * What a visitor may see of the unit covering a place: its names and public contact number, never
 * its members or donors. Null on an installation of one live unit (a single community, whose own
 * pages say it all) and when no live unit covers the place.
 */
export async function publicUnitAt(
  db: Conn,
  place: { divisionId?: number | undefined; districtId: number; upazilaId?: number | undefined },
): Promise<{ name: { bn: string; en: string }; phone: string | null } | null> {
  if (await onlyLiveUnitId(db)) return null;
  const id = await unitForPlace(db, place);
  if (!id) return null;
  const [row] = await db
    .select({ bn: units.nameBn, en: units.nameEn, phone: units.phone })
    .from(units)
    .where(eq(units.id, id));
  return row ? { name: { bn: row.bn, en: row.en }, phone: row.phone } : null;
}

export interface UnitListRow {
  id: string;
  parentId: string | null;
  depth: number;
  nameBn: string;
  nameEn: string;
  phone: string | null;
  settings: unknown;
  archivedAt: Date | null;
  memberCount: number;
  donorCount: number;
  places: UnitPlaceIds;
}

/**
 * The outer query's unit id, qualified: drizzle writes a one-table query's columns unqualified, and
 * a bare "id" inside a subquery on donors would be the donor's.
 */
const UNIT_ID = sql`"units"."id"`;

/**
 * Units with their places and counts (members; live donors), in the order of the tree: each
 * parent before its children, siblings by English name. `ids` null: every unit.
 */
export async function listUnits(db: Conn, ids: readonly string[] | null): Promise<UnitListRow[]> {
  if (ids && !ids.length) return [];
  const where = ids ? inArray(units.id, [...ids]) : undefined;
  const rows = await db
    .select({
      id: units.id,
      parentId: units.parentId,
      depth: units.depth,
      nameBn: units.nameBn,
      nameEn: units.nameEn,
      phone: units.phone,
      settings: units.settings,
      archivedAt: units.archivedAt,
      memberCount: sql<number>`(select count(*)::int from ${unitMembers} where ${unitMembers.unitId} = ${UNIT_ID})`,
      donorCount: sql<number>`(select count(*)::int from ${donors} where ${donors.unitId} = ${UNIT_ID} and ${donors.archivedAt} is null)`,
    })
    .from(units)
    .where(where)
    .orderBy(asc(units.depth), asc(units.nameEn), asc(units.id));
  const places = await placesOf(
    db,
    rows.map((row) => row.id),
  );
  const listed = rows.map((row) => ({
    ...row,
    memberCount: Number(row.memberCount),
    donorCount: Number(row.donorCount),
    places: places.get(row.id) ?? { divisionIds: [], districtIds: [], upazilaIds: [] },
  }));
  return treeOrder(listed);
}

/** Parents before their children, depth first; a unit whose parent is not listed starts a tree. */
function treeOrder<T extends { id: string; parentId: string | null }>(rows: T[]): T[] {
  const listed = new Set(rows.map((row) => row.id));
  const children = new Map<string, T[]>();
  const roots: T[] = [];
  for (const row of rows) {
    if (row.parentId && listed.has(row.parentId)) {
      const siblings = children.get(row.parentId) ?? [];
      siblings.push(row);
      children.set(row.parentId, siblings);
    } else roots.push(row);
  }
  const ordered: T[] = [];
  const walk = (row: T) => {
    ordered.push(row);
    for (const child of children.get(row.id) ?? []) walk(child);
  };
  roots.forEach(walk);
  return ordered;
}

/** The places of these units, by unit. */
export async function placesOf(
  db: Conn,
  unitIds: readonly string[],
): Promise<Map<string, UnitPlaceIds>> {
  const byUnit = new Map<string, UnitPlaceIds>();
  if (!unitIds.length) return byUnit;
  const rows = await db
    .select()
    .from(unitPlaces)
    .where(inArray(unitPlaces.unitId, [...unitIds]))
    .orderBy(asc(unitPlaces.placeId));
  for (const row of rows) {
    const places = byUnit.get(row.unitId) ?? { divisionIds: [], districtIds: [], upazilaIds: [] };
    places[PLACE_FIELD[row.level as PlaceLevel]].push(row.placeId);
    byUnit.set(row.unitId, places);
  }
  return byUnit;
}

/** Every live unit's id and names, by English name (the handover's and the move's picker). */
export async function liveUnitNames(db: Conn) {
  // In tree order: each unit after its parent, brothers by English name (a live unit's parent is
  // live: a unit with live units below it cannot be archived).
  return rowsOf<{ id: string; nameBn: string; nameEn: string; depth: number }>(
    db,
    sql`with recursive tree(id, name_bn, name_en, depth, path) as (
          select id, name_bn, name_en, depth, array[lower(name_en), id::text]
            from units where parent_id is null and archived_at is null
          union all
          select c.id, c.name_bn, c.name_en, c.depth, tree.path || array[lower(c.name_en), c.id::text]
            from units c join tree on c.parent_id = tree.id where c.archived_at is null
        )
        select id::text as "id", name_bn as "nameBn", name_en as "nameEn", depth from tree order by path`,
  );
}

/** A live unit, locked against an archive while a request or donor is handed to it. */
export async function lockLiveUnit(db: Conn, id: string): Promise<UnitRow | undefined> {
  const [row] = await db
    .select()
    .from(units)
    .where(and(eq(units.id, id), live))
    .for('share');
  return row;
}

export async function findUnit(db: Conn, id: string): Promise<UnitRow | undefined> {
  const [row] = await db.select().from(units).where(eq(units.id, id));
  return row;
}

/** A unit locked for a change. */
export async function lockUnit(db: Conn, id: string): Promise<UnitRow | undefined> {
  const [row] = await db.select().from(units).where(eq(units.id, id)).for('update');
  return row;
}

/** How many live units are directly below this one. */
export async function liveChildCount(db: Conn, id: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(units)
    .where(and(eq(units.parentId, id), live));
  return row?.n ?? 0;
}

// ---------------------------------------------------------------- writing units

export async function insertUnit(db: Conn, values: typeof units.$inferInsert): Promise<UnitRow> {
  const [row] = await db.insert(units).values(values).returning();
  return row!;
}

export async function setUnit(
  db: Conn,
  id: string,
  values: Partial<Pick<UnitRow, 'nameBn' | 'nameEn' | 'phone' | 'settings'>>,
): Promise<UnitRow | undefined> {
  if (!Object.keys(values).length) return findUnit(db, id);
  const [row] = await db.update(units).set(values).where(eq(units.id, id)).returning();
  return row;
}

/** Archives a live unit; the row as changed, or undefined when it was not live. */
export async function archiveUnitRow(
  db: Conn,
  id: string,
  by: string | null,
  now: Date,
): Promise<UnitRow | undefined> {
  const [row] = await db
    .update(units)
    .set({ archivedAt: now, archivedBy: by })
    .where(and(eq(units.id, id), live))
    .returning();
  return row;
}

/** Replaces the unit's places of one level. */
export async function replaceUnitPlaces(
  db: Conn,
  unitId: string,
  level: PlaceLevel,
  placeIds: readonly number[],
): Promise<void> {
  await db
    .delete(unitPlaces)
    .where(and(eq(unitPlaces.unitId, unitId), eq(unitPlaces.level, level)));
  if (placeIds.length)
    await db
      .insert(unitPlaces)
      .values(placeIds.map((placeId) => ({ unitId, level, placeId })))
      .onConflictDoNothing();
}

const PLACE_TABLES = {
  division: divisions,
  district: districts,
  upazila: upazilas,
} as const;

/** The ids among these that name no place of that level. */
export async function missingPlaceIds(
  db: Conn,
  level: PlaceLevel,
  ids: readonly number[],
): Promise<number[]> {
  if (!ids.length) return [];
  const table = PLACE_TABLES[level];
  const found = await db
    .select({ id: table.id })
    .from(table)
    .where(inArray(table.id, [...ids]));
  const known = new Set(found.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

/** A place's names. */
export async function placeNames(
  db: Conn,
  level: PlaceLevel,
  id: number,
): Promise<{ name: string; bnName: string } | undefined> {
  const table = PLACE_TABLES[level];
  const [row] = await db
    .select({ name: table.name, bnName: table.bnName })
    .from(table)
    .where(eq(table.id, id));
  return row;
}

export interface PlaceOverlap {
  level: PlaceLevel;
  placeId: number;
  otherUnitId: string;
  otherNameEn: string;
  otherNameBn: string;
  otherLevel: PlaceLevel;
  otherPlaceId: number;
}

/**
 * The first place of this unit (as stored now) that overlaps a place of another live unit of the
 * same depth: the same place, or one inside the other (an upazila in a district, a district or an
 * upazila in a division). Each place is taken with the chain above it; two places overlap when
 * they agree at the shallower of their two levels.
 */
export async function placeOverlap(
  db: Conn,
  unitId: string,
  depth: number,
): Promise<PlaceOverlap | undefined> {
  const [row] = await rowsOf<{
    level: PlaceLevel;
    place_id: number;
    other_unit_id: string;
    other_name_en: string;
    other_name_bn: string;
    other_level: PlaceLevel;
    other_place_id: number;
  }>(
    db,
    sql`with chain as (
          select p.unit_id, p.level, p.place_id,
                 case when p.level = 'upazila' then p.place_id end as upazila_id,
                 case p.level when 'upazila' then z.district_id when 'district' then p.place_id end as district_id,
                 case p.level when 'upazila' then zd.division_id when 'district' then d.division_id
                              else p.place_id end as division_id
          from unit_places p
          join units u on u.id = p.unit_id and u.depth = ${depth} and u.archived_at is null
          left join upazilas z on p.level = 'upazila' and z.id = p.place_id
          left join districts zd on zd.id = z.district_id
          left join districts d on p.level = 'district' and d.id = p.place_id
        )
        select a.level, a.place_id, b.unit_id as other_unit_id, o.name_en as other_name_en,
               o.name_bn as other_name_bn, b.level as other_level, b.place_id as other_place_id
        from chain a
        join chain b on b.unit_id <> a.unit_id and (
               (a.upazila_id = b.upazila_id)
            or ((a.upazila_id is null or b.upazila_id is null) and a.district_id = b.district_id)
            or ((a.district_id is null or b.district_id is null) and a.division_id = b.division_id))
        join units o on o.id = b.unit_id
        where a.unit_id = ${unitId}
        order by o.name_en, a.level, a.place_id
        limit 1`,
  );
  if (!row) return undefined;
  return {
    level: row.level,
    placeId: Number(row.place_id),
    otherUnitId: row.other_unit_id,
    otherNameEn: row.other_name_en,
    otherNameBn: row.other_name_bn,
    otherLevel: row.other_level,
    otherPlaceId: Number(row.other_place_id),
  };
}

// ---------------------------------------------------------------- members

export type MemberRow = typeof unitMembers.$inferSelect;

/** A unit's members with their accounts' names and emails, admins first. */
export async function membersOf(db: Conn, unitId: string) {
  const rows = await db
    .select({
      userId: unitMembers.userId,
      name: users.name,
      email: users.email,
      role: unitMembers.role,
    })
    .from(unitMembers)
    .innerJoin(users, eq(users.id, unitMembers.userId))
    .where(eq(unitMembers.unitId, unitId))
    .orderBy(asc(unitMembers.role), asc(users.name), asc(users.id));
  return rows as { userId: string; name: string; email: string; role: UnitRole }[];
}

export async function findMember(
  db: Conn,
  unitId: string,
  userId: string,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(unitMembers)
    .where(and(eq(unitMembers.unitId, unitId), eq(unitMembers.userId, userId)))
    .for('update');
  return row;
}

/** Adds the member, or gives them this role; the row as stored. */
export async function upsertMember(
  db: Conn,
  unitId: string,
  userId: string,
  role: UnitRole,
): Promise<MemberRow> {
  const [row] = await db
    .insert(unitMembers)
    .values({ unitId, userId, role })
    .onConflictDoUpdate({ target: [unitMembers.unitId, unitMembers.userId], set: { role } })
    .returning();
  return row!;
}

/** Adds the member unless they already are one; the row when added. */
export async function addMemberIfAbsent(
  db: Conn,
  unitId: string,
  userId: string,
  role: UnitRole,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .insert(unitMembers)
    .values({ unitId, userId, role })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function deleteMember(
  db: Conn,
  unitId: string,
  userId: string,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .delete(unitMembers)
    .where(and(eq(unitMembers.unitId, unitId), eq(unitMembers.userId, userId)))
    .returning();
  return row;
}
