import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DonorLinkView } from '../../../common/schemas/donor-link.ts';
import { AppToaster } from '../../components/toast.tsx';
import { donorLinkText as t } from '../../i18n/donor-link.ts';
import { DonorLinkPage } from './DonorLinkPage.tsx';
import { keyBytes } from './push.ts';

// The real page, hooks and api module against a fake server: only fetch is replaced.

const TOKEN = 'tok_abc-123';
let sent: { method: string; path: string; body: unknown }[];
let view: DonorLinkView;
let viewStatus: number;

const baseView = (): DonorLinkView => ({
  donor: {
    name: 'রহিমা খাতুন',
    bloodGroup: 'bNegative',
    nextEligibleAt: new Date(Date.now() + 10 * 86_400_000 + 3_600_000).toISOString(),
    pausedUntil: null,
    channels: ['sms'],
    language: 'bn',
    contactConsent: true,
    pushSubscribed: false,
    phoneChangePending: false,
    missing: [],
    sharing: 'unit',
    remindersEnabled: true,
    onLeaderboard: null,
    donationCount: 2,
  },
  alerts: [
    {
      requestId: 'r1',
      bloodGroup: 'bNegative',
      place: 'ঢাকা মেডিকেল',
      neededAt: new Date(Date.now() + 86_400_000).toISOString(),
      bagsNeeded: 2,
      answer: null,
      closed: false,
    },
  ],
  donations: [
    { donatedAt: '2026-05-10', kind: 'whole_blood', place: 'সদর হাসপাতাল', reportedByDonor: false },
  ],
  pushPublicKey: null,
  federation: false,
  familyNotes: [],
  certificates: [],
});

function fakeFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const path = String(input).split('?')[0]!;
  const method = init.method ?? 'GET';
  sent.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
  const json = (status: number, body: unknown) =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  if (method === 'GET' && path.endsWith('/bridges')) return json(200, { bridges: [] });
  if (method === 'GET') {
    return viewStatus === 200
      ? json(200, view)
      : json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not Found' });
  }
  if (path.endsWith('/alerts/r1')) {
    const answer = (JSON.parse(String(init.body)) as { answer: 'yes' | 'no' }).answer;
    view = { ...view, alerts: view.alerts.map((alert) => ({ ...alert, answer })) };
    return json(200, { answer, pledgeId: answer === 'yes' ? 'p1' : null });
  }
  if (path.endsWith('/sharing')) {
    // A server that stores what it is sent: the view read again says the new choice.
    const { sharing } = JSON.parse(String(init.body)) as { sharing: 'unit' | 'federation' };
    view = { ...view, donor: { ...view.donor, sharing } };
    return json(200, { sharing });
  }
  if (path.endsWith('/reminders')) {
    const { remindersEnabled } = JSON.parse(String(init.body)) as { remindersEnabled: boolean };
    view = { ...view, donor: { ...view.donor, remindersEnabled } };
    return json(200, { remindersEnabled });
  }
  if (path.endsWith('/remove') || path.endsWith('/revoke')) return json(200, { ended: true });
  return json(200, {});
}

