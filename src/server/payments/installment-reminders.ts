import { and, asc, eq, isNull, lt, lte } from 'drizzle-orm';
import { calendarDay } from '../../shared/domain/race-eligibility.js';
import { INSTALLMENT_PARTS } from '../../shared/schemas/payments.js';
import type { Db, Executor } from '../db/client.js';
import { events, orderInstallments, orders, races, users } from '../db/schema.js';
import { tenantTransaction } from '../db/tenant-transaction.js';
import type { Mailer } from '../mail/mailer.js';
import type { TenantId } from '../tenants/tenant-id.js';
import type { Tenant } from '../tenants/tenants.service.js';
import { installmentReminderMail } from './payment-mails.js';
import { tenantOrigin } from './reconciler.js';

/*
 * Installment reminders (issue 16, SPEC §9: a quarter now, three more every two weeks). Each unpaid part of
 * a partly paid order gets two mails: REMINDER_DAYS_BEFORE calendar days before it falls due and on its
 * day, both days in the event's time zone (the one the payment page shows the schedule in). A part whose
 * reminders are late (the app was down) gets only the latest one. `reminders_sent` records how many went:
 * a reminder is claimed by a compare-and-set update before its mail is written, so it goes once however
 * many passes or instances run; a mail that could not be written gives its claim back for the next pass.
 */

/**
 * The queue job that mails installment reminders, every INSTALLMENT_REMINDER_SECONDS (ADR 020; an hour by
 * default: the reminders are days apart).
 */
export const INSTALLMENT_REMINDER_JOB = 'payments.installment-reminders';

/** The first reminder goes this many calendar days before a part falls due; the second on its day. */
export const REMINDER_DAYS_BEFORE = 3;

/** Parts looked at per tenant and pass; the rest wait for the next pass. */
const BATCH = 500;

const DAY_MS = 86_400_000;

/** Calendar days from `now` to `dueAt` in `timeZone`: 0 on the due day, negative after it. */
export function calendarDaysUntil(dueAt: Date, now: Date, timeZone: string): number {
  const midnight = (at: Date) => Date.parse(`${calendarDay(at, timeZone)}T00:00:00Z`);
  return Math.round((midnight(dueAt) - midnight(now)) / DAY_MS);
}

/** How many reminders a part should have had `daysLeft` calendar days before it falls due: 0, 1 or 2. */
export function remindersDue(daysLeft: number): 0 | 1 | 2 {
  if (daysLeft <= 0) return 2;
  return daysLeft <= REMINDER_DAYS_BEFORE ? 1 : 0;
}

/** The unpaid parts of one tenant's partly paid orders, and their reminders' bookkeeping. */
function createRemindersRepo(db: Executor, tenantId: TenantId) {
  const partOf = (orderId: number, part: number) =>
    and(
      eq(orderInstallments.tenantId, tenantId),
      eq(orderInstallments.orderId, orderId),
      eq(orderInstallments.part, part),
    );
  return {
    /** Unpaid parts due by `horizon` still owed a reminder, of orders partly paid, soonest first. */
    async unpaidParts(horizon: Date) {
      return db
        .select({
          orderId: orderInstallments.orderId,
          part: orderInstallments.part,
          dueAt: orderInstallments.dueAt,
          amount: orderInstallments.amount,
          remindersSent: orderInstallments.remindersSent,
          language: orderInstallments.language,
          number: orders.number,
          currency: orders.currency,
          email: users.email,
          event: {
            code: events.code,
            nameRu: events.nameRu,
            nameEn: events.nameEn,
            timeZone: events.timeZone,
          },
          race: { code: races.code, nameRu: races.nameRu, nameEn: races.nameEn },
        })
        .from(orderInstallments)
        .innerJoin(
          orders,
          and(eq(orders.tenantId, orderInstallments.tenantId), eq(orders.id, orderInstallments.orderId)),
        )
        .innerJoin(users, and(eq(users.tenantId, orders.tenantId), eq(users.id, orders.userId)))
        .innerJoin(events, and(eq(events.tenantId, orders.tenantId), eq(events.id, orders.eventId)))
        .innerJoin(races, and(eq(races.tenantId, orders.tenantId), eq(races.id, orders.raceId)))
        .where(
          and(
            eq(orderInstallments.tenantId, tenantId),
            isNull(orderInstallments.paidAt),
            lt(orderInstallments.remindersSent, 2),
            lte(orderInstallments.dueAt, horizon),
            eq(orders.status, 'partly-paid'),
          ),
        )
        .orderBy(asc(orderInstallments.dueAt), asc(orderInstallments.orderId), asc(orderInstallments.part))
        .limit(BATCH);
    },

    /** Moves a part's count of reminders from `from` to `to`; false when another pass moved it first. */
    async claim(orderId: number, part: number, from: number, to: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(orderInstallments)
        .set({ remindersSent: to, remindedAt: at })
        .where(
          and(
            partOf(orderId, part),
            eq(orderInstallments.remindersSent, from),
            isNull(orderInstallments.paidAt),
          ),
        )
        .returning({ part: orderInstallments.part });
      return rows.length > 0;
    },

    /** Gives a claim back (its mail could not be written): the next pass tries again. */
    async release(orderId: number, part: number, from: number, to: number): Promise<void> {
      await db
        .update(orderInstallments)
        .set({ remindersSent: from })
        .where(and(partOf(orderId, part), eq(orderInstallments.remindersSent, to)));
    },
  };
}

