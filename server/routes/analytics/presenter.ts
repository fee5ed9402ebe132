import { BLOOD_GROUPS, type BloodGroup } from '../../../common/constants.ts';
import type { BloodGroupCount } from '../../../common/schemas/analytics.ts';

/** All eight blood groups in a fixed order, with zero where nothing was counted (chart axes stay put). */
export function perBloodGroup(rows: { bloodGroup: string; n: number }[]): {
  total: number;
  byBloodGroup: BloodGroupCount[];
} {
  const counts = new Map<string, number>(rows.map((r) => [r.bloodGroup, Number(r.n)]));
  const byBloodGroup = BLOOD_GROUPS.map((bloodGroup: BloodGroup) => ({
    bloodGroup,
    count: counts.get(bloodGroup) ?? 0,
  }));
  return { total: byBloodGroup.reduce((sum, g) => sum + g.count, 0), byBloodGroup };
}
