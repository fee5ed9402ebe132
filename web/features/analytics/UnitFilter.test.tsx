import { act, cleanup, screen, waitFor, within } from '@testing-library/preact';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BLOOD_GROUPS } from '../../../common/constants.ts';
import { analyticsText } from '../../i18n/analytics.ts';
import { switchLanguage } from '../../i18n/language.ts';
import { fakeServer, renderWithQueries, type FakeCall } from '../../test/queries.tsx';
import { unitRow } from '../../test/unit-row.ts';
import { AnalyticsPage } from './AnalyticsPage.tsx';

// The Analytics screen's unit picker: the real screen and its reads against a fake server (only
// fetch is replaced). The figures answer names the unit asked for in its top donor, so that the
// test sees which answer the screen shows.

const ZONE = unitRow('z1', null, 1, 'Dhaka Zone', 'ঢাকা জোন');
const UNIT = unitRow('u1', 'z1', 2, 'Gazipur Unit', 'গাজীপুর ইউনিট');
const OLD = unitRow('u2', 'z1', 2, 'Old Unit', 'পুরনো ইউনিট', { archived: true });

const figures = (who: string) => {
  const none = {
    total: 0,
    byBloodGroup: BLOOD_GROUPS.map((bloodGroup) => ({ bloodGroup, count: 0 })),
  };
  return {
    verifiedDonors: none,
    verifiedDetailsMissing: 0,
    familyAnswers: { days: 30, given: 0, notGiven: 0, notYet: 0, noAnswer: 0 },
    completedDonations: none,
    topDonors: [{ _id: 'd1', name: `Donor of ${who}`, bloodGroup: 'aPositive', donationCount: 3 }],
    recentAdmins: [],
    recentBloodDonations: [],
    newDonors: [],
  };
};

/** The address the screen is at, written out for the test to read. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}
const shownAt = () => screen.getByTestId('address').textContent;

function open(units: ReturnType<typeof unitRow>[], path = '/dashboard') {
  const server = fakeServer((call) => {
    if (call.path === '/api/units') return { body: { units, mine: [] } };
    if (call.path === '/api/bridge-sessions/today')
      return { body: { date: '2026-12-06', sessions: [] } };
    if (call.path === '/api/dashboard/analytics') {
      const unitId = new URLSearchParams(call.query).get('unitId');
      return { body: figures(unitId ?? 'all') };
    }
    return { body: {} };
  });
  renderWithQueries(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/dashboard"
          element={
            <>
              <AnalyticsPage />
              <Address />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return server;
}

const analyticsCalls = (calls: FakeCall[]) =>
  calls.filter((call) => call.path === '/api/dashboard/analytics').map((call) => call.query);
const choose = (select: HTMLSelectElement, value: string) => {
  select.value = value;
  act(() => void select.dispatchEvent(new Event('change', { bubbles: true })));
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  act(() => switchLanguage('bn'));
});

describe("the Analytics screen's unit picker", () => {
  it('is hidden for someone who sees one live unit; the figures are asked without a unit', async () => {
    const { calls } = open([ZONE, OLD]);
    expect(await screen.findByText('Donor of all')).toBeTruthy();
    await waitFor(() => expect(calls.some((call) => call.path === '/api/units')).toBe(true));
    // The tree has answered: still no picker.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('analytics-unit-filter')).toBeNull();
    expect(analyticsCalls(calls)).toEqual(['']);
  });

  it('lists the live units, sends the chosen one as unitId and keeps it in the address', async () => {
    const { calls } = open([ZONE, UNIT, OLD]);
    expect(await screen.findByText('Donor of all')).toBeTruthy();
    const select = (await screen.findByLabelText(analyticsText.unitFilter)) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'সব ইউনিট',
      'ঢাকা জোন',
      '— গাজীপুর ইউনিট',
    ]);
    expect(select.value).toBe('');
    choose(select, 'u1');
    expect(await screen.findByText('Donor of u1')).toBeTruthy();
    expect(shownAt()).toBe('/dashboard?unit=u1');
    expect(analyticsCalls(calls)).toEqual(['', 'unitId=u1']);
    // Back to all: the default view's answer, from the cache.
    choose(select, '');
    expect(await screen.findByText('Donor of all')).toBeTruthy();
    expect(shownAt()).toBe('/dashboard');
  });

  it('opens on the unit the address names, in English on an English page', async () => {
    act(() => switchLanguage('en'));
    const { calls } = open([ZONE, UNIT], '/dashboard?unit=u1');
    expect(await screen.findByText('Donor of u1')).toBeTruthy();
    const picker = await screen.findByTestId('analytics-unit-filter');
    const select = within(picker).getByLabelText('Figures of') as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe('u1'));
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'All units',
      'Dhaka Zone',
      '— Gazipur Unit',
    ]);
    expect(analyticsCalls(calls)).toEqual(['unitId=u1']);
  });
});
