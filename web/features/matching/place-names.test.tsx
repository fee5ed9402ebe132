import { afterEach, describe, expect, it } from 'vitest';
import type { MatchRow } from '../../../common/schemas/matching.ts';
import { forgetPageLanguage, loadInLanguage } from '../../test/page-language.ts';

// A match card names the donor's places in the page's language: the answer carries both names,
// and the English one is shown on an English page where the geography has it.

const match: MatchRow = {
  _id: '11111111-1111-4111-8111-111111111111',
  name: 'রহিমা খাতুন',
  bloodGroup: 'bNegative',
  exactMatch: true,
  proximity: 'union',
  eligibleFrom: null,
  eligibleNow: true,
  lastCalledAt: null,
  lastCalledBy: null,
  callsLast3Days: 0,
  wrongNumberAt: null,
  pledgeId: null,
  number1: '01712345678',
  number2: null,
  upazila: 'সাভার',
  union: 'আশুলিয়া',
  village: 'পাড়া',
  // A union with no English name in the geography: shown in Bengali on either page.
  placeNames: { upazila: { bn: 'সাভার', en: 'Savar' }, union: { bn: 'আশুলিয়া', en: null } },
  unit: null,
};

const cardIn = async (language: 'bn' | 'en') => {
  const page = await loadInLanguage(language, async () => ({
    ...(await import('@testing-library/preact')),
    ...(await import('./MatchCard.tsx')),
  }));
  page.render(<page.MatchCard match={match} onRecordCall={() => {}} />);
  const text = page.screen.getByTestId('match-card').textContent ?? '';
  page.cleanup();
  return text;
};

afterEach(forgetPageLanguage);

describe('a match card’s place', () => {
  it('is in English on an English page, in Bengali where the geography has no English name', async () => {
    const text = await cardIn('en');
    expect(text).toContain('পাড়া, আশুলিয়া, Savar');
    expect(text).not.toContain('সাভার');
  });

  it('is in Bengali on a Bengali page', async () => {
    const text = await cardIn('bn');
    expect(text).toContain('পাড়া, আশুলিয়া, সাভার');
    expect(text).not.toContain('Savar');
  });
});
