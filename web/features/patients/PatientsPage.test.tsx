import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { patientsText as t } from '../../i18n/patients.ts';
import { fakeServer, renderWithQueries, type FakeCall } from '../../test/queries.tsx';
import PatientsPage from './PatientsPage.tsx';

// Registering a recurring patient with where their hospital is (decisions/065): the real page,
// hooks and api module against a fake server (only fetch is replaced).

const GEO: Record<string, unknown> = {
  '/api/divisions': { divisions: [{ division_id: '3', name: 'Dhaka', bn_name: 'ঢাকা' }] },
  '/api/districts': {
    districts: [{ district_id: '26', division_id: '3', name: 'Dhaka', bn_name: 'ঢাকা' }],
  },
  '/api/upazilasForForm': {
    upazilas: [{ _id: 'u', upazila_id: '493', district_id: '26', name: 'Savar', bn_name: 'সাভার' }],
  },
  '/api/unionsForForm': {
    unions: [{ _id: 'n', union_id: '4501', upazila_id: '493', name: 'Ashulia', bn_name: 'আশুলিয়া' }],
  },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function open() {
  const { calls } = fakeServer(({ method, path }) => {
    if (method === 'POST') return { status: 201, body: { id: 'new-patient' } };
    const geo = Object.keys(GEO).find((list) => path.endsWith(list));
    if (geo) return { body: GEO[geo] };
    if (path.endsWith('/api/unit-directory')) return { body: { units: [] } };
    return { body: { patients: [], totalCount: 0, pageCount: 0 } };
  });
  const router = createMemoryRouter([{ path: '/dashboard/patients', element: <PatientsPage /> }], {
    initialEntries: ['/dashboard/patients'],
  });
  renderWithQueries(<RouterProvider router={router} />);
  return calls;
}

const type = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });

async function choose(label: string, value: string) {
  const select = screen.getByLabelText<HTMLSelectElement>(label);
  await waitFor(() => expect([...select.options].map((o) => o.value)).toContain(value));
  // As a person chooses: the value, then the change event.
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

async function fillPatient() {
  fireEvent.click(await screen.findByRole('button', { name: t.add }));
  type(t.form.name, 'রহিম শিশু');
  await choose(t.form.bloodGroup, 'bPositive');
  type(t.form.guardianPhone, '01712345678');
  type(t.form.hospital, 'ঢাকা শিশু হাসপাতাল');
  fireEvent.click(screen.getByTestId('patient-consent'));
}

const posted = async (calls: FakeCall[]) => {
  fireEvent.click(screen.getByRole('button', { name: t.form.save }));
  await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
  return calls.find((c) => c.method === 'POST')!;
};

describe("the new patient form's hospital place", () => {
  it('sends the place chosen in the cascade as ids beside the hospital’s name', async () => {
    const calls = open();
    await fillPatient();
    await choose(t.hospitalPlace.division, '3,ঢাকা');
    await choose(t.hospitalPlace.district, '26,ঢাকা');
    await choose(t.hospitalPlace.upazila, '493,সাভার');
    await choose(t.hospitalPlace.union, '4501,আশুলিয়া');
    const post = await posted(calls);
    expect(post.path).toMatch(/\/api\/patients$/);
    expect(post.body).toMatchObject({
      name: 'রহিম শিশু',
      hospital: 'ঢাকা শিশু হাসপাতাল',
      divisionId: 3,
      districtId: 26,
      upazilaId: 493,
      unionId: 4501,
    });
  });

  it('sends no place (nulls) when none is chosen, and a partial one as far as chosen', async () => {
    const calls = open();
    await fillPatient();
    await choose(t.hospitalPlace.division, '3,ঢাকা');
    await choose(t.hospitalPlace.district, '26,ঢাকা');
    const post = await posted(calls);
    expect(post.body).toMatchObject({
      divisionId: 3,
      districtId: 26,
      upazilaId: null,
      unionId: null,
    });
  });
});
