import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../catalogue/db-rows.js';
import { orders, races, registrations } from '../db/schema.js';
import { insertRace, orderBody } from '../registration/registration-fixture.js';
import { accountHeaders, createTestAccount } from '../test/accounts-fixture.js';
import { signedInUsers, useWideTestApp } from '../test/concurrency-fixture.js';
import { tenantIdOf } from '../test/test-app.js';
import { addMember, assignEvent, insertOrganizer } from './cabinet-fixture.js';

const ROUNDS = 12;

describe('deleting a race while a runner registers for it (real PostgreSQL)', () => {
  const ctx = useWideTestApp();

  it('lets exactly one win each time, and never leaves an entry or order of a deleted race', async () => {
    const { app, database: wide } = ctx;
    const tenantId = await tenantIdOf(wide, 'default');
    const organizer = await insertOrganizer(wide, tenantId, 'Клуб «Удаление»');
    const owner = await createTestAccount(wide, tenantId, {
      email: 'delete-owner@example.org',
      roles: ['Organization'],
    });
    await addMember(wide, tenantId, organizer, owner.userId, 'owner');
    const cookies = await signedInUsers(wide, tenantId, ROUNDS, 'deleter');

    const outcomes: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const race = await insertRace(wide, tenantId);
      await assignEvent(wide, race.eventId, organizer);
      const url = `/api/cabinet/events/${race.eventCode}/races/${race.raceCode}`;
      const [booking, deletion] = await Promise.all([
        app.inject({
          method: 'POST',
          url: `/api/registration/${race.eventCode}/${race.raceCode}/order`,
          headers: { host: 'localhost', origin: 'http://localhost', cookie: cookies[round]! },
          payload: orderBody([{ kind: 'friend', email: `friend${round}@example.org` }]),
        }),
        app.inject({ method: 'DELETE', url, headers: accountHeaders(owner.cookie) }),
      ]);

      const left = await wide.db.select({ id: races.id }).from(races).where(eq(races.id, race.raceId));
      const entries = await wide.db
        .select({ id: registrations.id })
        .from(registrations)
        .where(eq(registrations.raceId, race.raceId));
      if (deletion.statusCode === 204) {
        // the delete took the race's lock first: the booking found no race
        expect(booking.statusCode, booking.body).toBe(404);
        expect(left).toEqual([]);
        expect(entries).toEqual([]);
        outcomes.push('deleted');
      } else {
        // the booking took it first: its entry is there, and the delete says why it cannot go
        expect(booking.statusCode, booking.body).toBe(201);
        expect(deletion.statusCode, deletion.body).toBe(409);
        expect(deletion.json().error.code).toBe('RACE_HAS_ENTRIES');
        expect(left).toHaveLength(1);
        expect(entries).toHaveLength(1);
        outcomes.push('registered');
      }
    }
    expect(outcomes).toHaveLength(ROUNDS);

    // nothing anywhere refers to a race that is gone
    const [orphans] = await rowsOf<{ n: number }>(
      wide.db,
      sql`select
        (select count(*) from ${registrations} g where g.race_id is not null
          and not exists (select 1 from ${races} r where r.id = g.race_id))
        + (select count(*) from ${orders} o where o.race_id is not null
          and not exists (select 1 from ${races} r where r.id = o.race_id)) as n`,
    );
    expect(Number(orphans!.n)).toBe(0);
  });
});
