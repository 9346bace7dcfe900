import { redirect, type RouteObject } from 'react-router';
import { StartlineDefaultLayout, StartlineOrderLayout } from '../layouts/startline-layouts.js';
import { OSTROVOK_CAMPAIGN } from '../../features/campaign/campaigns.js';
import { NATIONAL_EVENTS } from '../../features/events-list/national-events.js';
import { accountRoutes } from './account-routes.js';
import { cabinetRoute } from './cabinet-routes.js';
import { corpInvitationRoute, corpJoinRoute, corpRoute } from './corp-routes.js';
import { registerRoute, sandboxPaymentRoute, teamJoinRoute } from './register-routes.js';
import { pageDataLoaders, type RouteEnv } from './page-data.js';
import { clubsHead, eventHead, seriesHead, taxDeductionHead } from './page-heads.js';
import { screen } from './screen.js';
import { meta, rootRoute } from './root.js';

/** The default tenant (SPEC §2). */
export function defaultRoutes(env: RouteEnv = {}): RouteObject[] {
  const loaders = pageDataLoaders(env);
  const notFoundPage = screen('pages/not-found/not-found-page.tsx', 'NotFoundPage');
  return rootRoute([
    {
      element: <StartlineDefaultLayout />,
      children: [
        {
          id: 'home',
          index: true,
          loader: loaders.home,
          lazy: screen('pages/home/home-page.tsx', 'HomePage'),
          handle: meta({ layout: 'default' }),
        },
        ...accountRoutes(),
        cabinetRoute(),
        corpRoute(),
        corpInvitationRoute(),
        corpJoinRoute(),
        {
          id: 'eventsRating',
          path: 'Home/EventsRating',
          loader: loaders.rating,
          lazy: screen('pages/events-rating/events-rating-page.tsx', 'EventsRatingPage'),
          handle: meta({ layout: 'default' }),
        },
        {
          id: 'About',
          path: 'Home/About',
          lazy: screen('pages/about/about-page.tsx', 'AboutPage'),
          handle: meta({ layout: 'default' }),
          children: [
            {
              id: 'aboutOrganizers',
              index: true,
              lazy: screen('pages/about/about-organizers-page.tsx', 'AboutOrganizersPage'),
            },
            {
              id: 'aboutParticipants',
              path: 'participants',
              lazy: screen('pages/about/about-participants-page.tsx', 'AboutParticipantsPage'),
            },
          ],
        },
        {
          id: 'nbd',
          path: 'nbd',
          loader: loaders.upcoming(NATIONAL_EVENTS),
          lazy: screen('pages/nbd/nbd-page.tsx', 'NbdPage'),
          handle: meta({ layout: 'default' }),
        },
        {
          id: 'contacts',
          path: 'Contacts',
          loader: loaders.contacts,
          lazy: screen('pages/contacts/contacts-page.tsx', 'ContactsPage'),
          handle: meta({ layout: 'default' }),
        },
        {
          id: 'careers',
          path: 'Careers',
          loader: loaders.careers,
          lazy: screen('pages/careers/careers-page.tsx', 'CareersPage'),
          handle: meta({ layout: 'default' }),
        },
        {
          id: 'careersDetailed',
          path: 'Careers/:id',
          loader: loaders.vacancy,
          lazy: screen('pages/careers/vacancy-page.tsx', 'VacancyPage'),
          handle: meta({ layout: 'default' }),
        },
        {
          id: 'corporate',
          path: 'corp-client',
          loader: loaders.corporate,
          lazy: screen('pages/corporate/corporate-page.tsx', 'CorporatePage'),
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
          lazy: screen('pages/events/events-page.tsx', 'EventsPage'),
          handle: meta({ layout: 'default' }),
        },
        {
          id: 'event',
          path: 'event/:code',
          loader: loaders.event,
          lazy: screen('pages/event/event-page.tsx', 'EventPage'),
          handle: meta({ layout: 'default', head: eventHead }),
          children: [
            {
              id: 'eventOverview',
              index: true,
              lazy: screen('pages/event/event-overview-page.tsx', 'EventOverviewPage'),
            },
            {
              id: 'eventMembers',
              path: 'startlist',
              loader: loaders.eventTab('startlist'),
              lazy: screen('pages/event/event-members-page.tsx', 'EventMembersPage'),
            },
            {
              id: 'eventResults',
              path: 'results',
              loader: loaders.eventTab('results'),
              lazy: screen('pages/event/event-results-page.tsx', 'EventResultsPage'),
            },
          ],
        },
        {
          id: 'clubs',
          path: 'clubs',
          loader: loaders.clubs,
          lazy: screen('pages/clubs/clubs-page.tsx', 'ClubsPage'),
          handle: meta({ layout: 'default', head: clubsHead }),
        },
        {
          id: 'question-answer',
          path: 'questions/answer',
          lazy: screen('pages/question-answer/question-answer-page.tsx', 'QuestionAnswerPage'),
          handle: meta({ layout: 'default' }),
        },
        {
          id: 'series',
          path: 'series/:seriesCode',
          loader: loaders.series,
          lazy: screen('pages/series/series-page.tsx', 'SeriesPage'),
          handle: meta({ layout: 'default', head: seriesHead }),
          children: [
            {
              id: 'seriesOverview',
              index: true,
              lazy: screen('pages/series/series-overview-page.tsx', 'SeriesOverviewPage'),
            },
            {
              id: 'seriesEventsRedirect',
              path: 'events',
              loader: ({ params, request }) =>
                redirect(
                  `/series/${encodeURIComponent(params.seriesCode ?? '')}/events/future${new URL(request.url).search}`,
                ),
            },
            {
              id: 'seriesEvents',
              path: 'events/:type',
              loader: loaders.seriesEvents,
              lazy: screen('pages/series/series-events-page.tsx', 'SeriesEventsPage'),
            },
          ],
        },
        {
          id: 'tax-deduction',
          path: 'tax-deduction',
          lazy: screen('pages/tax-deduction/tax-deduction-page.tsx', 'TaxDeductionPage'),
          handle: meta({ layout: 'tax-deduction', requiresAuth: true, head: taxDeductionHead }),
        },
        { id: 'not-found', path: '404', lazy: notFoundPage, handle: meta({ whiteBg: true, notFound: true }) },
        {
          id: 'not-found-catch-all',
          path: '*',
          lazy: notFoundPage,
          handle: meta({ whiteBg: true, notFound: true }),
        },
      ],
    },
    {
      lazy: screen('app/layouts/ostrovok-layout.tsx', 'OstrovokLayout'),
      children: [
        {
          id: 'ostrovok',
          path: 'ostrovok',
          loader: loaders.campaign(OSTROVOK_CAMPAIGN),
          lazy: screen('pages/ostrovok/ostrovok-page.tsx', 'OstrovokPage'),
          handle: meta({ layout: 'ostrovok' }),
        },
      ],
    },
    {
      element: <StartlineOrderLayout />,
      children: [registerRoute(), teamJoinRoute(), sandboxPaymentRoute()],
    },
  ]);
}
