import { describe, expect, it } from 'vitest';
import { canGiveRedCells, donorGroupsFor } from './blood-compatibility.ts';
import { BLOOD_GROUPS, BLOOD_GROUP_LABELS, type BloodGroup } from './constants.ts';

/**
 * The red-cell table written out by hand (rows: donor, columns: patient), independently of the
 * antigen rule in the code: every one of the 64 pairs.
 */
const PATIENTS = ['O-', 'O+', 'A-', 'A+', 'B-', 'B+', 'AB-', 'AB+'] as const;
const TABLE: Record<string, string> = {
  //       O- O+ A- A+ B- B+ AB- AB+
  'O-': ' 1  1  1  1  1  1  1   1',
  'O+': ' 0  1  0  1  0  1  0   1',
  'A-': ' 0  0  1  1  0  0  1   1',
  'A+': ' 0  0  0  1  0  0  0   1',
  'B-': ' 0  0  0  0  1  1  1   1',
  'B+': ' 0  0  0  0  0  1  0   1',
  'AB-': ' 0  0  0  0  0  0  1   1',
  'AB+': ' 0  0  0  0  0  0  0   1',
};
const group = (label: string) => BLOOD_GROUPS.find((g) => BLOOD_GROUP_LABELS[g] === label)!;

describe('red-cell compatibility', () => {
  const pairs = Object.entries(TABLE).flatMap(([donor, row]) =>
    row
      .trim()
      .split(/\s+/)
      .map((cell, k) => [donor, PATIENTS[k]!, cell === '1'] as const),
  );

  it('the table covers all 64 pairs', () => expect(pairs).toHaveLength(64));

  it.each(pairs)('donor %s → patient %s: %s', (donor, patient, may) => {
    expect(canGiveRedCells(group(donor), group(patient))).toBe(may);
  });

  it('lists the patient’s own group first, then the other groups that may give', () => {
    expect(donorGroupsFor('bNegative')).toEqual(['bNegative', 'oNegative']);
    expect(donorGroupsFor('oNegative')).toEqual(['oNegative']);
    expect(donorGroupsFor('abPositive')[0]).toBe('abPositive');
    expect(new Set(donorGroupsFor('abPositive'))).toEqual(new Set(BLOOD_GROUPS));
    for (const patient of BLOOD_GROUPS) {
      const expected = BLOOD_GROUPS.filter((d: BloodGroup) => canGiveRedCells(d, patient));
      expect(new Set(donorGroupsFor(patient))).toEqual(new Set(expected));
    }
  });
});
