import { ERROR_CODES } from '../../common/error-codes.ts';
import {
  UNIT_MAX_DEPTH,
  type UnitCreateBody,
  type UnitMemberBody,
  type UnitRole,
  type UnitSettings,
  unitSettings,
  type UnitUpdateBody,
} from '../../common/schemas/units.ts';
import type { Db, Tx } from '../db/client.ts';
import type { Caller } from '../policy.ts';
import { findUserByEmail, findUserById } from '../data/users.ts';
import {
  PLACE_FIELD,
  PLACE_LEVELS,
  ancestorIds,
  archiveUnitRow,
  deleteMember,
  findMember,
  findUnit,
  insertUnit,
  listUnits,
  liveChildCount,
  lockUnit,
  membersOf,
  missingPlaceIds,
  onlyLiveUnitId,
  placeNames,
  placeOverlap,
  placesOf,
  replaceUnitPlaces,
  setUnit,
  subtreeIds,
  unitsOf,
  upsertMember,
  type UnitPlaceIds,
  type UnitRow,
} from '../data/units.ts';
import { changedFields } from './changes.ts';
import { actorOf, runCommand } from './command.ts';
import { DomainError } from './errors.ts';
import { promoteToAdmin } from './users.ts';

/**
 * The units of a federation and their members (docs/decisions/056-units.md). Who may do what:
 *
 * - a super admin: everything;
 * - a member (admin or volunteer) of a unit sees it and every unit below it; another unit answers
 *   404, as if it did not exist;
 * - an admin of a unit changes it and the units below it, adds units below it and manages their
 *   members; archiving a unit takes an admin of a unit above it (a top-level unit: a super admin);
 * - only a super admin adds a top-level unit.
 */

const NO_UNIT = 'No unit with that id';
const UNIT_ARCHIVED = 'This unit is archived: restore it before changing it';

type Reader = Db | Tx;

/** The caller's memberships; null for a super admin, who needs none. */
async function membershipsOf(db: Reader, caller: Caller) {
  return caller.role === 'superAdmin' ? null : unitsOf(db, caller.id);
}

/**
 * What the caller may do with a unit: `see` (a member of it or of a unit above), `manage` (an
 * admin of it or of a unit above), `archive` (an admin of a unit above).
 */
async function rightsOn(db: Reader, caller: Caller, unitId: string) {
  if (caller.role === 'superAdmin') return { see: true, manage: true, archive: true };
  const memberships = await unitsOf(db, caller.id);
  if (!memberships.length) return { see: false, manage: false, archive: false };
  const chain = await ancestorIds(db, unitId);
  const above = new Set(chain.slice(1));
  const within = new Set(chain);
  const admin = memberships.filter((m) => m.role === 'admin');
  return {
    see: memberships.some((m) => within.has(m.unitId)),
    manage: admin.some((m) => within.has(m.unitId)),
    archive: admin.some((m) => above.has(m.unitId)),
  };
}

/** The unit, when the caller may see it; otherwise 404, as if it did not exist. */
async function visibleUnit(tx: Tx, caller: Caller, id: string, lock: boolean) {
  const unit = lock ? await lockUnit(tx, id) : await findUnit(tx, id);
  if (!unit) throw new DomainError('notFound', NO_UNIT);
  const rights = await rightsOn(tx, caller, id);
  if (!rights.see) throw new DomainError('notFound', NO_UNIT);
  return { unit, rights };
}

/** The unit, when the caller may change it (404 when they may not see it, 403 when they only see it). */
async function managedUnit(tx: Tx, caller: Caller, id: string) {
  const { unit, rights } = await visibleUnit(tx, caller, id, true);
  if (!rights.manage)
    throw new DomainError(
      'forbidden',
      'Only an admin of this unit or of a unit above it may change it',
    );
  if (unit.archivedAt) throw new DomainError('conflict', UNIT_ARCHIVED);
  return unit;
}

