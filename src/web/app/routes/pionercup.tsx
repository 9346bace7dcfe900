import type { RouteObject } from 'react-router';
import { PionercupDefaultLayout, PionercupOrderLayout } from '../layouts/pionercup-layouts.js';
import { accountRoutes } from './account-routes.js';
import { registerRoute, sandboxPaymentRoute, teamJoinRoute } from './register-routes.js';
import { meta, rootRoute } from './root.js';
import { screen } from './screen.js';

const notFoundPage = screen('pages/not-found/pionercup-not-found-page.tsx', 'PionercupNotFoundPage');

/** pionercup (SPEC §2): only registration (with its payment
 * and success pages, and the sandbox provider's page) and its own not-found page, plus
 * sign-in and the personal account, which this app serves on every tenant (issue 4). */
export function pionercupRoutes(): RouteObject[] {
  return rootRoute([
    {
      element: <PionercupOrderLayout />,
      children: [registerRoute(), teamJoinRoute(), sandboxPaymentRoute()],
    },
    {
      element: <PionercupDefaultLayout />,
      children: [
        ...accountRoutes(),
        { id: 'not-found', path: '*', lazy: notFoundPage, handle: meta({ whiteBg: true, notFound: true }) },
      ],
    },
  ]);
}
