import type { Unit } from '../features/units/units-api.ts';

/** A unit as GET /api/units answers it, for the screens' tests: no places, no counts unless given. */
export const unitRow = (
  id: string,
  parentId: string | null,
  depth: number,
  en: string,
  bn: string,
  counts: Partial<Unit> = {},
): Unit => ({
  id,
  parentId,
  depth,
  name: { bn, en },
  phone: null,
  divisionIds: [],
  districtIds: [],
  upazilaIds: [],
  settings: {},
  archived: false,
  memberCount: 0,
  donorCount: 0,
  ...counts,
});