// ---------------------------------------------------------------- reading

export interface UnitView {
  id: string;
  parentId: string | null;
  depth: number;
  name: { bn: string; en: string };
  phone: string | null;
  divisionIds: number[];
  districtIds: number[];
  upazilaIds: number[];
  settings: UnitSettings;
  archived: boolean;
  memberCount: number;
  donorCount: number;
}

/** A unit's stored settings as the API shows them; a stored value no longer valid shows as none. */
const storedSettings = (stored: unknown): UnitSettings => {
  const parsed = unitSettings.safeParse(stored);
  return parsed.success ? parsed.data : {};
};

const viewOf = (row: Awaited<ReturnType<typeof listUnits>>[number]): UnitView => ({
  id: row.id,
  parentId: row.parentId,
  depth: row.depth,
  name: { bn: row.nameBn, en: row.nameEn },
  phone: row.phone,
  ...row.places,
  settings: storedSettings(row.settings),
  archived: row.archivedAt !== null,
  memberCount: row.memberCount,
  donorCount: row.donorCount,
});

/** The units the caller may see (a super admin: all), in the tree's order, and their own memberships. */
export async function visibleUnits(db: Db, caller: Caller) {
  const memberships = await membershipsOf(db, caller);
  const ids = memberships
    ? await subtreeIds(
        db,
        memberships.map((m) => m.unitId),
      )
    : null;
  const rows = await listUnits(db, ids);
  const mine = memberships ?? (await unitsOf(db, caller.id));
  return { units: rows.map(viewOf), mine };
}

/** One unit the caller may see; 404 otherwise. */
export async function unitFor(db: Db, caller: Caller, id: string): Promise<UnitView> {
  return db.transaction(async (tx) => {
    await visibleUnit(tx, caller, id, false);
    const [row] = await listUnits(tx, [id]);
    return viewOf(row!);
  });
}

/** A unit's members, for whoever may manage it. */
export async function unitMembersFor(db: Db, caller: Caller, id: string) {
  return db.transaction(async (tx) => {
    const { rights } = await visibleUnit(tx, caller, id, false);
    if (!rights.manage)
      throw new DomainError(
        'forbidden',
        'Only an admin of this unit or of a unit above it may see its members',
      );
    return membersOf(tx, id);
  });
}

// ---------------------------------------------------------------- places

const NO_PLACES: UnitPlaceIds = { divisionIds: [], districtIds: [], upazilaIds: [] };

const unique = (ids: readonly number[] | undefined) =>
  ids ? [...new Set(ids)].sort((a, b) => a - b) : undefined;

/** Writes the levels given (each replaces that level's places), after checking every id names a place. */
async function writePlaces(tx: Tx, unitId: string, body: Partial<UnitPlaceIds>) {
  let written = false;
  for (const level of PLACE_LEVELS) {
    const field = PLACE_FIELD[level];
    const ids = unique(body[field]);
    if (!ids) continue;
    const missing = await missingPlaceIds(tx, level, ids);
    if (missing.length)
      throw new DomainError(
        'invalid',
        `${field}: no ${level} has the id ${missing.join(', ')}`,
        field,
        ERROR_CODES.UNIT_PLACE_NOT_FOUND,
      );
    await replaceUnitPlaces(tx, unitId, level, ids);
    written = true;
  }
  return written;
}

/**
 * Refuses places that overlap another live unit of the same depth, naming the other unit and
 * both places (checked after writing them, inside the transaction the refusal rolls back).
 */
