import { QueryClient } from '@tanstack/react-query';
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
