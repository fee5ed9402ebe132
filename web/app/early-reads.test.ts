import { describe, expect, it } from 'vitest';
import { analyticsKeys } from '../features/analytics/analytics-api.ts';
import { donorKeys } from '../shared/query-keys.ts';
import { NO_FILTERS } from '../features/donors/list-state.ts';
import { dashboardKeys } from '../shared/dashboard.ts';
import { EARLY_KEYS, FIRST_DONOR_PAGE } from './early-reads.ts';

// The early reads fill the screens' own cache entries: a key that drifted would fetch twice.
describe('early reads', () => {
  it('use the query keys of the screens that read them', () => {
    expect(EARLY_KEYS.counts).toEqual(dashboardKeys.counts);
    expect(EARLY_KEYS.analytics).toEqual(analyticsKeys.all);
    expect(EARLY_KEYS.donors('available', FIRST_DONOR_PAGE)).toEqual(donorKeys.list('available', FIRST_DONOR_PAGE));
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
