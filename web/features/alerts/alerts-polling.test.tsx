import { focusManager } from '@tanstack/react-query';
import { act, cleanup } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AlertsResponse } from '../../../common/schemas/alerts.ts';
import { fakeServer, renderWithQueries } from '../../test/queries.tsx';
import { ALERTS_REFRESH_MS, useAlerts } from './alerts-api.ts';

// The volunteer's alert list is read again every few seconds, but only while the tab is visible
// and the request is open: a hidden tab or a closed request asks the server for nothing.

const alerts: AlertsResponse = {
  smsProvider: 'log',
  quietHours: { start: '23:00', end: '07:30' },
  requestClosed: false,
  alerts: [
    {
      donorId: '11111111-1111-4111-8111-111111111111',
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

let calls: { path: string }[] = [];
const reads = () => calls.filter((call) => call.path.endsWith('/alerts')).length;
let visibility: DocumentVisibilityState = 'visible';

function Screen({ live }: { live: boolean }) {
  useAlerts('r1', live);
  return null;
}

function show(live: boolean) {
  const view = renderWithQueries(<Screen live={live} />);
  return { setLive: (next: boolean) => view.rerender(<Screen live={next} />) };
}

const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
};

const wait = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  // The query library's own listener (it may have been set up before the spy).
  focusManager.setFocused(undefined);
  ({ calls } = fakeServer(() => ({ body: alerts })));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  focusManager.setFocused(undefined);
});

describe("polling the volunteer's alert list", () => {
  it('reads again every few seconds while the tab is visible, stops while hidden, resumes when shown', async () => {
    show(true);
    await wait(0);
    expect(reads()).toBe(1);
    await wait(ALERTS_REFRESH_MS * 3 + 100);
    expect(reads()).toBe(4);

    setVisibility('hidden');
    const before = reads();
    await wait(ALERTS_REFRESH_MS * 5);
    expect(reads()).toBe(before);

    setVisibility('visible');
    await wait(ALERTS_REFRESH_MS + 100);
    expect(reads()).toBeGreaterThan(before);
  });

  it('reads once and never again for a closed request, and stops when the request closes', async () => {
    show(false);
    await wait(ALERTS_REFRESH_MS * 5);
    expect(reads()).toBe(1);
    cleanup();

    calls.length = 0;
    const screen = show(true);
    await wait(ALERTS_REFRESH_MS + 100);
    expect(reads()).toBe(2);
    screen.setLive(false);
    await wait(ALERTS_REFRESH_MS * 5);
    expect(reads()).toBe(2);
  });
});
