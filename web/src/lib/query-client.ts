import { QueryClient } from '@tanstack/react-query';

import { isRetryableError } from './api-client';

const MAX_RETRIES = 3;

/**
 * Cached for 5 minutes; retried up to 3 times (exponential backoff from 1 s) for server,
 * timeout and network failures, never for 4xx (customer-side.md section 7).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        retry: (failureCount, error) => failureCount < MAX_RETRIES && isRetryableError(error),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 8000),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
