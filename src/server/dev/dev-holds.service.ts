import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { orders, registrations } from '../db/schema.js';
import { tenantTransaction } from '../db/tenant-transaction.js';
import { DomainError } from '../domain-error.js';
import { signedInUser, userIdOf, type RequestContext } from '../request-context.js';

/**
 * A developer's shortcut through the 20-minute payment window (dev tools only, never in production): the
 * signed-in user's order awaiting payment is made to have run out of time now, as if 20 minutes had
 * passed, so the expiry page and repeat payment can be tried by hand and in the end-to-end journeys. The
 * hold is moved, not marked: the app finds it expired as it would after the wait.
 */
export function createDevHoldsService(db: Db) {
  return {
    async expireHold(ctx: RequestContext, number: string): Promise<void> {
      const userId = userIdOf(signedInUser(ctx));
      const moved = await tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const past = sql`now() - interval '1 second'`;
        const [order] = await tx
          .update(orders)
          .set({ expiresAt: past })
          .where(
            and(
              eq(orders.tenantId, ctx.tenant.id),
              eq(orders.number, number),
              eq(orders.userId, userId),
              eq(orders.status, 'awaiting-payment'),
            ),
          )
          .returning({ id: orders.id });
        if (!order) return false;
        await tx
          .update(registrations)
          .set({ expiresAt: past })
          .where(
            and(
              eq(registrations.tenantId, ctx.tenant.id),
              eq(registrations.orderId, order.id),
              eq(registrations.status, 'pending'),
            ),
          );
        return true;
      });
      if (!moved) throw new DomainError('NOT_FOUND');
    },
  };
}
