import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { paymentStartedSchema } from '../../shared/schemas/payments.js';
import { orders, payments, sandboxPayments } from '../db/schema.js';
import { insertRace, orderBody, registrationCalls } from '../registration/registration-fixture.js';
import { accountHeaders, ANNA, createTestAccount } from '../test/accounts-fixture.js';
import { completedJobs } from '../test/jobs-fixture.js';
import { tenantIdOf, useTestApp } from '../test/test-app.js';
import { RECONCILE_JOB } from './reconciler.js';

describe('the reconciler, a job of the app’s queue', () => {
  const ctx = useTestApp({ config: { reconcileSeconds: 1 } });

  it('completes a payment whose notification never came', async () => {
    const tenantId = await tenantIdOf(ctx.database, 'default');
    const who = await createTestAccount(ctx.database, tenantId, {
      email: 'reconciled@example.org',
      person: ANNA,
    });
    const race = await insertRace(ctx.database, tenantId, { capacity: 5 });
    const placed = await registrationCalls(() => ctx.app).order(who, race, orderBody([{ kind: 'self' }]));
    expect(placed.statusCode, placed.body).toBe(201);
    const { orderNumber } = placed.json() as { orderNumber: string };
    const started = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/orders/${orderNumber}/pay`,
      headers: accountHeaders(who.cookie),
      payload: { method: 'card' },
    });
    expect(started.statusCode, started.body).toBe(201);
    const { paymentId } = paymentStartedSchema.parse(started.json());
    // paid at the provider, but the notification was lost; the payment has been pending a while
    const [payment] = await ctx.database.db.select().from(payments).where(eq(payments.id, paymentId));
    await ctx.database.db
      .update(sandboxPayments)
      .set({ status: 'succeeded' })
      .where(eq(sandboxPayments.id, payment!.providerPaymentId!));
    await ctx.database.db
      .update(payments)
      .set({ updatedAt: sql`now() - interval '15 minutes'` })
      .where(eq(payments.id, paymentId));

    const statusOf = async () =>
      (await ctx.database.db.select().from(orders).where(eq(orders.number, orderNumber)))[0]?.status;
    await vi.waitFor(async () => expect(await statusOf()).toBe('paid'), { timeout: 10_000, interval: 100 });
    // it was the queue's job that did it
    await vi.waitFor(async () => expect(await completedJobs(ctx.database, RECONCILE_JOB)).toBeGreaterThan(0));
  });
});
