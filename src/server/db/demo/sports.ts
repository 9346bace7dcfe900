import type { SportTypeId } from '../../../shared/domain/sport-types.js';

interface SportDemo {
  /** What an event of this sport is called, e.g. «Московский марафон». */
  noun: { ru: string; en: string };
  /** Distances of its races, longest first (metres). */
  distances: number[];
  /** Plausible seconds per kilometre, fast and slow finisher. */
  pace: [number, number];
  /** Months (1–12) the sport is held in. */
  season: 'summer' | 'winter' | 'any';
}

export const SPORT_DEMO: Record<SportTypeId, SportDemo> = {
  run: {
    noun: { ru: 'марафон', en: 'Marathon' },
    distances: [42195, 21097, 10000, 5000],
    pace: [175, 420],
    season: 'any',
  },
  trail: {
    noun: { ru: 'трейл', en: 'Trail' },
    distances: [55000, 25000, 12000],
    pace: [300, 720],
    season: 'summer',
  },
  'run-relay': {
    noun: { ru: 'эстафета', en: 'Relay' },
    distances: [42195, 20000],
    pace: [190, 400],
    season: 'any',
  },
  cycling: {
    noun: { ru: 'веломарафон', en: 'Cycling Marathon' },
    distances: [120000, 60000, 30000],
    pace: [85, 170],
    season: 'summer',
  },
  'obstacle-race': {
    noun: { ru: 'забег с препятствиями', en: 'Obstacle Race' },
    distances: [21000, 10000, 5000],
    pace: [330, 780],
    season: 'summer',
  },
  biathlon: {
    noun: { ru: 'биатлон', en: 'Biathlon' },
    distances: [15000, 7500],
    pace: [200, 420],
    season: 'winter',
  },
  duathlon: {
    noun: { ru: 'дуатлон', en: 'Duathlon' },
    distances: [30000, 15000],
    pace: [150, 300],
    season: 'summer',
  },
  'ski-race': {
    noun: { ru: 'лыжный марафон', en: 'Ski Marathon' },
    distances: [50000, 25000, 10000],
    pace: [150, 420],
    season: 'winter',
  },
  'ski-biathlon': {
    noun: { ru: 'лыжный биатлон', en: 'Ski Biathlon' },
    distances: [12500, 7500],
    pace: [170, 400],
    season: 'winter',
  },
  swimming: {
    noun: { ru: 'заплыв', en: 'Swim' },
    distances: [10000, 3000, 1000],
    pace: [900, 2100],
    season: 'summer',
  },
  orienteering: {
    noun: { ru: 'ориентирование', en: 'Orienteering' },
    distances: [9000, 5000, 3000],
    pace: [360, 900],
    season: 'any',
  },
  triathlon: {
    noun: { ru: 'триатлон', en: 'Triathlon' },
    distances: [113000, 51500, 25750],
    pace: [95, 190],
    season: 'summer',
  },
  walk: {
    noun: { ru: 'прогулка', en: 'Walk' },
    distances: [10000, 5000, 3000],
    pace: [480, 900],
    season: 'any',
  },
};

/** Themes of the generated event names, in both languages. */
export const THEMES = [
  { ru: 'Белые ночи', en: 'White Nights' },
  { ru: 'Золотая осень', en: 'Golden Autumn' },
  { ru: 'Весенний старт', en: 'Spring Start' },
  { ru: 'Зимняя сказка', en: 'Winter Tale' },
  { ru: 'Северное сияние', en: 'Northern Lights' },
  { ru: 'Волжская волна', en: 'Volga Wave' },
  { ru: 'Горный рубеж', en: 'Mountain Frontier' },
  { ru: 'Ночной город', en: 'Night City' },
  { ru: 'Кубок губернатора', en: "Governor's Cup" },
  { ru: 'Лесная тропа', en: 'Forest Path' },
  { ru: 'Рассвет', en: 'Sunrise' },
  { ru: 'Крылья', en: 'Wings' },
] as const;

