import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '../../components/toast.tsx';
import { patientsText as t } from '../../i18n/patients.ts';
import { formatDate } from '../../shared/format.ts';
import { fakeServer, renderWithQueries, type FakeCall } from '../../test/queries.tsx';
import { StatusLinkCard } from './StatusLinkCard.tsx';

// The real card, hooks and api module against a fake server that keeps the live link.

const ID = '7d0f3a52-5a0e-4d43-9a55-0c4a3c1f1b11';
const URL_ = `http://localhost/p/${'a'.repeat(43)}`;
const ISSUED_AT = '2026-12-06T08:00:00.000Z';
let sent: FakeCall[];
let live: boolean;

beforeEach(() => {
  live = false;
  ({ calls: sent } = fakeServer(({ method }) => {
    if (method === 'POST') {
      live = true;
      return { status: 201, body: { url: URL_, token: 'a'.repeat(43), issuedAt: ISSUED_AT } };
    }
    if (method === 'DELETE') {
      live = false;
      return { body: { revokedCount: 1 } };
    }
    return { body: { link: live ? { issuedAt: ISSUED_AT } : null } };
  }));
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const open = () =>
  renderWithQueries(
    <>
      <AppToaster />
      <StatusLinkCard patientId={ID} name="রহিম শিশু" />
    </>,
  );

describe("the guardian's status link card", () => {
  it('makes a link and shows it once; opened again, it says only that one is live', async () => {
    const view = open();
    expect((await screen.findByTestId('status-link-state')).textContent).toBe(t.statusLink.none);
    fireEvent.click(screen.getByRole('button', { name: t.statusLink.create }));
    const url = (await screen.findByTestId('status-link-url')) as HTMLInputElement;
    expect(url.value).toBe(URL_);
    expect(screen.getByText(t.statusLink.shownOnce)).toBeTruthy();
    expect(sent.find((c) => c.method === 'POST')!.path).toBe(`/api/patients/${ID}/status-link`);

    view.unmount();
    open();
    const state = await screen.findByTestId('status-link-state');
    await waitFor(() =>
      expect(state.textContent).toBe(t.statusLink.issuedAt(formatDate(ISSUED_AT))),
    );
    expect(screen.queryByTestId('status-link-url')).toBeNull();
    expect(screen.getByRole('button', { name: t.statusLink.replace })).toBeTruthy();
  });

  it('turns the link off after asking', async () => {
    live = true;
    open();
    fireEvent.click(await screen.findByRole('button', { name: t.statusLink.revoke }));
    const dialog = await screen.findByRole('dialog');
    expect(sent.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: t.statusLink.revoke }));
    await waitFor(() =>
      expect(screen.getByTestId('status-link-state').textContent).toBe(t.statusLink.none),
    );
    expect(sent.find((c) => c.method === 'DELETE')!.path).toBe(`/api/patients/${ID}/status-link`);
  });
});
