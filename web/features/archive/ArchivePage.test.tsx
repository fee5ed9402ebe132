import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { archiveText } from '../../i18n/activity.ts';
import { listsText } from '../../i18n/lists.ts';
import type { Role } from '../../../common/constants.ts';
import { AuthContext, type Auth } from '../../shared/auth-context.ts';
import { renderWithQueries } from '../../test/queries.tsx';
import { ArchivePage } from './ArchivePage.tsx';

// The real screen, its api module and TanStack Query against a fake server: only fetch is
// replaced. The server answers each kind and page with a row named after them, so what is on the
// screen says which query was sent.

// react-paginate cannot run here (see the stand-in): a pager of the same props stands in.
vi.mock('react-paginate', () => import('../../components/paginate-stand-in.tsx'));

let asked: URLSearchParams[];

beforeEach(() => {
  asked = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    asked.push(url.searchParams);
    const kind = url.searchParams.get('kind');
    const pageNumber = url.searchParams.get('pageNumber');
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const body = {
      items: [
        {
          _id: `${kind}-${pageNumber}`,
          kind,
          label: `${kind} page ${pageNumber}`,
          archivedAt: new Date().toISOString(),
          archivedBy: 'admin@example.com',
          restorableUntil: later,
        },
      ],
      pageCount: 4,
      totalCount: 4 * Number(url.searchParams.get('limit')),
    };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const auth = (role: Role): Auth => ({
  status: 'signedIn',
  user: { email: 'me@example.com', name: 'Me', image: null },
  role,
  adminLoading: false,
  isAdmin: true,
  refresh: async () => {},
  signOut: async () => {},
});

function open(address: string, role: Role = 'superAdmin') {
  const router = createMemoryRouter([{ path: '/dashboard/archive', Component: ArchivePage }], {
    initialEntries: [address],
  });
  renderWithQueries(
    <AuthContext.Provider value={auth(role)}>
      <RouterProvider router={router} />
    </AuthContext.Provider>,
  );
  return router;
}

const list = () => screen.getByTestId('archived-items');
const shownRow = async (label: string) => within(list()).findByText(label);
const search = (router: ReturnType<typeof open>) =>
  new URLSearchParams(router.state.location.search);

describe('Archive: its state in the address', () => {
  it('opens on the tab, page size and page the address names (a reload or a shared link)', async () => {
    open('/dashboard/archive?kind=contact&size=25&page=2');
    await shownRow('contact page 1');
    expect(asked.at(-1)?.get('kind')).toBe('contact');
    expect(asked.at(-1)?.get('limit')).toBe('25');
    expect(asked.at(-1)?.get('pageNumber')).toBe('1');
    expect(
      screen.getByRole('tab', { name: archiveText.tabs.contact }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(
      screen.getByRole('tab', { name: archiveText.tabs.donor }).getAttribute('aria-selected'),
    ).toBe('false');
  });

  it('puts paging and the tab in the address; Back undoes each, and a new tab starts at its first page', async () => {
    const router = open('/dashboard/archive');
    await shownRow('donor page 0');
    expect(router.state.location.search).toBe('');

    fireEvent.click(screen.getByRole('button', { name: listsText.nextPage }));
    await shownRow('donor page 1');
    expect(search(router).get('page')).toBe('2');

    fireEvent.click(screen.getByRole('tab', { name: archiveText.tabs.bloodRequest }));
    await shownRow('bloodRequest page 0');
    expect(search(router).get('kind')).toBe('bloodRequest');
    expect(search(router).get('page')).toBeNull();

    await act(() => router.navigate(-1));
    await shownRow('donor page 1');
    expect(search(router).get('kind')).toBeNull();
    expect(
      screen.getByRole('tab', { name: archiveText.tabs.donor }).getAttribute('aria-selected'),
    ).toBe('true');

    await act(() => router.navigate(-1));
    await shownRow('donor page 0');
    await act(() => router.navigate(1));
    await shownRow('donor page 1');
  });

  it('a tab or page the address cannot mean falls back to the first tab and page', async () => {
    open('/dashboard/archive?kind=users&page=zero&size=7');
    await shownRow('donor page 0');
    await waitFor(() => expect(asked.at(-1)?.get('limit')).toBe('10'));
  });
});

describe('Archive for an admin', () => {
  it("shows their units' donors, requests and recurring patients, and no contacts' tab (a super admin's only)", async () => {
    open('/dashboard/archive', 'admin');
    await shownRow('donor page 0');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      archiveText.tabs.donor,
      archiveText.tabs.bloodRequest,
      archiveText.tabs.patient,
    ]);
    fireEvent.click(screen.getByRole('tab', { name: archiveText.tabs.bloodRequest }));
    await shownRow('bloodRequest page 0');
    fireEvent.click(screen.getByRole('tab', { name: archiveText.tabs.patient }));
    await shownRow('patient page 0');
  });

  it("an address naming the contacts' tab opens the donors' and never asks for contacts", async () => {
    open('/dashboard/archive?kind=contact', 'admin');
    await shownRow('donor page 0');
    expect(asked.map((query) => query.get('kind'))).not.toContain('contact');
    expect(
      screen.getByRole('tab', { name: archiveText.tabs.donor }).getAttribute('aria-selected'),
    ).toBe('true');
  });
});