/** Hand-named events first: the names a visitor of a Russian race calendar expects to see. */
export const FAMOUS_EVENTS: { ru: string; en: string; sport: SportTypeId; city: string; days: number }[] = [
  { ru: 'Московский марафон', en: 'Moscow Marathon', sport: 'run', city: 'Москва', days: 45 },
  { ru: 'Белые ночи', en: 'White Nights', sport: 'run', city: 'Санкт-Петербург', days: 120 },
  { ru: 'Казанский марафон', en: 'Kazan Marathon', sport: 'run', city: 'Казань', days: 70 },
  { ru: 'Зелёный марафон', en: 'Green Marathon', sport: 'run', city: 'Москва', days: -60 },
  { ru: 'Ночной забег', en: 'Night Run', sport: 'run', city: 'Москва', days: 0 },
  { ru: 'Эльтон Ultra-Trail', en: 'Elton Ultra-Trail', sport: 'trail', city: 'Самара', days: 150 },
  { ru: 'Ural Ultra Trail', en: 'Ural Ultra Trail', sport: 'trail', city: 'Екатеринбург', days: -40 },
  { ru: 'Лыжня России', en: 'Russian Ski Track', sport: 'ski-race', city: 'Москва', days: -250 },
  { ru: 'Дёминский марафон', en: 'Demino Ski Marathon', sport: 'ski-race', city: 'Ярославль', days: 85 },
  { ru: 'Суздаль Трейл', en: 'Suzdal Trail', sport: 'trail', city: 'Суздаль', days: 0 },
  { ru: 'Заплыв «Открытая вода»', en: 'Open Water Swim', sport: 'swimming', city: 'Казань', days: -90 },
  { ru: 'IRONSTAR Сочи', en: 'IRONSTAR Sochi', sport: 'triathlon', city: 'Сочи', days: 200 },
  { ru: 'Гонка героев', en: 'Race of Heroes', sport: 'obstacle-race', city: 'Москва', days: 30 },
  {
    ru: 'Петербургский полумарафон',
    en: 'Saint Petersburg Half Marathon',
    sport: 'run',
    city: 'Санкт-Петербург',
    days: -20,
  },
  { ru: 'Байкальский ледовый марафон', en: 'Baikal Ice Marathon', sport: 'run', city: 'Иркутск', days: 100 },
  {
    ru: 'Мурманский марафон «Полярная ночь»',
    en: 'Murmansk Polar Night Marathon',
    sport: 'run',
    city: 'Мурманск',
    days: 10,
  },
];

export const FIRST_NAMES = {
  male: [
    'Алексей',
    'Дмитрий',
    'Сергей',
    'Иван',
    'Андрей',
    'Михаил',
    'Павел',
    'Николай',
    'Артём',
    'Егор',
    'Максим',
    'Кирилл',
  ],
  female: [
    'Анна',
    'Мария',
    'Екатерина',
    'Ольга',
    'Наталья',
    'Елена',
    'Татьяна',
    'Ирина',
    'Дарья',
    'Полина',
    'Алина',
    'Светлана',
  ],
} as const;

/** Surnames as [male, female]. */
export const LAST_NAMES: [string, string][] = [
  ['Иванов', 'Иванова'],
  ['Смирнов', 'Смирнова'],
  ['Кузнецов', 'Кузнецова'],
  ['Попов', 'Попова'],
  ['Соколов', 'Соколова'],
  ['Лебедев', 'Лебедева'],
  ['Козлов', 'Козлова'],
  ['Новиков', 'Новикова'],
  ['Морозов', 'Морозова'],
  ['Волков', 'Волкова'],
  ['Орлов', 'Орлова'],
  ['Зайцев', 'Зайцева'],
  ['Белов', 'Белова'],
  ['Громов', 'Громова'],
];
