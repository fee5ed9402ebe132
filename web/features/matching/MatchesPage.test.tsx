import { cleanup, screen, waitFor } from '@testing-library/preact';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BloodRequestRow } from '../../../common/schemas/blood-requests.ts';
import type { MatchRow, PledgesResponse } from '../../../common/schemas/matching.ts';
import { alertsText } from '../../i18n/alerts.ts';
import { matchingText as t } from '../../i18n/matching.ts';
import { fakeServer, renderWithQueries, type FakeCall } from '../../test/queries.tsx';
import { MatchesPage } from './MatchesPage.tsx';

// Find donors for a done or a cancelled request: what happened, and nothing left to do. The real
// page, hooks and api module against a fake server (only fetch is replaced).

const REQUEST_ID = '22222222-2222-4222-8222-222222222222';

const request = (over: Partial<BloodRequestRow>): BloodRequestRow => ({
  _id: REQUEST_ID,
  patient_name: 'করিম মিয়া',
  requested_bloodGroup: 'bNegative',
  date: '2026-11-26T08:00:00.000Z',
  blood_quantity: '1',
  hemoglobin: null,
  patient_problem: null,
  donation_place: 'ঢাকা মেডিকেল কলেজ হাসপাতাল',
  number1: '01712345678',
  number2: null,
  status: 'incomplete',
  state: 'incomplete',
  bagsNeeded: 1,
  pledgedCount: 0,
  givenCount: 0,
  submissionTime: null,
  cancelledAt: null,
  cancelReason: null,
  divisionId: null,
  districtId: null,
  upazilaId: null,
  unionId: null,
  division: null,
  district: null,
  upazila: null,
  union: null,
  placeNames: { division: null, district: null, upazila: null, union: null },
  unitId: null,
  ...over,
});

const match: MatchRow = {
  _id: '11111111-1111-4111-8111-111111111111',
  name: 'রহিমা খাতুন',
  bloodGroup: 'bNegative',
  exactMatch: true,
  proximity: null,
  eligibleFrom: null,
  eligibleNow: true,
  lastCalledAt: null,
  lastCalledBy: null,
  callsLast3Days: 0,
  wrongNumberAt: null,
  pledgeId: null,
  number1: '01812345678',
  number2: null,
  upazila: 'সাভার',
  union: 'আশুলিয়া',
  village: 'পাড়া',
  placeNames: { upazila: { bn: 'সাভার', en: 'Savar' }, union: { bn: 'আশুলিয়া', en: null } },
  unit: null,
};

/** A pledged donor who gave (done) or was still pledged by link, unconfirmed. */
const pledges = (row: BloodRequestRow, state: 'given' | 'pledged'): PledgesResponse => ({
  state: row.state,
  bagsNeeded: 1,
  pledgedCount: 1,
  givenCount: state === 'given' ? 1 : 0,
  pledges: [
    {
      _id: '33333333-3333-4333-8333-333333333333',
      requestId: REQUEST_ID,
      donorId: '44444444-4444-4444-8444-444444444444',
      donorName: 'সালমা বেগম',
      bloodGroup: 'bNegative',
      number1: '01912345678',
      number2: null,
      state,
      pledgedAt: '2026-11-26T06:00:00.000Z',
      pledgedBy: 'Volunteer',
      donatedOn: state === 'given' ? '2026-11-26' : null,
      kind: state === 'given' ? 'whole_blood' : null,
      donationId: state === 'given' ? '55555555-5555-4555-8555-555555555555' : null,
      withdrawnAt: null,
      withdrawReason: null,
      source: 'donorLink',
      confirmedAt: null,
    },
  ],
});

function show(row: BloodRequestRow, pledgeState: 'given' | 'pledged') {
  const { calls } = fakeServer((call: FakeCall) => {
    if (call.path.endsWith('/matches'))
      return { body: { matches: [match], pageCount: 1, totalCount: 1 } };
    if (call.path.endsWith('/pledges')) return { body: pledges(row, pledgeState) };
    if (call.path.endsWith('/alerts')) return { body: { smsProvider: 'log', alerts: [] } };
    if (call.path.endsWith(`/blood-request/${REQUEST_ID}`)) return { body: row };
    return { status: 404, body: { statusCode: 404, message: 'Not Found' } };
  });
  const router = createMemoryRouter(
    [{ path: '/dashboard/blood-request/:requestId/matches', element: <MatchesPage /> }],
    {
      initialEntries: [`/dashboard/blood-request/${REQUEST_ID}/matches`],
    },
  );
  renderWithQueries(<RouterProvider router={router} />);
  return calls;
}

