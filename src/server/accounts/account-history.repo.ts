import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import type { TenantId } from '../tenants/tenant-id.js';
import { epochMs, rowsOf } from '../catalogue/db-rows.js';

export interface MyRegistrationRow {
  id: number;
  status: string;
  bib: string | null;
  medical_status: string;
  insurance_status: string;
  identity_status: string;
  checkin_code: string;
  event_code: string;
  event_name_ru: string;
  event_name_en: string;
  event_starts_ms: number;
  time_zone: string;
  race_code: string | null;
  race_name_ru: string | null;
  race_name_en: string | null;
  length_m: number | null;
  first_name: string;
  last_name: string;
  is_self: boolean;
}

export interface MyOrderRow {
  id: number;
  number: string;
  status: string;
  created_ms: number;
  paid_ms: number | null;
  event_name_ru: string | null;
  event_name_en: string | null;
  event_code: string | null;
  race_code: string | null;
  expires_ms: number | null;
  total_amount: number;
  currency: string;
}

export interface MyOrderItemRow {
  order_id: number;
  kind: string;
  name: string;
  price_amount: number;
  count: number;
}

export interface TrainingRow {
  status: string;
  time_ms: number | null;
  place: number | null;
  event_code: string;
  event_name_ru: string;
  event_name_en: string;
  race_name_ru: string;
  race_name_en: string;
  length_m: number;
  date_ms: number;
}

/** The personal account's history on one tenant: registrations, orders, results. */
export function createAccountHistoryRepo(db: Executor, tenantId: TenantId) {
  return {
    /** Registrations of the account's own person and of its active relatives, by event start. */
    registrations(userId: number): Promise<MyRegistrationRow[]> {
      return rowsOf<MyRegistrationRow>(
        db,
        sql`select r.id,
          case when r.status = 'pending' and r.expires_at <= now() then 'expired' else r.status end as status,
          r.bib, r.medical_status, r.insurance_status, r.identity_status, r.checkin_code,
          e.code as event_code, e.name_ru as event_name_ru, e.name_en as event_name_en,
          ${sql.raw(epochMs('e.starts_at'))} as event_starts_ms, e.time_zone,
          ra.code as race_code, ra.name_ru as race_name_ru, ra.name_en as race_name_en, ra.length_m,
          coalesce(nullif(p.first_name, ''), r.first_name, '') as first_name,
          coalesce(nullif(p.last_name, ''), r.last_name, '') as last_name,
          (p.account_user_id is not distinct from ${userId}) as is_self
        from registrations r
        join events e on e.id = r.event_id and e.tenant_id = r.tenant_id
        left join races ra on ra.id = r.race_id and ra.tenant_id = r.tenant_id
        join persons p on p.id = r.person_id and p.tenant_id = r.tenant_id
        where r.tenant_id = ${tenantId}
          and (p.account_user_id = ${userId} or exists (
            select 1 from relatives rel where rel.tenant_id = ${tenantId} and rel.owner_user_id = ${userId}
              and rel.person_id = p.id and rel.status = 'active'))
        order by e.starts_at, r.id`,
      );
    },

    orders(userId: number): Promise<MyOrderRow[]> {
      return rowsOf<MyOrderRow>(
        db,
        sql`select o.id, o.number, o.status, ${sql.raw(epochMs('o.created_at'))} as created_ms,
          ${sql.raw(epochMs('o.paid_at'))} as paid_ms,
          e.name_ru as event_name_ru, e.name_en as event_name_en, e.code as event_code, r.code as race_code,
          ${sql.raw(epochMs('o.expires_at'))} as expires_ms, o.total_amount, o.currency
        from orders o
        left join events e on e.id = o.event_id and e.tenant_id = o.tenant_id
        left join races r on r.id = o.race_id and r.tenant_id = o.tenant_id
        where o.tenant_id = ${tenantId} and o.user_id = ${userId}
        order by o.created_at desc, o.id desc`,
      );
    },

    orderItems(orderIds: number[]): Promise<MyOrderItemRow[]> {
      if (!orderIds.length) return Promise.resolve([]);
      return rowsOf<MyOrderItemRow>(
        db,
        sql`select order_id, kind, name, price_amount, count from order_items
        where tenant_id = ${tenantId} and order_id in ${orderIds}
        order by order_id, id`,
      );
    },

    /**
     * Result lines of the account's own person (through results.registration_id), oldest first. The place
     * is the rank among finishers of the same race by time.
     */
    training(userId: number): Promise<TrainingRow[]> {
      return rowsOf<TrainingRow>(
        db,
        sql`select res.status, res.time_ms,
          case when res.status = 'finished' and res.time_ms is not null then (
            select count(*) + 1 from results o
            where o.tenant_id = res.tenant_id and o.race_id = res.race_id and o.status = 'finished'
              and o.time_ms < res.time_ms)::int end as place,
          e.code as event_code, e.name_ru as event_name_ru, e.name_en as event_name_en,
          ra.name_ru as race_name_ru, ra.name_en as race_name_en, ra.length_m,
          ${sql.raw(epochMs('ra.starts_at'))} as date_ms
        from results res
        join registrations r on r.id = res.registration_id and r.tenant_id = res.tenant_id
        join persons p on p.id = r.person_id and p.tenant_id = r.tenant_id
        join races ra on ra.id = res.race_id and ra.tenant_id = res.tenant_id
        join events e on e.id = res.event_id and e.tenant_id = res.tenant_id
        where res.tenant_id = ${tenantId} and p.account_user_id = ${userId}
        order by ra.starts_at, res.id`,
      );
    },
  };
}

export type AccountHistoryRepo = ReturnType<typeof createAccountHistoryRepo>;
