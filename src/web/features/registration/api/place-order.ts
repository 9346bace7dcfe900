import { useMutation } from '@tanstack/react-query';
import type {
  OrderPlaced,
  OrderRequest,
  RegistrationRefusal,
} from '../../../../shared/schemas/registration.js';
import type { StockShortage } from '../../../../shared/errors.js';
import { isHttpError, post } from '../../../lib/http.js';
import { registrationUrl } from './get-registration-context.js';

/** POST …/order: 201 with the order, 409 a refusal (SPEC §8 codes), 400 the entries' field messages. */
export function placeOrder(eventCode: string, raceCode: string, order: OrderRequest): Promise<OrderPlaced> {
  return post<OrderPlaced>(`${registrationUrl(eventCode, raceCode)}/order`, { body: order });
}

export function usePlaceOrder(eventCode: string, raceCode: string) {
  return useMutation({ mutationFn: (order: OrderRequest) => placeOrder(eventCode, raceCode, order) });
}

/** Why the order was refused, and whom it concerns (an index into the order's participants, or a key). */
export interface Refusal {
  code: RegistrationRefusal | string;
  participant: number | string | null;
  message: string;
  /** OUT_OF_STOCK: what is left of each item short. */
  stock: StockShortage[];
}

/** What a failed order call said: a refusal (409), field messages (400), or nothing we can place. */
export type OrderFailure =
  | { kind: 'refusal'; refusal: Refusal }
  | { kind: 'fields'; fields: Record<string, string>; message: string }
  | { kind: 'other' };

function isShortage(value: unknown): value is StockShortage {
  const item = record(value);
  return (
    typeof item?.itemId === 'number' &&
    (item.variantId === null || typeof item.variantId === 'number') &&
    typeof item.inStock === 'number'
  );
}

function record(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** Reads the answer both as `{ code, participant, message }` and as DESIGN §4's `{ error: { … } }`. */
export function orderFailureOf(error: unknown): OrderFailure {
  if (!isHttpError(error)) return { kind: 'other' };
  const outer = record(error.body);
  const body = record(outer?.error) ?? outer;
  if (!body) return { kind: 'other' };
  const message = typeof body.message === 'string' ? body.message : '';
  const fields = record(body.fields);
  if (error.status === 400 && fields) {
    const texts = Object.fromEntries(
      Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    return { kind: 'fields', fields: texts, message };
  }
  // 409: a refusal; 403: the race needs its access code first
  if ((error.status === 409 || error.status === 403) && typeof body.code === 'string') {
    const params = record(body.params);
    const raw = body.participant ?? params?.participant;
    const participant = typeof raw === 'number' || typeof raw === 'string' ? raw : null;
    const stock = Array.isArray(body.stock) ? body.stock.filter(isShortage) : [];
    return { kind: 'refusal', refusal: { code: body.code, participant, message, stock } };
  }
  return { kind: 'other' };
}
