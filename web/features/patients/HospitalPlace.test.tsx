import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { patientsText as t } from '../../i18n/patients.ts';
import { fakeServer, renderWithQueries } from '../../test/queries.tsx';
import { HospitalPlace } from './HospitalPlace.tsx';
import type { Patient } from './patients-api.ts';

// A patient's hospital place on their page: shown by name, changed or cleared by PATCH.

const place = {
  divisionId: 3,
  districtId: 26,
  upazilaId: null,
  unionId: null,
  division: 'ঢাকা',
  district: 'ঢাকা',
  upazila: null,
  union: null,
  placeNames: {
    division: { bn: 'ঢাকা', en: 'Dhaka' },
    district: { bn: 'ঢাকা', en: 'Dhaka' },
    upazila: null,
    union: null,
  },
};
const patient = { id: 'p1', ...place } as unknown as Patient;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a patient's hospital place", () => {
  it('shows the place by name and clears it with all four ids null', async () => {
    const { calls } = fakeServer(({ path }) => ({
      body: path.endsWith('/api/patients/p1') ? { modifiedCount: 1 } : { divisions: [] },
    }));
    renderWithQueries(<HospitalPlace patient={patient} />);
    expect(screen.getByTestId('hospital-place-text').textContent).toBe('ঢাকা › ঢাকা');
    fireEvent.click(screen.getByRole('button', { name: t.hospitalPlace.edit }));
    fireEvent.click(screen.getByRole('button', { name: t.hospitalPlace.clear }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.path).toMatch(/\/api\/patients\/p1$/);
    expect(patch.body).toEqual({
      divisionId: null,
      districtId: null,
      upazilaId: null,
      unionId: null,
    });
  });

  it('says when no place is given', () => {
    fakeServer(() => ({ body: { divisions: [] } }));
    renderWithQueries(
      <HospitalPlace
        patient={
          {
            id: 'p2',
            ...place,
            divisionId: null,
            districtId: null,
            division: null,
            district: null,
            placeNames: { division: null, district: null, upazila: null, union: null },
          } as unknown as Patient
        }
      />,
    );
    expect(screen.getByTestId('hospital-place-text').textContent).toBe(t.hospitalPlace.notSet);
  });
});
