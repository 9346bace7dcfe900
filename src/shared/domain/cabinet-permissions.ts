/*
 * The organizer cabinet's roles and what each may do (issue 18, ADR 022; SPEC §6: organizer, operator,
 * support — "finer permission rules not shown", designed here as a race platform runs them). One table:
 * every cabinet route asks `can(role, action)` before it reads or writes anything, and a test walks every
 * route with every role and with none.
 *
 * - owner: the organizer's own account; everything, including who else works in the cabinet;
 * - manager: runs events and races, entries, numbers, results, questions and refunds; not the members;
 * - operator: the start-pack point on race day: finds participants, checks them in, registers offline;
 * - support: the tenant's help desk (the Administrator role), every organizer of the tenant: finds orders
 *   and participants, resends mails, refunds, answers questions; does not edit events or results.
 */

export const CABINET_ROLES = ['owner', 'manager', 'operator', 'support'] as const;
export type CabinetRole = (typeof CABINET_ROLES)[number];

/** The roles an organizer gives its own members (support comes with the account's Administrator role). */
export const MEMBER_ROLES = ['owner', 'manager', 'operator'] as const satisfies readonly CabinetRole[];
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const CABINET_ACTIONS = [
  'events.view',
  'events.edit',
  'entries.view',
  'entries.export',
  'entries.edit',
  'numbers.assign',
  'checkin',
  'checkin.undo',
  'results.import',
  'questions.answer',
  'orders.refund',
  'orders.view',
  'orders.resend',
  'reports.view',
  'members.manage',
  'requisites.view',
  'requisites.edit',
  'taxCertificates.view',
  'taxCertificates.reissue',
  'taxDeduction.listing',
] as const;
export type CabinetAction = (typeof CABINET_ACTIONS)[number];

const ALL: readonly CabinetRole[] = CABINET_ROLES;

export const PERMISSIONS: Record<CabinetAction, readonly CabinetRole[]> = {
  'events.view': ALL,
  'events.edit': ['owner', 'manager'],
  'entries.view': ALL,
  'entries.export': ['owner', 'manager', 'support'],
  'entries.edit': ['owner', 'manager', 'support'],
  'numbers.assign': ['owner', 'manager'],
  checkin: ['owner', 'manager', 'operator'],
  // a start pack marked given by mistake is taken back by the organizer's staff, not by the desk itself
  'checkin.undo': ['owner', 'manager'],
  'results.import': ['owner', 'manager'],
  'questions.answer': ['owner', 'manager', 'support'],
  'orders.refund': ['owner', 'manager', 'support'],
  // the support desk (ADR 026): find and open orders, send their mails again
  'orders.view': ['owner', 'manager', 'support'],
  'orders.resend': ['owner', 'manager', 'support'],
  'reports.view': ['owner', 'manager', 'support'],
  'members.manage': ['owner'],
  // the organizer's requisites (ADR 022 addendum): the account its invoices are paid into is the owner's to
  // change; managers see them (the event editor shows them), support too (payers ask about invoices)
  'requisites.view': ['owner', 'manager', 'support'],
  'requisites.edit': ['owner'],
  // certificates for the tax deduction (issue 19, ADR 030): the organizer's office and the help desk see
  // them and issue one anew (a runner asks either when a certificate went astray or a refund outdated it)
  'taxCertificates.view': ['owner', 'manager', 'support'],
  'taxCertificates.reissue': ['owner', 'manager', 'support'],
  // whether the organizer is on the Ministry of Sport's list (ADR 030): the platform's help desk checks the
  // official list and marks it; an organizer's own word does not make its certificates count
  'taxDeduction.listing': ['support'],
};

/** Whether a role may take an action (no role: nothing). */
export function can(role: CabinetRole | null, action: CabinetAction): boolean {
  return role !== null && PERMISSIONS[action].includes(role);
}
