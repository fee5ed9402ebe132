import { z } from 'zod';
import { VILLAGE_NAME_MAX } from '../constants.ts';
import { LANGUAGES } from '../language.ts';
import { union, upazila, village } from './geo.ts';
import { pageIndex, pageSize, searchText } from './pagination.ts';

/** Address lists: 5 rows by default. */
const ADDRESS_DEFAULT_PAGE_SIZE = 5;
/** The largest id a PostgreSQL integer column holds. */
const MAX_ID = 2_147_483_647;
const UNION_NAME_MAX = 100;

/** The message when a name is missing; the same one for the English and the Bangla name. */
const requiredName = (message: string, max: number) =>
  z
    .string({ error: message })
    .normalize('NFC')
    .trim()
    .min(1, message)
    .max(max, `must be at most ${max} characters`);

/**
 * An id typed as a number (min 0). A missing or empty one (NaN from an empty number input)
 * gets the 'required' message; a text where a number belongs is named as such.
 */
const requiredId = (label: 'Union id' | 'Upazila id') =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null || Number.isNaN(issue.input)
          ? `${label} is required`
          : `${label} must be a number`,
    })
    .int(`${label} must be a whole number`)
    .min(0, `${label} must be 0 or more`)
    .max(MAX_ID, `${label} is too large`);

/** POST /api/unions: the Add Union form and the route validate with this one schema. */
export const unionBody = z.object({
  name: requiredName('Union name is required', UNION_NAME_MAX),
  bn_name: requiredName('Union name is required', UNION_NAME_MAX),
  union_id: requiredId('Union id'),
  upazila_id: requiredId('Upazila id'),
});
export type UnionInput = z.input<typeof unionBody>;
export type UnionBody = z.output<typeof unionBody>;

/** POST /api/villages: the Add Village form and the route validate with this one schema. */
export const villageBody = z.object({
  name: requiredName('Village name is required', VILLAGE_NAME_MAX),
  bn_name: requiredName('Village name is required', VILLAGE_NAME_MAX),
  union_id: requiredId('Union id'),
});
export type VillageInput = z.input<typeof villageBody>;
export type VillageBody = z.output<typeof villageBody>;

/**
 * `lang`: the list in alphabetical order of its names in this language (bn: the Bangla names,
 * en: the English ones), the reader's order on the Address screen. Left out, the original app's
 * order: upazilas by id, unions and villages the ones added last first.
 */
const nameOrder = z.enum(LANGUAGES, { error: 'must be bn or en' }).optional().meta({
  description:
    'Alphabetical order of the names in this language (bn: Bangla names, en: English names). Left out: upazilas by id, unions and villages the ones added last first.',
});

export const upazilasQuery = z.object({
  upazilaLimit: pageSize(ADDRESS_DEFAULT_PAGE_SIZE),
  upazilaPageNumber: pageIndex,
  upazilaSearchData: searchText,
  lang: nameOrder,
});
export const unionsQuery = z.object({
  unionLimit: pageSize(ADDRESS_DEFAULT_PAGE_SIZE),
  unionPageNumber: pageIndex,
  unionSearchData: searchText,
  lang: nameOrder,
});
export const villagesQuery = z.object({
  villageLimit: pageSize(ADDRESS_DEFAULT_PAGE_SIZE),
  villagePageNumber: pageIndex,
  villageSearchData: searchText,
  lang: nameOrder,
});

/** A union's _id is its union_id. */
export const unionIdParam = z.object({
  id: z.coerce
    .number({ error: 'must be a union id' })
    .int('must be a union id')
    .min(0, 'must be a union id')
    .max(MAX_ID, 'must be a union id'),
});
export const villageIdParam = z.object({ id: z.uuid('must be a village id') });

/** At least one of the two names: a rename may fix the English name, the Bangla one, or both. */
const renameBody = (message: string, max: number) =>
  z
    .object({
      name: requiredName(message, max).optional(),
      bn_name: requiredName(message, max).optional(),
    })
    .refine((body) => body.name !== undefined || body.bn_name !== undefined, {
      message: 'name or bn_name is required',
      path: ['name'],
    })
    // The same rule in the API's document: one of the two must be present.
    .meta({ minProperties: 1, description: 'name, bn_name or both.' });

/** PATCH /api/unions/:id: the union keeps its id, so its donors and villages stay with it. */
export const unionRenameBody = renameBody('Union name is required', UNION_NAME_MAX);
export type UnionRenameInput = z.input<typeof unionRenameBody>;

/** PATCH /api/villages/:id: donors of the union who had the old name get the new one. */
export const villageRenameBody = renameBody('Village name is required', VILLAGE_NAME_MAX);
export type VillageRenameInput = z.input<typeof villageRenameBody>;

/** PATCH /api/upazilas/:id: the government's list fixes the English names; the Bangla one may be corrected. */
export const upazilaRenameBody = z.object({
  bn_name: requiredName('Upazila name is required', UNION_NAME_MAX),
});
export type UpazilaRenameInput = z.input<typeof upazilaRenameBody>;

/** An upazila's _id is its upazila_id. */
export const upazilaIdParam = z.object({
  id: z.coerce
    .number({ error: 'must be an upazila id' })
    .int('must be an upazila id')
    .min(0, 'must be an upazila id')
    .max(MAX_ID, 'must be an upazila id'),
});

/** GET /api/upazilas, /api/unions, /api/villages: one searched page, its rows under the list's name. */
const counts = { pageCount: z.number().int(), totalCount: z.number().int() };
export const upazilasPage = z.object({ upazilas: z.array(upazila), ...counts });
export const unionsPage = z.object({ unions: z.array(union), ...counts });
export const villagesPage = z.object({ villages: z.array(village), ...counts });