async function refuseOverlap(tx: Tx, unit: UnitRow) {
  const overlap = await placeOverlap(tx, unit.id, unit.depth);
  if (!overlap) return;
  const mine = await placeNames(tx, overlap.level, overlap.placeId);
  const theirs = await placeNames(tx, overlap.otherLevel, overlap.otherPlaceId);
  const same = overlap.level === overlap.otherLevel && overlap.placeId === overlap.otherPlaceId;
  const where = same
    ? `${mine?.name ?? overlap.placeId} (${overlap.level})`
    : `${mine?.name ?? overlap.placeId} (${overlap.level}) and its ${theirs?.name ?? overlap.otherPlaceId} (${overlap.otherLevel})`;
  throw new DomainError(
    'conflict',
    `The unit "${overlap.otherNameEn}" already covers ${where}: two units of the same level may not cover the same place`,
    PLACE_FIELD[overlap.level],
    ERROR_CODES.UNIT_PLACE_OVERLAP,
  );
}

// ---------------------------------------------------------------- commands

/**
 * A new unit below `parentId` (one level deeper; at most three deep), or a top-level unit (a
 * super admin's). Its places may not overlap those of another live unit of the same depth.
 */
export async function createUnit(
  db: Db,
  caller: Caller,
  body: UnitCreateBody,
): Promise<{ id: string }> {
  return runCommand(db, actorOf({ caller }), async (tx, record) => {
    let depth = 1;
    if (body.parentId) {
      const parent = await lockUnit(tx, body.parentId);
      const rights = parent ? await rightsOn(tx, caller, parent.id) : null;
      // A unit the caller may not see answers as if it did not exist.
      if (!parent || !rights?.see)
        throw new DomainError(
          'notFound',
          'parentId: no unit with that id',
          'parentId',
          ERROR_CODES.UNIT_PARENT_NOT_FOUND,
        );
      if (parent.archivedAt)
        throw new DomainError(
          'conflict',
          `parentId: the unit "${parent.nameEn}" is archived`,
          'parentId',
        );
      if (!rights.manage)
        throw new DomainError(
          'forbidden',
          'Only an admin of the unit above (or a super admin) may add a unit below it',
        );
      depth = parent.depth + 1;
      if (depth > UNIT_MAX_DEPTH)
        throw new DomainError(
          'invalid',
          `parentId: the unit "${parent.nameEn}" is ${parent.depth} deep already; units go at most ${UNIT_MAX_DEPTH} deep`,
          'parentId',
          ERROR_CODES.UNIT_TOO_DEEP,
        );
    } else if (caller.role !== 'superAdmin') {
      throw new DomainError('forbidden', 'Only a super admin may add a top-level unit');
    }
    const row = await insertUnit(tx, {
      parentId: body.parentId ?? null,
      depth,
      nameBn: body.name.bn,
      nameEn: body.name.en,
      phone: body.phone ?? null,
    });
    if (await writePlaces(tx, row.id, body)) await refuseOverlap(tx, row);
    const places = (await placesOf(tx, [row.id])).get(row.id) ?? NO_PLACES;
    await record({
      action: 'create',
      target: 'unit',
      targetId: row.id,
      changes: {
        nameBn: row.nameBn,
        nameEn: row.nameEn,
        parentId: row.parentId,
        depth: row.depth,
        phone: row.phone,
        divisionIds: places.divisionIds,
        districtIds: places.districtIds,
        upazilaIds: places.upazilaIds,
      },
    });
    return { id: row.id };
  });
}

/** The unit as an event compares it: its columns and its places. */
async function unitState(tx: Tx, unit: UnitRow) {
  const places = (await placesOf(tx, [unit.id])).get(unit.id) ?? NO_PLACES;
  return {
    nameBn: unit.nameBn,
    nameEn: unit.nameEn,
    phone: unit.phone,
    ...places,
    settings: unit.settings,
  };
}

