import type { Tenant } from '../tenants/tenants.service.js';
import type { PaymentsService } from './payments.service.js';

/** Where a tenant's mails link to when no request tells: its first host. */
export function tenantOrigin(tenant: Pick<Tenant, 'hosts'>): string {
  const host = tenant.hosts[0] ?? 'localhost';
  return host === 'localhost' || host.endsWith('.localhost') ? `http://${host}` : `https://${host}`;
}

/** One pass over every tenant: answers how many payments and refunds the providers' answers changed. */
export async function reconcileTenants(
  payments: PaymentsService,
  tenants: Tenant[],
  log: { error(obj: unknown, msg?: string): void },
): Promise<number> {
  let changed = 0;
  for (const tenant of tenants) changed += await payments.reconcile(tenant, tenantOrigin(tenant), log);
  return changed;
}

/** The queue job that asks the providers about payments pending too long, every RECONCILE_SECONDS (ADR 020). */
export const RECONCILE_JOB = 'payments.reconcile';
