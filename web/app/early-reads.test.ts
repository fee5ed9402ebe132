import { describe, expect, it } from 'vitest';
import { analyticsKeys } from '../features/analytics/analytics-api.ts';
import { donorKeys } from '../shared/query-keys.ts';
import { NO_FILTERS } from '../features/donors/list-state.ts';
import { dashboardKeys } from '../shared/dashboard.ts';
import { addressKeys } from '../features/address/address-api.ts';
import { ADDRESS_PAGE_SIZES } from '../../common/constants.ts';
import { EARLY_KEYS, FIRST_ADDRESS_PAGE, FIRST_DONOR_PAGE } from './early-reads.ts';

// The early reads fill the screens' own cache entries: a key that drifted would fetch twice.
describe('early reads', () => {
  it('use the query keys of the screens that read them', () => {
    expect(EARLY_KEYS.counts).toEqual(dashboardKeys.counts);
    expect(EARLY_KEYS.analytics).toEqual(analyticsKeys.all);
    expect(EARLY_KEYS.donors('available', FIRST_DONOR_PAGE)).toEqual(
      donorKeys.list('available', FIRST_DONOR_PAGE),
    );
    for (const kind of ['upazila', 'union', 'village'] as const)
      expect(EARLY_KEYS.address(kind)).toEqual(addressKeys.list(kind, FIRST_ADDRESS_PAGE));
  });

  it("ask for the Address lists' first page at their default size, with no search", () => {
    expect(FIRST_ADDRESS_PAGE).toEqual({ limit: ADDRESS_PAGE_SIZES[0], page: 0, search: '' });
  });

  it("ask for the donor list's first page with no filters", () => {
    expect(FIRST_DONOR_PAGE).toMatchObject({
      pageNumber: 0,
      divisionFilterData: NO_FILTERS.division,
      districtFilterData: NO_FILTERS.district,
      upazilaFilterData: NO_FILTERS.upazila,
      unionFilterData: NO_FILTERS.union,
      villageFilterData: NO_FILTERS.village,
      bloodGroupFilterData: NO_FILTERS.bloodGroup,
      genders: NO_FILTERS.genders,
    });
  });
});
