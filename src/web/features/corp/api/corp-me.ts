import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CorpMe } from '../../../../shared/schemas/corp-company.js';
import { get } from '../../../lib/http.js';

/* The corporate cabinet's own calls (issue 19, shared/schemas/corp-company.ts); only types from zod. */

export const corpKeys = {
  all: ['corp'] as const,
  me: ['corp', 'me'] as const,
};

/** GET /api/corp/me: the companies the user may open, and whether they are support. */
export function corpMeQueryOptions() {
  return queryOptions({
    meta: { quietErrors: true },
    queryKey: corpKeys.me,
    queryFn: ({ signal }) => get<CorpMe>('/api/corp/me', { signal }),
    staleTime: 60_000,
  });
}

export function useCorpMe() {
  return useQuery(corpMeQueryOptions());
}
