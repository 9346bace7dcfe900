import { SPORT_TYPES, type SportTypeId } from '../../../shared/domain/sport-types.js';
import type { Beneficiary, EventDocument, EventProgram, StartPack } from '../schema.js';
import { DEMO_CITIES, type DemoCity } from './cities.js';
import { DAY_MS, moscowDay, type Random } from './prng.js';
import { FAMOUS_EVENTS, SPORT_DEMO, THEMES } from './sports.js';
import { DEMO_SERIES } from './organizers.js';
import { buildRaces, type DemoRace } from './races.js';

export interface DemoEvent {
  tenant: string;
  code: string;
  nameRu: string;
  nameEn: string;
  sport: SportTypeId;
  city: DemoCity | null;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  descriptionRu: string;
  descriptionEn: string;
  placeRu: string;
  placeEn: string;
  program: EventProgram;
  documents: EventDocument[];
  beneficiary: Beneficiary | null;
  startPack: StartPack | null;
  organizerIndex: number;
  seriesCode: string | null;
  starRating: number | null;
  ratingApproved: boolean;
  online: boolean;
  liveStream: boolean;
  fastId: boolean;
  free: boolean;
  national: boolean;
  races: DemoRace[];
}

const TENANT_EVENT_COUNTS: [string, number][] = [
  ['default', 124],
  ['pionercup', 12],
  ['fontanka', 10],
];

const FEMININE = new Set<SportTypeId>(['run-relay', 'walk']);
const NEUTER = new Set<SportTypeId>(['orienteering']);

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function cityByName(name: string): DemoCity {
  const city = DEMO_CITIES.find((c) => c.ru === name);
  if (!city) throw new Error(`No demo city ${name}`);
  return city;
}

function generatedName(rng: Random, sport: SportTypeId, city: DemoCity | null, i: number) {
  const noun = SPORT_DEMO[sport].noun;
  if (city && i % 2 === 0) {
    const adj = FEMININE.has(sport)
      ? city.adj.replace(/ий$/, 'ая')
      : NEUTER.has(sport)
        ? city.adj.replace(/ий$/, 'ое')
        : city.adj;
    return { ru: `${adj} ${noun.ru}`, en: `${city.en} ${noun.en}` };
  }
  const theme = rng.pick(THEMES);
  const nounRu = noun.ru.charAt(0).toUpperCase() + noun.ru.slice(1);
  return city
    ? { ru: `${nounRu} «${theme.ru}», ${city.ru}`, en: `${theme.en} ${noun.en}, ${city.en}` }
    : { ru: `Онлайн-${noun.ru} «${theme.ru}»`, en: `Virtual ${noun.en} "${theme.en}"` };
}

function description(name: { ru: string; en: string }, city: DemoCity | null, distances: number[]) {
  const km = distances.map((d) => `${(d / 1000).toLocaleString('ru-RU')} км`).join(', ');
  const kmEn = distances.map((d) => `${d / 1000} km`).join(', ');
  const where = city ? `в городе ${city.ru}` : 'онлайн, в любой точке мира';
  const whereEn = city ? `in ${city.en}` : 'online, anywhere in the world';
  return {
    ru: `<p><strong>${name.ru}</strong> — старт для новичков и опытных спортсменов ${where}.</p><ul><li>Дистанции: ${km}</li><li>Медаль финишера и электронный хронометраж</li><li>Пункты питания на трассе</li></ul><p>Подробности — на <a href="https://example.org/rules">странице положения</a>.</p>`,
    en: `<p><strong>${name.en}</strong> is a race for beginners and experienced athletes ${whereEn}.</p><ul><li>Distances: ${kmEn}</li><li>Finisher medal and electronic timing</li><li>Aid stations on the course</li></ul><p>Details are on the <a href="https://example.org/rules">rules page</a>.</p>`,
  };
}

function seriesFor(tenant: string, sport: SportTypeId, city: DemoCity | null, i: number): string | null {
  const codes = (DEMO_SERIES[tenant] ?? []).map((s) => s.code);
  if (tenant !== 'default') return i % 3 === 0 ? (codes[0] ?? null) : null;
  if (sport === 'trail') return 'trail-cup';
  if (sport === 'ski-race') return 'ski-cup';
  if (sport === 'run' && city?.ru === 'Москва') return 'moscow-running-series';
  if (city?.ru === 'Санкт-Петербург' || city?.ru === 'Петрозаводск') return 'white-nights';
  return null;
}

