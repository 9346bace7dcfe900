import { describe, expect, it } from 'vitest';
import { canRegister, placesLeft, raceState, type RaceStateInput } from './race-state.js';

const now = new Date('2026-06-01T09:00:00Z');
const base: RaceStateInput = {
  now,
  startsAt: new Date('2026-07-01T06:00:00Z'),
  opensAt: new Date('2026-05-01T00:00:00Z'),
  closesAt: new Date('2026-06-28T21:00:00Z'),
  capacity: 1000,
  taken: 100,
};

describe('raceState', () => {
  it('is open while registration runs and places are plenty', () => {
    expect(raceState(base)).toBe('open');
    expect(raceState({ ...base, capacity: null, opensAt: null, closesAt: null })).toBe('open');
  });
  it('is few places at 10% (at least 5) left, full at none', () => {
    expect(raceState({ ...base, taken: 899 })).toBe('open');
    expect(raceState({ ...base, taken: 900 })).toBe('few');
    expect(raceState({ ...base, capacity: 20, taken: 15 })).toBe('few');
    expect(raceState({ ...base, taken: 1000 })).toBe('full');
    expect(raceState({ ...base, taken: 1200 })).toBe('full');
  });
  it('is soon before registration opens and closed after it ends, before the start', () => {
    expect(raceState({ ...base, opensAt: new Date('2026-06-02T00:00:00Z') })).toBe('soon');
    expect(raceState({ ...base, closesAt: now })).toBe('closed');
  });
  it('is not available once the race started or when registration is switched off', () => {
    expect(raceState({ ...base, startsAt: now })).toBe('unavailable');
    expect(raceState({ ...base, disabled: true })).toBe('unavailable');
  });
  it("follows the event's lifecycle: closed for the whole event, nothing once it is finished", () => {
    expect(raceState({ ...base, eventStatus: 'published' })).toBe('open');
    expect(raceState({ ...base, eventStatus: 'closed' })).toBe('closed');
    expect(raceState({ ...base, eventStatus: 'closed', opensAt: new Date('2026-06-02T00:00:00Z') })).toBe(
      'closed',
    );
    expect(raceState({ ...base, eventStatus: 'finished' })).toBe('unavailable');
  });
  it('registers nobody for a draft (its organizer previews it; a booking under way finds it unpublished)', () => {
    expect(raceState({ ...base, eventStatus: 'draft' })).toBe('unavailable');
  });
  it('lets visitors register only when open or few places', () => {
    expect(
      ['open', 'few', 'full', 'closed', 'soon', 'unavailable'].map((s) => canRegister(s as never)),
    ).toEqual([true, true, false, false, false, false]);
    expect(placesLeft(10, 12)).toBe(0);
    expect(placesLeft(null, 12)).toBeNull();
  });
});
