import { QueryClient } from '@tanstack/react-query';

/**
 * Cached for 5 minutes. Queries are not retried here: the API client owns tries, timeouts and
 * back-off (`request-policy.ts`, admin-side.md sections 7 and 9), so a failure is never retried
 * twice over.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        retry: false,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