export interface InstallmentRemindersDeps {
  db: Db;
  mailer: Pick<Mailer, 'send'>;
}

/** The reminders of one tenant's unpaid installments, and of every tenant's (the periodic job). */
export function createInstallmentReminders(deps: InstallmentRemindersDeps) {
  const { db, mailer } = deps;

  /** Mails the reminders of `tenant` due at `now`; answers how many went out. */
  async function remind(tenant: Tenant, now: Date): Promise<number> {
    // a part REMINDER_DAYS_BEFORE calendar days ahead in any time zone falls due within a day more than that
    const horizon = new Date(now.getTime() + (REMINDER_DAYS_BEFORE + 1) * DAY_MS);
    const claimed = await tenantTransaction(db, tenant.id, async (tx) => {
      const repo = createRemindersRepo(tx, tenant.id);
      const mails = [];
      for (const row of await repo.unpaidParts(horizon)) {
        const daysLeft = calendarDaysUntil(row.dueAt, now, row.event.timeZone);
        const due = remindersDue(daysLeft);
        if (due <= row.remindersSent) continue;
        if (!(await repo.claim(row.orderId, row.part, row.remindersSent, due, now))) continue;
        mails.push({
          row,
          due,
          mail: installmentReminderMail({
            tenant,
            lang: row.language,
            to: row.email,
            origin: tenantOrigin(tenant),
            order: { number: row.number, currency: row.currency },
            event: row.event,
            race: row.race,
            part: { part: row.part, parts: INSTALLMENT_PARTS, amount: row.amount, dueAt: row.dueAt },
            daysLeft,
          }),
        });
      }
      return mails;
    });
    let sent = 0;
    const failures: unknown[] = [];
    for (const { row, due, mail } of claimed) {
      try {
        await mailer.send(tenant.id, mail);
        sent += 1;
      } catch (error) {
        failures.push(error);
        await tenantTransaction(db, tenant.id, (tx) =>
          createRemindersRepo(tx, tenant.id).release(row.orderId, row.part, row.remindersSent, due),
        );
      }
    }
    if (failures.length)
      throw new AggregateError(
        failures,
        `${failures.length} installment reminders of ${tenant.code} not sent`,
      );
    return sent;
  }

  return {
    remind,

    /**
     * One pass over every tenant (the periodic job): each tenant's reminders in its own tenant transaction;
     * a tenant that fails does not stop the others, and the pass then fails with its errors.
     */
    async remindTenants(tenants: Tenant[], now: Date): Promise<number> {
      let sent = 0;
      const failures: unknown[] = [];
      for (const tenant of tenants) {
        try {
          sent += await remind(tenant, now);
        } catch (error) {
          failures.push(error);
        }
      }
      if (failures.length) throw new AggregateError(failures, 'installment reminders failed');
      return sent;
    },
  };
}

export type InstallmentReminders = ReturnType<typeof createInstallmentReminders>;
