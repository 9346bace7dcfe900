import type { RouteObject } from 'react-router';
import { meta } from './root.js';
import { screen } from './screen.js';

/**
 * The registration route with its payment and success children (SPEC §2) and a friend's entry, the same on every tenant,
 * inside the tenant's order layout; sign-in required. The flow reads its data in the browser (the server renders its skeleton).
 */
export function registerRoute(): RouteObject {
  return {
    id: 'register-event',
    path: ':eventCode/:raceCode/register',
    handle: meta({ layout: 'order', requiresAuth: true }),
    children: [
      {
        id: 'register-flow',
        index: true,
        lazy: screen('pages/register/register-page.tsx', 'RegisterPage'),
      },
      {
        // the payment step (SPEC §2): ?order=NUMBER
        id: 'register-payment',
        path: 'payment',
        lazy: screen('pages/register/register-payment-page.tsx', 'RegisterPaymentPage'),
      },
      {
        // the payment's result pages: checking, success, error, time expired (SPEC §2)
        id: 'register-success',
        path: 'success',
        lazy: screen('pages/register/register-success-page.tsx', 'RegisterSuccessPage'),
      },
      {
        // a friend's entry, opened from the invitation mail (?invitation=TOKEN)
        id: 'register-friend-entry',
        path: 'entry',
        lazy: screen('pages/register/friend-entry-page.tsx', 'FriendEntryPage'),
      },
    ],
  };
}

/**
 * The team join page (SPEC §2; issue 17), the same on every tenant, inside the tenant's order layout;
 * sign-in required. `?code=` fills the code in (the captain's link and QR code) and looks the team up.
 */
export function teamJoinRoute(): RouteObject {
  return {
    id: 'team-join',
    path: 'team/join',
    handle: meta({ layout: 'order', requiresAuth: true }),
    lazy: screen('pages/team/team-join-page.tsx', 'TeamJoinPage'),
  };
}

/**
 * The sandbox payment provider's hosted page (DESIGN §6), on every tenant, inside its order layout: the
 * payer chooses how a test payment ends. No sign-in: the provider's page is reached by its link alone.
 */
export function sandboxPaymentRoute(): RouteObject {
  return {
    id: 'sandbox-payment',
    path: 'payments/sandbox/:paymentId',
    handle: meta({ layout: 'order' }),
    lazy: screen('pages/payments/sandbox-payment-page.tsx', 'SandboxPaymentPage'),
  };
}
