import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/preact';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DonorRow } from '../../../common/schemas/donors.ts';
import { alertsText as t } from '../../i18n/alerts.ts';
import { EditDonorModal } from './EditDonorModal.tsx';
import { formatDate } from '../../shared/format.ts';
import { DonorLinkPanel } from '../alerts/DonorLinkPanel.tsx';
import { donorRow } from '../../test/donor-row.ts';

// The profile's link panel and the edit form start from what the admin's donor row says.

const row = (extra: Partial<DonorRow>): DonorRow => donorRow({ bloodGroup: 'bNegative', ...extra });

const show = (node: ReactNode) =>
  render(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>);

afterEach(cleanup);

describe('DonorLinkPanel', () => {
  it('without a live link: says so, offers to create one and no Revoke', () => {
    show(<DonorLinkPanel donor={row({ linkIssuedAt: null })} />);
    expect(screen.getByText(t.link.none)).toBeTruthy();
    expect(screen.getByRole('button', { name: t.link.create })).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.link.revoke })).toBeNull();
  });

  it('with a live link: says since when and offers Replace and Revoke', () => {
    const at = '2026-11-20T08:00:00.000Z';
    show(<DonorLinkPanel donor={row({ linkIssuedAt: at })} />);
    expect(screen.getByText(t.link.has(formatDate(at)))).toBeTruthy();
    expect(screen.getByRole('button', { name: t.link.replace })).toBeTruthy();
    expect(screen.getByRole('button', { name: t.link.revoke })).toBeTruthy();
  });
});

describe('EditDonorModal consent box', () => {
  it.each([true, false])('starts from the stored consent (%s)', (stored) => {
    show(<EditDonorModal donor={row({ contactConsent: stored })} onClose={() => {}} />);
    expect((document.getElementById('edit-contactConsent') as HTMLInputElement).checked).toBe(
      stored,
    );
  });
});
