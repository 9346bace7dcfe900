import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderPlacedSchema, registrationContextSchema } from '../../shared/schemas/registration.js';
import { events, orderItems, orders, tenants } from '../db/schema.js';
import { createTestAccount } from '../test/accounts-fixture.js';
import { tenantIdOf, useTestApp } from '../test/test-app.js';
import { insertInsurance, insertItem, insertPromo } from './options-fixture.js';
import { DAY_MS, insertRace, orderBody, registrationCalls } from './registration-fixture.js';

const rub = (amount: number) => ({ amount, currency: 'RUB' });

describe('options, prices and promo codes of an order', () => {
  const ctx = useTestApp();
  const calls = registrationCalls(() => ctx.app);
  const ruCalls = registrationCalls(() => ctx.app, { lang: 'ru' });
  let tenantId: number;
  let seq = 0;
  const account = () =>
    createTestAccount(ctx.database, tenantId, {
      email: `options${++seq}@example.org`,
      person: { firstName: 'Анна', lastName: 'Смирнова', gender: 'female', birthDate: '1990-05-14' },
    });

  /** A race with accident insurance, a sized T-shirt (per participant, M: 1 left) and a transfer (per order). */
  async function raceWithOptions(commissionBp: number | null = 500) {
    const race = await insertRace(ctx.database, tenantId, { capacity: 20 });
    await ctx.database.db.update(events).set({ commissionBp }).where(eq(events.id, race.eventId));
    const insuranceId = await insertInsurance(ctx.database, tenantId, race);
    const shirt = await insertItem(ctx.database, tenantId, race, {
      variants: [
        { labelRu: 'S', labelEn: 'S', stock: 5 },
        { labelRu: 'M', labelEn: 'M', stock: 1 },
      ],
    });
    const transfer = await insertItem(ctx.database, tenantId, race, {
      kind: 'service',
      nameRu: 'Трансфер',
      nameEn: 'Transfer',
      priceAmount: 50_000,
      per: 'order',
    });
    return { race, insuranceId, shirt, transfer };
  }

  beforeAll(async () => {
    tenantId = await tenantIdOf(ctx.database, 'default');
  });

  it('offers the options in the flow: an options step, stock left, the commission, the documents', async () => {
    const anna = await account();
    const { race, insuranceId, shirt, transfer } = await raceWithOptions();
    const body = registrationContextSchema.parse((await ruCalls.context(anna, race)).json());
    expect(body.steps).toEqual([
      'participants',
      'my-form',
      'participant-form',
      'friend-form',
      'relative-form',
      'options',
      'order',
    ]);
    expect(body.race).toMatchObject({ customPrice: null, access: 'open', commissionBasisPoints: 500 });
    expect(body.options.insurances).toEqual([
      {
        id: insuranceId,
        type: 'accident',
        sport: 'Бег',
        policyType: 'Страхование от несчастного случая',
        startsOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        compensation: rub(10_000_000),
        premium: rub(35_000),
      },
    ]);
    expect(body.options.items).toEqual([
      expect.objectContaining({
        id: shirt.itemId,
        kind: 'good',
        name: 'Футболка',
        per: 'participant',
        variants: [
          { id: shirt.variantIds[0], label: 'S', stockLeft: 5 },
          { id: shirt.variantIds[1], label: 'M', stockLeft: 1 },
        ],
      }),
      expect.objectContaining({
        id: transfer.itemId,
        kind: 'service',
        per: 'order',
        stockLeft: null,
        variants: [],
      }),
    ]);
    expect(body.documents).toEqual({ terms: null, rules: null, certificate: null });
    // a race without options has no options step
    const plain = await insertRace(ctx.database, tenantId);
    expect(registrationContextSchema.parse((await calls.context(anna, plain)).json()).steps).not.toContain(
      'options',
    );
  });

  it('prices the order on the server: insurance, a T-shirt, a transfer, a 10 % code, 5 % commission without insurance', async () => {
    const anna = await account();
    const { race, insuranceId, shirt, transfer } = await raceWithOptions();
    await insertPromo(ctx.database, tenantId, { code: 'AUTUMN10', eventId: race.eventId });
    const checked = await calls.promo(anna, race, ' autumn10 ');
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json()).toEqual({ code: 'AUTUMN10', discount: { type: 'percent', basisPoints: 1_000 } });

    const res = await calls.order(
      anna,
      race,
      orderBody([{ kind: 'self' }], 'MY_SELF', {
        options: {
          insurance: [{ participantKey: 'p0', insuranceId }],
          items: [
            { itemId: shirt.itemId, variantId: shirt.variantIds[0], participantKey: 'p0', quantity: 1 },
            { itemId: transfer.itemId, quantity: 2 },
          ],
        },
        promoCode: 'autumn10',
        // amounts a request carries are not read
        total: { amount: 1, currency: 'RUB' },
        customPrice: 100,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    // 1,500 + 350 + 1,200 + 2 × 500 = 4,050 ₽; discountable 3,700; −370; commission 5 % of 3,330 = 166.50
    const placed = orderPlacedSchema.parse(res.json());
    expect(placed.amounts).toEqual({
      full: rub(405_000),
      insurance: rub(35_000),
      discount: rub(37_000),
      commission: rub(16_650),
      total: rub(405_000 - 37_000 + 16_650),
      promoCode: 'AUTUMN10',
    });
    expect(placed.total).toEqual(rub(384_650));
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.number, placed.orderNumber));
    expect(order).toMatchObject({ totalAmount: 384_650, commissionAmount: 16_650, discountAmount: 37_000 });
    const lines = await ctx.database.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(lines.map((l) => [l.kind, l.name, l.priceAmount, l.count])).toEqual([
      ['registration', 'Autumn Run, 10 km: Анна Смирнова', 150_000, 1],
      ['insurance', 'Accident insurance (Running): Анна Смирнова', 35_000, 1],
      ['product', 'T-shirt, S: Анна Смирнова', 120_000, 1],
      ['service', 'Transfer', 50_000, 2],
    ]);
    const page = (await calls.orderPage(anna, placed.orderNumber)).json();
    expect(page.order.amounts).toEqual(placed.amounts);
    expect(page.order.lines).toHaveLength(4);
  });

  it('answers tampered options with the field concerned, and takes nothing', async () => {
    const anna = await account();
    const { race, insuranceId, shirt, transfer } = await raceWithOptions();
    const other = await raceWithOptions();
    const send = (options: unknown) =>
      calls.order(anna, race, orderBody([{ kind: 'self' }], 'MY_SELF', { options }));
    const fieldsOf = async (options: unknown) => {
      const res = await send(options);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().error.fields as Record<string, string>;
    };
    expect(await fieldsOf({ insurance: [{ participantKey: 'p0', insuranceId: other.insuranceId }] })).toEqual(
      {
        'options.insurance.0.insuranceId': 'This option is not offered for this race',
      },
    );
    expect(await fieldsOf({ insurance: [{ participantKey: 'nobody', insuranceId }] })).toEqual({
      'options.insurance.0.participantKey': 'This option is not offered for this race',
    });
    expect(
      await fieldsOf({
        insurance: [
          { participantKey: 'p0', insuranceId },
          { participantKey: 'p0', insuranceId },
        ],
      }),
    ).toEqual({ 'options.insurance.1.insuranceId': 'This option is chosen twice' });
    expect(await fieldsOf({ items: [{ itemId: shirt.itemId, participantKey: 'p0', quantity: 1 }] })).toEqual({
      'options.items.0.variantId': 'Choose the size',
    });
    expect(
      await fieldsOf({
        items: [
          { itemId: shirt.itemId, variantId: other.shirt.variantIds[0], participantKey: 'p0', quantity: 1 },
        ],
      }),
    ).toEqual({ 'options.items.0.variantId': 'Choose the size' });
    expect(
      await fieldsOf({ items: [{ itemId: shirt.itemId, variantId: shirt.variantIds[0], quantity: 1 }] }),
    ).toEqual({
      'options.items.0.participantKey': 'This option is not offered for this race',
    });
    expect(await fieldsOf({ items: [{ itemId: other.transfer.itemId, quantity: 1 }] })).toEqual({
      'options.items.0.itemId': 'This option is not offered for this race',
    });
    for (const quantity of [0, -1, 1.5, 11, '2']) {
      const fields = await fieldsOf({ items: [{ itemId: transfer.itemId, quantity }] });
      expect(fields['options.items.0.quantity']).toBe('Choose from 1 to 10');
    }
    expect(await ctx.database.db.select().from(orders).where(eq(orders.raceId, race.raceId))).toEqual([]);
  });

  it('sells the last T-shirt of a size once; the next order is told what is left; an expired hold gives it back', async () => {
    const { race, shirt } = await raceWithOptions();
    const mShirt = (participantKey: string) => ({
      itemId: shirt.itemId,
      variantId: shirt.variantIds[1],
      participantKey,
      quantity: 1,
    });
    const anna = await account();
    const two = await ruCalls.order(
      anna,
      race,
      orderBody([{ kind: 'self' }, { kind: 'friend', email: 'two@example.org' }], 'MY_SELF', {
        options: { items: [mShirt('p0'), mShirt('p1')] },
      }),
    );
    expect(two.statusCode).toBe(409);
    expect(two.json().error).toEqual({
      code: 'OUT_OF_STOCK',
      message: 'Некоторых товаров в корзине нет в наличии',
      stock: [{ itemId: shirt.itemId, variantId: shirt.variantIds[1], inStock: 1 }],
    });
    const one = await calls.order(
      anna,
      race,
      orderBody([{ kind: 'self' }], 'MY_SELF', { options: { items: [mShirt('p0')] } }),
    );
    expect(one.statusCode, one.body).toBe(201);
    const olga = await account();
    const none = await calls.order(
      olga,
      race,
      orderBody([{ kind: 'self' }], 'MY_SELF', { options: { items: [mShirt('p0')] } }),
    );
    expect(none.json().error.stock).toEqual([
      { itemId: shirt.itemId, variantId: shirt.variantIds[1], inStock: 0 },
    ]);
    const context = registrationContextSchema.parse((await calls.context(olga, race)).json());
    expect(context.options.items[0]!.variants[1]).toMatchObject({ label: 'M', stockLeft: 0 });

    // Anna's hold ends unpaid: the T-shirt is for sale again
    await ctx.database.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.number, orderPlacedSchema.parse(one.json()).orderNumber));
    const again = await calls.order(
      olga,
      race,
      orderBody([{ kind: 'self' }], 'MY_SELF', { options: { items: [mShirt('p0')] } }),
    );
    expect(again.statusCode, again.body).toBe(201);
  });

  it('refuses a code that is unknown, of another event, not yet or no longer valid, inactive, or used up', async () => {
    const anna = await account();
    const { race } = await raceWithOptions();
    const elsewhere = await insertRace(ctx.database, tenantId);
    const now = Date.now();
    await insertPromo(ctx.database, tenantId, { code: 'OTHEREVENT', eventId: elsewhere.eventId });
    await insertPromo(ctx.database, tenantId, { code: 'LATER', validFrom: new Date(now + DAY_MS) });
    await insertPromo(ctx.database, tenantId, { code: 'GONE', validUntil: new Date(now - DAY_MS) });
    await insertPromo(ctx.database, tenantId, { code: 'OFF', active: false });
    await insertPromo(ctx.database, tenantId, { code: 'GATE', purpose: 'access' });
    await insertPromo(ctx.database, tenantId, { code: 'ONCE', maxUses: 1 });
    await insertPromo(ctx.database, tenantId, { code: 'ONCEEACH', maxUsesPerUser: 1, amount: 20_000 });
    const pioner = await tenantIdOf(ctx.database, 'pionercup');
    await insertPromo(ctx.database, pioner, { code: 'PIONEER' });
    for (const code of ['NOPE', 'OTHEREVENT', 'LATER', 'GONE', 'OFF', 'GATE', 'PIONEER']) {
      const res = await calls.promo(anna, race, code);
      expect(res.statusCode, code).toBe(409);
      expect(res.json().error).toEqual({ code: 'PROMO_CODE_INVALID', message: 'Promo-code is invalid' });
      expect(
        (await calls.order(anna, race, orderBody([{ kind: 'self' }], 'MY_SELF', { promoCode: code })))
          .statusCode,
      ).toBe(409);
    }
    expect((await calls.promo(anna, race, '')).json().error.fields).toEqual({ code: 'Enter the promo code' });
    expect((await calls.promo(anna, race, 'no spaces')).json().error.fields).toEqual({
      code: 'Promo-code is invalid',
    });

    // a code's last use: taken by the order that holds it, given back when the order is cancelled
    const first = await calls.order(
      anna,
      race,
      orderBody([{ kind: 'self' }], 'MY_SELF', { promoCode: 'ONCE' }),
    );
    expect(first.statusCode, first.body).toBe(201);
    const olga = await account();
    expect((await calls.promo(olga, race, 'ONCE')).statusCode).toBe(409);
    expect(
      (await calls.order(olga, race, orderBody([{ kind: 'self' }], 'MY_SELF', { promoCode: 'ONCE' })))
        .statusCode,
    ).toBe(409);
    expect((await calls.clearCart(anna)).statusCode).toBe(200);
    expect((await calls.promo(olga, race, 'ONCE')).statusCode).toBe(200);
    // once per user: a fixed amount off, then refused to the same user
    const each = await calls.order(
      olga,
      race,
      orderBody([{ kind: 'self' }], 'MY_SELF', { promoCode: 'ONCEEACH' }),
    );
    expect(orderPlacedSchema.parse(each.json()).amounts.discount).toEqual(rub(20_000));
    expect((await calls.promo(olga, race, 'ONCEEACH')).statusCode).toBe(409);
  });

  it('limits promo code attempts per user', async () => {
    const anna = await account();
    const race = await insertRace(ctx.database, tenantId);
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push((await calls.promo(anna, race, `GUESS${i}`)).statusCode);
    expect(answers.slice(0, 20).every((s) => s === 409)).toBe(true);
    expect(answers[20]).toBe(429);
  });

  it('lets a participant choose the price within the bounds of a charity race; a fixed price ignores an amount sent', async () => {
    const anna = await account();
    const charity = await insertRace(ctx.database, tenantId, {
      customPriceMin: 50_000,
      customPriceMax: 5_000_000,
    });
    const context = registrationContextSchema.parse((await calls.context(anna, charity)).json());
    expect(context.race.customPrice).toEqual({ min: rub(50_000), max: rub(5_000_000) });
    const low = await ruCalls.order(
      anna,
      charity,
      orderBody([{ kind: 'self' }], 'MY_SELF', { customPrice: 49_999 }),
    );
    expect(low.json().error.fields).toEqual({ customPrice: 'Сумма меньше минимальной' });
    const high = await calls.order(
      anna,
      charity,
      orderBody([{ kind: 'self' }], 'MY_SELF', { customPrice: 5_000_001 }),
    );
    expect(high.json().error.fields).toEqual({ customPrice: 'The amount is above the maximum' });
    const fraction = await calls.order(
      anna,
      charity,
      orderBody([{ kind: 'self' }], 'MY_SELF', { customPrice: 1000.5 }),
    );
    expect(fraction.json().error.fields).toEqual({ customPrice: 'Enter the amount in roubles' });
    const chosen = await calls.order(
      anna,
      charity,
      orderBody([{ kind: 'self' }], 'MY_SELF', { customPrice: 250_000 }),
    );
    expect(orderPlacedSchema.parse(chosen.json()).total).toEqual(rub(250_000));
  });

  it('opens a race that needs an access code only through the gate, to the user who gave the right code', async () => {
    const anna = await account();
    const race = await insertRace(ctx.database, tenantId, { accessCodeRequired: true });
    const other = await insertRace(ctx.database, tenantId, { accessCodeRequired: true });
    await insertPromo(ctx.database, tenantId, { code: 'ELITE', purpose: 'access', raceId: race.raceId });
    await insertPromo(ctx.database, tenantId, { code: 'DISCOUNT5', percentBp: 500 });
    expect(registrationContextSchema.parse((await calls.context(anna, race)).json()).race.access).toBe(
      'needs-code',
    );
    const closed = await ruCalls.order(anna, race, orderBody([{ kind: 'self' }]));
    expect(closed.statusCode).toBe(403);
    expect(closed.json().error.code).toBe('ACCESS_CODE_REQUIRED');

    for (const code of ['WRONG', 'DISCOUNT5']) {
      const wrong = await calls.access(anna, race, code);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.message).toBe('You have entered an incorrect or invalid promo code');
    }
    // the code of one race does not open another
    expect((await calls.access(anna, other, 'ELITE')).statusCode).toBe(400);
    expect((await calls.access(anna, race, 'elite')).statusCode).toBe(204);
    expect(registrationContextSchema.parse((await calls.context(anna, race)).json()).race.access).toBe(
      'granted',
    );
    expect((await calls.order(anna, race, orderBody([{ kind: 'self' }]))).statusCode).toBe(201);
    const olga = await account();
    expect((await calls.order(olga, race, orderBody([{ kind: 'self' }]))).statusCode).toBe(403);
  });

  it('a free race with paid options awaits payment; without them it is paid at once', async () => {
    const anna = await account();
    const race = await insertRace(ctx.database, tenantId, { price: 0 });
    const insuranceId = await insertInsurance(ctx.database, tenantId, race);
    const insured = orderPlacedSchema.parse(
      (
        await calls.order(
          anna,
          race,
          orderBody([{ kind: 'self' }], 'MY_SELF', {
            options: { insurance: [{ participantKey: 'p0', insuranceId }] },
          }),
        )
      ).json(),
    );
    expect(insured).toMatchObject({ status: 'awaiting-payment', total: rub(35_000) });
  });

  it('asks every agreement of the my-order step', async () => {
    const anna = await account();
    const race = await insertRace(ctx.database, tenantId);
    const res = await ruCalls.order(anna, race, {
      ...orderBody([{ kind: 'self' }]),
      consents: { receipt: false, terms: true, rules: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      'consents.receipt': 'Чтобы продолжить, согласитесь на получение чека',
      'consents.medical': 'Чтобы продолжить, примите это условие',
    });
  });
});

describe("the tenant's commission", () => {
  // the tenant's row is read once when the app starts: set before it
  const ctx = useTestApp({
    seed: async (database) => {
      await database.db.update(tenants).set({ commissionBp: 250 }).where(eq(tenants.code, 'default'));
    },
  });

  it('applies where the event sets none', async () => {
    const tenantId = await tenantIdOf(ctx.database, 'default');
    const anna = await createTestAccount(ctx.database, tenantId, { email: 'commission@example.org' });
    const race = await insertRace(ctx.database, tenantId);
    const calls = registrationCalls(() => ctx.app);
    const placed = orderPlacedSchema.parse(
      (await calls.order(anna, race, orderBody([{ kind: 'self' }]))).json(),
    );
    // 2.5 % of 1,500 ₽
    expect(placed.amounts.commission).toEqual(rub(3_750));
    expect(placed.total).toEqual(rub(153_750));
    expect(
      registrationContextSchema.parse((await calls.context(anna, race)).json()).race.commissionBasisPoints,
    ).toBe(250);
  });
});
