import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { clubsQueryOptions } from '../../features/clubs/api/list-clubs.js';
import { eventQueryOptions } from '../../features/event/api/get-event.js';
import { eventsListQueryOptions } from '../../features/events-list/api/list-events.js';
import { isEventsTab, readFilters, readView } from '../../features/events-list/filter-params.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { prefetchHomeData } from '../../pages/home/home-queries.js';

/**
 * Route loaders that start a page's first data request while its code chunk is still loading, instead of
 * after (Lighthouse showed `/api/event/…` starting ~400 ms late on a throttled phone). They never wait:
 * the page reads the same query from the cache, or fetches it itself when this did not run.
 */
export function pageDataLoaders(queryClient: QueryClient | undefined) {
  return {
    /** The home page's upcoming events and series. */
    home() {
      if (queryClient) prefetchHomeData(queryClient, currentLanguage());
      return null;
    },
    /** The clubs page's one list. */
    clubs() {
      if (queryClient) void queryClient.prefetchQuery(clubsQueryOptions(currentLanguage()));
      return null;
    },
    event({ params }: LoaderFunctionArgs) {
      if (queryClient && params['code']) {
        void queryClient.prefetchQuery(eventQueryOptions(params['code'], currentLanguage()));
      }
      return null;
    },
    events({ params, request }: LoaderFunctionArgs) {
      const search = new URL(request.url).searchParams;
      const type = params['type'];
      if (queryClient && isEventsTab(type) && readView(search) === 'list') {
        const options = eventsListQueryOptions({
          type,
          language: currentLanguage(),
          filters: readFilters(search),
        });
        void queryClient.prefetchInfiniteQuery(options);
      }
      return null;
    },
  };
}

export type PageDataLoaders = ReturnType<typeof pageDataLoaders>;
