import type { DemoEvent } from './events.js';
import type { DemoRace } from './races.js';

/**
 * Races of the demo catalogue set up for trying the registration flow (issue 14), all weeks ahead:
 *
 * - moscow-marathon / r42195: open, paid; its form asks everything (document, address, club);
 * - baikal-ice-marathon / r21097: free (price 0): an order is paid and its place confirmed at once;
 * - white-nights / r10000: a family race: a children's pool of 30, children run only with the adult who
 *   registers them (minimum age 7);
 * - race-of-heroes / r21000: full (its start list fills the capacity: LIMIT_REACHED);
 * - murmansk-polar-night-marathon / r10000: online registration closed (SPEC §4), 60 places: the
 *   start-pack point of moscow-marathon's organizer registers runners for it offline (issue 18 item 5).
 *
 * Applied to the built events without drawing random numbers, so the rest of the demo stays as it was.
 */
const SETTINGS: { event: string; race: string; apply: (race: DemoRace) => void }[] = [
  {
    event: 'moscow-marathon',
    race: 'r42195',
    apply: (race) => {
      race.formFields = ['birthDate', 'gender', 'phone', 'emergencyPhone', 'document', 'address', 'club'];
    },
  },
  {
    event: 'baikal-ice-marathon',
    race: 'r21097',
    apply: (race) => {
      race.prices = race.prices.slice(0, 1).map((p) => ({ ...p, amount: 0 }));
      race.formFields = ['birthDate', 'gender'];
    },
  },
  {
    event: 'white-nights',
    race: 'r10000',
    apply: (race) => {
      race.capacity = 200;
      race.childCapacity = 30;
      race.childrenNeedAdult = true;
      race.minAge = 7;
      race.maxAge = null;
      race.formFields = ['birthDate', 'gender', 'phone', 'emergencyPhone'];
    },
  },
  {
    event: 'murmansk-polar-night-marathon',
    race: 'r10000',
    apply: (race) => {
      // closed a day after it opened, months ago: whatever day the demo starts on, it is closed online
      race.closesAt = new Date(race.opensAt.getTime() + 24 * 60 * 60 * 1000);
      race.capacity = 60;
      race.formFields = ['birthDate', 'gender', 'phone'];
    },
  },
  {
    event: 'race-of-heroes',
    race: 'r21000',
    apply: (race) => {
      race.registrations = race.capacity ?? race.registrations;
      race.formFields = ['birthDate', 'gender', 'phone', 'club'];
    },
  },
];

/** The demo events with the registration demo's races set up (see SETTINGS). */
export function withRegistrationDemo(events: DemoEvent[]): DemoEvent[] {
  for (const setting of SETTINGS) {
    const race = events.find((e) => e.code === setting.event)?.races.find((r) => r.code === setting.race);
    if (race) setting.apply(race);
  }
  return events;
}
