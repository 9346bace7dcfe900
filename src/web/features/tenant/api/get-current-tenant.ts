import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentTenant, CurrentTenantResponse } from '../../../../shared/schemas/tenant.js';
import { get } from '../../../lib/http.js';

export const CURRENT_TENANT_URL = '/api/events/tenants/getCurrent';

/** The tenant of this host; an `error` in the answer counts as a failed call. */
export async function fetchCurrentTenant(): Promise<CurrentTenant> {
  const answer = await get<CurrentTenantResponse>(CURRENT_TENANT_URL);
  if (!answer || typeof answer !== 'object' || answer.error || !answer.data) {
    throw new Error(answer?.error ?? 'The current tenant is unknown');
  }
  return answer.data;
}

/** At app start the tenant call fails fast: the default tenant beats waiting for retries. */
export function currentTenantQueryOptions() {
  return queryOptions({
    meta: { quietErrors: true },
    queryKey: ['tenants', 'current'] as const,
    queryFn: fetchCurrentTenant,
    retry: false,
    staleTime: Infinity,
  });
}

export function useCurrentTenantQuery() {
  return useQuery(currentTenantQueryOptions());
}
