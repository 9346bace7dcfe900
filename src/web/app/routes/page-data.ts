import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { parseVacancyId, vacancyQueryOptions } from '../../features/careers/api/get-vacancy.js';
import { vacanciesQueryOptions } from '../../features/careers/api/list-vacancies.js';
import { campaignQueryOptions } from '../../features/campaign/api/get-campaign.js';
import { clubsQueryOptions } from '../../features/clubs/api/list-clubs.js';
import { contactsQueryOptions } from '../../features/contacts/api/get-contacts.js';
import { eventQueryOptions } from '../../features/event/api/get-event.js';
import { resultsParams, resultsQueryOptions } from '../../features/event/api/get-results.js';
import { startListParams, startListQueryOptions } from '../../features/event/api/get-start-list.js';
import { listFilterQueryOptions } from '../../features/events-list/api/get-list-filter.js';
import { eventsListQueryOptions } from '../../features/events-list/api/list-events.js';
import { isEventsTab, readFilters, readView } from '../../features/events-list/filter-params.js';
import type { FilterValues } from '../../features/events-list/filter-params.js';
import { liveCountQueryOptions } from '../../features/live-count/api/get-live-count.js';
import { eventsRatingQueryOptions } from '../../features/rating/api/get-events-rating.js';
import { seriesQueryOptions } from '../../features/series/api/get-series.js';
import { seriesListQueryOptions } from '../../features/series/api/list-series.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { isHttpError } from '../../lib/http.js';
import { HOME_SERIES_LIMIT, homeEventsQueryOptions } from '../../pages/home/home-queries.js';
import type { Language } from '../../../shared/constants.js';

/*
 * What each public page reads first, started by its route's loader. In the browser a loader only starts
 * the reads, while the screen's code still loads (the screen shows its skeleton until they answer). On
 * the server (`waitForData`) it waits for them: the page is rendered with its data, and that data travels
 * in the page (dehydrated) so the browser does not ask for it again (ADR 011).
 */

export interface RouteEnv {
  /**
   * The app's query client (the browser's one). The server builds a tenant's routes once and gives each
   * render's own client as the router's request context (`RouteContext`); with neither, loaders read nothing.
   */
  queryClient?: QueryClient;
  /** The server's render: loaders wait for their reads before the page renders. */
  waitForData?: boolean;
}

/**
 * What a loader answers: whether the page's own subject (an event, a series, a vacancy) does not exist;
 * `noStore` when the page shows what only this visitor may see (a draft event's preview for its
 * organizer's team): the server then sends it `private, no-store`.
 */
export interface PageData {
  notFound: boolean;
  noStore?: true;
}

/** What the server's static handler passes its loaders for one render (`query(request, { requestContext })`). */
export interface RouteContext {
  queryClient: QueryClient;
}

function clientOf(env: RouteEnv, args: LoaderFunctionArgs): QueryClient | undefined {
  return env.queryClient ?? (args.context as Partial<RouteContext> | undefined)?.queryClient;
}

type Read = (client: QueryClient) => Promise<void>;

interface Reads {
  reads: Read[];
  /** The query whose 404 makes the page a not-found page. */
  subject?: QueryKey;
  /** Whether what was read is this visitor's alone (PageData.noStore). */
  private?: (client: QueryClient) => boolean;
}

const one =
  <T extends { queryKey: QueryKey }>(options: T): Read =>
  (client) =>
    client.prefetchQuery(options as Parameters<QueryClient['prefetchQuery']>[0]);

const firstPage =
  (options: ReturnType<typeof eventsListQueryOptions>): Read =>
  (client) =>
    client.prefetchInfiniteQuery(options);

/** The events catalogue's first screen: the list's first page (the map loads in the browser) and its filters. */
function catalogue(request: Request, type: string | undefined, fixed: FilterValues = {}): Read[] {
  if (!isEventsTab(type)) return [];
  const search = new URL(request.url).searchParams;
  const language = currentLanguage();
  const reads = [one(listFilterQueryOptions(language, type))];
  if (readView(search) !== 'list') return reads;
  const filters = { ...readFilters(search), ...fixed };
  return [...reads, firstPage(eventsListQueryOptions({ type, language, filters }))];
}

