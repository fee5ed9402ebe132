import { BLOOD_GROUPS, type BloodGroup } from './constants.ts';

/**
 * Red-cell compatibility: a donor may give red cells (whole blood) to a patient when every
 * antigen on the donor's cells (A, B, RhD) is also on the patient's, so that the patient has no
 * antibody against it. O- carries none and gives to everyone; AB+ carries all three and receives
 * from everyone; a patient without RhD gets only Rh-negative blood.
 */

type Antigen = 'A' | 'B' | 'D';

export const ANTIGENS: Record<BloodGroup, readonly Antigen[]> = {
  oNegative: [],
  oPositive: ['D'],
  aNegative: ['A'],
  aPositive: ['A', 'D'],
  bNegative: ['B'],
  bPositive: ['B', 'D'],
  abNegative: ['A', 'B'],
  abPositive: ['A', 'B', 'D'],
};

/** May a donor of group `donor` give red cells to a patient of group `patient`? */
export function canGiveRedCells(donor: BloodGroup, patient: BloodGroup): boolean {
  const onPatient = ANTIGENS[patient];
  return ANTIGENS[donor].every((antigen) => onPatient.includes(antigen));
}

/** The groups that may give to `patient`: the patient's own group first, then the others in BLOOD_GROUPS order. */
export function donorGroupsFor(patient: BloodGroup): BloodGroup[] {
  return [patient, ...BLOOD_GROUPS.filter((g) => g !== patient && canGiveRedCells(g, patient))];
}
