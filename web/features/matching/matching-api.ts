import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, api, ApiError, readApi, type Body } from '../../foundation/api-client.ts';
import { errorText } from '../../foundation/error-text.ts';
import type { CallBody, CancelBody } from '../../../common/schemas/matching.ts';
import { matchingText as t } from '../../i18n/matching.ts';
import { bloodRequestKeys } from '../../shared/query-keys/blood-requests.ts';
import { donorKeys } from '../../shared/query-keys/donors.ts';
import { dashboardKeys } from '../../shared/query-keys/dashboard.ts';
import { topDonorKeys } from '../../shared/query-keys/top-donors.ts';

/** The matching API (common/schemas/matching.ts) with its TanStack Query hooks. */

// Under the blood request and donor keys, so that the lists' refreshes reach these too.
export const matchingKeys = {
  request: (id: string) => [...bloodRequestKeys.all, 'one', id] as const,
  matches: (id: string, params: MatchParams) =>
    [...bloodRequestKeys.all, 'one', id, 'matches', params] as const,
  pledges: (id: string) => [...bloodRequestKeys.all, 'one', id, 'pledges'] as const,
  calls: (donorId: string) => [...donorKeys.all, 'calls', donorId] as const,
};

export interface MatchParams {
  limit: number;
  pageNumber: number;
  includeNotEligible: boolean;
}

const byId = (id: string) => ({ path: { id } });

/** GET /api/blood-request/:id: the request with its state and bag counts. */
export function useBloodRequest(id: string) {
  return useQuery({
    queryKey: matchingKeys.request(id),
    queryFn: () => answer(readApi.GET('/api/blood-request/{id}', { params: byId(id) })),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}

/** GET /api/blood-request/:id/matches: ranked donors who can give to the patient, one page. */
export function useMatches(id: string, params: MatchParams, enabled = true) {
  return useQuery({
    enabled,
    queryKey: matchingKeys.matches(id, params),
    queryFn: () =>
      answer(
        readApi.GET('/api/blood-request/{id}/matches', {
          params: {
            ...byId(id),
            query: {
              limit: params.limit,
              pageNumber: params.pageNumber,
              includeNotEligible: params.includeNotEligible ? 'true' : undefined,
            },
          },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/blood-request/:id/pledges: who said they will give, and the bags counted. */
export function usePledges(id: string, enabled = true) {
  return useQuery({
    queryKey: matchingKeys.pledges(id),
    queryFn: () => answer(readApi.GET('/api/blood-request/{id}/pledges', { params: byId(id) })),
    enabled,
  });
}

/** GET /api/donors/:id/calls: the donor's latest calls, newest first. */
export function useDonorCalls(donorId: string, limit = 10) {
  return useQuery({
    queryKey: matchingKeys.calls(donorId),
    queryFn: () =>
      answer(
        readApi.GET('/api/donors/{id}/calls', {
          params: { ...byId(donorId), query: { limit, pageNumber: 0 } },
        }),
      ),
  });
}

/**
 * A call, pledge or state change moves the donor lists (call badges, eligibility), the request
 * lists (state, bags), the sidebar badges and, for a donation, the leader board and analytics.
 */
function useMatchingMutation<V, R>(run: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: bloodRequestKeys.all }),
        client.invalidateQueries({ queryKey: donorKeys.all }),
        client.invalidateQueries({ queryKey: dashboardKeys.counts }),
        client.invalidateQueries({ queryKey: topDonorKeys.all }),
        client.invalidateQueries({ queryKey: dashboardKeys.analytics }),
      ]),
    // Closed by someone else meanwhile: read the request again, so the screen shows it closed.
    // The code as a literal (checked against ErrorCode by the compiler): the table of every code
    // would add 3 KB to the chunk every dashboard screen loads.
    onError: (error) =>
      error instanceof ApiError && error.code === 'BLOOD_REQUEST_CLOSED'
        ? client.invalidateQueries({ queryKey: bloodRequestKeys.all })
        : undefined,
  });
}

/** The body of POST /api/donors/:id/calls as the form sends it (the server fills the defaults). */
export type CallSend = Pick<CallBody, 'outcome' | 'note'> & {
  requestId: string | null;
  donatedOn?: string;
  kind?: CallBody['kind'];
};

/** POST /api/donors/:id/calls. */
export const useRecordCall = () =>
  useMatchingMutation(({ donorId, body }: { donorId: string; body: CallSend }) =>
    answer(api.POST('/api/donors/{id}/calls', { params: byId(donorId), body })),
  );

/** The given body; the server fills today and whole blood. */
export type GivenSend = Body<'/api/blood-request/{id}/pledges/{pledgeId}/given', 'post'>;

/** POST /api/blood-request/:id/pledges/:pledgeId/given: records the donation (today unless a date). */
export const useMarkGiven = () =>
  useMatchingMutation(
    ({
      requestId,
      pledgeId,
      body = {},
    }: {
      requestId: string;
      pledgeId: string;
      body?: GivenSend;
    }) =>
      answer(
        api.POST('/api/blood-request/{id}/pledges/{pledgeId}/given', {
          params: { path: { id: requestId, pledgeId } },
          body,
        }),
      ),
  );

/** POST /api/blood-request/:id/pledges/:pledgeId/withdraw. */
export const useWithdrawPledge = () =>
  useMatchingMutation(
    ({
      requestId,
      pledgeId,
      reason,
    }: {
      requestId: string;
      pledgeId: string;
      reason?: string | null;
    }) =>
      answer(
        api.POST('/api/blood-request/{id}/pledges/{pledgeId}/withdraw', {
          params: { path: { id: requestId, pledgeId } },
          body: { reason: reason ?? null },
        }),
      ),
  );

/** POST /api/blood-request/:id/cancel with the reason. */
export const useCancelRequest = () =>
  useMatchingMutation(({ requestId, body }: { requestId: string; body: CancelBody }) =>
    answer(api.POST('/api/blood-request/{id}/cancel', { params: byId(requestId), body })),
  );

/** POST /api/blood-request/:id/handover: to another unit of the federation. */
export const useHandOverRequest = () =>
  useMatchingMutation(
    ({
      requestId,
      body,
    }: {
      requestId: string;
      body: Body<'/api/blood-request/{id}/handover', 'post'>;
    }) => answer(api.POST('/api/blood-request/{id}/handover', { params: byId(requestId), body })),
  );

/** The words for a refused change: by the server's code where the catalog has it. */
export function refusalText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code && t.errors[error.code]) return t.errors[error.code]!;
  if (error instanceof ApiError && error.status < 500) return errorText(error);
  return fallback;
}
