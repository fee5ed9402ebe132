import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUDIT_ACTIONS } from '../../../common/constants.ts';
import { LANGUAGE_STORAGE_KEY } from '../../i18n/language.ts';

/** The module as a page in `language` loads it. */
async function load(language: 'bn' | 'en') {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  vi.resetModules();
  return import('./describe.ts');
}
afterEach(() => localStorage.clear());

describe('the trail in words', () => {
  it('has words for every action the trail records, in both languages', async () => {
    for (const language of ['bn', 'en'] as const) {
      const { actionOptions, actionWord } = await load(language);
      expect(actionOptions().map((o) => o.code)).toEqual([...AUDIT_ACTIONS]);
      for (const action of AUDIT_ACTIONS) {
        const word = actionWord(action);
        expect(word.trim(), `${language} ${action}`).not.toBe('');
        expect(word, `${language} ${action}`).not.toBe(action);
      }
    }
  });

  it('shows changes as field: value, or field: before → after, in Bengali with Bengali digits', async () => {
    const { describeChanges } = await load('bn');
    const lines = describeChanges({
      status: ['pending', 'verified'],
      donationCount: 3,
      bloodGroup: 'aPositive',
      number1: '01711000000',
      role: { from: 'user', to: 'admin' },
      everywhereElse: true,
      nowhere: null,
      unknownField: 'x',
    }).map((l) => l.text);
    expect(lines).toEqual([
      'অবস্থা: অপেক্ষমাণ → যাচাই করা',
      'রক্তদানের সংখ্যা: ৩',
      'রক্তের গ্রুপ: A+',
      'ফোন ১: ০১৭১১০০০০০০',
      'ভূমিকা: ব্যবহারকারী → অ্যাডমিন',
      'অন্য সব ডিভাইস: হ্যাঁ',
      'nowhere: —',
      'unknownField: x',
    ]);
    const [birth] = describeChanges({ age: '1994-02-02' }).map((l) => l.text);
    expect(birth).toMatch(/^জন্মতারিখ: .*১৯৯৪/);
    expect(birth).not.toMatch(/[0-9]/);
  });

  it('says times in Bangladesh time, whatever the phone’s zone', async () => {
    const { formatWhen, describeChanges } = await load('en');
    // 20:30 UTC is 02:30 the next day in Dhaka.
    const when = formatWhen('2026-11-25T20:30:00.000Z');
    expect(when).toMatch(/26/);
    expect(when).toMatch(/2:30/);
    expect(describeChanges({ lastAt: '2026-11-25T20:30:00.000Z' })[0]?.text).toBe(`Last: ${when}`);
    expect(describeChanges({ outcome: 'wrongNumber', count: 1200 }).map((l) => l.text)).toEqual([
      'Outcome: Wrong number',
      'Times: 1,200',
    ]);
  });

  it('links a target that still exists, and the archive for an archived one', async () => {
    const { targetLink } = await load('en');
    const event = {
      target: 'donor',
      targetId: 'a',
      targetName: 'Rahim Uddin',
      targetArchived: false,
    };
    expect(targetLink(event)).toBe('/dashboard/donor-list?q=Rahim%20Uddin');
    expect(targetLink({ ...event, targetArchived: true })).toBe('/dashboard/archive?kind=donor');
    expect(targetLink({ ...event, targetName: null })).toBeNull();
    expect(targetLink({ ...event, target: 'bloodRequest' })).toBe(
      '/dashboard/blood-request/a/matches',
    );
  });
});
