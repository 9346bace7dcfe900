import { AGE_RANGES, type ListCriteria } from '../list-conditions.js';
import { compileQuery, textMatches, type Lexicon } from './event-text.js';
import type { ListedEvent } from './listed-event.js';

const HOUR_MS = 3600_000;

/**
 * Whether the index answers a list query (ADR 032): every tab and filter but "available registrations"
 * (places taken change with every registration) and a campaign, which the database answers. The club
 * filter needs its events looked up first (`clubEventIds`), a search its query parsed (`searchQuery`,
 * ADR 033).
 */
export function indexAnswers(c: ListCriteria): boolean {
  const f = c.filter;
  return (
    !f.available &&
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
 * the index's walk starts and ends. `longestMs` is at least the longest event's length (end − start). The
 * predicate still checks every condition.
 */
export function startRange(c: ListCriteria, longestMs: number): { from: number; to: number } {
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
      if (!e.ages.some(([min, max]) => (min === null || min <= hi) && (max === null || max >= lo)))
        return false;
    }
    if (
      searching &&
      !(e.cityId !== null && searchCities.has(e.cityId)) &&
      !(text !== null && textMatches(text, e.text))
    )
      return false;
    return tab === null || tab(e);
  };
}
