import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Language } from '../../shared/constants.js';
import type { OrderStatus } from '../../shared/schemas/account.js';
import { rowsOf } from '../catalogue/db-rows.js';
import type { Executor } from '../db/client.js';
import {
  events,
  orderInstallments,
  orders,
  orderTransitions,
  organizers,
  paymentNotifications,
  payments,
  races,
  refunds,
  registrations,
  tenants,
} from '../db/schema.js';
import { holdsPlace } from '../registration/registration.repo.js';
import type { TenantId } from '../tenants/tenant-id.js';

export type PaymentRow = typeof payments.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;

/** Payments, their inbox and refunds, and the order's state as payments change it, of one tenant. */
export function createPaymentsRepo(db: Executor, tenantId: TenantId) {
  const ofOrder = (orderId: number) => and(eq(payments.tenantId, tenantId), eq(payments.orderId, orderId));

  return {
    executor: db,
    tenantId,

    /** An order by its number, locked until the transaction ends; only the user's when `userId` is given. */
    async lockOrder(number: string, userId?: number): Promise<OrderRow | null> {
      const [row] = await db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.tenantId, tenantId),
            eq(orders.number, number),
            userId === undefined ? undefined : eq(orders.userId, userId),
          ),
        )
        .for('update');
      return row ?? null;
    },

    async lockOrderById(orderId: number): Promise<OrderRow | null> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)))
        .for('update');
      return row ?? null;
    },

    /** An order by its number; only the user's when `userId` is given (staff read others' orders). */
    async orderOfUser(number: string, userId?: number): Promise<OrderRow | null> {
      const [row] = await db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.tenantId, tenantId),
            eq(orders.number, number),
            userId === undefined ? undefined : eq(orders.userId, userId),
          ),
        );
      return row ?? null;
    },

    /** The event, race and tenant settings an order's payment depends on. */
    async orderContext(order: OrderRow) {
      const [row] = await db
        .select({
          event: {
            code: events.code,
            nameRu: events.nameRu,
            nameEn: events.nameEn,
            startsAt: events.startsAt,
            timeZone: events.timeZone,
            paymentMethods: events.paymentMethods,
            organizerId: events.organizerId,
          },
          race: { id: races.id, code: races.code, nameRu: races.nameRu, nameEn: races.nameEn },
          tenant: { methods: tenants.paymentMethods, provider: tenants.paymentProvider },
          // where an invoice by bank details is paid to: the organizer's account
          payee: { account: organizers.settlementAccount, bic: organizers.bic },
        })
        .from(events)
        .innerJoin(races, and(eq(races.tenantId, events.tenantId), eq(races.id, order.raceId ?? -1)))
        .innerJoin(tenants, eq(tenants.id, events.tenantId))
        .leftJoin(
          organizers,
          and(eq(organizers.tenantId, events.tenantId), eq(organizers.id, events.organizerId)),
        )
        .where(and(eq(events.tenantId, tenantId), eq(events.id, order.eventId ?? -1)));
      return row ?? null;
    },

    async paymentsOf(orderId: number): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(ofOrder(orderId))
        .orderBy(desc(payments.createdAt), desc(payments.id));
    },

    async insertPayment(row: Omit<typeof payments.$inferInsert, 'tenantId'>): Promise<PaymentRow> {
      const [inserted] = await db
        .insert(payments)
        .values({ ...row, tenantId })
        .returning();
      if (!inserted) throw new Error('payment not inserted');
      return inserted;
    },

    async setProviderPayment(id: string, providerPaymentId: string, confirmationUrl: string | null) {
      await db
        .update(payments)
        .set({ providerPaymentId, confirmationUrl })
        .where(and(eq(payments.tenantId, tenantId), eq(payments.id, id)));
    },

    /** The payer a pending payment by bank details makes its invoice out to, corrected. */
    async setInvoicePayer(id: string, invoicePayer: NonNullable<PaymentRow['invoicePayer']>) {
      await db
        .update(payments)
        .set({ invoicePayer })
        .where(and(eq(payments.tenantId, tenantId), eq(payments.id, id)));
    },

    async paymentById(id: string): Promise<PaymentRow | null> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.tenantId, tenantId), eq(payments.id, id)));
      return row ?? null;
    },

    async lockPayment(id: string): Promise<PaymentRow | null> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.tenantId, tenantId), eq(payments.id, id)))
        .for('update');
      return row ?? null;
    },

    async setPaymentStatus(id: string, status: PaymentRow['status'], now: Date) {
      await db
        .update(payments)
        .set({ status, updatedAt: now, ...(status === 'succeeded' ? { succeededAt: now } : {}) })
        .where(and(eq(payments.tenantId, tenantId), eq(payments.id, id)));
    },

    /** Records the notification; false when the provider's event id was seen before (a replay). */
    async recordNotification(row: {
      provider: string;
      eventId: string;
      paymentId: string | null;
      body: string;
    }) {
      const inserted = await db
        .insert(paymentNotifications)
        .values({ ...row, tenantId })
        .onConflictDoNothing({ target: [paymentNotifications.provider, paymentNotifications.eventId] })
        .returning({ id: paymentNotifications.id });
      return inserted[0]?.id ?? null;
    },

    async setNotificationOutcome(id: number, outcome: string) {
      await db
        .update(paymentNotifications)
        .set({ outcome })
        .where(and(eq(paymentNotifications.tenantId, tenantId), eq(paymentNotifications.id, id)));
    },

    /** Moves the order to `to` and records who and why (order-state.ts decided it is allowed). */
    async moveOrder(
      order: OrderRow,
      to: OrderStatus,
      who: { actor: string; reason: string },
      set: Partial<Pick<OrderRow, 'expiresAt' | 'paidAt'>> = {},
    ) {
      await db
        .update(orders)
        .set({ status: to, ...set })
        .where(and(eq(orders.tenantId, tenantId), eq(orders.id, order.id)));
      await db.insert(orderTransitions).values({
        tenantId,
        orderId: order.id,
        fromStatus: order.status,
        toStatus: to,
        actor: who.actor,
        reason: who.reason,
      });
    },

    /** A change that is no transition (a partial refund): recorded with who and why, the status unchanged. */
    async recordNote(order: OrderRow, who: { actor: string; reason: string }) {
      await db.insert(orderTransitions).values({
        tenantId,
        orderId: order.id,
        fromStatus: order.status,
        toStatus: order.status,
        actor: who.actor,
        reason: who.reason,
      });
    },

    /** The organizer of the order's event (whose cabinet may act on the order); null: none. */
    async organizerIdOf(order: OrderRow): Promise<number | null> {
      const [row] = await db
        .select({ organizerId: events.organizerId })
        .from(events)
        .where(and(eq(events.tenantId, tenantId), eq(events.id, order.eventId ?? -1)));
      return row?.organizerId ?? null;
    },

    /** Payments pending since before `before` (the reconciler asks their providers). */
    async stalePayments(before: Date): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.tenantId, tenantId),
            eq(payments.status, 'pending'),
            sql`${payments.updatedAt} < ${before}`,
          ),
        )
        .orderBy(asc(payments.updatedAt))
        .limit(100);
    },

    async transitionsOf(orderId: number) {
      return db
        .select()
        .from(orderTransitions)
        .where(and(eq(orderTransitions.tenantId, tenantId), eq(orderTransitions.orderId, orderId)))
        .orderBy(asc(orderTransitions.id));
    },

    /** The order's registrations take their places for good (paid). */
    async confirmRegistrations(orderId: number) {
      await db
        .update(registrations)
        .set({ status: 'confirmed', expiresAt: null })
        .where(
          and(
            eq(registrations.tenantId, tenantId),
            eq(registrations.orderId, orderId),
            sql`${registrations.status} in ('pending', 'expired')`,
          ),
        );
    },

    /** The order's registrations give up their places (cancelled, refunded). */
    async cancelRegistrations(orderId: number) {
      await db
        .update(registrations)
        .set({ status: 'cancelled' })
        .where(
          and(
            eq(registrations.tenantId, tenantId),
            eq(registrations.orderId, orderId),
            sql`${registrations.status} in ('pending', 'confirmed')`,
          ),
        );
    },

    /** The order's registrations hold their places again until `expiresAt` (repeat payment, late payment). */
    async holdRegistrations(orderId: number, expiresAt: Date | null, status: 'pending' | 'confirmed') {
      await db
        .update(registrations)
        .set({ status, expiresAt })
        .where(
          and(
            eq(registrations.tenantId, tenantId),
            eq(registrations.orderId, orderId),
            sql`${registrations.status} in ('pending', 'expired')`,
          ),
        );
    },

    /**
     * Whether the race still has the places this order's registrations need, counting every other hold
     * and entry at `now` (the caller holds the race's row lock, as a booking does: DESIGN §5).
     */
    async placesFreeFor(orderId: number, raceId: number, now: Date): Promise<boolean> {
      const [row] = await rowsOf<{ fits: boolean }>(
        db,
        sql`with mine as (
            select ${registrations.pool} as pool, count(*)::int as needed from ${registrations}
            where ${registrations.tenantId} = ${tenantId} and ${registrations.orderId} = ${orderId}
              and ${registrations.status} in ('pending', 'expired', 'confirmed')
            group by ${registrations.pool}),
          taken as (
            select ${registrations.pool} as pool, count(*)::int as taken from ${registrations}
            where ${registrations.tenantId} = ${tenantId} and ${registrations.raceId} = ${raceId}
              and ${registrations.orderId} is distinct from ${orderId} and ${holdsPlace(now)}
            group by ${registrations.pool})
          select coalesce(bool_and(
            case when mine.pool = 'children' and r.child_capacity is not null
              then coalesce(taken.taken, 0) + mine.needed <= r.child_capacity
              else r.capacity is null or coalesce(taken.taken, 0) + mine.needed <= r.capacity end), true) as fits
          from mine left join taken on taken.pool = mine.pool
          join ${races} r on r.tenant_id = ${tenantId} and r.id = ${raceId}`,
      );
      return row?.fits !== false;
    },

    async installmentsOf(orderId: number) {
      return db
        .select()
        .from(orderInstallments)
        .where(and(eq(orderInstallments.tenantId, tenantId), eq(orderInstallments.orderId, orderId)))
        .orderBy(asc(orderInstallments.part));
    },

    /** The plan's parts; `language` is the payer's, the one their reminders are written in. */
    async insertInstallments(
      orderId: number,
      parts: { part: number; dueAt: Date; amount: number }[],
      language: Language = 'ru',
    ) {
      await db
        .insert(orderInstallments)
        .values(parts.map((p) => ({ tenantId, orderId, language, ...p })))
        .onConflictDoNothing();
    },

    async markInstallmentPaid(orderId: number, part: number, now: Date) {
      await db
        .update(orderInstallments)
        .set({ paidAt: now })
        .where(
          and(
            eq(orderInstallments.tenantId, tenantId),
            eq(orderInstallments.orderId, orderId),
            eq(orderInstallments.part, part),
          ),
        );
    },

    async insertRefund(row: { paymentId: string; amount: number; reason: string; actor: string }) {
      const [inserted] = await db
        .insert(refunds)
        .values({ ...row, tenantId })
        .returning();
      if (!inserted) throw new Error('refund not inserted');
      return inserted;
    },

    /** What the payment's refunds take or may still take: the succeeded ones and those under way. */
    async reservedRefunds(paymentId: string): Promise<number> {
      const [row] = await db
        .select({ sum: sql<number>`coalesce(sum(${refunds.amount}), 0)::int` })
        .from(refunds)
        .where(
          and(
            eq(refunds.tenantId, tenantId),
            eq(refunds.paymentId, paymentId),
            sql`${refunds.status} in ('pending', 'succeeded')`,
          ),
        );
      return row?.sum ?? 0;
    },

    /** Refunds still pending since before `before` (their provider call never answered), oldest first. */
    async pendingRefunds(before: Date) {
      return db
        .select()
        .from(refunds)
        .where(
          and(
            eq(refunds.tenantId, tenantId),
            eq(refunds.status, 'pending'),
            sql`${refunds.createdAt} < ${before}`,
          ),
        )
        .orderBy(asc(refunds.createdAt))
        .limit(100);
    },

    /** The refund row, locked (a retry and a late answer never both finish it). */
    async lockRefund(id: string) {
      const [row] = await db
        .select()
        .from(refunds)
        .where(and(eq(refunds.tenantId, tenantId), eq(refunds.id, id)))
        .for('update');
      return row ?? null;
    },

    async finishRefund(
      id: string,
      result: { status: 'succeeded' | 'failed'; providerRefundId: string | null },
    ) {
      await db
        .update(refunds)
        .set(result)
        .where(and(eq(refunds.tenantId, tenantId), eq(refunds.id, id)));
    },

    async setRefundProviderId(id: string, providerRefundId: string) {
      await db
        .update(refunds)
        .set({ providerRefundId })
        .where(and(eq(refunds.tenantId, tenantId), eq(refunds.id, id)));
    },

    /** Adds a refunded amount to the payment; 'refunded' once all of it is returned. */
    async addRefunded(paymentId: string, amount: number, now: Date) {
      await db
        .update(payments)
        .set({
          refundedAmount: sql`${payments.refundedAmount} + ${amount}`,
          status: sql`case when ${payments.refundedAmount} + ${amount} >= ${payments.amount} then 'refunded' else ${payments.status} end`,
          updatedAt: now,
        })
        .where(and(eq(payments.tenantId, tenantId), eq(payments.id, paymentId)));
    },

    async refundsOfOrder(orderId: number) {
      return db
        .select({ refund: refunds })
        .from(refunds)
        .innerJoin(payments, eq(payments.id, refunds.paymentId))
        .where(and(eq(refunds.tenantId, tenantId), eq(payments.orderId, orderId)));
    },
  };
}

export type PaymentsRepo = ReturnType<typeof createPaymentsRepo>;
