import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../catalogue/db-rows.js';
import type { Executor } from '../db/client.js';
import type { TenantId } from '../tenants/tenant-id.js';

/** A report's scope: an event, its time zone (days are its calendar days) and a period of those days. */
export interface ReportScope {
  eventId: number;
  timeZone: string;
  /** "YYYY-MM-DD", inclusive; undefined: open. */
  from: string | undefined;
  to: string | undefined;
}

/** Money of the event's orders in a period, summed by race and discount code (null: none). */
export interface MoneyGroup {
  raceId: number | null;
  promoCodeId: number | null;
  /** Orders that received money in the period. */
  orders: number;
  received: number;
  refunded: number;
  /** Each order's commission and insurance premiums, in the share of its total kept in the period. */
  commission: number;
  insurance: number;
  /** The discount of the orders that received money in the period. */
  discount: number;
}

/** Registrations holding a paid place, made in the period, by race and their order's discount code. */
export interface RegistrationGroup {
  raceId: number | null;
  promoCodeId: number | null;
  registrations: number;
}

const num = (value: unknown) => Number(value ?? 0);

/*
 * The figures of an event's reports (issue 18 item 9, ADR 027), summed by PostgreSQL. A payment counts on
 * the day it succeeded (its update time for rows older than that column), a refund on the day it was made,
 * unless it failed; a registration on the day it was made, if it holds a paid place now (confirmed).
 */
