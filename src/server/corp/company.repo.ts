import { and, asc, eq } from 'drizzle-orm';
import type { CompanyProfile, CompanyContactValues } from '../../shared/schemas/corp-company.js';
import type { Executor } from '../db/client.js';
import { companies, companyContacts } from '../db/schema.js';

const PROFILE_COLUMNS = {
  name: companies.name,
  legalName: companies.legalName,
  inn: companies.inn,
  kpp: companies.kpp,
  ogrn: companies.ogrn,
  legalAddress: companies.legalAddress,
  postalAddress: companies.postalAddress,
  bankName: companies.bankName,
  bic: companies.bic,
  settlementAccount: companies.settlementAccount,
  correspondentAccount: companies.correspondentAccount,
};

const CONTACT_COLUMNS = {
  id: companyContacts.id,
  name: companyContacts.name,
  position: companyContacts.position,
  email: companyContacts.email,
  phone: companyContacts.phone,
};

/** A company's profile and contact people (companies, company_contacts), on one tenant. */
export function createCompanyRepo(db: Executor, tenantId: number) {
  const ofCompany = (companyId: number) =>
    and(eq(companyContacts.tenantId, tenantId), eq(companyContacts.companyId, companyId));

  return {
    async profile(companyId: number): Promise<CompanyProfile | null> {
      const [row] = await db
        .select(PROFILE_COLUMNS)
        .from(companies)
        .where(and(eq(companies.tenantId, tenantId), eq(companies.id, companyId)));
      return row ?? null;
    },

    async saveProfile(companyId: number, profile: CompanyProfile): Promise<void> {
      await db
        .update(companies)
        .set(profile)
        .where(and(eq(companies.tenantId, tenantId), eq(companies.id, companyId)));
    },

    /** Every company of the tenant, by name (support's list). */
    all(): Promise<{ id: number; name: string }[]> {
      return db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(eq(companies.tenantId, tenantId))
        .orderBy(asc(companies.name), asc(companies.id));
    },

    /** A new company with only its name (support fills in or leaves the rest to the company's admin). */
    async create(name: string, leadId: number | null): Promise<{ id: number; name: string }> {
      const [row] = await db
        .insert(companies)
        .values({ tenantId, name, leadId })
        .returning({ id: companies.id, name: companies.name });
      if (!row) throw new Error('insert into companies returned no row');
      return row;
    },

    contacts(companyId: number) {
      return db
        .select(CONTACT_COLUMNS)
        .from(companyContacts)
        .where(ofCompany(companyId))
        .orderBy(asc(companyContacts.id));
    },

    async addContact(companyId: number, contact: CompanyContactValues) {
      const [row] = await db
        .insert(companyContacts)
        .values({ tenantId, companyId, ...contact })
        .returning(CONTACT_COLUMNS);
      if (!row) throw new Error('insert into company_contacts returned no row');
      return row;
    },

    /** The contact changed; null when the company has no such contact. */
    async updateContact(companyId: number, contactId: number, contact: CompanyContactValues) {
      const [row] = await db
        .update(companyContacts)
        .set(contact)
        .where(and(ofCompany(companyId), eq(companyContacts.id, contactId)))
        .returning(CONTACT_COLUMNS);
      return row ?? null;
    },

    /** False when the company has no such contact. */
    async removeContact(companyId: number, contactId: number): Promise<boolean> {
      const rows = await db
        .delete(companyContacts)
        .where(and(ofCompany(companyId), eq(companyContacts.id, contactId)))
        .returning({ id: companyContacts.id });
      return rows.length > 0;
    },
  };
}

export type CompanyRepo = ReturnType<typeof createCompanyRepo>;
