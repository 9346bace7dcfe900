import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/shared-translation.js';
import type { Language } from '../../../../shared/constants.js';
import type { Campaign } from '../../../../shared/schemas/content.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { get } from '../../../lib/http.js';

export const campaignUrl = (code: string) => `/api/campaigns/${encodeURIComponent(code)}`;

/** A partner campaign (404 for an unknown code). */
export function fetchCampaign(code: string, language: Language, signal?: AbortSignal): Promise<Campaign> {
  return get<Campaign>(campaignUrl(code), { query: { language }, signal });
}

export function campaignQueryOptions(code: string, language: Language) {
  return queryOptions({
    // the page shows its own not-found page or an inline error with retry
    meta: { quietErrors: true },
    queryKey: ['campaign', code, language] as const,
    queryFn: ({ signal }) => fetchCampaign(code, language, signal),
    staleTime: 60_000,
  });
}

/** The campaign in the interface language (asked again when the language changes). */
export function useCampaign(code: string) {
  useTranslation();
  return useQuery(campaignQueryOptions(code, currentLanguage()));
}
