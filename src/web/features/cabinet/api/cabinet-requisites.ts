import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  OrganizerRequisitesInput,
  OrganizerRequisitesPage,
  TaxDeductionListing,
} from '../../../../shared/schemas/cabinet-organizer.js';
import { get, put } from '../../../lib/http.js';

/* The organizer's requisites (issue 18, shared/schemas/cabinet-organizer.ts); only types from zod. */

export const cabinetRequisitesKeys = {
  page: (organizerId: number) => ['cabinet', 'requisites', organizerId] as const,
};

const requisitesPath = (organizerId: number) => `/api/cabinet/organizers/${organizerId}/requisites`;

export function cabinetRequisitesQueryOptions(organizerId: number) {
  return queryOptions({
    meta: { quietErrors: true },
    queryKey: cabinetRequisitesKeys.page(organizerId),
    queryFn: ({ signal }) => get<OrganizerRequisitesPage>(requisitesPath(organizerId), { signal }),
  });
}

export function useOrganizerRequisites(organizerId: number) {
  return useQuery(cabinetRequisitesQueryOptions(organizerId));
}

/** PUT …/requisites: the saved page replaces the cached one; the event editors show them anew. */
export function useSaveOrganizerRequisites(organizerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OrganizerRequisitesInput) =>
      put<OrganizerRequisitesPage>(requisitesPath(organizerId), { body }),
    onSuccess: async (page) => {
      client.setQueryData(cabinetRequisitesKeys.page(organizerId), page);
      await client.invalidateQueries({ queryKey: ['cabinet', 'event-editor'] });
    },
  });
}

/** PUT …/tax-deduction-listing (support): the organizer on the Ministry of Sport's list, or not. */
export function useSetTaxDeductionListing(organizerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TaxDeductionListing) =>
      put<OrganizerRequisitesPage>(`/api/cabinet/organizers/${organizerId}/tax-deduction-listing`, { body }),
    onSuccess: (page) => client.setQueryData(cabinetRequisitesKeys.page(organizerId), page),
  });
}
