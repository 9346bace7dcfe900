import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CardInfo } from '../../../../shared/schemas/cart.js';
import { post } from '../../../lib/http.js';
import { removeLocalDraft } from '../local-draft.js';
import { CARD_INFO_KEY } from './get-card-info.js';

export const CLEAR_CART_URL = '/Register/ApiClearCart';

const NO_DRAFT: CardInfo = { HasDraft: false, Draft: null };

/** Deletes the unfinished registration: the server's cart and draft (POST, no payload), then the local one. */
export function useClearDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => post<unknown>(CLEAR_CART_URL),
    onSuccess: () => {
      removeLocalDraft();
      queryClient.setQueriesData<CardInfo>({ queryKey: CARD_INFO_KEY }, NO_DRAFT);
    },
  });
}
