import { DomainError } from '../domain-error.js';
import type { Tenant } from '../tenants/tenants.service.js';
import type { PaymentProvider } from './provider.js';
import type { PaymentProviders } from './payments.service.js';
import type { SandboxProvider } from './sandbox-provider.js';
import { createYooKassaProvider } from './yookassa/yookassa-provider.js';
import { yooKassaSettings } from './yookassa/yookassa-settings.js';

/**
 * The providers of this app (DESIGN §6): the built-in sandbox, and YooKassa for a tenant whose keys the
 * environment holds (`YOOKASSA_SHOP_ID_<TENANT>`, `YOOKASSA_SECRET_KEY_<TENANT>`; its shop is the tenant's
 * own, so its notifications, refunds and reconciliation use that tenant's keys).
 */
export function createPaymentProviders(sandbox: SandboxProvider, env: NodeJS.ProcessEnv): PaymentProviders {
  const yooKassa = new Map<string, PaymentProvider | null>();
  const yooKassaOf = (tenant: Pick<Tenant, 'code'>): PaymentProvider | null => {
    if (!yooKassa.has(tenant.code)) {
      const settings = yooKassaSettings(env, tenant.code);
      yooKassa.set(tenant.code, settings ? createYooKassaProvider(settings) : null);
    }
    return yooKassa.get(tenant.code) ?? null;
  };
  const byName = (name: string, tenant: Pick<Tenant, 'code'>): PaymentProvider | null =>
    name === sandbox.name ? sandbox : name === 'yookassa' ? yooKassaOf(tenant) : null;
  return {
    forTenant: (tenant, setting) => {
      const provider = byName(setting, tenant);
      // never the sandbox in place of a real provider that is not configured: no payment is taken at all
      if (!provider) throw new DomainError('PAYMENT_FAILED', { params: { tenant: tenant.code } });
      return provider;
    },
    byName,
  };
}
