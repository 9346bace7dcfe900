import type { RouteObject } from 'react-router';
import { FontankaDefaultLayout, FontankaOrderLayout } from '../layouts/fontanka-layouts.js';
import { accountRoutes } from './account-routes.js';
import { registerRoute, sandboxPaymentRoute, teamJoinRoute } from './register-routes.js';
import { meta, rootRoute } from './root.js';
import { screen } from './screen.js';

const notFoundPage = screen('pages/not-found/fontanka-not-found-page.tsx', 'FontankaNotFoundPage');

/** fontanka (SPEC §2): only registration (with its payment
 * and success pages, and the sandbox provider's page) and its own not-found page, plus
 * sign-in and the personal account, which this app serves on every tenant (issue 4). */
export function fontankaRoutes(): RouteObject[] {
  return rootRoute([
    {
      element: <FontankaOrderLayout />,
      children: [registerRoute(), teamJoinRoute(), sandboxPaymentRoute()],
    },
    {
      element: <FontankaDefaultLayout />,
      children: [
        ...accountRoutes(),
        { id: 'not-found', path: '*', lazy: notFoundPage, handle: meta({ whiteBg: true, notFound: true }) },
      ],
    },
  ]);
}
