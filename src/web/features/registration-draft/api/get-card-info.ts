import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CardInfo } from '../../../../shared/schemas/cart.js';
import { get } from '../../../lib/http.js';

export const CARD_INFO_URL = '/Register/ApiCardInfo';
export const CARD_INFO_KEY = ['registration-draft', 'card-info'] as const;

/** The signed-in user's cart: whether a registration was left unfinished, and which (SPEC §7). */
export function fetchCardInfo(signal?: AbortSignal): Promise<CardInfo> {
  return get<CardInfo>(CARD_INFO_URL, { signal });
}

/** Keyed by user, so that another account signing in on this browser never sees the previous draft. */
export function cardInfoQueryOptions(userId: string) {
  return queryOptions({
    // without the server's answer the notice falls back to the local draft; no error toast
    meta: { quietErrors: true },
    queryKey: [...CARD_INFO_KEY, userId] as const,
    queryFn: ({ signal }) => fetchCardInfo(signal),
    staleTime: 30_000,
  });
}

/** Asked only for a signed-in user (pass null for a visitor: no call). */
export function useCardInfo(userId: string | null) {
  return useQuery({ ...cardInfoQueryOptions(userId ?? ''), enabled: userId !== null });
}
