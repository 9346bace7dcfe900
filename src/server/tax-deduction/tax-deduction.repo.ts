import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TaxOrder } from '../../shared/domain/tax-deduction.js';
import type { Executor } from '../db/client.js';
import {
  events,
  orderItems,
  orders,
  organizers,
  payments,
  persons,
  registrations,
  relatives,
  taxCertificateNumbers,
  taxCertificates,
  taxDeductionRequests,
  users,
  type TaxCertificateRow,
  type TaxDeductionRequestRow,
} from '../db/schema.js';
import type { TenantId } from '../tenants/tenant-id.js';

/** A person as a certificate names them. */
export interface TaxPerson {
  id: number;
  lastName: string;
  firstName: string;
  patronymic: string;
  birthDate: string | null;
}

/** A paid order with what the deduction needs of it (shared/domain/tax-deduction.ts) and what a list shows. */
export interface PaidOrder {
  id: number;
  number: string;
  userId: number;
  event: { nameRu: string; nameEn: string | null };
  organizer: { id: number; name: string; listed: boolean } | null;
  tax: TaxOrder;
}

/** The orders whose money counts: paid, or partly paid by installments (a refunded one counts nothing). */
const COUNTED = ['paid', 'partly-paid'] as const;

/** A certificate's request, of the same tenant. */
const requestOfCertificate = and(
  eq(taxDeductionRequests.tenantId, taxCertificates.tenantId),
  eq(taxDeductionRequests.id, taxCertificates.requestId),
);

const personColumns = {
  id: persons.id,
  lastName: persons.lastName,
  firstName: persons.firstName,
  patronymic: persons.patronymic,
  birthDate: persons.birthDate,
};

