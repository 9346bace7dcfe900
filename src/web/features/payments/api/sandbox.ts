import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { SANDBOX_OUTCOMES, SandboxPayment } from '../../../../shared/schemas/payments.js';
import { get, post } from '../../../lib/http.js';
import { paymentKeys } from './payment-keys.js';

/*
 * The sandbox provider's hosted page (DESIGN §6):
 *   GET  /api/payments/sandbox/:paymentId   what is paid, how, and the QR payload
 *   POST /api/payments/sandbox/:paymentId   { outcome } → { returnUrl }
 */

export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

const sandboxUrl = (id: string) => `/api/payments/sandbox/${encodeURIComponent(id)}`;

export function sandboxPaymentQueryOptions(id: string) {
  return queryOptions({
    meta: { quietErrors: true },
    queryKey: paymentKeys.sandbox(id),
    queryFn: async ({ signal }) => {
      const answer = await get<unknown>(sandboxUrl(id), { signal });
      const parts = ['id', 'method', 'amount', 'status', 'returnUrl'];
      if (typeof answer !== 'object' || answer === null || parts.some((part) => !(part in answer))) {
        throw new Error('Unexpected answer');
      }
      return answer as SandboxPayment;
    },
  });
}

export const useSandboxPayment = (id: string) => useQuery(sandboxPaymentQueryOptions(id));

export function useSandboxOutcome(id: string) {
  return useMutation({
    mutationFn: (outcome: SandboxOutcome) =>
      post<{ returnUrl: string }>(sandboxUrl(id), { body: { outcome } }),
  });
}
