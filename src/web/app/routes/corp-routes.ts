import type { RouteObject } from 'react-router';
import { meta } from './root.js';
import { screen } from './screen.js';

/*
 * The corporate cabinet (issue 19, ADR 031) of the default tenant: signed-in users only. The frame asks
 * /api/corp/me for the user's companies; without one it says the cabinet is for companies.
 */
export function corpRoute(): RouteObject {
  return {
    id: 'corp',
    path: 'corp',
    lazy: screen('pages/corp/corp-page.tsx', 'CorpPage'),
    handle: meta({ layout: 'default', requiresAuth: true }),
    children: [
      // company, its users, support's companies and leads
      {
        id: 'corp-home',
        index: true,
        lazy: screen('pages/corp/corp-home-page.tsx', 'CorpHomePage'),
      },
      {
        id: 'corp-company',
        path: 'company',
        lazy: screen('pages/corp/corp-company-page.tsx', 'CorpCompanyPage'),
      },
      {
        id: 'corp-users',
        path: 'users',
        lazy: screen('pages/corp/corp-users-page.tsx', 'CorpUsersPage'),
      },
      {
        id: 'corp-support',
        path: 'support',
        lazy: screen('pages/corp/corp-support-page.tsx', 'CorpSupportPage'),
      },
      // employees
      {
        id: 'corp-employees',
        path: 'employees',
        lazy: screen('pages/corp/corp-employees-page.tsx', 'CorpEmployeesPage'),
      },
      // bulk registrations
      {
        id: 'corp-registrations',
        path: 'registrations',
        lazy: screen('pages/corp/corp-registrations-page.tsx', 'CorpRegistrationsPage'),
      },
      {
        id: 'corp-registrations-new',
        path: 'registrations/new',
        lazy: screen('pages/corp/corp-registrations-new-page.tsx', 'CorpRegistrationsNewPage'),
      },
      {
        id: 'corp-registrations-order',
        path: 'registrations/:number',
        lazy: screen('pages/corp/corp-registrations-order-page.tsx', 'CorpRegistrationsOrderPage'),
      },
      // reports
      {
        id: 'corp-reports',
        path: 'reports',
        lazy: screen('pages/corp/corp-reports-page.tsx', 'CorpReportsPage'),
      },
    ],
  };
}

/**
 * A company's invitation by its mailed link (issue 19 item 5): signed-in users only (the sign-in or sign-up
 * comes back here), outside the frame, since the invited person has no company yet.
 */
export function corpInvitationRoute(): RouteObject {
  return {
    id: 'corp-invitation',
    path: 'corp/invitations/:token',
    lazy: screen('pages/corp/corp-invitation-page.tsx', 'CorpInvitationPage'),
    handle: meta({ layout: 'default', requiresAuth: true }),
  };
}

/**
 * An employee's invitation to link their account (issue 19 item 6, ADR 031 point 5): signed-in users only
 * (the sign-in or sign-up comes back here), outside the frame: the employee has no role in the company.
 * The same page lists the companies that see the user's profile, each with "withdraw consent".
 */
export function corpJoinRoute(): RouteObject {
  return {
    id: 'corp-join',
    path: 'corp/join/:token',
    lazy: screen('pages/corp/employee-invitation-page.tsx', 'EmployeeInvitationPage'),
    handle: meta({ layout: 'default', requiresAuth: true }),
  };
}
