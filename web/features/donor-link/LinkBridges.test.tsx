import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import type { donorBridgesAnswer } from '../../../common/schemas/patients.ts';
import { AppToaster } from '../../components/toast.tsx';
import { donorLinkText as t } from '../../i18n/donor-link.ts';
import { LinkBridges } from './LinkBridges.tsx';

// The real component, hooks and api module against a fake server that stores the answers.

type Answer = z.infer<typeof donorBridgesAnswer>;
const TOKEN = 'tok_bridge-1';
const PATIENT = '7d0f3a52-5a0e-4d43-9a55-0c4a3c1f1b11';
let sent: { method: string; path: string; body: unknown }[];
let bridges: Answer;

const oneBridge = (): Answer => ({
  bridges: [
    {
      patientId: PATIENT,
      hospital: 'ঢাকা শিশু হাসপাতাল',
      intervalDays: 21,
      agreement: 'pending',
      nextSession: { date: '2026-12-20', state: 'planned' },
      sessions: [
        { date: '2026-12-20', state: 'planned' },
        { date: '2027-01-10', state: 'backfill' },
      ],
    },
  ],
});

function fakeFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const path = String(input).split('?')[0]!;
  const method = init.method ?? 'GET';
  const body = init.body ? (JSON.parse(String(init.body)) as Record<string, string>) : undefined;
  sent.push({ method, path, body });
  const json = (status: number, value: unknown) =>
    Promise.resolve(
      new Response(JSON.stringify(value), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  const bridge = bridges.bridges[0]!;
  if (method === 'PUT') bridge.agreement = body!.agreement as 'agreed' | 'left';
  if (method === 'POST') {
    if (body!.date === '2027-01-10')
      return json(409, {
        statusCode: 409,
        code: 'SESSION_ALREADY_GIVEN',
        message: 'state: the donation is recorded',
      });
    bridge.sessions = bridge.sessions.map((s) =>
      s.date === body!.date ? { ...s, state: body!.answer as 'confirmed' | 'declined' } : s,
    );
  }
  return method === 'GET' ? json(200, bridges) : json(200, { modifiedCount: 1 });
}

function open() {
  const client = new QueryClient({
    defaultOptions: { mutations: { retry: false }, queries: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <AppToaster />
      <LinkBridges token={TOKEN} />
    </QueryClientProvider>,
  );
}

/** A button of the card, once the card is there. */
const shown = async (name: string) => (await screen.findAllByRole('button', { name }))[0]!;

beforeEach(() => {
  sent = [];
  bridges = oneBridge();
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the donor's blood bridges", () => {
  it('shows the hospital, about how often, the answer asked for and the sessions in words', async () => {
    open();
    const card = await screen.findByTestId('link-bridge');
    expect(card.textContent).toContain('ঢাকা শিশু হাসপাতাল');
    expect(card.textContent).toContain(t.bridges.every(3));
    expect(card.textContent).toContain('প্রায় প্রতি ৩ সপ্তাহে');
    expect(within(card).getByRole('status').textContent).toBe(t.bridges.agreement.pending);
    const sessions = within(card).getAllByTestId('link-bridge-session');
    expect(sessions.map((s) => s.dataset.state)).toEqual(['planned', 'backfill']);
    expect(sessions[0]!.textContent).toContain(t.bridges.states.planned);
    // A donor who has not joined answers the bridge first: no session buttons yet.
    expect(within(card).queryByRole('button', { name: t.bridges.confirm })).toBeNull();
    expect(sent[0]).toMatchObject({ method: 'GET', path: `/api/donor-link/${TOKEN}/bridges` });
  });

  it('joins the bridge, then confirms a session; the page reads the answer back', async () => {
    open();
    fireEvent.click(await shown(t.bridges.join));
    expect(await screen.findByText(t.bridges.joined)).toBeTruthy();
    expect(sent.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      path: `/api/donor-link/${TOKEN}/bridges/${PATIENT}`,
      body: { agreement: 'agreed' },
    });
    await screen.findByText(t.bridges.agreement.agreed);
    const first = screen.getAllByTestId('link-bridge-session')[0]!;
    fireEvent.click(within(first).getByRole('button', { name: t.bridges.confirm }));
    expect(await screen.findByText(t.bridges.confirmed)).toBeTruthy();
    expect(sent.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: `/api/donor-link/${TOKEN}/bridges/${PATIENT}/sessions`,
      body: { date: '2026-12-20', answer: 'confirmed' },
    });
    await waitFor(() =>
      expect(screen.getAllByTestId('link-bridge-session')[0]!.dataset.state).toBe('confirmed'),
    );
    const confirmed = screen.getAllByTestId('link-bridge-session')[0]!;
    expect(confirmed.textContent).toContain(t.bridges.states.confirmed);
    // Confirmed once: "I will give" rests, "Not this time" still changes the answer.
    expect(
      (within(confirmed).getByRole('button', { name: t.bridges.confirm }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    expect(
      (within(confirmed).getByRole('button', { name: t.bridges.decline }) as HTMLButtonElement)
        .disabled,
    ).toBe(false);
  });

  it('declines a session, and says a refusal in words', async () => {
    bridges.bridges[0]!.agreement = 'agreed';
    open();
    await shown(t.bridges.decline);
    const sessions = screen.getAllByTestId('link-bridge-session');
    fireEvent.click(within(sessions[0]!).getByRole('button', { name: t.bridges.decline }));
    expect(await screen.findByText(t.bridges.declined)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getAllByTestId('link-bridge-session')[0]!.textContent).toContain(
        t.bridges.states.declined,
      ),
    );
    fireEvent.click(
      within(screen.getAllByTestId('link-bridge-session')[1]!).getByRole('button', {
        name: t.bridges.confirm,
      }),
    );
    expect(await screen.findByText(t.errors.SESSION_ALREADY_GIVEN!)).toBeTruthy();
  });

  it('leaves the bridge: no sessions, and how to come back', async () => {
    bridges.bridges[0]!.agreement = 'agreed';
    open();
    fireEvent.click(await shown(t.bridges.leaveAgreed));
    expect(await screen.findByText(t.bridges.agreement.left)).toBeTruthy();
    expect(screen.queryAllByTestId('link-bridge-session')).toHaveLength(0);
    expect(sent.find((c) => c.method === 'PUT')!.body).toEqual({ agreement: 'left' });
  });

  it('shows nothing to a donor on no bridge', async () => {
    bridges = { bridges: [] };
    open();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.queryByTestId('link-bridges')).toBeNull();
  });
});
