import { describe, expect, it } from 'vitest';
import { RARE_BLOOD_GROUPS, troubleReasons } from './constants.ts';

/** Why an open request is in trouble (docs/decisions/063), at the edges of each rule. */
describe('troubleReasons', () => {
  const now = new Date('2026-12-06T12:00:00Z');
  const at = (ms: number) => new Date(now.getTime() + ms);
  const HOUR = 3_600_000;
  const base = {
    bloodGroup: 'oPositive',
    neededAt: at(48 * HOUR),
    createdAt: now,
    pledged: 0,
    familyAnswer: null,
  };

  it('is nothing for a common group needed in two days, made just now', () => {
    expect(troubleReasons(base, now)).toEqual([]);
  });

  it('is due soon from 12 hours ahead, overdue included', () => {
    expect(troubleReasons({ ...base, neededAt: at(12 * HOUR) }, now)).toEqual(['dueSoon']);
    expect(troubleReasons({ ...base, neededAt: at(12 * HOUR + 1) }, now)).toEqual([]);
    expect(troubleReasons({ ...base, neededAt: at(-HOUR) }, now)).toEqual(['dueSoon']);
  });

  it('has no pledge from 30 minutes after it was made, unless pledged', () => {
    expect(troubleReasons({ ...base, createdAt: at(-30 * 60_000) }, now)).toEqual(['noPledge']);
    expect(troubleReasons({ ...base, createdAt: at(-29 * 60_000) }, now)).toEqual([]);
    expect(troubleReasons({ ...base, createdAt: at(-HOUR), pledged: 1 }, now)).toEqual([]);
  });

  it('names the rare groups: every Rh-negative one, AB- among them', () => {
    expect([...RARE_BLOOD_GROUPS].sort()).toEqual(
      ['aNegative', 'abNegative', 'bNegative', 'oNegative'].sort(),
    );
    expect(troubleReasons({ ...base, bloodGroup: 'abNegative' }, now)).toEqual(['rare']);
    expect(troubleReasons({ ...base, bloodGroup: 'abPositive' }, now)).toEqual([]);
  });

  it('puts the family\'s "not given" first, and "not yet" once the time has come', () => {
    expect(troubleReasons({ ...base, familyAnswer: 'notGiven' }, now)).toEqual(['familyNotGiven']);
    expect(troubleReasons({ ...base, familyAnswer: 'notYet', neededAt: now }, now)).toEqual([
      'familyNotYet',
      'dueSoon',
    ]);
    expect(troubleReasons({ ...base, familyAnswer: 'notYet' }, now)).toEqual([]);
    expect(troubleReasons({ ...base, familyAnswer: 'given', neededAt: at(-HOUR) }, now)).toEqual([
      'dueSoon',
    ]);
  });
});
