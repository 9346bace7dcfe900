import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/shared-translation.js';
import type { Language } from '../../../../shared/constants.js';
import { EVENT_STATUSES, type EventStatus } from '../../../../shared/domain/event-status.js';
import type { CabinetEntries, CabinetEvents, CabinetMe } from '../../../../shared/schemas/cabinet.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { buildUrl, get } from '../../../lib/http.js';

/*
 * The organizer cabinet's calls (issue 18, shared/schemas/cabinet.ts). Only types come from the shared
 * schemas: zod stays out of the cabinet's first load.
 */

export const CABINET_EVENTS_PAGE_SIZE = 20;
/** How long typing pauses before a search box searches. */
export const SEARCH_DEBOUNCE_MS = 300;
export const CABINET_ENTRIES_PAGE_SIZE = 50;

export const cabinetKeys = {
  all: ['cabinet'] as const,
  me: ['cabinet', 'me'] as const,
  events: (q: string, status: EventStatus | null, language: Language) =>
    ['cabinet', 'events', q, status, language] as const,
  entries: (code: string, filters: EntriesFilters, language: Language) =>
    ['cabinet', 'entries', code, filters, language] as const,
};

/** GET /api/cabinet/me: the organizers the user works for; 403 when they have no cabinet role. */
export function cabinetMeQueryOptions() {
  return queryOptions({
    meta: { quietErrors: true },
    queryKey: cabinetKeys.me,
    queryFn: ({ signal }) => get<CabinetMe>('/api/cabinet/me', { signal }),
    staleTime: 60_000,
  });
}

export function useCabinetMe() {
  return useQuery(cabinetMeQueryOptions());
}

/** A lifecycle status from a URL's query (`?status=`); anything else is no filter (null). */
export function eventStatusOf(value: string | null): EventStatus | null {
  return (EVENT_STATUSES as readonly (string | null)[]).includes(value) ? (value as EventStatus) : null;
}

/**
 * GET /api/cabinet/events: the events the user may open, `q` searching them, `status` keeping one
 * lifecycle status (null: all), paged by cursor.
 */
export function cabinetEventsQueryOptions(q: string, status: EventStatus | null, language: Language) {
  return infiniteQueryOptions({
    meta: { quietErrors: true },
    queryKey: cabinetKeys.events(q, status, language),
    queryFn: ({ pageParam, signal }) =>
      get<CabinetEvents>('/api/cabinet/events', {
        query: {
          language,
          q: q || undefined,
          status: status ?? undefined,
          cursor: pageParam,
          limit: CABINET_EVENTS_PAGE_SIZE,
        },
        signal,
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useCabinetEvents(q: string, status: EventStatus | null) {
  useTranslation();
  return useInfiniteQuery(cabinetEventsQueryOptions(q, status, currentLanguage()));
}

/** The entries table's filters, as the page keeps them in its URL's query (`?race=&state=…`). */
export interface EntriesFilters {
  race?: string;
  state?: 'confirmed' | 'pending' | 'cancelled' | 'expired' | 'all';
  paid?: 'yes' | 'no';
  gender?: 'male' | 'female';
  q?: string;
}

export const ENTRIES_FILTER_KEYS = ['race', 'state', 'paid', 'gender', 'q'] as const;

const STATES: readonly string[] = ['confirmed', 'pending', 'cancelled', 'expired', 'all'];

/** The filters a URL's query holds; a value the API would refuse is left out. */
export function entriesFiltersOf(search: URLSearchParams): EntriesFilters {
  const value = (key: string) => search.get(key)?.trim() || undefined;
  const state = value('state');
  const paid = value('paid');
  const gender = value('gender');
  return {
    race: value('race'),
    state: state && STATES.includes(state) ? (state as EntriesFilters['state']) : undefined,
    paid: paid === 'yes' || paid === 'no' ? paid : undefined,
    gender: gender === 'male' || gender === 'female' ? gender : undefined,
    q: value('q')?.slice(0, 100),
  };
}

/** The filters as a URL query (empty ones left out), in a fixed order. */
export function entriesSearchOf(filters: EntriesFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of ENTRIES_FILTER_KEYS) {
    const value = filters[key];
    if (value) search.set(key, value);
  }
  return search;
}

export const entriesUrl = (code: string) => `/api/cabinet/events/${encodeURIComponent(code)}/entries`;

/** The CSV or XLSX export of the entries the filters select (the same query as the table's). */
export function entriesExportUrl(
  code: string,
  format: 'csv' | 'xlsx',
  filters: EntriesFilters,
  language: Language,
): string {
  return buildUrl(`${entriesUrl(code)}.${format}`, { language, ...filters });
}

/** GET /api/cabinet/events/:code/entries: a page of the event's entries, paged by cursor. */
export function cabinetEntriesQueryOptions(code: string, filters: EntriesFilters, language: Language) {
  return infiniteQueryOptions({
    meta: { quietErrors: true },
    queryKey: cabinetKeys.entries(code, filters, language),
    queryFn: ({ pageParam, signal }) =>
      get<CabinetEntries>(entriesUrl(code), {
        query: { language, ...filters, cursor: pageParam, limit: CABINET_ENTRIES_PAGE_SIZE },
        signal,
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useCabinetEntries(code: string, filters: EntriesFilters) {
  useTranslation();
  return useInfiniteQuery(cabinetEntriesQueryOptions(code, filters, currentLanguage()));
}
