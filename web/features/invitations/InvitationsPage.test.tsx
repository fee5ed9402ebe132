import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvitationProgress } from '../../../common/schemas/invitations.ts';
import { AppToaster } from '../../components/toast.tsx';
import { invitationsText as t } from '../../i18n/invitations.ts';
import { renderWithQueries } from '../../test/queries.tsx';
import { InvitationsPage } from './InvitationsPage.tsx';

// The real screen, its api module and TanStack Query against a fake server: only fetch is replaced.

let progress: InvitationProgress;
let ofImport: InvitationProgress;
let posted: unknown[];
let asked: string[];
const JOB = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';

beforeEach(() => {
  posted = [];
  asked = [];
  ofImport = {
    invited: 2,
    opened: 1,
    confirmed: 0,
    consented: 0,
    detailsComplete: 0,
    unreachable: 0,
    toInvite: { noConsent: 30, detailsMissing: 7 },
    importJob: { id: JOB, fileName: 'শ্যামপুর.csv', donors: 14, toInvite: 12 },
  };
  progress = {
    invited: 40,
    opened: 25,
    confirmed: 12,
    consented: 10,
    detailsComplete: 9,
    unreachable: 3,
    toInvite: { noConsent: 0, detailsMissing: 7 },
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request =
      input instanceof Request
        ? input
        : new Request(new URL(String(input), 'http://localhost'), init);
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    const url = new URL(request.url);
    if (request.method === 'GET') asked.push(url.search);
    const body =
      request.method === 'POST' ? ((await request.json()) as Record<string, unknown>) : null;
    if (body) posted.push(body);
    if (body?.importJobId === JOB) {
      ofImport = {
        ...ofImport,
        invited: 14,
        importJob: { ...ofImport.importJob!, toInvite: 0 },
      };
      return json({ queued: 12, skipped: [], more: false }, 202);
    }
    if (body) {
      progress = {
        ...progress,
        invited: progress.invited + 7,
        toInvite: { noConsent: 0, detailsMissing: 0 },
      };
      return json({ queued: 7, skipped: [], more: false }, 202);
    }
    if (url.searchParams.get('importJobId') === JOB) return json(ofImport);
    return json(progress);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const count = (key: string) =>
  within(screen.getByTestId(`count-${key}`)).getByRole('definition').textContent;

/** The screen at a URL, in a router (it reads ?import= and links back). */
function at(url: string) {
  const router = createMemoryRouter(
    [{ path: '/dashboard/invitations', element: <InvitationsPage /> }],
    { initialEntries: [url] },
  );
  renderWithQueries(
    <>
      <AppToaster />
      <RouterProvider router={router} />
    </>,
  );
  return router;
}

describe('Invitations', () => {
  it('shows the progress and sends the details-missing invitations after a dialog that says how many', async () => {
    at('/dashboard/invitations');
    await screen.findByTestId('invitation-counts');
    expect(count('invited')).toBe('৪০');
    expect(count('unreachable')).toBe('৩');
    // Nobody to ask for consent: that action is off.
    expect(
      (within(screen.getByTestId('invite-noConsent')).getByRole('button') as HTMLButtonElement)
        .disabled,
    ).toBe(true);

    fireEvent.click(
      within(screen.getByTestId('invite-detailsMissing')).getByRole('button', {
        name: t.invite.open,
      }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(t.confirm.text(7));
    expect(posted).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: t.confirm.send(7) }));
    await waitFor(() => expect(posted).toEqual([{ filter: 'detailsMissing' }]));
    expect(await screen.findByText(t.sent(7))).toBeTruthy();
    await waitFor(() => expect(count('invited')).toBe('৪৭'));
  });

  it("with ?import= shows that import's progress, invites its donors after a dialog that says how many, and leads back", async () => {
    const router = at(`/dashboard/invitations?import=${JOB}`);
    expect(
      await screen.findByRole('heading', { name: t.ofImport.heading('শ্যামপুর.csv') }),
    ).toBeTruthy();
    expect(asked).toContain(`?importJobId=${JOB}`);
    expect(count('invited')).toBe('২');
    expect(count('opened')).toBe('১');
    // The import's one action, not the community's filters.
    expect(screen.queryByTestId('invite-noConsent')).toBeNull();
    expect(screen.queryByTestId('invite-detailsMissing')).toBeNull();
    const action = screen.getByTestId('invite-import');
    expect(action.textContent).toContain(t.ofImport.invite);
    expect(action.textContent).toContain(t.invite.waiting(12));

    fireEvent.click(within(action).getByRole('button', { name: t.invite.open }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(t.confirm.text(12));
    expect(posted).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: t.confirm.send(12) }));
    await waitFor(() => expect(posted).toEqual([{ importJobId: JOB }]));
    expect(await screen.findByText(t.sent(12))).toBeTruthy();
    await waitFor(() => expect(count('invited')).toBe('১৪'));

    fireEvent.click(screen.getByRole('link', { name: t.ofImport.back }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('heading', { name: t.heading })).toBeTruthy();
    await waitFor(() => expect(count('invited')).toBe('৪০'));
    expect(screen.queryByRole('link', { name: t.ofImport.back })).toBeNull();
  });
});
