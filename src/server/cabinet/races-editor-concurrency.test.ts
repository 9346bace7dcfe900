import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { races } from '../db/schema.js';
import { fillPlaces, insertRace, orderBody, takenPlaces } from '../registration/registration-fixture.js';
import { accountHeaders, createTestAccount } from '../test/accounts-fixture.js';
import { signedInUsers, useWideTestApp } from '../test/concurrency-fixture.js';
import { tenantIdOf } from '../test/test-app.js';
import { addMember, assignEvent, insertOrganizer } from './cabinet-fixture.js';

const CAPACITY = 50;
const TAKEN = 40;
const RUNNERS = 30;

describe('lowering a race’s capacity while runners book its last places (real PostgreSQL)', () => {
  const ctx = useWideTestApp();

  it('never leaves the capacity below the places taken: each save either holds or names the places taken', async () => {
    const { app, database: wide } = ctx;
    const tenantId = await tenantIdOf(wide, 'default');
    const race = await insertRace(wide, tenantId, { capacity: CAPACITY });
    await fillPlaces(wide, tenantId, race, TAKEN);
    const organizer = await insertOrganizer(wide, tenantId, 'Клуб «Гонка»');
    await assignEvent(wide, race.eventId, organizer);
    const owner = await createTestAccount(wide, tenantId, {
      email: 'race-owner@example.org',
      roles: ['Organization'],
    });
    await addMember(wide, tenantId, organizer, owner.userId, 'owner');
    const cookies = await signedInUsers(wide, tenantId, RUNNERS);

    const url = `/api/cabinet/events/${race.eventCode}/races/${race.raceCode}`;
    const view = (await app.inject({ url, headers: accountHeaders(owner.cookie) })).json();
    const save = (capacity: number) =>
      app.inject({
        method: 'PUT',
        url,
        headers: accountHeaders(owner.cookie),
        payload: { ...view.race, capacity },
      });
    const book = (cookie: string, i: number) =>
      app.inject({
        method: 'POST',
        url: `/api/registration/${race.eventCode}/${race.raceCode}/order`,
        headers: { host: 'localhost', origin: 'http://localhost', cookie },
        payload: orderBody([{ kind: 'friend', email: `late${i}@example.org` }]),
      });

    // the organizer lowers the limit step by step (49 … 41) while 30 runners book the last 10 places
    const wanted = Array.from({ length: 9 }, (_, i) => CAPACITY - 1 - i);
    const [saves, bookings] = await Promise.all([
      Promise.all(wanted.map((capacity) => save(capacity))),
      Promise.all(cookies.map((cookie, i) => book(cookie, i))),
    ]);

    for (const answer of saves) {
      if (answer.statusCode === 200) continue;
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().error.fields.capacity).toMatch(
        /^Places already taken: \d+\. The limit cannot be lower$/,
      );
    }
    for (const answer of bookings) {
      if (answer.statusCode !== 201) expect(answer.json().error.code, answer.body).toBe('LIMIT_REACHED');
    }
    const [row] = await wide.db
      .select({ capacity: races.capacity })
      .from(races)
      .where(eq(races.id, race.raceId));
    const taken = await takenPlaces(wide, race.raceId);
    expect(taken).toBe(TAKEN + bookings.filter((b) => b.statusCode === 201).length);
    expect(row!.capacity).toBeGreaterThanOrEqual(taken);
    // every save that held set a limit no booking went past afterwards
    const held = saves.flatMap((s, i) => (s.statusCode === 200 ? [wanted[i]!] : []));
    expect([CAPACITY, ...held]).toContain(row!.capacity);
  });
});
