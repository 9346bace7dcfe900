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
        id: 'cabinet-entries',
        path: 'events/:code/entries',
        lazy: screen('pages/cabinet/cabinet-entries-page.tsx', 'CabinetEntriesPage'),
      },
      {
        id: 'cabinet-numbers',
        path: 'events/:code/numbers',
        lazy: screen('pages/cabinet/cabinet-numbers-page.tsx', 'CabinetNumbersPage'),
      },
      {
        id: 'cabinet-questions',
        path: 'events/:code/questions',
        lazy: screen('pages/cabinet/cabinet-questions-page.tsx', 'CabinetQuestionsPage'),
      },
    ],
  };
}
