import { ApiError } from '../../foundation/api.ts';
import { errorText, serverMessage } from '../../foundation/error-text.ts';
import { liveTexts } from '../../i18n/language.ts';
import { unitsText } from '../../i18n/units.ts';

const t = liveTexts(() => unitsText.form);

/** The fields of the unit forms a server refusal may name, as the forms call them. */
export const UNIT_FORM_FIELDS = ['name.bn', 'name.en', 'parentId', 'phone'] as const;
const PLACE_FIELDS = ['divisionIds', 'districtIds', 'upazilaIds'];

/** Where a unit form shows the server's refusal of a new or changed unit. */
export type UnitRefusal =
  | { at: 'places'; text: string; detail?: string }
  | { at: 'field'; field: (typeof UNIT_FORM_FIELDS)[number]; text: string }
  | { at: 'toast'; text: string };

/**
 * The server's refusal, placed: an overlap of places (its own words naming both places) or a bad
 * place under the places, a field's fault under that field, anything else as a toast.
 */
export function unitRefusal(error: unknown): UnitRefusal {
  if (!(error instanceof ApiError)) return { at: 'toast', text: errorText(error) };
  if (error.code === 'UNIT_PLACE_OVERLAP')
    return { at: 'places', text: t.overlap, detail: error.message };
  if (error.field && PLACE_FIELDS.includes(error.field.split('.')[0]!))
    return { at: 'places', text: errorText(error) };
  const field = UNIT_FORM_FIELDS.find((name) => name === error.field);
  if (field && error.status === 400)
    return {
      at: 'field',
      field,
      text:
        error.code && error.code !== 'VALIDATION' ? errorText(error) : serverMessage(error.message),
    };
  return { at: 'toast', text: errorText(error) };
}

/** Why the server refused to archive a unit, in the reader's language. */
export function archiveRefusal(error: unknown): string {
  const words = unitsText.archive;
  if (!(error instanceof ApiError)) return errorText(error);
  if (error.code === 'UNIT_HAS_CHILDREN') return words.hasChildren;
  if (error.code === 'UNIT_ONLY_LIVE') return words.onlyUnit;
  if (error.status === 403) return words.notAllowed;
  if (error.status === 404) return words.notFound;
  return errorText(error);
}
