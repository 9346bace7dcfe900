import { describe, expect, it } from 'vitest';
import type { PersonRow } from '../db/schema.js';
import { createTestAccount } from '../test/accounts-fixture.js';
import { tenantIdOf, useTestApp } from '../test/test-app.js';
import { insertRace } from './registration-fixture.js';
import { createRegistrationRepo } from './registration.repo.js';
import { uniquePlaceRefusal, type Participant } from './registration.service.js';

describe('the one-active-place-per-person index, behind the race lock', () => {
  const ctx = useTestApp();

  it("answers the driver's unique violation as the refusal of the participant concerned, never a 500", async () => {
    const tenantId = await tenantIdOf(ctx.database, 'default');
    const anna = await createTestAccount(ctx.database, tenantId, { email: 'anna@example.org' });
    const race = await insertRace(ctx.database, tenantId);
    const repo = createRegistrationRepo(ctx.database.db, tenantId);
    const row = {
      eventId: race.eventId,
      raceId: race.raceId,
      personId: anna.personId,
      status: 'pending' as const,
    };
    await repo.insertRegistrations([row]);
    const error = await repo.insertRegistrations([row]).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).not.toBeNull();

    const participant = (kind: Participant['kind'], personId: number | null, child = false): Participant => ({
      kind,
      entry: {},
      name: `${kind} ${personId}`,
      person: personId === null ? null : ({ id: personId } as PersonRow),
      relative: null,
      email: null,
      invitation: null,
      child,
      saveToProfile: false,
    });
    const self = uniquePlaceRefusal(error, [participant('friend', null), participant('self', anna.personId)]);
    expect(self).toMatchObject({ code: 'ALREADY_SUBMITTED_MYSELF', params: { participant: 1 } });
    const child = uniquePlaceRefusal(error, [participant('relative', anna.personId, true)]);
    expect(child).toMatchObject({ code: 'ALREADY_SUBMITTED_CHILDREN', params: { participant: 0 } });
    const other = uniquePlaceRefusal(error, [
      participant('self', anna.personId + 1000),
      participant('relative', anna.personId),
    ]);
    expect(other).toMatchObject({ code: 'ALREADY_REGISTERED', params: { participant: 1 } });
    expect(uniquePlaceRefusal(new Error('connection lost'), [participant('self', 1)])).toBeNull();
  });
});