function eventSpec(
  rng: Random,
  now: Date,
  tenant: string,
  i: number,
  base: { ru: string; en: string; code: string; sport: SportTypeId; city: DemoCity | null; days: number },
): DemoEvent {
  const { sport, city } = base;
  const online = city === null;
  const startsAt = moscowDay(now, base.days, 7 + rng.int(0, 3));
  const endsAt = new Date(startsAt.getTime() + (online ? 14 * DAY_MS : 8 * 60 * 60 * 1000));
  const distances = SPORT_DEMO[sport].distances.slice(0, rng.int(1, SPORT_DEMO[sport].distances.length));
  const text = description(base, city, distances);
  const free = sport === 'walk' && i % 2 === 0;
  const placeRu = city
    ? // the venue only: pages show it after the city
      rng.pick([
        'центральный парк',
        'набережная',
        'стадион «Динамо»',
        'спортивная база «Лесная»',
        'городская площадь',
      ])
    : 'Онлайн';
  const placeEn = city
    ? rng.pick(['central park', 'embankment', 'Dynamo stadium', 'Forest sports base', 'city square'])
    : 'Online';
  const rating = i % 4 === 0 ? rng.int(1, 5) : null;
  return {
    tenant,
    code: base.code,
    nameRu: base.ru,
    nameEn: base.en,
    sport,
    city,
    startsAt,
    endsAt,
    timeZone: city?.tz ?? 'Europe/Moscow',
    descriptionRu: text.ru,
    descriptionEn: text.en,
    placeRu,
    placeEn,
    program: {
      ru: [
        { time: '07:30', title: 'Выдача стартовых пакетов' },
        { time: '09:00', title: 'Старт' },
        { time: '14:00', title: 'Награждение' },
      ],
      en: [
        { time: '07:30', title: 'Start pack pick-up' },
        { time: '09:00', title: 'Start' },
        { time: '14:00', title: 'Awards ceremony' },
      ],
    },
    documents: [
      {
        kind: 'terms',
        titleRu: 'Положение о соревновании',
        titleEn: 'Race rules',
        url: `https://example.org/docs/${base.code}/terms.pdf`,
      },
      {
        kind: 'offer',
        titleRu: 'Публичная оферта',
        titleEn: 'Public offer',
        url: `https://example.org/docs/${base.code}/offer.pdf`,
      },
      ...(i % 3 === 0
        ? [
            {
              kind: 'certificate' as const,
              titleRu: 'Сертификат трассы',
              titleEn: 'Course certificate',
              url: `https://example.org/docs/${base.code}/certificate.pdf`,
            },
          ]
        : []),
    ],
    beneficiary:
      i % 2 === 0
        ? {
            name: 'ИП Петров Сергей Иванович',
            inn: '772812345678',
            ogrnip: '318774600123456',
            address: 'Москва, ул. Профсоюзная, д. 12',
          }
        : null,
    startPack: online
      ? null
      : {
          descriptionRu: 'Номер, чип хронометража, футболка участника',
          descriptionEn: 'Bib, timing chip, race T-shirt',
          place: placeRu,
          schedule: 'Накануне старта, 12:00–20:00',
        },
    organizerIndex: i,
    seriesCode: seriesFor(tenant, sport, city, i),
    starRating: rating,
    ratingApproved: rating !== null && i % 8 === 0,
    online,
    liveStream: i % 5 === 0,
    fastId: i % 3 === 1,
    free,
    national: sport === 'run' && i % 2 === 1,
    races: buildRaces(rng, now, { startsAt, distances, sport, index: i, free }),
  };
}

/** The demo catalogue: famous events, then generated ones covering every sport, city and tab. */
export function buildDemoEvents(rng: Random, now: Date): DemoEvent[] {
  const out: DemoEvent[] = FAMOUS_EVENTS.map((f, i) =>
    eventSpec(rng, now, 'default', i, { ...f, code: slug(f.en), city: cityByName(f.city) }),
  );
  let n = out.length;
  for (const [tenant, count] of TENANT_EVENT_COUNTS) {
    for (let k = 0; k < count; k++, n++) {
      const sportType = SPORT_TYPES[n % SPORT_TYPES.length];
      if (!sportType) throw new Error('no sport');
      const sport = sportType.id;
      const online = k % 9 === 4;
      const city = online ? null : DEMO_CITIES[(n * 7) % DEMO_CITIES.length]!;
      const days = k % 23 === 0 ? 0 : k % 3 === 0 ? -rng.int(1, 330) : rng.int(1, 300);
      const name = generatedName(rng, sport, city, k);
      const code = `${sport}-${city ? slug(city.en) : 'online'}-${n}`;
      out.push(eventSpec(rng, now, tenant, n, { ...name, code, sport, city, days }));
    }
  }
  return out;
}
