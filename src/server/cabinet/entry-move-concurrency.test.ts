import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registrations } from '../db/schema.js';
import { insertRace } from '../registration/registration-fixture.js';
import { accountHeaders, createTestAccount } from '../test/accounts-fixture.js';
import { useWideTestApp } from '../test/concurrency-fixture.js';
import { tenantIdOf } from '../test/test-app.js';
import { addRace, insertPaidEntry } from './cabinet-entry-fixture.js';
import { addMember, assignEvent, insertOrganizer } from './cabinet-fixture.js';

/**
 * Two organizers move two entries at once into a race with one place left (issue 18, ADR 026): the moves
 * queue on the target race's row lock, so exactly one takes the place and the other is told the race is
 * full; the race never holds more than its capacity. On PostgreSQL the attempts really overlap.
 */
describe('moves into the last place of a race at once', () => {
  const ctx = useWideTestApp();

  it('two organizers, two entries, one place left: exactly one moves, the other gets MOVE_RACE_FULL', async () => {
    const tenantId = await tenantIdOf(ctx.database, 'default');
    const organizer = await insertOrganizer(ctx.database, tenantId, 'Клуб');
    const race = await insertRace(ctx.database, tenantId, { capacity: 10 });
    await assignEvent(ctx.database, race.eventId, organizer);
    // the same price: no money moves, only the place
    const target = await addRace(ctx.database, tenantId, race, { code: 'last', price: 150_000, capacity: 2 });
    const runner = await createTestAccount(ctx.database, tenantId, { email: 'someone@example.org' });
    await insertPaidEntry(ctx.database, tenantId, target, { userId: runner.userId, lastName: 'Занял' });
    const entries = await Promise.all(
      ['Первый', 'Второй'].map((lastName, i) =>
        createTestAccount(ctx.database, tenantId, { email: `mover${i}@example.org` }).then((who) =>
          insertPaidEntry(ctx.database, tenantId, race, { userId: who.userId, lastName }),
        ),
      ),
    );
    const organizers = await Promise.all(
      (['owner', 'manager'] as const).map(async (role) => {
        const who = await createTestAccount(ctx.database, tenantId, {
          email: `${role}@example.org`,
          roles: ['Organization'],
        });
        await addMember(ctx.database, tenantId, organizer, who.userId, role);
        return who;
      }),
    );

    const answers = await Promise.all(
      entries.map((entry, i) =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/cabinet/events/${race.eventCode}/entries/${entry.id}/move`,
          headers: accountHeaders(organizers[i]!.cookie),
          payload: { race: 'last' },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().error.code).toBe('MOVE_RACE_FULL');
    const inTarget = await ctx.database.db
      .select()
      .from(registrations)
      .where(eq(registrations.raceId, target.raceId));
    expect(inTarget.filter((r) => r.status === 'confirmed')).toHaveLength(2);
  });
});
