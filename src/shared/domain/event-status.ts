/*
 * An event's lifecycle in the organizer cabinet (issue 18 item 2, ADR 028):
 *
 *   draft ──► published ──► closed ──► finished
 *     ▲           │  ▲          │
 *     └───────────┘  └──────────┘
 *
 * - draft: being prepared; not public (its page, card, map point and sitemap entry answer as if it did not
 *   exist);
 * - published: public; each race's registration follows its own window and places (race-state.ts);
 * - closed: public; online registration is over for every race of the event (offline registration only, at
 *   the start-pack point, SPEC §4);
 * - finished: public; the event is over, its page shows the results; no registration at all.
 *
 * An organizer may step back one step (unpublish a draft by mistake, reopen registration), never from
 * finished, and never back to draft once somebody could have registered (see EVENT_TRANSITIONS).
 */

export const EVENT_STATUSES = ['draft', 'published', 'closed', 'finished'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** The statuses an event may move to from each status. */
export const EVENT_TRANSITIONS: Record<EventStatus, readonly EventStatus[]> = {
  draft: ['published'],
  published: ['draft', 'closed'],
  closed: ['published', 'finished'],
  finished: [],
};

export function canMoveEvent(from: EventStatus, to: EventStatus): boolean {
  return EVENT_TRANSITIONS[from].includes(to);
}

/** Whether the public sees the event (its page, the list, the map, the sitemap). */
export const isPublicStatus = (status: EventStatus): boolean => status !== 'draft';
