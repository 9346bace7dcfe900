import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { corporateLeads } from '../db/schema.js';

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

/** Requests of the corporate-client page. Every function takes the tenant id first. */
export function createCorporateRepo(db: Db) {
  return {
    /** Leads from one client address since an instant (the hourly limit). */
    async countFromIpSince(tenantId: number, clientIp: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(corporateLeads)
        .where(
          and(
            eq(corporateLeads.tenantId, tenantId),
            eq(corporateLeads.clientIp, clientIp),
            gt(corporateLeads.createdAt, since),
          ),
        );
      return row?.n ?? 0;
    },

    async insert(tenantId: number, values: NewCorporateLead): Promise<number> {
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
