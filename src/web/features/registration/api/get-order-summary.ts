import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RegistrationSuccess } from '../../../../shared/schemas/registration.js';
import { get } from '../../../lib/http.js';
import { answered } from './get-registration-context.js';
import { registrationKeys } from './registration-keys.js';

/** GET /api/registration/orders/:number: who is registered for what, and the order's state. */
export function orderSummaryQueryOptions(number: string) {
  return queryOptions({
    meta: { quietErrors: true },
    queryKey: registrationKeys.order(number),
    queryFn: async ({ signal }) =>
      answered(
        await get<RegistrationSuccess>(`/api/registration/orders/${encodeURIComponent(number)}`, { signal }),
        ['event', 'race', 'order', 'participants'],
      ),
  });
}

export function useOrderSummary(number: string | null) {
  return useQuery({ ...orderSummaryQueryOptions(number ?? ''), enabled: Boolean(number) });
}
