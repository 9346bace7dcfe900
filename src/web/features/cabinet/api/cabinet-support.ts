import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/shared-translation.js';
import type { Language } from '../../../../shared/constants.js';
import type { CabinetRefund } from '../../../../shared/schemas/cabinet-orders.js';
import type { SupportOrder, SupportSearch } from '../../../../shared/schemas/cabinet-support.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { get, post } from '../../../lib/http.js';

/* The support desk (issue 18 item 8, shared/schemas/cabinet-support.ts); only types from zod. */

export const cabinetSupportKeys = {
  search: (q: string, language: Language) => ['cabinet', 'support', 'search', q, language] as const,
  order: (number: string, language: Language) => ['cabinet', 'support', 'order', number, language] as const,
};

const orderPath = (number: string) => `/api/cabinet/support/orders/${encodeURIComponent(number)}`;

export function supportSearchQueryOptions(q: string, language: Language) {
  return queryOptions({
    meta: { quietErrors: true },
    queryKey: cabinetSupportKeys.search(q, language),
    queryFn: ({ signal }) =>
      get<SupportSearch>('/api/cabinet/support/search', { query: { q, language }, signal }),
    enabled: q.length >= 2,
  });
}

export function useSupportSearch(q: string) {
  useTranslation();
  return useQuery(supportSearchQueryOptions(q, currentLanguage()));
}

export function supportOrderQueryOptions(number: string, language: Language) {
  return queryOptions({
    meta: { quietErrors: true },
    queryKey: cabinetSupportKeys.order(number, language),
    queryFn: ({ signal }) => get<SupportOrder>(orderPath(number), { query: { language }, signal }),
  });
}

export function useSupportOrder(number: string) {
  useTranslation();
  return useQuery(supportOrderQueryOptions(number, currentLanguage()));
}

/** The order's view after a change, shown at once. */
function useShow(number: string) {
  const client = useQueryClient();
  return (order: SupportOrder) =>
    client.setQueryData(cabinetSupportKeys.order(number, currentLanguage()), order);
}

/** POST …/orders/:number/resend: the confirmation mail again. */
export function useResendConfirmation(number: string) {
  const show = useShow(number);
  return useMutation({
    mutationFn: () => post<SupportOrder>(`${orderPath(number)}/resend`),
    onSuccess: show,
  });
}

/** POST …/orders/:number/refund */
export function useRefundOrder(number: string) {
  const show = useShow(number);
  return useMutation({
    mutationFn: (refund: CabinetRefund) =>
      post<SupportOrder>(`${orderPath(number)}/refund`, { body: refund }),
    onSuccess: show,
  });
}
