import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountProblem, innProblem, isBik, isKpp, ogrnProblem } from '../../../shared/domain/requisites.js';
import { createTestDatabase, tenantIdOf, type TestDatabase } from '../../test/test-app.js';
import { companies, companyEmployees, companyMembers, corporateLeads, users } from '../schema.js';
import { seedDemoCatalogueData, seedDemoData } from '../seed.js';
import { DEMO_COMPANY, DEMO_COMPANY_REQUISITES, demoCompanyId } from './corporate.js';

describe('demo company «Ромашка»', () => {
  let testDb: TestDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await seedDemoCatalogueData(testDb.database.db);
    await seedDemoData(testDb.database.db, { accounts: true });
  });
  afterAll(async () => {
    await testDb?.dispose();
  });

  it('has requisites whose check digits hold', () => {
    const r = DEMO_COMPANY_REQUISITES;
    expect(innProblem(r.inn)).toBeNull();
    expect(isKpp(r.kpp)).toBe(true);
    expect(ogrnProblem(r.ogrn)).toBeNull();
    expect(isBik(r.bic)).toBe(true);
    expect(accountProblem(r.settlementAccount, r.bic, 'settlement')).toBeNull();
    expect(accountProblem(r.correspondentAccount, r.bic, 'correspondent')).toBeNull();
  });

  it('is made from a lead, with an admin, a manager and six unlinked employees on the default tenant', async () => {
    const db = testDb.database.db;
    const tenantId = await tenantIdOf(testDb.database, 'default');
    const companyId = await demoCompanyId(db, tenantId);
    expect(companyId).not.toBeNull();
    const [company] = await db.select().from(companies).where(eq(companies.id, companyId!));
    expect(company).toMatchObject({ name: 'Ромашка', legalName: 'ООО «Ромашка»', tenantId });
    const [lead] = await db.select().from(corporateLeads).where(eq(corporateLeads.id, company!.leadId!));
    expect(lead?.email).toBe(DEMO_COMPANY.adminEmail);

    const members = await db
      .select({ email: users.email, role: companyMembers.role, roles: users.roles })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(eq(companyMembers.companyId, companyId!));
    expect(members.map((m) => [m.email, m.role]).sort()).toEqual([
      ['corp@startline.test', 'admin'],
      ['hr@startline.test', 'manager'],
    ]);
    for (const m of members) expect(m.roles).toEqual(['Organization']);

    const employees = await db
      .select()
      .from(companyEmployees)
      .where(
        and(
          eq(companyEmployees.companyId, companyId!),
          inArray(companyEmployees.email, [...DEMO_COMPANY.employeeEmails]),
        ),
      );
    expect(employees).toHaveLength(6);
    for (const e of employees) {
      expect(e.userId).toBeNull();
      expect(Number(e.birthDate!.slice(0, 4))).toBeGreaterThanOrEqual(1975);
      expect(Number(e.birthDate!.slice(0, 4))).toBeLessThanOrEqual(2000);
    }
  });
});
