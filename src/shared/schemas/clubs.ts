import { z } from 'zod';

/*
 * The clubs page (`GET /api/clubs`): every club of the request's tenant with what its members have ahead.
 * "Upcoming" is the events list's rule for the Upcoming tab filtered by the club: published events from
 * today (Moscow) on where a member of the club holds a registration that is not cancelled. Names come in the
 * requested `language` (default: the request's culture cookie); dates are ISO 8601 in UTC, shown in the
 * event's own time zone.
 */

/** How many of a club's upcoming events the answer carries (the soonest). */
export const CLUB_EVENTS_SHOWN = 3;

export const clubEventSchema = z.object({
  code: z.string(),
  name: z.string(),
  startsAt: z.string(),
  timeZone: z.string(),
  city: z.string().nullable(),
});

export const clubSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string().nullable(),
  /** People of the club entered in its upcoming events (confirmed or holding a live place), each once. */
  participants: z.number().int().nonnegative(),
  /** All of the club's upcoming events; `upcomingEvents` holds the soonest of them. */
  upcomingCount: z.number().int().nonnegative(),
  upcomingEvents: z.array(clubEventSchema).max(CLUB_EVENTS_SHOWN),
});

/** Clubs with upcoming events first (soonest next start first), then the rest by name. */
export const clubsSchema = z.object({ items: z.array(clubSummarySchema) });

export type ClubEvent = z.infer<typeof clubEventSchema>;
export type ClubSummary = z.infer<typeof clubSummarySchema>;
export type Clubs = z.infer<typeof clubsSchema>;
