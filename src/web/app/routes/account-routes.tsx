import { redirect, type RouteObject } from 'react-router';
import { meta } from './root.js';

/*
 * Sign-in and the personal account (issue 4), on every tenant: the tenant's login link points at this app
 * (`links.loginUrl`, or this origin). Each page is its own lazily loaded chunk.
 */

const page =
  <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  () =>
    load().then((m) => ({ Component: m[name] }));

const loginPage = page(() => import('../../pages/login/login-page.js'), 'LoginPage');
const unlockPage = page(() => import('../../pages/login/unlock-page.js'), 'UnlockPage');
const signUpPage = page(() => import('../../pages/signup/signup-page.js'), 'SignUpPage');
const confirmEmailPage = page(() => import('../../pages/signup/confirm-email-page.js'), 'ConfirmEmailPage');
const forgotPasswordPage = page(
  () => import('../../pages/password/forgot-password-page.js'),
  'ForgotPasswordPage',
);
const resetPasswordPage = page(
  () => import('../../pages/password/reset-password-page.js'),
  'ResetPasswordPage',
);
const myAccountPage = page(() => import('../../pages/my-account/my-account-page.js'), 'MyAccountPage');
const registrationsPage = page(
  () => import('../../pages/my-account/my-registrations-page.js'),
  'MyRegistrationsPage',
);
const ordersPage = page(() => import('../../pages/my-account/my-orders-page.js'), 'MyOrdersPage');
const relativesPage = page(() => import('../../pages/my-account/relatives-page.js'), 'RelativesPage');
const confirmRelativePage = page(
  () => import('../../pages/my-account/confirm-relative-page.js'),
  'ConfirmRelativePage',
);
const profilePage = page(() => import('../../pages/my-account/profile-page.js'), 'ProfilePage');
const trainingPage = page(() => import('../../pages/my-account/training-page.js'), 'TrainingPage');

/** Routes for a tenant's default layout. */
export function accountRoutes(): RouteObject[] {
  const signedIn = meta({ layout: 'default', requiresAuth: true });
  return [
    { id: 'login', path: 'login', lazy: loginPage, handle: meta({ layout: 'default' }) },
    { id: 'login-unlock', path: 'login/unlock', lazy: unlockPage, handle: meta({ layout: 'default' }) },
    { id: 'signup', path: 'signup', lazy: signUpPage, handle: meta({ layout: 'default' }) },
    {
      id: 'signup-confirm',
      path: 'signup/confirm',
      lazy: confirmEmailPage,
      handle: meta({ layout: 'default' }),
    },
    {
      id: 'password-forgot',
      path: 'password/forgot',
      lazy: forgotPasswordPage,
      handle: meta({ layout: 'default' }),
    },
    {
      id: 'password-reset',
      path: 'password/reset',
      lazy: resetPasswordPage,
      handle: meta({ layout: 'default' }),
    },
    {
      id: 'my-account',
      path: 'MyAccount',
      lazy: myAccountPage,
      handle: signedIn,
      children: [
        { id: 'my-account-index', index: true, loader: () => redirect('/MyAccount/Registrations') },
        { id: 'my-registrations', path: 'Registrations', lazy: registrationsPage },
        { id: 'my-orders', path: 'Orders', lazy: ordersPage },
        { id: 'my-relatives', path: 'Relatives', lazy: relativesPage },
        { id: 'my-relatives-confirm', path: 'Relatives/confirm', lazy: confirmRelativePage },
        { id: 'my-profile', path: 'Profile', lazy: profilePage },
        { id: 'my-training', path: 'Training', lazy: trainingPage },
      ],
    },
  ];
}
