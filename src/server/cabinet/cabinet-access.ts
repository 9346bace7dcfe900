import { can, type CabinetAction, type CabinetRole } from '../../shared/domain/cabinet-permissions.js';
import type { Executor } from '../db/client.js';
import { DomainError } from '../domain-error.js';
import { signedInUser, userIdOf, type RequestContext } from '../request-context.js';
import { createCabinetRepo, type CabinetEventRow } from './cabinet.repo.js';

/*
 * Who may do what in the organizer cabinet (ADR 022): every cabinet service asks here first. The role comes
 * from the user's membership of the event's organizer; the tenant's support (the Administrator role) has
 * the support role for every organizer of its tenant. Somebody with no role there gets 404 for the event,
 * the same as for one that does not exist (nothing tells them apart); a role without the permission: 403.
 */

/** The user's role in an organizer's cabinet: their membership, else support for the tenant's help desk. */
export async function cabinetRoleFor(
  executor: Executor,
  ctx: RequestContext,
  organizerId: number | null,
): Promise<CabinetRole | null> {
  const user = signedInUser(ctx);
  const member =
    organizerId === null
      ? null
      : await createCabinetRepo(executor, ctx.tenant.id).memberRole(userIdOf(user), organizerId);
  if (member) return member;
  return user.roles.includes('Administrator') ? 'support' : null;
}

/**
 * An organizer of the tenant the user may take `action` on, with their role there (404 / 403 otherwise,
 * as for an event). `lock`: the organizer's row is locked first, so the role is read after any change of
 * the members that held the lock before (two owners demoting each other: the second is no owner any more).
 */
export async function organizerFor(
  executor: Executor,
  ctx: RequestContext,
  organizerId: number,
  action: CabinetAction,
  options: { lock?: boolean } = {},
): Promise<{ organizer: { id: number; name: string }; role: CabinetRole }> {
  const organizer = await createCabinetRepo(executor, ctx.tenant.id).organizerById(
    organizerId,
    options.lock ?? false,
  );
  const role = organizer ? await cabinetRoleFor(executor, ctx, organizer.id) : null;
  if (!organizer || role === null) throw new DomainError('NOT_FOUND');
  if (!can(role, action)) throw new DomainError('FORBIDDEN');
  return { organizer, role };
}

/** An event of the tenant the user may take `action` on, with their role there (404 / 403 otherwise). */
export async function eventFor(
  executor: Executor,
  ctx: RequestContext,
  eventCode: string,
  action: CabinetAction,
): Promise<{ event: CabinetEventRow; role: CabinetRole }> {
  const event = await createCabinetRepo(executor, ctx.tenant.id).eventByCode(eventCode);
  const role = event ? await cabinetRoleFor(executor, ctx, event.organizerId) : null;
  if (!event || role === null) throw new DomainError('NOT_FOUND');
  if (!can(role, action)) throw new DomainError('FORBIDDEN');
  return { event, role };
}
