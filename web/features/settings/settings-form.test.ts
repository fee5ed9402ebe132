import { describe, expect, it } from 'vitest';
import { eligibilityForm } from './settings-form.ts';

describe('the eligibility settings form', () => {
  const typed = { wholeBloodMaleDays: '90', wholeBloodFemaleDays: '120', wholeBloodOtherDays: '120', plateletsDays: '14' };

  it('turns typed days into whole numbers', () => {
    expect(eligibilityForm.parse(typed)).toEqual({
      wholeBloodMaleDays: 90,
      wholeBloodFemaleDays: 120,
      wholeBloodOtherDays: 120,
      plateletsDays: 14,
    });
  });

  it('refuses empty, zero, fractions and more than a year, naming the field', () => {
    for (const bad of ['', '0', '12.5', '366', 'abc']) {
      const result = eligibilityForm.safeParse({ ...typed, plateletsDays: bad });
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['plateletsDays']);
    }
  });
});
