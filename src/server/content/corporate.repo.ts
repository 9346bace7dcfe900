import type { Executor } from '../db/client.js';
import { corporateLeads } from '../db/schema.js';
import type { TenantId } from '../tenants/tenant-id.js';

export interface NewCorporateLead {
  company: string;
  contactName: string;
  email: string;
  phone: string;
  employees: string;
  interests: string[];
  message: string;
  clientIp: string;
  createdAt: Date;
}

/** Requests of the corporate-client page. One tenant's. */
export function createCorporateRepo(db: Executor, tenantId: TenantId) {
  return {
    async insert(values: NewCorporateLead): Promise<number> {
      const [row] = await db
        .insert(corporateLeads)
        .values({ tenantId, ...values })
        .returning({ id: corporateLeads.id });
      if (!row) throw new Error('insert into corporate_leads returned no row');
      return row.id;
    },
  };
}

export type CorporateRepo = ReturnType<typeof createCorporateRepo>;
