import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchingText as t } from '../../i18n/matching.ts';
import { fakeServer, renderWithQueries, type FakeCall } from '../../test/queries.tsx';
import { HandoverRequestModal } from './HandoverRequestModal.tsx';

// Hand a request to another unit: choose the unit from the federation's directory, add a note,
// and the server is told exactly that. The real modal, hooks and api module; only fetch is fake.

const REQUEST_ID = '22222222-2222-4222-8222-222222222222';
const KHULNA = '66666666-6666-4666-8666-666666666666';
const directory = {
  units: [
    {
      id: '77777777-7777-4777-8777-777777777777',
      name: { bn: 'ঢাকা জোন', en: 'Dhaka zone' },
      depth: 1,
    },
    { id: KHULNA, name: { bn: 'খুলনা ইউনিট', en: 'Khulna unit' }, depth: 2 },
  ],
};

function show(answer: (call: FakeCall) => { status?: number; body: unknown }, withHandler = true) {
  const { calls } = fakeServer((call) =>
    call.path.endsWith('/api/unit-directory') ? { body: directory } : answer(call),
  );
  const onClose = vi.fn();
  const onHandedOver = vi.fn();
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <HandoverRequestModal
          request={{ _id: REQUEST_ID, patient_name: 'করিম মিয়া' }}
          onClose={onClose}
          onHandedOver={withHandler ? onHandedOver : undefined}
        />
      ),
    },
    { path: '*', element: null },
  ]);
  renderWithQueries(<RouterProvider router={router} />);
  return { calls, onClose, onHandedOver, router };
}

/** As a person chooses: the value, then the change event (as the other select tests do). */
const choose = async () => {
  const select = (await screen.findByLabelText(t.handover.unit)) as HTMLSelectElement;
  await waitFor(() => expect([...select.options].map((o) => o.value)).toContain(KHULNA));
  const current = screen.getByLabelText(t.handover.unit) as HTMLSelectElement;
  current.value = KHULNA;
  current.dispatchEvent(new Event('change', { bubbles: true }));
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('HandoverRequestModal', () => {
  it('lists the units in tree order, each drawn in under its parent', async () => {
    show(() => ({ body: { modifiedCount: 1 } }));
    const select = (await screen.findByLabelText(t.handover.unit)) as HTMLSelectElement;
    await waitFor(() => expect(select.options).toHaveLength(3));
    expect([...select.options].slice(1).map((o) => o.textContent)).toEqual([
      'ঢাকা জোন',
      '— খুলনা ইউনিট',
    ]);
  });

  it('sends the chosen unit and the note, then closes', async () => {
    const { calls, onClose, onHandedOver } = show(() => ({ body: { modifiedCount: 1 } }));
    await choose();
    fireEvent.input(screen.getByLabelText(t.handover.note), {
      target: { value: '  রোগী এখন খুলনায়  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: t.handover.confirm }));
    await waitFor(() => expect(onHandedOver).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalled();
    const sent = calls.find((c) => c.method === 'POST');
    expect(sent?.path.endsWith(`/api/blood-request/${REQUEST_ID}/handover`)).toBe(true);
    expect(sent?.body).toEqual({ unitId: KHULNA, note: 'রোগী এখন খুলনায়' });
  });

  it('goes to the open requests when its screen has no handler (the request is now elsewhere)', async () => {
    const { router } = show(() => ({ body: { modifiedCount: 1 } }), false);
    await choose();
    fireEvent.click(screen.getByRole('button', { name: t.handover.confirm }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        '/dashboard/blood-request/incomplete-blood-request',
      ),
    );
  });

  it('asks for a unit before sending anything', async () => {
    const { calls } = show(() => ({ body: { modifiedCount: 1 } }));
    await screen.findByRole('option', { name: '— খুলনা ইউনিট' });
    fireEvent.click(screen.getByRole('button', { name: t.handover.confirm }));
    expect((await screen.findByRole('alert')).textContent).toBe(t.handover.unitRequired);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("shows the server's refusal and stays open", async () => {
    const { onClose } = show(() => ({
      status: 400,
      body: { statusCode: 400, message: 'unitId: No live unit with that id', field: 'unitId' },
    }));
    await choose();
    fireEvent.click(screen.getByRole('button', { name: t.handover.confirm }));
    await waitFor(() => expect(document.body.textContent).toMatch(/No live unit|হস্তান্তর/));
    expect(onClose).not.toHaveBeenCalled();
  });
});
