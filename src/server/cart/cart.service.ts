import type { CardInfo } from '../../shared/schemas/cart.js';
import { pick } from '../catalogue/cards.js';
import type { Db } from '../db/client.js';
import { tenantTransaction } from '../db/tenant-transaction.js';
import { createDraftsRepo } from '../registration/drafts.repo.js';
import { createRegistrationRepo } from '../registration/registration.repo.js';
import { userIdOf, type RequestContext } from '../request-context.js';

/**
 * The registration cart and its draft (SPEC §7 cart-info and clear-cart calls). Drafts belong to a
 * signed-in user (registration/drafts.repo.ts); a visitor has an empty cart and no draft.
 */
export function createCartService(db: Db) {
  return {
    async cardInfo(ctx: RequestContext): Promise<CardInfo> {
      if (!ctx.user) return { HasDraft: false, Draft: null };
      const userId = userIdOf(ctx.user);
      // read under the tenant's row-level security (ADR 014)
      const draft = await tenantTransaction(db, ctx.tenant.id, (tx) =>
        createDraftsRepo(tx, ctx.tenant.id).draftOf(userId),
      );
      if (!draft) return { HasDraft: false, Draft: null };
      const event = encodeURIComponent(draft.eventCode);
      return {
        HasDraft: true,
        Draft: {
          EventName: pick(ctx.language, draft.eventNameRu, draft.eventNameEn),
          EventUrl: `/event/${event}`,
          RegistrationUrl: `/${event}/${encodeURIComponent(draft.raceCode)}/register`,
        },
      };
    },

    /**
     * Clears the cart and the draft: the draft goes, and the user's orders awaiting payment are cancelled
     * with their holds freed, in one transaction. A visitor has nothing to clear.
     */
    async clearCart(ctx: RequestContext): Promise<{ success: true }> {
      const { user } = ctx;
      if (!user) return { success: true };
      await tenantTransaction(db, ctx.tenant.id, async (tx) => {
        await createDraftsRepo(tx, ctx.tenant.id).delete(userIdOf(user));
        await createRegistrationRepo(tx, ctx.tenant.id).cancelOpenOrdersOf(userIdOf(user));
      });
      return { success: true };
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
