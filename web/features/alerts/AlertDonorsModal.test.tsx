import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AlertsResponse } from '../../../common/schemas/alerts.ts';
import { AppToaster } from '../../components/toast.tsx';
import { alertsText as t } from '../../i18n/alerts.ts';
import {
  fakeServer,
  renderWithQueries,
  type FakeAnswer,
  type FakeCall,
} from '../../test/queries.tsx';
import { AlertDonorsModal } from './AlertDonorsModal.tsx';
import { whatsAppTo } from './alerts-api.ts';

const D1 = '11111111-1111-4111-8111-111111111111';
const D2 = '22222222-2222-4222-8222-222222222222';
const D9 = '99999999-9999-4999-8999-999999999999';

// The real dialog, hooks and api module against a fake server: only fetch is replaced.

let sent: FakeCall[];
const alerts: AlertsResponse = {
  smsProvider: 'log',
  quietHours: { start: '23:00', end: '07:30' },
  requestClosed: false,
  alerts: [
    {
      donorId: D1,
      donorName: 'রহিমা খাতুন',
      bloodGroup: 'bNegative',
      number1: '01712345678',
      channel: 'sms',
      state: 'sent',
      answer: null,
      pledge: null,
      queuedAt: '2026-11-26T08:00:00.000Z',
      notBefore: null,
      sentAt: '2026-11-26T08:00:01.000Z',
      answeredAt: null,
      attempts: 1,
      text: null,
    },
  ],
};

const TEXT = 'রক্তসেতু: বি নেগেটিভ রক্ত দরকার। উত্তর দিন: http://x/d/abc';
let held = false;

/**
 * The list of alerts for a read; for a send, one queued and two skipped (202), with the queued
 * donor's text when it goes now, or the time it goes when held for quiet hours.
 */
const answer = ({ method }: FakeCall): FakeAnswer =>
  method === 'GET'
    ? { body: alerts }
    : {
        status: 202,
        body: {
          queued: 1,
          skipped: [
            { donorId: D2, reason: 'noConsent' },
            { donorId: D9, reason: 'alertedRecently' },
          ],
          ...(held
            ? { heldUntil: '2026-11-27T01:30:00.000Z' }
            : { texts: [{ donorId: D1, number1: '01712345678', text: TEXT }] }),
        },
      };

function open(ticked: { id: string; name: string }[]) {
  const onSent = vi.fn();
  renderWithQueries(
    <>
      <AppToaster />
      <AlertDonorsModal
        open
        requestId="r1"
        bagsNeeded={2}
        ticked={ticked}
        names={new Map([...ticked.map((d) => [d.id, d.name] as const)])}
        onClose={() => {}}
        onSent={onSent}
      />
    </>,
  );
  return { onSent };
}

const posts = () => sent.filter((call) => call.method === 'POST');

beforeEach(() => {
  held = false;
  ({ calls: sent } = fakeServer(answer));
  // happy-dom has no showModal on <dialog> in every version: open it as an attribute.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Alert donors', () => {
  it('sends exactly the ticked donors, then says who was skipped and why, in words', async () => {
    const { onSent } = open([
      { id: D1, name: 'রহিমা খাতুন' },
      { id: D2, name: 'করিম মিয়া' },
    ]);
    // The switch names the unit's configured quiet hours, not fixed ones.
    const urgent = await screen.findByLabelText(t.send.urgentHours('23:00', '07:30'));
    fireEvent.click(urgent);
    fireEvent.click(screen.getByRole('button', { name: t.send.submit }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toMatchObject({
      path: '/api/blood-request/r1/alerts',
      body: { donorIds: [D1, D2], urgent: true },
    });
    expect(await screen.findByText(t.send.queued(1))).toBeTruthy();
    expect(screen.getByText(`করিম মিয়া: ${t.skip.noConsent}`)).toBeTruthy();
    // A donor not on screen is still accounted for, without a name.
    expect(screen.getByText(`${t.send.aDonor}: ${t.skip.alertedRecently}`)).toBeTruthy();
    expect(onSent).toHaveBeenCalled();
    // SMS only logged: the text to copy, and a WhatsApp link to the donor's number.
    const whatsApp = await screen.findByRole('link', { name: t.list.whatsApp });
    expect(whatsApp.getAttribute('href')).toBe(whatsAppTo('01712345678', TEXT));
    expect(whatsApp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/8801712345678\?text=/);
    // Only the donor this send alerted has a text: none for the skipped.
    expect(screen.getAllByTestId('alert-text')).toHaveLength(1);
  });

  it('a send held for quiet hours says when it goes and offers no text to copy or WhatsApp', async () => {
    held = true;
    open([{ id: D1, name: 'রহিমা খাতুন' }]);
    fireEvent.click(screen.getByRole('button', { name: t.send.submit }));
    expect(await screen.findByTestId('alerts-held')).toBeTruthy();
    expect(screen.queryByTestId('alert-text')).toBeNull();
    expect(screen.queryByRole('link', { name: t.list.whatsApp })).toBeNull();
  });

  it('without ticks, leaves the choice to the server (the top matches)', async () => {
    open([]);
    expect(screen.getByText(t.send.top(6))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t.send.submit }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.body).toEqual({ urgent: false });
  });
});
