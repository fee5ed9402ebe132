import { cleanup, fireEvent, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AlertRow, AlertsResponse } from '../../../common/schemas/alerts.ts';
import { alertsText as t } from '../../i18n/alerts.ts';
import { fakeServer, renderWithQueries } from '../../test/queries.tsx';
import { AlertList } from './AlertList.tsx';

// What the volunteer's list says follows the truth: a "yes" follows the call, a closed request's
// waiting alerts are said not to go, an unknown send is "sending", and no text with a link is offered.

const row = (donorId: string, over: Partial<AlertRow>): AlertRow => ({
  donorId,
  donorName: `Donor ${donorId.slice(0, 1)}`,
  bloodGroup: 'bNegative',
  number1: '01712345678',
  channel: 'sms',
  state: 'sent',
  answer: null,
  pledge: null,
  queuedAt: '2026-11-26T08:00:00.000Z',
  notBefore: null,
  sentAt: null,
  answeredAt: null,
  attempts: 1,
  text: null,
  ...over,
});

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const C = '33333333-3333-4333-8333-333333333333';
const D = '44444444-4444-4444-8444-444444444444';
const E = '55555555-5555-4555-8555-555555555555';

function show(body: AlertsResponse) {
  fakeServer(() => ({ body }));
  renderWithQueries(<AlertList requestId="r1" live={false} />);
}

const badgeOf = async (name: string) => {
  const rows = await screen.findAllByTestId('alert-row');
  const found = rows.find((r) => r.textContent?.includes(name))!;
  return within(found);
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the alert list', () => {
  it('labels a "yes" by the call: to call, confirmed, withdrawn; an unknown send is "sending"', async () => {
    show({
      smsProvider: 'log',
      quietHours: { start: '22:00', end: '08:00' },
      requestClosed: false,
      alerts: [
        row(A, { state: 'answered', answer: 'yes', pledge: 'offered' }),
        row(B, { state: 'answered', answer: 'yes', pledge: 'confirmed' }),
        row(C, { state: 'answered', answer: 'yes', pledge: 'withdrawn' }),
        row(D, { state: 'sending' }),
      ],
    });
    expect((await badgeOf('Donor 1')).getByText(t.list.yes)).toBeTruthy();
    expect((await badgeOf('Donor 2')).getByText(t.list.yesConfirmed)).toBeTruthy();
    expect((await badgeOf('Donor 2')).queryByText(t.list.yes)).toBeNull();
    expect((await badgeOf('Donor 3')).getByText(t.list.yesWithdrawn)).toBeTruthy();
    expect((await badgeOf('Donor 4')).getByText(t.list.states.sending!)).toBeTruthy();
    expect(screen.queryByText(t.list.states.failed!)).toBeNull();
    // No text to copy or share in the list (it would hold the donor's link).
    expect(screen.queryByTestId('alert-text')).toBeNull();
  });

  it("a cancelled request's held alert is said not to go, with no time promised", async () => {
    show({
      smsProvider: 'log',
      quietHours: { start: '22:00', end: '08:00' },
      requestClosed: true,
      alerts: [row(E, { state: 'queued', notBefore: null })],
    });
    const held = await badgeOf('Donor 5');
    expect(held.getByTestId('alert-not-going').textContent).toBe(t.list.notGoing);
    // The one line under the row is that; no "goes at" time.
    expect(screen.getAllByTestId('alert-row')[0]!.querySelectorAll('p')).toHaveLength(1);
  });

  it('with SMS only logged, says "ready to copy" (not "sent") and gets the text once; "handed over" after', async () => {
    const list: AlertsResponse = {
      smsProvider: 'log',
      quietHours: { start: '22:00', end: '08:00' },
      requestClosed: false,
      alerts: [row(A, { state: 'readyToCopy' }), row(B, { state: 'handedOver' })],
    };
    const text = `রক্ত দরকার https://roktosetu.example.org/d/${'x'.repeat(43)}`;
    const { calls } = fakeServer((call) =>
      call.method === 'POST'
        ? { body: { donorId: A, number1: '01712345678', text } }
        : { body: list },
    );
    renderWithQueries(<AlertList requestId="r1" live={false} />);
    const ready = await badgeOf('Donor 1');
    expect(ready.getByText(t.list.states.readyToCopy!)).toBeTruthy();
    expect(screen.queryByText(t.list.states.sent!)).toBeNull();
    expect((await badgeOf('Donor 2')).getByText(t.list.states.handedOver!)).toBeTruthy();
    // Only the ready one offers the text, and only on asking.
    expect(screen.getAllByRole('button', { name: t.list.getText })).toHaveLength(1);
    expect(screen.queryByTestId('alert-text')).toBeNull();
    fireEvent.click(ready.getByRole('button', { name: t.list.getText }));
    const shown = await screen.findByTestId('alert-text');
    expect(within(shown).getByRole('textbox')).toHaveProperty('value', text);
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      `/api/blood-request/r1/alerts/${A}/text`,
    ]);
    expect(screen.queryByRole('button', { name: t.list.getText })).toBeNull();
  });
});
