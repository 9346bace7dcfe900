import { DEFAULT_TENANT } from '../../shared/constants.js';
import type { CurrentTenant } from '../../shared/schemas/tenant.js';
import type { TenantRow } from '../db/schema.js';
import type { RequestContext } from '../request-context.js';
import { asTenantId, type TenantId } from './tenant-id.js';
import type { TenantsRepo } from './tenants.repo.js';

/** A tenant as requests carry it: its row, with the id branded (the only place rows become tenants). */
export type Tenant = Omit<TenantRow, 'id'> & { readonly id: TenantId };

export const tenantFromRow = (row: TenantRow): Tenant => ({ ...row, id: asTenantId(row.id) });

interface TenantDirectory {
  byHost: Map<string, Tenant>;
  fallback: Tenant;
  all: Tenant[];
}

/**
 * Resolves the tenant of a request from its host name. The table is tiny and changes rarely, so it is
 * loaded once and kept in memory; `invalidate()` drops the copy (e.g. after an organizer edits a tenant).
 */
export function createTenantsService(
  repo: TenantsRepo,
  options: { metricaCounterId: number | null; supportHours: CurrentTenant['supportHours'] },
) {
  let directory: Promise<TenantDirectory> | null = null;

  async function load(): Promise<TenantDirectory> {
    const all = (await repo.listAll()).map(tenantFromRow);
    const fallback = all.find((t) => t.code === DEFAULT_TENANT);
    if (!fallback) throw new Error(`The tenants table has no '${DEFAULT_TENANT}' tenant`);
    const byHost = new Map<string, Tenant>();
    for (const tenant of all) {
      for (const host of tenant.hosts) {
        const key = host.toLowerCase();
        if (!byHost.has(key)) byHost.set(key, tenant);
      }
    }
    return { byHost, fallback, all };
  }

  function getDirectory(): Promise<TenantDirectory> {
    if (!directory) {
      directory = load();
      // A failed load (database down) is not cached: the next request tries again.
      directory.catch(() => {
        directory = null;
      });
    }
    return directory;
  }

  return {
    /** The tenant serving `hostname` (no port); an unknown host is the default tenant. */
    async resolve(hostname: string): Promise<Tenant> {
      const dir = await getDirectory();
      const host = hostname.toLowerCase().replace(/\.$/, '');
      return dir.byHost.get(host) ?? dir.fallback;
    },

    async list(): Promise<Tenant[]> {
      return (await getDirectory()).all;
    },

    invalidate(): void {
      directory = null;
    },

    /** The answer of GET /api/events/tenants/getCurrent; the login link defaults to the request's origin. */
    currentTenantView({ tenant, origin }: Pick<RequestContext, 'tenant' | 'origin'>): CurrentTenant {
      return {
        organizedId: tenant.organizerId,
        code: tenant.code,
        name: tenant.name,
        supportEmail: tenant.supportEmail,
        featureFlags: tenant.featureFlags.map((f) => ({ id: f.id, enabled: f.enabled })),
        links: { loginUrl: tenant.loginUrl ?? origin },
        supportHours: options.supportHours,
        analyticsCounterId: tenant.analyticsCounterId ?? options.metricaCounterId,
      };
    },
  };
}

export type TenantsService = ReturnType<typeof createTenantsService>;