function loader(env: RouteEnv, plan: (args: LoaderFunctionArgs, language: Language) => Reads) {
  return async (args: LoaderFunctionArgs): Promise<PageData | null> => {
    const client = clientOf(env, args);
    if (!client) return null;
    const { reads, subject, private: mine } = plan(args, currentLanguage());
    const started = Promise.all(reads.map((read) => read(client)));
    if (!env.waitForData) return null;
    await started;
    const error = subject ? client.getQueryState(subject)?.error : null;
    const notFound = isHttpError(error) && error.status === 404;
    return mine?.(client) ? { notFound, noStore: true } : { notFound };
  };
}

/** The loaders of the default tenant's public pages. */
export function pageDataLoaders(env: RouteEnv) {
  return {
    home: loader(env, (_, language) => ({
      reads: [
        one(homeEventsQueryOptions(language)),
        one(seriesListQueryOptions(language, HOME_SERIES_LIMIT)),
        one(liveCountQueryOptions()),
      ],
    })),
    events: loader(env, ({ params, request }) => ({ reads: catalogue(request, params['type']) })),
    event: loader(env, ({ params }, language) => {
      const options = eventQueryOptions(params['code'] ?? '', language);
      return {
        reads: [one(options)],
        subject: options.queryKey,
        // a draft answers its organizer's team alone (a preview): never kept by a shared cache
        private: (client) => client.getQueryData(options.queryKey)?.draft === true,
      };
    }),
    /**
     * The start list and results tabs: their table as the tab shows it by default, which depends on the
     * event's races. On the server only (the event is read once for both loaders); in the browser the
     * tab asks for its table itself, once the event is there.
     */
    eventTab: (tab: 'startlist' | 'results') => async (args: LoaderFunctionArgs) => {
      const { params, request } = args;
      const client = clientOf(env, args);
      if (!client || !env.waitForData) return null;
      const language = currentLanguage();
      const event = await client
        .fetchQuery(eventQueryOptions(params['code'] ?? '', language))
        .catch(() => null);
      if (!event) return null;
      const search = new URL(request.url).searchParams;
      if (tab === 'startlist') {
        await client.prefetchInfiniteQuery(startListQueryOptions(startListParams(event, search), language));
      } else {
        await client.prefetchQuery(resultsQueryOptions(resultsParams(event, search, language), language));
      }
      return null;
    },
    series: loader(env, ({ params }, language) => {
      const options = seriesQueryOptions(params['seriesCode'] ?? '', language);
      return { reads: [one(options)], subject: options.queryKey };
    }),
    seriesEvents: loader(env, ({ params, request }) => ({
      reads: catalogue(request, params['type'], { series: params['seriesCode'] ?? '' }),
    })),
    rating: loader(env, (_, language) => ({ reads: [one(eventsRatingQueryOptions(language))] })),
    contacts: loader(env, (_, language) => ({ reads: [one(contactsQueryOptions(language))] })),
    careers: loader(env, (_, language) => ({ reads: [one(vacanciesQueryOptions(language))] })),
    vacancy: loader(env, ({ params }, language) => {
      const id = parseVacancyId(params['id']);
      if (id === null) return { reads: [] };
      const options = vacancyQueryOptions(id, language);
      return { reads: [one(options)], subject: options.queryKey };
    }),
    corporate: loader(env, (_, language) => ({
      reads: [
        one(liveCountQueryOptions()),
        firstPage(eventsListQueryOptions({ type: 'future', filters: {}, language })),
      ],
    })),
    campaign: (code: string) =>
      loader(env, (_, language) => {
        const options = campaignQueryOptions(code, language);
        const events = eventsListQueryOptions({ type: 'future', filters: { campaign: code }, language });
        return { reads: [one(options), firstPage(events)], subject: options.queryKey };
      }),
    /** A page of upcoming events with fixed filters (the national programme). */
    upcoming: (filters: FilterValues) =>
      loader(env, (_, language) => ({
        reads: [firstPage(eventsListQueryOptions({ type: 'future', filters, language }))],
      })),
    clubs: loader(env, (_, language) => ({ reads: [one(clubsQueryOptions(language))] })),
  };
}

export type PageDataLoaders = ReturnType<typeof pageDataLoaders>;
