import type { QueryClient } from '@tanstack/react-query';
import { redirect, type RouteObject } from 'react-router';
import { StartlineDefaultLayout, StartlineOrderLayout } from '../layouts/startline-layouts.js';
import { accountRoutes } from './account-routes.js';
import { pageDataLoaders } from './prefetch.js';
import { meta, rootRoute } from './root.js';

const eventPage = () => import('../../pages/event/event-page.js').then((m) => ({ Component: m.EventPage }));
const eventOverviewPage = () =>
  import('../../pages/event/event-overview-page.js').then((m) => ({ Component: m.EventOverviewPage }));
const eventMembersPage = () =>
  import('../../pages/event/event-members-page.js').then((m) => ({ Component: m.EventMembersPage }));
const eventResultsPage = () =>
  import('../../pages/event/event-results-page.js').then((m) => ({ Component: m.EventResultsPage }));
const seriesPage = () =>
  import('../../pages/series/series-page.js').then((m) => ({ Component: m.SeriesPage }));
const seriesOverviewPage = () =>
  import('../../pages/series/series-overview-page.js').then((m) => ({ Component: m.SeriesOverviewPage }));
const seriesEventsPage = () =>
  import('../../pages/series/series-events-page.js').then((m) => ({ Component: m.SeriesEventsPage }));
const questionAnswerPage = () =>
  import('../../pages/question-answer/question-answer-page.js').then((m) => ({
    Component: m.QuestionAnswerPage,
  }));
const eventsRatingPage = () =>
  import('../../pages/events-rating/events-rating-page.js').then((m) => ({ Component: m.EventsRatingPage }));

const eventsPage = () =>
  import('../../pages/events/events-page.js').then((m) => ({ Component: m.EventsPage }));
const homePage = () => import('../../pages/home/home-page.js').then((m) => ({ Component: m.HomePage }));
const notFoundPage = () =>
  import('../../pages/not-found/not-found-page.js').then((m) => ({ Component: m.NotFoundPage }));

/**
 * The default tenant (SPEC §2). The registration and tax-deduction screens come with later issues; until
 * then a signed-in visitor sees the not-found page there (no events exist yet).
 */
export function defaultRoutes(queryClient?: QueryClient): RouteObject[] {
  const loaders = pageDataLoaders(queryClient);
  return rootRoute([
    {
      element: <StartlineDefaultLayout />,
      children: [
        { id: 'home', index: true, lazy: homePage, handle: meta({ layout: 'default' }) },
        ...accountRoutes(),
        {
          id: 'eventsRating',
          path: 'Home/EventsRating',
          lazy: eventsRatingPage,
          handle: meta({ layout: 'default' }),
        },
        {
          id: 'eventsRedirect',
          path: 'events',
          loader: ({ request }) => redirect(`/events/future${new URL(request.url).search}`),
        },
        {
          id: 'events',
          path: 'events/:type',
          loader: loaders.events,
          lazy: eventsPage,
          handle: meta({ layout: 'default' }),
        },
        {
          id: 'event',
          path: 'event/:code',
          loader: loaders.event,
          lazy: eventPage,
          handle: meta({ layout: 'default' }),
          children: [
            { id: 'eventOverview', index: true, lazy: eventOverviewPage },
            { id: 'eventMembers', path: 'startlist', lazy: eventMembersPage },
            { id: 'eventResults', path: 'results', lazy: eventResultsPage },
          ],
        },
        {
          id: 'question-answer',
          path: 'questions/answer',
          lazy: questionAnswerPage,
          handle: meta({ layout: 'default' }),
        },
        {
          id: 'series',
          path: 'series/:seriesCode',
          lazy: seriesPage,
          handle: meta({ layout: 'default' }),
          children: [
            { id: 'seriesOverview', index: true, lazy: seriesOverviewPage },
            {
              id: 'seriesEventsRedirect',
              path: 'events',
              loader: ({ params, request }) =>
                redirect(
                  `/series/${encodeURIComponent(params.seriesCode ?? '')}/events/future${new URL(request.url).search}`,
                ),
            },
            { id: 'seriesEvents', path: 'events/:type', lazy: seriesEventsPage },
          ],
        },
        {
          id: 'tax-deduction',
          path: 'tax-deduction',
          lazy: notFoundPage,
          handle: meta({ layout: 'tax-deduction', requiresAuth: true }),
        },
        { id: 'not-found', path: '404', lazy: notFoundPage, handle: meta({ whiteBg: true }) },
        { id: 'not-found-catch-all', path: '*', lazy: notFoundPage, handle: meta({ whiteBg: true }) },
      ],
    },
    {
      element: <StartlineOrderLayout />,
      children: [
        {
          id: 'register-event',
          path: ':eventCode/:raceCode/register',
          lazy: notFoundPage,
          handle: meta({ layout: 'order', requiresAuth: true }),
          children: [{ id: 'register-success', path: 'success', lazy: notFoundPage }],
        },
      ],
    },
  ]);
}
