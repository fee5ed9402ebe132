import { z } from 'zod';
import { unitCreateBody } from '../../../common/schemas/units.ts';

/** A place a unit covers, as the form holds it: its level, id and the name shown on its chip. */
export interface ChosenPlace {
  level: 'division' | 'district' | 'upazila';
  id: number;
  label: string;
}

/** The new-unit form as typed: text inputs, the parent's id ('' for none) and the places' ids. */
export interface UnitFormValues {
  name: { bn: string; en: string };
  parentId: string;
  phone: string;
  divisionIds: number[];
  districtIds: number[];
  upazilaIds: number[];
}

export const EMPTY_UNIT_FORM: UnitFormValues = {
  name: { bn: '', en: '' },
  parentId: '',
  phone: '',
  divisionIds: [],
  districtIds: [],
  upazilaIds: [],
};

const ids = z.array(z.number());

/**
 * The form's values → POST /api/units's body, checked by the server's own schema
 * (common/schemas/units.ts): no parent chosen is a top-level unit (null), a level with no place
 * is left out. The refusals name the body's fields, which are the form's (`name.bn`, `phone`).
 */
export const unitForm = z
  .object({
    name: z.object({ bn: z.string(), en: z.string() }),
    parentId: z.string(),
    phone: z.string(),
    divisionIds: ids,
    districtIds: ids,
    upazilaIds: ids,
  })
  .transform((values): z.input<typeof unitCreateBody> => ({
    name: values.name,
    parentId: values.parentId || null,
    phone: values.phone,
    ...(values.divisionIds.length ? { divisionIds: values.divisionIds } : {}),
    ...(values.districtIds.length ? { districtIds: values.districtIds } : {}),
    ...(values.upazilaIds.length ? { upazilaIds: values.upazilaIds } : {}),
  }))
  .pipe(unitCreateBody);

/** The places as the body's three lists of ids. */
export const placeIds = (places: readonly ChosenPlace[]) => ({
  divisionIds: places.filter((p) => p.level === 'division').map((p) => p.id),
  districtIds: places.filter((p) => p.level === 'district').map((p) => p.id),
  upazilaIds: places.filter((p) => p.level === 'upazila').map((p) => p.id),
});
