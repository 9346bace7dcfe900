import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CompanyContact,
  CompanyContactInput,
  CompanyPage,
  CompanyProfileInput,
} from '../../../../shared/schemas/corp-company.js';
import { del, get, post, put } from '../../../lib/http.js';
import { corpKeys } from './corp-me.js';

/* A company's profile and contact people (issue 19 item 5, shared/schemas/corp-company.ts); only types. */

export const corpCompanyKeys = {
  page: (companyId: number) => ['corp', 'company', companyId] as const,
};

const companyPath = (companyId: number) => `/api/corp/companies/${companyId}`;

export function corpCompanyQueryOptions(companyId: number) {
  return queryOptions({
    meta: { quietErrors: true },
    queryKey: corpCompanyKeys.page(companyId),
    queryFn: ({ signal }) => get<CompanyPage>(companyPath(companyId), { signal }),
  });
}

export function useCorpCompanyPage(companyId: number) {
  return useQuery(corpCompanyQueryOptions(companyId));
}

/** PUT the profile: the saved page replaces the cached one; the frame's name of the company follows. */
export function useSaveCompanyProfile(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyProfileInput) => put<CompanyPage>(companyPath(companyId), { body }),
    onSuccess: async (page) => {
      client.setQueryData(corpCompanyKeys.page(companyId), page);
      await client.invalidateQueries({ queryKey: corpKeys.me });
    },
  });
}

/** The contact people: add, change, remove; the page reloads after each. */
export function useCompanyContacts(companyId: number) {
  const client = useQueryClient();
  const reload = () => client.invalidateQueries({ queryKey: corpCompanyKeys.page(companyId) });
  const path = `${companyPath(companyId)}/contacts`;
  return {
    add: useMutation({
      mutationFn: (body: CompanyContactInput) => post<CompanyContact>(path, { body }),
      onSuccess: reload,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: CompanyContactInput }) =>
        put<CompanyContact>(`${path}/${id}`, { body }),
      onSuccess: reload,
    }),
    remove: useMutation({
      mutationFn: (id: number) => del<void>(`${path}/${id}`),
      onSettled: reload,
    }),
  };
}