export function createReportsRepo(db: Executor, tenantId: TenantId) {
  /** `column` within the period's days in the event's zone. */
  function inPeriod(column: SQL, scope: ReportScope): SQL {
    const parts: SQL[] = [sql`true`];
    if (scope.from)
      parts.push(sql`${column} >= (${scope.from}::date)::timestamp at time zone ${scope.timeZone}`);
    if (scope.to)
      parts.push(sql`${column} < (${scope.to}::date + 1)::timestamp at time zone ${scope.timeZone}`);
    return sql.join(parts, sql` and `);
  }

  /** "YYYY-MM-DD" of a timestamp in the event's zone. */
  const dayOf = (column: SQL, scope: ReportScope) =>
    sql`to_char((${column} at time zone ${scope.timeZone})::date, 'YYYY-MM-DD')`;

  const paidAt = sql`coalesce(p.succeeded_at, p.updated_at)`;

  return {
    /** Registrations holding a paid place made on each day of the period that has any. */
    async registrationsByDay(scope: ReportScope): Promise<Map<string, number>> {
      const rows = await rowsOf<{ day: string; n: number }>(
        db,
        sql`select ${dayOf(sql`g.created_at`, scope)} as day, count(*)::int as n
          from registrations g
          where g.tenant_id = ${tenantId} and g.event_id = ${scope.eventId} and g.status = 'confirmed'
            and ${inPeriod(sql`g.created_at`, scope)}
          group by 1`,
      );
      return new Map(rows.map((r) => [r.day, num(r.n)]));
    },

    /** Payments received for the event's orders on each day of the period that has any. */
    async revenueByDay(scope: ReportScope): Promise<Map<string, number>> {
      const rows = await rowsOf<{ day: string; amount: string }>(
        db,
        sql`select ${dayOf(paidAt, scope)} as day, sum(p.amount)::bigint as amount
          from payments p
          join orders o on o.id = p.order_id and o.tenant_id = p.tenant_id
          where p.tenant_id = ${tenantId} and o.event_id = ${scope.eventId}
            and p.status in ('succeeded', 'refunded') and ${inPeriod(paidAt, scope)}
          group by 1`,
      );
      return new Map(rows.map((r) => [r.day, num(r.amount)]));
    },

    /** The registrations of the period by race and discount code. */
    async registrations(scope: ReportScope): Promise<RegistrationGroup[]> {
      const rows = await rowsOf<{ race_id: number | null; promo_code_id: number | null; n: number }>(
        db,
        sql`select g.race_id, o.promo_code_id, count(*)::int as n
          from registrations g
          left join orders o on o.id = g.order_id and o.tenant_id = g.tenant_id
          where g.tenant_id = ${tenantId} and g.event_id = ${scope.eventId} and g.status = 'confirmed'
            and ${inPeriod(sql`g.created_at`, scope)}
          group by 1, 2`,
      );
      return rows.map((r) => ({ raceId: r.race_id, promoCodeId: r.promo_code_id, registrations: num(r.n) }));
    },

    /**
     * The money of the period by race and discount code: received, refunded, and each order's commission
     * and premiums in the share (received − refunded) / total of the order, rounded half away from zero
     * per order (a refund of an earlier period's payment makes a negative share: the commission returned).
     */
    async money(scope: ReportScope): Promise<MoneyGroup[]> {
      const rows = await rowsOf<Record<string, string | number | null>>(
        db,
        sql`with received as (
            select p.order_id, sum(p.amount)::bigint as amount
            from payments p
            join orders o on o.id = p.order_id and o.tenant_id = p.tenant_id
            where p.tenant_id = ${tenantId} and o.event_id = ${scope.eventId}
              and p.status in ('succeeded', 'refunded') and ${inPeriod(paidAt, scope)}
            group by 1
          ), refunded as (
            select p.order_id, sum(r.amount)::bigint as amount
            from refunds r
            join payments p on p.id = r.payment_id and p.tenant_id = r.tenant_id
            join orders o on o.id = p.order_id and o.tenant_id = p.tenant_id
            where r.tenant_id = ${tenantId} and o.event_id = ${scope.eventId}
              and r.status in ('pending', 'succeeded')
              and ${inPeriod(sql`r.created_at`, scope)}
            group by 1
          ), money as (
            select o.race_id, o.promo_code_id, o.discount_amount,
              coalesce(rc.amount, 0) as received, coalesce(rf.amount, 0) as refunded,
              case when o.total_amount > 0 then round(o.commission_amount::numeric
                * (coalesce(rc.amount, 0) - coalesce(rf.amount, 0)) / o.total_amount) else 0 end as commission,
              case when o.total_amount > 0 then round(o.insurance_amount::numeric
                * (coalesce(rc.amount, 0) - coalesce(rf.amount, 0)) / o.total_amount) else 0 end as insurance
            from orders o
            left join received rc on rc.order_id = o.id
            left join refunded rf on rf.order_id = o.id
            where o.tenant_id = ${tenantId} and o.event_id = ${scope.eventId}
              and (rc.amount is not null or rf.amount is not null)
          )
          select race_id, promo_code_id,
            count(*) filter (where received > 0)::int as orders,
            sum(received)::bigint as received, sum(refunded)::bigint as refunded,
            sum(commission)::bigint as commission, sum(insurance)::bigint as insurance,
            coalesce(sum(discount_amount) filter (where received > 0), 0)::bigint as discount
          from money group by 1, 2`,
      );
      return rows.map((r) => ({
        raceId: r['race_id'] === null ? null : num(r['race_id']),
        promoCodeId: r['promo_code_id'] === null ? null : num(r['promo_code_id']),
        orders: num(r['orders']),
        received: num(r['received']),
        refunded: num(r['refunded']),
        commission: num(r['commission']),
        insurance: num(r['insurance']),
        discount: num(r['discount']),
      }));
    },

    /** The event's races, longest first. */
    races(eventId: number) {
      return rowsOf<{ id: number; code: string; name_ru: string; name_en: string }>(
        db,
        sql`select r.id, r.code, r.name_ru, r.name_en from races r
          where r.tenant_id = ${tenantId} and r.event_id = ${eventId} order by r.length_m desc, r.id`,
      );
    },

    /** The codes of these discount codes by id. */
    async promoCodes(ids: number[]): Promise<Map<number, string>> {
      if (!ids.length) return new Map();
      const rows = await rowsOf<{ id: number; code: string }>(
        db,
        sql`select id, code from promo_codes where tenant_id = ${tenantId} and id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
      return new Map(rows.map((r) => [num(r.id), r.code]));
    },
  };
}

export type ReportsRepo = ReturnType<typeof createReportsRepo>;
