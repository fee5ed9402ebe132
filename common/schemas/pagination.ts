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

export function pageCount(total: number, limit: number): number {
  return Math.ceil(total / limit);
}
