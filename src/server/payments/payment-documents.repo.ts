import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { events, orders, organizers, payments, persons, promoCodes, refunds, users } from '../db/schema.js';
import type { TenantId } from '../tenants/tenant-id.js';
import type { OrderRow } from './payments.repo.js';

/** What an order's receipt and invoice print besides its payments and lines (ADR 019), of one tenant. */
export function createPaymentDocumentsRepo(db: Executor, tenantId: TenantId) {
  return {
    /** The order's event, its organizer's requisites, its account holder and its discount code. */
    async documentContext(order: OrderRow) {
      const [row] = await db
        .select({
          event: {
            nameRu: events.nameRu,
            nameEn: events.nameEn,
            startsAt: events.startsAt,
            timeZone: events.timeZone,
          },
          organizer: {
            name: organizers.name,
            legalName: organizers.legalName,
            inn: organizers.inn,
            kpp: organizers.kpp,
            ogrn: organizers.ogrn,
            address: organizers.address,
            bankName: organizers.bankName,
            bic: organizers.bic,
            account: organizers.settlementAccount,
            correspondentAccount: organizers.correspondentAccount,
          },
          email: users.email,
          person: {
            lastName: persons.lastName,
            firstName: persons.firstName,
            patronymic: persons.patronymic,
          },
          promoCode: promoCodes.code,
        })
        .from(events)
        .innerJoin(users, and(eq(users.tenantId, events.tenantId), eq(users.id, order.userId ?? -1)))
        .leftJoin(
          organizers,
          and(eq(organizers.tenantId, events.tenantId), eq(organizers.id, events.organizerId)),
        )
        .leftJoin(persons, and(eq(persons.tenantId, users.tenantId), eq(persons.accountUserId, users.id)))
        .leftJoin(
          promoCodes,
          and(eq(promoCodes.tenantId, events.tenantId), eq(promoCodes.id, order.promoCodeId ?? -1)),
        )
        .where(and(eq(events.tenantId, tenantId), eq(events.id, order.eventId ?? -1)));
      return row ?? null;
    },

    /** The refunds of the order's payments that the provider made, oldest first. */
    async refundsMade(orderId: number) {
      return db
        .select({ amount: refunds.amount, at: refunds.createdAt })
        .from(refunds)
        .innerJoin(payments, and(eq(payments.tenantId, refunds.tenantId), eq(payments.id, refunds.paymentId)))
        .where(
          and(eq(refunds.tenantId, tenantId), eq(payments.orderId, orderId), eq(refunds.status, 'succeeded')),
        )
        .orderBy(asc(refunds.createdAt));
    },

    /** The numbers of the user's orders (not cancelled) with a payment by bank details made out to a payer. */
    async invoicedOrderNumbers(userId: number): Promise<string[]> {
      const rows = await db
        .selectDistinct({ number: orders.number })
        .from(orders)
        .innerJoin(payments, and(eq(payments.tenantId, orders.tenantId), eq(payments.orderId, orders.id)))
        .where(
          and(
            eq(orders.tenantId, tenantId),
            eq(orders.userId, userId),
            ne(orders.status, 'cancelled'),
            eq(payments.method, 'bank-details'),
            isNotNull(payments.invoicePayer),
          ),
        )
        .orderBy(asc(orders.number));
      return rows.map((row) => row.number);
    },
  };
}

export type PaymentDocumentsRepo = ReturnType<typeof createPaymentDocumentsRepo>;
