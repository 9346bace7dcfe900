import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { registrations } from '../db/schema.js';
import { insertRace } from '../registration/registration-fixture.js';
import { accountHeaders, createTestAccount } from '../test/accounts-fixture.js';
import { widePool } from '../test/concurrency-fixture.js';
import { createTestApp, createTestDatabase, tenantIdOf, type TestDatabase } from '../test/test-app.js';
import { addRace, insertPaidEntry } from './cabinet-entry-fixture.js';
import { addMember, assignEvent, insertOrganizer } from './cabinet-fixture.js';

/**
 * Two organizers move two entries at once into a race with one place left (issue 18, ADR 026): the moves
 * queue on the target race's row lock, so exactly one takes the place and the other is told the race is
 * full; the race never holds more than its capacity. On PostgreSQL the attempts really overlap.
 */
describe('moves into the last place of a race at once', () => {
  let testDb: TestDatabase;
  let wide: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    wide = await widePool(testDb.database);
    app = await createTestApp(wide);
  });
  afterAll(async () => {
    await app?.close();
    if (wide && wide !== testDb?.database) await wide.close();
    await testDb?.dispose();
  });

  it('two organizers, two entries, one place left: exactly one moves, the other gets MOVE_RACE_FULL', async () => {
    const tenantId = await tenantIdOf(wide, 'default');
    const organizer = await insertOrganizer(wide, tenantId, 'Клуб');
    const race = await insertRace(wide, tenantId, { capacity: 10 });
    await assignEvent(wide, race.eventId, organizer);
    // the same price: no money moves, only the place
    const target = await addRace(wide, tenantId, race, { code: 'last', price: 150_000, capacity: 2 });
    const runner = await createTestAccount(wide, tenantId, { email: 'someone@example.org' });
    await insertPaidEntry(wide, tenantId, target, { userId: runner.userId, lastName: 'Занял' });
    const entries = await Promise.all(
      ['Первый', 'Второй'].map((lastName, i) =>
        createTestAccount(wide, tenantId, { email: `mover${i}@example.org` }).then((who) =>
          insertPaidEntry(wide, tenantId, race, { userId: who.userId, lastName }),
        ),
      ),
    );
    const organizers = await Promise.all(
      (['owner', 'manager'] as const).map(async (role) => {
        const who = await createTestAccount(wide, tenantId, {
          email: `${role}@example.org`,
          roles: ['Organization'],
        });
        await addMember(wide, tenantId, organizer, who.userId, role);
        return who;
      }),
    );

    const answers = await Promise.all(
      entries.map((entry, i) =>
        app.inject({
          method: 'POST',
          url: `/api/cabinet/events/${race.eventCode}/entries/${entry.id}/move`,
          headers: accountHeaders(organizers[i]!.cookie),
          payload: { race: 'last' },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().error.code).toBe('MOVE_RACE_FULL');
    const inTarget = await wide.db
      .select()
      .from(registrations)
      .where(eq(registrations.raceId, target.raceId));
    expect(inTarget.filter((r) => r.status === 'confirmed')).toHaveLength(2);
  });
});