function open() {
  const client = new QueryClient({
    defaultOptions: { mutations: { retry: false }, queries: { retry: false } },
  });
  const router = createMemoryRouter([{ path: '/d/:token', element: <DonorLinkPage /> }], {
    initialEntries: [`/d/${TOKEN}`],
  });
  render(
    <QueryClientProvider client={client}>
      <AppToaster />
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  sent = [];
  view = baseView();
  viewStatus = 200;
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the donor's private page", () => {
  it('shows the record, the countdown, the alert and the history, asking only with the token', async () => {
    open();
    expect(await screen.findByText('রহিমা খাতুন')).toBeTruthy();
    expect(screen.getByTestId('next-eligible').textContent).toContain('১০ দিন');
    expect(screen.getByText('ঢাকা মেডিকেল', { exact: false })).toBeTruthy();
    expect(screen.getAllByTestId('link-donation')).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'GET', path: `/api/donor-link/${TOKEN}` });
    // Nothing of an admin: no Authorization header was ever needed, and no token stored.
    const init = vi.mocked(fetch).mock.calls[0]![1] as RequestInit;
    expect(JSON.stringify(init.headers ?? {})).not.toMatch(/authorization/i);
  });

  it("counts the donations, names the next milestone, celebrates a reached one and shows the family's note", async () => {
    view = {
      ...view,
      donor: { ...view.donor, donationCount: 3 },
      familyNotes: [{ note: 'আল্লাহ আপনাকে ভালো রাখুন', at: new Date().toISOString() }],
    };
    open();
    expect((await screen.findByTestId('donation-count')).textContent).toContain('৩');
    expect(screen.getByTestId('next-milestone').textContent).toContain('১০');
    expect(screen.getByTestId('milestone-reached').textContent).toContain('৩');
    expect(screen.getByTestId('family-notes').textContent).toContain('আল্লাহ আপনাকে ভালো রাখুন');
  });

  it('turns "you can give again" off with the token, and shows it off after the view is read again', async () => {
    open();
    const toggle = (await screen.findByTestId('reminders-toggle')) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    fireEvent.click(toggle);
    await waitFor(() => expect(sent.some((call) => call.method === 'PUT')).toBe(true));
    expect(sent.find((call) => call.method === 'PUT')).toMatchObject({
      path: `/api/donor-link/${TOKEN}/reminders`,
      body: { remindersEnabled: false },
    });
    await waitFor(() =>
      expect((screen.getByTestId('reminders-toggle') as HTMLInputElement).checked).toBe(false),
    );
  });

  it('sends "I can donate" for the request and then shows the answer', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: t.alerts.yes }));
    await waitFor(() => expect(sent.some((call) => call.method === 'POST')).toBe(true));
    expect(sent.find((call) => call.method === 'POST')).toMatchObject({
      path: `/api/donor-link/${TOKEN}/alerts/r1`,
      body: { answer: 'yes' },
    });
    expect(await screen.findByText(t.alerts.answeredYes)).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.alerts.yes })).toBeNull();
  });

  it('asks before removing the donor, and sends nothing on "No, keep me"', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    open();
    fireEvent.click(await screen.findByRole('button', { name: t.remove.open }));
    fireEvent.click(await screen.findByRole('button', { name: t.remove.cancel }));
    expect(sent.filter((call) => call.method === 'POST')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: t.remove.open }));
    fireEvent.click(await screen.findByRole('button', { name: t.remove.confirm }));
    const removed = await screen.findByTestId('donor-removed');
    expect(sent.at(-1)).toMatchObject({ method: 'POST', path: `/api/donor-link/${TOKEN}/remove` });
    // The confirmation opens at the top of the page, with the focus.
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 0 }));
    expect(document.activeElement).toBe(removed);
  });

  it('turns off its own link after asking, and says the donor stays on the list', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    open();
    fireEvent.click(await screen.findByRole('button', { name: t.revoke.open }));
    fireEvent.click(await screen.findByRole('button', { name: t.revoke.confirm }));
    const revoked = await screen.findByTestId('link-revoked');
    expect(revoked.textContent).toBe(t.revoke.done);
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 0 }));
    expect(document.activeElement).toBe(revoked);
    expect(sent.at(-1)).toMatchObject({ method: 'POST', path: `/api/donor-link/${TOKEN}/revoke` });
  });

  it('says plainly that an unknown or revoked link does not work', async () => {
    viewStatus = 404;
    open();
    expect(await screen.findByText(t.notFound.title)).toBeTruthy();
    expect(screen.queryByTestId('donor-record')).toBeNull();
    // A 404 is an answer, not a network failure: asked once.
    expect(sent).toHaveLength(1);
  });

  it('checks a pause date before sending it', async () => {
    open();
    const form = await screen.findByTestId('pause');
    fireEvent.click(form.querySelector('button[type="submit"]')!);
    expect(await screen.findByText('আজ বা তার পরের একটি তারিখ দিন')).toBeTruthy();
    expect(sent.filter((call) => call.path.endsWith('/pause'))).toHaveLength(0);
  });
});

describe('the push key', () => {
  it('turns a base64url VAPID key into its bytes', () => {
    expect([...keyBytes('AQID_-8')]).toEqual([1, 2, 3, 255, 239]);
  });
});

describe('who may find the donor', () => {
  const choice = (sharing: 'unit' | 'federation') =>
    screen.queryByRole('radio', { name: t.sharing[sharing] }) as HTMLInputElement | null;

  it('is not offered while the community has one unit', async () => {
    open();
    expect(await screen.findByText('রহিমা খাতুন')).toBeTruthy();
    expect(screen.queryByTestId('sharing')).toBeNull();
    expect(choice('federation')).toBeNull();
  });

  it('in a federation: the stored choice shown, "shared" saved with the token and shown after the view is read again', async () => {
    view = { ...view, federation: true };
    open();
    const form = await screen.findByTestId('sharing');
    expect(screen.getByRole('heading', { name: t.sharing.heading })).toBeTruthy();
    expect(choice('unit')!.checked).toBe(true);
    expect(choice('federation')!.checked).toBe(false);
    // The whole row is the tap target.
    expect(choice('federation')!.closest('label')!.className).toBe('choice-row');
    fireEvent.click(choice('federation')!);
    fireEvent.click(within(form).getByRole('button', { name: t.sharing.save }));
    await waitFor(() => expect(sent.some((call) => call.method === 'PUT')).toBe(true));
    expect(sent.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      path: `/api/donor-link/${TOKEN}/sharing`,
      body: { sharing: 'federation' },
    });
    expect(await screen.findByText(t.sharing.saved)).toBeTruthy();
    // Read again after the save: the second GET, and the choice as stored.
    await waitFor(() =>
      expect(
        sent.filter((call) => call.method === 'GET' && call.path === `/api/donor-link/${TOKEN}`),
      ).toHaveLength(2),
    );
    expect(choice('federation')!.checked).toBe(true);
  });
});
