import { describe, expect, it } from 'vitest';
import { orderPaymentSchema } from '../../shared/schemas/payments.js';
import { accountHeaders, createTestAccount, type TestAccount } from '../test/accounts-fixture.js';
import { tenantIdOf, useTestApp, type TestAppContext } from '../test/test-app.js';
import { insertRace, orderBody, registrationCalls } from '../registration/registration-fixture.js';

let seq = 0;

/** A new payer with an order of one place awaiting payment. */
async function placed(ctx: TestAppContext) {
  const tenantId = await tenantIdOf(ctx.database, 'default');
  const who = await createTestAccount(ctx.database, tenantId, {
    email: `dev-hold${++seq}@example.org`,
    person: { firstName: 'Анна', lastName: 'Смирнова', gender: 'female', birthDate: '1990-05-14' },
  });
  const race = await insertRace(ctx.database, tenantId, { capacity: 1 });
  const res = await registrationCalls(() => ctx.app).order(who, race, orderBody([{ kind: 'self' }]));
  expect(res.statusCode, res.body).toBe(201);
  return { who, number: (res.json() as { orderNumber: string }).orderNumber };
}

const expire = (ctx: TestAppContext, who: TestAccount, number: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/dev/orders/${number}/expire-hold`,
    headers: accountHeaders(who.cookie, {}),
  });

describe('the dev shortcut through the payment window', () => {
  const ctx = useTestApp();

  it("ends my order's window now: the payment step says the time has expired and a repeat holds the place again", async () => {
    const { who, number } = await placed(ctx);
    expect((await expire(ctx, who, number)).statusCode).toBe(204);

    const show = await ctx.app.inject({
      url: `/api/payments/orders/${number}`,
      headers: accountHeaders(who.cookie, {}),
    });
    const payment = orderPaymentSchema.parse(show.json());
    expect(Date.parse(payment.order.expiresAt!)).toBeLessThanOrEqual(Date.parse(payment.now));
    const pay = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/orders/${number}/pay`,
      headers: accountHeaders(who.cookie, {}),
      payload: { method: 'card' },
    });
    expect(pay.json()).toMatchObject({ error: { code: 'PAYMENT_TIME_EXPIRED' } });

    const repeat = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/orders/${number}/repeat`,
      headers: accountHeaders(who.cookie, {}),
    });
    expect(repeat.statusCode, repeat.body).toBe(200);
    expect(orderPaymentSchema.parse(repeat.json()).order.status).toBe('awaiting-payment');
  });

  it("touches nobody else's order", async () => {
    const { number } = await placed(ctx);
    const { who: other } = await placed(ctx);
    const res = await expire(ctx, other, number);
    expect(res.statusCode).toBe(404);
  });
});

describe('the dev shortcuts in production', () => {
  const ctx = useTestApp({ config: { devTools: false } });

  it('are not there', async () => {
    const { who, number } = await placed(ctx);
    expect((await expire(ctx, who, number)).statusCode).toBe(404);
  });
});
