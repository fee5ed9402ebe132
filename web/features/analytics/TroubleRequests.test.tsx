import { cleanup, screen, within } from '@testing-library/preact';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { analyticsText as T } from '../../i18n/analytics.ts';
import { fakeServer, renderWithQueries } from '../../test/queries.tsx';
import { TroubleRequests } from './TroubleRequests.tsx';

// The real card, hooks and api module against a fake server: only fetch is replaced.

const row = (id: string, patient: string, reasons: string[]) => ({
  _id: id,
  patient_name: patient,
  bloodGroup: 'oPositive',
  neededAt: '2026-12-06T10:00:00.000Z',
  createdAt: '2026-12-05T10:00:00.000Z',
  donation_place: 'ঢাকা মেডিকেল',
  bagsNeeded: 2,
  pledged: 1,
  reasons,
});

function open(requests: unknown[]) {
  const server = fakeServer(() => ({
    body: { requests, totalCount: requests.length, pageCount: 1 },
  }));
  renderWithQueries(
    <MemoryRouter>
      <TroubleRequests />
    </MemoryRouter>,
  );
  return server;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('requests in trouble on the dashboard', () => {
  it('shows the family\'s "not given" as the first reason of the request listed first', async () => {
    open([
      row('r1', 'পরিবার বলেছে', ['familyNotGiven', 'dueSoon']),
      row('r2', 'এখনও না', ['familyNotYet', 'dueSoon']),
      row('r3', 'বিরল', ['rare']),
    ]);
    const items = await screen.findAllByTestId('trouble-item');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('পরিবার বলেছে')).toBeTruthy();
    const first = [...items[0]!.querySelectorAll('[data-reason]')];
    expect(first.map((b) => b.getAttribute('data-reason'))).toEqual(['familyNotGiven', 'dueSoon']);
    expect(first[0]!.textContent).toBe(T.trouble.reasons.familyNotGiven);
    expect(items[1]!.querySelector('[data-reason]')?.textContent).toBe(
      T.trouble.reasons.familyNotYet,
    );
  });
});
