import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { companies, corporateLeads } from '../db/schema.js';

const LEAD_COLUMNS = {
  id: corporateLeads.id,
  company: corporateLeads.company,
  contactName: corporateLeads.contactName,
  email: corporateLeads.email,
  phone: corporateLeads.phone,
  employees: corporateLeads.employees,
  interests: corporateLeads.interests,
  message: corporateLeads.message,
  createdAt: corporateLeads.createdAt,
};

/** The leads of /corp-client as support turns them into companies (corporate_leads), on one tenant. */
export function createCompanyLeadsRepo(db: Executor, tenantId: number) {
  return {
    /** The tenant's leads, newest first, with the company made from each (null: none yet). */
    list(limit: number) {
      return db
        .select({ ...LEAD_COLUMNS, companyId: companies.id })
        .from(corporateLeads)
        .leftJoin(
          companies,
          and(eq(companies.leadId, corporateLeads.id), eq(companies.tenantId, corporateLeads.tenantId)),
        )
        .where(eq(corporateLeads.tenantId, tenantId))
        .orderBy(desc(corporateLeads.createdAt), desc(corporateLeads.id))
        .limit(limit);
    },

    /** A lead of the tenant, its row locked (two supports converting it at once take turns). */
    async lockedLead(leadId: number) {
      const [row] = await db
        .select(LEAD_COLUMNS)
        .from(corporateLeads)
        .where(and(eq(corporateLeads.tenantId, tenantId), eq(corporateLeads.id, leadId)))
        .for('update');
      return row ?? null;
    },

    /** The company made from the lead; null when none is. */
    async companyOf(leadId: number): Promise<number | null> {
      const [row] = await db
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.tenantId, tenantId), eq(companies.leadId, leadId)));
      return row?.id ?? null;
    },
  };
}
