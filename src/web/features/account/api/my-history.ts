import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyOrder, MyRegistration, Training } from '../../../../shared/schemas/account.js';
import { get } from '../../../lib/http.js';
import { accountKeys } from './account-keys.js';

/* The account's read-only lists: registrations (own and relatives'), orders, training history. */

export interface MyRegistrations {
  upcoming: MyRegistration[];
  past: MyRegistration[];
}

export const MY_REGISTRATIONS_URL = '/api/account/registrations';
export const MY_ORDERS_URL = '/api/account/orders';
export const TRAINING_URL = '/api/account/training';

export function myRegistrationsQueryOptions() {
  return queryOptions({
    meta: { quietErrors: true },
    queryKey: accountKeys.registrations,
    queryFn: ({ signal }) => get<MyRegistrations>(MY_REGISTRATIONS_URL, { signal }),
  });
}

export function myOrdersQueryOptions() {
  return queryOptions({
    meta: { quietErrors: true },
    queryKey: accountKeys.orders,
    queryFn: ({ signal }) => get<{ items: MyOrder[] }>(MY_ORDERS_URL, { signal }),
  });
}

export function trainingQueryOptions() {
  return queryOptions({
    meta: { quietErrors: true },
    queryKey: accountKeys.training,
    queryFn: ({ signal }) => get<Training>(TRAINING_URL, { signal }),
  });
}

export const useMyRegistrations = () => useQuery(myRegistrationsQueryOptions());
export const useMyOrders = () => useQuery(myOrdersQueryOptions());
export const useTraining = () => useQuery(trainingQueryOptions());
