import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ADDRESS_PAGE_SIZES } from '../../common/constants.ts';
import { ROUTE_PRELOADS } from '../../common/route-preloads.ts';
import { donorListAt } from '../features/donors/list-state.ts';
import { donorListQuery } from '../features/donors/donor-api.ts';
import { analyticsQuery } from '../features/analytics/analytics-api.ts';
import { dashboardCountsQuery } from '../shared/dashboard.ts';
import { firstAddressPage } from '../shared/query-keys/address.ts';
import { FIRST_DONOR_PAGE } from '../shared/query-keys/donors.ts';
import type { ApiRead } from '../foundation/api-read.ts';
import { startFirstReads, type EarlyDeps } from './early-reads.ts';
import { FIRST_READS, type FirstReads } from './first-reads.ts';

// The early reads fill the screens' own cache entries: a key that drifted would fetch twice.
describe("a dashboard screen's first reads", () => {
  it('fill the query cache entries of the screens that read them', () => {
    expect(keys(FIRST_READS.dashboard.reads())).toEqual([dashboardCountsQuery.queryKey]);
    expect(keys(FIRST_READS.analytics.reads())).toEqual([analyticsQuery.queryKey]);
    // The list a bare Donors List address shows, as its screen and route loader read it.
    const shown = donorListAt(new URLSearchParams()).params;
    expect(FIRST_DONOR_PAGE).toEqual(shown);
    expect(keys(FIRST_READS.donorList.reads())).toEqual([
      donorListQuery(new QueryClient(), 'available', shown).queryKey,
    ]);
  });

  it("ask for the Address lists' first page at their default size, with no search, in the reader's order", () => {
    for (const lang of ['bn', 'en'] as const) {
      expect(firstAddressPage(lang)).toEqual({
        limit: ADDRESS_PAGE_SIZES[0],
        page: 0,
        search: '',
        lang,
      });
      expect(keys(FIRST_READS.address.reads(lang))).toEqual([
        ['address', 'upazila', firstAddressPage(lang)],
        ['address', 'union', firstAddressPage(lang)],
        ['address', 'village', firstAddressPage(lang)],
      ]);
    }
  });

  it('each belong to an address that has preloads (the boot script is named only there)', () => {
    for (const first of Object.values<FirstReads>(FIRST_READS))
      expect(
        ROUTE_PRELOADS.some(
          (route) =>
            route.path === first.path && (route.prefix ?? false) === (first.prefix ?? false),
        ),
      ).toBe(true);
  });

  it('of a default view are not read for an address with a query, and never without a token', async () => {
    const read = vi.fn(async () => ({}));
    const deps = (token: string | null) =>
      ({
        earlyApi: () => ({}),
        readWith: read,
        queryClient: new QueryClient(),
        tokenForEarlyRead: async () => token,
        currentLanguage: () => 'bn',
      }) as unknown as EarlyDeps;
    await startFirstReads(deps('t'), FIRST_READS.donorList, '?q=rahim');
    await startFirstReads(deps('t'), FIRST_READS.address, '?union.page=2');
    await startFirstReads(deps(null), FIRST_READS.address, '');
    expect(read).not.toHaveBeenCalled();
    // A read that is not a default view is made whatever the address carries.
    await startFirstReads(deps('t'), FIRST_READS.dashboard, '?q=rahim');
    expect(read).toHaveBeenCalledTimes(1);
  });
});

const keys = (reads: ApiRead[]) => reads.map((read) => read.queryKey);
