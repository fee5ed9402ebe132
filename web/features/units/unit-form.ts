import { z } from 'zod';
import { unitCreateBody, unitUpdateBody } from '../../../common/schemas/units.ts';

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

/** What the new-unit and edit forms hold. */
const unitFormValues = z.object({
  name: z.object({ bn: z.string(), en: z.string() }),
  parentId: z.string(),
  phone: z.string(),
  divisionIds: ids,
  districtIds: ids,
  upazilaIds: ids,
});

/**
 * The form's values → POST /api/units's body, checked by the server's own schema
 * (common/schemas/units.ts): no parent chosen is a top-level unit (null), a level with no place
 * is left out. The refusals name the body's fields, which are the form's (`name.bn`, `phone`).
 */
export const unitForm = unitFormValues
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

/**
 * The edit form's values → PATCH /api/units/{id}'s body (the parent is not changed here): the
 * names, the number ('' clears it) and all three levels of places, so that a level emptied on the
 * form is emptied on the unit too.
 */
export const unitEditForm = unitFormValues
  .transform(({ parentId: _parent, ...values }): z.input<typeof unitUpdateBody> => values)
  .pipe(unitUpdateBody);

/** A unit's places as the form's chips, named from the place lists (the id where one is unknown). */
export function chosenPlaces(
  unit: { divisionIds: number[]; districtIds: number[]; upazilaIds: number[] },
  lists: Record<ChosenPlace['level'], readonly { id: string; name: string; bn_name: string }[]>,
  label: (place: { name: string; bn_name: string }) => string,
): ChosenPlace[] {
  const named = (level: ChosenPlace['level'], id: number): ChosenPlace => {
    const place = lists[level].find((p) => Number(p.id) === id);
    return { level, id, label: place ? label(place) : String(id) };
  };
  return [
    ...unit.divisionIds.map((id) => named('division', id)),
    ...unit.districtIds.map((id) => named('district', id)),
    ...unit.upazilaIds.map((id) => named('upazila', id)),
  ];
}
