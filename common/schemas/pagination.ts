import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../constants.ts';

/** A page size from the query string: a whole number from 1 to MAX_PAGE_SIZE. */
export const pageSize = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(MAX_PAGE_SIZE, `must be at most ${MAX_PAGE_SIZE}`)
    .default(fallback);

/** A zero-based page index from the query string. */
export const pageIndex = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be 0 or more')
  .max(1_000_000, 'is too large')
  .default(0);

/** Free search text, in Unicode NFC like stored names (common/text.ts); bounded so that nobody can send a megabyte of it. */
export const searchText = z
  .string()
  .normalize('NFC')
  .trim()
  .max(100, 'must be at most 100 characters')
  .default('');

/**
 * The query of a list the original app reads as a bare array (the admins, every verified donor,
 * the contacts' dashboard grid): with `pageNumber` the answer is a page like every other list's;
 * without it, the bare array of the first `limit` rows. Both are bounded.
 */
export const arrayOrPageQuery = z.object({
  limit: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(MAX_PAGE_SIZE, `must be at most ${MAX_PAGE_SIZE}`)
    .optional()
    .meta({ description: `Rows per page, 1 to ${MAX_PAGE_SIZE}.` }),
  pageNumber: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(1_000_000, 'is too large')
    .optional()
    .meta({
      description:
        "The page, from 0. Given, the answer is the page (rows, totalCount, pageCount); left out, the original app's bare array.",
    }),
});
export type ArrayOrPageQuery = z.infer<typeof arrayOrPageQuery>;

/** A page's fields beside its rows. */
export const pageFields = { pageCount: z.number().int(), totalCount: z.number().int() };

export function pageCount(total: number, limit: number): number {
  return Math.ceil(total / limit);
}
