import { newToken, tokenHash } from '../auth/sessions.js';
import type { Database } from '../db/client.js';
import {
  companies,
  companyContacts,
  companyInvitations,
  companyMembers,
  corporateLeads,
} from '../db/schema.js';
import type { TenantId } from '../tenants/tenant-id.js';

/**
 * Tenant A's corporate cabinet for the isolation test (issue 19, ADR 031): a company made from a lead, with
 * A's account as its admin, a contact person and an open invitation. Its names are markers (the columns
 * are in the fixture's MARKED_COLUMNS); the invitation's token is one of A's tokens.
 */
export async function seedCorpIsolation(database: Database, a: TenantId, adminUserId: number) {
  const { db } = database;
  const [lead] = await db
    .insert(corporateLeads)
    .values({
      tenantId: a,
      company: 'Изоляция Лид',
      contactName: 'Аделаида Лидова',
      email: 'lead@a-iso.test',
      phone: '+79990001122',
      employees: '1-50',
      clientIp: '127.0.0.1',
    })
    .returning({ id: corporateLeads.id });
  const [company] = await db
    .insert(companies)
    .values({ tenantId: a, name: 'Изоляция Компания', legalName: 'ООО «Изоляция»', leadId: lead!.id })
    .returning({ id: companies.id });
  await db
    .insert(companyMembers)
    .values({ tenantId: a, companyId: company!.id, userId: adminUserId, role: 'admin' });
  const [contact] = await db
    .insert(companyContacts)
    .values({ tenantId: a, companyId: company!.id, name: 'Контактова Аделаида', email: 'contact@a-iso.test' })
    .returning({ id: companyContacts.id });
  const token = newToken();
  const [invitation] = await db
    .insert(companyInvitations)
    .values({
      tenantId: a,
      companyId: company!.id,
      email: 'invited@a-iso.test',
      role: 'manager',
      tokenHash: tokenHash(token),
    })
    .returning({ id: companyInvitations.id });
  return {
    companyIds: [company!.id],
    contactIds: [contact!.id],
    leadIds: [lead!.id],
    companyInvitationIds: [invitation!.id],
    companyInvitationToken: token,
  };
}

/** The columns of A's corporate rows whose texts are markers. */
export const CORP_MARKED_COLUMNS = [
  ['companies', 'name'],
  ['companies', 'legal_name'],
  ['company_contacts', 'name'],
  ['corporate_leads', 'company'],
] as const;
