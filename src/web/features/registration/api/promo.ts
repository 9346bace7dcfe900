import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PromoApplied } from '../../../../shared/schemas/registration-options.js';
import { post } from '../../../lib/http.js';
import { registrationUrl } from './get-registration-context.js';
import { registrationKeys } from './registration-keys.js';

/** POST …/promo: whether a discount code applies to this race's order, and its effect (my-order step). */
export function useCheckPromo(eventCode: string, raceCode: string) {
  return useMutation({
    mutationFn: (code: string) =>
      post<PromoApplied>(`${registrationUrl(eventCode, raceCode)}/promo`, { body: { code } }),
  });
}

/** POST …/access: the promo-code gate; a right code opens the race, whose context is then read again. */
export function useGrantAccess(eventCode: string, raceCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      post<unknown>(`${registrationUrl(eventCode, raceCode)}/access`, { body: { code } }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: registrationKeys.context(eventCode, raceCode) }),
  });
}
