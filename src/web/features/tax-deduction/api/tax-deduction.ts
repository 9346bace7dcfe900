import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TaxCertificate,
  TaxDeductionPage,
  TaxDeductionRequest,
  TaxRequestAnswer,
} from '../../../../shared/schemas/tax-deduction.js';
import { get, post } from '../../../lib/http.js';

/* The tax deduction's calls (issue 19, shared/schemas/tax-deduction.ts); only types come from the schemas. */

export const TAX_DEDUCTION_URL = '/api/tax-deduction';

export const taxDeductionKeys = { page: ['tax-deduction'] as const };

export function taxDeductionQueryOptions() {
  return queryOptions({
    meta: { quietErrors: true },
    queryKey: taxDeductionKeys.page,
    queryFn: ({ signal }) => get<TaxDeductionPage>(TAX_DEDUCTION_URL, { signal }),
  });
}

export function useTaxDeduction() {
  return useQuery(taxDeductionQueryOptions());
}

/** Where a certificate's PDF downloads (the reader's session opens it). */
export const certificatePdfUrl = (id: number) => `${TAX_DEDUCTION_URL}/certificates/${id}/certificate.pdf`;

/** After a request or a reissue the page reloads: its list of certificates changed. */
function useReload() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: taxDeductionKeys.page });
}

/** POST /api/tax-deduction/requests */
export function useRequestCertificates() {
  const reload = useReload();
  return useMutation({
    mutationFn: (body: TaxDeductionRequest) =>
      post<TaxRequestAnswer>(`${TAX_DEDUCTION_URL}/requests`, { body }),
    onSuccess: reload,
  });
}

/** POST /api/tax-deduction/certificates/:id/reissue: an outdated certificate, anew. */
export function useReissueCertificate() {
  const reload = useReload();
  return useMutation({
    mutationFn: (id: number) => post<TaxCertificate>(`${TAX_DEDUCTION_URL}/certificates/${id}/reissue`),
    onSettled: reload,
  });
}
