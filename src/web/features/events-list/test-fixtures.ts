import {
  eventCardSchema,
  eventsListSchema,
  eventsMapSchema,
  type EventCard,
  type EventsList,
  type EventsMap,
} from '../../../shared/schemas/catalogue.js';
import { listFilterSchema, type ListFilter } from '../../../shared/schemas/list-filter.js';

/*
 * Fixtures for the events list tests, parsed with the contract schemas so they stay true to the API.
 */

export function eventCard(overrides: Partial<EventCard> = {}): EventCard {
  return eventCardSchema.parse({
    code: 'white-nights',
    name: 'Белые ночи',
    url: '/event/white-nights',
    sportType: { id: 'run', name: 'Бег' },
    city: { id: '2', name: 'Санкт-Петербург' },
    place: 'Дворцовая площадь',
    startsAt: '2026-07-12T01:00:00Z',
    endsAt: null,
    timeZone: 'Europe/Moscow',
    distancesM: [42195, 21097, 10000],
    minPrice: { amount: 150000, currency: 'RUB' },
    placesLeft: 12,
    daysLeft: 3,
    priceIncrease: { at: '2026-07-15T09:00:00Z', price: { amount: 200000, currency: 'RUB' }, days: 5 },
    registrationState: 'open',
    starRating: 4,
    ratingApproved: true,
    isOnline: false,
    hasLiveStream: true,
    fastIdentification: true,
    isFree: false,
    isNational: true,
    hasResults: false,
    series: { code: 'spb-cup', name: 'Кубок Петербурга' },
    location: { lat: 59.94, lng: 30.31 },
    ...overrides,
  });
}

export function eventsPage(
  items: EventCard[],
  total: number,
  nextCursor: string | null = null,
  totalCapped = false,
): EventsList {
  return eventsListSchema.parse({ items, total, totalCapped, nextCursor });
}

/** n distinct cards named «Событие 1» … */
export function cards(n: number, from = 1): EventCard[] {
  return Array.from({ length: n }, (_, i) =>
    eventCard({ code: `e${from + i}`, name: `Событие ${from + i}`, url: `/event/e${from + i}` }),
  );
}

export function eventsMap(total = 1): EventsMap {
  return eventsMapSchema.parse({
    total,
    points: [
      {
        code: 'white-nights',
        name: 'Белые ночи',
        lat: 59.94,
        lng: 30.31,
        startsAt: '2026-07-12T01:00:00Z',
        city: 'Санкт-Петербург',
        sportType: 'Бег',
      },
    ],
  });
}

export function listFilter(overrides: Partial<ListFilter> = {}): ListFilter {
  return listFilterSchema.parse({
    language: 'ru',
    eventsLoaderType: 'future',
    sportTypes: [
      { id: 'run', name: 'Бег' },
      { id: 'trail', name: 'Трейл' },
      { id: 'swimming', name: 'Плавание' },
    ],
    activityTypes: [
      { id: 'offline', name: 'Очный старт' },
      { id: 'online', name: 'Онлайн-забег' },
    ],
    cities: [
      { id: '1', name: 'Москва' },
      { id: '2', name: 'Санкт-Петербург' },
    ],
    clubs: [{ id: '7', name: 'Бегущий город' }],
    places: [{ id: '1', name: 'Парк Горького' }],
    ageGroups: [{ id: '18-29', name: '18–29 лет' }],
    series: [{ id: 'spb-cup', name: 'Кубок Петербурга' }],
    starRatings: [1, 2, 3, 4, 5],
    ...overrides,
  });
}
