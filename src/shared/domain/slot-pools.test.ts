import { describe, expect, it } from 'vitest';
import { bookingProblem, placesNeeded, type BookedParticipant, type RacePools } from './slot-pools.js';

const me: BookedParticipant = { self: true, child: false, registered: false };
const kid: BookedParticipant = { self: false, child: true, registered: false };
const friend: BookedParticipant = { self: false, child: false, registered: false };
const pools: RacePools = {
  adults: { capacity: 100, taken: 98 },
  children: { capacity: 10, taken: 9 },
  childrenNeedAdult: false,
};
const request = { selfRegistered: false, payerHasOpenOrder: false };

describe('slot pools', () => {
  it('books adults from the adults’ pool and children from theirs', () => {
    expect(placesNeeded(pools, [me, kid, friend])).toEqual({ adults: 2, children: 1 });
    expect(bookingProblem(pools, { ...request, participants: [me, kid, friend] })).toBeNull();
  });
  it('books children from the adults’ pool when the race has no children’s pool', () => {
    const shared = { ...pools, children: null };
    expect(placesNeeded(shared, [me, kid])).toEqual({ adults: 2, children: 0 });
    expect(bookingProblem(shared, { ...request, participants: [me, kid, friend] })).toEqual({
      code: 'MYSELF_DONT_EXIST_SLOTS',
    });
  });
  it('answers NO_CHILDREN_SLOTS when the children’s pool has too few places', () => {
    expect(bookingProblem(pools, { ...request, participants: [me, kid, kid] })).toEqual({
      code: 'NO_CHILDREN_SLOTS',
    });
  });
  it('answers MYSELF_DONT_EXIST_SLOTS when the user’s own place is gone, the limit message for others', () => {
    const full = { ...pools, adults: { capacity: 100, taken: 100 } };
    expect(bookingProblem(full, { ...request, participants: [me] })).toEqual({
      code: 'MYSELF_DONT_EXIST_SLOTS',
    });
    expect(bookingProblem(full, { ...request, participants: [friend] })).toEqual({ code: 'LIMIT_REACHED' });
    expect(
      bookingProblem(
        { ...pools, adults: { capacity: null, taken: 5000 } },
        { ...request, participants: [me, friend] },
      ),
    ).toBeNull();
  });
  it('answers MYSELF_DONT_BUY_SLOTS when children may only run with their adult and the adult is not running', () => {
    const accompanied = { ...pools, childrenNeedAdult: true };
    expect(bookingProblem(accompanied, { ...request, participants: [kid] })).toEqual({
      code: 'MYSELF_DONT_BUY_SLOTS',
    });
    expect(bookingProblem(accompanied, { ...request, participants: [me, kid] })).toBeNull();
    expect(bookingProblem(accompanied, { ...request, selfRegistered: true, participants: [kid] })).toBeNull();
  });
  it('refuses participants who are registered already, and a payer with an order awaiting payment', () => {
    expect(bookingProblem(pools, { ...request, participants: [{ ...me, registered: true }, kid] })).toEqual({
      code: 'ALREADY_SUBMITTED_MYSELF',
    });
    expect(bookingProblem(pools, { ...request, participants: [me, { ...kid, registered: true }] })).toEqual({
      code: 'ALREADY_SUBMITTED_CHILDREN',
    });
    expect(
      bookingProblem(pools, { ...request, participants: [me, { ...friend, registered: true }] }),
    ).toEqual({
      code: 'ALREADY_REGISTERED',
      participant: 1,
    });
    expect(bookingProblem(pools, { ...request, payerHasOpenOrder: true, participants: [me] })).toEqual({
      code: 'ALREADY_SUBMITTED_SELECTED_PAYER',
    });
  });
});
