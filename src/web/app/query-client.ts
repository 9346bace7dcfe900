import { QueryClient } from '@tanstack/react-query';
import { QUERY_DEFAULTS, retryDelayMs } from '../../shared/constants.js';
import { isHttpError } from '../lib/http.js';

/**
 * SPEC §9: 3 retries. A 4xx answer will not change on retry, and a 503 means the service is overloaded
 * (SPEC §8 asks the user to wait 5 minutes): retrying would only add load.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isHttpError(error) && ((error.status >= 400 && error.status < 500) || error.status === 503))
    return false;
  return failureCount < QUERY_DEFAULTS.retries;
}

/** SPEC §9: no refetch on window focus, 5 minutes cache, 3 retries, delay min(1000·2^n, 30000). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: QUERY_DEFAULTS.refetchOnWindowFocus,
        gcTime: QUERY_DEFAULTS.gcTimeMs,
        retry: shouldRetry,
        retryDelay: (attempt) => retryDelayMs(attempt),
      },
    },
  });
}
