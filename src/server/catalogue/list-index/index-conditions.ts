import { AGE_RANGES, type ListCriteria } from '../list-conditions.js';
import { compileQuery, textMatches, type Lexicon } from './event-text.js';
import { takenAt, type ListedEvent, type ListedRace } from './listed-event.js';

const HOUR_MS = 3600_000;

/**
 * Whether the index answers a list query (ADR 032–034): every tab and filter but a campaign, which the
 * database answers. The club filter needs its events looked up first (`clubEventIds`), a search its query
 * parsed (`searchQuery`, ADR 033).
 */
export function indexAnswers(c: ListCriteria): boolean {
  const f = c.filter;
  return (
    !f.campaign &&
    (f.club === undefined || c.clubEventIds !== undefined) &&
    (!f.q || c.searchQuery !== undefined)
  );
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) of an instant in a time zone; null for a zone ICU does not know. */
function dayIn(timeZone: string, ms: number): string | null {
  let format = dayFormats.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
    } catch {
      return null;
    }
    dayFormats.set(timeZone, format);
  }
  return format.format(ms);
}

/**
 * The range of start times ([from, to) in epoch ms, either end open) outside which nothing matches: where
 * the index's walk starts and ends. `longestMs` is at least the longest event's length (end − start),
 * `raceLagMs` the longest time from an event's start to its last race's. The predicate still checks every
 * condition.
 */
export function startRange(
  c: ListCriteria,
  longestMs: number,
  raceLagMs: number,
): { from: number; to: number } {
  let from = -Infinity;
  let to = Infinity;
  const day = c.dayStart.getTime();
  switch (c.type) {
    case 'future':
    case 'series':
      from = day;
      break;
    case 'today':
      from = day - 14 * HOUR_MS;
      to = day + 38 * HOUR_MS;
      break;
    case 'past':
      to = day;
      break;
    case 'results':
      to = c.now.getTime();
      break;
    case 'virtual':
      // ends today or later: starts no earlier than the longest event before today
      from = day - longestMs;
      break;
    default:
      break;
  }
  // "available registrations" needs a race that starts after now: its event starts after now − the
  // longest lag from an event's start to its last race's
  if (c.filter.available) from = Math.max(from, c.now.getTime() - raceLagMs);
  if (c.dateFrom) from = Math.max(from, c.dateFrom.getTime());
  if (c.dateTo) to = Math.min(to, c.dateTo.getTime());
  return { from, to };
}

/** The tab's condition (tabCondition of list-conditions.ts) as a test of one event. */
function tabTest(c: ListCriteria): ((e: ListedEvent) => boolean) | null {
  const day = c.dayStart.getTime();
  const now = c.now.getTime();
  switch (c.type) {
    case 'future':
      return (e) => e.startsMs >= day;
    case 'today':
      return (e) => {
        if (e.startsMs < day - 14 * HOUR_MS || e.startsMs >= day + 38 * HOUR_MS) return false;
        const startDay = dayIn(e.timeZone, e.startsMs);
        return startDay !== null && startDay === dayIn(e.timeZone, now);
      };
    case 'series':
      return (e) => e.seriesId !== null && e.startsMs >= day;
    case 'virtual':
      return (e) => e.isOnline && (e.endsMs ?? e.startsMs) >= day;
    case 'results':
      return (e) => e.startsMs < now && e.hasResults;
    case 'past':
      return (e) => e.startsMs < day;
    case 'all':
      return null;
  }
}

/**
 * The list's conditions (list-conditions.ts) as a test of one event, for the queries `indexAnswers`;
 * `seriesIds` maps the tenant's series codes to their ids, `lexicon` its lexemes. One function with every
 * condition inline: the index runs it on up to every event of a list, so it stays a few nanoseconds per
 * event. A search (searchCondition) is its full text or one of the cities its text names.
 */
export function indexPredicate(
  c: ListCriteria,
  seriesIds: ReadonlyMap<string, number>,
  lexicon: Lexicon,
): (e: ListedEvent) => boolean {
  const f = c.filter;
  const searching = !!f.q;
  const text = searching && c.searchQuery ? compileQuery(c.searchQuery, lexicon) : null;
  const searchCities = new Set(c.searchCityIds ?? []);
  const tab = tabTest(c);
  const city = f.city ?? null;
  const club = f.club !== undefined ? new Set(c.clubEventIds ?? []) : null;
  const sports = f.sport?.length ? new Set<string>(f.sport) : null;
  const activity = f.activity ?? null;
  const from = c.dateFrom ? c.dateFrom.getTime() : -Infinity;
  const to = c.dateTo ? c.dateTo.getTime() : Infinity;
  const place = f.place ? f.place.toLowerCase() : null;
  const rating = f.rating ?? null;
  const national = !!f.national;
  const fastId = !!f.fastId;
  const ages = f.ageGroup ? AGE_RANGES[f.ageGroup] : null;
  const available = !!f.available;
  const nowMs = c.now.getTime();
  // a race one can register for now, with a place left (the `available` filter of list-conditions.ts)
  const open = (r: ListedRace) =>
    !r.registration_disabled &&
    r.starts_ms > nowMs &&
    (r.opens_ms === null || r.opens_ms <= nowMs) &&
    (r.closes_ms === null || r.closes_ms > nowMs) &&
    (r.capacity === null || takenAt(r, nowMs) < r.capacity);
  // an unknown series code matches nothing (the SQL compares with a null id)
  const series = f.series ? (seriesIds.get(f.series) ?? -1) : null;
  return (e) => {
    if (e.startsMs < from || e.startsMs >= to) return false;
    if (city !== null && e.cityId !== city) return false;
    if (series !== null && e.seriesId !== series) return false;
    if (activity !== null && e.activityType !== activity) return false;
    if (rating !== null && (e.starRating === null || e.starRating < rating)) return false;
    if (national && !e.isNational) return false;
    if (fastId && !e.fastIdentification) return false;
    if (sports !== null && !sports.has(e.sportType)) return false;
    if (club !== null && !club.has(e.id)) return false;
    if (place !== null && !(e.placeRu?.includes(place) || e.placeEn?.includes(place))) return false;
    if (ages !== null) {
      const [lo, hi] = ages;
      if (
        !e.races.some(
          (r) => (r.min_age === null || r.min_age <= hi) && (r.max_age === null || r.max_age >= lo),
        )
      )
        return false;
    }
    if (available && (e.status !== 'published' || !e.races.some(open))) return false;
    if (
      searching &&
      !(e.cityId !== null && searchCities.has(e.cityId)) &&
      !(text !== null && textMatches(text, e.text))
    )
      return false;
    return tab === null || tab(e);
  };
}
