import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { acceptedSchema } from '../../../../shared/schemas/contacts.js';
import type { corporateLeadRequestSchema } from '../../../../shared/schemas/content.js';
import { post } from '../../../lib/http.js';

export const CORPORATE_LEADS_URL = '/api/corporate/leads';

/** What the form sends: the schema's output (trimmed, e-mail lower-cased, message defaulted). */
export type CorporateLead = z.output<typeof corporateLeadRequestSchema>;
export type LeadAccepted = z.infer<typeof acceptedSchema>;

/** Sends a company's request to the sales team: 201 with its id; 400 with `fields`; 429 past the hourly limit. */
export function createCorporateLead(body: CorporateLead): Promise<LeadAccepted> {
  return post<LeadAccepted>(CORPORATE_LEADS_URL, { body });
}

export function useCreateCorporateLead() {
  return useMutation({ mutationFn: createCorporateLead });
}
