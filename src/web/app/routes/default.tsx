import type { RouteObject } from 'react-router';
import { StartlineDefaultLayout, StartlineOrderLayout } from '../layouts/startline-layouts.js';
import { meta, rootRoute } from './root.js';

const homePage = () => import('../../pages/home/home-page.js').then((m) => ({ Component: m.HomePage }));
const notFoundPage = () =>
  import('../../pages/not-found/not-found-page.js').then((m) => ({ Component: m.NotFoundPage }));

/**
 * The default tenant (SPEC §2). The registration and tax-deduction screens come with later issues; until
 * then a signed-in visitor sees the not-found page there (no events exist yet).
 */
export function defaultRoutes(): RouteObject[] {
  return rootRoute([
    {
      element: <StartlineDefaultLayout />,
      children: [
        { id: 'home', index: true, lazy: homePage, handle: meta({ layout: 'default' }) },
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
