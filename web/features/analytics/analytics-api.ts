import { useQuery } from '@tanstack/react-query';
import { BLOOD_GROUP_LABELS, type BloodGroup } from '../../../common/constants.ts';
import { readQuery } from '../../foundation/api-client.ts';
import { analyticsRead, unitAnalyticsRead } from '../../shared/query-keys/dashboard.ts';

/** The whole Analytics screen in one protected read (numbers counted on the server). */
export const analyticsQuery = readQuery(analyticsRead);

/** The screen's figures: the caller's units (the default view), or one unit's and those below it. */
export function useAnalytics(unitId: string | null = null) {
  return useQuery(unitId ? readQuery(unitAnalyticsRead(unitId)) : analyticsQuery);
}

export const bloodGroupLabel = (group: string) => BLOOD_GROUP_LABELS[group as BloodGroup] ?? group;

/** One colour per blood group, the same in the chart and in its list of numbers. */
export const BLOOD_GROUP_COLOURS: Record<BloodGroup, string> = {
  aPositive: '#fe3c47',
  aNegative: '#f28c18',
  bPositive: '#2b6cff',
  bNegative: '#7b4ce0',
  oPositive: '#16833a',
  oNegative: '#0f9fb0',
  abPositive: '#c2185b',
  abNegative: '#6d6d73',
};

/** Chart rows: the blood group's label and its count. */
export interface ChartDatum {
  bloodGroup: BloodGroup;
  label: string;
  count: number;
}