/** Changes a unit's names, number or places (a level given replaces that level). Answers 0 or 1. */
export async function updateUnit(
  db: Db,
  caller: Caller,
  id: string,
  body: UnitUpdateBody,
): Promise<number> {
  return runCommand(db, actorOf({ caller }), async (tx, record) => {
    const unit = await managedUnit(tx, caller, id);
    const before = await unitState(tx, unit);
    const after = await setUnit(tx, id, {
      ...(body.name ? { nameBn: body.name.bn, nameEn: body.name.en } : {}),
      ...(body.phone !== undefined ? { phone: body.phone } : {}),
      ...(body.settings !== undefined ? { settings: body.settings } : {}),
    });
    if (await writePlaces(tx, id, body)) await refuseOverlap(tx, after!);
    const changes = changedFields(before, await unitState(tx, after!));
    if (!Object.keys(changes).length) return 0;
    await record({ action: 'update', target: 'unit', targetId: id, changes });
    return 1;
  });
}

/**
 * Archives a unit (never deletes it: its donors and requests keep it). Refused while live units
 * are below it, and for the installation's only live unit. Answers 0 when it was archived already.
 */
export async function archiveUnit(db: Db, caller: Caller, id: string, now: Date): Promise<number> {
  return runCommand(db, actorOf({ caller }), async (tx, record) => {
    const { unit, rights } = await visibleUnit(tx, caller, id, true);
    if (!rights.archive)
      throw new DomainError(
        'forbidden',
        'Only an admin of a unit above this one (or a super admin) may archive it',
      );
    if (unit.archivedAt) return 0;
    const children = await liveChildCount(tx, id);
    if (children)
      throw new DomainError(
        'conflict',
        `The unit "${unit.nameEn}" has ${children} live unit(s) below it: archive them first`,
        undefined,
        ERROR_CODES.UNIT_HAS_CHILDREN,
      );
    if ((await onlyLiveUnitId(tx)) === id)
      throw new DomainError(
        'conflict',
        `The unit "${unit.nameEn}" is the installation's only unit and cannot be archived`,
        undefined,
        ERROR_CODES.UNIT_ONLY_LIVE,
      );
    const archived = await archiveUnitRow(tx, id, caller.id, now);
    if (!archived) return 0;
    await record({
      action: 'archive',
      target: 'unit',
      targetId: id,
      changes: { nameBn: unit.nameBn, nameEn: unit.nameEn },
    });
    return 1;
  });
}

/**
 * Adds the account with this email to the unit, or changes its role there. A plain user becomes
 * an admin (recorded as a role change), so that they may use the dashboard.
 */
export async function putUnitMember(
  db: Db,
  caller: Caller,
  id: string,
  body: UnitMemberBody,
): Promise<{ userId: string; role: UnitRole; promoted: boolean }> {
  return runCommand(db, actorOf({ caller }), async (tx, record) => {
    await managedUnit(tx, caller, id);
    const user = await findUserByEmail(tx, body.email);
    if (!user)
      throw new DomainError('notFound', `No account with the email ${body.email}`, 'email');
    const before = await findMember(tx, id, user.id);
    const member = await upsertMember(tx, id, user.id, body.role);
    if (!before)
      await record({
        action: 'addMember',
        target: 'unit',
        targetId: id,
        changes: { email: user.email, role: member.role },
      });
    else if (before.role !== member.role)
      await record({
        action: 'changeMemberRole',
        target: 'unit',
        targetId: id,
        changes: { email: user.email, role: { from: before.role, to: member.role } },
      });
    const promoted = await promoteToAdmin(tx, record, user.id);
    return { userId: user.id, role: member.role as UnitRole, promoted };
  });
}

/** Takes an account out of a unit (its account role stays as it is). Answers 0 when it was not a member. */
export async function removeUnitMember(
  db: Db,
  caller: Caller,
  id: string,
  userId: string,
): Promise<number> {
  return runCommand(db, actorOf({ caller }), async (tx, record) => {
    await managedUnit(tx, caller, id);
    const removed = await deleteMember(tx, id, userId);
    if (!removed) return 0;
    const user = await findUserById(tx, userId);
    await record({
      action: 'removeMember',
      target: 'unit',
      targetId: id,
      changes: { email: user?.email ?? null, role: removed.role },
    });
    return 1;
  });
}
