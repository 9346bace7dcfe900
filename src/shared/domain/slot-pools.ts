/*
 * Places of a race are sold from two pools (SPEC §8's booking codes): the adults' pool (the race's capacity)
 * and, when the race has one, a children's pool (children younger than 18 on race day). Without a
 * children's pool children take adults' places. Some children's races admit a child only with an
 * accompanying adult who runs too (`childrenNeedAdult`).
 *
 * `bookingProblem` decides, for one order, whether its participants can be booked; the server calls it
 * inside the transaction that holds the race's row lock, with the counts read under that lock, so the
 * answer cannot go stale before the places are taken (DESIGN §5).
 */

export const BOOKING_CODES = [
  'MYSELF_DONT_BUY_SLOTS',
  'MYSELF_DONT_EXIST_SLOTS',
  'ALREADY_SUBMITTED_SELECTED_PAYER',
  'ALREADY_SUBMITTED_MYSELF',
  'ALREADY_SUBMITTED_CHILDREN',
  'NO_CHILDREN_SLOTS',
] as const;
export type BookingCode = (typeof BOOKING_CODES)[number];

/** SPEC §8: someone other than the user or their children is registered already; the race is full. */
export type BookingProblem =
  { code: BookingCode } | { code: 'ALREADY_REGISTERED'; participant: number } | { code: 'LIMIT_REACHED' };

export interface Pool {
  /** null: no limit. */
  capacity: number | null;
  /** Places taken: confirmed registrations and holds that have not expired. */
  taken: number;
}

export interface RacePools {
  adults: Pool;
  /** null: children take adults' places. */
  children: Pool | null;
  childrenNeedAdult: boolean;
}

export interface BookedParticipant {
  /** The signed-in user themselves (participant option MY_SELF). */
  self: boolean;
  /** Younger than 18 on race day. */
  child: boolean;
  /** Holds a place in this race already (confirmed, or a hold that has not expired). */
  registered: boolean;
}

export interface BookingRequest {
  participants: readonly BookedParticipant[];
  /** The user is registered for this race already (whether or not they are in this order). */
  selfRegistered: boolean;
  /** The chosen payer has an order for this race still awaiting payment. */
  payerHasOpenOrder: boolean;
}

export function poolLeft(pool: Pool): number {
  return pool.capacity === null ? Number.POSITIVE_INFINITY : Math.max(0, pool.capacity - pool.taken);
}

/** Places the order takes from each pool. */
export function placesNeeded(pools: Pick<RacePools, 'children'>, participants: readonly BookedParticipant[]) {
  const children = participants.filter((p) => p.child).length;
  const adults = participants.length - children;
  return pools.children ? { adults, children } : { adults: adults + children, children: 0 };
}

/** The first reason the order cannot be booked, or null when every participant gets a place. */
export function bookingProblem(pools: RacePools, request: BookingRequest): BookingProblem | null {
  const { participants } = request;
  if (request.payerHasOpenOrder) return { code: 'ALREADY_SUBMITTED_SELECTED_PAYER' };
  if (participants.some((p) => p.self && p.registered)) return { code: 'ALREADY_SUBMITTED_MYSELF' };
  if (participants.some((p) => p.child && p.registered)) return { code: 'ALREADY_SUBMITTED_CHILDREN' };
  const other = participants.findIndex((p) => p.registered);
  if (other >= 0) return { code: 'ALREADY_REGISTERED', participant: other };

  const withChildren = participants.some((p) => p.child);
  const selfInOrder = participants.some((p) => p.self);
  if (pools.childrenNeedAdult && withChildren && !selfInOrder && !request.selfRegistered) {
    return { code: 'MYSELF_DONT_BUY_SLOTS' };
  }
  const needed = placesNeeded(pools, participants);
  if (pools.children && needed.children > poolLeft(pools.children)) return { code: 'NO_CHILDREN_SLOTS' };
  if (needed.adults > poolLeft(pools.adults)) {
    return selfInOrder ? { code: 'MYSELF_DONT_EXIST_SLOTS' } : { code: 'LIMIT_REACHED' };
  }
  return null;
}
