import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CorpLeads,
  CreateCompanyInput,
  CreatedCompany,
} from '../../../../shared/schemas/corp-company.js';
import { get, post } from '../../../lib/http.js';
import { corpKeys } from './corp-me.js';

/* Support's leads of /corp-client and new companies (issue 19 item 9, shared/schemas/corp-company.ts). */

const leadsKey = ['corp', 'leads'] as const;

export function useCorpLeads() {
  return useQuery({
    meta: { quietErrors: true },
    queryKey: leadsKey,
    queryFn: ({ signal }) => get<CorpLeads>('/api/corp/leads', { signal }),
  });
}

/** POST a company, from a lead (`leadId`) or from nothing; the leads and the user's companies reload. */
export function useCreateCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ leadId, body }: { leadId: number | null; body: CreateCompanyInput }) =>
      post<CreatedCompany>(leadId === null ? '/api/corp/companies' : `/api/corp/leads/${leadId}/company`, {
        body,
      }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: leadsKey }),
        client.invalidateQueries({ queryKey: corpKeys.me }),
      ]),
  });
}