/** Requests, certificates and the paid orders they count, of one tenant (issue 19, ADR 030). */
export function createTaxDeductionRepo(db: Executor, tenantId: TenantId) {
  return {
    /** The account's own person. */
    async selfPerson(userId: number): Promise<TaxPerson | null> {
      const [row] = await db
        .select(personColumns)
        .from(persons)
        .where(and(eq(persons.tenantId, tenantId), eq(persons.accountUserId, userId)));
      return row ?? null;
    },

    /** The account's family group (confirmed relatives), by name. */
    async relatives(userId: number): Promise<TaxPerson[]> {
      return db
        .select(personColumns)
        .from(relatives)
        .innerJoin(persons, and(eq(persons.tenantId, relatives.tenantId), eq(persons.id, relatives.personId)))
        .where(
          and(
            eq(relatives.tenantId, tenantId),
            eq(relatives.ownerUserId, userId),
            eq(relatives.status, 'active'),
          ),
        )
        .orderBy(asc(persons.lastName), asc(persons.firstName), asc(persons.id));
    },

    /**
     * The paid (and partly paid) orders of the accounts, each with its entries' lines and its payments;
     * with `organizerId`, only those of that organizer's events.
     */
    async paidOrders(userIds: readonly number[], organizerId?: number): Promise<PaidOrder[]> {
      if (userIds.length === 0) return [];
      const rows = await db
        .select({
          id: orders.id,
          number: orders.number,
          userId: orders.userId,
          total: orders.totalAmount,
          full: orders.fullAmount,
          insurance: orders.insuranceAmount,
          discount: orders.discountAmount,
          paidAt: orders.paidAt,
          event: { nameRu: events.nameRu, nameEn: events.nameEn },
          organizerId: organizers.id,
          organizerName: organizers.name,
          listed: organizers.taxDeductionListed,
        })
        .from(orders)
        .innerJoin(events, and(eq(events.tenantId, orders.tenantId), eq(events.id, orders.eventId)))
        .leftJoin(
          organizers,
          and(eq(organizers.tenantId, events.tenantId), eq(organizers.id, events.organizerId)),
        )
        .where(
          and(
            eq(orders.tenantId, tenantId),
            inArray(orders.userId, [...userIds]),
            inArray(orders.status, [...COUNTED]),
            ...(organizerId === undefined ? [] : [eq(events.organizerId, organizerId)]),
          ),
        )
        .orderBy(desc(orders.createdAt), desc(orders.id));
      if (rows.length === 0) return [];
      const ids = rows.map((row) => row.id);
      const [lines, paid] = await Promise.all([
        db
          .select({
            orderId: orderItems.orderId,
            personId: registrations.personId,
            amount: sql<number>`${orderItems.priceAmount} * ${orderItems.count}`.mapWith(Number),
            status: registrations.status,
          })
          .from(orderItems)
          .innerJoin(
            registrations,
            and(
              eq(registrations.tenantId, orderItems.tenantId),
              eq(registrations.id, orderItems.registrationId),
            ),
          )
          .where(
            and(
              eq(orderItems.tenantId, tenantId),
              inArray(orderItems.orderId, ids),
              eq(orderItems.kind, 'registration'),
            ),
          ),
        db
          .select({
            orderId: payments.orderId,
            amount: payments.amount,
            refunded: payments.refundedAmount,
            paidAt: sql<Date>`coalesce(${payments.succeededAt}, ${payments.updatedAt})`.mapWith(
              (value: string | Date) => new Date(value),
            ),
          })
          .from(payments)
          .where(
            and(
              eq(payments.tenantId, tenantId),
              inArray(payments.orderId, ids),
              inArray(payments.status, ['succeeded', 'refunded']),
            ),
          ),
      ]);
      return rows.map((row) => ({
        id: row.id,
        number: row.number,
        userId: row.userId ?? 0,
        event: row.event,
        organizer:
          row.organizerId === null
            ? null
            : { id: row.organizerId, name: row.organizerName ?? '', listed: row.listed ?? false },
        tax: {
          // orders from before the pricing columns carry their total only
          total: row.total,
          discount: row.discount,
          discountable: Math.max((row.full || row.total) - row.insurance, 0),
          entries: lines
            .filter((line) => line.orderId === row.id && line.personId !== null)
            .map((line) => ({
              personId: line.personId!,
              amount: line.amount,
              live: line.status === 'confirmed' || line.status === 'pending',
            })),
          payments: paid
            .filter((p) => p.orderId === row.id)
            .map((p) => ({ amount: p.amount, refunded: p.refunded, paidAt: p.paidAt })),
          paidAt: row.paidAt,
        },
      }));
    },

    /** An organizer of the tenant with the requisites a certificate prints. */
    async organizer(organizerId: number) {
      const [row] = await db
        .select({
          id: organizers.id,
          name: organizers.name,
          legalName: organizers.legalName,
          inn: organizers.inn,
          kpp: organizers.kpp,
          address: organizers.address,
          listed: organizers.taxDeductionListed,
        })
        .from(organizers)
        .where(and(eq(organizers.tenantId, tenantId), eq(organizers.id, organizerId)));
      return row ?? null;
    },

    /** Every organizer of the tenant, by name (support's list). */
    async organizers(ids: readonly number[] | null) {
      return db
        .select({ id: organizers.id, name: organizers.name, listed: organizers.taxDeductionListed })
        .from(organizers)
        .where(
          and(eq(organizers.tenantId, tenantId), ...(ids === null ? [] : [inArray(organizers.id, [...ids])])),
        )
        .orderBy(asc(organizers.name), asc(organizers.id));
    },

    /**
     * The account's request for a year and participant, created if it is the first, and locked: a second
     * request of the same account, year and participant waits here until the first has committed.
     */
    async lockRequest(
      values: Omit<typeof taxDeductionRequests.$inferInsert, 'tenantId' | 'id'> & {
        participantPersonId: number;
      },
    ): Promise<{ row: TaxDeductionRequestRow; created: boolean }> {
      const inserted = await db
        .insert(taxDeductionRequests)
        .values({ ...values, tenantId })
        .onConflictDoNothing()
        .returning({ id: taxDeductionRequests.id });
      const [row] = await db
        .select()
        .from(taxDeductionRequests)
        .where(
          and(
            eq(taxDeductionRequests.tenantId, tenantId),
            eq(taxDeductionRequests.userId, values.userId),
            eq(taxDeductionRequests.year, values.year),
            eq(taxDeductionRequests.participantPersonId, values.participantPersonId),
          ),
        )
        .for('update');
      if (!row) throw new Error('tax deduction request neither inserted nor found');
      return { row, created: inserted.length > 0 };
    },

    async updateRequest(
      id: number,
      values: Pick<TaxDeductionRequestRow, 'payer' | 'payerInn' | 'payerPerson' | 'language' | 'updatedAt'>,
    ): Promise<void> {
      const { payer, payerInn, payerPerson, language, updatedAt } = values;
      await db
        .update(taxDeductionRequests)
        .set({ payer, payerInn, payerPerson, language, updatedAt })
        .where(and(eq(taxDeductionRequests.tenantId, tenantId), eq(taxDeductionRequests.id, id)));
    },

    /** A request by id, locked (a reissue waits for another on the same request). */
    async requestById(id: number): Promise<TaxDeductionRequestRow | null> {
      const [row] = await db
        .select()
        .from(taxDeductionRequests)
        .where(and(eq(taxDeductionRequests.tenantId, tenantId), eq(taxDeductionRequests.id, id)))
        .for('update');
      return row ?? null;
    },

    /** The live (not replaced) certificates of the account, or of an organizer; the newest first. */
    async liveCertificates(filter: { userId: number } | { organizerId: number } | { requestId: number }) {
      return db
        .select({ certificate: taxCertificates, request: taxDeductionRequests, account: users.email })
        .from(taxCertificates)
        .innerJoin(taxDeductionRequests, requestOfCertificate)
        .innerJoin(
          users,
          and(eq(users.tenantId, taxDeductionRequests.tenantId), eq(users.id, taxDeductionRequests.userId)),
        )
        .where(
          and(
            eq(taxCertificates.tenantId, tenantId),
            isNull(taxCertificates.replacedAt),
            'userId' in filter
              ? eq(taxDeductionRequests.userId, filter.userId)
              : 'organizerId' in filter
                ? eq(taxCertificates.organizerId, filter.organizerId)
                : eq(taxCertificates.requestId, filter.requestId),
          ),
        )
        .orderBy(desc(taxCertificates.year), desc(taxCertificates.issuedAt), desc(taxCertificates.id));
    },

    /** A certificate with its request (replaced ones too: their PDF still opens). */
    async certificate(id: number) {
      const [row] = await db
        .select({ certificate: taxCertificates, request: taxDeductionRequests })
        .from(taxCertificates)
        .innerJoin(taxDeductionRequests, requestOfCertificate)
        .where(and(eq(taxCertificates.tenantId, tenantId), eq(taxCertificates.id, id)));
      return row ?? null;
    },

    /**
     * The organizer's next certificate number of the year: an upsert of its counter row, which stays
     * locked until the transaction ends, so two issues at once take 1 and 2, never the same.
     */
    async nextNumber(organizerId: number, year: number): Promise<number> {
      const [row] = await db
        .insert(taxCertificateNumbers)
        .values({ tenantId, organizerId, year, lastNumber: 1 })
        .onConflictDoUpdate({
          target: [
            taxCertificateNumbers.tenantId,
            taxCertificateNumbers.organizerId,
            taxCertificateNumbers.year,
          ],
          set: { lastNumber: sql`${taxCertificateNumbers.lastNumber} + 1` },
        })
        .returning({ number: taxCertificateNumbers.lastNumber });
      return row!.number;
    },

    async insertCertificate(
      values: Omit<typeof taxCertificates.$inferInsert, 'tenantId' | 'id'>,
    ): Promise<TaxCertificateRow> {
      const [row] = await db
        .insert(taxCertificates)
        .values({ ...values, tenantId })
        .returning();
      return row!;
    },

    async markReplaced(id: number, at: Date): Promise<void> {
      await db
        .update(taxCertificates)
        .set({ replacedAt: at })
        .where(and(eq(taxCertificates.tenantId, tenantId), eq(taxCertificates.id, id)));
    },

    /** How many live certificates each organizer has issued (the cabinet's overview). */
    async countsByOrganizer(): Promise<{ organizerId: number; certificates: number }[]> {
      return db
        .select({
          organizerId: taxCertificates.organizerId,
          certificates: sql<number>`count(*)`.mapWith(Number),
        })
        .from(taxCertificates)
        .where(and(eq(taxCertificates.tenantId, tenantId), isNull(taxCertificates.replacedAt)))
        .groupBy(taxCertificates.organizerId);
    },
  };
}

export type TaxDeductionRepo = ReturnType<typeof createTaxDeductionRepo>;
