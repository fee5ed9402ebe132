import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/preact';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PatientStatus } from '../../../common/schemas/patients.ts';
import { patientStatusText as t } from '../../i18n/patient-status.ts';
import { PatientStatusPage } from './PatientStatusPage.tsx';

// The real page and api module against a fake server: only fetch is replaced.

const TOKEN = 'a'.repeat(43);
let sent: string[];
let status: PatientStatus | null;

const baseStatus = (): PatientStatus => ({
  hospital: 'ঢাকা শিশু হাসপাতাল',
  intervalDays: 21,
  bagsPerSession: 1,
  paused: false,
  days: 90,
  sessions: [
    { date: '2026-12-06', covered: true, confirmed: true },
    { date: '2026-12-27', covered: true, confirmed: false },
    { date: '2027-01-17', covered: false, confirmed: false },
  ],
});

function fakeFetch(input: RequestInfo | URL): Promise<Response> {
  sent.push(String(input).split('?')[0]!);
  const body = status ?? { statusCode: 404, code: 'NOT_FOUND', message: 'Not Found' };
  return Promise.resolve(
    new Response(JSON.stringify(body), {
      status: status ? 200 : 404,
      headers: { 'content-type': 'application/json' },
    }),
  );
}

function open() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/p/:token', element: <PatientStatusPage /> }], {
    initialEntries: [`/p/${TOKEN}`],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  sent = [];
  status = baseStatus();
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the guardian's status page", () => {
  it('shows each session in words: confirmed, set, or not yet', async () => {
    open();
    const sessions = await screen.findAllByTestId('patient-session');
    expect(sessions.map((s) => s.dataset.state)).toEqual(['confirmed', 'covered', 'uncovered']);
    expect(sessions[0]!.textContent).toContain(t.confirmed);
    expect(sessions[1]!.textContent).toContain(t.covered);
    expect(sessions[2]!.textContent).toContain(t.uncovered);
    expect(screen.getByTestId('patient-status').textContent).toContain('ঢাকা শিশু হাসপাতাল');
    expect(sent).toEqual([`/api/patient-status/${TOKEN}`]);
  });

  it('says when transfusions are paused', async () => {
    status = { ...baseStatus(), paused: true, sessions: [] };
    open();
    expect((await screen.findByTestId('patient-status-paused')).textContent).toBe(t.paused);
  });

  it('says plainly that a link that opens nothing does not work', async () => {
    status = null;
    open();
    expect((await screen.findByTestId('patient-status-not-found')).textContent).toContain(
      t.notFound,
    );
  });
});
