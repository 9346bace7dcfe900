import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import {
  mailOutbox,
  orderItems,
  orders,
  orderTransitions,
  paymentNotifications,
  payments,
  persons,
  refunds,
  users,
} from '../db/schema.js';
import type { OrderRow } from '../payments/payments.repo.js';
import type { TenantId } from '../tenants/tenant-id.js';

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** Orders as the organizer cabinet reads them (an entry's page, the support desk), on one tenant. */
export function createCabinetOrdersRepo(db: Executor, tenantId: TenantId) {
  return {
    async byIds(ids: number[]): Promise<OrderRow[]> {
      if (!ids.length) return [];
      return db
        .select()
        .from(orders)
        .where(and(eq(orders.tenantId, tenantId), inArray(orders.id, ids)))
        .orderBy(asc(orders.createdAt), asc(orders.id));
    },

    /** The account that placed the order: its e-mail and its own profile's name. */
    async payerOf(order: OrderRow): Promise<{ email: string; name: string }> {
      // sold at the start-pack point: no account (ADR 025)
      if (order.userId === null) return { email: '', name: '' };
      const [row] = await db
        .select({ email: users.email, lastName: persons.lastName, firstName: persons.firstName })
        .from(users)
        .leftJoin(persons, and(eq(persons.tenantId, users.tenantId), eq(persons.accountUserId, users.id)))
        .where(and(eq(users.tenantId, tenantId), eq(users.id, order.userId)));
      return {
        email: row?.email ?? '',
        name: `${row?.lastName ?? ''} ${row?.firstName ?? ''}`.trim(),
      };
    },

    lines(orderId: number) {
      return db
        .select({
          kind: orderItems.kind,
          name: orderItems.name,
          priceAmount: orderItems.priceAmount,
          count: orderItems.count,
          registrationId: orderItems.registrationId,
        })
        .from(orderItems)
        .where(and(eq(orderItems.tenantId, tenantId), eq(orderItems.orderId, orderId)))
        .orderBy(asc(orderItems.id));
    },

    payments(orderId: number) {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.tenantId, tenantId), eq(payments.orderId, orderId)))
        .orderBy(asc(payments.createdAt));
    },

    refunds(orderId: number) {
      return db
        .select({
          amount: refunds.amount,
          status: refunds.status,
          reason: refunds.reason,
          actor: refunds.actor,
          createdAt: refunds.createdAt,
        })
        .from(refunds)
        .innerJoin(payments, and(eq(payments.tenantId, refunds.tenantId), eq(payments.id, refunds.paymentId)))
        .where(and(eq(refunds.tenantId, tenantId), eq(payments.orderId, orderId)))
        .orderBy(asc(refunds.createdAt));
    },

    transitions(orderIds: number[]) {
      if (!orderIds.length) return Promise.resolve([]);
      return db
        .select({
          orderId: orderTransitions.orderId,
          from: orderTransitions.fromStatus,
          to: orderTransitions.toStatus,
          actor: orderTransitions.actor,
          reason: orderTransitions.reason,
          at: orderTransitions.createdAt,
        })
        .from(orderTransitions)
        .where(and(eq(orderTransitions.tenantId, tenantId), inArray(orderTransitions.orderId, orderIds)))
        .orderBy(asc(orderTransitions.createdAt), asc(orderTransitions.id));
    },

    /** What the providers said about the order's payments, newest first. */
    notifications(orderId: number) {
      return db
        .select({
          provider: paymentNotifications.provider,
          eventId: paymentNotifications.eventId,
          outcome: paymentNotifications.outcome,
          receivedAt: paymentNotifications.receivedAt,
        })
        .from(paymentNotifications)
        .innerJoin(
          payments,
          and(
            eq(payments.tenantId, paymentNotifications.tenantId),
            eq(payments.id, paymentNotifications.paymentId),
          ),
        )
        .where(and(eq(paymentNotifications.tenantId, tenantId), eq(payments.orderId, orderId)))
        .orderBy(desc(paymentNotifications.receivedAt))
        .limit(100);
    },

    /**
     * The mails about an order: the outbox keeps no order of a mail, so those to the payer that name the
     * order's number (every order mail does, in its subject or text), newest first.
     */
    mails(order: OrderRow, to: string) {
      const named = likePattern(order.number);
      return db
        .select({
          to: mailOutbox.to,
          subject: mailOutbox.subject,
          createdAt: mailOutbox.createdAt,
          sentAt: mailOutbox.sentAt,
          error: mailOutbox.error,
        })
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.tenantId, tenantId),
            sql`lower(${mailOutbox.to}) = lower(${to})`,
            sql`(${mailOutbox.subject} ilike ${named} or ${mailOutbox.text} ilike ${named})`,
            sql`${mailOutbox.createdAt} >= ${order.createdAt}`,
          ),
        )
        .orderBy(desc(mailOutbox.createdAt))
        .limit(100);
    },

    /**
     * These accounts' e-mails and names (who did what in an order's or an entry's history): the name of
     * the account's own person, the e-mail when it has none.
     */
    async accountsOf(userIds: number[]): Promise<Map<number, { email: string; name: string }>> {
      if (!userIds.length) return new Map();
      const rows = await db
        .select({
          id: users.id,
          email: users.email,
          name: sql<string>`coalesce(nullif(trim(concat_ws(' ', ${persons.firstName}, ${persons.lastName})), ''), ${users.email})`,
        })
        .from(users)
        .leftJoin(persons, and(eq(persons.accountUserId, users.id), eq(persons.tenantId, users.tenantId)))
        .where(and(eq(users.tenantId, tenantId), inArray(users.id, userIds)));
      return new Map(rows.map((r) => [r.id, { email: r.email, name: r.name }]));
    },
  };
}

export type CabinetOrdersRepo = ReturnType<typeof createCabinetOrdersRepo>;
