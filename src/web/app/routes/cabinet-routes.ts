import type { RouteObject } from 'react-router';
import { meta } from './root.js';
import { screen } from './screen.js';

/*
 * The organizer cabinet (issue 18, ADR 022) of the default tenant: signed-in users only. The frame asks
 * /api/cabinet/me; without a cabinet role it says the cabinet is for organizers instead of its section.
 */
export function cabinetRoute(): RouteObject {
  return {
    id: 'cabinet',
    path: 'cabinet',
    lazy: screen('pages/cabinet/cabinet-page.tsx', 'CabinetPage'),
    handle: meta({ layout: 'default', requiresAuth: true }),
    children: [
      {
        id: 'cabinet-home',
        index: true,
        lazy: screen('pages/cabinet/cabinet-home-page.tsx', 'CabinetHomePage'),
      },
      {
        id: 'cabinet-event-new',
        path: 'events/new',
        lazy: screen('pages/cabinet/cabinet-event-new-page.tsx', 'CabinetEventNewPage'),
      },
      {
        id: 'cabinet-event-edit',
        path: 'events/:code/edit',
        lazy: screen('pages/cabinet/cabinet-event-edit-page.tsx', 'CabinetEventEditPage'),
      },
      {
        id: 'cabinet-entries',
        path: 'events/:code/entries',
        lazy: screen('pages/cabinet/cabinet-entries-page.tsx', 'CabinetEntriesPage'),
      },
      {
        id: 'cabinet-entry',
        path: 'events/:code/entries/:id',
        lazy: screen('pages/cabinet/cabinet-entry-page.tsx', 'CabinetEntryPage'),
      },
      {
        id: 'cabinet-support',
        path: 'support',
        lazy: screen('pages/cabinet/cabinet-support-page.tsx', 'CabinetSupportPage'),
      },
      {
        id: 'cabinet-support-order',
        path: 'support/orders/:number',
        lazy: screen('pages/cabinet/cabinet-support-order-page.tsx', 'CabinetSupportOrderPage'),
      },
      {
        id: 'cabinet-numbers',
        path: 'events/:code/numbers',
        lazy: screen('pages/cabinet/cabinet-numbers-page.tsx', 'CabinetNumbersPage'),
      },
      {
        id: 'cabinet-races',
        path: 'events/:code/races',
        lazy: screen('pages/cabinet/cabinet-races-page.tsx', 'CabinetRacesPage'),
      },
      {
        id: 'cabinet-race-new',
        path: 'events/:code/races/new',
        lazy: screen('pages/cabinet/cabinet-race-editor-page.tsx', 'CabinetRaceNewPage'),
      },
      {
        id: 'cabinet-race-edit',
        path: 'events/:code/races/:race/edit',
        lazy: screen('pages/cabinet/cabinet-race-editor-page.tsx', 'CabinetRaceEditPage'),
      },
      {
        id: 'cabinet-checkin',
        path: 'events/:code/checkin',
        lazy: screen('pages/cabinet/cabinet-checkin-page.tsx', 'CabinetCheckinPage'),
      },
      {
        id: 'cabinet-results',
        path: 'events/:code/results',
        lazy: screen('pages/cabinet/cabinet-results-page.tsx', 'CabinetResultsPage'),
      },
      {
        id: 'cabinet-questions',
        path: 'events/:code/questions',
        lazy: screen('pages/cabinet/cabinet-questions-page.tsx', 'CabinetQuestionsPage'),
      },
      {
        id: 'cabinet-reports',
        path: 'events/:code/reports',
        lazy: screen('pages/cabinet/cabinet-reports-page.tsx', 'CabinetReportsPage'),
      },
      {
        id: 'cabinet-members',
        path: 'organizers/:id/members',
        lazy: screen('pages/cabinet/cabinet-members-page.tsx', 'CabinetMembersPage'),
      },
      {
        id: 'cabinet-tax-overview',
        path: 'tax-certificates',
        lazy: screen('pages/cabinet/cabinet-tax-certificates-page.tsx', 'CabinetTaxOverviewPage'),
      },
      {
        id: 'cabinet-tax-certificates',
        path: 'organizers/:id/tax-certificates',
        lazy: screen('pages/cabinet/cabinet-tax-certificates-page.tsx', 'CabinetTaxCertificatesPage'),
      },
      {
        id: 'cabinet-organizer',
        path: 'organizers/:id',
        lazy: screen('pages/cabinet/cabinet-organizer-page.tsx', 'CabinetOrganizerPage'),
      },
    ],
  };
}
