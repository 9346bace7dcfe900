import { RESULT_CATEGORIES } from '../domain/result-categories.js';
import { RACE_FORMATS } from '../domain/teams.js';
import { z } from 'zod';
import { EVENTS_LOADER_TYPES, LANGUAGES } from '../constants.js';
import { AGE_GROUPS } from '../domain/age-groups.js';
import { RACE_STATES } from '../domain/race-state.js';
import { SPORT_TYPES } from '../domain/sport-types.js';
import { moneySchema } from './money.js';
import { rowIdSchema } from './row-id.js';

/*
 * The public catalogue API (issue 3). Texts come in the requested `language` (default: the request's
 * culture cookie). Dates are ISO 8601 strings in UTC; events also carry their IANA time zone.
 */

const ids = <T extends readonly { id: string }[]>(items: T) =>
  items.map((i) => i.id) as unknown as [T[number]['id'], ...T[number]['id'][]];

export const sportTypeIdSchema = z.enum(ids(SPORT_TYPES));
export const ageGroupIdSchema = z.enum(ids(AGE_GROUPS));
export const raceStateSchema = z.enum(RACE_STATES);
export const eventsTabSchema = z.enum(EVENTS_LOADER_TYPES);

const flag = z.enum(['1', 'true']).transform(() => true);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');
const shortText = z.string().trim().max(100);

/** Filters of the events list (SPEC §2). Everything but the tab is optional; the page keeps them in the URL. */
export const eventsFilterSchema = z.object({
  language: z.enum(LANGUAGES).optional(),
  q: shortText.optional(),
  city: rowIdSchema.optional(),
  club: rowIdSchema.optional(),
  /** One or more sport types, comma-separated in the query. */
  sport: z
    .string()
    .transform((s) => s.split(',').filter(Boolean))
    .pipe(z.array(sportTypeIdSchema).max(13))
    .optional(),
  activity: z.enum(['offline', 'online']).optional(),
  dateFrom: isoDate.optional(),
  dateTo: isoDate.optional(),
  /** Free text matched against the event's place (venue) name. */
  place: shortText.optional(),
  /** Minimum star rating. */
  rating: z.coerce.number().int().min(1).max(5).optional(),
  national: flag.optional(),
  /** Only events with a race open for registration now. */
  available: flag.optional(),
  fastId: flag.optional(),
  ageGroup: ageGroupIdSchema.optional(),
  series: z.string().trim().max(64).optional(),
  /** Code of a partner campaign (issue 5: /ostrovok lists its events). */
  campaign: z.string().trim().max(64).optional(),
});

export const EVENTS_PAGE_SIZE = 20;
export const EVENTS_PAGE_SIZE_MAX = 50;

