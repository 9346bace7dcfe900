import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client.js';
import { racePrices, races, registrations, type NewRegistrationRow } from '../db/schema.js';
import { DAY_MS, type TestRace } from '../registration/registration-fixture.js';

/** Rows and forms the start-pack point's tests share (checkin.routes.test.ts, checkin-concurrency.test.ts). */

/** A confirmed entry of the race (an imported start list's: no order), born 1990-05-01, unless told otherwise. */
export async function insertEntry(
  database: Database,
  tenantId: number,
  race: Pick<TestRace, 'eventId' | 'raceId'>,
  columns: Partial<NewRegistrationRow> = {},
): Promise<number> {
  const [row] = await database.db
    .insert(registrations)
    .values({
      tenantId,
      eventId: race.eventId,
      raceId: race.raceId,
      status: 'confirmed',
      lastName: 'Участников',
      firstName: 'Иван',
      gender: 'male',
      birthDate: '1990-05-01',
      ...columns,
    })
    .returning({ id: registrations.id });
  return row!.id;
}

/** A 5 km race of the event whose online registration is open (the desk does not register for it). */
export async function openRaceOf(database: Database, tenantId: number, race: TestRace): Promise<number> {
  const [row] = await database.db
    .insert(races)
    .values({
      tenantId,
      eventId: race.eventId,
      code: '5k',
      nameRu: '5 км',
      nameEn: '5 km',
      lengthM: 5_000,
      startsAt: new Date(Date.now() + 60 * DAY_MS + 60_000),
      registrationOpensAt: new Date(Date.now() - 30 * DAY_MS),
    })
    .returning({ id: races.id });
  await database.db
    .insert(racePrices)
    .values({ tenantId, raceId: row!.id, validFrom: new Date(Date.now() - 30 * DAY_MS), amount: 90_000 });
  return row!.id;
}

/** The offline registration form as the desk sends it: a fresh key, the 10 km, cash. */
export function offlineForm(overrides: Record<string, unknown> = {}) {
  return {
    key: randomUUID(),
    race: '10k',
    lastName: 'Новиков',
    firstName: 'Николай',
    gender: 'male',
    birthDate: '1985-03-14',
    phone: '',
    email: '',
    method: 'cash',
    ...overrides,
  };
}
