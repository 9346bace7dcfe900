import { z } from 'zod';
import { LANGUAGES } from '../constants.js';
import { AGE_GROUPS, type AgeGroupId } from '../domain/age-groups.js';
import { CABINET_ACTIONS, CABINET_ROLES } from '../domain/cabinet-permissions.js';
import { EVENT_STATUSES } from '../domain/event-status.js';
import { RACE_FORMATS } from '../domain/teams.js';

/*
 * The organizer cabinet (issue 18, ADR 022). Every call needs a signed-in user with a role there.
 *
 *   GET /api/cabinet/me      → cabinetMeSchema: the organizers the user works for, and whether they are support
 *   GET /api/cabinet/events  ← cabinetEventsQuerySchema → cabinetEventsSchema: the events the user may open,
 *                              in every lifecycle status (event-status.ts), `status` filtering one; the
 *                              upcoming first by start, then the past and finished, the latest first
 */

export const cabinetMeSchema = z.object({
  organizers: z.array(z.object({ id: z.number().int(), name: z.string(), role: z.enum(CABINET_ROLES) })),
  /** The tenant's help desk: every organizer's events, as support. */
  support: z.boolean(),
});
export type CabinetMe = z.infer<typeof cabinetMeSchema>;

export const cabinetEventsQuerySchema = z.object({
  language: z.enum(LANGUAGES).optional(),
  q: z.string().trim().max(100).optional(),
  /** Only the events in this lifecycle status; none: every status. */
  status: z.enum(EVENT_STATUSES).optional(),
  cursor: z.coerce.number().int().min(0).max(1_000_000).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const cabinetEventsSchema = z.object({
  events: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      startsAt: z.string(),
      timeZone: z.string(),
      /** Where the event is in its lifecycle (draft, published, registration closed, finished). */
      status: z.enum(EVENT_STATUSES),
      organizer: z.string().nullable(),
      role: z.enum(CABINET_ROLES),
      /** What the user may do with this event (cabinet-permissions.ts). */
      permissions: z.array(z.enum(CABINET_ACTIONS)),
      races: z.array(
        z.object({
          code: z.string(),
          name: z.string(),
          format: z.enum(RACE_FORMATS),
          capacity: z.number().int().nullable(),
          /** Places taken: paid, and held while awaiting payment. */
          entries: z.number().int(),
          paid: z.number().int(),
        }),
      ),
    }),
  ),
  total: z.number().int(),
  nextCursor: z.number().int().nullable(),
});
export type CabinetEvents = z.infer<typeof cabinetEventsSchema>;
export type CabinetEventsQuery = z.infer<typeof cabinetEventsQuerySchema>;

/*
 *   GET /api/cabinet/events/:code/entries       ← cabinetEntriesQuerySchema → cabinetEntriesSchema
 *   GET /api/cabinet/events/:code/entries.csv   ← the same filters → text/csv (UTF-8 with BOM, `;`)
 *   GET /api/cabinet/events/:code/entries.xlsx  ← the same filters → an Excel workbook
 */

/** An entry's state as the organizer filters by it. */
export const ENTRY_STATES = ['confirmed', 'pending', 'cancelled', 'expired'] as const;

export const cabinetEntriesQuerySchema = z.object({
  language: z.enum(LANGUAGES).optional(),
  race: z.string().max(100).optional(),
  /** Default: the places held (confirmed and pending). */
  state: z.enum([...ENTRY_STATES, 'all']).optional(),
  paid: z.enum(['yes', 'no']).optional(),
  gender: z.enum(['male', 'female']).optional(),
  /** An id of AGE_GROUPS (age on race day). */
  ageGroup: z.enum(AGE_GROUPS.map((g) => g.id) as [AgeGroupId, ...AgeGroupId[]]).optional(),
  team: z.string().trim().max(100).optional(),
  /** Name, bib, e-mail, phone or order number. */
  q: z.string().trim().max(100).optional(),
  cursor: z.coerce.number().int().min(0).max(10_000_000).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  sort: z.enum(['name', 'bib', 'registered']).default('registered'),
});
export type CabinetEntriesQuery = z.infer<typeof cabinetEntriesQuerySchema>;

export const cabinetEntrySchema = z.object({
  id: z.number().int(),
  bib: z.string().nullable(),
  lastName: z.string(),
  firstName: z.string(),
  gender: z.enum(['male', 'female']).nullable(),
  birthDate: z.string().nullable(),
  ageGroup: z.string().nullable(),
  city: z.string().nullable(),
  club: z.string().nullable(),
  race: z.object({ code: z.string(), name: z.string() }),
  team: z.string().nullable(),
  stage: z.number().int().nullable(),
  state: z.enum(ENTRY_STATES),
  /** The order's number and status; null for an imported start list. */
  order: z.object({ number: z.string(), status: z.string() }).nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  registeredAt: z.string(),
});
export type CabinetEntry = z.infer<typeof cabinetEntrySchema>;

export const cabinetEntriesSchema = z.object({
  event: z.object({ code: z.string(), name: z.string(), startsAt: z.string(), timeZone: z.string() }),
  races: z.array(z.object({ code: z.string(), name: z.string() })),
  entries: z.array(cabinetEntrySchema),
  /** The number of matches, exact up to ENTRIES_TOTAL_CAP (1,000); when `totalCapped`, there are more. */
  total: z.number().int(),
  totalCapped: z.boolean(),
  nextCursor: z.number().int().nullable(),
  /** What the user may do with the event's entries (export, edit). */
  permissions: z.array(z.enum(CABINET_ACTIONS)),
});
export type CabinetEntries = z.infer<typeof cabinetEntriesSchema>;
