import { cleanup, fireEvent, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '../../components/toast.tsx';
import { settingsText as t } from '../../i18n/settings.ts';
import { fakeServer, renderWithQueries } from '../../test/queries.tsx';
import { AlertLimitsForm } from './AlertLimitsForm.tsx';
import type { SettingsAnswer } from './settings-api.ts';

// The real form, hooks and api module against a fake server: only fetch is replaced.

const ELIGIBILITY = {
  wholeBloodMaleDays: 90,
  wholeBloodFemaleDays: 120,
  wholeBloodOtherDays: 120,
  plateletsDays: 14,
};
const ALERTS = {
  perDay: 1,
  perWeek: 3,
  quietStart: '22:00',
  quietEnd: '08:00',
  waveSeconds: 600,
  bridgeAskDays: 6,
};
const settings = {
  eligibility: ELIGIBILITY,
  defaults: ELIGIBILITY,
  alerts: ALERTS,
  alertDefaults: { ...ALERTS, waveSeconds: 900 },
} as unknown as SettingsAnswer;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the alert limits form', () => {
  it('sends the limits and the waves in minutes as seconds, and keeps how many days ahead bridge donors are asked', async () => {
    const { calls } = fakeServer((call) => ({ body: { ...settings, ...(call.body as object) } }));
    renderWithQueries(
      <>
        <AppToaster />
        <AlertLimitsForm settings={settings} canEdit />
      </>,
    );
    const wave = screen.getByLabelText(
      `${t.alerts.wave} (${t.alerts.minutes})`,
    ) as HTMLInputElement;
    expect(wave.value).toBe('১০');
    fireEvent.input(wave, { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: t.alerts.save }));
    expect(await screen.findByText(t.alerts.saved)).toBeTruthy();
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]).toMatchObject({
      path: '/api/settings',
      body: { eligibility: ELIGIBILITY, alerts: { ...ALERTS, waveSeconds: 900 } },
    });
  });
});
