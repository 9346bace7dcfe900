import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { orderItems, orders, payments, racePrices, races, registrations } from '../db/schema.js';
import { DAY_MS, orderBody, registrationCalls, type TestRace } from '../registration/registration-fixture.js';
import { accountHeaders, type TestAccount } from '../test/accounts-fixture.js';

/** Rows and calls the tests of an entry's page and the support desk share. */

/** A paid order of one confirmed entry in the race, straight in the database (no payment rows). */
export async function insertPaidEntry(
  database: Database,
  tenantId: number,
  race: TestRace,
  who: { userId: number; lastName: string; firstName?: string; phone?: string },
): Promise<{ id: number; order: string }> {
  const number = `T-${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
  const [order] = await database.db
    .insert(orders)
    .values({
      tenantId,
      userId: who.userId,
      number,
      status: 'paid',
      eventId: race.eventId,
      raceId: race.raceId,
      totalAmount: 150_000,
      fullAmount: 150_000,
      paidAt: new Date(),
    })
    .returning({ id: orders.id });
  const [entry] = await database.db
    .insert(registrations)
    .values({
      tenantId,
      eventId: race.eventId,
      raceId: race.raceId,
      status: 'confirmed',
      firstName: who.firstName ?? 'Иван',
      lastName: who.lastName,
      gender: 'male',
      birthDate: '1990-01-01',
      userId: who.userId,
      orderId: order!.id,
      entry: {
        lastName: who.lastName,
        firstName: who.firstName ?? 'Иван',
        phone: who.phone ?? '+7 900 000-00-00',
      },
    })
    .returning({ id: registrations.id });
  await database.db.insert(orderItems).values({
    tenantId,
    orderId: order!.id,
    kind: 'registration',
    name: `Осенний забег, 10 км: ${who.lastName}`,
    priceAmount: 150_000,
    registrationId: entry!.id,
  });
  return { id: entry!.id, order: number };
}

/** Another race of the event, at one price step of `price` kopecks. */
export async function addRace(
  database: Database,
  tenantId: number,
  race: TestRace,
  columns: { code: string; price: number; capacity?: number | null; gender?: 'any' | 'male' | 'female' },
): Promise<TestRace> {
  const [row] = await database.db
    .insert(races)
    .values({
      tenantId,
      eventId: race.eventId,
      code: columns.code,
      nameRu: `Дистанция ${columns.code}`,
      nameEn: `Race ${columns.code}`,
      lengthM: 1_000,
      startsAt: new Date(Date.now() + 60 * DAY_MS),
      registrationOpensAt: new Date(Date.now() - DAY_MS),
      capacity: columns.capacity ?? null,
      gender: columns.gender ?? 'any',
    })
    .returning({ id: races.id });
  await database.db
    .insert(racePrices)
    .values({ tenantId, raceId: row!.id, validFrom: new Date(Date.now() - DAY_MS), amount: columns.price });
  return { ...race, raceId: row!.id, raceCode: columns.code };
}

/**
 * A runner's order of one place in the race, placed and paid by card through the app and its sandbox
 * (the payment, its notification and the "paid" mail are real): the payer, the order's number, the entry.
 */
export async function paidThroughSandbox(
  app: FastifyInstance,
  database: Database,
  race: TestRace,
  who: TestAccount,
): Promise<{ number: string; id: number }> {
  const placed = await registrationCalls(() => app).order(who, race, orderBody([{ kind: 'self' }]));
  if (placed.statusCode !== 201) throw new Error(`order: ${placed.statusCode} ${placed.body}`);
  const number = (placed.json() as { orderNumber: string }).orderNumber;
  const started = await app.inject({
    method: 'POST',
    url: `/api/payments/orders/${number}/pay`,
    headers: accountHeaders(who.cookie),
    payload: { method: 'card' },
  });
  if (started.statusCode !== 201) throw new Error(`pay: ${started.statusCode} ${started.body}`);
  const { paymentId } = started.json() as { paymentId: string };
  const [payment] = await database.db.select().from(payments).where(eq(payments.id, paymentId));
  const settled = await app.inject({
    method: 'POST',
    url: `/api/payments/sandbox/${payment!.providerPaymentId!}`,
    headers: { host: 'localhost' },
    payload: { outcome: 'success' },
  });
  if (settled.statusCode >= 400) throw new Error(`settle: ${settled.statusCode} ${settled.body}`);
  const [order] = await database.db.select().from(orders).where(eq(orders.number, number));
  const [entry] = await database.db.select().from(registrations).where(eq(registrations.orderId, order!.id));
  return { number, id: entry!.id };
}
