import type { Language } from '../../shared/constants.js';
import { placesLeft, raceState, type RaceState } from '../../shared/domain/race-state.js';
import { SPORT_TYPES } from '../../shared/domain/sport-types.js';
import type { EventCard, RaceInfo } from '../../shared/schemas/catalogue.js';
import type { Money } from '../../shared/schemas/money.js';
import { iso } from './db-rows.js';
import type { CardColumns, RaceRow } from './events-list.repo.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Best first: what the card shows as the event's registration state. */
const STATE_RANK: Record<RaceState, number> = {
  open: 0,
  few: 1,
  soon: 2,
  full: 3,
  closed: 4,
  unavailable: 5,
};

/** The text in the language asked for: English when asked and there is one, else Russian. */
export const pick = (lang: Language, ru: string, en: string | null) => (lang === 'en' && en ? en : ru);

export function sportName(id: string, lang: Language): string {
  return SPORT_TYPES.find((s) => s.id === id)?.[lang] ?? id;
}

const money = (amount: number | null, currency: string | null): Money | null =>
  amount === null ? null : { amount, currency: currency ?? 'RUB' };

/** Whole days from `now` to a moment (0: today), as the card counts the days left to register. */
const daysUntil = (ms: number, now: Date) => Math.max(0, Math.floor((ms - now.getTime()) / DAY_MS));

export function stateOf(race: RaceRow, now: Date): RaceState {
  return raceState({
    now,
    startsAt: new Date(race.starts_ms),
    opensAt: race.opens_ms === null ? null : new Date(race.opens_ms),
    closesAt: race.closes_ms === null ? null : new Date(race.closes_ms),
    capacity: race.capacity,
    taken: race.taken,
    disabled: race.registration_disabled,
    eventStatus: race.event_status,
  });
}

export function raceInfo(race: RaceRow, eventCode: string, now: Date, lang: Language): RaceInfo {
  const next = money(race.next_amount, race.next_currency);
  return {
    code: race.code,
    name: lang === 'en' ? race.name_en : race.name_ru,
    lengthM: race.length_m,
    startsAt: new Date(race.starts_ms).toISOString(),
    price: money(race.price_amount, race.price_currency),
    nextPrice:
      next && race.next_ms !== null
        ? { at: new Date(race.next_ms).toISOString(), price: next, days: daysUntil(race.next_ms, now) }
        : null,
    capacity: race.capacity,
    placesLeft: placesLeft(race.capacity, race.taken),
    state: stateOf(race, now),
    registrationOpensAt: iso(race.opens_ms),
    registrationClosesAt: iso(race.closes_ms),
    gender: race.gender,
    minAge: race.min_age,
    maxAge: race.max_age,
    hasResults: race.has_results,
    registerUrl: `/${encodeURIComponent(eventCode)}/${encodeURIComponent(race.code)}/register`,
    format: race.format,
  };
}

/** The card of an event from its row and its races (already loaded in one batch for the page). */
export function eventCard(row: CardColumns, races: RaceRow[], now: Date, lang: Language): EventCard {
  const states = races.map((r) => ({ race: r, state: stateOf(r, now) }));
  const best = states.reduce<RaceState>(
    (acc, s) => (STATE_RANK[s.state] < STATE_RANK[acc] ? s.state : acc),
    'unavailable',
  );
  const registrable = states.filter((s) => s.state === 'open' || s.state === 'few').map((s) => s.race);

  const prices = races.filter((r) => r.price_amount !== null);
  const cheapest = prices.reduce<RaceRow | null>(
    (acc, r) => (acc === null || (r.price_amount ?? 0) < (acc.price_amount ?? 0) ? r : acc),
    null,
  );
  const left =
    races.length === 0 || races.some((r) => r.capacity === null)
      ? null
      : races.reduce((sum, r) => sum + (placesLeft(r.capacity, r.taken) ?? 0), 0);
  const closes = registrable.map((r) => r.closes_ms).filter((ms): ms is number => ms !== null);
  const daysLeft =
    registrable.length && closes.length === registrable.length ? daysUntil(Math.max(...closes), now) : null;
  const nextStep = registrable
    .filter((r) => r.next_ms !== null && r.next_amount !== null)
    .sort((a, b) => (a.next_ms ?? 0) - (b.next_ms ?? 0))[0];

  const name = lang === 'en' ? row.name_en : row.name_ru;
  return {
    code: row.code,
    name,
    url: `/event/${encodeURIComponent(row.code)}`,
    sportType: { id: row.sport_type, name: sportName(row.sport_type, lang) },
    city:
      row.city_id === null
        ? null
        : { id: String(row.city_id), name: (lang === 'en' ? row.city_en : row.city_ru) ?? '' },
    place: lang === 'en' ? row.place_en : row.place_ru,
    startsAt: new Date(row.starts_ms).toISOString(),
    endsAt: iso(row.ends_ms),
    timeZone: row.time_zone,
    distancesM: races.map((r) => r.length_m),
    minPrice: cheapest ? money(cheapest.price_amount, cheapest.price_currency) : null,
    placesLeft: left,
    daysLeft,
    priceIncrease: nextStep
      ? {
          at: new Date(nextStep.next_ms ?? 0).toISOString(),
          price: { amount: nextStep.next_amount ?? 0, currency: nextStep.next_currency ?? 'RUB' },
          days: daysUntil(nextStep.next_ms ?? 0, now),
        }
      : null,
    registrationState: best,
    starRating: row.star_rating,
    ratingApproved: row.rating_approved,
    isOnline: row.is_online,
    hasLiveStream: row.has_live_stream,
    fastIdentification: row.fast_identification,
    isFree: row.is_free,
    isNational: row.is_national,
    hasResults: row.has_results,
    series:
      row.series_code === null
        ? null
        : { code: row.series_code, name: (lang === 'en' ? row.series_en : row.series_ru) ?? '' },
    location: row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null,
  };
}
