import { afterEach, describe, expect, it } from 'vitest';
import type { MatchRow } from '../../../common/schemas/matching.ts';
import { forgetPageLanguage, loadInLanguage } from '../../test/page-language.ts';

// A match card names the donor's unit when it is not the request's own: a donor another unit shares
// with the federation, or one in the federation's queue. The request's own donors say nothing.

const DHAKA = 'a1111111-1111-4111-8111-111111111111';
const KHULNA = 'b2222222-2222-4222-8222-222222222222';

const match = (unit: MatchRow['unit']): MatchRow => ({
  _id: '11111111-1111-4111-8111-111111111111',
  name: 'রহিমা খাতুন',
  bloodGroup: 'bNegative',
  exactMatch: true,
  proximity: null,
  eligibleFrom: null,
  eligibleNow: true,
  lastCalledAt: null,
  lastCalledBy: null,
  callsLast3Days: 0,
  wrongNumberAt: null,
  pledgeId: null,
  number1: '01712345678',
  number2: null,
  upazila: null,
  union: null,
  village: '',
  placeNames: { upazila: null, union: null },
  unit,
});
const khulna = { id: KHULNA, name: { bn: 'খুলনা ইউনিট', en: 'Khulna unit' } };
const dhaka = { id: DHAKA, name: { bn: 'ঢাকা ইউনিট', en: 'Dhaka unit' } };

/** The card's unit tag in that language (null: none), for a donor and a request's unit. */
async function unitTag(
  language: 'bn' | 'en',
  row: MatchRow,
  requestUnitId: string | null | undefined,
) {
  const page = await loadInLanguage(language, async () => ({
    ...(await import('@testing-library/preact')),
    ...(await import('./MatchCard.tsx')),
  }));
  page.render(<page.MatchCard match={row} onRecordCall={() => {}} requestUnitId={requestUnitId} />);
  const text = page.screen.queryByTestId('match-unit')?.textContent ?? null;
  page.cleanup();
  return text;
}

afterEach(forgetPageLanguage);

describe('a match card’s unit', () => {
  it('names another unit’s donor by their unit, in the page’s language', async () => {
    expect(await unitTag('bn', match(khulna), DHAKA)).toBe('ইউনিট: খুলনা ইউনিট');
    expect(await unitTag('en', match(khulna), DHAKA)).toBe('Unit: Khulna unit');
  });

  it('says nothing of a donor of the request’s own unit, nor before the request is read', async () => {
    expect(await unitTag('en', match(dhaka), DHAKA)).toBeNull();
    expect(await unitTag('en', match(khulna), undefined)).toBeNull();
    // The queue's donor for a queue's request: the same (no) unit.
    expect(await unitTag('en', match(null), null)).toBeNull();
  });

  it('says a donor is in no unit (the queue) when the request has one, and names a unit for a queue’s request', async () => {
    expect(await unitTag('en', match(null), DHAKA)).toBe('In no unit');
    expect(await unitTag('bn', match(null), DHAKA)).toBe('কোনো ইউনিটে নেই');
    expect(await unitTag('en', match(dhaka), null)).toBe('Unit: Dhaka unit');
  });
});
