import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/shared-translation.js';
import type { Language } from '../../../../shared/constants.js';
import type { Contacts } from '../../../../shared/schemas/contacts.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { get } from '../../../lib/http.js';

export const CONTACTS_URL = '/api/contacts';

/** The tenant's support e-mail and support hours (SPEC §9). */
export function fetchContacts(language: Language, signal?: AbortSignal): Promise<Contacts> {
  return get<Contacts>(CONTACTS_URL, { query: { language }, signal });
}

export function contactsQueryOptions(language: Language) {
  return queryOptions({
    // the page shows its own inline error with a retry
    meta: { quietErrors: true },
    queryKey: ['contacts', language] as const,
    queryFn: ({ signal }) => fetchContacts(language, signal),
    staleTime: 5 * 60_000,
  });
}

export function useContacts() {
  useTranslation();
  return useQuery(contactsQueryOptions(currentLanguage()));
}
