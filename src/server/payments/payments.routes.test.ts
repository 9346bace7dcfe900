import { createHmac } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderPaymentSchema, paymentStartedSchema } from '../../shared/schemas/payments.js';
import {
  events,
  mailOutbox,
  orders,
  organizers,
  orderTransitions,
  paymentNotifications,
  payments,
  refunds,
  registrations,
  sandboxPayments,
  tenants,
} from '../db/schema.js';
import { accountHeaders, createTestAccount, type TestAccount } from '../test/accounts-fixture.js';
import { seededTenant, tenantIdOf, useTestApp } from '../test/test-app.js';
import {
  insertRace,
  orderBody,
  registrationCalls,
  type TestRace,
} from '../registration/registration-fixture.js';
import { createMailer } from '../mail/mailer.js';
import { createPaymentProviders } from './payment-providers.js';
import { createPaymentsService } from './payments.service.js';
import { reconcileTenants } from './reconciler.js';
import { createSandboxProvider, SANDBOX_SIGNATURE_HEADER } from './sandbox-provider.js';

// the app's sandbox signs with this key, so the test can sign a notification as the sandbox would
const SECRET = 'test-sandbox-secret';
process.env['SANDBOX_PAYMENT_SECRET'] = SECRET;

/** The reconciler's log in tests: what it reported as failed. */
function recordingLog() {
  const errors: string[] = [];
  return { errors, error: (_obj: unknown, msg?: string) => void errors.push(msg ?? '') };
}
const silentLog = recordingLog();

