import { QueryCache, QueryClient, type Query } from '@tanstack/react-query';
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

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** The query handles its own failure (e.g. the start-up calls fall back): no error toast. */
      quietErrors?: boolean;
    };
  }
}

export type QueryErrorReporter = (query: Query<unknown, unknown, unknown>) => void;

/**
 * A call that finally failed shows SPEC §8's 'An error occurred. Try later.' with a way to try again; the
 * toast module (sonner) loads only then. An overload (503) has its own notice instead.
 */
const toastQueryError: QueryErrorReporter = (query) => {
  void import('./query-error-toast.js').then((m) => m.showQueryErrorToast(() => void query.fetch()));
};

export function reportQueryError(
  error: unknown,
  query: Query<unknown, unknown, unknown>,
  report: QueryErrorReporter = toastQueryError,
): void {
  if (query.meta?.quietErrors) return;
  if (isHttpError(error) && error.status === 503) return;
  report(query);
}

/** SPEC §9: no refetch on window focus, 5 minutes cache, 3 retries, delay min(1000·2^n, 30000). */
export function createQueryClient(report?: QueryErrorReporter): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => reportQueryError(error, query, report) }),
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
