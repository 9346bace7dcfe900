import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/shared-translation.js';
import type {
  CorpBooked,
  CorpBookingInput,
  CorpOrder,
  CorpOrders,
  CorpPaymentStarted,
  CorpPayMethod,
  CorpPlaceLink,
  CorpRaceChoice,
  CorpRaces,
} from '../../../shared/schemas/corp-registrations.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { get, post } from '../../lib/http.js';

/*
 * A company's bulk registrations in the corporate cabinet (issue 19 item 7,
 * shared/schemas/corp-registrations.ts); only types come from the schemas.
 */

export const registrationsPath = (companyId: number) => `/api/corp/companies/${companyId}/registrations`;

const keys = {
  all: (companyId: number) => ['corp', 'registrations', companyId] as const,
  order: (companyId: number, number: string) =>
    ['corp', 'registrations', companyId, 'order', number] as const,
};

/** GET …/registrations: the company's orders. */
export function useCorpOrders(companyId: number) {
  useTranslation();
  const language = currentLanguage();
  return useQuery(
    queryOptions({
      meta: { quietErrors: true },
      queryKey: [...keys.all(companyId), 'list', language] as const,
      queryFn: ({ signal }) => get<CorpOrders>(registrationsPath(companyId), { signal }),
    }),
  );
}

/** GET …/registrations/races?q=: races open for registration, matching a search. */
export function useCorpRaces(companyId: number, q: string) {
  useTranslation();
  const language = currentLanguage();
  return useQuery(
    queryOptions({
      meta: { quietErrors: true },
      queryKey: [...keys.all(companyId), 'races', q, language] as const,
      queryFn: ({ signal }) =>
        get<CorpRaces>(`${registrationsPath(companyId)}/races`, {
          query: { q: q || undefined },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET …/registrations/races/:raceId?q=: the race and the employees' verdicts (none chosen: idle). */
export function useCorpRaceChoice(companyId: number, raceId: number | null, q: string) {
  useTranslation();
  const language = currentLanguage();
  return useQuery(
    queryOptions({
      meta: { quietErrors: true },
      queryKey: [...keys.all(companyId), 'race', raceId, q, language] as const,
      queryFn: ({ signal }) =>
        get<CorpRaceChoice>(`${registrationsPath(companyId)}/races/${raceId}`, {
          query: { q: q || undefined },
          signal,
        }),
      enabled: raceId !== null,
      placeholderData: keepPreviousData,
    }),
  );
}

/** POST …/registrations: the booking. */
export function useBookPlaces(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CorpBookingInput) => post<CorpBooked>(registrationsPath(companyId), { body }),
    // booked or refused, the places and the employees' verdicts may have changed: read them again
    onSettled: () => client.invalidateQueries({ queryKey: keys.all(companyId) }),
  });
}

/** GET …/registrations/:number */
export function useCorpOrder(companyId: number, number: string) {
  useTranslation();
  const language = currentLanguage();
  return useQuery(
    queryOptions({
      meta: { quietErrors: true },
      queryKey: [...keys.order(companyId, number), language] as const,
      queryFn: ({ signal }) =>
        get<CorpOrder>(`${registrationsPath(companyId)}/${encodeURIComponent(number)}`, { signal }),
    }),
  );
}

/** POST …/registrations/:number/pay: where to go to pay (card), or the invoice made out (the order reloads). */
export function usePayCorpOrder(companyId: number, number: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (method: CorpPayMethod) =>
      post<CorpPaymentStarted>(`${registrationsPath(companyId)}/${encodeURIComponent(number)}/pay`, {
        body: { method },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: keys.order(companyId, number) }),
  });
}

/** POST …/places/:placeId/link: a new link for a place nobody has taken yet. */
export function useRelinkPlace(companyId: number, number: string) {
  return useMutation({
    mutationFn: (placeId: number) =>
      post<CorpPlaceLink>(
        `${registrationsPath(companyId)}/${encodeURIComponent(number)}/places/${placeId}/link`,
      ),
  });
}

/** Where the invoice's PDF downloads (the reader's session and language cookie open it). */
export const corpInvoiceUrl = (companyId: number, number: string) =>
  `${registrationsPath(companyId)}/${encodeURIComponent(number)}/invoice.pdf`;
