import { describe, expect, it } from 'vitest';
import {
  cleanFamilyNote,
  FAMILY_NOTE_MAX,
  isMilestone,
  milestoneReached,
  nextMilestone,
} from './milestones.ts';

describe('donation milestones', () => {
  it('names the milestone reached and the next one', () => {
    expect([0, 1, 2, 3, 9, 10, 24, 25, 49, 50, 80].map(milestoneReached)).toEqual([
      0, 1, 1, 3, 3, 10, 10, 25, 25, 50, 50,
    ]);
    expect([0, 1, 2, 3, 10, 49, 50].map(nextMilestone)).toEqual([1, 3, 3, 10, 25, 50, null]);
  });

  it('celebrates only the donation that makes a milestone', () => {
    expect([1, 2, 3, 4, 10, 11, 25, 50, 51].map(isMilestone)).toEqual([
      true,
      false,
      true,
      false,
      true,
      false,
      true,
      true,
      false,
    ]);
  });
});

describe("the family's note", () => {
  it('removes control characters, masks numbers and keeps to the cap', () => {
    expect(cleanFamilyNote('ধন্যবাদ\u0007 ভাই,\nআল্লাহ\t ভালো রাখুন')).toBe(
      'ধন্যবাদ ভাই, আল্লাহ ভালো রাখুন',
    );
    expect(cleanFamilyNote('call 01711-000 001 or ০১৮১১০০০০০১ thanks')).toBe(
      'call *** or *** thanks',
    );
    expect(cleanFamilyNote('রক্ত ২ ব্যাগ')).toBe('রক্ত ২ ব্যাগ');
    expect(cleanFamilyNote('ক'.repeat(FAMILY_NOTE_MAX + 50))).toHaveLength(FAMILY_NOTE_MAX);
  });
});
