import type { CardInfo } from '../../shared/schemas/cart.js';
import type { RequestContext } from '../request-context.js';

/**
 * The registration cart and its draft (SPEC §7 cart-info and clear-cart calls). Drafts belong to a
 * signed-in user; until sign-in and registration exist every caller has an empty cart and no draft.
 */
export function createCartService() {
  return {
    async cardInfo(_ctx: RequestContext): Promise<CardInfo> {
      return { HasDraft: false, Draft: null };
    },

    /** Clears the cart and the draft; a visitor has nothing to clear. */
    async clearCart(_ctx: RequestContext): Promise<{ success: true }> {
      return { success: true };
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
