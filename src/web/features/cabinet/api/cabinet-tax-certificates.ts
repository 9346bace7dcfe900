import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CabinetTaxCertificates,
  CabinetTaxOrganizers,
  TaxCertificate,
} from '../../../../shared/schemas/tax-deduction.js';
import { get, post } from '../../../lib/http.js';

/*
 * The cabinet's certificates for the tax deduction (issue 19, shared/schemas/tax-deduction.ts): the
 * organizers whose certificates the user sees, one organizer's certificates, a reissue. Only types from zod.
 */

export const cabinetTaxKeys = {
  organizers: ['cabinet', 'tax', 'organizers'] as const,
  list: (organizerId: number) => ['cabinet', 'tax', 'list', organizerId] as const,
};

const listPath = (organizerId: number) => `/api/cabinet/organizers/${organizerId}/tax-certificates`;

/** A path's organizer id, or 0 (the API answers 404 for it, as for an organizer that is not there). */
export function organizerIdOf(param: string | undefined): number {
  return param && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : 0;
}

export function useCabinetTaxOrganizers() {
  return useQuery(
    queryOptions({
      meta: { quietErrors: true },
      queryKey: cabinetTaxKeys.organizers,
      queryFn: ({ signal }) => get<CabinetTaxOrganizers>('/api/cabinet/tax-certificates', { signal }),
    }),
  );
}

export function useCabinetTaxCertificates(organizerId: number) {
  return useQuery(
    queryOptions({
      meta: { quietErrors: true },
      queryKey: cabinetTaxKeys.list(organizerId),
      queryFn: ({ signal }) => get<CabinetTaxCertificates>(listPath(organizerId), { signal }),
    }),
  );
}

/** POST …/tax-certificates/:certificateId/reissue; the list reloads whatever the answer. */
export function useCabinetReissue(organizerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (certificateId: number) =>
      post<TaxCertificate>(`${listPath(organizerId)}/${certificateId}/reissue`),
    onSettled: () => client.invalidateQueries({ queryKey: cabinetTaxKeys.list(organizerId) }),
  });
}
