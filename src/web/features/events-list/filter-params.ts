import { EVENTS_LOADER_TYPES, type EventsLoaderType } from '../../../shared/constants.js';
import { eventsFilterSchema, type EventsFilter } from '../../../shared/schemas/catalogue.js';

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
] as const satisfies readonly FilterKey[];

export const FLAG_KEYS = ['national', 'available', 'fastId'] as const satisfies readonly FilterKey[];

export function isEventsTab(value: string | undefined): value is EventsLoaderType {
  return (EVENTS_LOADER_TYPES as readonly string[]).includes(value ?? '');
}

const shape = eventsFilterSchema.shape;

function readOne<K extends FilterKey>(key: K, raw: string): FilterValues[K] | undefined {
  if (key === 'sport') {
    // keep the sport types that are known, drop the rest
    const known = raw
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '' && shape.sport.safeParse(part).success);
    const unique = [...new Set(known)];
    return (unique.length ? unique : undefined) as FilterValues[K] | undefined;
  }
  const parsed = shape[key].safeParse(raw);
  if (!parsed.success) return undefined;
  const value = parsed.data as FilterValues[K] | undefined;
  if (typeof value === 'string' && value === '') return undefined;
  return value;
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