export const eventsListQuerySchema = eventsFilterSchema.extend({
  type: eventsTabSchema.default('future'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(EVENTS_PAGE_SIZE_MAX).default(EVENTS_PAGE_SIZE),
});

const namedSchema = z.object({ id: z.string(), name: z.string() });
const seriesRefSchema = z.object({ code: z.string(), name: z.string() });

export const eventCardSchema = z.object({
  code: z.string(),
  name: z.string(),
  url: z.string(),
  sportType: namedSchema,
  city: namedSchema.nullable(),
  place: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  timeZone: z.string(),
  /** Distances of the races, e.g. [42195, 21097, 10000] metres. */
  distancesM: z.array(z.number().int()),
  minPrice: moneySchema.nullable(),
  /** Places left over all races; null when unlimited. */
  placesLeft: z.number().int().nullable(),
  /** Whole days until online registration closes; null when it is not open. */
  daysLeft: z.number().int().nullable(),
  /** The nearest price step still to come. */
  /** The next price step of a race open for registration; `days` until it (SPEC §3: days to the increase). */
  priceIncrease: z.object({ at: z.string(), price: moneySchema, days: z.number().int() }).nullable(),
  /** The best state over the event's races. */
  registrationState: raceStateSchema,
  starRating: z.number().int().min(0).max(5).nullable(),
  ratingApproved: z.boolean(),
  isOnline: z.boolean(),
  hasLiveStream: z.boolean(),
  fastIdentification: z.boolean(),
  isFree: z.boolean(),
  isNational: z.boolean(),
  hasResults: z.boolean(),
  series: seriesRefSchema.nullable(),
  location: z.object({ lat: z.number(), lng: z.number() }).nullable(),
});

/** The list counts its matches up to this many; past it the answer says "more than 1,000" (ADR 012). */
export const EVENTS_TOTAL_CAP = 1000;

export const eventsListSchema = z.object({
  items: z.array(eventCardSchema),
  /** The number of matches, exact up to EVENTS_TOTAL_CAP; when `totalCapped`, there are more than this. */
  total: z.number().int(),
  /** True when there are more than `total` (= EVENTS_TOTAL_CAP) matches: the list says "1,000+". */
  totalCapped: z.boolean(),
  nextCursor: z.string().nullable(),
});

export const eventsMapSchema = z.object({
  /** All matches, as the list counts them; online events and events without a place have no point. */
  total: z.number().int(),
  points: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      lat: z.number(),
      lng: z.number(),
      startsAt: z.string(),
      city: z.string().nullable(),
      sportType: z.string(),
    }),
  ),
});

export const raceInfoSchema = z.object({
  code: z.string(),
  name: z.string(),
  lengthM: z.number().int(),
  startsAt: z.string(),
  price: moneySchema.nullable(),
  nextPrice: z.object({ at: z.string(), price: moneySchema, days: z.number().int() }).nullable(),
  capacity: z.number().int().nullable(),
  placesLeft: z.number().int().nullable(),
  state: raceStateSchema,
  registrationOpensAt: z.string().nullable(),
  registrationClosesAt: z.string().nullable(),
  gender: z.enum(['any', 'male', 'female']),
  minAge: z.number().int().nullable(),
  maxAge: z.number().int().nullable(),
  hasResults: z.boolean(),
  registerUrl: z.string(),
  /** Individual, team or relay (issue 17): a team or relay race lists and ranks teams too. */
  format: z.enum(RACE_FORMATS),
});

export const eventDetailSchema = eventCardSchema.extend({
  /**
   * A draft, answered only to its organizer's cabinet team (the preview, ADR 028): the page says it is not
   * public and registers nobody. Everyone else gets 404 for it.
   */
  draft: z.boolean(),
  /** Sanitised HTML. */
  description: z.string(),
  activityType: namedSchema,
  program: z.array(z.object({ time: z.string(), title: z.string() })),
  website: z.string().nullable(),
  organizer: z.object({
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    website: z.string().nullable(),
    requisites: z.object({
      legalName: z.string(),
      inn: z.string(),
      ogrn: z.string(),
      address: z.string(),
    }),
  }),
  operator: z.string().nullable(),
  documents: z.array(
    z.object({ kind: z.enum(['terms', 'offer', 'certificate']), title: z.string(), url: z.string() }),
  ),
  beneficiary: z
    .object({ name: z.string(), inn: z.string(), ogrnip: z.string(), address: z.string() })
    .nullable(),
  races: z.array(raceInfoSchema),
  items: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(['service', 'good']),
      name: z.string(),
      description: z.string(),
      price: moneySchema,
      inStock: z.boolean(),
    }),
  ),
  startPack: z.object({ description: z.string(), place: z.string(), schedule: z.string() }).nullable(),
  contacts: z.object({ email: z.string().nullable(), phone: z.string().nullable() }),
});

export const startListQuerySchema = z.object({
  language: z.enum(LANGUAGES).optional(),
  race: z.string().max(64).optional(),
  q: shortText.optional(),
  cursor: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});

