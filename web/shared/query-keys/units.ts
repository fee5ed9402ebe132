import { apiRead } from '../../foundation/api-read.ts';

/** The Units screen's reads (decisions/056): the tree the caller may see, and each unit's members. */
export const unitKeys = {
  all: ['units'] as const,
  tree: ['units', 'tree'] as const,
  members: (unitId: string) => ['units', 'members', unitId] as const,
  /**
   * Every place of a level, for naming a unit's places (public lists, cached a day): outside
   * `all`, so that a change to a unit does not read them again.
   */
  placeNames: (level: 'divisions' | 'districts' | 'upazilas') =>
    ['unit-place-names', level] as const,
};

/** GET /api/units (listUnits): the units the caller may see, parents first, and their memberships. */
export const unitsRead = apiRead({ queryKey: unitKeys.tree, path: '/api/units' });

/**
 * What the dashboard's sidebar needs to offer the Units link to an admin (decisions/056): whether
 * they administer a unit, and whether the installation is more than one unit as far as they can
 * tell (several live units in their part of the tree, or theirs sits under another).
 */
export function unitsView(answer: {
  units: readonly { parentId: string | null; archived: boolean }[];
  mine: readonly { role: string }[];
}) {
  const live = answer.units.filter((unit) => !unit.archived);
  return {
    unitAdmin: answer.mine.some((membership) => membership.role === 'admin'),
    federation: live.length > 1 || live.some((unit) => unit.parentId !== null),
  };
}
