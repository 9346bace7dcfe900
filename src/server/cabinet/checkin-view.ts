import type { Language } from '../../shared/constants.js';
import type { EventStatus } from '../../shared/domain/event-status.js';
import { raceState } from '../../shared/domain/race-state.js';
import { poolLeft } from '../../shared/domain/slot-pools.js';
import type { CheckinEntry } from '../../shared/schemas/cabinet-checkin.js';
import { admission } from '../accounts/account-history.service.js';
import { pick } from '../catalogue/cards.js';
import type { RaceRow } from '../db/schema.js';
import type { CheckinEntryRow } from './checkin.repo.js';

/* What the start-pack point shows of an entry and a race (issue 18 item 5, ADR 025). */

/** When a start pack was given, as the desk reads it: day, month and time in the event's zone. */
export function givenAt(at: Date, timeZone: string, lang: Language): string {
  return new Intl.DateTimeFormat(lang === 'ru' ? 'ru-RU' : 'en-GB', {
    timeZone,
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(at);
}

export function entryView(lang: Language, row: CheckinEntryRow): CheckinEntry {
  return {
    id: row.id,
    lastName: row.last_name,
    firstName: row.first_name,
    birthDate: row.birth_date,
    race: { code: row.race_code, name: pick(lang, row.race_name_ru, row.race_name_en) },
    bib: row.bib,
    team: row.team,
    status: row.status,
    payment:
      row.status !== 'confirmed' ? 'unpaid' : row.order_status === 'partly-paid' ? 'partly-paid' : 'paid',
    admission: {
      medical: admission(row.medical_status),
      insurance: admission(row.insurance_status),
      identity: admission(row.identity_status),
    },
    startPack:
      row.given_ms === null
        ? null
        : { givenAt: new Date(row.given_ms).toISOString(), givenBy: row.given_by ?? '' },
    offline: row.offline,
  };
}

/** Places a race has left, its two pools together; null: no limit. */
export function placesLeftOf(race: RaceRow, taken: { adults: number; children: number }): number | null {
  if (race.capacity === null) return null;
  if (race.childCapacity === null)
    return poolLeft({ capacity: race.capacity, taken: taken.adults + taken.children });
  return (
    poolLeft({ capacity: race.capacity, taken: taken.adults }) +
    poolLeft({ capacity: race.childCapacity, taken: taken.children })
  );
}

/** Whether the desk registers for the race now: online registration closed (SPEC §4), an individual race. */
export function offlineOpen(race: RaceRow, eventStatus: EventStatus, now: Date) {
  const state = raceState({
    now,
    startsAt: race.startsAt,
    opensAt: race.registrationOpensAt,
    closesAt: race.registrationClosesAt,
    // places are the booking's to decide, under the race's lock
    capacity: null,
    taken: 0,
    disabled: race.registrationDisabled,
    eventStatus,
  });
  // a team or relay race registers its teams online (their members and stages); the desk registers runners
  return state === 'closed' && race.format === 'individual';
}
