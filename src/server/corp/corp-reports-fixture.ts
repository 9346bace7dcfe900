import type { Database } from '../db/client.js';
import {
  companies,
  companyEmployees,
  companyMembers,
  orders,
  payments,
  refunds,
  registrations,
  results,
} from '../db/schema.js';
import type { CompanyRole } from '../../shared/domain/company-permissions.js';

/*
 * Rows of the corporate cabinet's report tests written directly (issue 19 item 8): companies, their users
 * and employees, corporate orders with entries, payments, refunds and result lines.
 */

export async function insertCompany(database: Database, tenantId: number, name: string): Promise<number> {
  const [row] = await database.db
    .insert(companies)
    .values({ tenantId, name })
    .returning({ id: companies.id });
  return row!.id;
}

export async function addCompanyMember(
  database: Database,
  tenantId: number,
  companyId: number,
  userId: number,
  role: CompanyRole,
): Promise<void> {
  await database.db.insert(companyMembers).values({ tenantId, companyId, userId, role });
}

export async function insertEmployee(
  database: Database,
  tenantId: number,
  companyId: number,
  names: { lastName: string; firstName: string; patronymic?: string; removedAt?: Date },
): Promise<number> {
  const [row] = await database.db
    .insert(companyEmployees)
    .values({ tenantId, companyId, ...names })
    .returning({ id: companyEmployees.id });
  return row!.id;
}

export interface CorporateEntry {
  employeeId: number;
  status: 'pending' | 'confirmed' | 'cancelled' | 'expired';
  bib?: string;
  expiresAt?: Date;
}

/** A company's order for its employees in one race, one registration each; returns the entries' ids. */
export async function insertCorporateOrder(
  database: Database,
  values: {
    tenantId: number;
    companyId: number;
    userId: number;
    eventId: number;
    raceId: number;
    number: string;
    status: 'paid' | 'awaiting-payment' | 'partly-paid' | 'cancelled' | 'expired';
    total: number;
    entries: CorporateEntry[];
  },
): Promise<{ orderId: number; registrationIds: number[] }> {
  const { tenantId } = values;
  const [order] = await database.db
    .insert(orders)
    .values({
      tenantId,
      userId: values.userId,
      companyId: values.companyId,
      number: values.number,
      status: values.status,
      eventId: values.eventId,
      raceId: values.raceId,
      totalAmount: values.total,
      fullAmount: values.total,
    })
    .returning({ id: orders.id });
  const rows = await database.db
    .insert(registrations)
    .values(
      values.entries.map((e) => ({
        tenantId,
        eventId: values.eventId,
        raceId: values.raceId,
        status: e.status,
        expiresAt: e.expiresAt ?? null,
        bib: e.bib ?? null,
        orderId: order!.id,
        userId: values.userId,
        firstName: 'Entry',
        lastName: String(e.employeeId),
        companyEmployeeId: e.employeeId,
      })),
    )
    .returning({ id: registrations.id });
  return { orderId: order!.id, registrationIds: rows.map((r) => r.id) };
}

/** A payment of an order that succeeded (or was refunded later), and optionally a refund of it. */
export async function insertPayment(
  database: Database,
  tenantId: number,
  orderId: number,
  amount: number,
  refund?: { amount: number; status: 'pending' | 'succeeded' | 'failed' },
): Promise<void> {
  const at = new Date('2029-05-01T10:00:00Z');
  const [payment] = await database.db
    .insert(payments)
    .values({
      tenantId,
      orderId,
      provider: 'sandbox',
      method: 'bank-details',
      amount,
      status: 'succeeded',
      succeededAt: at,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: payments.id });
  if (refund)
    await database.db.insert(refunds).values({
      tenantId,
      paymentId: payment!.id,
      amount: refund.amount,
      status: refund.status,
      reason: 'cancelled',
      actor: 'support:1',
    });
}

/** A result line of a race, linked to an entry or not (an outsider). */
export async function insertResult(
  database: Database,
  values: {
    tenantId: number;
    eventId: number;
    raceId: number;
    bib: string;
    status: 'finished' | 'dnf' | 'dns' | 'dsq';
    timeMs?: number;
    registrationId?: number;
  },
): Promise<void> {
  await database.db.insert(results).values({
    tenantId: values.tenantId,
    eventId: values.eventId,
    raceId: values.raceId,
    bib: values.bib,
    name: `Runner ${values.bib}`,
    gender: 'male',
    status: values.status,
    timeMs: values.timeMs ?? null,
    registrationId: values.registrationId ?? null,
  });
}
