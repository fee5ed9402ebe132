import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../foundation/api-client.ts';
import { errorText } from '../../foundation/error-text.ts';
import { AppToaster, toast } from '../../components/toast.tsx';
import { donorsText as t } from '../../i18n/donors.ts';
import type { DashboardOutlet } from '../../shared/dashboard.ts';
import { donorRow } from '../../test/donor-row.ts';
import {
  fakeServer,
  renderWithQueries,
  type FakeAnswer,
  type FakeCall,
} from '../../test/queries.tsx';
import { AvailableDonorsPage } from './AvailableDonorsPage.tsx';
import { DonorRequestsPage } from './DonorRequestsPage.tsx';

// Move a donor to another unit, from their profile on the donor list: the real page, hooks, lazy
// dialog and api module against a fake server (only fetch is replaced).

vi.mock('react-paginate', () => import('../../components/paginate-stand-in.tsx'));

const DONOR = donorRow({ name: 'রহিমা খাতুন' });
/** A pending registration from a place no unit covers (the federation's queue). */
const QUEUED = donorRow({
  _id: '22222222-2222-4222-8222-222222222222',
  name: 'করিম মিয়া',
  status: 'pending',
});
const KHULNA = '66666666-6666-4666-8666-666666666666';
const FEDERATION = [
  {
    id: '77777777-7777-4777-8777-777777777777',
    name: { bn: 'ঢাকা ইউনিট', en: 'Dhaka unit' },
    depth: 1,
  },
  { id: KHULNA, name: { bn: 'খুলনা ইউনিট', en: 'Khulna unit' }, depth: 1 },
];

function open(
  units = FEDERATION,
  onMove: (call: FakeCall) => FakeAnswer = () => ({ body: { modifiedCount: 1 } }),
  address = '/dashboard/donor-list',
) {
  const server = fakeServer((call) => {
    if (call.path === '/api/unit-directory') return { body: { units } };
    if (call.path === '/api/available-donor')
      return { body: { availableDonorList: [DONOR], pageCount: 1, totalCount: 1 } };
    if (call.path === '/api/donor-request')
      return { body: { allDonorRequest: [QUEUED], pageCount: 1, totalCount: 1 } };
    if (call.method === 'POST') return onMove(call);
    return { body: {} };
  });
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard',
        element: <Outlet context={{ search: '' } satisfies DashboardOutlet} />,
        children: [
          { path: 'donor-list', Component: AvailableDonorsPage },
          { path: 'donor-request', Component: DonorRequestsPage },
        ],
      },
    ],
    { initialEntries: [address] },
  );
  renderWithQueries(
    <>
      <AppToaster />
      <RouterProvider router={router} />
    </>,
  );
  return server;
}

/** The donor's profile, opened from the avatar of their row. */
async function profile(name = DONOR.name) {
  fireEvent.click(await screen.findByRole('button', { name: t.table.openProfile(name) }));
  return screen.findByRole('dialog', { name: t.modals.profile });
}