/** The buttons whose text holds `text` (their accessible names add the donor's name). */
const buttons = (text: string) =>
  screen.queryAllByRole('button').filter((button) => button.textContent?.includes(text));

/** What a volunteer could do about the request on this screen. */
const actions = () => ({
  recordCall: buttons(t.calls.record).length,
  matchCards: screen.queryAllByTestId('match-card').length,
  alert: screen.queryAllByRole('button', { name: alertsText.send.open }).length,
  share: screen.queryAllByRole('button', { name: t.share.open }).length,
  cancel: screen.queryAllByRole('button', { name: t.cancel.open }).length,
  withdraw: buttons(t.pledges.withdraw).length,
  eligibleSwitch: screen.queryAllByRole('switch').length,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Find donors for a closed request', () => {
  it('an open request lists its donors with their actions (what the closed ones must not show)', async () => {
    show(request({}), 'pledged');
    await screen.findByTestId('match-card');
    await screen.findByTestId('pledge');
    expect(actions()).toMatchObject({
      matchCards: 1,
      alert: 1,
      share: 1,
      cancel: 1,
      withdraw: 1,
      eligibleSwitch: 1,
    });
    // The match's Record the call and the link pledge's confirming one.
    expect(actions().recordCall).toBe(2);
    expect(screen.queryByTestId('closed-outcome')).toBeNull();
    expect(screen.getByText(t.matches.back).getAttribute('href')).toBe(
      '/dashboard/blood-request/incomplete-blood-request',
    );
  });

  it('a done request says it is done and who gave, lists no donors and offers no call, alert or share', async () => {
    const calls = show(
      request({
        status: 'done',
        state: 'done',
        givenCount: 1,
        pledgedCount: 1,
        submissionTime: '2026-11-26T10:00:00.000Z',
      }),
      'given',
    );
    const outcome = await screen.findByTestId('closed-outcome');
    expect(outcome.textContent).toContain(t.matches.closedDone(null).slice(0, 12));
    expect(outcome.dataset.state).toBe('done');
    // Back leads to the Complete tab, where done and cancelled requests are listed.
    expect(screen.getByText(t.matches.back).getAttribute('href')).toBe('/dashboard/blood-request');
    const pledge = await screen.findByTestId('pledge');
    expect(pledge.textContent).toContain('সালমা বেগম');
    expect(pledge.dataset.state).toBe('given');
    expect(actions()).toEqual({
      recordCall: 0,
      matchCards: 0,
      alert: 0,
      share: 0,
      cancel: 0,
      withdraw: 0,
      eligibleSwitch: 0,
    });
    // The donors were not even asked for once the request was known closed.
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('/pledges'))).toBe(true));
    expect(calls.filter((call) => call.path.endsWith('/matches')).length).toBeLessThanOrEqual(1);
  });

  it('a cancelled request says so with its reason; an unconfirmed pledge has nothing left to do', async () => {
    show(
      request({
        status: 'cancelled',
        state: 'cancelled',
        pledgedCount: 1,
        cancelledAt: '2026-11-26T09:00:00.000Z',
        cancelReason: 'রোগী অন্য হাসপাতালে',
      }),
      'pledged',
    );
    const outcome = await screen.findByTestId('closed-outcome');
    expect(outcome.dataset.state).toBe('cancelled');
    expect(outcome.textContent).toContain(t.matches.closedCancelled(null).slice(0, 12));
    expect((await screen.findByTestId('cancel-reason')).textContent).toContain(
      'রোগী অন্য হাসপাতালে',
    );
    await screen.findByTestId('pledge');
    expect(actions()).toEqual({
      recordCall: 0,
      matchCards: 0,
      alert: 0,
      share: 0,
      cancel: 0,
      withdraw: 0,
      eligibleSwitch: 0,
    });
    expect(buttons(t.pledges.given)).toEqual([]);
  });
});
