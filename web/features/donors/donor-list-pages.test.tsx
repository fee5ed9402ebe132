import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DonorRow } from '../../../common/schemas/donors.ts';
import { donorsText as t } from '../../i18n/donors.ts';
import { donorRow } from '../../test/donor-row.ts';
import { renderWithQueries } from '../../test/queries.tsx';
import type { DashboardOutlet } from '../../shared/dashboard.ts';
import { AvailableDonorsPage } from './AvailableDonorsPage.tsx';
import { DonorListPage } from './DonorListPage.tsx';
import { UnavailableDonorsPage } from './UnavailableDonorsPage.tsx';

// The two donor list pages, built on one hook (useDonorListPage), rendered as the router nests them
// under the dashboard, against a fake server (only fetch is replaced). Each page must get the
// shared parts (the URL's page in the serial numbers, tap-to-call, Edit, Delete, the profile) and
// keep its own (Donate on Available; the countdown and Done on Unavailable).

vi.mock('react-paginate', () => import('../../components/paginate-stand-in.tsx'));

const asked: { path: string; query: URLSearchParams; method: string }[] = [];

/** A verified donor; `restDays` > 0: resting that many more days after a donation today. */
const donor = (id: string, name: string, restDays: number): DonorRow =>
  donorRow({
    _id: `00000000-0000-4000-8000-00000000000${id}`,
    name,
    number1: `0171234567${id}`,
    acceptedTime: new Date().toISOString(),
    donationCount: 4,
    available: restDays === 0,
    donateTime: restDays ? new Date().toISOString() : null,
    time: restDays ? new Date(Date.now() + restDays * 86_400_000).toISOString() : null,
  });

beforeEach(() => {
  asked.length = 0;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request =
      input instanceof Request
        ? input
        : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url, 'http://localhost');
    asked.push({ path: url.pathname, query: url.searchParams, method: request.method });
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    if (url.pathname === '/api/available-donor')
      return json({ availableDonorList: [donor('1', RAHIMA, 0)], pageCount: 3, totalCount: 21 });
    if (url.pathname === '/api/unavailable-donor')
      return json({ unavailableDonorList: [donor('2', SALMA, 40)], pageCount: 1, totalCount: 1 });
    return json({});
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The donor list routes as the dashboard nests them; the header search passed down is empty. */
function open(address: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard',
        element: <Outlet context={{ search: '' } satisfies DashboardOutlet} />,
        children: [
          {
            path: 'donor-list',
            Component: DonorListPage,
            children: [
              { index: true, Component: AvailableDonorsPage },
              { path: 'unavailableDonor', Component: UnavailableDonorsPage },
            ],
          },
        ],
      },
    ],
    { initialEntries: [address] },
  );
  renderWithQueries(<RouterProvider router={router} />);
  return router;
}

const row = async (testId: string) =>
  (await within(await screen.findByTestId(testId)).findAllByTestId('list-row'))[0]!;
/** The dialog that opened, found by its title. */
const dialog = (title: string) => screen.findByRole('dialog', { name: title });
/** A row's button, named with its label and the row's donor (as a screen reader hears it). */
const action = (row: HTMLElement, label: string, donorName: string) =>
  within(row).getByRole('button', { name: `${label} ${donorName}` });
const RAHIMA = 'রহিমা খাতুন';
const SALMA = 'সালমা বেগম';

describe('the donor list pages', () => {
  it('Available: asks for the page in the address, numbers its rows from there, and offers a call and its own Donate', async () => {
    open('/dashboard/donor-list?page=3');
    const first = await row('available-donors');
    await within(first).findByText(RAHIMA);
    const read = asked.find((call) => call.path === '/api/available-donor')!;
    expect(read.query.get('pageNumber')).toBe('2');
    expect(read.query.get('limit')).toBe('10');
    // Page 3 of ten: its first row is the 21st.
    expect(within(first).getByText('২১')).toBeTruthy();
    expect(within(first).getByTestId('phone-link').getAttribute('href')).toBe('tel:01712345671');
    fireEvent.click(action(first, t.list.donate, RAHIMA));
    expect(await dialog(t.modals.donate)).toBeTruthy();
  });

  it('Available: the shared Edit, Delete and profile open their dialogs for the row’s donor', async () => {
    open('/dashboard/donor-list');
    const first = await row('available-donors');
    fireEvent.click(within(first).getByRole('button', { name: t.table.openProfile(RAHIMA) }));
    expect(await dialog(t.modals.profile)).toBeTruthy();
    cleanup();

    open('/dashboard/donor-list');
    fireEvent.click(action(await row('available-donors'), t.table.edit, RAHIMA));
    expect(await dialog(t.modals.edit)).toBeTruthy();
    cleanup();

    open('/dashboard/donor-list');
    fireEvent.click(action(await row('available-donors'), t.table.delete, RAHIMA));
    expect(await dialog(t.modals.deleteDonor)).toBeTruthy();
  });

  it('Unavailable: the countdown and Done, which asks before it ends the rest, and the shared columns', async () => {
    open('/dashboard/donor-list/unavailableDonor');
    const first = await row('unavailable-donors');
    expect(asked.some((call) => call.path === '/api/unavailable-donor')).toBe(true);
    expect(within(first).getByTestId('countdown').textContent).toMatch(/^[৩৪][০-৯] দিন/);
    expect(within(first).getByText('১')).toBeTruthy();
    expect(action(first, t.table.edit, SALMA)).toBeTruthy();
    expect(action(first, t.table.delete, SALMA)).toBeTruthy();
    expect(within(first).queryByRole('button', { name: `${t.list.donate} ${SALMA}` })).toBeNull();

    fireEvent.click(action(first, t.list.done, SALMA));
    expect(await dialog(t.list.endRestTitle)).toBeTruthy();
    // Asking is not doing: nothing was sent to end the rest.
    await waitFor(() => expect(asked.filter((call) => call.method !== 'GET')).toEqual([]));
  });
});
