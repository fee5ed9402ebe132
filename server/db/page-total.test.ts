import { describe, expect, it } from 'vitest';
import { COUNT_CAP, pageTotal, type PageTotalInput } from './page-total.ts';

/** pageTotal with a list of `length` rows (planner estimate `estimate`), recording which counts ran. */
function on(length: number, estimate: number, page: number, limit = 10) {
  const calls: string[] = [];
  const offset = page * limit;
  const input: PageTotalInput = {
    offset,
    limit,
    read: Math.max(0, Math.min(limit + 1, length - offset)),
    countUpTo: async (cap) => (calls.push(`countUpTo ${cap}`), Math.min(length, cap + 1)),
    estimate: async () => (calls.push('estimate'), estimate),
    countAll: async () => (calls.push('countAll'), length),
  };
  return pageTotal(input).then((r) => ({ ...r, calls }));
}

describe('pageTotal', () => {
  it('needs no count when the page ends the list', async () => {
    expect(await on(7, 0, 0)).toEqual({ total: 7, exact: true, calls: [] });
    expect(await on(0, 0, 0)).toEqual({ total: 0, exact: true, calls: [] });
    expect(await on(5_000_003, 9, 500_000)).toEqual({ total: 5_000_003, exact: true, calls: [] });
  });

  it('counts exactly up to the cap when more rows follow', async () => {
    expect(await on(COUNT_CAP, 5, 0)).toEqual({
      total: COUNT_CAP,
      exact: true,
      calls: [`countUpTo ${COUNT_CAP}`],
    });
  });

  it('estimates beyond the cap, never below what the page proved', async () => {
    expect(await on(50_000, 48_000, 0)).toEqual({
      total: 48_000,
      exact: false,
      calls: [`countUpTo ${COUNT_CAP}`, 'estimate'],
    });
    expect(await on(50_000, 10, 0)).toMatchObject({ total: COUNT_CAP + 1, exact: false });
    // Deep: the count is skipped (the page already proves more than the cap) and the estimate is too low.
    expect(await on(50_000, 30_000, 4_000)).toEqual({
      total: 40_011,
      exact: false,
      calls: ['estimate'],
    });
  });

  it('counts everything for a page past the end', async () => {
    expect(await on(2_000, 9_999, 500)).toEqual({ total: 2_000, exact: true, calls: ['countAll'] });
  });
});
