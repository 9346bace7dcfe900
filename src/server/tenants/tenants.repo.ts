import { asc } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { tenants, type TenantRow } from '../db/schema.js';

/** The tenants table is not tenant-owned: it is the list of tenants itself. */
export function createTenantsRepo(db: Executor) {
  return {
    listAll(): Promise<TenantRow[]> {
      return db.select().from(tenants).orderBy(asc(tenants.id));
    },
  };
}

export type TenantsRepo = ReturnType<typeof createTenantsRepo>;
