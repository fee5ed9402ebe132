import { UNIT_MAX_DEPTH } from '../../../common/schemas/units.ts';
import { currentLanguage } from '../../i18n/language.ts';

/** What the tree needs of a unit (GET /api/units). */
export interface TreeUnit {
  id: string;
  parentId: string | null;
  depth: number;
  name: { bn: string; en: string };
  archived: boolean;
}

/** A unit's name in the reader's language (the Bengali one where the English is blank). */
export const unitName = (unit: Pick<TreeUnit, 'name'>) =>
  (currentLanguage() === 'en' && unit.name.en.trim()) || unit.name.bn;

/**
 * The units in tree order: each unit followed by the units below it, with how far in it is drawn
 * (0 for a unit whose parent the caller does not see: a zone, or the top of an admin's own part).
 * Siblings keep the server's order.
 */
export function treeOrder<T extends TreeUnit>(units: readonly T[]): { unit: T; level: number }[] {
  const ids = new Set(units.map((unit) => unit.id));
  const children = new Map<string | null, T[]>();
  for (const unit of units) {
    const parent = unit.parentId && ids.has(unit.parentId) ? unit.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), unit]);
  }
  const ordered: { unit: T; level: number }[] = [];
  const visit = (parent: string | null, level: number) => {
    for (const unit of children.get(parent) ?? []) {
      ordered.push({ unit, level });
      visit(unit.id, level + 1);
    }
  };
  visit(null, 0);
  return ordered;
}

/** The unit's id, and the ids of every unit below it that the list holds. */
export function withDescendants(units: readonly TreeUnit[], unitId: string): Set<string> {
  const found = new Set([unitId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const unit of units)
      if (unit.parentId && found.has(unit.parentId) && !found.has(unit.id)) {
        found.add(unit.id);
        grew = true;
      }
  }
  return found;
}

/** The units the caller administers, and those below them. */
export function administered(
  units: readonly TreeUnit[],
  mine: readonly { unitId: string; role: string }[],
): Set<string> {
  const ids = new Set<string>();
  for (const membership of mine)
    if (membership.role === 'admin')
      for (const id of withDescendants(units, membership.unitId)) ids.add(id);
  return ids;
}

/**
 * The units a new unit may go under: live ones less than three deep, of the caller's own part of
 * the tree (a super admin: any). A super admin may also make a top-level unit (parent none).
 */
export function parentChoices<T extends TreeUnit>(
  units: readonly T[],
  mine: readonly { unitId: string; role: string }[],
  superAdmin: boolean,
): T[] {
  const own = superAdmin ? null : administered(units, mine);
  return treeOrder(units)
    .map(({ unit }) => unit)
    .filter((unit) => !unit.archived && unit.depth < UNIT_MAX_DEPTH && (!own || own.has(unit.id)));
}

/** Whether the caller may manage a unit's members: a super admin, or an admin of it or above it. */
export const managesUnit = (
  units: readonly TreeUnit[],
  mine: readonly { unitId: string; role: string }[],
  superAdmin: boolean,
  unitId: string,
) => superAdmin || administered(units, mine).has(unitId);

/**
 * Whether the caller may archive a unit (as the server decides it): a live unit, not the only live
 * one, and the caller a super admin or an admin of a unit above it (not of the unit itself).
 */
export function mayArchive(
  units: readonly TreeUnit[],
  mine: readonly { unitId: string; role: string }[],
  superAdmin: boolean,
  unit: TreeUnit,
): boolean {
  if (unit.archived || units.filter((u) => !u.archived).length < 2) return false;
  if (superAdmin) return true;
  return mine.some(
    (m) =>
      m.role === 'admin' && m.unitId !== unit.id && withDescendants(units, m.unitId).has(unit.id),
  );
}
