import { and, asc, eq } from 'drizzle-orm';
import type { CompanyRole } from '../../shared/domain/company-permissions.js';
import type { Executor } from '../db/client.js';
import { companies, companyMembers } from '../db/schema.js';

/** What the corporate cabinet's access check reads (company-access.ts), bound to one tenant. */
export function createCompanyAccessRepo(db: Executor, tenantId: number) {
  return {
    async memberRole(userId: number, companyId: number): Promise<CompanyRole | null> {
      const [row] = await db
        .select({ role: companyMembers.role })
        .from(companyMembers)
        .where(
          and(
            eq(companyMembers.tenantId, tenantId),
            eq(companyMembers.userId, userId),
            eq(companyMembers.companyId, companyId),
          ),
        );
      return row?.role ?? null;
    },

    /** `lock`: the company's row is locked (`for update`) so that changes of its members take turns. */
    async companyById(id: number, lock = false): Promise<{ id: number; name: string } | null> {
      const query = db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(and(eq(companies.tenantId, tenantId), eq(companies.id, id)));
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    /** The companies the user works in, with their role there, by name. */
    async companiesOf(userId: number): Promise<{ id: number; name: string; role: CompanyRole }[]> {
      return db
        .select({ id: companies.id, name: companies.name, role: companyMembers.role })
        .from(companyMembers)
        .innerJoin(
          companies,
          and(eq(companies.id, companyMembers.companyId), eq(companies.tenantId, companyMembers.tenantId)),
        )
        .where(and(eq(companyMembers.tenantId, tenantId), eq(companyMembers.userId, userId)))
        .orderBy(asc(companies.name), asc(companies.id));
    },
  };
}
