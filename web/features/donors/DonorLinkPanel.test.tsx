import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/preact';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DonorRow } from '../../../common/schemas/donors.ts';
import { alertsText as t } from '../../i18n/alerts.ts';
import { EditDonorModal } from './EditDonorModal.tsx';
import { formatDate } from '../../shared/format.ts';
import { DonorLinkPanel } from '../alerts/DonorLinkPanel.tsx';

// The profile's link panel and the edit form start from what the admin's donor row says.

const row = (extra: Partial<DonorRow>): DonorRow => ({
  _id: '11111111-1111-4111-8111-111111111111',
  name: 'রহিমা খাতুন',
  age: '1995-05-20',
  gender: 'মহিলা',
  number1: '01712345678',
  number2: null,
  bloodGroup: 'bNegative',
  division: 'ঢাকা',
  district: 'ঢাকা',
  upazila: 'সাভার',
  union: 'আশুলিয়া',
  placeNames: {
    division: { bn: 'ঢাকা', en: 'Dhaka' },
    district: { bn: 'ঢাকা', en: 'Dhaka' },
    upazila: { bn: 'সাভার', en: 'Savar' },
    union: { bn: 'আশুলিয়া', en: 'Ashulia' },
  },
  village: 'পাড়া',
  division_id: '1',
  district_id: '1',
  upazila_id: '1',
  union_id: '1',
  status: 'verified',
  contactConsent: false,
  linkIssuedAt: null,
  pausedUntil: null,
  acceptedTime: null,
  donationCount: 0,
  available: true,
  donateTime: null,
  donateButtonClickTime: null,
  time: null,
  note: null,
  submissionTime: '2026-01-01T00:00:00.000Z',
  callsLast3Days: 0,
  lastCalledAt: null,
  lastCalledBy: null,
  wrongNumberAt: null,
  ...extra,
});

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
    expect((document.getElementById('edit-contactConsent') as HTMLInputElement).checked).toBe(stored);
  });
});
