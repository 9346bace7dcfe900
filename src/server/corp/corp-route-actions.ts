import type { CompanyAction } from '../../shared/domain/company-permissions.js';

/**
 * Every corporate cabinet route with the action it asks `companyFor` (company-access.ts) for; null: a
 * route of the user's own (their companies, an invitation) or of support only (checked by the service).
 * The permission walk calls each route the app has under /api/corp with every role and with none, and
 * fails on a route missing here.
 */
export const CORP_ROUTE_ACTIONS: Record<string, CompanyAction | null> = {
  // company, its users, support's companies and leads (company.routes.ts)
  'GET /api/corp/me': null,
  'GET /api/corp/companies/:companyId': 'company.view',
  'PUT /api/corp/companies/:companyId': 'company.edit',
  'POST /api/corp/companies/:companyId/contacts': 'company.edit',
  'PUT /api/corp/companies/:companyId/contacts/:contactId': 'company.edit',
  'DELETE /api/corp/companies/:companyId/contacts/:contactId': 'company.edit',
  'GET /api/corp/companies/:companyId/users': 'users.manage',
  'POST /api/corp/companies/:companyId/users': 'users.manage',
  'PUT /api/corp/companies/:companyId/users/:userId': 'users.manage',
  'DELETE /api/corp/companies/:companyId/users/:userId': 'users.manage',
  'DELETE /api/corp/companies/:companyId/invitations/:invitationId': 'users.manage',
  'GET /api/corp/invitations/:token': null,
  'POST /api/corp/invitations/:token/accept': null,
  'GET /api/corp/leads': null,
  'POST /api/corp/leads/:leadId/company': null,
  'POST /api/corp/companies': null,
  // employees (employees.routes.ts)
  'GET /api/corp/companies/:companyId/employees': 'employees.view',
  'POST /api/corp/companies/:companyId/employees': 'employees.edit',
  'PUT /api/corp/companies/:companyId/employees/:id': 'employees.edit',
  'DELETE /api/corp/companies/:companyId/employees/:id': 'employees.edit',
  'POST /api/corp/companies/:companyId/employees/:id/invite': 'employees.edit',
  'POST /api/corp/companies/:companyId/employees/invite': 'employees.edit',
  'POST /api/corp/companies/:companyId/employees/import/preview': 'employees.edit',
  'POST /api/corp/companies/:companyId/employees/import': 'employees.edit',
  'GET /api/corp/join/:token': null,
  'POST /api/corp/join/:token': null,
  'DELETE /api/corp/join/:token': null,
  'GET /api/corp/links': null,
  'DELETE /api/corp/links/:id': null,
  // bulk registrations and their payment (registrations.routes.ts)
  'GET /api/corp/companies/:companyId/registrations': 'registrations.view',
  'GET /api/corp/companies/:companyId/registrations/races': 'registrations.create',
  'GET /api/corp/companies/:companyId/registrations/races/:raceId': 'registrations.create',
  'POST /api/corp/companies/:companyId/registrations': 'registrations.create',
  'GET /api/corp/companies/:companyId/registrations/:number': 'registrations.view',
  'POST /api/corp/companies/:companyId/registrations/:number/pay': 'registrations.pay',
  'GET /api/corp/companies/:companyId/registrations/:number/invoice.pdf': 'registrations.view',
  'POST /api/corp/companies/:companyId/registrations/:number/places/:placeId/link': 'registrations.create',
  // reports (reports.routes.ts)
  'GET /api/corp/companies/:companyId/reports': 'reports.view',
  'GET /api/corp/companies/:companyId/reports/participants.csv': 'reports.view',
  'GET /api/corp/companies/:companyId/reports/participants.xlsx': 'reports.view',
  'GET /api/corp/companies/:companyId/reports/spend.csv': 'reports.view',
  'GET /api/corp/companies/:companyId/reports/spend.xlsx': 'reports.view',
};
