import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api.ts';
import type { AlertSettings } from '../../../common/schemas/alerts.ts';

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
}

export const settingsKeys = { all: ['settings'] as const };

/** GET /api/settings (admins read). */
export function useSettings() {
  return useQuery({
    queryKey: settingsKeys.all,
    queryFn: () => api.read<SettingsAnswer>('/settings'),
  });
}

/** PUT /api/settings (super admin): who is available changes at once, so the lists refresh too. */
export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (eligibility: EligibilitySettings) => api.send<SettingsAnswer>('PUT', '/settings', { eligibility }),
    onSuccess: async (answer) => {
      client.setQueryData(settingsKeys.all, answer);
      await Promise.all([
        client.invalidateQueries({ queryKey: ['donors'] }),
        client.invalidateQueries({ queryKey: ['dashboard'] }),
      ]);
    },
  });
}

/** PUT /api/settings with new alert limits (the intervals are sent as they are). */
export function useSaveAlertLimits() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ eligibility, alerts }: { eligibility: EligibilitySettings; alerts: AlertSettings }) =>
      api.send<SettingsAnswer>('PUT', '/settings', { eligibility, alerts }),
    onSuccess: (answer) => client.setQueryData(settingsKeys.all, answer),
  });
}
