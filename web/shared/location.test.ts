import { describe, expect, it } from 'vitest';
import { chooseLevel, locationChoice, locationIds, NO_LOCATION } from './LocationSelects.tsx';

describe('a blood request location', () => {
  it('clears the lower levels when a higher one changes', () => {
    const full = {
      division: '3,ঢাকা',
      district: '47,ঢাকা',
      upazila: '493,সাভার',
      union: '4500,আশুলিয়া',
    };
    expect(chooseLevel(full, 'district', '48,গাজীপুর')).toEqual({
      division: '3,ঢাকা',
      district: '48,গাজীপুর',
      upazila: '',
      union: '',
    });
    expect(chooseLevel(full, 'division', '')).toEqual(NO_LOCATION);
    expect(chooseLevel(full, 'union', '')).toEqual({ ...full, union: '' });
  });

  it('sends the ids only, null where a level is not chosen', () => {
    expect(
      locationIds({ division: '3,ঢাকা', district: '47,ঢাকা', upazila: '', union: '' }),
    ).toEqual({
      divisionId: '3',
      districtId: '47',
      upazilaId: null,
      unionId: null,
    });
    expect(locationIds(NO_LOCATION)).toEqual({
      divisionId: null,
      districtId: null,
      upazilaId: null,
      unionId: null,
    });
  });

  it('turns a stored place back into the selects’ values', () => {
    expect(
      locationChoice({ divisionId: 3, division: 'ঢাকা', districtId: '47', district: 'ঢাকা' }),
    ).toEqual({
      division: '3,ঢাকা',
      district: '47,ঢাকা',
      upazila: '',
      union: '',
    });
    expect(locationChoice({})).toEqual(NO_LOCATION);
  });
});
