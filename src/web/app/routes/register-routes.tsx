import type { RouteObject } from 'react-router';
import { meta } from './root.js';
import { screen } from './screen.js';

/**
 * The registration route with its success child (SPEC §2) and a friend's entry, the same on every tenant,
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
