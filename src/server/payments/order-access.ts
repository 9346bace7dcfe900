import { can, type CabinetAction, type CabinetRole } from '../../shared/domain/cabinet-permissions.js';
import { cabinetRoleFor } from '../cabinet/cabinet-access.js';
import { DomainError } from '../domain-error.js';
import { signedInUser, userIdOf, type RequestContext } from '../request-context.js';
import type { OrderRow, PaymentsRepo } from './payments.repo.js';

/*
 * Who besides its payer may act on an order (ADR 018 point 7, ADR 022, ADR 026): the people of the
 * organizer cabinet of the order's event — its organizer's members by their role, the tenant's support for
 * any — each as the permission table allows (`orders.view` to read it, `orders.refund` to refund). To
 * anyone with no role there somebody's order is answered as unknown (404), so that its number leaks nothing.
 */

/** The user's cabinet role for the organizer of the order's event; null: none. */
export async function staffRoleOn(
  repo: Pick<PaymentsRepo, 'executor' | 'organizerIdOf'>,
  ctx: RequestContext,
  order: OrderRow,
): Promise<CabinetRole | null> {
  return cabinetRoleFor(repo.executor, ctx, await repo.organizerIdOf(order));
}

/**
 * The actor of a staff change of the order ('support:3', 'manager:12'), when the user may take `action` on
 * it. Their own order without the permission: 403; somebody else's without a role there: 404.
 */
export async function staffActorFor(
  repo: Pick<PaymentsRepo, 'executor' | 'organizerIdOf'>,
  ctx: RequestContext,
  order: OrderRow,
  action: CabinetAction,
): Promise<string> {
  const user = signedInUser(ctx);
  const role = await staffRoleOn(repo, ctx, order);
  if (can(role, action)) return `${role}:${user.id}`;
  throw new DomainError(role !== null || order.userId === userIdOf(user) ? 'FORBIDDEN' : 'NOT_FOUND');
}
