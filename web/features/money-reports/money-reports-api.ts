import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MoneyReportDecision } from '../../../common/schemas/money-reports.ts';
import { answer, api, readApi } from '../../foundation/api-client.ts';
import { bloodRequestKeys } from '../../shared/query-keys/blood-requests.ts';
import { donorKeys } from '../../shared/query-keys/donors.ts';

/** The admins' side of money reports and the block list (common/schemas/money-reports.ts). */

export const moneyReportKeys = {
  all: ['money-reports'] as const,
  pending: ['money-reports', 'pending'] as const,
  blocked: ['money-reports', 'blocked'] as const,
};

/** GET /api/money-reports (listMoneyReports): the reports waiting for review. */
export const pendingReportsQuery = {
  queryKey: moneyReportKeys.pending,
  queryFn: () =>
    answer(readApi.GET('/api/money-reports', { params: { query: { state: 'pending' } } })),
};

/** GET /api/blocked-numbers (listBlockedNumbers). */
export const blockedNumbersQuery = {
  queryKey: moneyReportKeys.blocked,
  queryFn: () => answer(readApi.GET('/api/blocked-numbers')),
};

export const usePendingReports = () => useQuery(pendingReportsQuery);
export const useBlockedNumbers = () => useQuery(blockedNumbersQuery);

/** POST /api/money-reports/{id}/decision; the reports, the block list and every list are read again. */
export function useDecideReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string } & MoneyReportDecision) =>
      answer(
        api.POST('/api/money-reports/{id}/decision', {
          params: { path: { id } },
          body: { decision },
        }),
      ),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: moneyReportKeys.all });
      // The donor and request lists flag blocked numbers.
      await client.invalidateQueries({ queryKey: donorKeys.all });
      await client.invalidateQueries({ queryKey: bloodRequestKeys.all });
    },
  });
}
