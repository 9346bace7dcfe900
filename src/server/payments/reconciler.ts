import type { FastifyInstance } from 'fastify';
import type { Tenant } from '../tenants/tenants.service.js';
import type { PaymentsService } from './payments.service.js';

/** How often the reconciler asks the providers about payments pending too long (DESIGN §6). */
export const RECONCILE_INTERVAL_MS = 60_000;

/** Where a tenant's mails link to when no request tells: its first host. */
export function tenantOrigin(tenant: Pick<Tenant, 'hosts'>): string {
  const host = tenant.hosts[0] ?? 'localhost';
  return host === 'localhost' || host.endsWith('.localhost') ? `http://${host}` : `https://${host}`;
}

/** One pass over every tenant: answers how many payments the providers' answers changed. */
export async function reconcileTenants(payments: PaymentsService, tenants: Tenant[]): Promise<number> {
  let changed = 0;
  for (const tenant of tenants) changed += await payments.reconcile(tenant, tenantOrigin(tenant));
  return changed;
}

/**
 * Runs the reconciler every RECONCILE_INTERVAL_MS while the app is up (one pass at a time; the timer does
 * not keep the process alive and stops with the app, after a pass under way). A failed pass is logged.
 */
export function startReconciler(app: FastifyInstance, pass: () => Promise<unknown>): void {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    running ??= pass()
      .then(() => undefined)
      .catch((err: unknown) => app.log.error({ err }, 'payments could not be reconciled'))
      .finally(() => {
        running = null;
      });
  }, RECONCILE_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
