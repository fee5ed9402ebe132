import { cleanup, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../i18n/language.ts';
import { fakeServer, renderWithQueries } from '../../test/queries.tsx';
import { NO_LOCATION, locationIds } from '../../shared/LocationSelects.tsx';
import { UnitOfPlace } from './UnitOfPlace.tsx';

// The real component and query against a fake server: only fetch is replaced.

const place = { divisionId: '3', districtId: '47', upazilaId: null, unionId: null };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  switchLanguage('bn');
});

describe('UnitOfPlace', () => {
  it('asks nothing until a district is picked', async () => {
    const server = fakeServer(() => ({ body: { unit: null } }));
    renderWithQueries(<UnitOfPlace place={locationIds(NO_LOCATION)} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.calls).toHaveLength(0);
    expect(screen.queryByTestId('unit-of-place')).toBeNull();
  });

  it("shows the picked district's unit with a call link, in the visitor's language", async () => {
    switchLanguage('en');
    const server = fakeServer(() => ({
      body: {
        unit: { name: { bn: 'ঢাকা কলেজ ইউনিট', en: 'Dhaka College Unit' }, phone: '01711222333' },
      },
    }));
    renderWithQueries(<UnitOfPlace place={place} />);
    expect(await screen.findByText('Dhaka College Unit')).toBeTruthy();
    const call = screen.getByRole('link', { name: 'Dhaka College Unit: call 01711222333' });
    expect(call.getAttribute('href')).toBe('tel:01711222333');
    expect(server.calls[0]).toMatchObject({ path: '/api/unit-of-place' });
    expect(new URLSearchParams(server.calls[0]!.query).get('districtId')).toBe('47');
    expect(new URLSearchParams(server.calls[0]!.query).get('divisionId')).toBe('3');
  });

  it('shows nothing on a single community (the server answers null)', async () => {
    const server = fakeServer(() => ({ body: { unit: null } }));
    renderWithQueries(<UnitOfPlace place={place} />);
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(screen.queryByTestId('unit-of-place')).toBeNull();
  });

  it('says so in Bengali when the unit gave no number', async () => {
    fakeServer(() => ({
      body: { unit: { name: { bn: 'বিজ্ঞান হল', en: 'Science Hall' }, phone: null } },
    }));
    renderWithQueries(<UnitOfPlace place={place} />);
    expect(await screen.findByText('বিজ্ঞান হল')).toBeTruthy();
    expect(screen.getByText('এই ইউনিটের কোনো যোগাযোগ নম্বর এখনো দেওয়া হয়নি।')).toBeTruthy();
  });
});
