import type { CorpLeads, CreateCompany, CreatedCompany } from '../../shared/schemas/corp-company.js';
import type { Transaction } from '../db/client.js';
import { tenantTransaction } from '../db/tenant-transaction.js';
import { DomainError } from '../domain-error.js';
import { signedInUser, type RequestContext } from '../request-context.js';
import { uniqueViolationOf } from '../teams/teams.repo.js';
import { createCompanyAccessRepo } from './company-access.repo.js';
import { createCompanyLeadsRepo } from './company-leads.repo.js';
import type { CompanyUsersService } from './company-users.service.js';
import { createCompanyRepo } from './company.repo.js';
import type { CorpDeps } from './corp-deps.js';

/*
 * Support sets companies up (issue 19 item 9, ADR 031): the tenant's Administrator lists the leads of
 * /corp-client and turns one into a company (one company per lead: the lead's row is locked and the unique
 * index companies_lead_unique is the backstop), or creates one from nothing. The company gets its name and,
 * from a lead, the lead's contact person; its first admin is named by e-mail like any company user
 * (company-users.service.ts: an account at once, anybody else by a mailed invitation). Anybody else: 403.
 */

/** How many leads support's list shows (the newest). */
const LEADS_SHOWN = 200;

function requireSupport(ctx: RequestContext) {
  if (!signedInUser(ctx).roles.includes('Administrator')) throw new DomainError('FORBIDDEN');
}

export function createCompanySupportService(deps: CorpDeps, users: CompanyUsersService) {
  const { db } = deps;

  /** Creates the company in `tx` and names its first admin; the admin's mail goes once committed. */
  async function create(
    ctx: RequestContext,
    work: (tx: Transaction) => Promise<{ id: number; name: string }>,
    adminEmail: string,
  ): Promise<CreatedCompany> {
    requireSupport(ctx);
    const made = await tenantTransaction(db, ctx.tenant.id, async (tx) => {
      const company = await work(tx);
      // the new row is this transaction's own: the lock is for the pattern (and whatever reads it next)
      await createCompanyAccessRepo(tx, ctx.tenant.id).companyById(company.id, true);
      const added = await users.addByEmail(tx, ctx, company, adminEmail, 'admin');
      return { company, added };
    });
    await users.deliver(ctx, made.added.mail);
    return { company: made.company, admin: made.added.result.outcome };
  }

  return {
    /** GET /api/corp/leads: the tenant's leads, newest first, with the company made from each. */
    async leads(ctx: RequestContext): Promise<CorpLeads> {
      requireSupport(ctx);
      return tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const rows = await createCompanyLeadsRepo(tx, ctx.tenant.id).list(LEADS_SHOWN);
        return { leads: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
      });
    },

    /** POST /api/corp/companies: a company from nothing. */
    createCompany(ctx: RequestContext, input: CreateCompany): Promise<CreatedCompany> {
      return create(
        ctx,
        (tx) => createCompanyRepo(tx, ctx.tenant.id).create(input.name, null),
        input.adminEmail,
      );
    },

    /** POST /api/corp/leads/:leadId/company: the lead's company (LEAD_HAS_COMPANY for a second one). */
    async createFromLead(ctx: RequestContext, leadId: number, input: CreateCompany): Promise<CreatedCompany> {
      try {
        return await create(
          ctx,
          async (tx) => {
            const leads = createCompanyLeadsRepo(tx, ctx.tenant.id);
            const lead = await leads.lockedLead(leadId);
            if (!lead) throw new DomainError('NOT_FOUND');
            if ((await leads.companyOf(lead.id)) !== null) throw new DomainError('LEAD_HAS_COMPANY');
            const repo = createCompanyRepo(tx, ctx.tenant.id);
            const company = await repo.create(input.name, lead.id);
            await repo.addContact(company.id, {
              name: lead.contactName.slice(0, 200),
              position: '',
              email: lead.email.toLowerCase().slice(0, 254),
              phone: lead.phone.slice(0, 40),
            });
            return company;
          },
          input.adminEmail,
        );
      } catch (error) {
        if (uniqueViolationOf(error) === 'companies_lead_unique') throw new DomainError('LEAD_HAS_COMPANY');
        throw error;
      }
    },
  };
}

export type CompanySupportService = ReturnType<typeof createCompanySupportService>;
