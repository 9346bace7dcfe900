import type { EventStatus } from './event-status.js';

/**
 * Registration state of a race (SPEC §4): open, closed (online registration is over; offline registration
 * only, at the start-pack point), soon (opens later), full (no places), few places, not available (the race
 * is over or registration is switched off).
 */
export const RACE_STATES = ['open', 'closed', 'soon', 'full', 'few', 'unavailable'] as const;
export type RaceState = (typeof RACE_STATES)[number];

export interface RaceStateInput {
  now: Date;
  startsAt: Date;
  opensAt: Date | null;
  closesAt: Date | null;
  /** null: no limit of participants. */
  capacity: number | null;
  /** Places taken by registrations (confirmed, and pending holds that have not expired). */
  taken: number;
  /** Registration switched off by the organizer. */
  disabled?: boolean;
  /**
   * The event's lifecycle (event-status.ts): registration closed for the whole event closes every race;
   * a finished event registers nobody, nor does a draft (not public; its organizer's team previews it).
   * Omitted: published.
   */
  eventStatus?: EventStatus;
}

/** "Few places" once no more than this share of the capacity (and at least FEW_PLACES_MIN) is left. */
export const FEW_PLACES_SHARE = 0.1;
export const FEW_PLACES_MIN = 5;

export function placesLeft(capacity: number | null, taken: number): number | null {
  return capacity === null ? null : Math.max(0, capacity - taken);
}

export function raceState(input: RaceStateInput): RaceState {
  const { now } = input;
  if (
    input.disabled ||
    input.eventStatus === 'finished' ||
    input.eventStatus === 'draft' ||
    input.startsAt.getTime() <= now.getTime()
  ) {
    return 'unavailable';
  }
  if (input.eventStatus === 'closed') return 'closed';
  if (input.opensAt && input.opensAt.getTime() > now.getTime()) return 'soon';
  if (input.closesAt && input.closesAt.getTime() <= now.getTime()) return 'closed';
  const left = placesLeft(input.capacity, input.taken);
  if (left === null || input.capacity === null) return 'open';
  if (left === 0) return 'full';
  if (left <= Math.max(FEW_PLACES_MIN, Math.ceil(input.capacity * FEW_PLACES_SHARE))) return 'few';
  return 'open';
}

/** Whether a visitor can start an online registration in this state. */
export function canRegister(state: RaceState): boolean {
  return state === 'open' || state === 'few';
}
