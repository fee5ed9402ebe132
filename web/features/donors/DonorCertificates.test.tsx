import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { donorsText as t } from '../../i18n/donors.ts';
import { fakeServer, renderWithQueries, type FakeCall } from '../../test/queries.tsx';
import { DonorCertificates } from './DonorCertificates.tsx';

// The real component, queries and api client against a fake server: only fetch is replaced.

const DONOR = '7f1c2e9a-0000-4000-8000-000000000001';
const LIVE = 'LIVECODE23456789';
const GONE = 'GONECODE23456789';

function serve() {
  let revoked = false;
  return fakeServer((call: FakeCall) => {
    if (call.method === 'POST' && call.path === `/api/certificates/${LIVE}/revoke`) {
      revoked = true;
      return { body: { revoked: true } };
    }
    return {
      body: {
        certificates: [
          {
            code: LIVE,
            url: `http://localhost:3000/c/${LIVE}`,
            milestone: 3,
            issuedAt: '2026-11-01T08:00:00.000Z',
            revokedAt: revoked ? '2026-12-01T08:00:00.000Z' : null,
          },
          {
            code: GONE,
            url: `http://localhost:3000/c/${GONE}`,
            milestone: 1,
            issuedAt: '2026-05-01T08:00:00.000Z',
            revokedAt: '2026-06-01T08:00:00.000Z',
          },
        ],
      },
    };
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a donor's certificates in the profile", () => {
  it('lists them with their pages; Revoke (after a confirmation) revokes the live one only', async () => {
    const { calls } = serve();
    renderWithQueries(<DonorCertificates donorId={DONOR} />);
    const rows = await screen.findAllByTestId('donor-certificate');
    expect(rows).toHaveLength(2);
    expect(
      within(rows[0]!).getByRole('link', { name: t.certificates.open }).getAttribute('href'),
    ).toBe(`http://localhost:3000/c/${LIVE}`);
    // The revoked one says so and offers no Revoke.
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
    expect(rows[1]!.textContent).toContain('বাতিল হয়েছে');

    fireEvent.click(screen.getByRole('button', { name: t.certificates.revokeLabel(3) }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: t.certificates.revoke, hidden: true }));
    await waitFor(() =>
      expect(calls.map((c) => `${c.method} ${c.path}`)).toContain(
        `POST /api/certificates/${LIVE}/revoke`,
      ),
    );
    // The list is read again: the revoked certificate loses its button.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: t.certificates.revokeLabel(3) })).toBeNull(),
    );
    expect(calls.filter((c) => c.path === `/api/donors/${DONOR}/certificates`).length).toBe(2);
  });

  it('issues one for the milestone reached', async () => {
    const { calls } = serve();
    renderWithQueries(<DonorCertificates donorId={DONOR} />);
    await screen.findAllByTestId('donor-certificate');
    fireEvent.click(screen.getByRole('button', { name: t.certificates.issue }));
    await waitFor(() =>
      expect(calls.map((c) => `${c.method} ${c.path}`)).toContain(
        `POST /api/donors/${DONOR}/certificate`,
      ),
    );
  });
});
