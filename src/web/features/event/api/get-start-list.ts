import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/shared-translation.js';
import type { Language } from '../../../../shared/constants.js';
import type { EventDetail, StartList } from '../../../../shared/schemas/catalogue.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { get } from '../../../lib/http.js';

export const START_LIST_PAGE_SIZE = 100;

export interface StartListParams {
  code: string;
  race?: string;
  q?: string;
}

/** The start list a page shows: `?race=` (else the event's first race) and `?q=`. */
export function startListParams(
  event: Pick<EventDetail, 'code' | 'races'>,
  search: URLSearchParams,
): StartListParams {
  const race = search.get('race') ?? event.races[0]?.code ?? '';
  const q = search.get('q') ?? '';
  return { code: event.code, race: race || undefined, q: q || undefined };
}

export const startListUrl = (code: string) => `/api/event/${encodeURIComponent(code)}/startlist`;

/** One page of a race's start list; `cursor` is the numeric offset the previous page answered. */
export function fetchStartList(
  { code, race, q }: StartListParams,
  language: Language,
  cursor?: number,
  signal?: AbortSignal,
): Promise<StartList> {
  return get<StartList>(startListUrl(code), {
    query: { language, race, q: q || undefined, cursor, limit: START_LIST_PAGE_SIZE },
    signal,
  });
}

export function startListQueryOptions(params: StartListParams, language: Language) {
  return infiniteQueryOptions({
    meta: { quietErrors: true },
    queryKey: ['event', params.code, 'startlist', params.race ?? '', params.q ?? '', language] as const,
    queryFn: ({ pageParam, signal }) => fetchStartList(params, language, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 30_000,
  });
}

export function useStartList(params: StartListParams) {
  useTranslation();
  return useInfiniteQuery(startListQueryOptions(params, currentLanguage()));
}
