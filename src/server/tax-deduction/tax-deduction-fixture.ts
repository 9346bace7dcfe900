import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { orderItems, orders, organizers, payments, persons, registrations, relatives } from '../db/schema.js';
import type { TestRace } from '../registration/registration-fixture.js';

/** Rows the tax deduction's tests share: an organizer in the official list, paid orders of a year, a child. */

/** A valid 12-digit INN of a person (both check digits right). */
export const PERSONAL_INN = '500100732259';

export async function listOrganizer(database: Database, organizerId: number, listed = true): Promise<void> {
  await database.db
    .update(organizers)
    .set({
      taxDeductionListed: listed,
      legalName: 'ООО «Беговое сообщество»',
      inn: '7707083893',
      kpp: '773601001',
      address: 'Москва, ул. Тверская, д. 7',
    })
    .where(eq(organizers.id, organizerId));
}

/** A child of the account's family group: its person id. */
export async function insertChild(
  database: Database,
  tenantId: number,
  ownerUserId: number,
  person: { firstName: string; lastName: string; birthDate: string },
): Promise<number> {
  const [row] = await database.db
    .insert(persons)
    .values({ tenantId, createdByUserId: ownerUserId, gender: 'male', ...person })
    .returning({ id: persons.id });
  await database.db
    .insert(relatives)
    .values({ tenantId, ownerUserId, personId: row!.id, kind: 'created', status: 'active' });
  return row!.id;
}

export interface TaxOrderSpec {
  userId: number;
  /** Whose entries, each at its price (kopecks). */
  entries: { personId: number; price: number; status?: 'confirmed' | 'cancelled' }[];
  insurance?: number;
  /** The service fee. */
  commission?: number;
  /** When it was paid (its card payment succeeded). */
  paidAt: Date;
  refunded?: number;
  status?: 'paid' | 'partly-paid' | 'refunded';
}

/**
 * A paid order of the race straight in the database: the entries' registrations and lines, an insurance
 * line, and one card payment of the total (less `refunded`). Answers its number, id and payment id.
 */
export async function insertTaxOrder(
  database: Database,
  tenantId: number,
  race: TestRace,
  spec: TaxOrderSpec,
): Promise<{ number: string; orderId: number; paymentId: string }> {
  const { db } = database;
  const insurance = spec.insurance ?? 0;
  const full = spec.entries.reduce((sum, e) => sum + e.price, 0) + insurance;
  const total = full + (spec.commission ?? 0);
  const number = `TX-${randomBytes(4).toString('hex').toUpperCase()}`;
  const [order] = await db
    .insert(orders)
    .values({
      tenantId,
      userId: spec.userId,
      number,
      status: spec.status ?? 'paid',
      eventId: race.eventId,
      raceId: race.raceId,
      totalAmount: total,
      fullAmount: full,
      insuranceAmount: insurance,
      commissionAmount: spec.commission ?? 0,
      paidAt: spec.paidAt,
      createdAt: spec.paidAt,
    })
    .returning({ id: orders.id });
  const orderId = order!.id;
  for (const entry of spec.entries) {
    const [registration] = await db
      .insert(registrations)
      .values({
        tenantId,
        eventId: race.eventId,
        raceId: race.raceId,
        status: entry.status ?? 'confirmed',
        personId: entry.personId,
        userId: spec.userId,
        orderId,
        firstName: 'Участник',
        lastName: 'Тестовый',
      })
      .returning({ id: registrations.id });
    await db.insert(orderItems).values({
      tenantId,
      orderId,
      kind: 'registration',
      name: 'Осенний забег, 10 км',
      priceAmount: entry.price,
      registrationId: registration!.id,
    });
  }
  if (insurance > 0) {
    await db
      .insert(orderItems)
      .values({ tenantId, orderId, kind: 'insurance', name: 'Страховка', priceAmount: insurance });
  }
  const [payment] = await db
    .insert(payments)
    .values({
      tenantId,
      orderId,
      provider: 'sandbox',
      method: 'card',
      amount: total,
      status: (spec.refunded ?? 0) >= total ? 'refunded' : 'succeeded',
      refundedAmount: spec.refunded ?? 0,
      succeededAt: spec.paidAt,
      createdAt: spec.paidAt,
      updatedAt: spec.paidAt,
    })
    .returning({ id: payments.id });
  return { number, orderId, paymentId: payment!.id };
}

/** A refund of `amount` more of the payment, as the payments service records one that went through. */
export async function refundPart(database: Database, paymentId: string, amount: number): Promise<void> {
  const [row] = await database.db.select().from(payments).where(eq(payments.id, paymentId));
  await database.db
    .update(payments)
    .set({ refundedAmount: row!.refundedAmount + amount })
    .where(eq(payments.id, paymentId));
}
