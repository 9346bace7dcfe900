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
const aboutPage = () => import('../../pages/about/about-page.js').then((m) => ({ Component: m.AboutPage }));
const aboutOrganizersPage = () =>
  import('../../pages/about/about-organizers-page.js').then((m) => ({ Component: m.AboutOrganizersPage }));
const aboutParticipantsPage = () =>
  import('../../pages/about/about-participants-page.js').then((m) => ({
    Component: m.AboutParticipantsPage,
  }));
const contactsPage = () =>
  import('../../pages/contacts/contacts-page.js').then((m) => ({ Component: m.ContactsPage }));
const careersPage = () =>
  import('../../pages/careers/careers-page.js').then((m) => ({ Component: m.CareersPage }));
const vacancyPage = () =>
  import('../../pages/careers/vacancy-page.js').then((m) => ({ Component: m.VacancyPage }));
const corporatePage = () =>
  import('../../pages/corporate/corporate-page.js').then((m) => ({ Component: m.CorporatePage }));
const nbdPage = () => import('../../pages/nbd/nbd-page.js').then((m) => ({ Component: m.NbdPage }));
const ostrovokLayout = () =>
  import('../layouts/ostrovok-layout.js').then((m) => ({ Component: m.OstrovokLayout }));
const ostrovokPage = () =>
  import('../../pages/ostrovok/ostrovok-page.js').then((m) => ({ Component: m.OstrovokPage }));
const clubsPage = () => import('../../pages/clubs/clubs-page.js').then((m) => ({ Component: m.ClubsPage }));
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
        {
          id: 'home',
          index: true,
          loader: loaders.home,
          lazy: homePage,
          handle: meta({ layout: 'default' }),
        },
        ...accountRoutes(),
        {
          id: 'eventsRating',
          path: 'Home/EventsRating',
          lazy: eventsRatingPage,
          handle: meta({ layout: 'default' }),
        },
        {
          id: 'About',
          path: 'Home/About',
          lazy: aboutPage,
          handle: meta({ layout: 'default' }),
          children: [
            { id: 'aboutOrganizers', index: true, lazy: aboutOrganizersPage },
            { id: 'aboutParticipants', path: 'participants', lazy: aboutParticipantsPage },
          ],
        },
        { id: 'nbd', path: 'nbd', lazy: nbdPage, handle: meta({ layout: 'default' }) },
        { id: 'contacts', path: 'Contacts', lazy: contactsPage, handle: meta({ layout: 'default' }) },
        { id: 'careers', path: 'Careers', lazy: careersPage, handle: meta({ layout: 'default' }) },
        {
          id: 'careersDetailed',
          path: 'Careers/:id',
          lazy: vacancyPage,
          handle: meta({ layout: 'default' }),
        },
        {
          id: 'corporate',
          path: 'corp-client',
          lazy: corporatePage,
          handle: meta({ layout: 'default', whiteBg: true, corporateHeader: true }),
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
          id: 'clubs',
          path: 'clubs',
          loader: loaders.clubs,
          lazy: clubsPage,
          handle: meta({ layout: 'default' }),
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
      lazy: ostrovokLayout,
      children: [
        { id: 'ostrovok', path: 'ostrovok', lazy: ostrovokPage, handle: meta({ layout: 'ostrovok' }) },
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