describe('payments (issue 16)', () => {
  const ctx = useTestApp();
  const calls = registrationCalls(() => ctx.app);
  let tenantId: number;
  let seq = 0;
  const account = (roles: ('Administrator' | 'Organization')[] = []) =>
    createTestAccount(ctx.database, tenantId, {
      email: `payer${++seq}@example.org`,
      roles,
      person: { firstName: 'Анна', lastName: 'Смирнова', gender: 'female', birthDate: '1990-05-14' },
    });
  const headers = (who: TestAccount) => accountHeaders(who.cookie, {});
  const api = {
    show: (who: TestAccount, number: string) =>
      ctx.app.inject({ url: `/api/payments/orders/${number}`, headers: headers(who) }),
    pay: (who: TestAccount, number: string, method: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/payments/orders/${number}/pay`,
        headers: headers(who),
        payload: { method },
      }),
    post: (who: TestAccount, number: string, action: 'repeat' | 'cancel', payload?: object) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/payments/orders/${number}/${action}`,
        headers: headers(who),
        ...(payload ? { payload } : {}),
      }),
    refund: (who: TestAccount, number: string, payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/payments/orders/${number}/refund`,
        headers: headers(who),
        payload,
      }),
    /** The payer's choice on the sandbox's hosted page. */
    settle: (paymentId: string, outcome: 'success' | 'decline' | 'abandon') =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/payments/sandbox/${paymentId}`,
        headers: { host: 'localhost' },
        payload: { outcome },
      }),
  };

  /** A new payer with an order of one place awaiting payment (1,500 ₽). */
  async function placed(race?: TestRace) {
    const who = await account();
    const theRace = race ?? (await insertRace(ctx.database, tenantId, { capacity: 5 }));
    const res = await calls.order(who, theRace, orderBody([{ kind: 'self' }]));
    expect(res.statusCode, res.body).toBe(201);
    return { who, race: theRace, number: (res.json() as { orderNumber: string }).orderNumber };
  }
  async function startPayment(who: TestAccount, number: string, method = 'card') {
    const res = await api.pay(who, number, method);
    expect(res.statusCode, res.body).toBe(201);
    return paymentStartedSchema.parse(res.json());
  }
  const orderRow = async (number: string) =>
    (await ctx.database.db.select().from(orders).where(eq(orders.number, number)))[0]!;
  const transitionsOf = async (number: string) => {
    const order = await orderRow(number);
    return ctx.database.db
      .select()
      .from(orderTransitions)
      .where(eq(orderTransitions.orderId, order.id))
      .orderBy(orderTransitions.id);
  };
  const sandboxRow = async (paymentId: string) => {
    const [payment] = await ctx.database.db.select().from(payments).where(eq(payments.id, paymentId));
    const [row] = await ctx.database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, payment!.providerPaymentId!));
    return row!;
  };
  /** Ends the order's 20-minute window, as the clock would (its holds lapse with it). */
  const lapseWindow = async (number: string) => {
    const order = await orderRow(number);
    const past = new Date(Date.now() - 60_000);
    await ctx.database.db.update(orders).set({ expiresAt: past }).where(eq(orders.id, order.id));
    await ctx.database.db
      .update(registrations)
      .set({ expiresAt: past })
      .where(eq(registrations.orderId, order.id));
  };
  const mailsTo = (to: string) => ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

  beforeAll(async () => {
    tenantId = await tenantIdOf(ctx.database, 'default');
  });

  it('offers every method of SPEC §9, the 20-minute window and the installment plan', async () => {
    // bank details need the organizer's bank account to pay the invoice into
    const race = await insertRace(ctx.database, tenantId, { capacity: 5 });
    const [organizer] = await ctx.database.db
      .insert(organizers)
      .values({ tenantId, name: 'Клуб', bic: '044525225', settlementAccount: '40702810938000012345' })
      .returning({ id: organizers.id });
    await ctx.database.db
      .update(events)
      .set({ organizerId: organizer!.id })
      .where(eq(events.id, race.eventId));
    const { who, number } = await placed(race);
    const res = await api.show(who, number);
    expect(res.statusCode).toBe(200);
    const view = orderPaymentSchema.parse(res.json());
    expect(view.order.status).toBe('awaiting-payment');
    expect(view.methods).toEqual([
      'card',
      'qr',
      'bank-transfer',
      'bank-details',
      'fps',
      'installments',
      'paypal',
      'erip',
      'express',
      'uzcard',
      'alfa-fps',
    ]);
    const left = Date.parse(view.order.expiresAt!) - Date.parse(view.now);
    expect(left).toBeGreaterThan(19 * 60_000);
    expect(left).toBeLessThanOrEqual(20 * 60_000);
    expect(view.installments?.discount.amount).toBe(10_000);
    expect(view.installments?.schedule.map((p) => p.amount.amount)).toEqual([35_000, 35_000, 35_000, 35_000]);
  });

  it('pays by card through the sandbox: the order is paid, the place confirmed, the payer mailed', async () => {
    const { who, number } = await placed();
    const started = await startPayment(who, number);
    expect(started.confirmationUrl).toMatch(/^http:\/\/localhost\/payments\/sandbox\/[0-9a-f-]{36}$/);
    const back = await api.settle(started.confirmationUrl.split('/').pop()!, 'success');
    expect(back.json()).toEqual({
      returnUrl: expect.stringContaining(`/register/success?order=${number}`) as unknown,
    });
    const view = orderPaymentSchema.parse((await api.show(who, number)).json());
    expect(view.order.status).toBe('paid');
    expect(view.payments[0]?.status).toBe('succeeded');
    const order = await orderRow(number);
    const regs = await ctx.database.db
      .select()
      .from(registrations)
      .where(eq(registrations.orderId, order.id));
    expect(regs.map((r) => r.status)).toEqual(['confirmed']);
    expect((await transitionsOf(number)).map((t) => [t.fromStatus, t.toStatus, t.actor])).toEqual([
      ['awaiting-payment', 'paid', 'provider:sandbox'],
    ]);
    // in the language the payer paid in (English here), though the provider's request carries none
    expect((await mailsTo(who.email)).map((m) => m.subject)).toContain(`Order ${number} is paid`);
  });

  it('answers the same payment to a second click or tab, and never charges twice', async () => {
    const { who, number } = await placed();
    const [a, b] = await Promise.all([startPayment(who, number), startPayment(who, number)]);
    expect(b.paymentId).toBe(a.paymentId);
    const order = await orderRow(number);
    const rows = await ctx.database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(rows).toHaveLength(1);
  });

  it('a notification replayed 10 times makes exactly one transition', async () => {
    const { who, number } = await placed();
    const started = await startPayment(who, number);
    const sandboxId = (await sandboxRow(started.paymentId)).id;
    // the payer pays; the same signed notification then arrives ten times
    const first = await api.settle(sandboxId, 'success');
    expect(first.statusCode).toBe(200);
    const before = await transitionsOf(number);
    const inbox = await ctx.database.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.paymentId, started.paymentId));
    expect(inbox).toHaveLength(1);
    // replay the delivered notification itself ten times
    const delivered = inbox[0]!;
    const sign = createHmac('sha256', SECRET).update(delivered.body).digest('hex');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/payments/notifications/sandbox',
          headers: {
            host: 'localhost',
            'content-type': 'application/json',
            [SANDBOX_SIGNATURE_HEADER]: sign,
          },
          payload: delivered.body,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(await transitionsOf(number)).toEqual(before);
    expect(before).toHaveLength(1);
    expect(
      await ctx.database.db
        .select()
        .from(paymentNotifications)
        .where(eq(paymentNotifications.paymentId, started.paymentId)),
    ).toHaveLength(1);
  });

  it('a forged notification is rejected and changes nothing', async () => {
    const { who, number } = await placed();
    const started = await startPayment(who, number);
    const sandboxId = (await sandboxRow(started.paymentId)).id;
    // the sandbox says succeeded, but the notification's signature is not the sandbox's
    await ctx.database.db
      .update(sandboxPayments)
      .set({ status: 'succeeded' })
      .where(eq(sandboxPayments.id, sandboxId));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/notifications/sandbox',
      headers: {
        host: 'localhost',
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: 'f'.repeat(64),
      },
      payload: JSON.stringify({ eventId: 'forged-1', paymentId: sandboxId }),
    });
    expect(res.statusCode).toBe(400);
    expect((await orderRow(number)).status).toBe('awaiting-payment');
    expect(await transitionsOf(number)).toHaveLength(0);
  });

  it('a decline leaves the order payable; a late "declined" after a success changes nothing', async () => {
    const { who, number } = await placed();
    const first = await startPayment(who, number);
    await api.settle((await sandboxRow(first.paymentId)).id, 'decline');
    let view = orderPaymentSchema.parse((await api.show(who, number)).json());
    expect(view.order.status).toBe('awaiting-payment');
    expect(view.payments[0]?.status).toBe('declined');
    // change the method: a new payment, which succeeds
    const second = await startPayment(who, number, 'qr');
    expect(second.paymentId).not.toBe(first.paymentId);
    const sandbox = await sandboxRow(second.paymentId);
    const page = await ctx.app.inject({
      url: `/api/payments/sandbox/${sandbox.id}`,
      headers: { host: 'localhost' },
    });
    expect((page.json() as { qrPayload: string }).qrPayload).toMatch(/^https:\/\/qr\.nspk\.ru\//);
    await api.settle(sandbox.id, 'success');
    // the first payment's decline arrives again, out of order: the order stays paid
    await api.settle((await sandboxRow(first.paymentId)).id, 'decline');
    view = orderPaymentSchema.parse((await api.show(who, number)).json());
    expect(view.order.status).toBe('paid');
  });

  it('after the window: paying answers the expiry; repeat payment holds the places again, or says the limit', async () => {
    const race = await insertRace(ctx.database, tenantId, { capacity: 1 });
    const { who, number } = await placed(race);
    await lapseWindow(number);
    const late = await api.pay(who, number, 'card');
    expect(late.statusCode).toBe(409);
    expect((late.json() as { error: { code: string; message: string } }).error).toMatchObject({
      code: 'PAYMENT_TIME_EXPIRED',
      message: 'Time for payment has expired',
    });
    const again = await api.post(who, number, 'repeat');
    expect(again.statusCode, again.body).toBe(200);
    const view = orderPaymentSchema.parse(again.json());
    expect(view.order.status).toBe('awaiting-payment');
    expect(Date.parse(view.order.expiresAt!)).toBeGreaterThan(Date.now() + 19 * 60_000);
    // lapses again, and someone else takes the only place meanwhile
    await lapseWindow(number);
    const other = await placed(race);
    expect(other.number).not.toBe(number);
    const full = await api.post(who, number, 'repeat');
    expect(full.statusCode).toBe(409);
    expect((full.json() as { error: { code: string } }).error.code).toBe('LIMIT_REACHED');
  });

  it('a late payment completes the order when a place is free, and is refunded when none is', async () => {
    const race = await insertRace(ctx.database, tenantId, { capacity: 1 });
    const lucky = await placed(race);
    const paying = await startPayment(lucky.who, lucky.number);
    await lapseWindow(lucky.number);
    await api.settle((await sandboxRow(paying.paymentId)).id, 'success');
    expect((await orderRow(lucky.number)).status).toBe('paid');
    expect((await transitionsOf(lucky.number)).map((t) => t.toStatus)).toEqual(['expired', 'paid']);

    const race2 = await insertRace(ctx.database, tenantId, { capacity: 1 });
    const unlucky = await placed(race2);
    const started = await startPayment(unlucky.who, unlucky.number);
    await lapseWindow(unlucky.number);
    await placed(race2); // the place goes to someone else
    const sandbox = await sandboxRow(started.paymentId);
    await api.settle(sandbox.id, 'success');
    expect((await orderRow(unlucky.number)).status).toBe('expired');
    expect((await sandboxRow(started.paymentId)).refundedAmount).toBe(sandbox.amount);
    const [payment] = await ctx.database.db.select().from(payments).where(eq(payments.id, started.paymentId));
    expect(payment?.status).toBe('refunded');
    expect((await mailsTo(unlucky.who.email)).map((m) => m.subject)).toContain(
      `Refund of the payment for order ${unlucky.number}`,
    );
  });

  it('two tabs paying by two methods: the second success is refunded, never kept', async () => {
    const { who, number } = await placed();
    const card = await startPayment(who, number, 'card');
    const fps = await startPayment(who, number, 'fps');
    await api.settle((await sandboxRow(card.paymentId)).id, 'success');
    await api.settle((await sandboxRow(fps.paymentId)).id, 'success');
    expect((await orderRow(number)).status).toBe('paid');
    const [second] = await ctx.database.db.select().from(payments).where(eq(payments.id, fps.paymentId));
    expect(second).toMatchObject({ status: 'refunded', refundedAmount: second!.amount });
  });

  it('a crash between the provider call and our commit: the retry reaches the same provider payment', async () => {
    const { who, number } = await placed();
    const started = await startPayment(who, number);
    // the app "crashed" before it stored the provider's id: the row is as it was before the call
    await ctx.database.db
      .update(payments)
      .set({ providerPaymentId: null, confirmationUrl: null })
      .where(eq(payments.id, started.paymentId));
    const retried = await startPayment(who, number);
    expect(retried).toEqual(started);
    const atSandbox = await ctx.database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.idempotencyKey, started.paymentId));
    expect(atSandbox).toHaveLength(1);
  });

  it('installments: a quarter now, the order partly paid, paid with the last part', async () => {
    const { who, number } = await placed();
    for (let part = 1; part <= 4; part++) {
      const started = await startPayment(who, number, 'installments');
      const sandbox = await sandboxRow(started.paymentId);
      expect(sandbox.amount).toBe(35_000);
      await api.settle(sandbox.id, 'success');
      const view = orderPaymentSchema.parse((await api.show(who, number)).json());
      expect(view.order.status).toBe(part < 4 ? 'partly-paid' : 'paid');
      expect(view.installments?.schedule.filter((p) => p.paid)).toHaveLength(part);
      expect(view.order.due.amount).toBe(35_000 * (4 - part));
    }
    expect((await api.pay(who, number, 'installments')).statusCode).toBe(409);
  });

  it('the participant cancels an unpaid order; a paid one cannot be cancelled', async () => {
    const race = await insertRace(ctx.database, tenantId, { capacity: 1 });
    const { who, number } = await placed(race);
    const res = await api.post(who, number, 'cancel');
    expect(res.statusCode).toBe(200);
    expect(orderPaymentSchema.parse(res.json()).order.status).toBe('cancelled');
    // the place is free at once
    await placed(race);
    const paid = await placed();
    await api.settle((await sandboxRow((await startPayment(paid.who, paid.number)).paymentId)).id, 'success');
    expect((await api.post(paid.who, paid.number, 'cancel')).statusCode).toBe(409);
  });

  it('refunds: support only (or the event organizer), partial then full, never more than paid', async () => {
    const { who, number } = await placed();
    await api.settle((await sandboxRow((await startPayment(who, number)).paymentId)).id, 'success');
    expect((await api.refund(who, number, { reason: 'хочу' })).statusCode).toBe(403);
    const support = await account(['Administrator']);
    const organizer = await account(['Organization']);
    expect((await api.refund(organizer, number, { reason: 'not mine' })).statusCode).toBe(404);
    const partial = await api.refund(support, number, { amount: 50_000, reason: 'no T-shirt' });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(orderPaymentSchema.parse(partial.json()).order).toMatchObject({
      status: 'paid',
      refunded: { amount: 50_000 },
    });
    expect((await api.refund(support, number, { amount: 100_001, reason: 'too much' })).statusCode).toBe(409);
    const full = await api.refund(support, number, { reason: 'the race is cancelled' });
    expect(orderPaymentSchema.parse(full.json()).order).toMatchObject({
      status: 'refunded',
      refunded: { amount: 150_000 },
    });
    const order = await orderRow(number);
    const regs = await ctx.database.db
      .select()
      .from(registrations)
      .where(eq(registrations.orderId, order.id));
    expect(regs.map((r) => r.status)).toEqual(['cancelled']);
    expect((await transitionsOf(number)).map((t) => [t.toStatus, t.actor.split(':')[0]])).toEqual([
      ['paid', 'provider'],
      ['paid', 'support'],
      ['refunded', 'support'],
    ]);
  });

  it("answers 404 for someone else's or an unknown order, 400 for an unknown method, 401 without a session", async () => {
    const { number } = await placed();
    const stranger = await account();
    expect((await api.show(stranger, number)).statusCode).toBe(404);
    expect((await api.pay(stranger, number, 'card')).statusCode).toBe(404);
    expect((await api.show(stranger, 'NOPE-1')).statusCode).toBe(404);
    expect((await api.pay(stranger, number, 'cash')).statusCode).toBe(400);
    const anonymous = await ctx.app.inject({
      url: `/api/payments/orders/${number}`,
      headers: { host: 'localhost' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('two staff refunding the same order at once: the money goes back once', async () => {
    const { who, number } = await placed();
    const started = await startPayment(who, number);
    await api.settle((await sandboxRow(started.paymentId)).id, 'success');
    const [first, second] = [await account(['Administrator']), await account(['Administrator'])];
    const answers = await Promise.all([
      api.refund(first, number, { amount: 100_000, reason: 'first' }),
      api.refund(second, number, { amount: 100_000, reason: 'second' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await sandboxRow(started.paymentId)).refundedAmount).toBe(100_000);
    const rows = await ctx.database.db.select().from(refunds).where(eq(refunds.paymentId, started.paymentId));
    expect(rows.map((r) => [r.status, r.amount])).toEqual([['succeeded', 100_000]]);
  });

  it('a tenant set to YooKassa without its keys takes no payment (never the sandbox instead)', async () => {
    const { who, number } = await placed();
    await ctx.database.db
      .update(tenants)
      .set({ paymentProvider: 'yookassa' })
      .where(eq(tenants.id, tenantId));
    try {
      const res = await api.pay(who, number, 'card');
      expect(res.statusCode).toBe(502);
      expect((res.json() as { error: { code: string } }).error.code).toBe('PAYMENT_FAILED');
      const order = await orderRow(number);
      expect(
        await ctx.database.db.select().from(payments).where(eq(payments.orderId, order.id)),
      ).toHaveLength(0);
    } finally {
      await ctx.database.db
        .update(tenants)
        .set({ paymentProvider: 'sandbox' })
        .where(eq(tenants.id, tenantId));
    }
  });

  it('a refund the provider did not take stays pending, the notification is answered, and the reconciler sends it again once', async () => {
    const { who, number } = await placed();
    const card = await startPayment(who, number, 'card');
    const fps = await startPayment(who, number, 'fps');
    await api.settle((await sandboxRow(card.paymentId)).id, 'success');
    const second = await sandboxRow(fps.paymentId);
    // the provider's refunds fail for now (its book will not take one)
    await ctx.database.db.execute(
      sql.raw(`create function refuse_refunds() returns trigger language plpgsql as $$
      begin
        if new.refunded_amount <> old.refunded_amount then raise exception 'provider down'; end if;
        return new;
      end $$`),
    );
    await ctx.database.db.execute(
      sql.raw(`create trigger refuse_refunds before update on sandbox_payments
        for each row execute function refuse_refunds()`),
    );
    try {
      const back = await api.settle(second.id, 'success');
      expect(back.statusCode, back.body).toBeLessThan(300);
    } finally {
      await ctx.database.db.execute(sql.raw('drop trigger refuse_refunds on sandbox_payments'));
      await ctx.database.db.execute(sql.raw('drop function refuse_refunds()'));
    }
    // the decision was kept with the notification: a pending refund of the second payment, none sent
    const refundsOf = () =>
      ctx.database.db.select().from(refunds).where(eq(refunds.paymentId, fps.paymentId));
    expect((await refundsOf()).map((r) => r.status)).toEqual(['pending']);
    expect((await sandboxRow(fps.paymentId)).refundedAmount).toBe(0);
    expect((await orderRow(number)).status).toBe('paid');

    const { db } = ctx.database;
    const service = createPaymentsService({
      db,
      mailer: createMailer(db, { smtpUrl: undefined, mailFrom: 'test@startline.test' }),
      providers: createPaymentProviders(createSandboxProvider(db, { secret: SECRET }), {}),
      supportHours: { from: '10:00', to: '19:00', timeZone: 'Europe/Moscow' },
    });
    const tenant = await seededTenant(ctx.database, 'default');
    // a refund just written is left to its own call; one pending for minutes is sent again
    expect(await reconcileTenants(service, [tenant], silentLog)).toBe(0);
    await db
      .update(refunds)
      .set({ createdAt: sql`now() - interval '5 minutes'` })
      .where(eq(refunds.paymentId, fps.paymentId));
    const log = recordingLog();
    expect(await reconcileTenants(service, [tenant], log)).toBe(1);
    expect(log.errors).toEqual([]);
    expect((await refundsOf()).map((r) => r.status)).toEqual(['succeeded']);
    expect((await sandboxRow(fps.paymentId)).refundedAmount).toBe(second.amount);
    const [payment] = await db.select().from(payments).where(eq(payments.id, fps.paymentId));
    expect(payment).toMatchObject({ status: 'refunded', refundedAmount: second.amount });
    // the order stays paid by the first payment; a second pass sends nothing again
    expect((await orderRow(number)).status).toBe('paid');
    expect(await reconcileTenants(service, [tenant], silentLog)).toBe(0);
    expect((await sandboxRow(fps.paymentId)).refundedAmount).toBe(second.amount);
  });

  it('the reconciler completes a payment whose notification never came', async () => {
    const { who, number } = await placed();
    const started = await startPayment(who, number);
    const sandbox = await sandboxRow(started.paymentId);
    // paid at the provider, but the notification was lost; the payment has been pending a while
    await ctx.database.db
      .update(sandboxPayments)
      .set({ status: 'succeeded' })
      .where(eq(sandboxPayments.id, sandbox.id));
    await ctx.database.db
      .update(payments)
      .set({ updatedAt: sql`now() - interval '15 minutes'` })
      .where(and(eq(payments.id, started.paymentId)));
    const { db } = ctx.database;
    const sandboxProvider = createSandboxProvider(db, { secret: SECRET });
    const service = createPaymentsService({
      db,
      mailer: createMailer(db, { smtpUrl: undefined, mailFrom: 'test@startline.test' }),
      providers: createPaymentProviders(sandboxProvider, {}),
      supportHours: { from: '10:00', to: '19:00', timeZone: 'Europe/Moscow' },
    });
    const tenant = await seededTenant(ctx.database, 'default');
    expect(await reconcileTenants(service, [tenant], silentLog)).toBe(1);
    expect((await orderRow(number)).status).toBe('paid');
    // asked again: nothing is pending any more
    expect(await reconcileTenants(service, [tenant], silentLog)).toBe(0);
  });
});
