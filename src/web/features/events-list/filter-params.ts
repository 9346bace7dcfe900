import { EVENTS_LOADER_TYPES, type EventsLoaderType } from '../../../shared/constants.js';
import { AGE_GROUPS } from '../../../shared/domain/age-groups.js';
import { SPORT_TYPES } from '../../../shared/domain/sport-types.js';
import type { EventsFilter } from '../../../shared/schemas/catalogue.js';

/**
 * The events list keeps every search and filter in the URL query (shareable, Back/Forward works). Reading
 * is lenient: a value the page cannot read is dropped, never an error. The names are the API's.
 */
export type FilterValues = Omit<EventsFilter, 'language'>;
export type FilterKey = keyof FilterValues;
export type EventsView = 'list' | 'map';

/** Order of the keys in a written query (and of the chips). */
export const FILTER_KEYS = [
  'q',
  'city',
  'club',
  'sport',
  'activity',
  'dateFrom',
  'dateTo',
  'place',
  'rating',
  'national',
  'available',
  'fastId',
  'ageGroup',
  'series',
  'campaign',
] as const satisfies readonly FilterKey[];

export const FLAG_KEYS = ['national', 'available', 'fastId'] as const satisfies readonly FilterKey[];

export function isEventsTab(value: string | undefined): value is EventsLoaderType {
  return (EVENTS_LOADER_TYPES as readonly string[]).includes(value ?? '');
}

/*
 * Lenient readers, one per filter: what the API's `eventsFilterSchema` accepts (a test holds them to it), read
 * without zod so that the list's first load stays small (ADR 004). Impossible dates are dropped as well.
 */
type Reader<K extends FilterKey> = (raw: string) => FilterValues[K] | undefined;

const SPORT_IDS: ReadonlySet<string> = new Set(SPORT_TYPES.map((sport) => sport.id));
const AGE_GROUP_IDS: ReadonlySet<string> = new Set(AGE_GROUPS.map((group) => group.id));

const text =
  (max: number) =>
  (raw: string): string | undefined => {
    const value = raw.trim();
    return value !== '' && value.length <= max ? value : undefined;
  };

function positiveInt(raw: string): number | undefined {
  const value = raw.trim();
  return /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
}

function calendarDate(raw: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(raw)) return undefined;
  const date = new Date(`${raw}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(raw) ? raw : undefined;
}

const flag = (raw: string): true | undefined => (raw === '1' || raw === 'true' ? true : undefined);

const READERS: { [K in FilterKey]-?: Reader<K> } = {
  q: text(100),
  city: positiveInt,
  club: positiveInt,
  sport: (raw) => {
    // keep the sport types that are known, drop the rest
    const known = raw
      .split(',')
      .map((part) => part.trim())
      .filter((part) => SPORT_IDS.has(part));
    const unique = [...new Set(known)] as NonNullable<FilterValues['sport']>;
    return unique.length ? unique : undefined;
  },
  activity: (raw) => (raw === 'offline' || raw === 'online' ? raw : undefined),
  dateFrom: calendarDate,
  dateTo: calendarDate,
  place: text(100),
  rating: (raw) => {
    const value = positiveInt(raw);
    return value !== undefined && value <= 5 ? value : undefined;
  },
  national: flag,
  available: flag,
  fastId: flag,
  ageGroup: (raw) => (AGE_GROUP_IDS.has(raw) ? (raw as FilterValues['ageGroup']) : undefined),
  series: text(64),
  campaign: text(64),
};

function readOne<K extends FilterKey>(key: K, raw: string): FilterValues[K] | undefined {
  return (READERS[key] as Reader<K>)(raw);
}

/** The filters of a URL query; unreadable values are ignored. */
export function readFilters(params: URLSearchParams): FilterValues {
  const filters: FilterValues = {};
  for (const key of FILTER_KEYS) {
    const raw = params.get(key);
    if (raw === null || raw.trim() === '') continue;
    const value = readOne(key, raw);
    if (value !== undefined) (filters as Record<string, unknown>)[key] = value;
  }
  if (filters.dateFrom && filters.dateTo && filters.dateFrom > filters.dateTo) delete filters.dateTo;
  return filters;
}

export function readView(params: URLSearchParams): EventsView {
  return params.get('view') === 'map' ? 'map' : 'list';
}

function writeValue(value: unknown): string | undefined {
  if (value === undefined || value === null || value === false || value === '') return undefined;
  if (value === true) return '1';
  if (Array.isArray(value)) return value.length ? value.join(',') : undefined;
  return String(value);
}

/** The query for filters and view; keys this page does not own are kept as they are. */
export function writeFilters(
  filters: FilterValues,
  view: EventsView,
  keep: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of keep) {
    if (!(FILTER_KEYS as readonly string[]).includes(key) && key !== 'view') params.append(key, value);
  }
  for (const key of FILTER_KEYS) {
    const text = writeValue(filters[key]);
    if (text !== undefined) params.set(key, text);
  }
  if (view === 'map') params.set('view', 'map');
  return params;
}

/** The filters as API query values (undefined ones are dropped by the call helper). */
export function filtersToQuery(filters: FilterValues): Record<string, string | undefined> {
  const query: Record<string, string | undefined> = {};
  for (const key of FILTER_KEYS) query[key] = writeValue(filters[key]);
  return query;
}

export function countFilters(filters: FilterValues): number {
  return FILTER_KEYS.filter((key) => key !== 'q' && writeValue(filters[key]) !== undefined).length;
}
