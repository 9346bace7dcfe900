import { describe, expect, it } from 'vitest';
import { eventsFilterSchema } from '../../../shared/schemas/catalogue.js';
import {
  FILTER_KEYS,
  filtersToQuery,
  readFilters,
  readView,
  writeFilters,
  type FilterValues,
} from './filter-params.js';

describe('events list URL state', () => {
  const full: FilterValues = {
    q: 'ночь',
    city: 2,
    club: 7,
    sport: ['run', 'trail'],
    activity: 'online',
    dateFrom: '2026-07-01',
    dateTo: '2026-07-31',
    place: 'Парк Горького',
    rating: 4,
    national: true,
    available: true,
    fastId: true,
    ageGroup: '18-29',
    series: 'spb-cup',
    campaign: 'ostrovok',
  };

  it('round-trips every filter and the map view through the query', () => {
    const params = writeFilters(full, 'map');
    expect(params.get('sport')).toBe('run,trail');
    expect(params.get('national')).toBe('1');
    expect(params.get('campaign')).toBe('ostrovok');
    expect(params.get('view')).toBe('map');
    const back = new URLSearchParams(params.toString());
    expect(readFilters(back)).toEqual(full);
    expect(readView(back)).toBe('map');
    // what the page sends is what the API accepts
    expect(eventsFilterSchema.parse(filtersToQuery(full))).toEqual(full);
  });

  it('ignores values it cannot read and keeps the rest', () => {
    const params = new URLSearchParams(
      'city=moscow&club=-3&sport=run,curling,,swimming,run&activity=sofa&dateFrom=12.07.2026&dateTo=2026-07-31' +
        '&rating=9&national=yes&available=1&fastId=true&ageGroup=old&series=spb-cup&view=globe&q=%20%20&utm=x' +
        `&campaign=${'c'.repeat(65)}`,
    );
    expect(readFilters(params)).toEqual({
      sport: ['run', 'swimming'],
      dateTo: '2026-07-31',
      available: true,
      fastId: true,
      series: 'spb-cup',
    });
    expect(readView(params)).toBe('list');
  });

  it('drops an end date before the start date', () => {
    expect(readFilters(new URLSearchParams('dateFrom=2026-08-01&dateTo=2026-07-01'))).toEqual({
      dateFrom: '2026-08-01',
    });
  });

  it('keeps query keys it does not own and leaves out empty filters', () => {
    const params = writeFilters(
      { city: 1, sport: [], national: undefined },
      'list',
      new URLSearchParams('ttt=x&city=5'),
    );
    expect(params.toString()).toBe('ttt=x&city=1');
  });

  it('reads a value exactly when the API would accept it (impossible dates are dropped as well)', () => {
    const samples: Record<(typeof FILTER_KEYS)[number], string[]> = {
      q: ['марафон', '  ночь ', 'x'.repeat(100), 'x'.repeat(101)],
      city: ['2', '0', '-3', 'moscow', '1.5'],
      club: ['7', '0', 'abc'],
      sport: ['run', 'run,trail', 'curling'],
      activity: ['online', 'offline', 'sofa'],
      dateFrom: ['2026-07-01', '12.07.2026', '2026-7-1'],
      dateTo: ['2026-12-31', '2026/12/31'],
      place: ['Парк Горького', 'y'.repeat(101)],
      rating: ['1', '5', '0', '6', 'four'],
      national: ['1', 'true', 'yes', '0'],
      available: ['1', 'false'],
      fastId: ['true', 'on'],
      ageGroup: ['18-29', 'old'],
      series: ['spb-cup', 's'.repeat(65)],
      campaign: ['ostrovok', ' ostrovok ', 'c'.repeat(64), 'c'.repeat(65)],
    };
    for (const key of FILTER_KEYS) {
      for (const raw of samples[key]) {
        const read = readFilters(new URLSearchParams({ [key]: raw }))[key];
        const api = eventsFilterSchema.safeParse({ [key]: raw });
        expect({ key, raw, read: read !== undefined }).toEqual({ key, raw, read: api.success });
        if (api.success) expect(read).toEqual(api.data[key]);
      }
    }
    expect(readFilters(new URLSearchParams('dateFrom=2026-02-30&dateTo=2026-13-01'))).toEqual({});
  });
});
