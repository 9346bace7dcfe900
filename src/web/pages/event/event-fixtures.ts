import {
  eventDetailSchema,
  eventsRatingSchema,
  resultsSchema,
  seriesDetailSchema,
  startListSchema,
  type EventDetail,
  type RaceInfo,
} from '../../../shared/schemas/catalogue.js';

/** Test fixtures, validated against the API contract so they cannot drift from it. */

const rub = (rubles: number) => ({ amount: rubles * 100, currency: 'RUB' });

export function race(overrides: Partial<RaceInfo> & Pick<RaceInfo, 'code' | 'name'>): RaceInfo {
  return {
    lengthM: 10000,
    startsAt: '2026-07-20T05:00:00Z',
    price: rub(1500),
    nextPrice: null,
    capacity: 100,
    placesLeft: 50,
    state: 'open',
    registrationOpensAt: null,
    registrationClosesAt: null,
    gender: 'any',
    minAge: null,
    maxAge: null,
    hasResults: false,
    registerUrl: `/white-nights/${overrides.code}/register`,
    format: 'individual',
    ...overrides,
  };
}

export const EVENT: EventDetail = eventDetailSchema.parse({
  code: 'white-nights',
  draft: false,
  name: 'Белые ночи',
  url: '/event/white-nights',
  sportType: { id: 'run', name: 'Бег' },
  city: { id: '2', name: 'Санкт-Петербург' },
  place: 'Дворцовая площадь',
  startsAt: '2026-07-20T05:00:00Z',
  endsAt: null,
  timeZone: 'Europe/Moscow',
  distancesM: [42195, 10000],
  minPrice: rub(1500),
  placesLeft: 58,
  daysLeft: 10,
  priceIncrease: null,
  registrationState: 'open',
  starRating: 4,
  ratingApproved: true,
  isOnline: true,
  hasLiveStream: true,
  fastIdentification: true,
  isFree: false,
  isNational: true,
  hasResults: true,
  series: { code: 'spb-cup', name: 'Кубок Петербурга' },
  location: { lat: 59.94, lng: 30.31 },
  description: '<p>Самый <strong>красивый</strong> марафон</p>',
  activityType: { id: 'offline', name: 'Очный старт' },
  program: [
    { time: '07:00', title: 'Открытие стартового городка' },
    { time: '08:00', title: 'Старт марафона' },
  ],
  website: 'https://whitenights.example',
  organizer: {
    name: 'Клуб «Бегущий город»',
    email: 'org@example.com',
    phone: '+7 812 000-00-00',
    website: null,
    requisites: {
      legalName: 'ООО «Бегущий город»',
      inn: '7800000001',
      ogrn: '1027800000001',
      address: 'Санкт-Петербург, Невский пр., 1',
    },
  },
  operator: 'Startline',
  documents: [
    { kind: 'terms', title: 'Положение о забеге', url: 'https://docs.example/terms.pdf' },
    { kind: 'offer', title: 'Оферта', url: 'https://docs.example/offer.pdf' },
    { kind: 'certificate', title: 'Сертификат трассы', url: 'https://docs.example/cert.pdf' },
  ],
  beneficiary: {
    name: 'ИП Иванов Иван',
    inn: '780000000002',
    ogrnip: '315780000000002',
    address: 'Санкт-Петербург, ул. Садовая, 2',
  },
  races: [
    race({
      code: 'marathon',
      name: 'Марафон',
      lengthM: 42195,
      nextPrice: { at: '2026-07-14T21:00:00Z', price: rub(2000), days: 12 },
      placesLeft: 5,
      state: 'few',
      hasResults: true,
    }),
    race({ code: 'ten', name: 'Десятка', placesLeft: 2, hasResults: true }),
    race({ code: 'mile', name: 'Миля', lengthM: 1609, placesLeft: 1, state: 'open' }),
    race({ code: 'half', name: 'Полумарафон', lengthM: 21097, placesLeft: 0, state: 'full' }),
    race({ code: 'kids', name: 'Детский забег', lengthM: 500, state: 'closed', placesLeft: 21 }),
    race({
      code: 'night',
      name: 'Ночной забег',
      state: 'soon',
      registrationOpensAt: '2026-06-01T07:00:00Z',
      placesLeft: null,
      capacity: null,
    }),
    race({ code: 'old', name: 'Прошлый старт', state: 'unavailable', placesLeft: 11 }),
  ],
  items: [
    {
      id: 1,
      kind: 'good',
      name: 'Футболка участника',
      description: 'Хлопок',
      price: rub(990),
      inStock: true,
    },
    { id: 2, kind: 'service', name: 'Хранение вещей', description: '', price: rub(150), inStock: false },
  ],
  startPack: {
    description: 'Номер, чип и футболка',
    place: 'Манеж, Исаакиевская пл.',
    schedule: '18–19 июля',
  },
  contacts: { email: 'info@whitenights.example', phone: '+7 812 111-11-11' },
});

export const START_LIST = (raceCode: string, names: string[], nextCursor: number | null = null) =>
  startListSchema.parse({
    races: [
      { code: 'marathon', name: 'Марафон', count: 120 },
      { code: 'ten', name: 'Десятка', count: 30 },
    ],
    participants: names.map((name, i) => ({
      bib: String(100 + i),
      name,
      raceCode,
      city: 'Москва',
      club: i === 0 ? 'Клуб Бег' : null,
      team: null,
      stage: null,
    })),
    total: names.length,
    nextCursor,
  });

export const RESULTS = (gender?: 'male' | 'female') =>
  resultsSchema.parse({
    race: { code: 'marathon', name: 'Марафон', lengthM: 42195 },
    format: 'individual',
    category: gender ?? 'overall',
    races: [
      { code: 'marathon', name: 'Марафон' },
      { code: 'ten', name: 'Десятка' },
    ],
    ageGroups: [
      { id: '18-29', name: '18–29 лет' },
      { id: '30-39', name: '30–39 лет' },
    ],
    rows: [
      {
        place: 1,
        bib: '7',
        name: gender === 'female' ? 'Мария Быстрова' : 'Иван Быстров',
        gender: gender ?? 'male',
        timeMs: 2 * 3600_000 + 31 * 60_000 + 5_000,
        ageGroup: '30-39',
        club: 'Клуб Бег',
        city: 'Москва',
        status: 'finished',
      },
      {
        place: null,
        bib: '9',
        name: 'Пётр Сошедший',
        gender: 'male',
        timeMs: null,
        ageGroup: null,
        club: null,
        city: null,
        status: 'dnf',
      },
    ],
    teams: [],
  });

export const SERIES = seriesDetailSchema.parse({
  code: 'spb-cup',
  name: 'Кубок Петербурга',
  description: '<p>Пять стартов за <strong>сезон</strong></p>',
  eventsCount: 5,
  upcomingCount: 3,
  sportTypes: [{ id: 'run', name: 'Бег' }],
  period: { from: '2026-04-01T00:00:00Z', to: '2026-10-01T00:00:00Z' },
});

export const RATING = eventsRatingSchema.parse({
  items: [
    {
      code: 'three',
      name: 'Три звезды',
      url: '/event/three',
      starRating: 3,
      ratingApproved: false,
      city: 'Казань',
      startsAt: '2026-08-01T06:00:00Z',
      sportType: 'Бег',
    },
    {
      code: 'five',
      name: 'Пять звёзд',
      url: '/event/five',
      starRating: 5,
      ratingApproved: true,
      city: 'Москва',
      startsAt: '2026-09-01T06:00:00Z',
      sportType: 'Бег',
    },
  ],
});
