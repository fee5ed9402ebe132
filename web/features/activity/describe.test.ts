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
      status: { from: 'pending', to: 'verified' },
      donationCount: 3,
      bloodGroup: 'aPositive',
      number1: '01711000000',
      role: { from: 'user', to: 'admin' },
      everywhereElse: true,
      archivedAt: { from: null, to: '2026-11-25T20:30:00.000Z' },
      nowhere: null,
      unknownField: 'x',
    }).map((l) => l.text);
    expect(lines.slice(0, 6)).toEqual([
      'অবস্থা: অপেক্ষমাণ → যাচাই করা',
      'রক্তদানের সংখ্যা: ৩',
      'রক্তের গ্রুপ: A+',
      'ফোন ১: ০১৭১১০০০০০০',
      'ভূমিকা: ব্যবহারকারী → অ্যাডমিন',
      'অন্য সব ডিভাইস: হ্যাঁ',
    ]);
    expect(lines[6]).toMatch(/^আর্কাইভের সময়: — → .*২০২৬/);
    expect(lines.slice(7)).toEqual(['nowhere: —', 'unknownField: x']);
    const [birth] = describeChanges({ age: '1994-02-02' }).map((l) => l.text);
    expect(birth).toMatch(/^জন্মতারিখ: .*১৯৯৪/);
    expect(birth).not.toMatch(/[0-9]/);
  });

  it('shows ids as ids: Latin digits, never a number, a long one cut short', async () => {
    for (const language of ['bn', 'en'] as const) {
      const { describeChanges } = await load(language);
      const [donor, union, pledge, archivedBy, division] = describeChanges({
        donorId: '78fa7dd5-1c2b-4e5f-9a8b-0c1d2e3f4a5b',
        unionId: 3275,
        pledgeId: '3f1e2d',
        archivedBy: 'Ux9Qk2LmNp7Rs4Tv',
        filter: { divisionFilterData: 6, list: 'available' },
      }).map((l) => l.text);
      expect(donor).toMatch(/: 78fa7dd5…$/);
      expect(union).toMatch(/: 3275$/);
      expect(pledge).toMatch(/: 3f1e2d$/);
      expect(archivedBy).toMatch(/: Ux9Qk2Lm…$/);
      expect(division).toMatch(/: 6, /);
    }
  });

  it('names coded values by the field that carries them, in both languages', async () => {
    const en = await load('en');
    expect(
      en
        .describeChanges({
          via: 'donorLink',
          answer: 'yes',
          channels: ['sms', 'push'],
          dueAt: '2026-11-25T20:30:00.000Z',
          filter: { list: 'available', genders: ['female'], bloodGroupFilterData: 'aPositive' },
          skipped: { invitedRecently: 2, noPhone: 1 },
          format: 'csv',
          language: 'bn',
        })
        .map((l) => l.text),
    ).toEqual([
      "Through: The donor's own link",
      'Answer: Yes, can donate',
      'Ways to be reached: SMS, Push message',
      `To be sent at: ${en.formatWhen('2026-11-25T20:30:00.000Z')}`,
      'Whom: List: Available donors, Gender: Female, Blood group: A+',
      'Skipped: Invited recently: 2, No phone number: 1',
      'File format: CSV',
      'Language: Bangla',
    ]);
    // Nobody skipped: nothing to list.
    expect(en.describeChanges({ skipped: {} })[0]?.text).toBe('Skipped: —');
    // A blood-request export's filter has from and to beside its status: not a change. The
    // database gives the keys shortest first; from is still read before to.
    expect(
      en.describeChanges({ filter: { to: '2026-12-01', from: '2026-01-01', status: 'all' } })[0]
        ?.text,
    ).toBe('Whom: From: 1 Jan 2026, To: 1 Dec 2026, Status: All');
    const bn = await load('bn');
    expect(bn.describeChanges({ via: 'donorLink', answer: 'no' }).map((l) => l.text)).toEqual([
      'যেভাবে: রক্তদাতার নিজের লিংকে',
      'উত্তর: না, পারবেন না',
    ]);
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
