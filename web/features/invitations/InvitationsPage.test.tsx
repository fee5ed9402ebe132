import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvitationProgress } from '../../../common/schemas/invitations.ts';
import { AppToaster } from '../../components/toast.tsx';
import { invitationsText as t } from '../../i18n/invitations.ts';
import { renderWithQueries } from '../../test/queries.tsx';
import { InvitationsPage } from './InvitationsPage.tsx';

// The real screen, its api module and TanStack Query against a fake server: only fetch is replaced.

let progress: InvitationProgress;
let posted: unknown[];

beforeEach(() => {
  posted = [];
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
    if (request.method === 'POST') {
      posted.push(await request.json());
      progress = {
        ...progress,
        invited: progress.invited + 7,
        toInvite: { noConsent: 0, detailsMissing: 0 },
      };
      return json({ queued: 7, skipped: [], more: false }, 202);
    }
    return json(progress);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const count = (key: string) =>
  within(screen.getByTestId(`count-${key}`)).getByRole('definition').textContent;

describe('Invitations', () => {
  it('shows the progress and sends the details-missing invitations after a dialog that says how many', async () => {
    renderWithQueries(
      <>
        <AppToaster />
        <InvitationsPage />
      </>,
    );
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
});
