import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, api, readApi, type Answer } from '../../foundation/api-client.ts';
import { dashboardKeys } from '../../shared/query-keys/dashboard.ts';
import { donorKeys } from '../../shared/query-keys/donors.ts';
import { topDonorKeys } from '../../shared/query-keys/top-donors.ts';

/** A donor's donation history: every donation is a row, and the totals are derived from them. */

export const DONATION_KINDS = ['whole_blood', 'platelets'] as const;
export type DonationKind = (typeof DONATION_KINDS)[number];

export type DonationHistory = Answer<'/api/donors/{id}/donations', 'get'>;
export type Donation = DonationHistory['donations'][number];

/** What the form hands over (the body of POST /api/donors/:id/donations). */
export interface NewDonation {
  /** YYYY-MM-DD, not in the future. */
  donatedAt: string;
  kind: DonationKind;
  place?: string;
}

// Under donorKeys.all, so that every donor change also refreshes an open history.
export const historyKey = (donorId: string) => [...donorKeys.all, 'history', donorId] as const;

/** GET /api/donors/:id/donations (newest first). */
export function useDonationHistory(donorId: string) {
  return useQuery({
    queryKey: historyKey(donorId),
    queryFn: () =>
      answer(readApi.GET('/api/donors/{id}/donations', { params: { path: { id: donorId } } })),
  });
}

/** A history change moves the totals: refresh the donor lists, the leader board and the badges. */
function useHistoryMutation<V, R>(run: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: donorKeys.all }),
        client.invalidateQueries({ queryKey: dashboardKeys.counts }),
        client.invalidateQueries({ queryKey: topDonorKeys.all }),
        client.invalidateQueries({ queryKey: dashboardKeys.analytics }),
      ]),
  });
}

/** POST /api/donors/:id/donations: a past donation an admin records. */
export const useAddDonation = () =>
  useHistoryMutation(({ donorId, body }: { donorId: string; body: NewDonation }) =>
    answer(api.POST('/api/donors/{id}/donations', { params: { path: { id: donorId } }, body })),
  );

/** DELETE /api/donors/:id/donations/:donationId: a donation recorded by mistake. */
export const useRemoveDonation = () =>
  useHistoryMutation(({ donorId, donationId }: { donorId: string; donationId: string }) =>
    answer(
      api.DELETE('/api/donors/{id}/donations/{donationId}', {
        params: { path: { id: donorId, donationId } },
      }),
    ),
  );