/** The move dialog with Khulna chosen (the value, then the change event, as a person does). */
async function chooseKhulna() {
  const select = (await screen.findByLabelText(t.move.unit)) as HTMLSelectElement;
  await waitFor(() => expect([...select.options].map((o) => o.value)).toContain(KHULNA));
  select.value = KHULNA;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

const moveButton = (within_: HTMLElement) =>
  within(within_).queryByRole('button', { name: `${t.move.open}: ${DONOR.name}` });

afterEach(() => {
  // The toasts' store outlives a test: each test sees only its own.
  toast.remove();
  cleanup();
  vi.unstubAllGlobals();
});

describe('Move a donor to another unit', () => {
  it('from the profile: sends the unit and the note, says so, and reads the list again', async () => {
    const { calls } = open();
    const shown = await profile();
    await waitFor(() => expect(moveButton(shown)).not.toBeNull());
    fireEvent.click(moveButton(shown)!);
    // The profile gives way to the move dialog.
    await screen.findByRole('dialog', { name: t.move.title });
    expect(screen.queryByRole('dialog', { name: t.modals.profile })).toBeNull();
    await chooseKhulna();
    fireEvent.input(screen.getByLabelText(t.move.note), { target: { value: ' খুলনায় থাকেন ' } });
    const listReads = calls.filter((c) => c.path === '/api/available-donor').length;
    fireEvent.click(screen.getByRole('button', { name: t.move.confirm }));

    await screen.findByText(t.move.done(DONOR.name, 'খুলনা ইউনিট'));
    const sent = calls.find((c) => c.method === 'POST');
    expect(sent?.path.endsWith(`/api/donors/${DONOR._id}/unit`)).toBe(true);
    expect(sent?.body).toEqual({ unitId: KHULNA, note: 'খুলনায় থাকেন' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t.move.title })).toBeNull());
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/available-donor').length).toBeGreaterThan(
        listReads,
      ),
    );
  });

  it('a single community: the profile offers no move', async () => {
    const { calls } = open([FEDERATION[0]!]);
    const shown = await profile();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/unit-directory')).toBe(true));
    expect(moveButton(shown)).toBeNull();
    expect(within(shown).queryByText(t.move.open)).toBeNull();
  });

  it('asks for a unit before sending; a donor already there is said so', async () => {
    const { calls } = open(FEDERATION, () => ({ body: { modifiedCount: 0 } }));
    const shown = await profile();
    await waitFor(() => expect(moveButton(shown)).not.toBeNull());
    fireEvent.click(moveButton(shown)!);
    await screen.findByRole('dialog', { name: t.move.title });
    await screen.findByRole('option', { name: 'খুলনা ইউনিট' });
    fireEvent.click(screen.getByRole('button', { name: t.move.confirm }));
    expect((await screen.findByRole('alert')).textContent).toBe(t.move.unitRequired);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await chooseKhulna();
    fireEvent.click(screen.getByRole('button', { name: t.move.confirm }));
    await screen.findByText(t.move.already(DONOR.name, 'খুলনা ইউনিট'));
  });

  it("shows the server's refusal and stays open", async () => {
    open(FEDERATION, () => ({
      status: 400,
      body: { statusCode: 400, message: 'unitId: No live unit with that id', field: 'unitId' },
    }));
    const shown = await profile();
    await waitFor(() => expect(moveButton(shown)).not.toBeNull());
    fireEvent.click(moveButton(shown)!);
    await chooseKhulna();
    fireEvent.click(screen.getByRole('button', { name: t.move.confirm }));
    // The toast says the server's refusal (its code's general sentence on a Bengali page).
    const refusal = errorText(new ApiError(400, 'unitId: No live unit with that id', 'unitId'));
    await screen.findByText(refusal);
    expect(document.body.textContent).not.toContain(t.move.done(DONOR.name, 'খুলনা ইউনিট'));
    expect(screen.getByRole('dialog', { name: t.move.title })).toBeTruthy();
  });

  it('assigns a pending registration of the queue to a unit, from its profile', async () => {
    const { calls } = open(FEDERATION, undefined, '/dashboard/donor-request');
    const shown = await profile(QUEUED.name);
    const button = () =>
      within(shown).queryByRole('button', { name: `${t.move.open}: ${QUEUED.name}` });
    await waitFor(() => expect(button()).not.toBeNull());
    fireEvent.click(button()!);
    await chooseKhulna();
    fireEvent.click(screen.getByRole('button', { name: t.move.confirm }));
    await screen.findByText(t.move.done(QUEUED.name, 'খুলনা ইউনিট'));
    const sent = calls.find((c) => c.method === 'POST');
    expect(sent?.path.endsWith(`/api/donors/${QUEUED._id}/unit`)).toBe(true);
    expect(sent?.body).toEqual({ unitId: KHULNA, note: null });
  });
});