export const startListSchema = z.object({
  races: z.array(z.object({ code: z.string(), name: z.string(), count: z.number().int() })),
  participants: z.array(
    z.object({
      bib: z.string().nullable(),
      name: z.string(),
      raceCode: z.string(),
      city: z.string().nullable(),
      club: z.string().nullable(),
      /** The team of a team or relay race (issue 17), and the member's relay stage; null otherwise. */
      team: z.string().nullable(),
      stage: z.number().int().nullable(),
    }),
  ),
  total: z.number().int(),
  nextCursor: z.number().int().nullable(),
});

export { RESULT_CATEGORIES };

export const resultsQuerySchema = z.object({
  language: z.enum(LANGUAGES).optional(),
  race: z.string().max(64).optional(),
  /** Unset: `team` for a team or relay race, else `overall` (defaultResultCategory). */
  category: z.enum(RESULT_CATEGORIES).optional(),
  ageGroup: ageGroupIdSchema.optional(),
  q: shortText.optional(),
});

/** DNF, DNS and DSQ (disqualified) lines have no place. */
const resultStatusSchema = z.enum(['finished', 'dnf', 'dns', 'dsq']);

export const resultsSchema = z.object({
  race: z.object({ code: z.string(), name: z.string(), lengthM: z.number().int() }),
  /** The race's format (issue 17): a team or relay race has the `team` category. */
  format: z.enum(RACE_FORMATS),
  /** The category answered: the one asked for, or the race's default (an individual race has no `team`). */
  category: z.enum(RESULT_CATEGORIES),
  races: z.array(z.object({ code: z.string(), name: z.string() })),
  ageGroups: z.array(namedSchema),
  rows: z.array(
    z.object({
      /** Place within the chosen category; null for DNF/DNS/DSQ. */
      place: z.number().int().nullable(),
      bib: z.string(),
      name: z.string(),
      gender: z.enum(['male', 'female']),
      timeMs: z.number().int().nullable(),
      ageGroup: z.string().nullable(),
      club: z.string().nullable(),
      city: z.string().nullable(),
      status: resultStatusSchema,
    }),
  ),
  /**
   * The `team` category (issue 17; `rows` is then empty): teams ranked by their time, the members' stage
   * times summed for a relay, the slowest member's for a team race. A team with a member who did not
   * finish, or without a time, is `dnf` (`dns` when no member started, `dsq` when one was disqualified) and has no place. Empty otherwise.
   */
  teams: z.array(
    z.object({
      place: z.number().int().nullable(),
      name: z.string(),
      timeMs: z.number().int().nullable(),
      status: resultStatusSchema,
      members: z.array(
        z.object({
          stage: z.number().int().nullable(),
          bib: z.string(),
          name: z.string(),
          timeMs: z.number().int().nullable(),
          status: resultStatusSchema,
        }),
      ),
    }),
  ),
});

export const seriesDetailSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** Sanitised HTML. */
  description: z.string(),
  eventsCount: z.number().int(),
  upcomingCount: z.number().int(),
  sportTypes: z.array(namedSchema),
  period: z.object({ from: z.string().nullable(), to: z.string().nullable() }),
});

export const eventsRatingSchema = z.object({
  items: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      url: z.string(),
      starRating: z.number().int().min(1).max(5),
      ratingApproved: z.boolean(),
      city: z.string().nullable(),
      startsAt: z.string(),
      sportType: z.string(),
    }),
  ),
});

export type EventsFilter = z.infer<typeof eventsFilterSchema>;
export type EventsListQuery = z.infer<typeof eventsListQuerySchema>;
export type EventCard = z.infer<typeof eventCardSchema>;
export type EventsList = z.infer<typeof eventsListSchema>;
export type EventsMap = z.infer<typeof eventsMapSchema>;
export type RaceInfo = z.infer<typeof raceInfoSchema>;
export type EventDetail = z.infer<typeof eventDetailSchema>;
export type StartList = z.infer<typeof startListSchema>;
export type Results = z.infer<typeof resultsSchema>;
export type SeriesDetail = z.infer<typeof seriesDetailSchema>;
export type EventsRating = z.infer<typeof eventsRatingSchema>;
