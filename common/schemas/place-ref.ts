import { z } from 'zod';

/**
 * A place the way a client names it. Our forms send the id ("12") or the option value
 * "id,bn_name"; clients written for the original app send the Bengali name alone (that app
 * stored names, not ids). An id is used as it is; a name is looked up by the server within the
 * place above it (server/data/place-names.ts).
 */
export interface PlaceName {
  name: string;
}
export type PlaceRef = number | PlaceName;

/** Longer than any division, district, upazila or union name, in Bengali or English. */
const PLACE_NAME_MAX = 80;

/** Reads one place reference; undefined when empty (or "Default", the filter's "any"). */
function readPlaceRef(value: unknown): PlaceRef | undefined | 'invalid' {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 ? value : 'invalid';
  if (typeof value !== 'string')
    return value === undefined || value === null ? undefined : 'invalid';
  const text = value.normalize('NFC').trim();
  if (text === '' || text.toLowerCase() === 'default') return undefined;
  const head = text.split(',')[0]!.trim();
  if (/^\d{1,9}$/.test(head)) return Number(head);
  if (text.length > PLACE_NAME_MAX) return 'invalid';
  return { name: text };
}

/** What the API document says a place field takes: an id first; the forms the server also reads. */
const PLACE_REF_DOCUMENT = {
  anyOf: [
    {
      type: 'integer',
      minimum: 0,
      description: 'The place id (from GET /api/divisions, /api/districts, ...).',
    },
    {
      type: 'string',
      description:
        'The id as text, the option value "id,bn_name", or (clients of the original app) the Bengali name, looked up within the place above it.',
    },
  ],
};

/** A required place: an id, "id,bn_name", or a name. */
export const placeRef = (message: string) =>
  z
    .union([z.string(), z.number()], { error: message })
    .transform((value, ctx): PlaceRef => {
      const ref = readPlaceRef(value);
      if (ref === undefined || ref === 'invalid') {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return ref;
    })
    .meta(PLACE_REF_DOCUMENT);

/** A filter's place: empty or "Default" means any place. */
export const placeFilter = z
  .string()
  .default('')
  .transform((value, ctx): PlaceRef | undefined => {
    const ref = readPlaceRef(value);
    if (ref === 'invalid') {
      ctx.addIssue({ code: 'custom', message: 'must be a place id or name' });
      return z.NEVER;
    }
    return ref;
  })
  .meta({
    description:
      'A place id (digits, or "id,bn_name"), or the Bengali name; empty or "Default" for any place.',
  });
