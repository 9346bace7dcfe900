/*
 * The corporate cabinet's roles and what each may do (issue 19, ADR 031). One table: every /api/corp route
 * asks `canInCompany(role, action)` before it reads or writes anything, and a test walks every route with
 * every role and with none.
 *
 * - admin: the company's own account; everything, including the company's users and its requisites;
 * - manager: employees, bulk registrations and their payment, reports; sees the profile, edits nothing of it;
 * - support: the tenant's help desk (the Administrator role), every company of the tenant: sees everything,
 *   edits the profile and the users (it set the company up from a lead), registers and pays nothing.
 */

export const COMPANY_ROLES = ['admin', 'manager'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

/** A role in a company's cabinet: its members' roles, and support for the tenant's help desk. */
export type CompanyCabinetRole = CompanyRole | 'support';

export const COMPANY_ACTIONS = [
  'company.view',
  'company.edit',
  'users.manage',
  'employees.view',
  'employees.edit',
  'registrations.view',
  'registrations.create',
  'registrations.pay',
  'reports.view',
] as const;
export type CompanyAction = (typeof COMPANY_ACTIONS)[number];

const ALL: readonly CompanyCabinetRole[] = ['admin', 'manager', 'support'];

export const COMPANY_PERMISSIONS: Record<CompanyAction, readonly CompanyCabinetRole[]> = {
  'company.view': ALL,
  'company.edit': ['admin', 'support'],
  'users.manage': ['admin', 'support'],
  'employees.view': ALL,
  'employees.edit': ['admin', 'manager'],
  'registrations.view': ALL,
  'registrations.create': ['admin', 'manager'],
  'registrations.pay': ['admin', 'manager'],
  'reports.view': ALL,
};

/** Whether a role may take an action in a company's cabinet (no role: nothing). */
export function canInCompany(role: CompanyCabinetRole | null, action: CompanyAction): boolean {
  return role !== null && COMPANY_PERMISSIONS[action].includes(role);
}
