import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { orders, registrations } from '../db/schema.js';
import { ANNA, createTestAccount } from '../test/accounts-fixture.js';
import { completedJobs } from '../test/jobs-fixture.js';
import { tenantIdOf, useTestApp } from '../test/test-app.js';
import { HOLD_SWEEP_JOB } from './hold-sweeper.js';
import { insertRace, orderBody, registrationCalls, registrationsOf } from './registration-fixture.js';

describe('the hold sweeper, a job of the app’s queue', () => {
  const ctx = useTestApp({ config: { holdSweepSeconds: 1 } });
  const calls = registrationCalls(() => ctx.app);

  const statusOf = async (raceId: number) => {
    const [registration] = await registrationsOf(ctx.database, raceId);
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.raceId, raceId));
    return [registration?.status, order?.status];
  };

  it('marks an expired hold and its order expired, and leaves a live one alone', async () => {
    const tenantId = await tenantIdOf(ctx.database, 'default');
    const anna = await createTestAccount(ctx.database, tenantId, {
      email: 'sweep@example.org',
      person: ANNA,
    });
    const over = await insertRace(ctx.database, tenantId, { capacity: 10 });
    const live = await insertRace(ctx.database, tenantId, { capacity: 10 });
    for (const race of [over, live]) {
      const res = await calls.order(anna, race, orderBody([{ kind: 'self' }]));
      expect(res.statusCode, res.body).toBe(201);
    }
    // the hold on `over` has ended
    const past = new Date(Date.now() - 1000);
    await ctx.database.db
      .update(registrations)
      .set({ expiresAt: past })
      .where(eq(registrations.raceId, over.raceId));
    await ctx.database.db.update(orders).set({ expiresAt: past }).where(eq(orders.raceId, over.raceId));

    await vi.waitFor(async () => expect(await statusOf(over.raceId)).toEqual(['expired', 'expired']), {
      timeout: 10_000,
      interval: 100,
    });
    expect(await statusOf(live.raceId)).toEqual(['pending', 'awaiting-payment']);
    // it was the queue's job that did it
    await vi.waitFor(async () =>
      expect(await completedJobs(ctx.database, HOLD_SWEEP_JOB)).toBeGreaterThan(0),
    );
  });
});
