import { describe, expect, it } from 'vitest';
import { eventsFilterSchema } from '../../../shared/schemas/catalogue.js';
import { filtersToQuery, readFilters, readView, writeFilters, type FilterValues } from './filter-params.js';

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
  };

  it('round-trips every filter and the map view through the query', () => {
    const params = writeFilters(full, 'map');
    expect(params.get('sport')).toBe('run,trail');
    expect(params.get('national')).toBe('1');
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
        '&rating=9&national=yes&available=1&fastId=true&ageGroup=old&series=spb-cup&view=globe&q=%20%20&utm=x',
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
});
