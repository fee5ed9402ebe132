import {
  QueryClient,
  type InvalidateOptions,
  type InvalidateQueryFilters,
  type QueryKey,
} from '@tanstack/react-query';
import { ApiError } from './api.ts';

/**
 * The app's query client. Every invalidation (the refresh after a change the server has answered)
 * also restarts the first fetches it names: TanStack Query cancels a refetch in flight only when
 * the query already has data, and reuses a first fetch (a list just opened or searched, showing
 * the previous list as a placeholder) that left before the change. Its answer from before the
 * change would then be kept as fresh (a deleted donor still listed). So those fetches are
 * cancelled first and started again by the invalidation, wherever a screen refreshes.
 */
export class AppQueryClient extends QueryClient {
  override async invalidateQueries<TTaggedQueryKey extends QueryKey = QueryKey>(
    filters: InvalidateQueryFilters<TTaggedQueryKey> = {},
    options?: InvalidateOptions,
  ): Promise<void> {
    await this.cancelQueries({
      ...filters,
      predicate: (query) =>
        query.state.data === undefined &&
        query.state.fetchStatus !== 'idle' &&
        (filters.predicate?.(query) ?? true),
    });
    return super.invalidateQueries(filters, options);
  }
}

export const queryClient = new AppQueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Slow mobile data: retry network failures, but not answers such as 400 or 403.
      retry: (failures, error) => !(error instanceof ApiError) && failures < 2,
    },
  },
});
