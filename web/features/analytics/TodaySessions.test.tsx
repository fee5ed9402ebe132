import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { analyticsText as T } from '../../i18n/analytics.ts';
import { patientsText } from '../../i18n/patients.ts';
import { fakeServer, renderWithQueries } from '../../test/queries.tsx';
import { TodaySessions } from './TodaySessions.tsx';

// The real card, hooks and api module against a fake server: only fetch is replaced.

const SESSION = {
  patientId: '11111111-1111-4111-8111-111111111111',
  name: 'আজকের শিশু',
  hospital: 'ঢাকা শিশু হাসপাতাল',
  bloodGroup: 'bPositive',
  bags: 2,
  covered: true,
  donors: [
    { donorId: 'd1', name: 'করিম', phone: '01711111111', state: 'confirmed' },
    { donorId: 'd2', name: 'রহিম', phone: '01722222222', state: 'given' },
  ],
};

function open(sessions: unknown[]) {
  const server = fakeServer((call) =>
    call.method === 'GET'
      ? { body: { date: '2026-12-06', sessions } }
      : { body: { modifiedCount: 1 } },
  );
  renderWithQueries(
    <MemoryRouter>
      <TodaySessions />
    </MemoryRouter>,
  );
  return server;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("today's bridge sessions on the dashboard", () => {
  it('shows each donor with a number to tap, and records "Given" for one still to give', async () => {
    const { calls } = open([SESSION]);
    expect(await screen.findByRole('heading', { name: T.today.heading })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'আজকের শিশু' })).getAttribute('href')).toBe(
      `/dashboard/patients/${SESSION.patientId}`,
    );
    expect(
      screen.getByRole('link', { name: T.today.call('করিম', '01711111111') }).getAttribute('href'),
    ).toBe('tel:01711111111');
    expect(document.querySelector('[data-state="given"]')?.textContent).toBe(
      patientsText.states.given,
    );
    // The donor who already gave has no button; the confirmed one has.
    expect(screen.queryByRole('button', { name: T.today.givenBy('রহিম') })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: T.today.givenBy('করিম') }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: `/api/patients/${SESSION.patientId}/session-answers`,
      body: { date: '2026-12-06', donorId: 'd1', state: 'given' },
    });
  });

  it('shows nothing on a day without a session', async () => {
    const { calls } = open([]);
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.queryByTestId('today-sessions')).toBeNull());
  });
});
