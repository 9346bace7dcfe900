import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CompanyRole } from '../../shared/domain/company-permissions.js';
import type { Database } from '../db/client.js';
import { companies, companyEmployees, companyMembers, events, organizers } from '../db/schema.js';
import type { TestRace } from '../registration/registration-fixture.js';
import { accountHeaders, type TestAccount } from '../test/accounts-fixture.js';

/*
 * Rows and calls the corporate bulk registration tests share (issue 19 item 7): a company with requisites
 * and members, its employees, an organizer with bank details for a race's event, and the API's calls.
 */

/** Requisites whose check digits hold (a payer an invoice can name). */
export const COMPANY_REQUISITES = {
  legalName: 'ООО «Ромашка»',
  inn: '7707083893',
  kpp: '773601001',
  legalAddress: 'Москва, ул. Вавилова, 19',
} as const;

export async function insertCompany(
  database: Database,
  tenantId: number,
  name: string,
  requisites: Partial<typeof COMPANY_REQUISITES> = COMPANY_REQUISITES,
): Promise<number> {
  const [row] = await database.db
    .insert(companies)
    .values({ tenantId, name, ...requisites })
    .returning({ id: companies.id });
  return row!.id;
}

export async function addMember(
  database: Database,
  tenantId: number,
  companyId: number,
  userId: number,
  role: CompanyRole,
): Promise<void> {
  await database.db.insert(companyMembers).values({ tenantId, companyId, userId, role });
}

export async function insertEmployee(
  database: Database,
  tenantId: number,
  companyId: number,
  values: Partial<Omit<typeof companyEmployees.$inferInsert, 'tenantId' | 'companyId'>> & {
    lastName: string;
    firstName: string;
  },
): Promise<number> {
  const [row] = await database.db
    .insert(companyEmployees)
    .values({ tenantId, companyId, ...values })
    .returning({ id: companyEmployees.id });
  return row!.id;
}

/** The race's event gets an organizer with requisites and bank details (the invoice's payee). */
export async function withPayee(database: Database, tenantId: number, race: TestRace): Promise<void> {
  const [organizer] = await database.db
    .insert(organizers)
    .values({
      tenantId,
      name: 'Беговой клуб',
      legalName: 'ООО «Беговой клуб»',
      inn: '7736050003',
      kpp: '773601001',
      address: 'Москва, Ленинский пр., 1',
      bankName: 'ПАО Сбербанк',
      bic: '044525225',
      settlementAccount: '40702810938000012345',
      correspondentAccount: '30101810400000000225',
    })
    .returning({ id: organizers.id });
  await database.db.update(events).set({ organizerId: organizer!.id }).where(eq(events.id, race.eventId));
}

/** The bulk registration API, signed in as an account, in a language. */
export function corpCalls(app: () => FastifyInstance) {
  const base = (companyId: number) => `/api/corp/companies/${companyId}/registrations`;
  const headers = (who: TestAccount | null, lang: 'ru' | 'en') =>
    who ? accountHeaders(who.cookie, { lang }) : { host: 'localhost', origin: 'http://localhost' };
  return {
    races: (who: TestAccount | null, companyId: number, q = '', lang: 'ru' | 'en' = 'en') =>
      app().inject({
        url: `${base(companyId)}/races${q ? `?q=${encodeURIComponent(q)}` : ''}`,
        headers: headers(who, lang),
      }),
    choice: (who: TestAccount | null, companyId: number, raceId: number, lang: 'ru' | 'en' = 'en') =>
      app().inject({ url: `${base(companyId)}/races/${raceId}`, headers: headers(who, lang) }),
    book: (
      who: TestAccount | null,
      companyId: number,
      body: { raceId: number; employeeIds: number[]; quota?: number },
      lang: 'ru' | 'en' = 'en',
    ) => app().inject({ method: 'POST', url: base(companyId), headers: headers(who, lang), payload: body }),
    list: (who: TestAccount | null, companyId: number) =>
      app().inject({ url: base(companyId), headers: headers(who, 'en') }),
    order: (who: TestAccount | null, companyId: number, number: string, lang: 'ru' | 'en' = 'en') =>
      app().inject({ url: `${base(companyId)}/${number}`, headers: headers(who, lang) }),
    pay: (who: TestAccount | null, companyId: number, number: string, method: string) =>
      app().inject({
        method: 'POST',
        url: `${base(companyId)}/${number}/pay`,
        headers: headers(who, 'en'),
        payload: { method },
      }),
    invoice: (who: TestAccount | null, companyId: number, number: string, lang: 'ru' | 'en' = 'ru') =>
      app().inject({ url: `${base(companyId)}/${number}/invoice.pdf`, headers: headers(who, lang) }),
    relink: (who: TestAccount | null, companyId: number, number: string, placeId: number) =>
      app().inject({
        method: 'POST',
        url: `${base(companyId)}/${number}/places/${placeId}/link`,
        headers: headers(who, 'en'),
      }),
    /** The payer's choice on the sandbox's hosted page (it stands for the bank that takes the transfer). */
    settle: (sandboxPaymentId: string, outcome: 'success' | 'decline' = 'success') =>
      app().inject({
        method: 'POST',
        url: `/api/payments/sandbox/${sandboxPaymentId}`,
        headers: { host: 'localhost' },
        payload: { outcome },
      }),
  };
}
