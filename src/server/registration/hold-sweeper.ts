import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/client.js';
import { orders, registrations } from '../db/schema.js';
import { holdsNoPlace } from './registration.repo.js';

/** How often the app marks expired holds (they take no place before that anyway: see `holdsPlace`). */
export const HOLD_SWEEP_INTERVAL_MS = 60_000;

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

    /** Orders awaiting payment past their hold, none of whose registrations holds a place: expired. */
    async expireOrders(now: Date): Promise<number> {
      const rows = await db
        .update(orders)
        .set({ status: 'expired' })
        .where(
          and(eq(orders.status, 'awaiting-payment'), sql`${orders.expiresAt} <= ${now}`, holdsNoPlace(now)),
        )
        .returning({ id: orders.id });
      return rows.length;
    },
  };
}

/**
 * Runs `sweep` every HOLD_SWEEP_INTERVAL_MS while the app is up: the timer does not keep the process alive
 * and stops when the app closes (after a sweep under way). A failed sweep is logged; the next one tries again.
 */
export function startHoldSweeper(
  app: FastifyInstance,
  sweep: (now: Date) => Promise<unknown>,
  intervalMs = HOLD_SWEEP_INTERVAL_MS,
): void {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    running ??= sweep(new Date())
      .then(() => undefined)
      .catch((err: unknown) => app.log.error({ err }, 'expired holds could not be swept'))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  // the database closes after the app: a sweep under way finishes first
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
