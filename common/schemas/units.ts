import { z } from 'zod';
import { alertSettings } from './alerts.ts';
import { emailField } from './email.ts';
import { optionalPhoneNumber } from './phone.ts';

/**
 * The units of a federation (docs/decisions/056-units.md): a tree of zones and units at most three
 * deep, each covering divisions, districts or upazilas, with its members (admins and volunteers).
 */

/** How deep the tree goes: 1 = a zone (or a lone community), 2 and 3 below it. */
export const UNIT_MAX_DEPTH = 3;
export const UNIT_NAME_MAX = 80;
/** At most this many places of each level per unit. */
export const UNIT_PLACES_MAX = 200;

export const UNIT_ROLES = ['admin', 'volunteer'] as const;
export type UnitRole = (typeof UNIT_ROLES)[number];

export const UNIT_MESSAGES = {
  nameRequired: 'Unit name is required',
  nameTooLong: `Unit name must be at most ${UNIT_NAME_MAX} characters`,
  nameControl: 'Unit name must be on one line, without tabs or control characters',
  placeId: 'must be a place id',
  tooManyPlaces: `At most ${UNIT_PLACES_MAX} places of each level`,
  role: 'must be admin or volunteer',
} as const;

const unitName = z
  .string({ error: 'must be text' })
  .normalize('NFC')
  .trim()
  .min(1, UNIT_MESSAGES.nameRequired)
  .max(UNIT_NAME_MAX, UNIT_MESSAGES.nameTooLong)
  .refine((name) => !/\p{Cc}/u.test(name), UNIT_MESSAGES.nameControl);

/** The unit's name in Bengali and in English, each 1 to 80 characters, one line. */
export const unitNameBody = z.strictObject({ bn: unitName, en: unitName });

const placeIds = z
  .array(z.number({ error: UNIT_MESSAGES.placeId }).int(UNIT_MESSAGES.placeId).positive())
  .max(UNIT_PLACES_MAX, UNIT_MESSAGES.tooManyPlaces);

/** The places a unit covers (ids of divisions, districts, upazilas); absent: none of that level. */
const placeFields = {
  divisionIds: placeIds.optional(),
  districtIds: placeIds.optional(),
  upazilaIds: placeIds.optional(),
};

/** POST /api/units: a new unit; `parentId` null or absent makes a top-level unit (a zone). */
export const unitCreateBody = z.strictObject({
  name: unitNameBody,
  parentId: z.uuid('must be a unit id').nullish(),
  ...placeFields,
  /** The number the public pages show for this unit's area; empty or null: none. */
  phone: optionalPhoneNumber.nullish(),
});
export type UnitCreateBody = z.output<typeof unitCreateBody>;

/**
 * PATCH /api/units/{id}: the fields given change; a list of places given replaces that level's
 * places (an empty list clears them), a level left out keeps its own.
 */
/**
 * A unit's own values of the community's settings: its alert limits and quiet hours. A key left
 * out follows the unit above it, and at the top the installation's settings (GET /api/settings).
 */
export const unitSettings = z.strictObject({ alerts: alertSettings.partial().optional() });
export type UnitSettings = z.output<typeof unitSettings>;

export const unitUpdateBody = z.strictObject({
  name: unitNameBody.optional(),
  ...placeFields,
  phone: optionalPhoneNumber.nullish(),
  /** Replaces the unit's own settings (`{}`: it follows the unit above it again). */
  settings: unitSettings.optional(),
});
export type UnitUpdateBody = z.output<typeof unitUpdateBody>;

export const unitIdParam = z.object({ id: z.uuid('must be a unit id') });
export const unitMemberParam = z.object({
  id: z.uuid('must be a unit id'),
  userId: z.string().trim().min(1, 'is required').max(64, 'is too long'),
});

/** PUT /api/units/{id}/members: adds the account with that email, or changes its role here. */
export const unitMemberBody = z.strictObject({
  email: emailField,
  role: z.enum(UNIT_ROLES, UNIT_MESSAGES.role),
});
export type UnitMemberBody = z.output<typeof unitMemberBody>;

export const unitCreatedAnswer = z.object({ id: z.string() });

export const unitAnswer = z.object({
  id: z.string(),
  /** The unit above; null for a top-level unit (a zone). */
  parentId: z.string().nullable(),
  /** 1 for a top-level unit, 2 and 3 below. */
  depth: z.number().int(),
  name: z.object({ bn: z.string(), en: z.string() }),
  phone: z.string().nullable(),
  divisionIds: z.array(z.number().int()),
  districtIds: z.array(z.number().int()),
  upazilaIds: z.array(z.number().int()),
  /** Its own settings (keys absent follow the unit above it, then the installation). */
  settings: unitSettings,
  archived: z.boolean(),
  /** Its members (admins and volunteers). */
  memberCount: z.number().int(),
  /** Its live donors (not those of the units below it). */
  donorCount: z.number().int(),
});
export type UnitAnswer = z.infer<typeof unitAnswer>;

export const unitMembership = z.object({ unitId: z.string(), role: z.enum(UNIT_ROLES) });

/** GET /api/units: the units the caller may see, parents before their children; the caller's own memberships. */
export const unitsAnswer = z.object({
  units: z.array(unitAnswer),
  mine: z.array(unitMembership),
});

/**
 * GET /api/unit-directory: every live unit of the federation, id and names only (any admin: the
 * picker for handing a request or a donor to another unit, which may be outside the caller's tree).
 */
export const unitDirectoryAnswer = z.object({
  /** In tree order, each unit after its parent; depth 1 at the top. */
  units: z.array(
    z.object({
      id: z.string(),
      name: z.object({ bn: z.string(), en: z.string() }),
      depth: z.number().int(),
    }),
  ),
});
export type UnitDirectoryAnswer = z.infer<typeof unitDirectoryAnswer>;

export const unitMembersAnswer = z.object({
  members: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      email: z.string(),
      role: z.enum(UNIT_ROLES),
    }),
  ),
});

export const unitMemberAnswer = z.object({
  userId: z.string(),
  role: z.enum(UNIT_ROLES),
  /** True when the account was a plain user and is now an admin, so that it may use the dashboard. */
  promoted: z.boolean(),
});

const placeId = (what: string) => z.coerce.number().int().positive(`must be ${what} id`);

/** GET /api/unit-of-place: the place a visitor picked (a district, with its division, and an upazila when they chose one). */
export const unitPublicQuery = z.object({
  divisionId: placeId('a division').optional(),
  districtId: placeId('a district'),
  upazilaId: placeId('an upazila').optional(),
});

/**
 * GET /api/unit-of-place: the unit that covers the visitor's place, by name and public contact
 * number only (never members or donors); null on an installation of one unit (its own contact
 * pages say it all) or when no unit covers the place (the federation's queue).
 */
export const unitPublicAnswer = z.object({
  unit: z
    .object({ name: z.object({ bn: z.string(), en: z.string() }), phone: z.string().nullable() })
    .nullable(),
});
export type UnitPublicAnswer = z.infer<typeof unitPublicAnswer>;
