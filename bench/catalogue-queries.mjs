// The list queries the catalogue benches ask (DESIGN §9, issue 13): at least 1,000 distinct query strings
// from a fixed seed — every tab, search words (with typos), sport types, cities, clubs, series, ratings,
// date ranges and the flags — plus second and third pages through the cursors the API answered; and the
// server-rendered list page of each (GET /events/{tab}?{filters}, the language as the culture cookie).
import { random, waitFor } from './support.mjs';

const WANTED = 1200;

const rnd = random(20261124);
const pick = (items) => items[Math.floor(rnd() * items.length)];
const chance = (p) => rnd() < p;

const TABS = ['future', 'future', 'future', 'all', 'today', 'series', 'virtual', 'results', 'past'];
const WORDS = [
  'марафон',
  'забег',
  'трейл',
  'ночной',
  'московский',
  'казанский',
  'уральский',
  'кубок',
  'полумарафон',
  'лыжная',
  'marathon',
  'trail',
  'night',
  'марафн',
  'трэйл',
  'казан',
  'сибирский',
  'невский',
  'горный',
  'эстафета',
];

/** Distinct list queries over the vocabulary the app answers (cities, clubs, series), plus real next pages. */
export async function buildQueries(base) {
  const vocabulary = await (await waitFor(`${base}/api/events/listFilter?language=ru`)).json();
  const ids = (list) => (list ?? []).map((x) => x.id ?? x.code).filter(Boolean);
  const cities = ids(vocabulary.cities);
  const clubs = ids(vocabulary.clubs);
  const series = ids(vocabulary.series);
  const SPORTS = ids(vocabulary.sportTypes);
  const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const queries = new Set();
  while (queries.size < WANTED * 0.85) {
    const q = new URLSearchParams({ type: pick(TABS), language: chance(0.8) ? 'ru' : 'en' });
    if (chance(0.35)) q.set('q', pick(WORDS));
    if (chance(0.35)) q.set('sport', chance(0.7) ? pick(SPORTS) : `${pick(SPORTS)},${pick(SPORTS)}`);
    if (chance(0.3) && cities.length) q.set('city', pick(cities));
    if (chance(0.05) && clubs.length) q.set('club', pick(clubs));
    if (chance(0.08) && series.length) q.set('series', pick(series));
    if (chance(0.15)) q.set('rating', String(1 + Math.floor(rnd() * 5)));
    if (chance(0.15)) q.set('activity', pick(['offline', 'online']));
    if (chance(0.2)) {
      const from = Math.floor(rnd() * 200) - 30;
      q.set('dateFrom', day(from));
      if (chance(0.6)) q.set('dateTo', day(from + 7 + Math.floor(rnd() * 60)));
    }
    if (chance(0.1)) q.set('available', '1');
    if (chance(0.08)) q.set('national', '1');
    if (chance(0.05)) q.set('fastId', '1');
    queries.add(`/api/events/list?${q}`);
  }
  // next pages, as "Show more" asks for them
  const firsts = [...queries];
  for (const first of firsts) {
    if (queries.size >= WANTED) break;
    const page = await (await fetch(`${base}${first}`)).json();
    if (!page.nextCursor) continue;
    const second = `${first}&cursor=${encodeURIComponent(page.nextCursor)}`;
    queries.add(second);
    if (chance(0.3)) {
      const next = await (await fetch(`${base}${second}`)).json();
      if (next.nextCursor) queries.add(`${first}&cursor=${encodeURIComponent(next.nextCursor)}`);
    }
  }
  return [...queries];
}

/** The list page of an API query: the tab in the path, the filters in the query, the language as a cookie. */
export function pageRequestOf(apiPath) {
  const query = new URL(apiPath, 'http://localhost').searchParams;
  const tab = query.get('type') ?? 'future';
  const language = query.get('language') ?? 'ru';
  for (const key of ['type', 'cursor', 'language']) query.delete(key);
  const search = query.toString();
  return {
    path: `/events/${tab}${search ? `?${search}` : ''}`,
    headers: { accept: 'text/html', cookie: `_rr_culture=c=${language}|uic=${language}` },
  };
}

export function distinctPageRequests(apiPaths) {
  const byKey = new Map();
  for (const request of apiPaths.map(pageRequestOf))
    byKey.set(`${request.path} ${request.headers.cookie}`, request);
  return [...byKey.values()];
}
