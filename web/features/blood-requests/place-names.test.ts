import { afterEach, describe, expect, it } from 'vitest';
import { forgetPageLanguage, loadInLanguage } from '../../test/page-language.ts';

// A request's place (its details) in the page's language.

const place = {
  division: 'ঢাকা',
  district: 'ঢাকা',
  upazila: null,
  union: null,
  placeNames: {
    division: { bn: 'ঢাকা', en: 'Dhaka' },
    district: { bn: 'ঢাকা', en: 'Dhaka' },
    upazila: null,
    union: null,
  },
};

afterEach(forgetPageLanguage);

describe('a blood request’s place', () => {
  it('is named in English on an English page, in Bengali on a Bengali page', async () => {
    const en = await loadInLanguage('en', () => import('../../shared/geo.ts'));
    expect(en.placeText(place)).toBe('Dhaka › Dhaka');
    const bn = await loadInLanguage('bn', () => import('../../shared/geo.ts'));
    expect(bn.placeText(place)).toBe('ঢাকা › ঢাকা');
  });
});
