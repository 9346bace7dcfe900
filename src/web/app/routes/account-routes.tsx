import { redirect, type RouteObject } from 'react-router';
import { meta } from './root.js';
import { screen } from './screen.js';

/*
 * Sign-in and the personal account (issue 4), on every tenant: the tenant's login link points at this app
 * (`links.loginUrl`, or this origin). Each page is its own lazily loaded chunk.
 */

/** A public page of the default layout: its id, path, screen module and component. */
function page(id: string, path: string, file: string, name: string): RouteObject {
  return { id, path, lazy: screen(file, name), handle: meta({ layout: 'default' }) };
}

/** Routes for a tenant's default layout. */
export function accountRoutes(): RouteObject[] {
  const signedIn = meta({ layout: 'default', requiresAuth: true });
  return [
    page('login', 'login', 'pages/login/login-page.tsx', 'LoginPage'),
    page('login-unlock', 'login/unlock', 'pages/login/unlock-page.tsx', 'UnlockPage'),
    page('signup', 'signup', 'pages/signup/signup-page.tsx', 'SignUpPage'),
    page('signup-confirm', 'signup/confirm', 'pages/signup/confirm-email-page.tsx', 'ConfirmEmailPage'),
    page(
      'password-forgot',
      'password/forgot',
      'pages/password/forgot-password-page.tsx',
      'ForgotPasswordPage',
    ),
    page('password-reset', 'password/reset', 'pages/password/reset-password-page.tsx', 'ResetPasswordPage'),
    {
      id: 'my-account',
      path: 'MyAccount',
      lazy: screen('pages/my-account/my-account-page.tsx', 'MyAccountPage'),
      handle: signedIn,
      children: [
        { id: 'my-account-index', index: true, loader: () => redirect('/MyAccount/Registrations') },
        {
          id: 'my-registrations',
          path: 'Registrations',
          lazy: screen('pages/my-account/my-registrations-page.tsx', 'MyRegistrationsPage'),
        },
        {
          id: 'my-orders',
          path: 'Orders',
          lazy: screen('pages/my-account/my-orders-page.tsx', 'MyOrdersPage'),
        },
        {
          id: 'my-teams',
          path: 'Teams',
          lazy: screen('pages/my-account/my-teams-page.tsx', 'MyTeamsPage'),
        },
        {
          id: 'my-relatives',
          path: 'Relatives',
          lazy: screen('pages/my-account/relatives-page.tsx', 'RelativesPage'),
        },
        {
          id: 'my-relatives-confirm',
          path: 'Relatives/confirm',
          lazy: screen('pages/my-account/confirm-relative-page.tsx', 'ConfirmRelativePage'),
        },
        {
          id: 'my-profile',
          path: 'Profile',
          lazy: screen('pages/my-account/profile-page.tsx', 'ProfilePage'),
        },
        {
          id: 'my-training',
          path: 'Training',
          lazy: screen('pages/my-account/training-page.tsx', 'TrainingPage'),
        },
      ],
    },
  ];
}
