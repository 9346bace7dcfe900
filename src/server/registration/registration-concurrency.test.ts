import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { orderItems, orders, racePrices, races } from '../db/schema.js';
import { signedInUsers, useWideTestApp } from '../test/concurrency-fixture.js';
import { tenantIdOf } from '../test/test-app.js';
import { insertItem, insertPromo } from './options-fixture.js';
import {
  DAY_MS,
  fillPlaces,
  insertRace,
  orderBody,
  registrationsOf,
  takenPlaces,
  type TestRace,
} from './registration-fixture.js';

const USERS = 200;
const CAPACITY = 50;
const LEFT = 10;

/** Another race of the same event (its goods are the event's: both races sell them). */
async function secondRace(database: Database, tenantId: number, race: TestRace): Promise<TestRace> {
  const [row] = await database.db
    .insert(races)
    .values({
      tenantId,
      eventId: race.eventId,
      code: '5k',
      nameRu: '5 км',
      nameEn: '5 km',
      lengthM: 5_000,
      startsAt: new Date(Date.now() + 60 * DAY_MS),
      registrationOpensAt: new Date(Date.now() - DAY_MS),
      capacity: 1_000,
    })
    .returning({ id: races.id });
  await database.db
    .insert(racePrices)
    .values({ tenantId, raceId: row!.id, validFrom: new Date(Date.now() - DAY_MS), amount: 100_000 });
  return { ...race, raceId: row!.id, raceCode: '5k' };
}

describe('the last places, goods and code uses under concurrent orders', () => {
  const ctx = useWideTestApp();

  it(`${USERS} users at once on the last ${LEFT} places: exactly ${LEFT} holds, LIMIT_REACHED for every other`, async () => {
    const tenantId = await tenantIdOf(ctx.database, 'default');
    const race = await insertRace(ctx.database, tenantId, { capacity: CAPACITY });
    await fillPlaces(ctx.database, tenantId, race, CAPACITY - LEFT);
    const cookies = await signedInUsers(ctx.database, tenantId, USERS);

    const answers = await Promise.all(
      cookies.map((cookie, i) =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/registration/${race.eventCode}/${race.raceCode}/order`,
          headers: { host: 'localhost', origin: 'http://localhost', cookie },
          payload: orderBody([{ kind: 'friend', email: `friend${i}@example.org` }]),
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(LEFT);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused).toHaveLength(USERS - LEFT);
    expect(new Set(refused.map((a) => `${a.statusCode} ${a.json().error.code}`))).toEqual(
      new Set(['409 LIMIT_REACHED']),
    );

    expect(await takenPlaces(ctx.database, race.raceId)).toBe(CAPACITY);
    const holds = (await registrationsOf(ctx.database, race.raceId)).filter((r) => r.status === 'pending');
    expect(holds).toHaveLength(LEFT);
    expect(new Set(holds.map((h) => h.userId)).size).toBe(LEFT);
    const placed = await ctx.database.db.select().from(orders).where(eq(orders.raceId, race.raceId));
    expect(placed).toHaveLength(LEFT);
    expect(placed.every((o) => o.status === 'awaiting-payment')).toBe(true);
  });

  /**
   * Every cookie's order at once, alternating between the races (so the races' own locks do not line them
   * up), each of one participant (a friend) with `extra` (options, a code).
   */
  const orderAll = (races: TestRace[], cookies: string[], extra: (i: number) => Record<string, unknown>) =>
    Promise.all(
      cookies.map((cookie, i) =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/registration/${races[i % races.length]!.eventCode}/${races[i % races.length]!.raceCode}/order`,
          headers: { host: 'localhost', origin: 'http://localhost', cookie },
          payload: orderBody([{ kind: 'friend', email: `buyer${i}@example.org` }], 'MY_SELF', extra(i)),
        }),
      ),
    );

  it('200 orders at once for the last 3 T-shirts of a size: exactly 3 sold, OUT_OF_STOCK with 0 left for the rest', async () => {
    const tenantId = await tenantIdOf(ctx.database, 'default');
    const race = await insertRace(ctx.database, tenantId, { capacity: 1_000 });
    const half = await secondRace(ctx.database, tenantId, race);
    const shirt = await insertItem(ctx.database, tenantId, race, {
      variants: [{ labelRu: 'XL', labelEn: 'XL', stock: 3 }],
    });
    const cookies = await signedInUsers(ctx.database, tenantId, 200, 'shirt');
    const answers = await orderAll([race, half], cookies, () => ({
      options: {
        items: [{ itemId: shirt.itemId, variantId: shirt.variantIds[0], participantKey: 'p0', quantity: 1 }],
      },
    }));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(3);
    const refused = answers.filter((a) => a.statusCode !== 201).map((a) => a.json().error);
    expect(refused).toHaveLength(197);
    expect(new Set(refused.map((e) => `${e.code} ${JSON.stringify(e.stock)}`))).toEqual(
      new Set([
        `OUT_OF_STOCK ${JSON.stringify([{ itemId: shirt.itemId, variantId: shirt.variantIds[0], inStock: 0 }])}`,
      ]),
    );
    const sold = await ctx.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.variantId, shirt.variantIds[0]!));
    expect(sold.reduce((n, line) => n + line.count, 0)).toBe(3);
  });

  it('100 orders at once with a code of 5 uses left: exactly 5 discounted, PROMO_CODE_INVALID for the rest', async () => {
    const tenantId = await tenantIdOf(ctx.database, 'default');
    // a code of the tenant: good on any race
    const races = [
      await insertRace(ctx.database, tenantId, { capacity: 1_000 }),
      await insertRace(ctx.database, tenantId, { capacity: 1_000 }),
    ];
    const codeId = await insertPromo(ctx.database, tenantId, { code: 'FIVE', maxUses: 5 });
    const cookies = await signedInUsers(ctx.database, tenantId, 100, 'coder');
    const answers = await orderAll(races, cookies, () => ({ promoCode: 'five' }));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(5);
    const refused = answers
      .filter((a) => a.statusCode !== 201)
      .map((a) => `${a.statusCode} ${a.json().error.code}`);
    expect(new Set(refused)).toEqual(new Set(['409 PROMO_CODE_INVALID']));
    expect(refused).toHaveLength(95);
    const discounted = await ctx.database.db.select().from(orders).where(eq(orders.promoCodeId, codeId));
    expect(discounted).toHaveLength(5);
    expect(discounted.every((o) => o.discountAmount === 15_000)).toBe(true);
  });
});
