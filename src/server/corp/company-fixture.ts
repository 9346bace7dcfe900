import type { CompanyRole } from '../../shared/domain/company-permissions.js';
import type { Database } from '../db/client.js';
import { companies, companyMembers, corporateLeads } from '../db/schema.js';
import { createTestAccount, type TestAccount } from '../test/accounts-fixture.js';

/** Rows the corporate cabinet's company tests share: companies, their users, leads of /corp-client. */

export async function insertTestCompany(
  database: Database,
  tenantId: number,
  name: string,
  values: Partial<typeof companies.$inferInsert> = {},
): Promise<number> {
  const [row] = await database.db
    .insert(companies)
    .values({ tenantId, name, ...values })
    .returning({ id: companies.id });
  return row!.id;
}

export async function addCompanyUser(
  database: Database,
  tenantId: number,
  companyId: number,
  userId: number,
  role: CompanyRole,
): Promise<void> {
  await database.db.insert(companyMembers).values({ tenantId, companyId, userId, role });
}

export async function insertLead(
  database: Database,
  tenantId: number,
  values: { company: string; contactName?: string; email: string; phone?: string },
): Promise<number> {
  const [row] = await database.db
    .insert(corporateLeads)
    .values({
      tenantId,
      contactName: 'Лидова Лидия',
      phone: '+79990001122',
      employees: '1-50',
      clientIp: '127.0.0.1',
      ...values,
    })
    .returning({ id: corporateLeads.id });
  return row!.id;
}

/** Who a company test calls as: the company's admin and manager, support, a runner, another company's admin. */
export type CompanyPeople = Record<'admin' | 'manager' | 'support' | 'none' | 'rival', TestAccount>;

/**
 * Accounts `<prefix>-<who>@example.org` of the tenant: the company's admin and manager, the tenant's support
 * (Administrator), a user with no role, and the admin of the `rivalId` company.
 */
export async function companyPeople(
  database: Database,
  tenantId: number,
  companyId: number,
  rivalId: number,
  prefix: string,
): Promise<CompanyPeople> {
  const account = (who: string, roles: ('Administrator' | 'Organization')[] = []) =>
    createTestAccount(database, tenantId, {
      email: `${prefix}-${who}@example.org`,
      roles,
      person: { firstName: who, lastName: prefix },
    });
  const people = {} as CompanyPeople;
  for (const role of ['admin', 'manager'] as const) {
    people[role] = await account(role, ['Organization']);
    await addCompanyUser(database, tenantId, companyId, people[role].userId, role);
  }
  people.support = await account('support', ['Administrator']);
  people.none = await account('none');
  people.rival = await account('rival', ['Organization']);
  await addCompanyUser(database, tenantId, rivalId, people.rival.userId, 'admin');
  return people;
}
