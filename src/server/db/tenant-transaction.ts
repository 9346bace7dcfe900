import { sql } from 'drizzle-orm';
import type { TenantId } from '../tenants/tenant-id.js';
import type { Db, Transaction } from './client.js';

/** The role a tenant transaction runs as (migration 0009): not the tables' owner, so row-level security binds it. */
export const APP_ROLE = 'startline_app';
/** The setting the `tenant_isolation` policies compare every row's tenant_id with. */
export const TENANT_SETTING = 'startline.tenant_id';

/**
 * A transaction confined to one tenant by row-level security (ADR 014): its first statement switches to
 * the app role and sets the tenant, both for this transaction only, so every statement of `work` sees and
 * writes that tenant's rows alone, whatever its WHERE says. The repositories bound to `tx` and `tenantId`
 * still say it themselves; this is the backstop when one forgets.
 */
export function tenantTransaction<T>(
  db: Db,
  tenantId: TenantId,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('role', ${APP_ROLE}, true), set_config(${TENANT_SETTING}, ${String(tenantId)}, true)`,
    );
    return work(tx);
  });
}
