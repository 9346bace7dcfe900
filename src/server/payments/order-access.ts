import type { SignedInUser } from '../../shared/schemas/user.js';
import type { OrderRow, PaymentsRepo } from './payments.repo.js';

/*
 * Who besides its payer may act on an order (ADR 018, point 7): support (the Administrator role) any
 * order of the tenant; an organizer (the Organization role) the orders of events whose organizer has
 * their e-mail, until the organizer cabinet (issue 18) links accounts to organizers. To anyone else
 * somebody's order is answered as unknown (404), so that its number leaks nothing.
 */

export type StaffRole = 'support' | 'organizer';

/** The user's staff role, support first; null for a participant. */
export function staffRoleOf(user: Pick<SignedInUser, 'roles'>): StaffRole | null {
  if (user.roles.includes('Administrator')) return 'support';
  if (user.roles.includes('Organization')) return 'organizer';
  return null;
}

/** Whether staff of `role` may see `order`: support any, an organizer those of their own events. */
export async function staffMaySee(
  repo: Pick<PaymentsRepo, 'organizerEmailIs'>,
  user: Pick<SignedInUser, 'email'>,
  role: StaffRole,
  order: OrderRow,
): Promise<boolean> {
  return role === 'support' || repo.organizerEmailIs(order, user.email);
}
