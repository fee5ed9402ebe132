import { QueryClient, type InvalidateQueryFilters } from '@tanstack/react-query';
import { ApiError } from './api.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Slow mobile data: retry network failures, but not answers such as 400 or 403.
      retry: (failures, error) => !(error instanceof ApiError) && failures < 2,
    },
  },
});

/**
 * After a change the server has answered: the queries `filters` names are fetched again. An
 * invalidation alone cancels a refetch in flight only when the query already has data; a first
 * fetch (a list just opened or searched, showing the previous list as a placeholder) that left
 * before the change was made is reused instead, and its answer from before the change is then kept
 * as fresh (a deleted donor still listed). So such fetches are cancelled first and started again.
 */
export async function refreshAfterChange(client: QueryClient, filters: InvalidateQueryFilters) {
  await client.cancelQueries({
    ...filters,
    predicate: (query) =>
      query.state.data === undefined &&
      query.state.fetchStatus !== 'idle' &&
      (filters.predicate?.(query) ?? true),
  });
  await client.invalidateQueries(filters);
}
