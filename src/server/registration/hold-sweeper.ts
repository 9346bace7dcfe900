import { and, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../catalogue/db-rows.js';
import type { Executor } from '../db/client.js';
import { orders, orderTransitions, registrations } from '../db/schema.js';
import { teamTakesPlace } from '../teams/team-places.js';
import { holdsNoPlace, WINDOW_ENDED } from './registration.repo.js';

/** Who, in an order's transitions, ends a payment window on the sweeper's round. */
export const SWEEPER_ACTOR = 'system:sweeper';

/**
 * Expired holds of every tenant (a job of the app, not of a request: like the rate-limit buckets, it is
 * bound to no tenant, ADR 013). Each update is one statement.
 */
export function createHoldsSweepRepo(db: Executor) {
  return {
    /** Pending registrations whose hold ended by `now`: expired. */
    async expireRegistrations(now: Date): Promise<number> {
      const rows = await db
        .update(registrations)
        .set({ status: 'expired' })
        .where(and(eq(registrations.status, 'pending'), sql`${registrations.expiresAt} <= ${now}`))
        .returning({ id: registrations.id });
      return rows.length;
    },

    /**
     * Orders awaiting payment past their hold, none of whose registrations holds a place: expired, each
     * with its transition recorded (SPEC §4: who and why) in the same statement.
     */
    async expireOrders(now: Date): Promise<number> {
      const expired = await rowsOf<{ order_id: number }>(
        db,
        sql`
        with expired as (
          update ${orders} set status = 'expired'
          where ${orders.status} = 'awaiting-payment' and ${orders.expiresAt} <= ${now} and ${holdsNoPlace(now)}
          returning ${orders.id} as order_id, ${orders.tenantId} as tenant_id
        )
        insert into ${orderTransitions} (tenant_id, order_id, from_status, to_status, actor, reason)
        select tenant_id, order_id, 'awaiting-payment', 'expired', ${SWEEPER_ACTOR}, ${WINDOW_ENDED}
        from expired
        returning order_id`,
      );
      return expired.length;
    },

    /**
     * Forming teams whose hold ended without an order (ADR 021): expired, their members let go so they may
     * join another team of the race. Each is one statement.
     */
    async expireTeams(now: Date): Promise<number> {
      const lapsed = await rowsOf<{ id: number }>(
        db,
        sql`with lapsed as (
          update teams t set status = 'expired'
          where t.status = 'active' and t.expires_at <= ${now} and not ${teamTakesPlace('t', now)}
          returning t.id, t.tenant_id)
        delete from team_members m using lapsed where m.team_id = lapsed.id and m.tenant_id = lapsed.tenant_id
        returning lapsed.id`,
      );
      return new Set(lapsed.map((r) => r.id)).size;
    },
  };
}

/**
 * The queue job that marks expired holds, every HOLD_SWEEP_SECONDS (ADR 020); they take no place before that
 * anyway: see `holdsPlace`.
 */
export const HOLD_SWEEP_JOB = 'registration.sweep-holds';
