import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlertSettings } from '../../../common/schemas/alerts.ts';
import type { CommunitySettings } from '../../../common/schemas/donations.ts';
import { answer, api, readApi } from '../../foundation/api-client.ts';
import { dashboardKeys } from '../../shared/query-keys/dashboard.ts';
import { donorKeys } from '../../shared/query-keys/donors.ts';

/** The installation's eligibility intervals, in days. */
export interface EligibilitySettings {
  wholeBloodMaleDays: number;
  wholeBloodFemaleDays: number;
  wholeBloodOtherDays: number;
  plateletsDays: number;
}

export const ELIGIBILITY_FIELDS = [
  'wholeBloodMaleDays',
  'wholeBloodFemaleDays',
  'wholeBloodOtherDays',
  'plateletsDays',
] as const satisfies readonly (keyof EligibilitySettings)[];

export interface SettingsAnswer {
  eligibility: EligibilitySettings;
  defaults: EligibilitySettings;
  /** Limits on alerting one donor (absent from a server that predates alerts). */
  alerts?: AlertSettings;
  alertDefaults?: AlertSettings;
  /** The community's name in invitations, in Bengali and English (absent from an older server). */
  community?: CommunitySettings;
  communityDefaults?: CommunitySettings;
}

export const settingsKeys = { all: ['settings'] as const };

/** GET /api/settings (admins read). */
export function useSettings() {
  return useQuery({
    queryKey: settingsKeys.all,
    queryFn: (): Promise<SettingsAnswer> => answer(readApi.GET('/api/settings')),
  });
}

/** PUT /api/settings (super admin): who is available changes at once, so the lists refresh too. */
export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (eligibility: EligibilitySettings): Promise<SettingsAnswer> =>
      answer(api.PUT('/api/settings', { body: { eligibility } })),
    onSuccess: async (answer) => {
      client.setQueryData(settingsKeys.all, answer);
      await Promise.all([
        client.invalidateQueries({ queryKey: donorKeys.all }),
        client.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]);
    },
  });
}

/** PUT /api/settings with new alert limits (the intervals are sent as they are). */
export function useSaveAlertLimits() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      eligibility,
      alerts,
    }: {
      eligibility: EligibilitySettings;
      alerts: AlertSettings;
    }): Promise<SettingsAnswer> =>
      answer(api.PUT('/api/settings', { body: { eligibility, alerts } })),
    onSuccess: (answer) => client.setQueryData(settingsKeys.all, answer),
  });
}

/** PUT /api/settings with the community's name (the intervals are sent as they are). */
export function useSaveCommunityName() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      eligibility,
      community,
    }: {
      eligibility: EligibilitySettings;
      community: CommunitySettings;
    }): Promise<SettingsAnswer> =>
      answer(api.PUT('/api/settings', { body: { eligibility, community } })),
    onSuccess: (answer) => client.setQueryData(settingsKeys.all, answer),
  });
}
